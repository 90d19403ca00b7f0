/**
 * The translation files of a site's configuration and content, as Docusaurus's plugins give
 * them (`getTranslationFiles`): the navbar and footer (docusaurus-theme-classic), each docs
 * version's label and sidebars (docusaurus-plugin-content-docs), the blog's titles
 * (docusaurus-plugin-content-blog). Same ids, messages and descriptions; pure.
 */
import type { FooterConfig, NavbarConfig, NavbarItemConfig, SidebarItemConfig, SiteConfig } from '../../config/site-config.ts';
import type { LoadedVersion } from '../../site/load-docs.ts';
import type { SidebarItem } from '../../types.ts';
import type { TranslationContent, TranslationEntry } from './extracted.ts';

/** A translation file: its path in a locale's folder (`docusaurus-theme-classic/navbar.json`) and its entries. */
export interface TranslationFile {
  path: string;
  content: TranslationContent;
}

const entries = (list: Array<[string, TranslationEntry] | false | undefined>): TranslationContent => new Map(list.filter((entry): entry is [string, TranslationEntry] => Boolean(entry)));

function flatItems(items: readonly NavbarItemConfig[]): NavbarItemConfig[] {
  return [...items, ...items.flatMap((item) => flatItems(item.items))];
}

function navbarFile(navbar: NavbarConfig): TranslationFile {
  return {
    path: 'docusaurus-theme-classic/navbar.json',
    content: entries([
      navbar.title ? ['title', { message: navbar.title, description: 'The title in the navbar' }] : false,
      ...flatItems(navbar.items).filter((item) => item.label).map((item): [string, TranslationEntry] => [`item.label.${item.label}`, { message: item.label, description: `Navbar item with label ${item.label}` }]),
      navbar.logo?.alt ? ['logo.alt', { message: navbar.logo.alt, description: 'The alt text of navbar logo' }] : false,
    ]),
  };
}

function footerFile(footer: FooterConfig): TranslationFile {
  return {
    path: 'docusaurus-theme-classic/footer.json',
    content: entries([
      ...footer.links.filter((column) => column.title).map((column): [string, TranslationEntry] => [`link.title.${column.title}`, { message: column.title, description: `The title of the footer links column with title=${column.title} in the footer` }]),
      ...footer.links.flatMap((column) => column.items).filter((link) => link.label).map((link): [string, TranslationEntry] => [`link.item.label.${link.label}`, { message: link.label, description: `The label of footer link with label=${link.label} linking to ${link.to ?? link.href}` }]),
      footer.copyright ? ['copyright', { message: footer.copyright, description: 'The footer copyright' }] : false,
      footer.logo?.alt ? ['logo.alt', { message: footer.logo.alt, description: 'The alt text of footer logo' }] : false,
    ]),
  };
}

/** Every item of a sidebar, depth first, as Docusaurus collects them. */
function flatSidebar(items: readonly SidebarItem[]): SidebarItem[] {
  return items.flatMap((item) => [item, ...(item.type === 'category' ? flatSidebar(item.items) : [])]);
}

function flatConfig(items: readonly SidebarItemConfig[]): SidebarItemConfig[] {
  return items.flatMap((item) => [item, ...(item.type === 'category' ? flatConfig(item.items) : [])]);
}

/** One sidebar's entries: its categories (and their generated pages' own titles), its links, its docs labelled in the sidebars file. */
function sidebarEntries(version: LoadedVersion, sidebarId: string, items: readonly SidebarItem[]): Array<[string, TranslationEntry]> {
  const flat = flatSidebar(items);
  const indexTitles = new Map(version.sidebars.generatedIndexes.filter((page) => page.sidebarId === sidebarId && page.title !== page.category.label).map((page) => [page.category, page.title]));
  const categories = flat.flatMap((item): Array<[string, TranslationEntry]> => {
    if (item.type !== 'category') return [];
    const key = `sidebar.${sidebarId}.category.${item.label}`;
    const title = indexTitles.get(item);
    return [
      [key, { message: item.label, description: `The label for category '${item.label}' in sidebar '${sidebarId}'` }],
      ...(title !== undefined ? [[`${key}.link.generated-index.title`, { message: title, description: `The generated-index page title for category '${item.label}' in sidebar '${sidebarId}'` }] as [string, TranslationEntry]] : []),
    ];
  });
  const links = flat.flatMap((item): Array<[string, TranslationEntry]> =>
    item.type === 'link' && item.route === undefined && item.html === undefined && item.label ? [[`sidebar.${sidebarId}.link.${item.label}`, { message: item.label, description: `The label for link '${item.label}' in sidebar '${sidebarId}', linking to '${item.href}'` }]] : [],
  );
  const written = flatConfig(version.sidebarsConfig?.sidebars[sidebarId] ?? []);
  const docs = written.flatMap((item): Array<[string, TranslationEntry]> =>
    item.type === 'doc' && item.label ? [[`sidebar.${sidebarId}.doc.${item.id}`, { message: item.label, description: `The label for the doc item '${item.label}' in sidebar '${sidebarId}', linking to the doc ${item.id}` }]] : [],
  );
  return [...categories, ...links, ...docs];
}

/** A docs version's file: `current.json` or `version-<name>.json` of its docs plugin's folder. */
function versionFile(version: LoadedVersion): TranslationFile {
  const { docsId, name, label } = version.version;
  const folder = `docusaurus-plugin-content-docs${docsId === 'default' ? '' : `-${docsId}`}`;
  return {
    path: `${folder}/${name === 'current' ? 'current' : `version-${name}`}.json`,
    content: entries([
      ['version.label', { message: label, description: `The label for version ${name}` }],
      ...Object.entries(version.sidebars.sidebars).flatMap(([sidebarId, items]) => sidebarEntries(version, sidebarId, items)),
    ]),
  };
}

function blogFile(config: SiteConfig): TranslationFile {
  const { blog } = config;
  return {
    path: 'docusaurus-plugin-content-blog/options.json',
    content: entries([
      ['title', { message: blog.title, description: 'The title for the blog used in SEO' }],
      ['description', { message: blog.description, description: 'The description for the blog used in SEO' }],
      ['sidebar.title', { message: blog.sidebarTitle, description: 'The label for the left sidebar' }],
    ]),
  };
}

/** The translation files of the site's config, docs versions and blog (code.json aside). */
export function siteTranslationFiles(options: { config: SiteConfig; versions: readonly LoadedVersion[]; hasBlog: boolean }): TranslationFile[] {
  const { config } = options;
  return [
    navbarFile(config.navbar),
    ...(config.footer ? [footerFile(config.footer)] : []),
    ...options.versions.map(versionFile),
    ...(options.hasBlog ? [blogFile(config)] : []),
  ];
}
