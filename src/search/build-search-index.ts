/**
 * The search index of a site, built from its route table and split by term, as Pagefind's
 * is: a query fetches the dictionary parts and postings fragments of its words and the
 * files of the pages it shows, never the whole index. Pages are indexed in shards (by a
 * hash of their route) that the build cache keeps, so an edit re-indexes one shard and
 * the rest is a merge of compact postings.
 */
import type { PageModel } from '../render/models.ts';
import { hashKey, type CompileCache } from '../site/compile-cache.ts';
import { indexInBackground } from './index-in-background.ts';
import { indexShard, searchablePage, type SearchablePage, type ShardIndex, type ShardSettings } from './index-shard.ts';
import { assemble, type SearchIndexOutput } from './assemble-index.ts';
import { indexOnWorker } from './index-on-worker.ts';
import type { EarlySearchWorker } from './early-search-worker.ts';
import { spillShard, type KeptShard, type SearchFile } from './spilled-shard.ts';
import type { TextSpill } from '../shared/text-spill.ts';

export { underRoute, type SearchArea } from './index-shard.ts';
export { SEARCH_DIR, SEARCH_INDEX_PATH, type SearchIndexOutput } from './assemble-index.ts';

/** About this many pages per shard: re-indexing one after an edit takes ~0.1 s. */
const PAGES_PER_SHARD = 128;

export interface SearchIndexInput extends ShardSettings {
  pages: readonly PageModel[];
  /** The last version: searched by default off the docs. */
  lastVersion?: string;
}

/**
 * Whether a page belongs in search: listed docs, API pages and blog posts; not the 404
 * page, nor blog lists, archives and tag pages (they only repeat the posts' excerpts).
 */
function isSearchable(page: PageModel): boolean {
  return !page.unlisted && (page.kind === 'doc' || page.kind === 'category-index' || page.kind === 'blog-post');
}

/** FNV-1a: a route's shard must not depend on the other routes, so adding a page moves no other. */
function shardOf(route: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < route.length; i++) hash = Math.imul(hash ^ route.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % shards;
}

/** Shard count: a power of two, so it changes only when the site doubles or halves. */
const shardCount = (pages: number): number => 2 ** Math.ceil(Math.log2(Math.max(1, Math.ceil(pages / PAGES_PER_SHARD))));

/** The pages of each shard, in route-table order. */
function shardPages(input: SearchIndexInput): PageModel[][] {
  const searchable = input.pages.filter(isSearchable);
  const shards: PageModel[][] = Array.from({ length: shardCount(searchable.length) }, () => []);
  for (const page of searchable) shards[shardOf(page.route, shards.length)]!.push(page);
  return shards;
}

const settingsOf = (input: SearchIndexInput): ShardSettings => ({ baseUrl: input.baseUrl, ...(input.trailingSlash !== undefined ? { trailingSlash: input.trailingSlash } : {}), areas: input.areas, fallbackArea: input.fallbackArea, ...(input.apiRoutes ? { apiRoutes: input.apiRoutes } : {}), ...(input.versions ? { versions: input.versions } : {}) });

/** A shard index as the (JSON) cache keeps it. */
interface CachedShard {
  inputHash: string;
  terms: string[];
  starts: string;
  postings: string;
  pages: string[];
  sectionCount: number;
}

const base64 = (array: Uint32Array | Uint8Array): string => Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('base64');
const uint32s = (text: string): Uint32Array => {
  const bytes = Buffer.from(text, 'base64');
  return new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
};

/** A shard to index: its number among the shards, its pages, and `store`, which gives its index to the cache. */
interface ShardTodo {
  number: number;
  pages: SearchablePage[];
  store: (shard: ShardIndex) => void;
}

/**
 * The shards of a site's index: those whose pages and settings are unchanged come from the
 * cache, the others (undefined) are to be indexed (`todo`) and then `store`d. Each shard has
 * one cache slot that every build overwrites, so the cache does not grow with edits.
 */
function plannedShards(input: SearchIndexInput, cache: CompileCache | undefined): { settings: ShardSettings; shards: Array<ShardIndex | undefined>; todo: ShardTodo[] } {
  const settings = settingsOf(input);
  const settingsKey = JSON.stringify(settings);
  const byShard = shardPages(input);
  const shards: Array<ShardIndex | undefined> = [];
  const todo: ShardTodo[] = [];
  byShard.forEach((members, number) => {
    const slot = hashKey('search-index-shard', String(byShard.length), String(number));
    // The HTML by its key when it has one (see CompiledPage.htmlKey): hashing every page's HTML is most of an unchanged shard's cost.
    const inputHash = cache ? hashKey(settingsKey, JSON.stringify(members.map((page) => [page.route, page.kind, page.title, page.description, page.keywords, page.version?.name, page.htmlKey ?? page.html]))) : '';
    const cached = cache?.get<CachedShard>(slot);
    if (cached?.inputHash === inputHash) {
      shards.push({ terms: cached.terms, starts: uint32s(cached.starts), postings: uint32s(cached.postings), pages: cached.pages.map((page) => Buffer.from(page, 'base64')), sectionCount: cached.sectionCount });
      return;
    }
    shards.push(undefined);
    const store = (shard: ShardIndex): void => {
      cache?.set(slot, { inputHash, terms: shard.terms, starts: base64(shard.starts), postings: base64(shard.postings), pages: shard.pages.map(base64), sectionCount: shard.sectionCount } satisfies CachedShard);
    };
    todo.push({ number, pages: members.map(searchablePage), store });
  });
  return { settings, shards, todo };
}

/** The shards with those of `todo` filled in by `indexed` (in `todo` order). */
function withIndexed<Shard extends KeptShard>(shards: ReadonlyArray<Shard | undefined>, todo: readonly ShardTodo[], indexed: readonly Shard[]): Shard[] {
  const all = [...shards];
  indexed.forEach((shard, job) => (all[todo[job]!.number] = shard));
  return all as Shard[];
}

/** The search index, each shard reused from the cache when none of its pages and no setting changed: an edit re-indexes one shard. */
export function cachedSearchIndex(input: SearchIndexInput, cache: CompileCache | undefined): SearchIndexOutput {
  const { settings, shards, todo } = plannedShards(input, cache);
  return cachedSearchIndexOf(shards, todo, settings, input);
}

/** Index the shards `todo` on this thread and assemble the index. */
function cachedSearchIndexOf(shards: ReadonlyArray<ShardIndex | undefined>, todo: readonly ShardTodo[], settings: ShardSettings, input: SearchIndexInput): SearchIndexOutput {
  const indexed = todo.map(({ pages, store }) => {
    const shard = indexShard(pages, settings);
    store(shard);
    return shard;
  });
  return assemble(withIndexed(shards, todo, indexed), input);
}

/**
 * `cachedSearchIndex` with the shards indexed on worker threads while the caller goes on
 * (see index-in-background.ts); `finish` gives the index. When no search worker would start
 * (a small site on two cores), the worker started `early`, if any (see EarlySearchWorker),
 * indexes the shards and assembles the index instead (see index-on-worker.ts). With `spill`
 * (a large site), each shard's postings and page files wait there (see spilled-shard.ts).
 */
export function startSearchIndex(
  input: SearchIndexInput,
  cache: CompileCache | undefined,
  early?: EarlySearchWorker,
  spill?: TextSpill,
): { onThisThread: boolean; finish(): Promise<SearchIndexOutput<SearchFile> & { shardsInWorkers: number }> } {
  const { settings, shards, todo } = plannedShards(input, cache);
  const keep = (job: number, shard: ShardIndex): KeptShard => {
    todo[job]!.store(shard);
    // Indexed: its pages (~100 bytes each, from queueing to the end of the build) are not read again.
    todo[job]!.pages = [];
    return spill ? spillShard(spill, shard) : shard;
  };
  const indexing = indexInBackground(todo, settings, () => early?.take(), keep);
  const worker = indexing.onThisThread && todo.length ? early?.take() : undefined;
  if (worker) {
    const versions = { ...(input.versions ? { versions: input.versions } : {}), ...(input.lastVersion ? { lastVersion: input.lastVersion } : {}) };
    const whole = indexOnWorker(worker, { settings, versions, todo: todo.map((shard) => shard.pages), cached: shards.map((shard) => shard ?? null) });
    return {
      onThisThread: false,
      async finish() {
        const index = await whole.finish();
        if (!index) return { ...cachedSearchIndexOf(shards, todo, settings, input), shardsInWorkers: 0 };
        index.indexed.forEach((shard, job) => todo[job]!.store(shard));
        return { ...index.output, shardsInWorkers: index.indexed.length };
      },
    };
  }
  return {
    onThisThread: indexing.onThisThread,
    async finish() {
      const indexed = await indexing.finish();
      return { ...assemble(withIndexed<KeptShard>(shards, todo, indexed.shards), input), shardsInWorkers: indexed.inWorkers };
    },
  };
}
