/**
 * The search index of a site, built from its route table and split by term, as Pagefind's
 * is: a query fetches the dictionary parts and postings fragments of its words and the
 * files of the pages it shows, never the whole index. Pages are indexed in shards (by a
 * hash of their route) that the build cache keeps, so an edit re-indexes one shard and
 * the rest is a merge of compact postings.
 */
import { createHash } from 'node:crypto';
import type { PageModel } from '../render/models.ts';
import { hashKey, type CompileCache } from '../site/compile-cache.ts';
import { gzipExact } from './gzip-exact.ts';
import { indexInBackground } from './index-in-background.ts';
import { indexShard, searchablePage, type SearchablePage, type ShardIndex, type ShardSettings } from './index-shard.ts';
import { ByteWriter, writePostings, type Posting } from './postings.ts';
import { dictionaryPath, fragmentPath, pagePath, prefixOf, typoPath, type DictionaryEntry, type SearchManifest } from './search-options.ts';
import { typoParts } from './typo-parts.ts';

export { underRoute, type SearchArea } from './index-shard.ts';

/** Output folder of the index, under the base URL. */
export const SEARCH_DIR = 'search';
export const SEARCH_INDEX_PATH = `${SEARCH_DIR}/index.json`;

/** About this many pages per shard: re-indexing one after an edit takes ~0.1 s. */
const PAGES_PER_SHARD = 128;
/**
 * Postings bytes per fragment before gzip: a word costs one fragment (or a few, for a
 * prefix), so small fragments keep a query's download small; a term with more postings
 * than this has a fragment of its own.
 */
const FRAGMENT_BYTES = 8 * 1024;
/**
 * Dictionary characters per part before gzip (~4 KB gzipped): a part per two-letter prefix
 * made 218 files of ~150 bytes for 1000 pages, a request for each prefix a reader types and
 * a file for the build to create; parts of neighbouring prefixes make a dozen.
 */
const DICTIONARY_PART_CHARS = 16 * 1024;

/**
 * Most postings a term keeps. A term in more sections (a word on most pages of a 10,000-page
 * site) keeps those where it weighs most: in a title or heading first, then by weight. Its
 * other sections are weak matches that would rank below these, and would cost ~1 byte each
 * on every search of the word.
 */
const MAX_POSTINGS = 5000;

const rankOf = (posting: Posting): number => ((posting.fields & 0b11) !== 0 ? 2 : (posting.fields & 0b1100) !== 0 ? 1 : 0) * 256 + posting.weight;

function strongest(postings: Posting[]): Posting[] {
  return postings
    .sort((a, b) => rankOf(b) - rankOf(a) || a.page - b.page || a.section - b.section)
    .slice(0, MAX_POSTINGS)
    .sort((a, b) => a.page - b.page || a.section - b.section);
}

export interface SearchIndexInput extends ShardSettings {
  pages: readonly PageModel[];
  /** The last version: searched by default off the docs. */
  lastVersion?: string;
}

export interface SearchIndexOutput {
  /** Output path → contents (gzipped, but for the manifest). */
  files: Map<string, Uint8Array>;
  pageCount: number;
  sectionCount: number;
  bytes: number;
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

/** Fragments of postings, filled in term order; dictionary parts of neighbouring two-letter prefixes. */
class IndexWriter {
  readonly files = new Map<string, Uint8Array>();
  readonly dictionary = new Map<string, DictionaryEntry[]>();
  private readonly writer = new ByteWriter();
  private fragment = 0;

  constructor(private readonly versioned: boolean) {}

  /**
   * Write one term's postings, gathered from every shard (shard `s`'s pages numbered from
   * `pageBase[s]`). A term in more than MAX_POSTINGS sections keeps the strongest ones.
   */
  addTerm(term: string, runs: ReadonlyArray<{ shard: ShardIndex; index: number; pageBase: number }>): void {
    let postings: Posting[] = [];
    for (const { shard, index, pageBase } of runs) {
      for (let at = shard.starts[index]! * 2; at < shard.starts[index + 1]! * 2; at += 2) {
        const packed = shard.postings[at]!;
        const extra = shard.postings[at + 1]!;
        postings.push({ page: pageBase + (extra >>> 16), section: packed >>> 16, fields: (packed >>> 8) & 0xff, weight: packed & 0xff, nameLength: extra & 0xff, version: (extra >>> 8) & 0xff });
      }
    }
    const count = postings.length;
    if (count > MAX_POSTINGS) postings = strongest(postings);
    const offset = this.writer.length;
    writePostings(this.writer, postings, this.versioned);
    const prefix = prefixOf(term);
    let entries = this.dictionary.get(prefix);
    if (!entries) this.dictionary.set(prefix, (entries = []));
    entries.push([term, count, this.fragment, offset]);
    if (this.writer.length >= FRAGMENT_BYTES) this.closeFragment();
  }

  closeFragment(): void {
    if (!this.writer.length) return;
    this.files.set(`${SEARCH_DIR}/${fragmentPath(this.fragment++)}`, gzipExact(this.writer.take()));
  }

  /** Write the dictionary and typo parts; their prefixes and keys, for the manifest. */
  finish(): Pick<SearchManifest, 'prefixes' | 'parts' | 'typos'> {
    this.closeFragment();
    // Prefixes come in term order, so each part holds a run of them (see partOf). A part is
    // written as the JSON of a DictionaryPart, its members in that order, each serialised once.
    const starts: string[] = [];
    let members: string[] = [];
    let chars = 0;
    const closePart = (): void => {
      this.files.set(`${SEARCH_DIR}/${dictionaryPath(starts.length - 1)}`, gzipExact(`{${members.join(',')}}`));
      members = [];
      chars = 0;
    };
    for (const [prefix, entries] of this.dictionary) {
      if (chars >= DICTIONARY_PART_CHARS) closePart();
      if (chars === 0) starts.push(prefix);
      const member = `${JSON.stringify(prefix)}:${JSON.stringify(entries)}`;
      members.push(member);
      chars += member.length;
    }
    if (chars) closePart();
    const typos = typoParts([...this.dictionary.values()].flatMap((entries) => entries.map(([term]) => term)));
    for (const [first, typoPart] of typos) this.files.set(`${SEARCH_DIR}/${typoPath(first)}`, gzipExact(JSON.stringify(typoPart)));
    return { prefixes: [...this.dictionary.keys()].join(''), parts: starts.join(''), typos: [...typos.keys()].join('') };
  }
}

/**
 * Merge the shards' sorted term lists: each term once, with its postings from every shard
 * in page order. Each shard term is linked to its place in the merged list with integer
 * arrays (no object per term), so the merge is linear in the shards' terms.
 */
function writeTerms(shards: readonly ShardIndex[], writer: IndexWriter): void {
  const pageBases: number[] = [];
  let pages = 0;
  for (const shard of shards) {
    pageBases.push(pages);
    pages += shard.pages.length;
  }
  const all = new Set<string>();
  for (const shard of shards) for (const term of shard.terms) all.add(term);
  const terms = [...all].sort();
  all.clear();
  // Runs of a merged term: a linked list through run numbers, in shard order.
  const runCount = shards.reduce((sum, shard) => sum + shard.terms.length, 0);
  const firstRun = new Int32Array(terms.length).fill(-1);
  const nextRun = new Int32Array(runCount);
  const runShard = new Uint32Array(runCount);
  const runIndex = new Uint32Array(runCount);
  let run = runCount;
  for (let number = shards.length - 1; number >= 0; number--) {
    const shardTerms = shards[number]!.terms;
    // Both lists are sorted: walk the merged one backwards alongside.
    let at = terms.length - 1;
    for (let index = shardTerms.length - 1; index >= 0; index--) {
      while (terms[at] !== shardTerms[index]) at--;
      run--;
      runShard[run] = number;
      runIndex[run] = index;
      nextRun[run] = firstRun[at]!;
      firstRun[at] = run;
    }
  }
  terms.forEach((term, at) => {
    const runs: Array<{ shard: ShardIndex; index: number; pageBase: number }> = [];
    for (let next = firstRun[at]!; next !== -1; next = nextRun[next]!) runs.push({ shard: shards[runShard[next]!]!, index: runIndex[next]!, pageBase: pageBases[runShard[next]!]! });
    writer.addTerm(term, runs);
  });
}

function assemble(shards: readonly ShardIndex[], input: Pick<SearchIndexInput, 'versions' | 'lastVersion'>): SearchIndexOutput {
  const writer = new IndexWriter(input.versions !== undefined);
  let page = 0;
  for (const shard of shards) for (const file of shard.pages) writer.files.set(`${SEARCH_DIR}/${pagePath(page++)}`, file);
  writeTerms(shards, writer);
  const { prefixes, parts, typos } = writer.finish();
  const hash = createHash('sha256');
  for (const [path, contents] of writer.files) hash.update(path).update(contents);
  const sectionCount = shards.reduce((sum, shard) => sum + shard.sectionCount, 0);
  const manifest: SearchManifest = { version: hash.digest('hex').slice(0, 12), sections: sectionCount, prefixes, parts, typos, ...(input.versions ? { versions: input.versions, ...(input.lastVersion ? { lastVersion: input.lastVersion } : {}) } : {}) };
  const files = new Map<string, Uint8Array>([[SEARCH_INDEX_PATH, Buffer.from(JSON.stringify(manifest))], ...writer.files]);
  let bytes = 0;
  for (const contents of files.values()) bytes += contents.byteLength;
  return { files, pageCount: page, sectionCount, bytes };
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

/** A shard to index, and where its index goes (the index and the cache). */
interface ShardTodo {
  pages: SearchablePage[];
  store: (shard: ShardIndex) => void;
}

/**
 * The shards of a site's index: those whose pages and settings are unchanged come from the
 * cache, the others are to be indexed (`todo`) and then `store`d. Each shard has one cache
 * slot that every build overwrites, so the cache does not grow with edits.
 */
function plannedShards(input: SearchIndexInput, cache: CompileCache | undefined): { settings: ShardSettings; shards: ShardIndex[]; todo: ShardTodo[] } {
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
      shards[number] = shard;
      cache?.set(slot, { inputHash, terms: shard.terms, starts: base64(shard.starts), postings: base64(shard.postings), pages: shard.pages.map(base64), sectionCount: shard.sectionCount } satisfies CachedShard);
    };
    todo.push({ pages: members.map(searchablePage), store });
  });
  return { settings, shards: shards as ShardIndex[], todo };
}

/** The search index, each shard reused from the cache when none of its pages and no setting changed: an edit re-indexes one shard. */
export function cachedSearchIndex(input: SearchIndexInput, cache: CompileCache | undefined): SearchIndexOutput {
  const { settings, shards, todo } = plannedShards(input, cache);
  for (const { pages, store } of todo) store(indexShard(pages, settings));
  return assemble(shards, input);
}

/**
 * `cachedSearchIndex` with the shards indexed on worker threads while the caller goes on
 * (see index-in-background.ts); `finish` gives the index.
 */
export function startSearchIndex(input: SearchIndexInput, cache: CompileCache | undefined): { onThisThread: boolean; finish(): Promise<SearchIndexOutput & { shardsInWorkers: number }> } {
  const { settings, shards, todo } = plannedShards(input, cache);
  const indexing = indexInBackground(todo, settings);
  return {
    onThisThread: indexing.onThisThread,
    async finish() {
      const indexed = await indexing.finish();
      indexed.shards.forEach((shard, job) => todo[job]!.store(shard));
      return { ...assemble(shards, input), shardsInWorkers: indexed.inWorkers };
    },
  };
}
