/**
 * Docusaurus's `themeConfig` (navbar, footer, announcement bar, colour mode, social image,
 * table of contents) as docsgen's config keys of the same meaning.
 */
import { mapPrismThemes } from './map-prism-theme.ts';
import { bool, defined, isObj, num, str, staticPath, type Notes, type Obj } from './mapping.ts';

function mapLogo(logo: unknown, path: string[], notes: Notes): Obj | undefined {
  if (!isObj(logo) || str(logo.src) === undefined) return undefined;
  notes.unmapped(logo, path, ['alt', 'src', 'srcDark', 'href', 'width', 'height'], ['target', 'className', 'style']);
  return defined({
    alt: str(logo.alt),
    src: staticPath(str(logo.src)!),
    srcDark: str(logo.srcDark) !== undefined ? staticPath(str(logo.srcDark)!) : undefined,
    href: str(logo.href),
    width: num(logo.width),
    height: num(logo.height),
  });
}

/** Navbar item keys that only style or target the link: docsgen's own markup has no place for them. */
const SILENT_ITEM_KEYS = ['target', 'rel', 'activeBasePath', 'activeBaseRegex', 'prependBaseUrlToHref', 'autoAddBaseUrl', 'dropdownActiveClassDisabled', 'dropdownItemsBefore', 'dropdownItemsAfter'];

/** A navbar item as the site's `NavbarItem` component is given it: as written (its JSON: a function prop cannot be carried over). */
function itemProps(item: Obj): Obj {
  try {
    return JSON.parse(JSON.stringify(item)) as Obj;
  } catch {
    return {};
  }
}

/** An item of a type docsgen has no markup of: rendered by the site's `NavbarItem` (see templates/components/NavbarComponentItem.tsx). */
function componentItem(item: Obj, type: string): Obj {
  return { type: 'component', props: { ...itemProps(item), type }, position: item.position === 'right' ? 'right' : 'left' };
}

function mapNavbarItem(item: unknown, path: string[], notes: Notes, nested = false): Obj | undefined {
  if (!isObj(item)) return undefined;
  const type = str(item.type) ?? (Array.isArray(item.items) ? 'dropdown' : 'default');
  const label = str(item.label);
  if (type === 'search') return undefined; // docsgen's search box is always in the navbar
  if (type === 'html' || (type === 'default' && str(item.value ?? item.html) !== undefined && label === undefined && item.to === undefined && item.href === undefined)) {
    notes.unmapped(item, path, ['type', 'value', 'html', 'position'], ['className']);
    return defined({ type: 'html', html: str(item.value ?? item.html) ?? '', position: item.position === 'right' ? 'right' : item.position === 'left' ? 'left' : undefined });
  }
  if (!['default', 'doc', 'docSidebar', 'dropdown', 'docsVersionDropdown', 'localeDropdown'].includes(type)) {
    // A `custom-*` type (or `docsVersion`) is what the site's `@theme/NavbarItem` renders: the build renders it with the item as props.
    // Inside a dropdown, it is left out of docsgen's markup of the dropdown: the dropdown renders with NavbarItem (see navbar-component-items.ts).
    return nested ? undefined : componentItem(item, type);
  }
  notes.unmapped(item, path, ['type', 'label', 'to', 'href', 'docId', 'sidebarId', 'position', 'items', 'docsPluginId', 'className', 'aria-label'], SILENT_ITEM_KEYS);
  const href = str(item.href);
  // A root-relative `href` is a page of the site: docsgen's `href` is for external URLs.
  const internal = href !== undefined && href.startsWith('/');
  const items = Array.isArray(item.items) ? item.items.map((inner, index) => mapNavbarItem(inner, [...path, 'items', String(index)], notes, true)).filter((inner) => inner !== undefined) : undefined;
  return defined({
    type: type === 'default' || type === 'dropdown' ? undefined : type,
    label,
    to: str(item.to) ?? (internal ? href : undefined),
    href: internal ? undefined : href,
    docId: str(item.docId),
    sidebarId: str(item.sidebarId),
    docsPluginId: str(item.docsPluginId) === 'default' ? undefined : str(item.docsPluginId),
    position: item.position === 'right' ? 'right' : item.position === 'left' ? 'left' : undefined,
    items: type === 'dropdown' ? items : undefined,
    className: str(item.className),
    ariaLabel: str(item['aria-label']),
  });
}

function mapNavbar(navbar: Obj, notes: Notes): Obj {
  const path = ['themeConfig', 'navbar'];
  notes.unmapped(navbar, path, ['title', 'logo', 'hideOnScroll', 'items'], ['style']);
  // Each item keeps its props: a site that swizzles `NavbarItem` or its ComponentTypes renders every item with them.
  const items = Array.isArray(navbar.items)
    ? navbar.items.flatMap((item, index) => {
        const mapped = mapNavbarItem(item, [...path, 'items', String(index)], notes);
        return mapped === undefined ? [] : [mapped.type === 'component' || !isObj(item) ? mapped : { ...mapped, props: itemProps(item) }];
      })
    : [];
  return defined({ title: str(navbar.title), logo: mapLogo(navbar.logo, [...path, 'logo'], notes), hideOnScroll: bool(navbar.hideOnScroll), items });
}

function mapFooterLink(link: unknown, path: string[], notes: Notes): Obj | undefined {
  if (!isObj(link)) return undefined;
  if (str(link.label) === undefined) {
    if (str(link.html) !== undefined) return { html: str(link.html) };
    notes.add(path, 'Footer item without `label` or `html` is left out', 'give it a `label`');
    return undefined;
  }
  const href = str(link.href);
  const internal = href !== undefined && href.startsWith('/');
  return defined({ label: str(link.label), to: str(link.to) ?? (internal ? href : undefined), href: internal ? undefined : href });
}

function mapFooter(footer: Obj, notes: Notes): Obj {
  const path = ['themeConfig', 'footer'];
  notes.unmapped(footer, path, ['style', 'links', 'logo', 'copyright']);
  const links = Array.isArray(footer.links) ? footer.links : [];
  // Docusaurus's "simple footer" lists links without columns: docsgen's footer has columns, so one untitled column.
  const columns = links.every((link) => isObj(link) && Array.isArray(link.items)) ? links : [{ title: '', items: links }];
  return defined({
    style: footer.style === 'light' ? 'light' : 'dark',
    links: columns.map((column, index) => {
      const at = [...path, 'links', String(index)];
      const items = Array.isArray((column as Obj).items) ? ((column as Obj).items as unknown[]) : [];
      return { title: str((column as Obj).title) ?? '', items: items.map((link, inner) => mapFooterLink(link, [...at, 'items', String(inner)], notes)).filter((link) => link !== undefined) };
    }),
    logo: mapLogo(footer.logo, [...path, 'logo'], notes),
    copyright: str(footer.copyright),
  });
}

/** `themeConfig.metadata` (`{name|property, content}` tags) as docsgen's `metadata`; a tag of another form is noted. */
function mapMetadata(tags: unknown[], notes: Notes): Obj[] {
  return tags.flatMap((tag, index) => {
    const path = ['themeConfig', 'metadata', String(index)];
    const key = isObj(tag) ? (str(tag.name) !== undefined ? 'name' : str(tag.property) !== undefined ? 'property' : undefined) : undefined;
    if (!isObj(tag) || !key || str(tag.content) === undefined) {
      notes.add(path, 'A `metadata` tag without `name` or `property` and `content` is not carried over', 'docsgen writes `<meta>` tags of a `name` or `property` and `content`');
      return [];
    }
    notes.unmapped(tag, path, ['name', 'property', 'content']);
    return [{ [key]: str(tag[key]), content: str(tag.content) }];
  });
}

/** `prism.magicComments` as config.yaml's `markdown.magicComments`: each `{ className, line?, block?: { start, end } }`. */
function mapMagicComments(list: unknown[], notes: Notes): Obj[] {
  return list.flatMap((comment, index) => {
    const path = ['themeConfig', 'prism', 'magicComments', String(index)];
    if (!isObj(comment) || str(comment.className) === undefined) {
      notes.add(path, 'A magic comment without a `className` is not carried over', 'each names the class of the lines it marks');
      return [];
    }
    const block = isObj(comment.block) && str(comment.block.start) !== undefined && str(comment.block.end) !== undefined ? { start: str(comment.block.start), end: str(comment.block.end) } : undefined;
    return [defined({ className: str(comment.className), line: str(comment.line), block })];
  });
}

/** docsgen config keys from `themeConfig`; what it does not carry over is noted. */
export function mapThemeConfig(themeConfig: Obj, notes: Notes): Obj {
  const out: Obj = {};
  // `api` is docusaurus-theme-openapi-docs's, read with the APIs (see mapThemeApi).
  // Keys of no theme docsgen stands for (`zoom`, `hubspot`, a theme's or the site's own) reach the
  // site's plugins and components as they are, through `siteConfig.themeConfig`: nothing is left out.
  if (themeConfig.languageTabs !== undefined) notes.add(['themeConfig', 'languageTabs'], '`themeConfig.languageTabs` is not read: docsgen\'s API pages show curl, JavaScript and Python samples', 'the operations\' own `x-codeSamples` are shown beside them');
  if (isObj(themeConfig.navbar)) out.navbar = mapNavbar(themeConfig.navbar, notes);
  if (isObj(themeConfig.footer)) out.footer = mapFooter(themeConfig.footer, notes);
  const bar = themeConfig.announcementBar;
  if (isObj(bar) && str(bar.content) !== undefined) {
    out.announcementBar = defined({ id: str(bar.id) ?? 'announcement-bar', content: str(bar.content), backgroundColor: str(bar.backgroundColor), textColor: str(bar.textColor), isCloseable: bool(bar.isCloseable) });
  }
  const colorMode = themeConfig.colorMode;
  if (isObj(colorMode)) {
    out.colorMode = defined({ defaultMode: colorMode.defaultMode === 'dark' ? 'dark' : colorMode.defaultMode === 'light' ? 'light' : undefined, disableSwitch: bool(colorMode.disableSwitch), respectPrefersColorScheme: bool(colorMode.respectPrefersColorScheme) });
  }
  if (str(themeConfig.image) !== undefined) out.image = staticPath(str(themeConfig.image)!);
  const toc = themeConfig.tableOfContents;
  if (isObj(toc)) out.toc = defined({ minHeadingLevel: num(toc.minHeadingLevel), maxHeadingLevel: num(toc.maxHeadingLevel) });
  if (themeConfig.prism !== undefined) {
    const { magicComments, theme, darkTheme, ...rest } = isObj(themeConfig.prism) ? themeConfig.prism : {};
    if (Array.isArray(magicComments)) out.markdown = { magicComments: mapMagicComments(magicComments, notes) };
    const codeColors = isObj(themeConfig.prism) ? mapPrismThemes(themeConfig.prism) : undefined;
    if (codeColors) out.theme = { codeColors };
    if (!isObj(themeConfig.prism) || Object.keys(rest).length) notes.add(['themeConfig', 'prism'], '`themeConfig.prism` is read for its `theme`, `darkTheme` and `magicComments` only: docsgen highlights code with Shiki at build time', 'code blocks take the themes\' colours by kind of token; languages need no `additionalLanguages`');
    else if ((theme !== undefined || darkTheme !== undefined) && !codeColors) notes.add(['themeConfig', 'prism'], '`themeConfig.prism` gives no theme colours (prism-react-renderer is not installed, or the theme has no `plain` colour)', 'code blocks get docsgen\'s light and dark colours');
  }
  if (themeConfig.algolia !== undefined) notes.add(['themeConfig', 'algolia'], '`themeConfig.algolia` is not read: docsgen builds its own search index', 'the navbar search box searches every page, offline, with no Algolia account');
  // The classic preset adds Algolia's theme for `algolia`; it writes a search page at `searchPagePath` (default `search`), docsgen writes its own there.
  if (isObj(themeConfig.algolia)) {
    const pagePath = themeConfig.algolia.searchPagePath === undefined ? 'search' : str(themeConfig.algolia.searchPagePath);
    if (pagePath) out.search = { page: `/${pagePath}` };
  }
  if (Array.isArray(themeConfig.metadata)) out.metadata = mapMetadata(themeConfig.metadata, notes);
  const sidebar = mapDocsSidebar(themeConfig, notes);
  if (sidebar) out.sidebar = sidebar;
  if (isObj(themeConfig.blog)) notes.add(['themeConfig', 'blog'], '`themeConfig.blog` is not read', "docsgen's blog sidebar lists the recent posts without year headings");
  return out;
}

/** `themeConfig.docs.sidebar` (and Docusaurus 2's `hideableSidebar`, `autoCollapseSidebarCategories`) as `sidebar`. */
function mapDocsSidebar(themeConfig: Obj, notes: Notes): Obj | undefined {
  const docs = isObj(themeConfig.docs) ? themeConfig.docs : {};
  notes.unmapped(docs, ['themeConfig', 'docs'], ['sidebar', 'versionPersistence']);
  // docsgen keeps the chosen version in localStorage, Docusaurus's default.
  if (docs.versionPersistence === 'none') notes.add(['themeConfig', 'docs', 'versionPersistence'], '`versionPersistence: none` is not carried over', 'the version a reader chooses is remembered in localStorage, as Docusaurus does by default');
  const sidebar = isObj(docs.sidebar) ? docs.sidebar : {};
  notes.unmapped(sidebar, ['themeConfig', 'docs', 'sidebar'], ['hideable', 'autoCollapseCategories']);
  const mapped = defined({ hideable: bool(sidebar.hideable) ?? bool(themeConfig.hideableSidebar), autoCollapseCategories: bool(sidebar.autoCollapseCategories) ?? bool(themeConfig.autoCollapseSidebarCategories) });
  return Object.keys(mapped).length ? mapped : undefined;
}
