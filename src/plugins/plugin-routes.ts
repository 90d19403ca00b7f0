/**
 * The routes plugins add (`addRoute`) as pages: each renders its component with its modules
 * (the data files `createData` wrote, or any module) and props, as Docusaurus passes them,
 * inside docsgen's layout. They take the path of pages that are code (one bundle, islands), as
 * stand-alone React pages do.
 */
import { isAbsolute, join, relative } from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { SITE_PAGE_ID_PREFIX } from '../docusaurus/site-pages.ts';
import { packageRoot } from '../package-root.ts';
import { joinRoute } from '../routes/doc-route.ts';
import { toPosix } from '../shared/paths.ts';
import type { SourcePage } from '../types.ts';
import type { PluginRoute } from './run-plugins.ts';

/** A module a route names: a path, or Docusaurus's `{ path, __import }` form. */
const modulePath = (module: unknown): string | undefined => (typeof module === 'string' ? module : typeof (module as { path?: unknown } | null)?.path === 'string' ? (module as { path: string }).path : undefined);

/** A route path as docsgen's routes are: without the base URL (plugins write `${baseUrl}my-page`). */
function routeOf(path: string, baseUrl: string): string {
  const withoutBase = baseUrl !== '/' && path.startsWith(baseUrl) ? path.slice(baseUrl.length - 1) : path;
  return joinRoute('/', withoutBase);
}

const LAYOUT_HEAD = (): string => toPosix(join(packageRoot(), 'src', 'components', 'runtime', 'layout-head.tsx'));

/** Each plugin route as a source page; a route without a component, or with a module that is not a path, is reported. */
export function pluginPages(routes: readonly PluginRoute[], options: { baseUrl: string; siteTitle: string; siteDir: string; cwd: string }): { pages: SourcePage[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const pages = routes.flatMap(({ route, plugin }): SourcePage[] => {
    const at = { file: plugin.entry.at.file, ...(plugin.entry.at.line !== undefined ? { line: plugin.entry.at.line, column: plugin.entry.at.column ?? 1 } : {}) };
    const modules = Object.entries(route.modules ?? {}).map(([name, module]) => ({ name, path: modulePath(module) }));
    if (typeof route.component !== 'string' || modules.some((module) => module.path === undefined)) {
      diagnostics.push({ code: 'plugins/unsupported', severity: 'warning', message: `Plugin \`${plugin.name}\` adds the route \`${String(route.path)}\` with a component or module docsgen cannot import; the route is left out`, ...at, hint: 'a route\'s `component` and each of its `modules` is a module path' });
      return [];
    }
    // Docusaurus loads `context` into the route context's `data`; docsgen's useRouteContext() goes by the page's path.
    if (route.context !== undefined) diagnostics.push({ code: 'plugins/unsupported', severity: 'warning', message: `Plugin \`${plugin.name}\` gives the route \`${String(route.path)}\` a \`context\`, which docsgen does not pass on: \`useRouteContext().data\` is undefined there`, ...at, hint: 'read the data from the route\'s `modules` (props) instead' });
    const resolve = (path: string): string => toPosix(isAbsolute(path) || !path.startsWith('.') ? path : join(options.siteDir, path));
    const imports = modules.map((module, index) => `import module${index} from ${JSON.stringify(resolve(module.path!))};`);
    const props = `{ ...${JSON.stringify(route.props ?? {})}, ${modules.map((module, index) => `${JSON.stringify(module.name)}: module${index}`).join(', ')} }`;
    const body = [
      `import Component from ${JSON.stringify(resolve(route.component))};`,
      `import { LayoutHead } from ${JSON.stringify(LAYOUT_HEAD())};`,
      ...imports,
      '',
      `export const routeProps = ${props};`,
      '',
      '<LayoutHead><Component {...routeProps} /></LayoutHead>',
      '',
    ].join('\n');
    const routePath = routeOf(route.path, options.baseUrl);
    const frontMatter = { title: options.siteTitle, hide_title: true, hide_table_of_contents: true, displayed_sidebar: null, pagination_prev: null, pagination_next: null };
    // A page of the site folder by name (its module resolves imports from a folder that exists), named for the route.
    const name = `plugin-route${routePath === '/' ? '' : routePath.replace(/\//g, '-')}`;
    const file = toPosix(join(relative(options.cwd, options.siteDir), `${name}.mdx`));
    const slashed = routePath !== '/' && route.path.endsWith('/') ? ({ slashed: true } as const) : {};
    return [{ file, path: join(options.siteDir, `${name}.mdx`), docPath: `${name}.mdx`, format: 'mdx', id: `${SITE_PAGE_ID_PREFIX}plugin/${plugin.name}${routePath}`, route: routePath, frontMatter, extra: {}, body, source: body, ...slashed }];
  });
  return { pages, diagnostics };
}

/** The plugin of each route plugins add, by its path as the browser has it (base URL included, no trailing slash): what `useRouteContext()` names there. */
export function pluginRouteOwners(routes: readonly PluginRoute[]): Record<string, { name: string; id: string }> {
  return Object.fromEntries(routes.map(({ route, plugin }) => [String(route.path).replace(/(.)\/$/, '$1'), { name: plugin.name, id: plugin.id }]));
}
