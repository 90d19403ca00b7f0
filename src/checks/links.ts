import { didYouMean, type Diagnostic, type DiagnosticCode, type Severity } from '../diagnostics/diagnostic.ts';
import { isExternalUrl, withoutBaseUrl } from '../routes/doc-route.ts';

/** What a check does with a problem it finds: the Docusaurus `onBroken*` choice. */
export type CheckSeverity = 'ignore' | 'warn' | 'error';

/** Severity per kind of problem, from config.yaml `checks`. */
export interface CheckSeverities {
  brokenLinks: CheckSeverity;
  brokenMarkdownLinks: CheckSeverity;
  brokenAnchors: CheckSeverity;
  duplicateRoutes: CheckSeverity;
  /** Code samples checked against the API they document (src/samples/). */
  graphqlSamples: CheckSeverity;
  jsonSamples: CheckSeverity;
  restSamples: CheckSeverity;
  typescriptSamples: CheckSeverity;
  /** Examples in the OpenAPI document that do not match their schema. */
  openapiExamples: CheckSeverity;
  /** Broken links and anchors in the OpenAPI document's descriptions. */
  openapiLinks: CheckSeverity;
  /** A post's tag that the blog's tags file does not declare (Docusaurus's `onInlineTags`). */
  inlineTags: CheckSeverity;
  /** A post's author written in place rather than in the authors file (`onInlineAuthors`). */
  inlineAuthors: CheckSeverity;
  /** A post without a truncate marker, shown whole in the lists (`onUntruncatedBlogPosts`). */
  untruncatedPosts: CheckSeverity;
}

/** The spec's defaults: broken links fail the build; the rest warn. A sample that drifted from the API fails it. */
export const DEFAULT_SEVERITIES: CheckSeverities = {
  brokenLinks: 'error',
  brokenMarkdownLinks: 'warn',
  brokenAnchors: 'warn',
  duplicateRoutes: 'warn',
  graphqlSamples: 'error',
  jsonSamples: 'error',
  restSamples: 'error',
  typescriptSamples: 'error',
  // Often a third party's document: its findings do not stop a build unless asked to.
  openapiExamples: 'warn',
  openapiLinks: 'warn',
  // With a tags file, a tag must be in it; authors in place and whole posts in lists are the writer's choice.
  inlineTags: 'error',
  inlineAuthors: 'ignore',
  untruncatedPosts: 'ignore',
};

/** Diagnostic code → the setting that decides its severity. */
const CHECK_OF_CODE: Record<string, keyof CheckSeverities> = {
  'links/broken-link': 'brokenLinks',
  'links/broken-markdown-link': 'brokenMarkdownLinks',
  'links/broken-anchor': 'brokenAnchors',
  'routes/duplicate': 'duplicateRoutes',
};

/** Ids every page's layout has; valid targets, but not worth listing in hints. */
export const LAYOUT_ANCHOR_IDS: ReadonlySet<string> = new Set(['main-content', 'toc-title']);

/** A link to check, from a page or from the layout (navbar, footer, sidebar). */
export interface LinkToCheck {
  url: string;
  text: string;
  /** The file that holds the link, and where. */
  file: string;
  line?: number;
  column?: number;
  /** The route of the page the link is on, for same-page anchors; absent for layout links. */
  fromRoute?: string;
  /** A link in the OpenAPI document: its severity is `checks.openapiLinks`. */
  inOpenApi?: boolean;
  /** Written as Markdown: the site's MDX `a` renders it. */
  markdown?: true;
}

export interface LinkTable {
  /** Route → the anchors (ids) its page has. */
  anchors: ReadonlyMap<string, ReadonlySet<string>>;
  /** Non-page files of the output, as URL paths: `/logo/light.svg`, `/api-rest/openapi.yaml`. */
  files: ReadonlySet<string>;
  baseUrl: string;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Turn a link into the route (or file) a static host would serve for it, and its anchor:
 * base URL removed, query dropped, `#hash?x=1` cut at `?`, `index`/`index.html` and
 * trailing slashes folded, percent-encoding decoded. Undefined for links that are not
 * internal (`https:`, `mailto:`, `tel:`, protocol-relative).
 */
export function normalizeLink(url: string, baseUrl: string, fromRoute?: string): { path: string; hash?: string } | undefined {
  const trimmed = url.trim();
  if (!trimmed || isExternalUrl(trimmed)) return undefined;
  const hashIndex = trimmed.indexOf('#');
  const beforeHash = hashIndex === -1 ? trimmed : trimmed.slice(0, hashIndex);
  const hash = hashIndex === -1 ? undefined : decode(trimmed.slice(hashIndex + 1).split('?')[0]!);
  let path = decode(beforeHash.split('?')[0]!);
  if (!path) {
    if (fromRoute === undefined) return undefined;
    path = fromRoute;
  } else if (!path.startsWith('/')) {
    const base = fromRoute ? fromRoute.replace(/\/[^/]*$/, '/') : '/';
    path = new URL(path, `http://x${base}`).pathname;
    path = decode(path);
  } else {
    path = withoutBaseUrl(baseUrl, path);
  }
  path = path.replace(/\/index(?:\.html?)?$/, '/').replace(/\.html?$/, '').replace(/\/+$/, '') || '/';
  return { path, ...(hash ? { hash } : {}) };
}

/**
 * Check links against the route table: a link to no route or file is a broken link; an
 * anchor its target page does not have is a broken anchor. Layout links are checked once.
 * With `rendersLink` (the site's MDX `a` is its own), a Markdown link that `a` does not render
 * through `@docusaurus/Link` is not reported: Docusaurus checks only the links Link renders.
 */
export function checkLinks(links: readonly LinkToCheck[], table: LinkTable, severities: CheckSeverities = DEFAULT_SEVERITIES, rendersLink?: (url: string) => boolean): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const routes = [...table.anchors.keys()];
  const report = (kind: keyof CheckSeverities, code: DiagnosticCode, link: LinkToCheck, message: string, hint?: string): void => {
    // Probed only for a problem found: a site without broken links renders nothing here.
    if (rendersLink && link.markdown && !rendersLink(link.url)) return;
    const setting = severities[link.inOpenApi ? 'openapiLinks' : kind];
    if (setting === 'ignore') return;
    const severity: Severity = setting === 'error' ? 'error' : 'warning';
    diagnostics.push({
      code,
      severity,
      message,
      file: link.file,
      ...(link.line ? { line: link.line, column: link.column ?? 1 } : {}),
      ...(hint ? { hint } : {}),
    });
  };
  const seen = new Set<string>();
  for (const link of links) {
    let target = normalizeLink(link.url, table.baseUrl, link.fromRoute);
    if (!target) continue;
    // A layout link is written as in the config: a route that itself starts with the base URL
    // (`/docs/intro` under `/docs/`) is that route, and the layout prefixes it (see withBaseUrlOnce).
    if (link.fromRoute === undefined && !table.anchors.has(target.path)) {
      const asRoute = normalizeLink(link.url, '/');
      if (asRoute && table.anchors.has(asRoute.path)) target = asRoute;
    }
    // A page whose route ends in `/index` (a doc with `slug: index`) is that route, not its folder's.
    if (/\/index(?:\.html?)?(?:[?#]|$)/.test(link.url)) {
      const indexRoute = `${target.path === '/' ? '' : target.path}/index`;
      if (table.anchors.has(indexRoute)) target = { ...target, path: indexRoute };
    }
    const key = `${link.file}:${link.line ?? 0}:${link.column ?? 0}:${link.url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const text = link.text ? ` (\`${link.text.slice(0, 40)}\`)` : '';
    const anchors = table.anchors.get(target.path);
    if (!anchors) {
      if (table.files.has(target.path) || table.files.has(`${target.path}/`)) continue;
      const guess = didYouMean(target.path, routes);
      report('brokenLinks', 'links/broken-link', link, `Broken link to \`${link.url}\`${text}: no page has the route \`${target.path}\``, guess ? `did you mean \`${guess}\`?` : undefined);
      continue;
    }
    if (target.hash !== undefined && !anchors.has(target.hash)) {
      const guess = didYouMean(target.hash, anchors);
      const listed = [...anchors].filter((anchor) => !LAYOUT_ANCHOR_IDS.has(anchor));
      const where = target.path === link.fromRoute ? 'this page' : target.path;
      report(
        'brokenAnchors',
        'links/broken-anchor',
        link,
        `Cannot find anchor \`#${target.hash}\` in ${where}${text}`,
        guess ? `did you mean \`#${guess}\`?` : listed.length ? `${where} has anchors ${listed.slice(0, 6).map((a) => `#${a}`).join(', ')}${listed.length > 6 ? ', …' : ''}` : `${where} has no anchors`,
      );
    }
  }
  return diagnostics;
}

/** Apply the configured severity to diagnostics other stages raised for these checks. */
export function applySeverities(diagnostics: Diagnostic[], severities: CheckSeverities): Diagnostic[] {
  return diagnostics.flatMap((diagnostic) => {
    const kind = CHECK_OF_CODE[diagnostic.code];
    if (!kind) return [diagnostic];
    const setting = severities[kind];
    if (setting === 'ignore') return [];
    return [{ ...diagnostic, severity: setting === 'error' ? 'error' : 'warning' }];
  });
}
