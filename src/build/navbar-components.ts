/**
 * The navbar's `component` items (Docusaurus `custom-*` types) are rendered by the site's
 * `NavbarItem`: each is tried once before the pages render, in the bar and in the phone menu,
 * and one that fails there is one located warning and left out of the navbar. One that fails
 * only on some page is left out of that page (see templates/components/NavbarComponentItem.tsx).
 */
import type { LoadedTheme } from '../components/render-pages.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SiteModel } from '../render/models.ts';
import { renderNavbarComponent } from '../../templates/components/NavbarComponentItem.tsx';

export function checkNavbarComponents(site: SiteModel, theme: LoadedTheme | undefined, configFile: string): { site: SiteModel; diagnostics: Diagnostic[] } {
  if (!site.navbar.items.some((item) => item.component)) return { site, diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  const items = site.navbar.items.flatMap((item) => {
    if (!item.component) return [item];
    const { props, at, fallback } = item.component;
    const context = { site, route: '/' };
    const failed = [false, true].map((mobile) => renderNavbarComponent(theme?.components ?? {}, context, props, mobile)).find((result) => 'error' in result);
    if (!failed || !('error' in failed)) return [item];
    const message = failed.error instanceof Error ? failed.error.message : String(failed.error);
    const type = typeof props.type === 'string' ? props.type : item.items.length ? 'dropdown' : 'default';
    diagnostics.push({
      code: 'components/navbar-item-failed',
      severity: 'warning',
      message: `Navbar item ${item.label ? `\`${item.label}\` ` : ''}of type \`${type}\` ${fallback ? 'is shown in docsgen\'s markup' : 'is left out'}: the site's NavbarItem component failed: ${message.split('\n')[0]}`,
      file: configFile,
      ...(at ? { line: at.line, column: at.column } : {}),
      hint: "Docusaurus renders it with the component `@theme/NavbarItem/ComponentTypes` gives its type (the site's src/theme, or a theme plugin's); the item's keys are its props",
    });
    if (!fallback) return [];
    const { component: _dropped, ...native } = item;
    return [native];
  });
  return { site: { ...site, navbar: { ...site.navbar, items } }, diagnostics };
}
