import type { Node } from 'yaml';
import { DEFAULT_SEVERITIES } from '../checks/links.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { DEFAULT_ADMONITION_KEYWORDS } from '../shared/admonitions.ts';
import { checkApis, type Reporter } from './check-apis.ts';
import { checkGraphqlReferences } from './check-graphql.ts';
import { fillExplorer } from './explorer-config.ts';
import { configSchema, DEFAULT_API_ID, DEFAULT_DOCS_ID, type ConfigInput, type DocsInput, type logoSchema, type NavbarItemInput } from './config-schema.ts';
import { fillI18n, NO_TRANSLATIONS } from './i18n-config.ts';
import { DEFAULT_COPY_PAGE } from './parse-copy-page.ts';
import { fillTheme } from './parse-theme.ts';
import { DEFAULT_MAGIC_COMMENTS, type DocsConfig, type LogoConfig, type NavbarItemConfig, type SiteConfig } from './site-config.ts';
import { INVALID, parseYaml, report, type Infer } from './yaml-schema.ts';

/** The blog's authors and tags files when config.yaml names none (`authors.yml`/`tags.yml`, Docusaurus's names, when only those exist). */
export const BLOG_DATA_FILES = { authorsFile: 'authors.yaml', tagsFile: 'tags.yaml' } as const;

/** Constants the spec fixes, used when config.yaml does not say otherwise. */
const CONFIG_DEFAULTS = {
  baseUrl: '/',
  favicon: '/favicon.svg',
  titleDelimiter: '|',
  noIndex: false,
  staticDirectories: ['static'],
  locale: 'en',
  version: '1.0.0',
  docs: { path: 'pages', routeBasePath: '/', sidebarPath: 'sidebars.yaml', versionLabel: 'Next', versions: {}, showLastUpdateTime: false, showLastUpdateAuthor: false, breadcrumbs: true },
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  sidebar: { hideable: false, autoCollapseCategories: false },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  blog: {
    path: 'blog',
    routeBasePath: '/blog',
    title: 'Blog',
    description: 'Blog',
    postsPerPage: 10,
    sidebarTitle: 'Recent posts',
    sidebarCount: 5,
    ...BLOG_DATA_FILES,
    showReadingTime: true,
    feed: { types: ['rss', 'atom', 'json'] as const, limit: 20, copyright: '' },
  },
  graphql: { route: '/graphql/reference', title: 'GraphQL reference' },
  openapi: { route: '/api-rest', timeout: 10_000, retries: 2, maxBytes: 25_000_000, allowedHosts: [] as string[], strictRemote: false },
} as const;

function withSlashes(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** `/api-rest` from `api-rest/`, `/api-rest` or `/`: how routes are compared and stored. */
const normalRoute = (route: string): string => `/${route.replace(/^\/+|\/+$/g, '')}`;

function fillLogo(input: Infer<typeof logoSchema>, alt: string): LogoConfig {
  return {
    alt: input.alt ?? alt,
    src: input.src,
    srcDark: input.srcDark ?? input.src,
    // Left out when not given: the image file's size is filled in once static/ is read.
    ...(input.width !== undefined ? { width: input.width } : {}),
    ...(input.height !== undefined ? { height: input.height } : {}),
    href: input.href ?? '/',
  };
}

function fillNavbarItem(input: NavbarItemInput): NavbarItemConfig {
  return {
    type: input.type ?? (input.items ? 'dropdown' : 'default'),
    label: input.label ?? '',
    ...(input.to !== undefined ? { to: input.to } : {}),
    ...(input.href !== undefined ? { href: input.href } : {}),
    ...(input.docId !== undefined ? { docId: input.docId } : {}),
    ...(input.sidebarId !== undefined ? { sidebarId: input.sidebarId } : {}),
    ...(input.docsPluginId !== undefined ? { docsPluginId: input.docsPluginId } : {}),
    position: input.position ?? 'left',
    items: (input.items ?? []).map(fillNavbarItem),
    ...(input.html !== undefined ? { html: input.html } : {}),
    ...(input.className !== undefined ? { className: input.className } : {}),
    ...(input.ariaLabel !== undefined ? { ariaLabel: input.ariaLabel } : {}),
    ...(input.props !== undefined ? { props: input.props } : {}),
    ...(input.at ? { at: input.at } : {}),
  };
}

/**
 * The default docs instance and the others. An instance without `id` is the default one; a
 * list without one has no default docs (`enabled: false`), as a Docusaurus site whose docs
 * plugins all have ids. Another instance is by default at `<id>/`, served at `/<id>`.
 */
function fillDocs(instances: readonly DocsInput[]): Pick<SiteConfig, 'docs' | 'otherDocs'> {
  const fill = (input: DocsInput, defaults: Omit<DocsConfig, 'id'>): DocsConfig => ({ ...defaults, ...input, id: input.id ?? DEFAULT_DOCS_ID, routeBasePath: withSlashes(input.routeBasePath ?? defaults.routeBasePath) });
  const main = instances.find((instance) => (instance.id ?? DEFAULT_DOCS_ID) === DEFAULT_DOCS_ID);
  const docs = fill(main ?? (instances.length ? { enabled: false } : {}), CONFIG_DEFAULTS.docs);
  const otherDocs = instances.filter((instance) => instance !== main).map((instance) => fill(instance, { ...CONFIG_DEFAULTS.docs, path: instance.id!, routeBasePath: `/${instance.id!}`, sidebarPath: `sidebars-${instance.id!}.yaml` }));
  return { docs, otherDocs };
}

/** The admonition keywords of `markdown.admonitions`, as Docusaurus's `normalizeAdmonitionOptions` makes them. */
function admonitionKeywords(input: { keywords?: string[]; extendDefaults?: boolean } | undefined): string[] {
  const own = input?.keywords ?? [];
  return [...new Set([...(input?.extendDefaults === false ? [] : DEFAULT_ADMONITION_KEYWORDS), ...own])];
}

function applyDefaults(input: ConfigInput, file: string): SiteConfig {
  const toc = { ...CONFIG_DEFAULTS.toc, ...input.toc };
  return {
    title: input.title,
    tagline: input.tagline ?? '',
    url: input.url.replace(/\/+$/, ''),
    baseUrl: withSlashes(input.baseUrl ?? CONFIG_DEFAULTS.baseUrl),
    ...(input.trailingSlash !== undefined ? { trailingSlash: input.trailingSlash } : {}),
    favicon: input.favicon ?? CONFIG_DEFAULTS.favicon,
    titleDelimiter: input.titleDelimiter ?? CONFIG_DEFAULTS.titleDelimiter,
    noIndex: input.noIndex ?? CONFIG_DEFAULTS.noIndex,
    staticDirectories: input.staticDirectories ?? [...CONFIG_DEFAULTS.staticDirectories],
    locale: input.i18n?.defaultLocale ?? input.locale ?? CONFIG_DEFAULTS.locale,
    i18n: fillI18n(input.i18n, input.locale ?? CONFIG_DEFAULTS.locale),
    translations: NO_TRANSLATIONS,
    version: input.version ?? CONFIG_DEFAULTS.version,
    ...fillDocs(input.docs?.items ?? []),
    toc,
    sidebar: { ...CONFIG_DEFAULTS.sidebar, ...input.sidebar },
    colorMode: { ...CONFIG_DEFAULTS.colorMode, ...input.colorMode },
    announcementBar: input.announcementBar
      ? {
          backgroundColor: '#fff',
          textColor: '#000',
          isCloseable: true,
          ...input.announcementBar,
        }
      : null,
    navbar: {
      title: input.navbar?.title ?? input.title,
      logo: input.navbar?.logo ? fillLogo(input.navbar.logo, input.title) : null,
      hideOnScroll: input.navbar?.hideOnScroll ?? false,
      items: (input.navbar?.items ?? []).map(fillNavbarItem),
    },
    footer: input.footer
      ? {
          style: input.footer.style ?? 'dark',
          links: (input.footer.links ?? []).map((column) => ({ ...column, items: column.items.map((item) => ({ ...item, label: item.label ?? '' })) })),
          logo: input.footer.logo ? fillLogo(input.footer.logo, input.title) : null,
          copyright: input.footer.copyright ?? '',
        }
      : null,
    sidebars: input.sidebars ? { file, sidebars: input.sidebars } : null,
    checks: { ...DEFAULT_SEVERITIES, ...input.checks },
    search: {
      enabled: input.search?.enabled ?? true,
      ...(input.search?.page !== undefined ? { page: normalRoute(input.search.page) } : {}),
      areas: (input.search?.areas ?? []).map((area) => ({ label: area.label, routes: area.routes.map((route) => `/${route.replace(/^\/+|\/+$/g, '')}`) })),
    },
    sitemap: { enabled: true, filename: 'sitemap.xml', ignorePatterns: [], changefreq: null, priority: null, lastmod: null, ...input.sitemap },
    llms: { enabled: input.llms?.enabled ?? true, summary: input.llms?.summary ?? '', exclude: input.llms?.exclude ?? [], twins: input.llms?.twins ?? true, copyPage: input.llms?.copyPage ?? [...DEFAULT_COPY_PAGE] },
    image: input.image ?? null,
    blog: {
      ...CONFIG_DEFAULTS.blog,
      ...input.blog,
      routeBasePath: `/${(input.blog?.routeBasePath ?? CONFIG_DEFAULTS.blog.routeBasePath).replace(/^\/+|\/+$/g, '')}`,
      feed: { ...CONFIG_DEFAULTS.blog.feed, ...input.blog?.feed, types: [...(input.blog?.feed?.types ?? CONFIG_DEFAULTS.blog.feed.types)] },
    },
    samples: {
      ...(input.samples?.graphqlSchema ? { graphqlSchema: input.samples.graphqlSchema.value } : {}),
      typescriptDeclarations: (input.samples?.typescriptDeclarations ?? []).map((declarations) => declarations.value),
      at: {
        ...(input.samples?.graphqlSchema ? { graphqlSchema: input.samples.graphqlSchema.at } : {}),
        typescriptDeclarations: (input.samples?.typescriptDeclarations ?? []).map((declarations) => declarations.at),
      },
    },
    openapi: (input.openapi?.items ?? []).map(({ file, ...api }) => ({
      ...CONFIG_DEFAULTS.openapi,
      ...api,
      id: api.id ?? DEFAULT_API_ID,
      // `file:` names a document edited in place; from here on it is read like a cache without a URL.
      cache: (api.cache ?? file)!,
      allowedHosts: api.allowedHosts ?? [],
      explorer: fillExplorer(api.explorer, input.url),
      route: normalRoute(api.route ?? CONFIG_DEFAULTS.openapi.route),
    })),
    graphql: (input.graphql?.items ?? []).map(({ at, ...reference }) => ({
      id: reference.id ?? DEFAULT_API_ID,
      schema: reference.schema!,
      ...(reference.url !== undefined ? { url: reference.url } : {}),
      download: { timeout: CONFIG_DEFAULTS.openapi.timeout, retries: CONFIG_DEFAULTS.openapi.retries, maxBytes: CONFIG_DEFAULTS.openapi.maxBytes },
      route: normalRoute(reference.route ?? CONFIG_DEFAULTS.graphql.route),
      title: reference.title ?? CONFIG_DEFAULTS.graphql.title,
      ...(reference.versionLabel !== undefined ? { versionLabel: reference.versionLabel } : {}),
      ...(reference.changelog ? { changelog: reference.changelog } : {}),
      at,
    })),
    markdown: {
      format: input.markdown?.format ?? 'detect',
      mermaid: input.markdown?.mermaid ?? false,
      liveCodeBlocks: input.markdown?.liveCodeBlocks ?? false,
      admonitionKeywords: admonitionKeywords(input.markdown?.admonitions),
      magicComments: input.markdown?.magicComments ?? DEFAULT_MAGIC_COMMENTS,
      beforeDefaultRemarkPlugins: input.markdown?.beforeDefaultRemarkPlugins ?? [],
      remarkPlugins: input.markdown?.remarkPlugins ?? [],
      beforeDefaultRehypePlugins: input.markdown?.beforeDefaultRehypePlugins ?? [],
      rehypePlugins: input.markdown?.rehypePlugins ?? [],
    },
    metadata: input.metadata ?? [],
    plugins: input.plugins ?? [],
    customFields: input.customFields ?? {},
    components: { typescriptInJs: input.components?.typescriptInJs ?? false, hydrateInteractive: input.components?.hydrateInteractive ?? false, sourceMaps: input.components?.sourceMaps ?? false },
    theme: fillTheme(input.theme),
  };
}


/** A docs instance's id names its routes and its versions' files (`<id>_versions.json`). */
const DOCS_ID = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** The list form of `docs:`: one default instance at most, the others with distinct ids. */
function checkDocsInstances(instances: readonly DocsInput[], report_: Reporter): void {
  const seen = new Set<string>();
  instances.forEach((instance, index) => {
    const id = instance.id ?? DEFAULT_DOCS_ID;
    const at = ['docs', String(index), ...(instance.id !== undefined ? ['id'] : [])];
    if (!DOCS_ID.test(id)) report_(at, `Docs id \`${id}\` is not allowed`, 'an id is letters, digits, `-` and `_`, starting with a letter or digit: it names the section\'s files');
    else if (seen.has(id)) report_(at, id === DEFAULT_DOCS_ID ? 'Two docs sections are the default one' : `Docs id \`${id}\` is used twice`, id === DEFAULT_DOCS_ID ? 'give every section but one an `id`' : 'give each docs section its own `id`');
    seen.add(id);
  });
}

/** The default locale is one of the locales, and `locale` does not say otherwise; each configured locale is listed. */
function checkI18n(input: ConfigInput, report_: Reporter): void {
  const i18n = input.i18n;
  if (!i18n) return;
  const defaultLocale = i18n.defaultLocale ?? input.locale ?? CONFIG_DEFAULTS.locale;
  if (input.locale !== undefined && i18n.defaultLocale !== undefined && input.locale !== i18n.defaultLocale) {
    report_(['locale'], `\`locale\` (\`${input.locale}\`) and \`i18n.defaultLocale\` (\`${i18n.defaultLocale}\`) disagree`, 'keep `i18n.defaultLocale` and remove `locale`');
  }
  if (i18n.locales && !i18n.locales.includes(defaultLocale)) {
    report_(['i18n', 'locales'], `The default locale \`${defaultLocale}\` is not in \`i18n.locales\``, `add it: \`locales: [${[defaultLocale, ...i18n.locales].join(', ')}]\``);
  }
  const listed = new Set([defaultLocale, ...(i18n.locales ?? [])]);
  for (const locale of Object.keys(i18n.localeConfigs ?? {})) {
    if (!listed.has(locale)) report_(['i18n', 'localeConfigs', locale], `\`i18n.localeConfigs\` configures \`${locale}\`, which is not in \`i18n.locales\``, `locales: ${[...listed].map((each) => `\`${each}\``).join(', ')}`);
  }
}

/** Checks that need more than one key at a time, reported at the offending node. */
function checkCrossFields(input: ConfigInput, report_: Reporter): void {
  if (!/^https?:\/\/[^/]+/.test(input.url)) {
    report_(['url'], `\`url\` must be an absolute http(s) origin such as \`https://docs.example.com\`, got \`${input.url}\``);
  } else if (/^https?:\/\/[^/]+\/./.test(input.url)) {
    report_(['url'], `\`url\` must not contain a path`, 'put the path in `baseUrl`, e.g. `baseUrl: /docs/`');
  }
  if (input.openapi) checkApis(input.openapi, (input.docs?.items ?? [{}]).map((docs) => docs.id ?? DEFAULT_DOCS_ID), { url: input.url, baseUrl: withSlashes(input.baseUrl ?? CONFIG_DEFAULTS.baseUrl) }, report_);
  if (input.graphql) checkGraphqlReferences(input.graphql, report_);
  if (input.docs?.list) checkDocsInstances(input.docs.items, report_);
  if (input.blog?.routeBasePath !== undefined && input.blog.routeBasePath.replace(/^\/+|\/+$/g, '') === '') {
    report_(['blog', 'routeBasePath'], '`blog.routeBasePath` must not be the site root', 'the docs are served from the root; use e.g. `/blog`');
  }
  checkI18n(input, report_);
  const sitemapFile = input.sitemap?.filename;
  if (sitemapFile !== undefined && (!/^[^/\\]/.test(sitemapFile) || /(^|[/\\])\.\.?([/\\]|$)|[/\\]$/.test(sitemapFile))) {
    report_(['sitemap', 'filename'], `\`sitemap.filename\` must be a file path inside the output folder, got \`${sitemapFile}\``, 'give a name such as `sitemap.xml`, or a path such as `maps/docs.xml`');
  }
  const toc = { ...CONFIG_DEFAULTS.toc, ...input.toc };
  if (toc.minHeadingLevel > toc.maxHeadingLevel) {
    report_(['toc'], `\`toc.minHeadingLevel\` (${toc.minHeadingLevel}) must not be greater than \`toc.maxHeadingLevel\` (${toc.maxHeadingLevel})`);
  }
  const checkItems = (items: NavbarItemInput[], path: string[]): void => {
    items.forEach((item, index) => {
      const at = [...path, String(index)];
      const type = item.type ?? (item.items ? 'dropdown' : 'default');
      const need = (key: keyof NavbarItemInput, what: string): void => {
        if (item[key] === undefined) report_(at, `Navbar item of type \`${type}\` needs \`${key}\` (${what})`);
      };
      if (type === 'default') {
        if (item.to === undefined && item.href === undefined) report_(at, 'Navbar item needs `to` (an internal route) or `href` (an external URL)');
        // An icon link (drawn by `className`'s CSS) is named by `ariaLabel` instead.
        if (item.ariaLabel === undefined) need('label', 'the text shown, or `ariaLabel` for an icon link');
      } else if (type === 'html') need('html', 'the HTML shown');
      else if (type === 'dropdown') {
        need('label', 'the text shown');
        need('items', 'the links in the dropdown');
        checkItems(item.items ?? [], [...at, 'items']);
      } else if (type === 'doc') need('docId', 'the id of the doc to link to');
      else if (type === 'docsVersionDropdown' || type === 'localeDropdown') return;
      else if (type === 'component') need('props', 'what the site\'s `theme/NavbarItem` component is given');
      else need('sidebarId', 'the id of the sidebar whose first page to link to');
    });
  };
  checkItems(input.navbar?.items ?? [], ['navbar', 'items']);
  (input.metadata ?? []).forEach((tag, index) => {
    if ((tag.name === undefined) === (tag.property === undefined)) report_(['metadata', String(index)], 'A `metadata` tag needs `name` or `property` (one of them)', 'e.g. `{ name: twitter:site, content: \'@kassa\' }`');
  });
  (input.footer?.links ?? []).forEach((column, index) =>
    column.items.forEach((item, inner) => {
      if (item.label === undefined && item.html === undefined) report_(['footer', 'links', String(index), 'items', String(inner)], 'Footer item needs `label` (the link text) or `html`');
    }),
  );
}

/** Find the YAML node at a key path, for locating cross-field errors. */
function nodeAt(root: Node, path: string[]): Node {
  let node: Node = root;
  for (const key of path) {
    const next = (node as unknown as { get?: (k: unknown, keep: boolean) => unknown }).get?.(
      /^\d+$/.test(key) ? Number(key) : key,
      true,
    );
    if (!next || typeof next !== 'object') break;
    node = next as Node;
  }
  return node;
}

/** Validate config.yaml source into a SiteConfig, or return located diagnostics. */
export function parseConfig(source: string, file: string): { config?: SiteConfig; diagnostics: Diagnostic[] } {
  const { root, ctx } = parseYaml(source, file, 'config');
  if (ctx.diagnostics.length) return { diagnostics: ctx.diagnostics };
  if (!root) {
    report(ctx, null, 'missing-key', 'config.yaml is empty: it needs at least `title` and `url`', 'e.g. `title: My Docs` and `url: https://docs.example.com`');
    return { diagnostics: ctx.diagnostics };
  }
  const input = configSchema.parse(root, ctx, '');
  if (input === INVALID) return { diagnostics: ctx.diagnostics };
  checkCrossFields(input, (path, message, hint, code = 'invalid-value') => report(ctx, nodeAt(root, path), code, message, hint));
  if (ctx.diagnostics.length) return { diagnostics: ctx.diagnostics };
  return { config: applyDefaults(input, file), diagnostics: [] };
}
