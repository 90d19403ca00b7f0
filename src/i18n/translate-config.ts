/**
 * A locale's config with its translations in: the navbar's and footer's labels from
 * `navbar.json` and `footer.json` (by Docusaurus's ids), the blog's titles from its
 * `options.json`, and every message kept for the components, the theme and the sidebars.
 */
import type { Messages, Translations } from '../config/i18n-config.ts';
import type { BlogConfig, FooterConfig, NavbarConfig, NavbarItemConfig, SiteConfig } from '../config/site-config.ts';

/** A Docusaurus navbar item as written (a `component` item's props): its label and its dropdown's, translated. */
function translateProps(props: Record<string, unknown>, messages: Messages): Record<string, unknown> {
  const label = typeof props.label === 'string' ? messages[`item.label.${props.label}`] : undefined;
  const items = Array.isArray(props.items) ? props.items.map((inner: unknown) => (typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? translateProps(inner as Record<string, unknown>, messages) : inner)) : undefined;
  return { ...props, ...(label !== undefined ? { label } : {}), ...(items ? { items } : {}) };
}

function translateNavbar(navbar: NavbarConfig, messages: Messages): NavbarConfig {
  const item = (each: NavbarItemConfig): NavbarItemConfig => ({ ...each, label: messages[`item.label.${each.label}`] ?? each.label, items: each.items.map(item), ...(each.props ? { props: translateProps(each.props, messages) } : {}) });
  return {
    ...navbar,
    title: messages.title ?? navbar.title,
    logo: navbar.logo ? { ...navbar.logo, alt: messages['logo.alt'] ?? navbar.logo.alt } : null,
    items: navbar.items.map(item),
  };
}

function translateFooter(footer: FooterConfig, messages: Messages): FooterConfig {
  return {
    ...footer,
    links: footer.links.map((column) => ({
      ...column,
      title: messages[`link.title.${column.title}`] ?? column.title,
      items: column.items.map((link) => ({ ...link, label: messages[`link.item.label.${link.label}`] ?? link.label })),
    })),
    logo: footer.logo ? { ...footer.logo, alt: messages['logo.alt'] ?? footer.logo.alt } : null,
    copyright: messages.copyright ?? footer.copyright,
  };
}

function translateBlog(blog: BlogConfig, messages: Messages): BlogConfig {
  return { ...blog, title: messages.title ?? blog.title, description: messages.description ?? blog.description, sidebarTitle: messages['sidebar.title'] ?? blog.sidebarTitle };
}

/** The config with the locale's translations applied and kept (`config.translations`). */
export function translateConfig(config: SiteConfig, translations: Translations): SiteConfig {
  return {
    ...config,
    navbar: translateNavbar(config.navbar, translations.navbar),
    footer: config.footer ? translateFooter(config.footer, translations.footer) : null,
    blog: translateBlog(config.blog, translations.blog),
    translations,
  };
}
