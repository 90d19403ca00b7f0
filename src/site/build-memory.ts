import type { CompiledResult } from './compile-pages.ts';
import type { PluginMemory } from '../plugins/plugin-memory.ts';

/**
 * What `docsgen dev` keeps in memory from one build of the whole site to the next: each
 * compiled page by its cache key. A rebuild after an edit takes the unchanged pages from
 * here instead of reading and parsing their cache entries (~1 s of every rebuild at 10,000
 * pages). The served build holds these pages anyway, so keeping them costs little memory.
 */
export interface BuildMemory {
  /** Called as a build starts, with the files changed since the build before (absolute) when known: what the build before kept is offered to it, then forgotten. */
  startBuild(changed?: readonly string[]): void;
  /** The plugins' runs, reused for those whose files did not change (see plugin-memory.ts). */
  plugins: PluginMemory;
  compiled(key: string): CompiledResult | undefined;
  /** Keep a page the build compiled, or took from the cache or from here, for the build after. */
  keep(key: string, result: CompiledResult): void;
}

export function createBuildMemory(): BuildMemory {
  let previous = new Map<string, CompiledResult>();
  let current = new Map<string, CompiledResult>();
  const plugins: PluginMemory = { runs: new Map() };
  return {
    plugins,
    startBuild(changed) {
      previous = current;
      current = new Map();
      plugins.changed = changed;
    },
    compiled: (key) => current.get(key) ?? previous.get(key),
    keep(key, result) {
      // An MDX page's HTML is filled in when its components render (see fillPage): kept, a
      // later build would share the object with this one.
      if (result.page?.mdxModule === undefined) current.set(key, result);
    },
  };
}
