/**
 * The search index's files from its shards' indexes (see build-search-index.ts): the terms of
 * every shard merged into postings fragments and dictionary parts, the typo parts and the
 * manifest. Needs nothing of the build but the shards, so any thread can do it.
 */
import { createHash } from 'node:crypto';
import { gzipExact } from './gzip-exact.ts';
import type { ShardIndex } from './index-shard.ts';
import { searchFileBytes, termPostings, type KeptShard, type SearchFile } from './spilled-shard.ts';
import { ByteWriter, writePostings, type Posting } from './postings.ts';
import { dictionaryPath, fragmentPath, pagePath, prefixOf, typoPath, type DictionaryEntry, type SearchManifest } from './search-options.ts';
import { typoParts } from './typo-parts.ts';

/** Output folder of the index, under the base URL. */
export const SEARCH_DIR = 'search';
export const SEARCH_INDEX_PATH = `${SEARCH_DIR}/index.json`;

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

export interface SearchIndexOutput<File extends SearchFile = Uint8Array> {
  /** Output path → contents (gzipped, but for the manifest); a large site's page files stay in the spill (see spilled-shard.ts). */
  files: Map<string, File>;
  pageCount: number;
  sectionCount: number;
  bytes: number;
}

/** The docs versions results are filtered by, on a site of several. */
export interface IndexVersions {
  versions?: Record<string, string>;
  /** The last version: searched by default off the docs. */
  lastVersion?: string;
}

/** Fragments of postings, filled in term order; dictionary parts of neighbouring two-letter prefixes. */
class IndexWriter {
  readonly files = new Map<string, SearchFile>();
  readonly dictionary = new Map<string, DictionaryEntry[]>();
  private readonly writer = new ByteWriter();
  private fragment = 0;

  constructor(private readonly versioned: boolean) {}

  /**
   * Write one term's postings, gathered from every shard (shard `s`'s pages numbered from
   * `pageBase[s]`). A term in more than MAX_POSTINGS sections keeps the strongest ones.
   */
  addTerm(term: string, runs: ReadonlyArray<{ shard: KeptShard; index: number; pageBase: number }>): void {
    let postings: Posting[] = [];
    for (const { shard, index, pageBase } of runs) {
      const own = termPostings(shard, index);
      for (let at = 0; at < own.length; at += 2) {
        const packed = own[at]!;
        const extra = own[at + 1]!;
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
function writeTerms(shards: readonly KeptShard[], writer: IndexWriter): void {
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
    const runs: Array<{ shard: KeptShard; index: number; pageBase: number }> = [];
    for (let next = firstRun[at]!; next !== -1; next = nextRun[next]!) runs.push({ shard: shards[runShard[next]!]!, index: runIndex[next]!, pageBase: pageBases[runShard[next]!]! });
    writer.addTerm(term, runs);
  });
}

/** The index's files from its shards' indexes, in shard order (spilled shards' page files stay in the spill). */
export function assemble(shards: readonly ShardIndex[], input: IndexVersions): SearchIndexOutput;
export function assemble(shards: readonly KeptShard[], input: IndexVersions): SearchIndexOutput<SearchFile>;
export function assemble(shards: readonly KeptShard[], input: IndexVersions): SearchIndexOutput<SearchFile> {
  const writer = new IndexWriter(input.versions !== undefined);
  let page = 0;
  for (const shard of shards) for (const file of shard.pages) writer.files.set(`${SEARCH_DIR}/${pagePath(page++)}`, file);
  writeTerms(shards, writer);
  const { prefixes, parts, typos } = writer.finish();
  const hash = createHash('sha256');
  for (const [path, contents] of writer.files) hash.update(path).update(searchFileBytes(contents));
  const sectionCount = shards.reduce((sum, shard) => sum + shard.sectionCount, 0);
  const manifest: SearchManifest = { version: hash.digest('hex').slice(0, 12), sections: sectionCount, prefixes, parts, typos, ...(input.versions ? { versions: input.versions, ...(input.lastVersion ? { lastVersion: input.lastVersion } : {}) } : {}) };
  const files = new Map<string, SearchFile>([[SEARCH_INDEX_PATH, Buffer.from(JSON.stringify(manifest))], ...writer.files]);
  let bytes = 0;
  for (const contents of files.values()) bytes += contents.byteLength;
  return { files, pageCount: page, sectionCount, bytes };
}
