/**
 * `MDXContent`, the classic theme's wrapper of a page's MDX content (docs, blog posts): a
 * Docusaurus site that swizzles it (pnpm's adds a banner before every page's content) has its
 * own rendered around the content, given as `children`, as in Docusaurus; docsgen's is the
 * content as it is.
 */
import { useContext, type ReactNode } from 'react';
import type { PageModel } from '../../src/render/models.ts';
import { ThemeOverridesContext } from '../theme.ts';
import { themedApart } from './ThemedApart.tsx';
import { THEME_PART_CLASS } from '../../src/shared/layout-marks.ts';

export interface MDXContentProps {
  children?: ReactNode;
  /** The content's HTML, where docsgen gives the content rather than a part's children. */
  html?: string;
}

/** Docusaurus wraps the content of Markdown and MDX pages: docs and blog posts, not React pages nor API reference pages. */
export const wrapsContent = (page: PageModel): boolean => page.doc !== undefined || page.kind === 'blog-post';

function MDXContentView({ children, html }: MDXContentProps) {
  // Only a site's part that throws leaves docsgen's with the HTML: shown as it is, without a box of its own.
  return html !== undefined ? <div className={THEME_PART_CLASS} dangerouslySetInnerHTML={{ __html: html }} /> : <>{children}</>;
}

export const MDXContent = themedApart('MDXContent', MDXContentView, { content: (props) => props.html, props: (props) => (props.children === undefined ? {} : { children: props.children }) });

/** The page's content in its `.markdown` block: `children` where a site's part gives them, else the page's HTML, through the site's MDXContent where it has one. */
export function MarkdownContent({ page, children, className = 'markdown' }: { page: PageModel; children?: ReactNode; className?: string }) {
  const overrides = useContext(ThemeOverridesContext);
  if (overrides.MDXContent && wrapsContent(page)) return <div className={className}>{children !== undefined ? <MDXContent>{children}</MDXContent> : <MDXContent html={page.html} />}</div>;
  return children !== undefined ? <div className={className}>{children}</div> : <div className={className} dangerouslySetInnerHTML={{ __html: page.html }} />;
}
