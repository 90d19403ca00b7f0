/**
 * The files a site offers AI assistants (`llms` in config.yaml): a Markdown twin of each page
 * at `<route>.md`, and `llms.txt` and `llms-full.txt` at the root of each docs version. Every
 * file is made when it is written, and keyed, so an unchanged one is never made again.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { OutputFile } from '../build/output-files.ts';
import type { LlmsConfig, MarkdownFormat } from '../config/site-config.ts';
import { pageFormat } from '../content/find-pages.ts';
import type { PageModel, SiteModel } from '../render/models.ts';
import type { Route } from '../routes/route.ts';
import { absolutePageUrl, absoluteUrl } from '../seo/indexable.ts';
import { htmlToMarkdown } from './html-markdown.ts';
import { spilledText, type TextSpill } from '../shared/text-spill.ts';
import { hashKey } from '../site/compile-cache.ts';
import type { SidebarItem } from '../types.ts';
import { llmsFullParts, llmsFullTxt, llmsSections, llmsTxt, type LlmsDocument } from './llms-txt.ts';
import { pageTwin, twinHeader, twinSourceKey } from './page-twin.ts';
import type { TwinTemplates } from './twin-templates.ts';
import type { TwinSite } from './twin-links.ts';
import { hasMarkdownTwin, twinPath, twinUrl } from './twin-paths.ts';
import { HEADING_LINK_HTML } from '../shared/heading-link.ts';

/**
 * Characters of twins kept to be reused by llms-full.txt, and of sources read for twins' keys
 * (~1,250 bench pages each). A larger site holds both at this bound while its pages are
 * written: at 32 M characters, one of them was a quarter of the heap mid-write at 10,000
 * bench pages (32 MB of 128 MB live). Past it a written build's twins wait in the spill and
 * sources are read again, which costs little.
 */
const MADE_TWIN_CHARS = 8 * 1024 * 1024;

/** Changes when twins are made differently: every twin of an earlier docsgen is written again. */
const TWIN_FORMAT = '1';

/** A docs version, as far as where its llms.txt goes. */
export interface LlmsVersion {
  docsId: string;
  name: string;
  isLast: boolean;
  routeBasePath: string;
}

export interface LlmsFilesInput {
  routes: readonly Route[];
  site: SiteModel;
  llms: LlmsConfig;
  markdownFormat: MarkdownFormat;
  /** Where route sources are relative to. */
  cwd: string;
  versions: readonly LlmsVersion[];
  /** Output path → absolute source path of the images pages use. */
  assets: ReadonlyMap<string, string>;
  /** Files already made (an API operation's twin is made with its reference): not made again. */
  generated: ReadonlyMap<string, string>;
  /** Files of the site that are no pages and that assistants may want (API documents), by output path. */
  documents: readonly LlmsDocument[];
  /** Where twins past MADE_TWIN_CHARS wait for llms-full.txt (a written build's); without it they are made again. */
  spill?: TextSpill;
  /** A translated site's twins, parsed once for all its locales. */
  twinTemplates?: TwinTemplates;
}

/** The cards of a category index page as a list of links. */
function cardsMarkdown(items: readonly SidebarItem[], site: SiteModel): string {
  return items
    .filter((item) => item.href !== undefined)
    .map((item) => `- [${item.label}](${item.route !== undefined ? absolutePageUrl(site, item.route) : item.href})${item.description ? `: ${item.description}` : ''}`)
    .join('\n');
}

/** What a page made of no Markdown file (a category index, a generated reference page, a React page) shows, as Markdown. */
function generatedTwin(page: PageModel, site: SiteModel): string {
  // Headings' `#` links are the site's, not the reader's.
  const html = spilledText(page.html).replace(new RegExp(HEADING_LINK_HTML, 'g'), '');
  const body = page.cards ? cardsMarkdown(page.cards, site) : htmlToMarkdown(html, (url) => (url.startsWith('#') ? absolutePageUrl(site, page.route) + url : /^\/(?!\/)/.test(url) ? site.url + url : url));
  return `${twinHeader(page.title, page.description)}${body}\n`;
}

/**
 * The twin of each route, made once (llms-full.txt reuses the twins), and its key: what it is
 * made from, so that an unchanged twin is left as the last build wrote it.
 */
function twinMaker(input: LlmsFilesInput): { twinOf: (route: Route) => string | undefined; keyOf: (route: Route) => string } {
  const { routes, site } = input;
  const byFile = new Map(routes.map((route) => [resolve(input.cwd, route.source), route.page.route]));
  const byAsset = new Map([...input.assets].map(([path, source]) => [source, path]));
  const twinSite: TwinSite = { site, routeOfFile: (file) => byFile.get(file), assetOfFile: (file) => byAsset.get(file) };
  // A source read for its twin's key is kept until the twin is made: each file is read once.
  // Up to MADE_TWIN_CHARS of them: keys are asked for all at once, before any twin is made.
  const sources = new Map<string, string>();
  let sourceChars = 0;
  const readForKey = (file: string): string => {
    const text = readFileSync(file, 'utf8');
    if (sourceChars < MADE_TWIN_CHARS) {
      sources.set(file, text);
      sourceChars += text.length;
    }
    return text;
  };
  const readForTwin = (file: string): string => {
    const text = sources.get(file);
    sources.delete(file);
    return text ?? readFileSync(file, 'utf8');
  };
  // Twins are kept for llms-full.txt up to MADE_TWIN_CHARS; past that (a site of tens of
  // thousands of pages) a twin waits in the spill, or is made again without one, rather than
  // the whole site held as Markdown.
  const made = new Map<string, string | undefined>();
  let madeChars = 0;
  const { spill } = input;
  const twinOf = (route: Route): string | undefined => {
    const { page } = route;
    if (made.has(page.route)) {
      const twin = made.get(page.route);
      return twin !== undefined && spill ? spill.read(twin) : twin;
    }
    const file = resolve(input.cwd, route.source);
    const twin = input.generated.get(twinPath(page.route)) ?? (/\.mdx?$/.test(route.source) ? pageTwin({ file, format: pageFormat(file, input.markdownFormat), route: page.route, title: page.title, twinSite, read: readForTwin, ...(input.twinTemplates ? { templates: input.twinTemplates } : {}) }) : generatedTwin(page, site));
    if (madeChars < MADE_TWIN_CHARS) {
      made.set(page.route, twin);
      madeChars += twin?.length ?? 0;
    } else if (spill) made.set(page.route, twin !== undefined ? spill.put(twin) : undefined);
    return twin;
  };
  const siteKey = hashKey('twin', TWIN_FORMAT, site.url, site.baseUrl, String(site.trailingSlash));
  const keys = new Map<Route, string>();
  const keyOf = (route: Route): string => {
    let key = keys.get(route);
    if (key === undefined) {
      const { page } = route;
      // The page's HTML key changes with the targets of its links; its source, with what it says.
      const source = /\.mdx?$/.test(route.source) ? twinSourceKey(resolve(input.cwd, route.source), readForKey) : '';
      keys.set(route, (key = hashKey(siteKey, route.source, source, page.route, page.title, page.description, page.htmlKey ?? page.html, JSON.stringify(page.cards ?? null))));
    }
    return key;
  };
  return { twinOf, keyOf };
}

/** Make the site's llms.txt, llms-full.txt and twins, as the config asks; output path → file. */
export function llmsFiles(input: LlmsFilesInput): Map<string, OutputFile> {
  const { routes, site, llms } = input;
  const files = new Map<string, OutputFile>();
  if (!llms.enabled && !llms.twins) return files;
  const { twinOf, keyOf } = twinMaker(input);
  const withTwins = routes.filter((route) => hasMarkdownTwin(route.page));
  const byRoute = new Map(withTwins.map((route) => [route.page.route, route]));
  if (llms.twins) {
    for (const route of withTwins) {
      const path = twinPath(route.page.route);
      if (input.generated.has(path)) continue;
      files.set(path, { render: () => twinOf(route) ?? generatedTwin(route.page, site), key: keyOf(route) });
    }
  }
  if (!llms.enabled) return files;
  for (const { folder, pages } of versionGroups(withTwins.map((route) => route.page), input.versions)) {
    const sections = llmsSections(pages, llms);
    const entryRoutes = sections.flatMap((section) => section.entries.map((entry) => byRoute.get(entry.route)!));
    const pageLink = (route: string): string => (llms.twins ? twinUrl(site, route) : absolutePageUrl(site, route));
    const index = llmsTxt({ title: site.title, summary: llms.summary || site.tagline, sections, documents: folder === '' ? input.documents : [], fullUrl: absoluteUrl(site, `${folder}llms-full.txt`), url: pageLink });
    files.set(`${folder}llms.txt`, { contents: index });
    const fullKey = hashKey('llms-full', ...entryRoutes.map(keyOf));
    const twinOfRoute = (route: string): string | undefined => twinOf(byRoute.get(route)!);
    files.set(`${folder}llms-full.txt`, { render: () => llmsFullTxt(sections, twinOfRoute), parts: () => llmsFullParts(sections, twinOfRoute), key: fullKey });
  }
  return files;
}

/**
 * Pages by the folder of their llms.txt: the last version of each docs section, and pages of
 * no version (the blog, pages of `src/pages`), at the root; each other version under its route.
 */
function versionGroups(pages: readonly PageModel[], versions: readonly LlmsVersion[]): Array<{ folder: string; pages: PageModel[] }> {
  const folderOf = new Map(versions.map((version) => [`${version.docsId}\0${version.name}`, version.isLast ? '' : `${version.routeBasePath.replace(/^\/+|\/+$/g, '')}/`]));
  const groups = new Map<string, PageModel[]>([['', []]]);
  for (const page of pages) {
    const folder = page.version ? folderOf.get(`${page.version.docsId}\0${page.version.name}`) ?? '' : '';
    if (!groups.has(folder)) groups.set(folder, []);
    groups.get(folder)!.push(page);
  }
  return [...groups].map(([folder, grouped]) => ({ folder: folder === '/' ? '' : folder, pages: grouped }));
}
