/**
 * The plain-data hand-off types between pipeline stages. Everything here survives
 * JSON.stringify: templates render from it and later stages may cache or ship it.
 */
import type { CodeSample, ContentFormat, ContentLink, TocItem } from './content/compile-markdown.ts';
import type { FrontMatter } from './content/front-matter.ts';

export type { CodeSample, ContentFormat, ContentLink, TocItem, FrontMatter };

/** A Markdown/MDX file under the docs folder, with what its path and front matter say. */
export interface SourcePage {
  /** Path as shown in messages, relative to the working directory. */
  file: string;
  /** Absolute path on disk. */
  path: string;
  /** Path relative to the docs folder, with `/` separators: `sdk/01-cart.md`. */
  docPath: string;
  format: ContentFormat;
  /** Doc id used by sidebars and pagination: `sdk/cart`. */
  id: string;
  /** Site route without base URL: `/sdk/cart`, `/` for the root. */
  route: string;
  frontMatter: FrontMatter;
  /** Front matter keys docsgen does not interpret. */
  extra: Record<string, unknown>;
  /** The file with the front matter blanked out (line numbers unchanged). */
  body: string;
  /** The file as read, for code frames. */
  source: string;
  /** Position from a number prefix (`02-setup.md` → 2). */
  numberPrefix?: number;
  /**
   * Docusaurus gives its route a trailing slash (`src/pages/repl/index.tsx` is `/repl/`, a
   * plugin's route written `/repl/`): with `trailingSlash` unset, a route of its own beside `/repl`.
   */
  slashed?: true;
}

/** What a `_category_.json`/`_category_.yml` file says about its folder. */
export interface CategoryMeta {
  /** Docs-relative folder, `/`-separated, as on disk (number prefixes kept). */
  dir: string;
  file: string;
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  /** `{type: 'doc', id}` or `{type: 'generated-index', …}`; `null` for no link. */
  link?: { type: 'doc'; id: string } | { type: 'generated-index'; slug?: string; title?: string; description?: string } | null;
  description?: string;
  /** `className` and `customProps` of the category's sidebar item. */
  className?: string;
  customProps?: Record<string, unknown>;
}

/** A page after its content is compiled to HTML. */
export interface CompiledPage {
  id: string;
  route: string;
  file: string;
  /** Front matter title, else the first `#` heading, else the file name. */
  title: string;
  /** Whether the content itself starts with the `#` title (the layout then adds none). */
  hasContentTitle: boolean;
  description: string;
  keywords: string[];
  sidebarLabel: string;
  toc: TocItem[];
  headingIds: string[];
  /** The content as HTML, without layout. */
  html: string;
  /** A hash of `html`: render keys use it rather than hash the HTML of every page on every build. */
  htmlKey: string;
  /**
   * A page that is code (ESM, expressions, its own components): its MDX module, which
   * renderCodePages turns into `html` once the site's components are bundled.
   */
  mdxModule?: string;
  /**
   * The code blocks of `mdxModule`'s placeholders (see placeholdersInModule), in order,
   * highlighted on the highlight worker while the build compiled; filled in once it renders.
   */
  highlightedBlocks?: string[];
  /** Heading levels of the TOC, for a code page's TOC made from its rendered HTML. */
  tocLevels?: { min: number; max: number };
  /** Stylesheets its components import, as output paths (`assets/css/components.1a2b3c4d.css`). */
  stylesheets?: string[];
  /** Links written in the content, for the link checker. */
  links: ContentLink[];
  /** Every id a link may target on the page: headings, and ids from raw HTML, JSX and components. */
  anchors: string[];
  /** Where the content first has `<DocCardList />`, filled with its sidebar category's cards at render. */
  docCardList?: { line: number; column: number };
  /** The content's code blocks, for the sample checks (none on generated API pages). */
  codeBlocks: CodeSample[];
  frontMatter: FrontMatter;
  /** Front matter keys docsgen does not interpret, for the site's components that read the page's front matter (`useDoc()`). */
  frontMatterExtra?: Record<string, unknown>;
}

/** A resolved sidebar entry, shared by every page of the sidebar (never copied per page). */
export type SidebarItem = SidebarLink | SidebarCategory;

export interface SidebarLink {
  type: 'link';
  label: string;
  /** URL with base URL applied, or an external URL. */
  href: string;
  /** Route of the doc for internal links, to mark the current page. */
  route?: string;
  external: boolean;
  /** The doc's description, for category index cards. */
  description?: string;
  /** A short tag shown before the label: the HTTP method of an API operation. */
  badge?: string;
  /** A sidebar `html` item: this trusted HTML is shown instead of a link (no route, no href). */
  html?: string;
  /** The Docusaurus item's `className` (on its `<li>`, as in the classic theme), else the page's `sidebar_class_name`. */
  className?: string;
  /** The Docusaurus item's `customProps`, which the site's swizzled sidebar parts read. */
  customProps?: Record<string, unknown>;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** The category's own page (index doc or generated index), if any. */
  href?: string;
  route?: string;
  items: SidebarItem[];
  collapsed: boolean;
  collapsible: boolean;
  description?: string;
  className?: string;
  customProps?: Record<string, unknown>;
}

/** A link to a neighbouring page, or a breadcrumb. */
export interface NavLink {
  label: string;
  href?: string;
}

/** A page of cards generated for a category without an index page. */
export interface GeneratedIndexPage {
  route: string;
  title: string;
  description: string;
  sidebarId: string;
  /** The category the cards list. */
  category: SidebarCategory;
  /** Where the category was declared, for messages. */
  file: string;
  /** The tag page of a versioned API: the version switcher's links. */
  apiVersions?: ApiVersionLink[];
  /** A docs tag page: of one tag (`tag`) or of every tag (`list`). */
  docTags?: 'tag' | 'list';
}

/** Per-route navigation derived once per sidebar (never by searching the sidebar per page). */
export interface PageNavigation {
  sidebarId: string;
  breadcrumbs: NavLink[];
  prev?: NavLink;
  next?: NavLink;
  /** The items of the page's category: its own when it is a category's page, else its parent's. */
  categoryItems: SidebarItem[];
}

/** One version in an API's version switcher (see api-versions.ts). */
export interface ApiVersionLink {
  label: string;
  href: string;
  /** The version of the page it is on. */
  active: boolean;
}
