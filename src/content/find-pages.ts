import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as parseYamlValue } from 'yaml';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { docId, docRoute, stripNumberPrefix } from '../routes/doc-route.ts';
import type { MarkdownFormat } from '../config/site-config.ts';
import type { CategoryMeta, ContentFormat, SourcePage } from '../types.ts';
import { hashKey, type CompileCache } from '../site/compile-cache.ts';
import { DOC_FIELDS, parseFrontMatter, type FrontMatterMemo, type ParsedFields } from './front-matter.ts';
import { toPosix } from '../shared/paths.ts';
import { globMatcher } from './doc-globs.ts';
import { readLazily } from './lazy-page-text.ts';
import { spillFrom } from '../shared/text-spill.ts';

const CATEGORY_FILES = new Set(['_category_.json', '_category_.yml', '_category_.yaml']);

/** Files and folders docsgen skips, as Docusaurus does: partials (`_x.md`), dotfiles, dependencies. */
function isIgnored(name: string): boolean {
  return name.startsWith('_') || name.startsWith('.') || name === 'node_modules';
}

// Synchronous file system calls throughout: a site's pages are thousands of small files, and
// each call through fs/promises costs ~8× the CPU of a synchronous one (1000 pages: 14 ms
// against 110 ms to read), with nothing else to do meanwhile.
function walk(dir: string, pages: string[], categories: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isFile() && CATEGORY_FILES.has(entry.name)) categories.push(path);
    else if (isIgnored(entry.name)) continue;
    else if (entry.isDirectory()) walk(path, pages, categories);
    else if (entry.isFile() && /\.mdx?$/.test(entry.name)) pages.push(path);
  }
}

function parseCategoryFile(source: string, file: string, dir: string): { meta?: CategoryMeta; diagnostic?: Diagnostic } {
  let data: unknown;
  try {
    data = file.endsWith('.json') ? JSON.parse(source) : parseYamlValue(source);
  } catch (error) {
    return {
      diagnostic: { code: 'sidebars/invalid-category-file', severity: 'error', message: `Could not parse ${file}: ${(error as Error).message.split('\n')[0]}`, file, line: 1, column: 1 },
    };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { diagnostic: { code: 'sidebars/invalid-category-file', severity: 'error', message: 'A category file must hold an object with `label`, `position`, `collapsed`, `link`', file, line: 1, column: 1 } };
  }
  const record = data as Record<string, unknown>;
  const link = record.link as CategoryMeta['link'] | undefined;
  return {
    meta: {
      dir,
      file,
      ...(typeof record.label === 'string' ? { label: record.label } : {}),
      ...(typeof record.position === 'number' ? { position: record.position } : {}),
      ...(typeof record.collapsed === 'boolean' ? { collapsed: record.collapsed } : {}),
      ...(typeof record.collapsible === 'boolean' ? { collapsible: record.collapsible } : {}),
      ...(typeof record.description === 'string' ? { description: record.description } : {}),
      ...(typeof record.className === 'string' ? { className: record.className } : {}),
      ...(record.customProps && typeof record.customProps === 'object' && !Array.isArray(record.customProps) ? { customProps: record.customProps as Record<string, unknown> } : {}),
      ...(link === null || (link && typeof link === 'object') ? { link } : {}),
    },
  };
}

/** How a page is read under `markdown.format`: by its extension with `detect`, else as the setting says. */
export function pageFormat(path: string, markdownFormat: MarkdownFormat): ContentFormat {
  if (markdownFormat !== 'detect') return markdownFormat;
  return path.endsWith('.mdx') ? 'mdx' : 'md';
}

export interface FoundPages {
  pages: SourcePage[];
  /** Category metadata by docs-relative folder (as on disk). */
  categories: Map<string, CategoryMeta>;
  diagnostics: Diagnostic[];
}

/** What a page's route and id depend on besides its file. */
export interface PageContext {
  docsDir: string;
  cwd: string;
  routeBasePath: string;
  includeDrafts: boolean;
  markdownFormat?: MarkdownFormat;
}

/**
 * A page of the docs folder from its file's text (undefined for a draft the build leaves out);
 * its front matter's problems go to `diagnostics`. `readFrom` is the file read when it is not
 * `path` itself: a translation of the page, which keeps the page's place (doc path, id, route).
 */
export function sourcePage(path: string, source: string, options: PageContext, diagnostics: Diagnostic[], memo?: FrontMatterMemo, readFrom = path): SourcePage | undefined {
  const file = toPosix(relative(options.cwd, readFrom));
  const docPath = toPosix(relative(options.docsDir, path));
  const split = parseFrontMatter(source, file, DOC_FIELDS, memo);
  diagnostics.push(...split.diagnostics);
  if (split.frontMatter.draft && !options.includeDrafts) return undefined;
  const fileName = docPath.split('/').pop()!.replace(/\.mdx?$/, '');
  const { position } = stripNumberPrefix(fileName);
  return {
    file,
    path: readFrom,
    docPath,
    format: pageFormat(path, options.markdownFormat ?? 'detect'),
    id: docId(docPath, split.frontMatter.id),
    route: docRoute({ docPath, routeBasePath: options.routeBasePath, ...(split.frontMatter.slug !== undefined ? { slug: split.frontMatter.slug } : {}), ...(split.frontMatter.id !== undefined ? { id: split.frontMatter.id } : {}) }),
    frontMatter: split.frontMatter,
    extra: split.extra,
    body: split.body,
    source,
    ...(position !== undefined ? { numberPrefix: position } : {}),
  };
}

/**
 * Find every `.md`/`.mdx` page under the docs folder, read its front matter and work out its
 * id and route. Content is compiled later, once every route is known.
 */
export function findPages(options: {
  docsDir: string;
  /** Directory file paths are shown relative to. */
  cwd: string;
  routeBasePath: string;
  includeDrafts: boolean;
  /** `markdown.format` of the config; `detect` (by extension) when absent. */
  markdownFormat?: MarkdownFormat;
  /** Keeps parsed front matter between builds (one entry, rewritten when a block changes). */
  cache?: CompileCache;
  /** `docs.include` / `docs.exclude`: globs of the docs-relative paths that are pages, and that are not. */
  include?: readonly string[];
  exclude?: readonly string[];
  /**
   * The folder of the current locale's translations of these pages (see translationsDir): a
   * page found there at the same path is read from there, the others stay the default
   * locale's. A file only there is no page, as in Docusaurus.
   */
  translatedDir?: string;
}): FoundPages {
  const found: string[] = [];
  const categoryPaths: string[] = [];
  walk(options.docsDir, found, categoryPaths);
  const included = options.include ? globMatcher(options.include) : () => true;
  const excluded = options.exclude?.length ? globMatcher(options.exclude) : () => false;
  const pagePaths = options.include || options.exclude?.length ? found.filter((path) => {
    const docPath = toPosix(relative(options.docsDir, path));
    return included(docPath) && !excluded(docPath);
  }) : found;
  pagePaths.sort();
  const diagnostics: Diagnostic[] = [];
  const memoKey = hashKey('front-matter', options.docsDir);
  const memo: FrontMatterMemo = { known: new Map(options.cache?.get<Array<[string, ParsedFields]>>(memoKey)), used: new Map() };

  const translated = (path: string): string => {
    if (options.translatedDir === undefined) return path;
    const candidate = join(options.translatedDir, relative(options.docsDir, path));
    return existsSync(candidate) ? candidate : path;
  };
  // A large site's pages are read again when compiled rather than held until then (see readLazily).
  const lazy = pagePaths.length >= spillFrom();
  const pages = pagePaths.map((path) => {
    const readFrom = translated(path);
    const page = sourcePage(path, readFileSync(readFrom, 'utf8'), options, diagnostics, memo, readFrom);
    return page && lazy ? readLazily(page) : page;
  });

  if (options.cache && (memo.used.size !== memo.known.size || [...memo.used.keys()].some((text) => !memo.known.has(text)))) {
    options.cache.set(memoKey, [...memo.used]);
  }

  const categories = new Map<string, CategoryMeta>();
  for (const path of categoryPaths.sort()) {
    const file = toPosix(relative(options.cwd, path));
    const dir = toPosix(relative(options.docsDir, join(path, '..')));
    const parsed = parseCategoryFile(readFileSync(path, 'utf8'), file, dir === '' ? '.' : dir);
    if (parsed.diagnostic) diagnostics.push(parsed.diagnostic);
    if (parsed.meta) categories.set(parsed.meta.dir, parsed.meta);
  }

  return { pages: pages.filter((page): page is SourcePage => page !== undefined), categories, diagnostics };
}
