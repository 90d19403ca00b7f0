/**
 * Index one shard of a site's pages: each page's sections become compact postings (typed
 * arrays, integer page and section numbers; no object per section or per occurrence) and
 * one gzipped file with the page's titles, URL and snippet texts. Pages are read one at a
 * time, so a shard holds its section texts only while its own page is being indexed.
 */
import type { PageModel } from '../render/models.ts';
import { pageUrl } from '../routes/doc-route.ts';
import { extractSections } from './extract-sections.ts';
import { gzipExact } from './gzip-exact.ts';
import { FIRST_SECTION, SCHEMA_PAGE } from './postings.ts';
import { indexTerm, indexTerms, normalize, SNIPPET_SOURCE_LENGTH, tokenize, type SearchPageFile, type SearchResultType } from './search-options.ts';
import { spilledText } from '../shared/text-spill.ts';

export interface SearchArea {
  label: string;
  routes: readonly string[];
}

/** What every shard is indexed with: the site's settings, not its pages. */
export interface ShardSettings {
  baseUrl: string;
  /** The site's `trailingSlash`: results link to pages in its form. */
  trailingSlash?: boolean;
  /** Result groups, first match wins; pages in none are grouped under `fallbackArea`. */
  areas: readonly SearchArea[];
  fallbackArea: string;
  /** Routes of the REST references, whose `schemas/` pages are schema results. */
  apiRoutes?: readonly string[];
  /** The docs versions (name → label) on a site of several: each posting records its page's version. */
  versions?: Record<string, string>;
}

/**
 * A shard's index. Terms are sorted; the postings of `terms[i]` are entries
 * `starts[i]` to `starts[i + 1]` of `postings`, two numbers each: section << 16 | fields << 8
 * | weight; page within the shard << 16 | version << 8 | name length. Two numbers, not three:
 * every shard is held until the index is assembled, ~5 numbers per section.
 */
export interface ShardIndex {
  terms: string[];
  starts: Uint32Array;
  postings: Uint32Array;
  /** Per page of the shard: its gzipped `SearchPageFile`. */
  pages: Uint8Array[];
  sectionCount: number;
}

/** Spec rule shared with the navbar: `/` is the home page only, other routes include their subtree. */
export function underRoute(route: string, base: string): boolean {
  if (base === '/') return route === '/';
  return route === base || route.startsWith(`${base}/`);
}

function areaOf(route: string, areas: readonly SearchArea[], fallback: string): string {
  return areas.find((area) => area.routes.some((base) => underRoute(route, base)))?.label ?? fallback;
}

const OPERATION = /^<div class="api-endpoint"><span class="api-method[^"]*">([A-Z]+)<\/span><code class="api-path">([^<]*)<\/code>/;

function typeOf(page: SearchablePage, html: string, apiRoutes: readonly string[]): { type: SearchResultType; operation?: string } {
  if (page.kind === 'blog-post') return { type: 'post' };
  const operation = OPERATION.exec(html);
  if (operation) return { type: 'operation', operation: `${operation[1]!} ${operation[2]!}` };
  const schemas = (apiRoute: string): string => `${apiRoute === '/' ? '' : apiRoute}/schemas`;
  if (page.dataType || apiRoutes.some((apiRoute) => underRoute(page.route, schemas(apiRoute)) && page.route !== schemas(apiRoute))) return { type: 'schema' };
  return { type: 'page' };
}

/** Average words per field, for length normalisation (constants, so a shard needs no other shard's figures). */
const AVERAGE_LENGTH = [6, 4, 8, 2, 60];

/** BM25's term-frequency part, summed over the fields, in steps of 1/6 (few distinct values compress well). */
function weightOf(counts: readonly number[], lengths: readonly number[]): number {
  let weight = 0;
  counts.forEach((count, field) => {
    if (count) weight += count / (count + 1.2 * (0.25 + (0.75 * lengths[field]!) / AVERAGE_LENGTH[field]!));
  });
  return Math.min(30, Math.round(weight * 6));
}

/**
 * A token's index terms, remembered: most words of a site recur on many of its pages, and
 * splitting a token takes several regular expressions. Bounded, since a large reference
 * has hundreds of thousands of distinct tokens (identifiers, numbers, hashes).
 */
const termsByToken = new Map<string, string | string[] | null>();
const TERMS_BY_TOKEN_LIMIT = 200_000;

function rememberedIndexTerm(token: string): string | string[] | null {
  let terms = termsByToken.get(token);
  if (terms === undefined) {
    if (termsByToken.size >= TERMS_BY_TOKEN_LIMIT) termsByToken.clear();
    termsByToken.set(token, (terms = indexTerm(token)));
  }
  return terms;
}

const termsOf = (text: string): string[] => indexTerms(text, rememberedIndexTerm);

/** Collects a shard's postings per term as plain number arrays (one array per term, not per occurrence). */
class ShardPostings {
  private readonly byTerm = new Map<string, number[]>();

  /** Index one section: `fields[i]` is the terms of SEARCH_FIELDS[i]. */
  add(page: number, section: number, fields: ReadonlyArray<readonly string[]>, nameLength: number, version: number, schema: boolean): void {
    const counts = new Map<string, number[]>();
    const lengths = fields.map((terms, field) => {
      for (const term of terms) {
        let perField = counts.get(term);
        if (!perField) counts.set(term, (perField = [0, 0, 0, 0, 0]));
        perField[field]!++;
      }
      return terms.length;
    });
    const first = (section === 0 ? FIRST_SECTION : 0) | (schema ? SCHEMA_PAGE : 0);
    for (const [term, perField] of counts) {
      let mask = first;
      perField.forEach((count, field) => {
        if (count) mask |= 1 << field;
      });
      let list = this.byTerm.get(term);
      if (!list) this.byTerm.set(term, (list = []));
      list.push((Math.min(section, 0xffff) << 16) | (mask << 8) | weightOf(perField, lengths), ((page << 16) | ((version & 0xff) << 8) | Math.min(nameLength, 255)) >>> 0);
    }
  }

  pack(): Pick<ShardIndex, 'terms' | 'starts' | 'postings'> {
    const terms = [...this.byTerm.keys()].sort();
    const starts = new Uint32Array(terms.length + 1);
    let total = 0;
    terms.forEach((term, index) => {
      starts[index] = total / 2;
      total += this.byTerm.get(term)!.length;
    });
    starts[terms.length] = total / 2;
    const postings = new Uint32Array(total);
    let at = 0;
    for (const term of terms) {
      const list = this.byTerm.get(term)!;
      postings.set(list, at);
      at += list.length;
      // Free each list as it is copied: the typed array replaces it.
      this.byTerm.delete(term);
    }
    return { terms, starts, postings };
  }
}

/** The words of a section's name, as the ranking counts them. */
const nameLength = (name: string): number => tokenize(name).filter((word) => normalize(word) !== null).length;

/** What indexing reads of a page: a worker is sent only this. */
export type SearchablePage = Pick<PageModel, 'kind' | 'route' | 'title' | 'description' | 'keywords' | 'html' | 'dataType'> & { version?: { name: string } };

/** The fields of a page that indexing reads (see SearchablePage). */
export const searchablePage = (page: PageModel): SearchablePage => ({
  kind: page.kind,
  route: page.route,
  title: page.title,
  description: page.description,
  keywords: page.keywords,
  html: page.html,
  ...(page.dataType ? { dataType: true } : {}),
  // Search tells the default docs' versions apart; another docs section's pages are found in every version.
  ...(page.version && page.version.docsId === 'default' ? { version: { name: page.version.name } } : {}),
});

/** Index a shard's pages (in order: page i of the shard is number i). */
export function indexShard(pages: readonly SearchablePage[], settings: ShardSettings): ShardIndex {
  // A posting has 16 bits for its page (see ShardIndex); shards average 128 pages.
  if (pages.length > 0xffff) throw new Error(`a search shard of ${pages.length} pages is more than 65,535`);
  const collected = new ShardPostings();
  const versionNames = Object.keys(settings.versions ?? {});
  const files: Uint8Array[] = [];
  let sectionCount = 0;
  pages.forEach((page, number) => {
    const url = pageUrl(settings, page.route);
    const area = areaOf(page.route, settings.areas, settings.fallbackArea);
    // A large site's page HTML is read from where the build keeps it (see TextSpill).
    const html = spilledText(page.html);
    const { type, operation } = typeOf(page, html, settings.apiRoutes ?? []);
    const version = settings.versions && page.version ? versionNames.indexOf(page.version.name) + 1 : 0;
    // An operation is named by its method, path and id as much as by its title (`POST /checkouts`, `createCheckout`).
    const title = operation ? [page.title, operation, ...page.keywords].join(' ') : page.title;
    const keywords = operation ? '' : page.keywords.join(' ');
    // The title and area are fields of every section of the page: their terms are found once.
    const titleTerms = termsOf(title);
    const areaTerms = termsOf(area);
    const sections = extractSections(html);
    // The page itself is always findable by its title, even when its content opens with a heading.
    if (sections[0]?.heading !== '') sections.unshift({ heading: '', anchor: '', text: page.description, code: '' });
    const file: SearchPageFile = { t: page.title, u: url, a: area, y: type, ...(version ? { v: versionNames[version - 1]! } : {}), s: [] };
    sections.forEach((section, index) => {
      const fields = [titleTerms, termsOf(section.heading), termsOf(section.heading ? section.code : `${keywords} ${section.code}`), areaTerms, termsOf(section.text)];
      collected.add(number, index, fields, nameLength(section.heading || page.title), version, type === 'schema');
      file.s.push([section.heading, section.anchor, section.text.length > SNIPPET_SOURCE_LENGTH ? `${section.text.slice(0, SNIPPET_SOURCE_LENGTH)}…` : section.text]);
    });
    sectionCount += sections.length;
    files.push(gzipExact(JSON.stringify(file)));
  });
  return { ...collected.pack(), pages: files, sectionCount };
}
