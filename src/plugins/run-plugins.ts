/**
 * The lifecycle of a site's plugins, as Docusaurus runs it: every `loadContent` at once, then
 * every `contentLoaded` with its actions (routes, data files, global data), then
 * `allContentLoaded`; `injectHtmlTags` for every page; `postBuild` once the output is written.
 * A plugin that throws stops the build with one line naming it (see plugin-errors.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { htmlTagsOf } from './html-tags.ts';
import { pluginFailure } from './plugin-errors.ts';
import type { PluginRun } from './plugin-memory.ts';
import type { LoadContext, PluginInstance, PostBuildProps, RouteConfig } from './plugin-types.ts';

/** What the lifecycle methods docsgen runs are; anything else a plugin has is warned about, but these. */
const RUN = new Set(['name', 'getPathsToWatch', 'loadContent', 'contentLoaded', 'allContentLoaded', 'injectHtmlTags', 'getClientModules', 'postBuild', 'configureWebpack', 'getThemePath', 'getTypeScriptThemePath']);
/** Methods that change nothing docsgen writes: swizzle listings, translations (docsgen builds the default locale). */
const SILENT = new Set(['options', 'version', 'getSwizzleComponentList', 'getSwizzleConfig', 'getDefaultCodeTranslationMessages', 'getTranslationFiles', 'translateContent', 'translateThemeConfig']);

/** A route a plugin added, with the plugin. */
export interface PluginRoute {
  route: RouteConfig;
  plugin: PluginInstance;
}

/** What the plugins' content gave the site. */
export interface PluginContent {
  routes: PluginRoute[];
  /** `useGlobalData()`: plugin name → instance id → data. */
  globalData: Record<string, Record<string, unknown>>;
  /** Each plugin's `loadContent` result. */
  contents: Map<PluginInstance, unknown>;
  /** Each plugin's content and what its `contentLoaded` did, for `docsgen dev` to keep (see plugin-memory.ts). */
  runs: Map<PluginInstance, PluginRun>;
  /** HTML for every page: in the head, first in the body, last in the body. */
  htmlTags: { head: string; preBody: string; postBody: string };
  /** Warnings about what docsgen does not run. */
  diagnostics: Diagnostic[];
}

async function call<T>(instance: PluginInstance, method: string, run: () => T | Promise<T>, cwd: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw pluginFailure(instance, `\`${method}\``, error, cwd);
  }
}

/** One warning per plugin for the lifecycle methods it has that docsgen does not run. */
function unsupportedMethods(instance: PluginInstance): Diagnostic[] {
  const unknown = Object.keys(instance.plugin).filter((key) => !RUN.has(key) && !SILENT.has(key) && typeof (instance.plugin as unknown as Record<string, unknown>)[key] === 'function');
  if (!unknown.length) return [];
  const at = instance.entry.at;
  return [{ code: 'plugins/unsupported', severity: 'warning', message: `Plugin \`${instance.name}\` has ${unknown.map((key) => `\`${key}\``).join(', ')}, which docsgen does not run`, file: at.file, ...(at.line !== undefined ? { line: at.line, column: at.column ?? 1 } : {}), hint: 'the rest of the plugin runs; what those methods add is left out' }];
}

/**
 * Run the content lifecycle of every plugin. `context` is the plugins' load context; `cwd` is
 * what messages are relative to. A plugin with a run in `reused` (\`docsgen dev\`, see
 * plugin-memory.ts) gets its content and what its \`contentLoaded\` did from there instead.
 */
export async function runPluginContent(instances: readonly PluginInstance[], context: LoadContext, cwd: string, reused: ReadonlyMap<PluginInstance, PluginRun> = new Map()): Promise<PluginContent> {
  const runs = new Map<PluginInstance, PluginRun>();
  await Promise.all(instances.map(async (instance) => {
    const kept = reused.get(instance);
    runs.set(instance, kept ?? { content: instance.plugin.loadContent ? await call(instance, 'loadContent', () => instance.plugin.loadContent!(), cwd) : undefined, routes: [] });
  }));
  const contents = new Map([...runs].map(([instance, run]) => [instance, run.content]));
  const allContent: Record<string, Record<string, unknown>> = {};
  for (const instance of instances) (allContent[instance.name] ??= {})[instance.id] = contents.get(instance);
  const later = new Map(instances.map((instance) => [instance, { content: undefined, routes: [] } as PluginRun]));
  const actions = (instance: PluginInstance, run: PluginRun) => ({
    addRoute: (route: RouteConfig) => void run.routes.push(route),
    createData: async (name: string, data: string) => {
      const path = join(context.generatedFilesDir, instance.name, instance.id, name);
      await mkdir(join(path, '..'), { recursive: true });
      await writeFile(path, data);
      return path;
    },
    setGlobalData: (data: unknown) => void (run.globalData = { value: data }),
  });
  await Promise.all(instances.map((instance) => !reused.has(instance) && instance.plugin.contentLoaded && call(instance, 'contentLoaded', () => instance.plugin.contentLoaded!({ content: contents.get(instance), actions: actions(instance, runs.get(instance)!), allContent }), cwd)));
  // What allContentLoaded does depends on every plugin's content: it runs every build, and is not kept.
  await Promise.all(instances.map((instance) => instance.plugin.allContentLoaded && call(instance, 'allContentLoaded', () => instance.plugin.allContentLoaded!({ actions: actions(instance, later.get(instance)!), allContent }), cwd)));
  const routes: PluginRoute[] = [];
  const globalData: Record<string, Record<string, unknown>> = {};
  for (const instance of instances) {
    for (const run of [runs.get(instance)!, later.get(instance)!]) {
      routes.push(...run.routes.map((route) => ({ route, plugin: instance })));
      if (run.globalData) (globalData[instance.name] ??= {})[instance.id] = run.globalData.value;
    }
  }
  const tags = { head: [] as string[], preBody: [] as string[], postBody: [] as string[] };
  for (const instance of instances) {
    if (!instance.plugin.injectHtmlTags) continue;
    const injected = await call(instance, 'injectHtmlTags', () => instance.plugin.injectHtmlTags!({ content: contents.get(instance) }), cwd);
    tags.head.push(htmlTagsOf(injected?.headTags));
    tags.preBody.push(htmlTagsOf(injected?.preBodyTags));
    tags.postBody.push(htmlTagsOf(injected?.postBodyTags));
  }
  return {
    routes,
    globalData,
    contents,
    runs,
    htmlTags: { head: tags.head.join(''), preBody: tags.preBody.join(''), postBody: tags.postBody.join('') },
    diagnostics: instances.flatMap(unsupportedMethods),
  };
}

/** Every plugin's `postBuild`, once the output folder holds the build. */
export async function runPostBuild(instances: readonly PluginInstance[], contents: ReadonlyMap<PluginInstance, unknown>, props: Omit<PostBuildProps, 'content'>, cwd: string): Promise<void> {
  await Promise.all(instances.map((instance) => instance.plugin.postBuild && call(instance, 'postBuild', () => instance.plugin.postBuild!({ ...props, content: contents.get(instance) }), cwd)));
}
