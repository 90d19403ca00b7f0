/**
 * The props templates render from. Plain JSON-safe data, the same for every page of a
 * site (SiteModel) or for one route (PageModel); templates never read files or globals.
 */
import type { BlogPageModel } from '../blog/blog-models.ts';
import type { AnnouncementBarConfig, ColorModeConfig } from '../config/site-config.ts';
import type { NavLink, SidebarItem, TocItem } from '../types.ts';

export interface LogoModel {
  alt: string;
  /** URLs with the base URL applied. */
  src: string;
  srcDark: string;
  width: number;
  height: number;
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
}

export interface FooterModel {
  style: 'dark' | 'light';
  columns: Array<{ title: string; links: Array<{ label: string; href: string; external: boolean }> }>;
  logo: LogoModel | null;
  /** Trusted inline HTML from config.yaml. */
  copyright: string;
}

export interface SiteModel {
  title: string;
  tagline: string;
  /** Origin, without trailing slash. */
  url: string;
  baseUrl: string;
  locale: string;
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
  versionLabel: string;
  announcementBar: AnnouncementBarConfig | null;
  navbar: { title: string; logo: LogoModel | null; hideOnScroll: boolean; items: NavbarLinkModel[] };
  footer: FooterModel | null;
  /** Default social card image, as an absolute URL; null for none. */
  image: string | null;
}

export type PageKind = 'doc' | 'category-index' | 'not-found' | 'blog-list' | 'blog-post' | 'blog-tag' | 'blog-tags' | 'blog-archive';

export interface PageModel {
  kind: PageKind;
  /** Site route without base URL. */
  route: string;
  title: string;
  description: string;
  keywords: string[];
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
  /** Social card image from front matter: a path under `static/` or a URL, as written. */
  image?: string;
  /** Blog pages: what the blog templates show. */
  blog?: BlogPageModel;
}
