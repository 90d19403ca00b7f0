import type { CheckSeverities } from '../checks/links.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { I18nConfig, Translations } from './i18n-config.ts';

/** The validated `config.yaml`, with every default filled in. Never mutated after parsing. */
export interface SiteConfig {
  /** Site title, shown in the navbar and after the title delimiter in `<title>`. */
  title: string;
  tagline: string;
  /** Public origin of the site, e.g. `https://docs.kassa.example` (no path). */
  url: string;
  /** Path the site is served under, starting and ending with `/`. */
  baseUrl: string;
  /**
   * How page URLs end, Docusaurus's `trailingSlash`: `true` `/a/` (file `a/index.html`), `false`
   * `/a` (file `a.html`), unset `/a` (file `a/index.html`).
   */
  trailingSlash?: boolean;
  /** Path of the favicon under `static/`, e.g. `/favicon.svg`. */
  favicon: string;
  /** Between the page title and the site title in `<title>`. */
  titleDelimiter: string;
  /** When true every page gets `<meta name="robots" content="noindex, nofollow">`. */
  noIndex: boolean;
  /** Folders (relative to the site folder) whose files are copied to the output as they are, and served from `/`: the first holding a path wins. */
  staticDirectories: string[];
  /** The locale this config builds (a site's default locale, or another of `i18n.locales`: see localizeConfig). */
  locale: string;
  /** The site's locales, each one's settings, and where their translations are. */
  i18n: I18nConfig;
  /** The translations of the locale this config builds (its JSON files); none for the default locale without them. */
  translations: Translations;
  /** Version of the documented product, shown in the footer. */
  version: string;
  /** The docs (the default docs section, `id: default`). */
  docs: DocsConfig;
  /** Further docs sections, each with its own id, folder, route, sidebars and versions (Docusaurus's docs plugin instances). */
  otherDocs: DocsConfig[];
  toc: TocConfig;
  sidebar: SidebarConfig;
  colorMode: ColorModeConfig;
  announcementBar: AnnouncementBarConfig | null;
  navbar: NavbarConfig;
  footer: FooterConfig | null;
  /** Sidebars written inline in config.yaml instead of `docs.sidebarPath`. */
  sidebars: SidebarsConfig | null;
  /**
   * The REST references generated from OpenAPI documents, in config.yaml order: none, one
   * (`openapi:` as a mapping, id `default`) or several (`openapi:` as a list).
   */
  openapi: OpenApiConfig[];
  /** The GraphQL references generated from schemas, in config.yaml order (`graphql:` as a mapping or a list). */
  graphql: GraphqlConfig[];
  /** What each link and sample check does with a problem: ignore, warn or error. */
  checks: CheckSeverities;
  search: SearchConfig;
  /** What the site offers AI assistants: llms.txt, llms-full.txt and a Markdown twin of each page. */
  llms: LlmsConfig;
  /** What sitemap.xml lists, as Docusaurus's sitemap plugin options say. */
  sitemap: SitemapConfig;
  /** What code samples are checked against. */
  samples: SamplesConfig;
  /** `<meta>` tags on every page (Docusaurus's `themeConfig.metadata`); one with the `name` or `property` of a tag docsgen writes replaces it. */
  metadata: MetaTagConfig[];
  /** Default social card image (`og:image`, `twitter:image`): a path under `static/` or a URL; null for none. */
  image: string | null;
  /** The blog, built when its folder exists. */
  blog: BlogConfig;
  /** Plugins, with Docusaurus's lifecycle (see src/plugins/): a package or a path relative to the site folder, with options. */
  plugins: MarkdownPluginConfig[];
  markdown: MarkdownConfig;
  /** Free-form values (any YAML) for the site's own components; `{}` when not set. */
  customFields: Record<string, unknown>;
  /** How the site's component files (imported by pages, `src/pages`, theme overrides) are read. */
  components: ComponentsConfig;
  /** Custom stylesheets and brand colours added to docsgen's stylesheet. */
  theme: ThemeConfig;
}

/** One `<meta>` tag: `name` or `property` (Open Graph), and `content`. */
export interface MetaTagConfig {
  name?: string;
  property?: string;
  content: string;
}

/**
 * How `.md` and `.mdx` files are read (Docusaurus's `markdown.format`): `detect` by extension
 * (`.md` CommonMark, `.mdx` MDX), `mdx` every file as MDX, `md` every file as CommonMark.
 */
export type MarkdownFormat = 'md' | 'mdx' | 'detect';

/** A remark or rehype plugin of config.yaml: a package name or a path relative to the site folder, with its options. */
export interface ComponentsConfig {
  /**
   * `.js` and `.jsx` files may hold TypeScript (type annotations, `interface`, `as`), as
   * Docusaurus Faster's SWC loader reads them; false reads them as JavaScript with JSX.
   */
  typescriptInJs: boolean;
  /**
   * A site component file with behaviour (state, effects, event handlers) runs in the browser as
   * if it started with 'use client', as every component of a Docusaurus site is hydrated.
   */
  hydrateInteractive: boolean;
  /**
   * Source maps beside the client script and its chunks (`main.<hash>.js.map`), for the
   * browser's developer tools; as Docusaurus, VitePress and Rspress build, none by default.
   */
  sourceMaps: boolean;
}

export interface MarkdownPluginConfig {
  module: string;
  options?: unknown;
  at: SourcePosition;
}

/** The unified plugins pages go through, in Docusaurus's lists and order (see content/markdown-plugins.ts). */
export interface MarkdownPluginLists {
  beforeDefaultRemarkPlugins: MarkdownPluginConfig[];
  remarkPlugins: MarkdownPluginConfig[];
  beforeDefaultRehypePlugins: MarkdownPluginConfig[];
  rehypePlugins: MarkdownPluginConfig[];
}

export interface MarkdownConfig extends MarkdownPluginLists {
  format: MarkdownFormat;
  /** ` ```mermaid ` code blocks are diagrams, drawn in the browser with the site's `mermaid` package. */
  mermaid: boolean;
  /** ` ```jsx live ` code blocks are playgrounds: an editor and the code's result, through `@theme/LiveCodeBlock`. */
  liveCodeBlocks: boolean;
  /**
   * The `:::keyword`s that are admonitions (`markdown.admonitions`): Docusaurus's by default,
   * with the site's keywords added, or the site's alone (`extendDefaults: false`).
   */
  admonitionKeywords: string[];
  /** Comments in code blocks that mark lines with a class (Docusaurus's `themeConfig.prism.magicComments`), removed from the code. */
  magicComments: MagicComment[];
}

/** A comment that marks the next line (`line`) or the lines between two (`block`) with `className`. */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** Docusaurus's default: `highlight-next-line`, `highlight-start` … `highlight-end` highlight lines. */
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }];

export interface ThemeConfig {
  /** Stylesheets, relative to the site folder, appended in order after docsgen's own. */
  customCss: Array<{ path: string; at: SourcePosition }>;
  /** The brand colour; null keeps the theme's own. */
  colors: ThemeColorsConfig | null;
  /** The colours of code blocks' tokens in each colour mode; null keeps the theme's own (GitHub's light and dark). */
  codeColors: CodeColorsConfig | null;
}

/** The kinds of token a code block colours apart (see ROLE_CLASSES in src/styles/code-colors.ts), and its text and background. */
export const CODE_COLOR_ROLES = ['plain', 'background', 'keyword', 'string', 'regex', 'constant', 'function', 'comment', 'tag', 'variable', 'punctuation', 'deleted'] as const;
export type CodeColorRole = (typeof CODE_COLOR_ROLES)[number];

/** One kind of token's colour, and its font style when it has one. */
export interface CodeTokenColor {
  color: ColorSetting;
  fontStyle?: 'italic' | 'normal';
}

/** Code colours of one colour mode, by kind of token; a kind left out keeps the theme's colour. */
export type CodeColors = Partial<Record<CodeColorRole, CodeTokenColor>>;

export interface CodeColorsConfig {
  light?: CodeColors;
  dark?: CodeColors;
}

export interface ThemeColorsConfig {
  /** Link and accent colour in light mode (and, lightened, in dark mode unless `primaryDark` is set). */
  primary: ColorSetting;
  /** Link and accent colour in dark mode. */
  primaryDark?: ColorSetting;
}

/** A colour from config.yaml: as written (for messages), as `#rrggbb`, and where it is written. */
export interface ColorSetting {
  written: string;
  hex: string;
  at: SourcePosition;
}

export type FeedType = 'rss' | 'atom' | 'json';

export interface BlogConfig {
  /** `false`: no blog, even when its folder exists (Docusaurus's `blog: false`); default true. */
  enabled?: boolean;
  /** Folder of the posts, relative to the site folder. */
  path: string;
  /** Route of the blog, e.g. `/blog`. */
  routeBasePath: string;
  /** Title of the post list, archive and feeds. */
  title: string;
  /** Meta description of the post list and the feeds' description. */
  description: string;
  /** Posts per list page (and per tag page). */
  postsPerPage: number;
  /** Title of the blog sidebar. */
  sidebarTitle: string;
  /** Recent posts in the blog sidebar; 0 hides it. */
  sidebarCount: number;
  /** Authors file, relative to the blog folder. */
  authorsFile: string;
  /** Tags file, relative to the blog folder. */
  tagsFile: string;
  /**
   * A post with no date in its front matter or file name: `error` (default), or `git`, dated by
   * its first commit, else its file's creation time, as Docusaurus does (set for a Docusaurus project).
   */
  undatedPosts?: 'error' | 'git';
  /** Write the authors page (`<route>/authors`) whenever the authors file has authors, not only when one has a page (Docusaurus's rule; set for a Docusaurus project). */
  authorsPage?: boolean;
  /** Show "N min read" on posts. */
  showReadingTime: boolean;
  /** Base of each post's "Edit this page" link; the post's path in the site folder is appended. */
  editUrl?: string;
  feed: BlogFeedConfig;
}

export interface BlogFeedConfig {
  /** Feeds written into the blog folder of the output: `rss.xml`, `atom.xml`, `feed.json`. */
  types: FeedType[];
  /** Newest posts in each feed. */
  limit: number;
  /** Plain-text rights statement of the feeds; none when empty. */
  copyright: string;
  /** The RSS and Atom feeds name an XSLT stylesheet written next to them, so a browser shows them as a page. */
  xslt?: boolean;
}

/** How often a page changes, as a sitemap's `<changefreq>` says it. */
export const CHANGE_FREQUENCIES = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'] as const;

export interface SitemapConfig {
  /** Write the sitemap at all (Docusaurus: the classic preset's `sitemap: false`). */
  enabled: boolean;
  /** Its file name at the root of each locale's folder. */
  filename: string;
  /** Globs (micromatch's) of page URL paths, base URL included, left out (`/tags/**`). */
  ignorePatterns: string[];
  /** Written as every URL's `<changefreq>`; none when null. */
  changefreq: (typeof CHANGE_FREQUENCIES)[number] | null;
  /** Written as every URL's `<priority>`; none when null. */
  priority: number | null;
  /** A doc page's last update (`showLastUpdateTime`) as its `<lastmod>`: the day or the instant; none when null (a blog post has its date). */
  lastmod: 'date' | 'datetime' | null;
}

export interface LlmsConfig {
  /** Write `llms.txt` and `llms-full.txt` (per docs version). */
  enabled: boolean;
  /** The summary under the title of `llms.txt`; the tagline when empty. */
  summary: string;
  /** Sidebar sections (by label) and routes (each and everything under it) left out of `llms.txt` and `llms-full.txt`. */
  exclude: string[];
  /** Write a Markdown twin of each page at `<route>.md`, linked from its head. */
  twins: boolean;
  /** The entries of the "Copy page" control on pages with a twin, the first one its button; none: no control. */
  copyPage: CopyPageEntry[];
}

/** A built-in entry of the "Copy page" control: copy the twin, view it, or open it in an assistant. */
export type CopyPageAction = 'copy' | 'view' | 'chatgpt' | 'claude' | 'perplexity';

/** An entry of the "Copy page" control: built in, or a link of the site's whose URL is a template (`{prompt}`, `{url}`). */
export type CopyPageEntry = { action: CopyPageAction } | { label: string; url: string };

export interface SearchConfig {
  /** Build the search index and show the header search box. */
  enabled: boolean;
  /**
   * How results are grouped: a page belongs to the first area with a route it equals or
   * is under (`/` matches the home page only). Without areas, the navbar links define them.
   */
  areas: Array<{ label: string; routes: string[] }>;
  /** The route of the search page (`/search`), which reads its query from `?q=`; none when unset. */
  page?: string;
}

export interface SamplesConfig {
  /** GraphQL SDL file, relative to the site folder, that `graphql` blocks are validated against. */
  graphqlSchema?: string;
  /** Declaration files (relative to the site folder) visible to TypeScript blocks marked `check`. */
  typescriptDeclarations: string[];
  /** Where each file is named in config.yaml, for messages about it. */
  at: { graphqlSchema?: { line: number; column: number }; typescriptDeclarations: Array<{ line: number; column: number }> };
}

/** One GraphQL reference: a page per operation and per type of its schema. */
export interface GraphqlConfig {
  /** Names the reference in page ids; `default` for the single-mapping form. */
  id: string;
  /** The schema, relative to the site folder: SDL (`.graphql`, `.gql`) or introspection JSON (`.json`); with `url`, the downloaded copy. */
  schema: string;
  /** Where the schema is downloaded from at build time (kept at `schema`, as `openapi.cache`). */
  url?: string;
  /** The download's settings: OpenAPI's defaults. */
  download: { timeout: number; retries: number; maxBytes: number };
  /** Route of the reference pages, e.g. `/graphql/reference`. */
  route: string;
  /** The overview's title and the sidebar's heading. */
  title: string;
  /** The schema's version as its changelog page names it; default `Current`. */
  versionLabel?: string;
  /** Earlier releases of the schema, newest first: a changelog page at `<route>/changelog` compares them. */
  changelog?: ChangelogRelease[];
  /** Where the entry is written, for messages. */
  at?: { line: number; column: number };
}

/** An earlier release of an API, for its changelog page (`changelog:` of an API or GraphQL schema). */
export interface ChangelogRelease {
  /** Its name on the page: `1.0` in `1.0 → 2.0`. */
  version: string;
  /** Where its document is, as `docsgen api-diff` reads it: a file (relative to the site folder), an http(s) URL, or `git:<ref>:<path>`. */
  source: string;
  /** Where the release is written in config.yaml, for messages about its source. */
  at: SourcePosition;
}

export interface OpenApiConfig {
  /** Names the API in sidebars (`{type: openapi, id}`), page ids and sample checks; `default` for the single-mapping form. */
  id: string;
  /** Where the document is downloaded from at build time; absent: the cache is the document. */
  url?: string;
  /** The cached (and committed) copy, relative to the site folder. */
  cache: string;
  /** Route of the reference pages, e.g. `/api-rest`. */
  route: string;
  /** Deadline per download attempt, in milliseconds (connect, headers and body together). */
  timeout: number;
  /** Retries on network errors, 5xx and 429. */
  retries: number;
  /** Largest document accepted, in bytes. */
  maxBytes: number;
  /** Hosts a redirect may lead to besides the document's own. */
  allowedHosts: string[];
  /** Fail the build when the download fails, instead of building from the cache. */
  strictRemote: boolean;
  /** The "Try it" panel on operation pages. */
  explorer: ExplorerConfig;
  /** Root-relative links in the document's descriptions point under this URL (`https://docs.github.com`). */
  linkBase?: string;
  /**
   * What an operation page's route is made from: its `summary` (default), or its `operationId`
   * (else summary) in kebab case, as docusaurus-plugin-openapi-docs names its pages (and then
   * the overview and titled schemas by their titles, as the plugin does).
   */
  slugs?: 'summary' | 'operationId';
  /**
   * A page per tag at `<route>/<tag>` (kebab case) listing its operations, which the sidebar's
   * tag categories link to, as docusaurus-plugin-openapi-docs's `categoryLinkSource: tag` gives.
   */
  tagPages?: boolean;
  /** Which component schemas get a page: `all` (default), or `tagged`, those with `x-tags` only. */
  schemaPages?: 'all' | 'tagged';
  /** The id of the API this one is a version of: that API's pages and its versions' show a switcher between them. */
  versionOf?: string;
  /** The version's name in that switcher (`v2.0.0`) and on the changelog page; default: the API's id in the switcher, `info.version` on the changelog of an API that has none. */
  versionLabel?: string;
  /**
   * `false`: no changelog page, though the API has versions; or its earlier releases, newest
   * first, compared after the versions the site has of it (see api-changelog/changelog-plan.ts).
   */
  changelog?: false | ChangelogRelease[];
  /** The overview page's slug under `route`; default the kebab-case `info.title`. */
  overview?: string;
  /**
   * The name of the downloads under `route` (`<name>.yaml`, `<name>.postman_collection.json`);
   * default `openapi`. APIs that share a route need one each.
   */
  downloadName?: string;
  /**
   * The id of the docs section the reference is part of (see `docs:` as a list): `route` is
   * under that section's `routeBasePath`, and its sidebars list the pages. Default: the default section.
   */
  docs?: string;
  /** Where the API's settings are in config.yaml, for messages about them. */
  at?: SourcePosition;
}

export interface ExplorerConfig {
  enabled: boolean;
  /** Requests go to this URL followed by the target URL, for APIs that do not allow CORS. */
  proxyUrl?: string;
  /** URL of the server selected at first (one of the document's servers). */
  defaultServer?: string;
  /** Milliseconds before a request is abandoned. */
  timeout: number;
  /**
   * Where the reader's keys and tokens are kept: `tab` (session storage, unless the reader ticks
   * "Remember on this device"), `device` (local storage, unless they untick it), `none` (never stored).
   */
  keepCredentials: 'tab' | 'device' | 'none';
  /** The docs site's OAuth 2.0 client, for the schemes whose tokens the explorer can get itself. */
  oauth2?: ExplorerOAuth2Config;
  /** Where the `explorer` settings are in config.yaml, for messages about them. */
  at?: { line: number; column: number };
  /**
   * Not a setting: the API id the explorer's stored credentials are kept under, when a site has
   * several APIs, so that one API's credentials are never offered to another.
   */
  credentialsScope?: string;
}

export interface ExplorerOAuth2Config {
  /** The client id registered at the authorization server; absent: the reader types one. */
  clientId?: string;
  /** Scopes ticked at first besides those the operation needs (`openid`). */
  scopes: string[];
  /**
   * The redirect page's path on the site (base URL included), where docsgen writes it; the
   * explorer sends it as `redirect_uri` on the origin the page is served from. Default
   * `<route>/oauth2-redirect.html`.
   */
  redirectUrl?: string;
  at?: { line: number; column: number };
}

export interface DocsConfig {
  /** `default` for the docs, else the section's id (Docusaurus's docs plugin `id`). */
  id: string;
  /** Folder of the docs pages, relative to the site folder. */
  path: string;
  /** Route the docs are served under (`/` serves them from the site root). */
  routeBasePath: string;
  /** Sidebars file, relative to the site folder; used when it exists. */
  sidebarPath: string;
  /** Label of the current docs version (the docs folder). */
  versionLabel: string;
  /** Base of the "Edit this page" links: the page's path in the site folder is appended. */
  editUrl?: string;
  /** Show when each page was last updated (from git, or front matter `last_update`). */
  showLastUpdateTime: boolean;
  /** Show who last updated each page. */
  showLastUpdateAuthor: boolean;
  /** Breadcrumbs above each doc page (Docusaurus's docs option `breadcrumbs`); `false` for none. */
  breadcrumbs: boolean;
  /** The version served at the docs route base; default the first of versions.json, else `current`. */
  lastVersion?: string;
  /** Build only these versions (`current` is the docs folder); all when absent. */
  onlyIncludeVersions?: string[];
  /** `false`: the docs folder (the current version) is not built, as Docusaurus's `includeCurrentVersion: false`. */
  includeCurrentVersion?: boolean;
  /** Per-version settings by version name (`current` for the docs folder). */
  versions: Record<string, VersionConfig>;
  /** `false`: no docs are built, only the site's other pages and the blog (Docusaurus's `docs: false`); default true. */
  enabled?: boolean;
  /** Globs (relative to the docs folder) of the files that are pages; every `.md`/`.mdx` file when absent. */
  include?: string[];
  /** Globs of files that are not pages, though included; files and folders starting with `_` are never pages. */
  exclude?: string[];
  /** Route folder categories' generated pages as Docusaurus does (set for a Docusaurus project). */
  docusaurusCategories?: boolean;
}

/** `docs.versions.<name>`: how one docs version is shown and where it is served. */
export interface VersionConfig {
  /** Shown in the dropdown, the badge and banners; default the name (`docs.versionLabel` for `current`). */
  label?: string;
  /** Route below the docs route base: default `''` for the last version, `next` for `current`, else the name. */
  path?: string;
  /** Banner above the content; default `unreleased` for `current` (when not last), `unmaintained` for versions after the last, else none. */
  banner?: 'none' | 'unreleased' | 'unmaintained';
  /** Show the `Version: <label>` badge; default when the site has more than one version. */
  badge?: boolean;
}

export interface TocConfig {
  minHeadingLevel: number;
  maxHeadingLevel: number;
}

/** How the docs sidebar behaves (Docusaurus's `themeConfig.docs.sidebar`). */
export interface SidebarConfig {
  /** A button at the foot of the sidebar hides it on wide screens, for a wider page. */
  hideable: boolean;
  /** Opening a category closes its open siblings. */
  autoCollapseCategories: boolean;
}

export interface ColorModeConfig {
  defaultMode: 'light' | 'dark';
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
}

export interface AnnouncementBarConfig {
  /** Changing the id shows the bar again to readers who dismissed the previous one. */
  id: string;
  /** Inline HTML. */
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

export interface LogoConfig {
  alt: string;
  src: string;
  /** Logo for the dark colour mode; `src` when absent. */
  srcDark: string;
  /** Pixels; from config.yaml, else from the image file (see brand-files.ts), else unset. */
  width?: number;
  height?: number;
  /** Where the logo links to; the home page by default. */
  href: string;
}

export type NavbarItemType = 'default' | 'dropdown' | 'doc' | 'docSidebar' | 'docsVersionDropdown' | 'localeDropdown' | 'html' | 'component';

export interface NavbarItemConfig {
  type: NavbarItemType;
  label: string;
  /** Internal route. */
  to?: string;
  /** External URL, opened in a new tab. */
  href?: string;
  /** For `doc` items: the doc id whose route the item links to. */
  docId?: string;
  /** For `docSidebar` items: the sidebar whose first page the item links to. */
  sidebarId?: string;
  /** For `doc`, `docSidebar` and `docsVersionDropdown` items: the docs section (its `id`); the default one when absent. */
  docsPluginId?: string;
  position: 'left' | 'right';
  /** For `dropdown` items. */
  items: NavbarItemConfig[];
  /** For `html` items: trusted inline HTML shown in place of a link. */
  html?: string;
  /** Classes added to the item's link, e.g. for an icon drawn by custom CSS. */
  className?: string;
  /** The link's accessible name, for an item shown as an icon without `label`. */
  ariaLabel?: string;
  /** For `component` items: the props the site's `theme/NavbarItem` component is rendered with (a Docusaurus item as written, `type` included). */
  props?: Record<string, unknown>;
  /** Where the item is written in config.yaml, for link reports. */
  at?: SourcePosition;
}

/** 1-based line and column in a YAML file. */
export interface SourcePosition {
  line: number;
  column: number;
}

export interface NavbarConfig {
  title: string;
  logo: LogoConfig | null;
  /** Hide the navbar while scrolling down; show it on scroll up or near the top. */
  hideOnScroll: boolean;
  items: NavbarItemConfig[];
}

export interface FooterLinkConfig {
  /** The link text; empty for an `html` item. */
  label: string;
  to?: string;
  href?: string;
  /** Trusted inline HTML shown instead of a link (a badge, a logo). */
  html?: string;
  at?: SourcePosition;
}

export interface FooterColumnConfig {
  title: string;
  items: FooterLinkConfig[];
}

export interface FooterConfig {
  style: 'dark' | 'light';
  links: FooterColumnConfig[];
  logo: LogoConfig | null;
  /** Inline HTML. */
  copyright: string;
}

/** What a Docusaurus sidebar item carries for the site's swizzled sidebar parts, which read them (`item.customProps`). */
export interface SidebarItemStyle {
  className?: string;
  customProps?: Record<string, unknown>;
}

/** An item's `className` and `customProps`, where it has them. */
export function sidebarItemStyle(item: { className?: string; customProps?: Record<string, unknown> | null }): SidebarItemStyle {
  return { ...(item.className !== undefined ? { className: item.className } : {}), ...(item.customProps ? { customProps: item.customProps } : {}) };
}

/** A sidebar item as written in sidebars.yaml, before doc ids and folders are resolved. */
export type SidebarItemConfig =
  /** `ref`: a link to the doc that does not make this sidebar the doc's own (Docusaurus's `type: ref`). */
  | ({ type: 'doc'; id: string; label?: string; ref?: boolean; line: number; column: number } & SidebarItemStyle)
  | ({ type: 'link'; label: string; href: string; line: number; column: number } & SidebarItemStyle)
  /** Trusted HTML shown in the sidebar as it is (Docusaurus's `type: html`). */
  | ({ type: 'html'; value: string; line: number; column: number } & SidebarItemStyle)
  | (SidebarItemStyle & {
      type: 'category';
      label: string;
      items: SidebarItemConfig[];
      collapsed: boolean;
      collapsible: boolean;
      /** Absent: a generated index page; `null`: no page, the label only toggles. */
      link?: CategoryLinkConfig | null;
      /** Shown on the category's card in index pages. */
      description?: string;
      line: number;
      column: number;
    })
  | { type: 'autogenerated'; dirName: string; line: number; column: number }
  /** A generated REST reference: one category per tag, then the schemas. `id` names the API (needed when there are several). */
  | { type: 'openapi'; id?: string; line: number; column: number };

export type CategoryLinkConfig =
  | { type: 'doc'; id: string }
  | { type: 'generated-index'; slug?: string; title?: string; description?: string };

/** Sidebar id → its items, plus where the sidebars were written (for error locations). */
export interface SidebarsConfig {
  file: string;
  sidebars: Record<string, SidebarItemConfig[]>;
  /** Warnings from reading the file (a Docusaurus `sidebars.js`: stubbed packages, items left out). */
  warnings?: Diagnostic[];
}

/** The id of the docs section an API is part of: its `docs`, else the default section. */
export function apiDocsId(config: Pick<SiteConfig, 'docs'>, api: Pick<OpenApiConfig, 'docs'>): string {
  return api.docs ?? config.docs.id;
}

/** The docs section of this id: `default` is `docs`, any other one of `otherDocs`. */
export function docsSection(config: Pick<SiteConfig, 'docs' | 'otherDocs'>, id: string): DocsConfig | undefined {
  return id === config.docs.id ? config.docs : config.otherDocs.find((docs) => docs.id === id);
}
