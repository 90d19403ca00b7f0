/**
 * What `docsgen dev` keeps of each plugin from one build to the next, as Docusaurus's dev
 * server does: a plugin's `loadContent` result and what its `contentLoaded` did are reused
 * until a file it watches (`getPathsToWatch`, its own module) or the site's config changes;
 * then that plugin alone runs them again.
 */
import { isAbsolute, resolve } from 'node:path';
import { globMatcher } from '../content/doc-globs.ts';
import { toPosix } from '../shared/paths.ts';
import type { PluginInstance, RouteConfig } from './plugin-types.ts';

/** One plugin's content and what its `contentLoaded` did with it. */
export interface PluginRun {
  content: unknown;
  routes: RouteConfig[];
  /** Its `setGlobalData`, when it called it. */
  globalData?: { value: unknown };
  /** The method that could not reach the network, its content or what it did then left out: such a run is not kept. */
  offline?: 'loadContent' | 'contentLoaded';
}

/** A plugin's run, kept with the files that make it stale. */
export interface KeptPluginRun extends PluginRun {
  watches: (path: string) => boolean;
}

export interface PluginMemory {
  /** Files changed since the build before (absolute); undefined when not known, and every plugin runs. */
  changed?: readonly string[];
  runs: Map<string, KeptPluginRun>;
}

/** The options as text, functions by their source; undefined when they cannot be written (a cycle). */
function optionsText(options: unknown): string | undefined {
  try {
    return JSON.stringify(options, (_key, value: unknown) => (typeof value === 'function' ? String(value) : value));
  } catch {
    return undefined;
  }
}

/**
 * What names a plugin, with its options, from one build to the next: a plugin whose options
 * changed (a module the config imports was edited) runs again. Undefined: never reused.
 */
export function runKey(instance: PluginInstance): string | undefined {
  const options = optionsText(instance.options);
  return options === undefined ? undefined : `${instance.entry.key}\0${instance.name}\0${instance.id}\0${options}`;
}

/** A plugin's `getPathsToWatch` globs, absolute (relative ones are the site folder's), with its own module. */
export function watchedPatterns(instance: PluginInstance, siteDir: string): string[] {
  const given = instance.plugin.getPathsToWatch?.() ?? [];
  return [...given.filter((path): path is string => typeof path === 'string'), ...(instance.file ? [instance.file] : [])].map((path) => toPosix(isAbsolute(path) ? path : resolve(siteDir, path)));
}

/** The folders to watch for a list of globs: each glob's part before its first wildcard. */
export function watchedFolders(patterns: readonly string[]): string[] {
  const base = (pattern: string): string => {
    const parts = pattern.split('/');
    const wild = parts.findIndex((part) => /[*?[{]/.test(part));
    return (wild < 0 ? parts : parts.slice(0, wild)).join('/') || '/';
  };
  return [...new Set(patterns.map(base))];
}

/** Keep a plugin's run with a test of the files that make it stale. */
export function keepRun(run: PluginRun, patterns: readonly string[]): KeptPluginRun {
  const matches = globMatcher(patterns);
  return { ...run, watches: (path) => matches(toPosix(path)) };
}

/** The runs still good for this build: none when the config changed or changes are not known. */
export function reusableRuns(memory: PluginMemory | undefined, configPath: string): Map<string, PluginRun> {
  const reusable = new Map<string, PluginRun>();
  if (!memory?.changed || memory.changed.includes(configPath)) return reusable;
  for (const [key, run] of memory.runs) if (!memory.changed.some((path) => run.watches(path))) reusable.set(key, run);
  return reusable;
}
