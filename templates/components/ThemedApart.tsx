/**
 * A part of docsgen's layout a Docusaurus site may swizzle under the classic theme's name
 * (`src/theme/DocVersionBanner`, `src/theme/DocItem/Layout`): the site's component takes no
 * docsgen props and reads the page through Docusaurus's hooks (the page's NavbarContext), so
 * it renders apart (render-apart.ts), given the classic theme's props (classic-props.ts); where it throws, docsgen's own stands in on that page.
 * The build tries it once first and warns when it fails (build/theme-parts.ts).
 */
import { createElement, useContext, type ComponentType, type ReactElement } from 'react';
import { ThemeOverridesContext, type Themed } from '../theme.ts';
import { HeadFromLayoutContext } from './head-context.ts';
import { NavbarContext } from './navbar-context.ts';
import { CLASSIC_PROPS } from './classic-props.ts';
import { CONTENT_TAG, renderApart } from './render-apart.ts';
import { THEME_PART_CLASS } from '../../src/shared/layout-marks.ts';

const CONTENT_MARK = `<${CONTENT_TAG}></${CONTENT_TAG}>`;

export interface ApartOptions<P> {
  /** The HTML the classic part has as `children` (DocItem/Layout's is the page's content). */
  content?: (props: P) => string | undefined;
  /** docsgen's element the classic part has as `children` (DocRoot/Layout/Main's is the doc item), rendered in the page's contexts. */
  children?: (props: P) => ReactElement;
  /** The classic props of this copy of the part, where they are not the page's (classic-props.ts): a list's `ReadMoreLink` names its post. */
  props?: (props: P) => Record<string, unknown>;
  /** The element around the site's part, a `div` unless it is the page's landmark (DocItem/Layout's `main`, as Docusaurus's DocRoot puts it in one). */
  wrapper?: (props: P) => 'div' | 'main';
  /** A part of Docusaurus's doc page, which reads it through `useDoc()`: the site's is used on docs only (not on API pages nor React pages). */
  doc?: boolean;
  /** The part writes the page's head (`DocItem/Metadata`'s `<PageMetadata>`): its tags go there (see render/hoist-head.ts). */
  head?: boolean;
}

export function themedApart<P extends object>(name: string, Original: ComponentType<P>, options: ApartOptions<P> = {}): Themed<P> {
  const Component = (props: P) => {
    const overrides = useContext(ThemeOverridesContext);
    const context = useContext(NavbarContext);
    const Override = overrides[name];
    if (!Override || !context || (options.doc && !context.page?.doc)) return createElement(Original, props);
    const inner = options.children && renderApart(overrides, context, options.children(props));
    if (inner && !('html' in inner)) return createElement(Original, props);
    const content = inner ? inner.html : options.content?.(props);
    const given = options.props?.(props) ?? (context.page ? CLASSIC_PROPS[name]?.(context.site, context.page) : undefined) ?? null;
    // Without content of its own, the part keeps the children its props give (a wrapped MDXContent's).
    const element = content === undefined ? createElement(Override, given) : createElement(Override, given, createElement(CONTENT_TAG));
    const rendered = renderApart(overrides, context, options.head ? createElement(HeadFromLayoutContext.Provider, { value: true }, element) : element);
    if (!('html' in rendered)) return createElement(Original, props);
    const html = content === undefined ? rendered.html : rendered.html.replace(CONTENT_MARK, () => content);
    return html ? createElement(options.wrapper?.(props) ?? 'div', { className: THEME_PART_CLASS, dangerouslySetInnerHTML: { __html: html } }) : null;
  };
  Component.displayName = name;
  return Object.assign(Component, { Original });
}
