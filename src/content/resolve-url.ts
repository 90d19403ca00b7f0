import { posix } from 'node:path';
import { didYouMean, type Diagnostic, type DiagnosticCode } from '../diagnostics/diagnostic.ts';
import { isExternalUrl, linkInUrlForm, pageUrl, pathnameLink, withBaseUrlOnce, withoutBaseUrl, type TrailingSlash } from '../routes/doc-route.ts';

const MARKDOWN_FILE = /\.mdx?$/i;

export interface UrlContext {
  /** The page's docs-relative path, e.g. `sdk/cart.md`. */
  docPath: string;
  /** The page's route, e.g. `/sdk/cart`; empty for a partial (a Markdown file pages import), which has none. */
  route: string;
  file: string;
  baseUrl: string;
  /**
   * In another locale than the default one (base URL `/docs/fr/`), the site's own base URL
   * (`/docs/`): a path written with it names a file of the site's root, not of the locale.
   */
  rootBaseUrl?: string;
  /** The site's `trailingSlash`: the form page links are written in. */
  trailingSlash?: TrailingSlash;
  /**
   * Docs-relative path of every page → its route; and, keyed `@site/<path in the site folder>`
   * (see sitePathRoutes), the pages of this version and of the versions loaded before it.
   */
  routesByDocPath: ReadonlyMap<string, string>;
  /** Hashed output URL and size of an image next to the page (docs-relative path), or undefined if missing. */
  assetUrl: (docsRelativePath: string) => ResolvedUrl | undefined;
  /** Pixel size of an image under `static/` (`/img/a.png`), or undefined if unknown. */
  staticImageSize: (staticPath: string) => ImageSize | undefined;
  /** Paths of files under `static/` (`/logo/light.svg`). */
  staticFiles: ReadonlyMap<string, string>;
  report: (diagnostic: Diagnostic) => void;
}

export interface ImageSize {
  width: number;
  height: number;
}

/** A URL as written in the output, with the image's size when it is a local image. */
export interface ResolvedUrl {
  url: string;
  size?: ImageSize;
}

function splitUrl(url: string): { path: string; suffix: string } {
  const index = url.search(/[?#]/);
  return index === -1 ? { path: url, suffix: '' } : { path: url.slice(0, index), suffix: url.slice(index) };
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

const routeSets = new WeakMap<ReadonlyMap<string, string>, Set<string>>();

/** Whether a root-relative path is a page route or a static file of the site, as written (before the base URL). */
function isSitePath(ctx: UrlContext, path: string): boolean {
  let routes = routeSets.get(ctx.routesByDocPath);
  if (!routes) routeSets.set(ctx.routesByDocPath, (routes = new Set(ctx.routesByDocPath.values())));
  return routes.has(path) || ctx.staticFiles.has(path);
}

/** Candidate source files for an extension-less relative link, in the order Docusaurus tries them. */
function candidates(target: string): string[] {
  return [`${target}.md`, `${target}.mdx`, `${target}/index.md`, `${target}/index.mdx`, `${target}/README.md`];
}

const SITE_PATH = '@site/';

/**
 * The keys that let a Markdown link name a page by its path in the site folder
 * (`/docs/guides/setup.md`), as Docusaurus's resolveMarkdownLinks tries a link from the site
 * folder after the docs folder: `@site/<docs folder>/<doc path>` → route, for the pages of a
 * version (its docs folder `docsPath`, relative to the site folder) and those of `earlier`
 * versions, whose pages Docusaurus resolves such links to as well.
 */
export function sitePathRoutes(routesByDocPath: ReadonlyMap<string, string>, docsPath: string, earlier: ReadonlyMap<string, string> = new Map()): Map<string, string> {
  const routes = new Map([...earlier].filter(([key]) => key.startsWith(SITE_PATH)));
  for (const [docPath, route] of routesByDocPath) if (!docPath.startsWith(SITE_PATH)) routes.set(SITE_PATH + posix.join(docsPath, docPath), route);
  return routes;
}

/** The page a link to a Markdown file (decoded, without its query or fragment) names, as a docs path and its route. */
function markdownRoute(decoded: string, ctx: UrlContext): { target: string; route: string | undefined } {
  const target = decoded.startsWith('/') ? decoded.slice(1) : posix.normalize(posix.join(posix.dirname(ctx.docPath), decoded));
  // As Docusaurus does, a relative file link that is not next to the page is tried from the docs
  // root, and an absolute one from the site folder after the docs folder.
  const fallback = decoded.startsWith('/') ? SITE_PATH + posix.normalize(decoded.slice(1)) : posix.normalize(decoded);
  return { target, route: ctx.routesByDocPath.get(target) ?? ctx.routesByDocPath.get(fallback) };
}

/** The URL a link to a Markdown file stands for when it names a page (Docusaurus's resolveMarkdownLinks); undefined for any other URL, reporting nothing. */
export function markdownLinkUrl(url: string, ctx: UrlContext): string | undefined {
  if (!url || isExternalUrl(url) || pathnameLink(url, ctx.baseUrl) !== undefined) return undefined;
  const { path, suffix } = splitUrl(url);
  const decoded = safeDecode(path);
  if (!MARKDOWN_FILE.test(decoded)) return undefined;
  const { route } = markdownRoute(decoded, ctx);
  return route === undefined ? undefined : pageUrl(ctx, route) + suffix;
}

/**
 * Rewrite one URL written in a page: markdown file links and extension-less relative links
 * to routes, route links and static files under the base URL, relative images to hashed
 * assets. External URLs and same-page anchors are left alone.
 */

/** Suggestions for broken markdown links, by the doc paths they were made against: a renamed page is linked from many. */
const guesses = new WeakMap<ReadonlyMap<string, string>, Map<string, string | undefined>>();

/**
 * The doc path a broken markdown link most likely meant: the same file with the other
 * extension (`.md` for `.mdx`, as a page renamed to MDX leaves its links), else the closest.
 */
function guessDocPath(target: string, routesByDocPath: ReadonlyMap<string, string>): string | undefined {
  let known = guesses.get(routesByDocPath);
  if (!known) guesses.set(routesByDocPath, (known = new Map()));
  if (known.has(target)) return known.get(target);
  const otherExtension = target.replace(/\.mdx?$/, (extension) => (extension === '.md' ? '.mdx' : '.md'));
  const guess = routesByDocPath.has(otherExtension) ? otherExtension : didYouMean(target, [...routesByDocPath.keys()].filter((key) => !key.startsWith(SITE_PATH)));
  known.set(target, guess);
  return guess;
}

/**
 * What a URL is: a `link`; an `image` (a missing file is reported); or an `asset`, a file a
 * component's `src` may name (`<Playground src="usage/demo.html">`): resolved like an image
 * when the file is there, else left for the component to read, as Docusaurus leaves JSX
 * attributes alone.
 */
export type UrlKind = 'link' | 'image' | 'asset';

/** A file that is not a page, by its extension, as Docusaurus's transformLinks tells assets from routes. */
const ASSET_FILE = /\.(?!mdx?$|html?$)[a-z0-9]+$/i;

/**
 * A static file a locale's page names with the site's base URL rather than the locale's
 * (`/docs/img/a.png` in `/docs/fr/`): the root's copy, used as written, as it is served. Its
 * path under `static/`; undefined for any other URL.
 */
function rootStaticPath(decoded: string, ctx: UrlContext): string | undefined {
  const root = ctx.rootBaseUrl;
  if (!root || root === '/' || !decoded.startsWith(root) || decoded.startsWith(ctx.baseUrl)) return undefined;
  const staticPath = withoutBaseUrl(root, decoded);
  return ctx.staticFiles.has(staticPath) ? staticPath : undefined;
}

export function resolveUrl(url: string, kind: UrlKind, at: { line: number; column: number }, ctx: UrlContext): ResolvedUrl {
  const pathname = pathnameLink(url, ctx.baseUrl);
  if (pathname !== undefined) return { url: pathname };
  if (!url || url.startsWith('#') || isExternalUrl(url)) return { url };
  const { path, suffix } = splitUrl(url);
  if (!path) return { url };
  const decoded = safeDecode(path);
  const pageDir = posix.dirname(ctx.docPath);
  const warn = (code: DiagnosticCode, message: string, hint?: string): void =>
    ctx.report({ code, severity: 'warning', message, file: ctx.file, line: at.line, column: at.column, ...(hint ? { hint } : {}) });
  const rootStatic = rootStaticPath(decoded, ctx);
  if (rootStatic !== undefined) {
    const size = kind === 'link' ? undefined : ctx.staticImageSize(rootStatic);
    return { url: path + suffix, ...(size ? { size } : {}) };
  }

  if (kind !== 'link') {
    if (decoded.startsWith('/')) {
      // Written with the base URL or without it (see withBaseUrlOnce): the same static file.
      const staticPath = withoutBaseUrl(ctx.baseUrl, decoded);
      if (kind === 'image' && !ctx.staticFiles.has(staticPath)) warn('content/missing-image', `Image \`${path}\` is not in the static folder`);
      const size = ctx.staticImageSize(staticPath);
      return { url: withBaseUrlOnce(ctx.baseUrl, path) + suffix, ...(size ? { size } : {}) };
    }
    const target = posix.normalize(posix.join(pageDir, decoded));
    const asset = ctx.assetUrl(target);
    if (asset === undefined) {
      if (kind === 'image') warn('content/missing-image', `Image \`${path}\` does not exist next to the page`, `looked for ${target} in the docs folder`);
      return { url };
    }
    return asset;
  }

  // A page's own route may end in `.md` (a `slug` written so): a link to it, as a Markdown link
  // resolved before the site's remark plugins ran gives, is a route link, not a file's.
  if (MARKDOWN_FILE.test(decoded) && !(decoded.startsWith('/') && isSitePath(ctx, withoutBaseUrl(ctx.baseUrl, decoded)))) {
    const { target, route } = markdownRoute(decoded, ctx);
    if (route === undefined) {
      const guess = guessDocPath(target, ctx.routesByDocPath);
      warn('links/broken-markdown-link', `Markdown link \`${path}\` points to no page`, guess ? `did you mean \`${posix.relative(pageDir, guess) || guess}\`?` : `resolved to ${target} in the docs folder`);
      return { url };
    }
    return { url: pageUrl(ctx, route) + suffix };
  }

  if (decoded.startsWith('/')) return { url: linkInUrlForm(ctx, withBaseUrlOnce(ctx.baseUrl, path, (written) => isSitePath(ctx, safeDecode(written)))) + suffix };

  // A relative link to a file that is not a page (`../static/img/chart.png`, `./report.pdf`) is
  // the page's asset when the file is there, copied like an image, as Docusaurus's transformLinks does.
  if (ASSET_FILE.test(decoded)) {
    const asset = ctx.assetUrl(posix.normalize(posix.join(pageDir, decoded)));
    if (asset) return { url: asset.url + suffix };
  }

  // An extension-less relative link names a page file the way a markdown link does…
  const target = posix.normalize(posix.join(pageDir, decoded)).replace(/\/$/, '');
  for (const candidate of candidates(target)) {
    const route = ctx.routesByDocPath.get(candidate);
    if (route !== undefined) return { url: pageUrl(ctx, route) + suffix };
  }
  // A partial has no route: the browser resolves the link from each page that imports it, as in Docusaurus.
  if (!ctx.route) return { url };
  // …otherwise resolve it against the page's route, as the browser would from `/a/page`.
  const resolved = posix.normalize(posix.join(posix.dirname(ctx.route), path));
  return { url: linkInUrlForm(ctx, pageUrl({ baseUrl: ctx.baseUrl }, resolved)) + suffix };
}
