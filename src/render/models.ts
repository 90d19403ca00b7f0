/**
 * The props templates render from. Plain JSON-safe data, the same for every page of a
 * site (SiteModel) or for one route (PageModel); templates never read files or globals.
 */
import type { BlogPageModel } from '../blog/blog-models.ts';
import type { AnnouncementBarConfig, ColorModeConfig, CopyPageEntry, SidebarConfig } from '../config/site-config.ts';
import type { ApiVersionLink, NavLink, SidebarItem, TocItem } from '../types.ts';

export type { ApiVersionLink };

export interface LogoModel {
  alt: string;
  /** URLs with the base URL applied. */
  src: string;
  srcDark: string;
  /** Unset when neither config.yaml nor the image file gives a size. */
  width?: number;
  height?: number;
  href: string;
}

export interface NavbarLinkModel {
  label: string;
  href: string;
  /** External links open in a new tab. */
  external: boolean;
  position: 'left' | 'right';
  /** Site route the active rule compares with: `/` matches exactly, others by prefix. */
  activeRoute?: string;
  /** Dropdown entries. */
  items: NavbarLinkModel[];
  /** The `docsVersionDropdown` item: its entries are the site's versions, linking to the page being read in each. */
  versionDropdown?: boolean;
  /** The `localeDropdown` item: its entries are the site's locales, linking to the page being read in each. */
  localeDropdown?: boolean;
  /** A `docsVersionDropdown` of another docs section than the default one: its id and versions. */
  docsVersions?: { docsId: string; versions: VersionModel[] };
  /** A doc item: where it leads in each version (name → href), so it can follow the preferred version. */
  versionHrefs?: Record<string, string>;
  /** An `html` item: trusted inline HTML from the config, shown instead of a link. */
  html?: string;
  /** Classes added to the link (an icon drawn by the site's CSS). */
  className?: string;
  /** Accessible name of a link without a label. */
  ariaLabel?: string;
  /** An item the site's `NavbarItem` component renders (a Docusaurus `custom-*` type): its props, and where the config writes it. */
  component?: { props: Record<string, unknown>; at?: { line: number; column: number }; /** docsgen has markup of the item (its other fields), shown when the component fails. */ fallback?: boolean };
}

/** One docs version as the classic navbar item components read it: its main doc, and each doc's and sidebar's first page, with the base URL. */
export interface NavbarDocsVersion {
  name: string;
  label: string;
  isLast: boolean;
  /** Its main doc. */
  path: string;
  /** Doc id → page. */
  docs: Record<string, string>;
  /** Sidebar id → its first page. */
  sidebars: Record<string, string>;
}

export interface FooterModel {
  style: 'dark' | 'light';
  /** A link with `html` shows that trusted inline HTML instead. */
  columns: Array<{ title: string; links: Array<{ label: string; href: string; external: boolean; html?: string }> }>;
  logo: LogoModel | null;
  /** Trusted inline HTML from config.yaml. */
  copyright: string;
}

/** One locale of a translated site, as pages link to it (hreflang alternates, the locale dropdown). */
export interface LocaleModel {
  /** The locale's name: `fr`. */
  name: string;
  label: string;
  /** Its `hreflang`: the locale's `htmlLang`. */
  htmlLang: string;
  /** The site's base URL in that locale: `/fr/`. */
  baseUrl: string;
}

export interface SiteModel {
  title: string;
  tagline: string;
  /** Origin, without trailing slash. */
  url: string;
  baseUrl: string;
  /** The site's `trailingSlash`: the form of page URLs (see UrlForm). */
  trailingSlash?: boolean;
  /** The pages' `<html lang>`: the locale's `htmlLang`. */
  locale: string;
  /** The pages' `<html dir>`: the locale's text direction. */
  direction: 'ltr' | 'rtl';
  /** Every locale of a translated site, the default one first; empty for a site in one language. */
  locales: LocaleModel[];
  /** The name of the locale this site model is of (one of `locales`). */
  currentLocale: string;
  /** The theme's strings in this locale (`theme.*` of its `code.json`), by Docusaurus's ids; the English text where absent. */
  messages: Record<string, string>;
  titleDelimiter: string;
  noIndex: boolean;
  faviconHref: string;
  stylesheetHref: string;
  /** CSS imported by the site's theme overrides (`theme/Footer.tsx`…), after docsgen's. */
  themeStylesheetHref?: string;
  /** The client script (a module: runs after parsing). */
  scriptHref: string;
  /** The search index the header search box loads on first use; null when search is off. */
  searchIndexHref: string | null;
  colorMode: ColorModeConfig;
  sidebar: SidebarConfig;
  /** `docs.breadcrumbs: false`: doc pages show no breadcrumbs and write no `BreadcrumbList`. */
  docsBreadcrumbs?: false;
  /** The docs versions, in the dropdown's order (current first, then newest to oldest); one on an unversioned site. */
  versions: VersionModel[];
  announcementBar: AnnouncementBarConfig | null;
  navbar: { title: string; logo: LogoModel | null; hideOnScroll: boolean; items: NavbarLinkModel[] };
  /** With `component` navbar items: each docs section's versions (section id → versions, current first), for the hooks those components call. */
  navbarDocs?: Record<string, NavbarDocsVersion[]>;
  footer: FooterModel | null;
  /** Default social card image, as an absolute URL; null for none. */
  image: string | null;
  /** `<meta>` tags of the config on every page; they replace docsgen's tags of the same name or property. */
  metadata: Array<{ name?: string; property?: string; content: string }>;
  /** Pages have a Markdown twin at `<route>.md` (`llms.twins`), linked from their head. */
  markdownTwins?: boolean;
  /** The entries of the "Copy page" control of pages with a twin (`llms.copyPage`); absent: no control. */
  copyPage?: CopyPageEntry[];
  /** HTML plugins inject into every page (`injectHtmlTags`): at the end of the head, first and last in the body. */
  htmlTags?: { head: string; preBody: string; postBody: string };
}

/** One docs version, as the navbar's version dropdown lists it. */
export interface VersionModel {
  /** `current` (the docs folder) or its name in versions.json. */
  name: string;
  label: string;
  /** Its main doc, with the base URL: where the dropdown leads on pages it has no equivalent of. */
  href: string;
  /** The version served at the docs route base. */
  isLast: boolean;
}

/** What a docs page shows of its version. */
export interface PageVersionModel {
  /** The docs section the page is in (`default`, or its id). */
  docsId: string;
  name: string;
  label: string;
  /** Show the `Version: <label>` badge. */
  badge: boolean;
  banner: 'none' | 'unreleased' | 'unmaintained';
  /** Version name → the same page in that version (with the base URL), for the versions that have it. */
  alternates: Record<string, string>;
  /** The last version: the banner links to the same page there, else to its main doc. */
  latest?: { label: string; href: string };
}

export type PageKind = 'doc' | 'category-index' | 'not-found' | 'blog-list' | 'blog-post' | 'blog-tag' | 'blog-tags' | 'blog-authors' | 'blog-archive' | 'search';

export interface PageModel {
  kind: PageKind;
  /** Site route without base URL. */
  route: string;
  title: string;
  description: string;
  keywords: string[];
  /** The page documents a data type (a GraphQL type): search lists a guide or an operation before it, as it does REST schemas. */
  dataType?: boolean;
  /** Content HTML (compiled Markdown/MDX), without layout. */
  html: string;
  /** A hash of `html` when it comes from a compiled page (see CompiledPage.htmlKey). */
  htmlKey?: string;
  /** Stylesheets the page's own components import, output paths without the base URL. */
  stylesheets?: string[];
  toc: TocItem[];
  /** Whether the layout prints the `<h1>` (false when the content has its own or hide_title). */
  showTitle: boolean;
  showToc: boolean;
  /** No "Copy page" control (front matter `hide_copy_page`; a React page of src/pages). */
  hideCopyPage?: true;
  /** The sidebar shown next to the page, shared by reference between pages. */
  sidebar: SidebarItem[] | null;
  breadcrumbs: NavLink[];
  prev?: NavLink;
  next?: NavLink;
  /**
   * Built and reachable, but absent from sidebars, blog lists, feeds and the sitemap, with
   * `noindex`. Search indexers should skip these pages too (see `isIndexable`).
   */
  unlisted: boolean;
  /** Category index pages: the items shown as cards. */
  cards?: SidebarItem[];
  /** Category index pages of a versioned API (its tag pages): the version switcher's links. */
  apiVersions?: ApiVersionLink[];
  /** Category index pages listing the docs of one tag (`tag`) or every tag (`list`). */
  docTags?: 'tag' | 'list';
  /** Social card image from front matter: a path under `static/` or a URL, as written. */
  image?: string;
  /** Docs pages of a version: its badge, banner and the same page in other versions. */
  version?: PageVersionModel;
  /**
   * The route search engines should index instead of this one: a page of an unreleased
   * version names its equivalent in the last version.
   */
  canonicalRoute?: string;
  /** Blog pages: what the blog templates show. */
  blog?: BlogPageModel;
  /** Doc pages: the doc's tags (front matter `tags`), linked to their tag pages. */
  tags?: Array<{ label: string; href: string }>;
  /** Doc pages and blog posts: the "Edit this page" URL (`docs.editUrl`/`blog.editUrl`, `custom_edit_url`). */
  editUrl?: string;
  /** Doc pages: when and by whom the page was last updated, as the docs settings ask. */
  lastUpdate?: { date?: string; dateLabel?: string; author?: string };
  /** Doc pages: what Docusaurus's `useDoc()` gives besides the fields above, for the site's swizzled doc parts. */
  doc?: DocModel;
}

/** A doc as Docusaurus's doc page context has it (`useDoc()`), beyond what the layout shows. */
export interface DocModel {
  /** Its doc id: `guides/setup`. */
  id: string;
  /** Its file as Docusaurus names it: `@site/docs/guides/setup.md`. */
  source: string;
  /** Its front matter as written. */
  frontMatter: Record<string, unknown>;
  /** The content's own `#` title, when it starts with one. */
  contentTitle?: string;
}
