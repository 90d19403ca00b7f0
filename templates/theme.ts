/**
 * Theme overrides: a site's `theme/<Name>.tsx` replaces docsgen's component of that name
 * wherever the layout renders it. Each overridable component is exported `themed`: it
 * renders the site's override when the page is rendered with one (renderPage provides them
 * through this context), else itself. `.Original` is docsgen's own, which an override
 * imports as `@theme-original/<Name>` to wrap it.
 */
import { createContext, createElement, useContext, type ComponentType, type Context, type FunctionComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ThemeOverrides = Partial<Record<string, ComponentType<any>>>;

/**
 * One context for every copy of this module: a site's component bundle has its own copy of
 * the templates it imports (`@theme-original/Footer`), and React matches contexts by object.
 */
const CONTEXT = Symbol.for('docsgen.theme-overrides');
const shared = globalThis as { [CONTEXT]?: Context<ThemeOverrides> };
export const ThemeOverridesContext: Context<ThemeOverrides> = (shared[CONTEXT] ??= createContext<ThemeOverrides>({}));

export type Themed<P> = FunctionComponent<P> & { Original: ComponentType<P> };

export function themed<P extends object>(name: string, Original: ComponentType<P>): Themed<P> {
  const Component: FunctionComponent<P> = (props) => createElement(useContext(ThemeOverridesContext)[name] ?? Original, props);
  Component.displayName = name;
  return Object.assign(Component, { Original });
}
