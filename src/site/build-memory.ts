import type { CompiledResult } from './compile-pages.ts';

/**
 * What `docsgen dev` keeps in memory from one build of the whole site to the next: each
 * compiled page by its cache key. A rebuild after an edit takes the unchanged pages from
 * here instead of reading and parsing their cache entries (~1 s of every rebuild at 10,000
 * pages). The served build holds these pages anyway, so keeping them costs little memory.
 */
export interface BuildMemory {
  /** Called as a build starts: what the build before kept is offered to it, then forgotten. */
  startBuild(): void;
  compiled(key: string): CompiledResult | undefined;
  /** Keep a page the build compiled, or took from the cache or from here, for the build after. */
  keep(key: string, result: CompiledResult): void;
}

export function createBuildMemory(): BuildMemory {
  let previous = new Map<string, CompiledResult>();
  let current = new Map<string, CompiledResult>();
  return {
    startBuild() {
      previous = current;
      current = new Map();
    },
    compiled: (key) => current.get(key) ?? previous.get(key),
    keep(key, result) {
      // An MDX page's HTML is filled in when its components render (see fillPage): kept, a
      // later build would share the object with this one.
      if (result.page?.mdxModule === undefined) current.set(key, result);
    },
  };
}
