/** The shape of config.yaml: every key, its type and where it may be left out (see yaml-schema.ts). */
import { isMap, isScalar, isSeq, type Node } from 'yaml';
import { copyPageSchema } from './parse-copy-page.ts';
import { sidebarsSchema } from './parse-sidebars.ts';
import { themeSchema } from './parse-theme.ts';
import { CHANGE_FREQUENCIES, type NavbarItemConfig } from './site-config.ts';
import {
  anyMapping,
  array,
  boolean,
  lazy,
  located,
  mappingOrList,
  nullable,
  number,
  object,
  oneOf,
  positionOf,
  record,
  string,
  withPosition,
  wrongType,
  type Infer,
  type Schema,
} from './yaml-schema.ts';

/** A navbar or footer logo. */
export const logoSchema = object(
  {
    alt: string(),
    src: string(),
    srcDark: string(),
    width: number({ min: 1 }),
    height: number({ min: 1 }),
    href: string(),
  },
  { required: ['src'] },
);

export type NavbarItemInput = {
  at?: { line: number; column: number };
  type?: NavbarItemConfig['type'];
  label?: string;
  to?: string;
  href?: string;
  docId?: string;
  sidebarId?: string;
  docsPluginId?: string;
  position?: 'left' | 'right';
  items?: NavbarItemInput[];
  html?: string;
  className?: string;
  ariaLabel?: string;
  props?: Record<string, unknown>;
};

const navbarItem: Schema<NavbarItemInput> = lazy('a navbar item', () => navbarItemObject);
const navbarItemObject: Schema<NavbarItemInput> = located(object({
  type: oneOf(['default', 'dropdown', 'doc', 'docSidebar', 'docsVersionDropdown', 'localeDropdown', 'html', 'component']),
  label: string(),
  html: string(),
  className: string(),
  ariaLabel: string(),
  to: string(),
  href: string(),
  docId: string(),
  sidebarId: string(),
  docsPluginId: string(),
  position: oneOf(['left', 'right']),
  items: array(navbarItem),
  props: anyMapping(),
}));

const footerLink = located(object({ label: string(), to: string(), href: string(), html: string() }));

/** How the explorer gets OAuth 2.0 and OpenID Connect tokens: the docs site's client at the authorization server. */
const oauth2Object = located(object({ clientId: string(), scopes: array(string()), redirectUrl: string() }));

const explorerObject = located(
  object({
    enabled: boolean(),
    proxyUrl: string(),
    defaultServer: string(),
    timeout: number({ integer: true, min: 1 }),
    keepCredentials: oneOf(['tab', 'device', 'none']),
    oauth2: oauth2Object,
  }),
);

/** `explorer: false`, or its settings (`enabled` defaults to true). */
const explorerSchema: Schema<Omit<Infer<typeof explorerObject>, 'at'> & { at?: { line: number; column: number } }> = {
  expected: '`true`, `false` or an object of `enabled`, `proxyUrl`, `defaultServer`, `timeout`, `keepCredentials`, `oauth2`',
  parse(node, ctx, path) {
    if (isScalar(node) && typeof node.value === 'boolean') return { enabled: node.value };
    return isMap(node) ? explorerObject.parse(node, ctx, path) : wrongType(node, ctx, path, explorerSchema.expected);
  },
  shape: { kind: 'same', inner: explorerObject },
};

/** A version name as written: `1.0` in YAML is a number, and stays `1.0`, not `1`. */
const versionName: Schema<string> = {
  expected: 'a string',
  parse(node, ctx, path) {
    if (isScalar(node) && (typeof node.value === 'string' || typeof node.value === 'number') && String(node.value) !== '') return node.source ?? String(node.value);
    return wrongType(node, ctx, path, 'a string');
  },
};

/** An earlier release of an API: its version's name, and where its document is (as `docsgen api-diff` reads it). */
const changelogRelease = located(object({ version: versionName, source: string() }, { required: ['version', 'source'] }));
export type ChangelogReleaseInput = Infer<typeof changelogRelease>;

const changelogReleases = array(changelogRelease);

/** `changelog: false` (no changelog page), or the API's earlier releases, newest first (`true`: the default). */
const changelogSchema: Schema<false | ChangelogReleaseInput[]> = {
  expected: '`false` or a list of releases, each with `version` and `source`',
  parse(node, ctx, path) {
    if (isScalar(node) && typeof node.value === 'boolean') return node.value ? [] : false;
    return isSeq(node) ? changelogReleases.parse(node, ctx, path) : wrongType(node, ctx, path, changelogSchema.expected);
  },
  shape: { kind: 'same', inner: changelogReleases },
};

const openapiFields = {
  id: string(),
  url: string(),
  file: string(),
  cache: string(),
  route: string(),
  timeout: number({ integer: true, min: 1 }),
  retries: number({ integer: true, min: 0, max: 10 }),
  maxBytes: number({ integer: true, min: 1 }),
  allowedHosts: array(string()),
  strictRemote: boolean(),
  explorer: explorerSchema,
  linkBase: string(),
  slugs: oneOf(['summary', 'operationId']),
  tagPages: boolean(),
  schemaPages: oneOf(['all', 'tagged']),
  versionOf: string(),
  versionLabel: versionName,
  overview: string(),
  downloadName: string(),
  docs: string(),
  changelog: changelogSchema,
};
// `id`, `file` or `cache`, and `route` are required (`route` and `id` only in a list), checked with a hint in checkApis.
const openapiObject = located(object(openapiFields));
export type OpenApiInput = Infer<typeof openapiObject>;

/** `openapi:` as one API (a mapping, id `default`) or several (a list, each with `id` and `route`). */
const openapiSchema = mappingOrList(openapiObject, 'a mapping (one API) or a list of mappings (several APIs)');

// `schema` is required, and `id` and `route` in a list: checked with a hint in checkGraphqlSchemas.
const graphqlObject = located(object({ id: string(), schema: string(), url: string(), route: string(), title: string(), versionLabel: versionName, changelog: changelogSchema }));
export type GraphqlInput = Infer<typeof graphqlObject>;

/** `graphql:` as one schema (a mapping, id `default`) or several (a list, each with `id` and `route`). */
const graphqlSchema = mappingOrList(graphqlObject, 'a mapping (one schema) or a list of mappings (several schemas)');

const docsObject = object({
  id: string(),
  path: string(),
  routeBasePath: string(),
  sidebarPath: string(),
  versionLabel: string(),
  editUrl: string(),
  showLastUpdateTime: boolean(),
  showLastUpdateAuthor: boolean(),
  breadcrumbs: boolean(),
  docusaurusCategories: boolean(),
  lastVersion: string(),
  onlyIncludeVersions: array(string()),
  includeCurrentVersion: boolean(),
  versions: record(object({ label: string(), path: string(), banner: oneOf(['none', 'unreleased', 'unmaintained']), badge: boolean() })),
  include: array(string()),
  exclude: array(string()),
  enabled: boolean(),
});
export type DocsInput = Infer<typeof docsObject>;

/** `docs:` as one docs section (a mapping) or several (a list, each but the default one with an `id`). */
const docsSchema = mappingOrList(docsObject, 'a mapping (the docs) or a list of mappings (several docs sections)');

/** A plugin: its module (`remark-math`, `./plugins/remark-x.mjs`), or `[module, options]` as Docusaurus writes it. */
const moduleEntry: Schema<{ module: string; options?: unknown; at: { line: number; column: number } }> = {
  expected: 'a module name or path, or a list of one and its options',
  parse(node, ctx, path) {
    const at = positionOf(node, ctx);
    if (isScalar(node) && typeof node.value === 'string' && node.value) return { module: node.value, at };
    const [first, second, ...rest] = isSeq(node) ? node.items : [];
    if (isSeq(node) && isScalar(first) && typeof first.value === 'string' && first.value && !rest.length) {
      return second === undefined ? { module: first.value, at } : { module: first.value, options: (second as Node).toJS(ctx.document!), at };
    }
    return wrongType(node, ctx, path, moduleEntry.expected);
  },
};

/** The id of the API of the single-mapping form when it names none. */
export const DEFAULT_API_ID = 'default';
/** The id of the docs section without one, as Docusaurus's default docs instance. */
export const DEFAULT_DOCS_ID = 'default';

export const configSchema = object(
  {
    title: string(),
    tagline: string(),
    url: string(),
    baseUrl: string(),
    trailingSlash: boolean(),
    favicon: string(),
    titleDelimiter: string(),
    noIndex: boolean(),
    staticDirectories: array(string()),
    locale: string(),
    version: string(),
    docs: docsSchema,
    toc: object({
      minHeadingLevel: number({ integer: true, min: 1, max: 6 }),
      maxHeadingLevel: number({ integer: true, min: 1, max: 6 }),
    }),
    sidebar: object({ hideable: boolean(), autoCollapseCategories: boolean() }),
    colorMode: object({
      defaultMode: oneOf(['light', 'dark']),
      disableSwitch: boolean(),
      respectPrefersColorScheme: boolean(),
    }),
    announcementBar: nullable(
      object(
        { id: string(), content: string(), backgroundColor: string(), textColor: string(), isCloseable: boolean() },
        { required: ['id', 'content'] },
      ),
    ),
    navbar: object({ title: string(), logo: nullable(logoSchema), hideOnScroll: boolean(), items: array(navbarItem) }),
    footer: nullable(
      object({
        style: oneOf(['dark', 'light']),
        links: array(object({ title: string(), items: array(footerLink) }, { required: ['title', 'items'] })),
        logo: nullable(logoSchema),
        copyright: string(),
      }),
    ),
    sidebars: sidebarsSchema,
    i18n: object({
      defaultLocale: string(),
      locales: array(string()),
      path: string(),
      localeConfigs: record(object({ label: string(), direction: oneOf(['ltr', 'rtl']), htmlLang: string(), path: string(), calendar: string() })),
    }),
    checks: object({
      brokenLinks: oneOf(['ignore', 'warn', 'error']),
      brokenMarkdownLinks: oneOf(['ignore', 'warn', 'error']),
      brokenAnchors: oneOf(['ignore', 'warn', 'error']),
      duplicateRoutes: oneOf(['ignore', 'warn', 'error']),
      graphqlSamples: oneOf(['ignore', 'warn', 'error']),
      jsonSamples: oneOf(['ignore', 'warn', 'error']),
      restSamples: oneOf(['ignore', 'warn', 'error']),
      typescriptSamples: oneOf(['ignore', 'warn', 'error']),
      openapiExamples: oneOf(['ignore', 'warn', 'error']),
      openapiLinks: oneOf(['ignore', 'warn', 'error']),
      inlineTags: oneOf(['ignore', 'warn', 'error']),
      inlineAuthors: oneOf(['ignore', 'warn', 'error']),
      untruncatedPosts: oneOf(['ignore', 'warn', 'error']),
    }),
    search: object({
      enabled: boolean(),
      page: string(),
      areas: array(object({ label: string(), routes: array(string()) }, { required: ['label', 'routes'] })),
    }),
    sitemap: object({
      enabled: boolean(),
      filename: string(),
      ignorePatterns: array(string()),
      changefreq: nullable(oneOf([...CHANGE_FREQUENCIES])),
      priority: nullable(number({ min: 0, max: 1 })),
      lastmod: nullable(oneOf(['date', 'datetime'])),
    }),
    llms: object({ enabled: boolean(), summary: string(), exclude: array(string()), twins: boolean(), copyPage: copyPageSchema }),
    image: nullable(string()),
    metadata: array(object({ name: string(), property: string(), content: string() }, { required: ['content'] })),
    blog: object({
      enabled: boolean(),
      undatedPosts: oneOf(['error', 'git']),
      authorsPage: boolean(),
      path: string(),
      routeBasePath: string(),
      title: string(),
      description: string(),
      postsPerPage: number({ integer: true, min: 1 }),
      sidebarTitle: string(),
      sidebarCount: number({ integer: true, min: 0 }),
      authorsFile: string(),
      tagsFile: string(),
      showReadingTime: boolean(),
      editUrl: string(),
      feed: object({
        types: array(oneOf(['rss', 'atom', 'json'])),
        limit: number({ integer: true, min: 1 }),
        copyright: string(),
        xslt: boolean(),
      }),
    }),
    samples: object({ graphqlSchema: withPosition(string()), typescriptDeclarations: array(withPosition(string())) }),
    openapi: nullable(openapiSchema),
    graphql: nullable(graphqlSchema),
    markdown: object({
      format: oneOf(['md', 'mdx', 'detect']),
      mermaid: boolean(),
      liveCodeBlocks: boolean(),
      admonitions: object({ keywords: array(string()), extendDefaults: boolean() }),
      magicComments: array(object({ className: string(), line: string(), block: object({ start: string(), end: string() }, { required: ['start', 'end'] }) }, { required: ['className'] })),
      beforeDefaultRemarkPlugins: array(moduleEntry),
      remarkPlugins: array(moduleEntry),
      beforeDefaultRehypePlugins: array(moduleEntry),
      rehypePlugins: array(moduleEntry),
    }),
    customFields: anyMapping(),
    components: object({ typescriptInJs: boolean(), hydrateInteractive: boolean(), sourceMaps: boolean() }),
    plugins: array(moduleEntry),
    theme: themeSchema,
  },
  { required: ['title', 'url'] },
);

export type ConfigInput = Infer<typeof configSchema>;
