/**
 * Docusaurus's `src/pages`: stand-alone pages at the site root, outside the docs. A `.md` or
 * `.mdx` file is a page as written; a React page (`.tsx`, `.jsx`, `.js`, `.ts` with a default
 * export) becomes an MDX page that renders that component, so it takes the path of pages
 * that are code (one bundle, `'use client'` islands) and docsgen's layout around it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { MarkdownFormat } from '../config/site-config.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { DOC_FIELDS, parseFrontMatter } from '../content/front-matter.ts';
import { pageFormat } from '../content/find-pages.ts';
import { joinRoute } from '../routes/doc-route.ts';
import { toPosix } from '../shared/paths.ts';
import type { SourcePage } from '../types.ts';

/** The folder Docusaurus reads stand-alone pages from, relative to the site folder. */
export const SITE_PAGES_DIR = join('src', 'pages');
/** Doc ids of stand-alone pages start with this, so that no docs id or sidebar names them. */
export const SITE_PAGE_ID_PREFIX = 'pages:';

/**
 * What the MDX module of a React page exports beside its content: the page's component and its
 * props, for the renderer to hydrate the page whole when its components cannot be islands on
 * their own (components/page-island.ts).
 */
export const SITE_PAGE_EXPORT = 'docsgenSitePage';

/** Whether a page is one of `src/pages`, by its doc id. */
export const isSitePage = (id: string): boolean => id.startsWith(SITE_PAGE_ID_PREFIX);

const PAGE_FILE = /\.(?:mdx?|[jt]sx?)$/;
const REACT_PAGE = /\.[jt]sx?$/;

/** As Docusaurus's pages plugin excludes: partials, tests, type declarations. */
function isPageFile(name: string): boolean {
  return PAGE_FILE.test(name) && !name.startsWith('_') && !/\.(?:test|spec)\.[jt]sx?$|\.d\.ts$/.test(name);
}

function walk(dir: string, out: string[]): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('_') || entry.name.startsWith('.') || entry.name === 'node_modules' || entry.name === '__tests__') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (entry.isFile() && isPageFile(entry.name)) out.push(path);
  }
}

/** The route of a file under src/pages: `index.tsx` → `/`, `about/team.md` → `/about/team`. */
function pageRoute(relativePath: string): string {
  const withoutExt = relativePath.replace(PAGE_FILE, '');
  return joinRoute('/', withoutExt.replace(/(?:^|\/)index$/, ''));
}

/**
 * A literal the page passes to `<Layout title=…>` (or `description`): a string, or a template
 * whose only expressions are `siteConfig.title`/`siteConfig.tagline`, as the templates write it.
 */
function layoutProp(source: string, name: 'title' | 'description', site: { title: string; tagline: string }): string | undefined {
  const match = new RegExp(`<Layout[^>]*?\\b${name}=(?:"([^"]*)"|\\{\`([^\`]*)\`\\}|\\{'([^']*)'\\})`).exec(source);
  if (!match) return undefined;
  const text = match[1] ?? match[3] ?? match[2]!.replace(/\$\{\s*siteConfig\.(title|tagline)\s*\}/g, (_, key: 'title' | 'tagline') => site[key]);
  return text.includes('${') ? undefined : text;
}

/** Every page under `<site>/src/pages`, as source pages at the site root. */
export function findSitePages(options: { siteDir: string; docsDir: string; cwd: string; markdownFormat: MarkdownFormat; includeDrafts: boolean; site: { title: string; tagline: string }; translatedDir?: string }): { pages: SourcePage[]; diagnostics: Diagnostic[] } {
  const root = join(options.siteDir, SITE_PAGES_DIR);
  const paths: string[] = [];
  walk(root, paths);
  const diagnostics: Diagnostic[] = [];
  const pages = paths.sort().flatMap((original): SourcePage[] => {
    const relativePath = toPosix(relative(root, original));
    // Another locale's Markdown page is its translation when there is one; a React page translates itself (`<Translate>`).
    const translated = options.translatedDir !== undefined && !REACT_PAGE.test(original) ? join(options.translatedDir, relativePath) : undefined;
    const path = translated !== undefined && existsSync(translated) ? translated : original;
    const source = readFileSync(path, 'utf8');
    const file = toPosix(relative(options.cwd, path));
    const route = pageRoute(relativePath);
    // Docusaurus's route of an index file ends with a slash (`about/index.md` is `/about/`).
    const slashed = /(?:^|\/)index$/.test(relativePath.replace(PAGE_FILE, '')) && route !== '/' ? ({ slashed: true } as const) : {};
    // The path relative to the folder the pages compile from keeps relative links and images resolving from the page's own folder.
    const docPath = toPosix(relative(options.docsDir, original));
    const id = `${SITE_PAGE_ID_PREFIX}${relativePath.replace(PAGE_FILE, '')}`;
    if (REACT_PAGE.test(path)) {
      if (!/\bexport\s+default\b|module\.exports\s*=/.test(source)) return [];
      const title = layoutProp(source, 'title', options.site) ?? options.site.title;
      const description = layoutProp(source, 'description', options.site);
      // Docusaurus passes a React page the site config as its \`config\` prop (pages written for v1 read it).
      const body = `import Page from ${JSON.stringify(toPosix(path))};\nimport siteData from 'docsgen:site-data';\n\nexport const ${SITE_PAGE_EXPORT} = { component: Page, props: { config: siteData.siteConfig } };\n\n<Page config={siteData.siteConfig} />\n`;
      const frontMatter = { title, ...(description !== undefined ? { description } : {}), hide_title: true, hide_table_of_contents: true, hide_copy_page: true, displayed_sidebar: null, pagination_prev: null, pagination_next: null };
      return [{ file, path, docPath, format: 'mdx', id, route, frontMatter, extra: {}, body, source: body, ...slashed }];
    }
    const split = parseFrontMatter(source, file, DOC_FIELDS);
    diagnostics.push(...split.diagnostics);
    if (split.frontMatter.draft && !options.includeDrafts) return [];
    const frontMatter = { ...split.frontMatter, displayed_sidebar: null, pagination_prev: null, pagination_next: null };
    const slugRoute = split.frontMatter.slug !== undefined ? joinRoute('/', split.frontMatter.slug) : route;
    return [{ file, path, docPath, format: pageFormat(path, options.markdownFormat), id, route: slugRoute, frontMatter, extra: split.extra, body: split.body, source, ...(split.frontMatter.slug === undefined ? slashed : {}) }];
  });
  return { pages, diagnostics };
}
