/** `@theme/NavbarItem/ComponentTypes`: docsgen's classic navbar item components by type, which a site's own ComponentTypes may extend. */
import type { ComponentType } from 'react';
import { DocNavbarItem, DocSidebarNavbarItem, DocsVersionDropdownNavbarItem, DocsVersionNavbarItem } from './docs-items.tsx';
import { DropdownNavbarItem, LocaleDropdownNavbarItem } from './dropdowns.tsx';
import { DefaultNavbarItem, HtmlNavbarItem, SearchNavbarItem } from './links.tsx';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ComponentTypes: Record<string, ComponentType<any>> = {
  default: DefaultNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  html: HtmlNavbarItem,
  doc: DocNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  docsVersion: DocsVersionNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
};

export default ComponentTypes;
