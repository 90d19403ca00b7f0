/**
 * The lifecycle of a site's plugins, as Docusaurus runs it: every `loadContent` at once, then
 * every `contentLoaded` with its actions (routes, data files, global data), then
 * `allContentLoaded`; `injectHtmlTags` for every page; `postBuild` once the output is written.
 * A plugin that throws stops the build with one line naming it; one that cannot reach the
 * network is a warning, and the build goes on without what that method gives (see plugin-errors.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { htmlTagsOf } from './html-tags.ts';
import { withEmptyReads } from './empty-reads.ts';
import { missingFileWarning, offlineWarning, pluginFailure } from './plugin-errors.ts';
import type { PluginRun } from './plugin-memory.ts';
import type { AllContent, LoadContext, PluginInstance, PostBuildProps, RouteConfig } from './plugin-types.ts';

/** What the lifecycle methods docsgen runs are; anything else a plugin has is warned about, but these. */
const RUN = new Set(['name', 'getPathsToWatch', 'loadContent', 'contentLoaded', 'allContentLoaded', 'injectHtmlTags', 'getClientModules', 'postBuild', 'configureWebpack', 'configurePostCss', 'getThemePath', 'getTypeScriptThemePath']);
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
  /** The plugins (name → instance ids) whose content or data was left out, for want of the network: a page reading their data is built without its content. */
  leftOut: Record<string, string[]>;
  /** Each plugin's `loadContent` result. */
  contents: Map<PluginInstance, unknown>;
  /** Each plugin's content and what its `contentLoaded` did, for `docsgen dev` to keep (see plugin-memory.ts). */
  runs: Map<PluginInstance, PluginRun>;
  /** HTML for every page: in the head, first in the body, last in the body. */
  htmlTags: { head: string; preBody: string; postBody: string };
  /** Warnings about what docsgen does not run, and about methods that could not reach the network. */
  diagnostics: Diagnostic[];
}

/** What a method's result was when it could not reach the network: the build goes on without it. */
const OFFLINE = Symbol('offline');

/** The methods given a plugin's content: not run when its `loadContent` could not reach the network, as they would have nothing to work on. */
const GIVEN_CONTENT = ['contentLoaded', 'allContentLoaded', 'injectHtmlTags', 'postBuild'] as const;

/** What is left out when each method cannot reach the network. */
const LEFT_OUT: Record<string, string> = {
  contentLoaded: 'the routes and data it adds are left out',
  allContentLoaded: 'the routes and data it adds are left out',
  injectHtmlTags: 'its tags are left out of every page',
  postBuild: 'what it writes after the build is left out',
};

/** What is left out with a plugin's content: the methods of it given that content. */
function contentLeftOut(instance: PluginInstance): string {
  const skipped = GIVEN_CONTENT.filter((method) => typeof instance.plugin[method] === 'function').map((method) => `\`${method}\``);
  return skipped.length ? `its content is left out, and its ${skipped.join(', ')} not run` : 'its content is left out';
}

/** One lifecycle method of one plugin, and where a warning about it goes. */
interface Step {
  instance: PluginInstance;
  method: string;
  cwd: string;
  warnings: Diagnostic[];
  /** What the build goes on without when the method cannot reach the network. */
  leftOut?: string;
  /** The plugins a method of which could not reach the network. */
  offline: Set<PluginInstance>;
}

/** Run a method: its failure stops the build, unless it is the network being unreachable or a file it needs absent or empty (a warning; OFFLINE is returned). */
async function call<T>(step: Step, run: () => T | Promise<T>): Promise<T | typeof OFFLINE> {
  const emptyReads = new Set<string>();
  try {
    return await withEmptyReads(emptyReads, run);
  } catch (error) {
    const method = `\`${step.method}\``;
    const leftOut = step.leftOut ?? LEFT_OUT[step.method] ?? 'what it gives is left out';
    const warning = offlineWarning(step.instance, method, error, step.cwd, leftOut) ?? missingFileWarning(step.instance, method, error, step.cwd, leftOut, emptyReads);
    if (!warning) throw pluginFailure(step.instance, method, error, step.cwd);
    step.warnings.push(warning);
    step.offline.add(step.instance);
    return OFFLINE;
  }
}

/** Forget what a run's method did before it failed: half of it would be a site no build gives. */
function forget(run: PluginRun): void {
  run.routes.length = 0;
  delete run.globalData;
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
  const warnings: Diagnostic[] = [];
  const offline = new Set<PluginInstance>();
  const step = (instance: PluginInstance, method: string, leftOut?: string): Step => ({ instance, method, cwd, warnings, offline, ...(leftOut ? { leftOut } : {}) });
  await Promise.all(instances.map(async (instance) => {
    const kept = reused.get(instance);
    if (kept) return void runs.set(instance, kept);
    const content = instance.plugin.loadContent ? await call(step(instance, 'loadContent', contentLeftOut(instance)), () => instance.plugin.loadContent!()) : undefined;
    runs.set(instance, content === OFFLINE ? { content: undefined, routes: [], offline: 'loadContent' } : { content, routes: [] });
  }));
  const hasContent = (instance: PluginInstance): boolean => runs.get(instance)!.offline !== 'loadContent';
  const contents = new Map([...runs].map(([instance, run]) => [instance, run.content]));
  const allContent: AllContent = {};
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
  await Promise.all(instances.map(async (instance) => {
    const run = runs.get(instance)!;
    if (reused.has(instance) || !instance.plugin.contentLoaded || !hasContent(instance)) return;
    const done = await call(step(instance, 'contentLoaded'), () => instance.plugin.contentLoaded!({ content: contents.get(instance), actions: actions(instance, run), allContent }));
    if (done === OFFLINE) {
      forget(run);
      run.offline = 'contentLoaded';
    }
  }));
  // What allContentLoaded does depends on every plugin's content: it runs every build, and is not kept.
  await Promise.all(instances.map(async (instance) => {
    if (!instance.plugin.allContentLoaded || !hasContent(instance)) return;
    const run = later.get(instance)!;
    if ((await call(step(instance, 'allContentLoaded'), () => instance.plugin.allContentLoaded!({ actions: actions(instance, run), allContent }))) === OFFLINE) forget(run);
  }));
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
    if (!instance.plugin.injectHtmlTags || !hasContent(instance)) continue;
    const injected = await call(step(instance, 'injectHtmlTags'), () => instance.plugin.injectHtmlTags!({ content: contents.get(instance) }));
    if (injected === OFFLINE) continue;
    tags.head.push(htmlTagsOf(injected?.headTags));
    tags.preBody.push(htmlTagsOf(injected?.preBodyTags));
    tags.postBody.push(htmlTagsOf(injected?.postBodyTags));
  }
  const leftOut: Record<string, string[]> = {};
  // In the config's order, not the order the plugins failed in: the list goes into the client bundle, whose name is its hash.
  for (const instance of instances) if (offline.has(instance)) (leftOut[instance.name] ??= []).push(instance.id);
  return {
    routes,
    globalData,
    leftOut,
    contents,
    runs,
    htmlTags: { head: tags.head.join(''), preBody: tags.preBody.join(''), postBody: tags.postBody.join('') },
    diagnostics: [...instances.flatMap(unsupportedMethods), ...warnings],
  };
}

/** Every plugin's `postBuild`, once the output folder holds the build (but a plugin's whose content could not be loaded); returns the warnings of those that could not reach the network. */
export async function runPostBuild(instances: readonly PluginInstance[], runs: ReadonlyMap<PluginInstance, PluginRun>, props: Omit<PostBuildProps, 'content'>, cwd: string): Promise<Diagnostic[]> {
  const warnings: Diagnostic[] = [];
  await Promise.all(instances.map((instance) => {
    const run = runs.get(instance);
    if (!instance.plugin.postBuild || run?.offline === 'loadContent') return undefined;
    return call({ instance, method: 'postBuild', cwd, warnings, offline: new Set() }, () => instance.plugin.postBuild!({ ...props, content: run?.content }));
  }));
  return warnings;
}
