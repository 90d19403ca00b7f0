/**
 * Layout parts a Docusaurus site swizzles under the classic theme's names (`src/theme/DocVersionBanner`,
 * see templates/components/ThemedApart.tsx) are tried once before the pages render, on a page
 * where they show: one that fails there is one located warning, and docsgen's own part is
 * used on every page. One that fails only on some page gives way to docsgen's there.
 */
import { createElement } from 'react';
import type { LoadedTheme } from '../components/render-pages.ts';
import { themeOverride } from '../components/theme-modules.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SiteModel } from '../render/models.ts';
import type { Route } from '../routes/route.ts';
import { displayPath } from '../shared/paths.ts';
import { renderApart } from '../../templates/components/render-apart.ts';

/** The parts rendered apart, and the pages each is tried on (where it has something to show). */
const PARTS: Record<string, (route: Route) => boolean> = {
  DocVersionBanner: (route) => route.page.version !== undefined && route.page.version.banner !== 'none',
};

export function checkThemeParts(options: { theme: LoadedTheme | undefined; routes: readonly Route[]; site: SiteModel; siteDir: string; cwd: string }): { theme: LoadedTheme | undefined; diagnostics: Diagnostic[] } {
  const { theme } = options;
  if (!theme) return { theme, diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  const components = { ...theme.components };
  for (const [name, shows] of Object.entries(PARTS)) {
    const Part = components[name];
    const route = Part && (options.routes.find(shows) ?? options.routes.find((each) => each.page.version !== undefined));
    if (!Part || !route) continue;
    const context = { site: options.site, route: route.page.route, ...(route.page.version ? { version: route.page.version } : {}) };
    const rendered = renderApart(components, context, createElement(Part));
    if ('html' in rendered) continue;
    const message = rendered.error instanceof Error ? rendered.error.message : String(rendered.error);
    const file = themeOverride(options.siteDir, name);
    diagnostics.push({
      code: 'components/theme-part-failed',
      severity: 'warning',
      message: `The site's \`${name}\` failed on ${route.page.route}: ${message.split('\n')[0]}; docsgen's own is used`,
      file: file ? displayPath(options.cwd, file) : route.source,
      ...(file ? { line: 1, column: 1 } : {}),
      hint: 'it reads the page through Docusaurus\'s hooks (`useDocsVersion`, `useDocVersionSuggestions`…); fix what the message says it threw',
    });
    delete components[name];
  }
  return { theme: diagnostics.length ? { ...theme, components } : theme, diagnostics };
}
