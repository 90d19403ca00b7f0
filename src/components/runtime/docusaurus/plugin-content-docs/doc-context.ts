/**
 * Docusaurus's doc page context (`useDoc()`), which the classic theme's doc parts read and a
 * site's swizzle of one reads in turn (`src/theme/DocItem/Layout`): made from the page being
 * rendered, as the docs plugin gives it to the DocItem route. Outside a doc page the hook
 * throws, as Docusaurus's does outside its provider.
 */
import { useContext } from 'react';
import { NavbarContext, pagePathname, type NavbarContextValue } from '../../../../../templates/components/navbar-context.ts';
import { classicLastUpdate, classicToc, type ClassicTocItem } from '../../../../../templates/components/classic-props.ts';
import type { PageModel } from '../../../../render/models.ts';

export interface DocNavLink {
  title: string;
  permalink: string;
}

export interface DocContextValue {
  metadata: {
    id: string;
    title: string;
    description: string;
    source: string;
    sourceDirName: string;
    permalink: string;
    draft: boolean;
    unlisted: boolean;
    editUrl?: string;
    lastUpdatedAt?: number;
    lastUpdatedBy?: string;
    formattedLastUpdatedAt?: string;
    sidebarPosition?: number;
    tags: Array<{ label: string; permalink: string }>;
    version: string;
    frontMatter: Record<string, unknown>;
    previous?: DocNavLink;
    next?: DocNavLink;
  };
  frontMatter: Record<string, unknown>;
  /** Docusaurus's TOC entries: `value` is the heading's HTML. */
  toc: ClassicTocItem[];
  contentTitle?: string;
  assets: { image?: string };
}

/** The page's URL, as its permalink. */
const permalinkOf = pagePathname;

const navLink = (link: PageModel['prev']): DocNavLink | undefined => (link?.href ? { title: link.label, permalink: link.href } : undefined);

/** The context of a doc page. */
export function docContextOf(context: NavbarContextValue, page: PageModel & { doc: NonNullable<PageModel['doc']> }): DocContextValue {
  const { doc } = page;
  const previous = navLink(page.prev);
  const next = navLink(page.next);
  const metadata: DocContextValue['metadata'] = {
    id: doc.id,
    title: page.title,
    description: page.description,
    source: doc.source,
    sourceDirName: doc.source.replace(/^@site\/[^/]+\/?/, '').replace(/\/?[^/]*$/, '') || '.',
    permalink: permalinkOf(context),
    draft: false,
    unlisted: page.unlisted,
    ...(page.editUrl ? { editUrl: page.editUrl } : {}),
    ...classicLastUpdate(page),
    ...(page.lastUpdate?.dateLabel ? { formattedLastUpdatedAt: page.lastUpdate.dateLabel } : {}),
    ...(typeof doc.frontMatter.sidebar_position === 'number' ? { sidebarPosition: doc.frontMatter.sidebar_position } : {}),
    tags: (page.tags ?? []).map((tag) => ({ label: tag.label, permalink: tag.href })),
    version: page.version?.name ?? 'current',
    frontMatter: doc.frontMatter,
    ...(previous ? { previous } : {}),
    ...(next ? { next } : {}),
  };
  return {
    metadata,
    frontMatter: doc.frontMatter,
    toc: classicToc(page),
    ...(doc.contentTitle !== undefined ? { contentTitle: doc.contentTitle } : {}),
    assets: page.image !== undefined ? { image: page.image } : {},
  };
}

export function useDoc(): DocContextValue {
  const context = useContext(NavbarContext);
  const page = context?.page;
  if (!context || !page?.doc) throw new Error('Hook useDoc is called outside the <DocProvider>: the page is not a doc');
  return docContextOf(context, page as PageModel & { doc: NonNullable<PageModel['doc']> });
}

/** The doc page's sidebar categories down to the doc itself, as Docusaurus's breadcrumbs list them; null on a doc in no sidebar, or with `docs.breadcrumbs: false`. */
export function useSidebarBreadcrumbs(): Array<{ type: 'category' | 'link'; label: string; href?: string }> | null {
  const context = useContext(NavbarContext);
  const page = context?.page;
  if (!context || !page?.doc || !page.sidebar || context.site.docsBreadcrumbs === false) return null;
  return [...page.breadcrumbs.map((item) => ({ type: 'category' as const, label: item.label, ...(item.href ? { href: item.href } : {}) })), { type: 'link', label: page.title, href: permalinkOf(context) }];
}
