/**
 * The site's footer, made of the classic theme's footer parts (`Footer/Layout`, `Footer/Links`,
 * `Footer/Links/MultiColumn`, `Footer/Links/Simple`, `Footer/LinkItem`, `Footer/Logo`,
 * `Footer/Copyright`), each given the classic props: a Docusaurus site that swizzles one has
 * its own rendered in that place (ThemedApart.tsx), the others docsgen's.
 */
import type { ReactNode } from 'react';
import type { FooterModel, LogoModel } from '../../src/render/models.ts';
import { Logo } from './Logo.tsx';
import { themedApart } from './ThemedApart.tsx';
import { themed } from '../theme.ts';

/** A footer link as `themeConfig.footer.links` has it: `to` inside the site, `href` outside, or trusted `html`. */
export interface ClassicFooterItem {
  label?: string;
  to?: string;
  href?: string;
  html?: string;
  className?: string;
}

/** A column of the multi-column footer. */
export interface ClassicFooterColumn {
  title: string;
  items: ClassicFooterItem[];
  className?: string;
}

/** The footer's links: columns, or one row of items (Docusaurus's "simple footer"). */
export type ClassicFooterLinks = ClassicFooterColumn[] | ClassicFooterItem[];

/** docsgen's footer links as the classic theme's: an untitled single column was a simple footer's row. */
export function classicFooterLinks(footer: FooterModel): ClassicFooterLinks {
  const items = (links: FooterModel['columns'][number]['links']): ClassicFooterItem[] =>
    links.map((link) => (link.html !== undefined ? { html: link.html } : link.external ? { label: link.label, href: link.href } : { label: link.label, to: link.href }));
  const [only] = footer.columns;
  if (footer.columns.length === 1 && only && !only.title) return items(only.links);
  return footer.columns.map((column) => ({ title: column.title, items: items(column.links) }));
}

/** The classic props of each footer part, for the build's trial of the site's (build/theme-parts.ts). */
export function footerPartProps(footer: FooterModel): Record<string, Record<string, unknown>> {
  const links = classicFooterLinks(footer);
  const item = (isMultiColumn(links) ? links.flatMap((column) => column.items) : links).find((each) => each.html === undefined);
  return {
    'Footer/Layout': { ...footerLayoutProps(footer, links) },
    ...(links.length ? { 'Footer/Links': { links } } : {}),
    ...(isMultiColumn(links) ? { 'Footer/Links/MultiColumn': { columns: links } } : links.length ? { 'Footer/Links/Simple': { links } } : {}),
    ...(item ? { 'Footer/LinkItem': { item } } : {}),
    ...(footer.logo ? { 'Footer/Logo': { logo: footer.logo } } : {}),
    ...(footer.copyright ? { 'Footer/Copyright': { copyright: footer.copyright } } : {}),
  };
}

/** As the classic `Footer` gives them: each of links, logo and copyright a part, when the footer has it. */
function footerLayoutProps(footer: FooterModel, links = classicFooterLinks(footer)): FooterLayoutProps {
  return {
    style: footer.style,
    ...(links.length ? { links: <FooterLinks links={links} /> } : {}),
    ...(footer.logo ? { logo: <FooterLogo logo={footer.logo} /> } : {}),
    ...(footer.copyright ? { copyright: <FooterCopyright copyright={footer.copyright} /> } : {}),
  };
}

/** As the classic theme tells them apart: columns have a title. */
const isMultiColumn = (links: ClassicFooterLinks): links is ClassicFooterColumn[] => links.length > 0 && 'title' in links[0]!;

/** The part renders the props it was given; a site's part gets the same. */
const same = <P extends object>(props: P): Record<string, unknown> => ({ ...props }) as Record<string, unknown>;

function FooterLinkItemView({ item }: { item: ClassicFooterItem }) {
  const href = item.href ?? item.to ?? '';
  return (
    <a className="footer__link" href={href} {...(item.href !== undefined && !href.startsWith('/') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {item.label}
    </a>
  );
}

export const FooterLinkItem = themedApart('Footer/LinkItem', FooterLinkItemView, { props: same });

/** One link of a column, or the site's trusted HTML in its place, as Docusaurus's footer `html` items. */
function FooterItem({ item }: { item: ClassicFooterItem }) {
  return <li>{item.html !== undefined ? <span className="footer__html" dangerouslySetInnerHTML={{ __html: item.html }} /> : <FooterLinkItem item={item} />}</li>;
}

function FooterColumn({ title, items }: { title: string; items: ClassicFooterItem[] }) {
  return (
    <div className="footer__column">
      <h2 className="footer__title">{title}</h2>
      <ul>
        {items.map((item, index) => (
          <FooterItem key={`${item.label ?? ''}-${index}`} item={item} />
        ))}
      </ul>
    </div>
  );
}

function FooterLinksMultiColumnView({ columns }: { columns: ClassicFooterColumn[] }) {
  return (
    <div className="footer__columns">
      {columns.map((column, index) => (
        <FooterColumn key={`${column.title}-${index}`} title={column.title} items={column.items} />
      ))}
    </div>
  );
}

/** docsgen shows a simple footer's row as one untitled column. */
function FooterLinksSimpleView({ links }: { links: ClassicFooterItem[] }) {
  return (
    <div className="footer__columns">
      <FooterColumn title="" items={links} />
    </div>
  );
}

export const FooterLinksMultiColumn = themedApart('Footer/Links/MultiColumn', FooterLinksMultiColumnView, { props: same });
export const FooterLinksSimple = themedApart('Footer/Links/Simple', FooterLinksSimpleView, { props: same });

function FooterLinksView({ links }: { links: ClassicFooterLinks }) {
  return isMultiColumn(links) ? <FooterLinksMultiColumn columns={links} /> : <FooterLinksSimple links={links as ClassicFooterItem[]} />;
}

export const FooterLinks = themedApart('Footer/Links', FooterLinksView, { props: same });

function FooterLogoView({ logo }: { logo: LogoModel }) {
  return (
    <a className="footer__logo" href={logo.href}>
      <Logo logo={logo} />
    </a>
  );
}

export const FooterLogo = themedApart('Footer/Logo', FooterLogoView, { props: same });

function FooterCopyrightView({ copyright }: { copyright: string }) {
  // Trusted HTML from the site's own config.
  return <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />;
}

export const FooterCopyright = themedApart('Footer/Copyright', FooterCopyrightView, { props: same });

export interface FooterLayoutProps {
  style: FooterModel['style'];
  links?: ReactNode;
  logo?: ReactNode;
  copyright?: ReactNode;
}

function FooterLayoutView({ style, links, logo, copyright }: FooterLayoutProps) {
  return (
    <footer className={`theme-layout-footer footer footer--${style}`}>
      <div className="footer__inner">
        {links || <div className="footer__columns" />}
        {logo}
        {copyright}
      </div>
    </footer>
  );
}

export const FooterLayout = themedApart('Footer/Layout', FooterLayoutView, { props: same });

/** As the classic `Footer`: the layout given the links, logo and copyright, each a part. */
function FooterView({ footer }: { footer: FooterModel }) {
  return <FooterLayout {...footerLayoutProps(footer)} />;
}

export const Footer = themed('Footer', FooterView);
