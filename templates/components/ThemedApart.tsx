/**
 * A part of docsgen's layout a Docusaurus site may swizzle under the classic theme's name
 * (`src/theme/DocVersionBanner`): the site's component takes no docsgen props and reads the
 * page through Docusaurus's hooks (the page's NavbarContext), so it renders apart
 * (render-apart.ts); where it throws, docsgen's own stands in on that page. The build tries it
 * once first and warns when it fails (build/theme-components.ts).
 */
import { createElement, useContext, type ComponentType } from 'react';
import { ThemeOverridesContext, type Themed } from '../theme.ts';
import { NavbarContext } from './navbar-context.ts';
import { renderApart } from './render-apart.ts';

export function themedApart<P extends object>(name: string, Original: ComponentType<P>): Themed<P> {
  const Component = (props: P) => {
    const overrides = useContext(ThemeOverridesContext);
    const context = useContext(NavbarContext);
    const Override = overrides[name];
    if (!Override || !context) return createElement(Original, props);
    const rendered = renderApart(overrides, context, createElement(Override));
    if (!('html' in rendered)) return createElement(Original, props);
    return rendered.html ? <div className="theme-part" dangerouslySetInnerHTML={{ __html: rendered.html }} /> : null;
  };
  Component.displayName = name;
  return Object.assign(Component, { Original });
}
