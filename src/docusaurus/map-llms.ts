/**
 * Plugins that write llms.txt, llms-full.txt and Markdown copies of the pages, whose job
 * docsgen does itself (see src/llms/): not run, their options read into docsgen's `llms:`.
 * Run, they would write over docsgen's files after the build, from the built HTML: on
 * apify's 679 pages `@signalwire/docusaurus-plugin-llms-txt` took 220 s of a 284 s build,
 * converting every page's HTML back to Markdown, which docsgen writes from the sources.
 */
import { isObj, str, type Notes, type Obj } from './mapping.ts';

export const LLMS_PLUGINS = ['@signalwire/docusaurus-plugin-llms-txt', 'docusaurus-plugin-llms'];

/** Options that change nothing docsgen writes: the plugin's id, logging, when it runs, how it reads the HTML. */
const SILENT = ['id', 'logLevel', 'runOnPostBuild', 'onRouteError', 'contentSelectors', 'relativePaths', 'enableLlmsFullTxt', 'generateLLMsFullTxt', 'generateLLMsTxt', 'docsDir'];

/**
 * A route pattern of the plugin's `excludeRoutes` as a route of docsgen's `llms.exclude`,
 * which leaves out a route and everything under it: `/api/**` and `/api/*` are `/api`; a
 * pattern with other wildcards has none. `/` (the home page, which is no docs page) has none either:
 * as a docsgen route it would leave out every page.
 */
function excludedRoute(pattern: string): string | undefined {
  const route = pattern.replace(/\/\*\*?$/, '').replace(/\/+$/, '');
  if (route === '' || !route.startsWith('/') || /[*?[\]{}!]/.test(route)) return undefined;
  return route;
}

/** `options`: those of one of LLMS_PLUGINS at `path`; returns docsgen's `llms:` as far as they say it. */
export function mapLlmsPlugin(name: string, options: Obj, path: string[], notes: Notes): Obj {
  const content = isObj(options.content) ? options.content : {};
  const llms: Obj = {};
  const summary = str(options.siteDescription) ?? str(options.description);
  if (summary) llms.summary = summary;
  if (content.enableMarkdownFiles === false) llms.twins = false;
  // docusaurus-plugin-llms with neither file: no llms.txt nor llms-full.txt.
  if (options.generateLLMsTxt === false && options.generateLLMsFullTxt === false) llms.enabled = false;
  const patterns = Array.isArray(content.excludeRoutes) ? content.excludeRoutes.filter((item): item is string => typeof item === 'string') : [];
  const routes = patterns.map(excludedRoute);
  const excluded = [...new Set(routes.filter((route): route is string => route !== undefined))];
  if (excluded.length) llms.exclude = excluded;
  const unread = patterns.filter((pattern, index) => routes[index] === undefined && pattern !== '/');
  const carried = ['siteDescription', 'description', 'content.enableMarkdownFiles', 'content.excludeRoutes'];
  const given = [...Object.entries(options).filter(([key]) => key !== 'content'), ...Object.entries(content).map(([key, value]) => [`content.${key}`, value] as const)];
  const leftOut = given.filter(([key, value]) => value !== undefined && !carried.includes(key) && !SILENT.includes(key.replace(/^content\./, ''))).map(([key]) => key);
  const unreadNote = unread.length ? `; excludeRoutes patterns docsgen cannot read as a route: ${unread.join(', ')}` : '';
  notes.add(
    path,
    `Plugin \`${name}\` is not run: docsgen writes llms.txt, llms-full.txt and a Markdown twin of every page itself`,
    `its description and excluded routes become \`llms:\`${leftOut.length ? `; not read: ${leftOut.join(', ')}` : ''}${unreadNote}`,
    name,
  );
  return llms;
}
