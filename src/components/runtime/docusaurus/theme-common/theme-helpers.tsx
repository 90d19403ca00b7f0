/**
 * The smaller pieces of theme-common a site's swizzled or own components import: the search
 * page's query and links, tag lists by letter, footer and regexp checks, content-visibility
 * banners, and components docsgen's layout makes unnecessary (a secondary navbar menu).
 */
import { Component, Fragment, type ReactNode } from 'react';
import data from 'docsgen:site-data';
import Head from '../Head.tsx';
import { translate } from '../Translate.tsx';
import { useQueryString } from './history-utils.ts';
import './themed-component.css';

/** The reader asked their system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Whether `value` matches the pattern written as a string (case-insensitive); no pattern matches nothing. */
export function isRegexpStringMatch(pattern: string | undefined, value: string): boolean {
  return pattern !== undefined && new RegExp(pattern, 'gi').test(value);
}

/** Whether footer links are columns (each with a title) rather than one row. */
export function isMultiColumnFooterLinks(links: ReadonlyArray<object>): boolean {
  return links.length > 0 && 'title' in links[0]!;
}

/** `[query, setQuery]` of the search page's `?q=`. */
export function useSearchQueryString(): [string, (value: string | null, options?: { push: boolean }) => void] {
  return useQueryString('q');
}

/** A function from a query to the search page's address for it. */
export function useSearchLinkCreator(): (query: string) => string {
  const { baseUrl } = data.siteConfig;
  return (query) => `${baseUrl}search?q=${encodeURIComponent(query)}`;
}

/** The class a heading target gets for the navbar above it, as Docusaurus names it (docsgen's headings leave room for the navbar themselves). */
export function useAnchorTargetClassName(id: string | undefined): string | undefined {
  if (id === undefined) return undefined;
  const navbar = (data.siteConfig.themeConfig as { navbar?: { hideOnScroll?: boolean } }).navbar;
  return navbar?.hideOnScroll ? 'anchorTargetHideOnScrollNavbar' : 'anchorTargetStickyNavbar';
}

export interface TagLetterEntry<Tag extends { label: string } = { label: string; permalink: string; count: number }> {
  letter: string;
  tags: Tag[];
}

/** Tags grouped by the first letter of their label, letters and the tags of each in the locale's order. */
export function listTagsByLetters<Tag extends { label: string }>(tags: readonly Tag[]): Array<TagLetterEntry<Tag>> {
  const groups = new Map<string, Tag[]>();
  for (const tag of tags) {
    const letter = tag.label[0]?.toUpperCase() ?? '';
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, grouped]) => ({ letter, tags: grouped.sort((a, b) => a.label.localeCompare(b.label)) }));
}

export const translateTagsPageTitle = (): string => translate({ id: 'theme.tags.tagsPageTitle', message: 'Tags' });

/**
 * A component whose children render once per colour mode, each given the class that shows it
 * in that mode only (the page's `data-theme`, set before first paint), as ThemedImage does.
 */
export function ThemedComponent({ className, children }: { className?: string; children: (props: { theme: 'light' | 'dark'; className: string }) => ReactNode }): ReactNode {
  return (
    <>
      {(['light', 'dark'] as const).map((theme) => (
        <Fragment key={theme}>{children({ theme, className: [className, 'themed-component', `themed-component--${theme}`].filter(Boolean).join(' ') })}</Fragment>
      ))}
    </>
  );
}

/** Its class on the document's `<html>`, around its children. */
export function HtmlClassNameProvider({ className, children }: { className?: string; children?: ReactNode }): ReactNode {
  return (
    <>
      {className ? (
        <Head>
          <html className={className} />
        </Head>
      ) : null}
      {children}
    </>
  );
}

/** A secondary navbar menu's content: docsgen's mobile drawer shows the sidebar itself. */
export function NavbarSecondaryMenuFiller(): null {
  return null;
}

export const UnlistedBannerTitle = (): string => translate({ id: 'theme.contentVisibility.unlistedBanner.title', message: 'Unlisted page' });
export const UnlistedBannerMessage = (): string =>
  translate({ id: 'theme.contentVisibility.unlistedBanner.message', message: 'This page is not in the sidebar or search results: only readers with the link can find it.' });
export const DraftBannerTitle = (): string => translate({ id: 'theme.contentVisibility.draftBanner.title', message: 'Draft page' });
export const DraftBannerMessage = (): string =>
  translate({ id: 'theme.contentVisibility.draftBanner.message', message: 'This page is a draft: it is shown while you write (docsgen dev) and left out of the built site.' });

/** What an unlisted page writes in its head: robots neither index it nor follow its links. */
export function UnlistedMetadata(): ReactNode {
  return (
    <Head>
      <meta name="robots" content="noindex, nofollow" />
    </Head>
  );
}

/** Its children; an error they throw in the browser is thrown again as what `onError` makes of it (a cause added). */
export class ErrorCauseBoundary extends Component<{ children: ReactNode; onError: (error: Error) => Error }> {
  override componentDidCatch(error: Error): void {
    throw this.props.onError(error);
  }

  override render(): ReactNode {
    return this.props.children;
  }
}
