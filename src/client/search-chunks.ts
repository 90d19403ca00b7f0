import { basename, resolve } from 'node:path';
import type { Metafile } from 'esbuild';

/**
 * The name under which the entry script knows the search island's chunks. It is declared
 * by the line `writeSearchChunks` puts at the top of the entry, so it lives in that
 * module's scope (no global), and esbuild never renames it: islands.ts refers to it free.
 */
const SEARCH_CHUNKS_NAME = 'DOCSGEN_SEARCH_CHUNKS';

/** The output files of esbuild's metafile that a chunk imports statically, itself included, transitively. */
function staticGraph(metafile: Metafile, output: string): Set<string> {
  const graph = new Set([output]);
  for (const path of graph) {
    for (const imported of metafile.outputs[path]?.imports ?? []) if (imported.kind === 'import-statement') graph.add(imported.path);
  }
  return graph;
}

/**
 * The chunks the search island needs that the entry script does not load already — its own
 * chunk and React's, by file name — read from esbuild's metafile, whose paths are relative
 * to `workingDir`; `entry` and `island` are the source files, absolute.
 */
export function searchChunks(metafile: Metafile, sources: { workingDir: string; entry: string; island: string }): string[] {
  const outputs = Object.entries(metafile.outputs);
  const chunkOf = (source: string) => outputs.find(([, output]) => output.entryPoint && resolve(sources.workingDir, output.entryPoint) === source)?.[0];
  const entry = chunkOf(sources.entry);
  const island = chunkOf(sources.island);
  if (!entry || !island) throw new Error(`esbuild's metafile has no ${entry ? 'search island chunk' : 'entry script'}`);
  const loaded = staticGraph(metafile, entry);
  return [...staticGraph(metafile, island)].filter((path) => !loaded.has(path)).map((path) => basename(path));
}

/**
 * The entry script with the search chunks' names declared on a first line of their own; its
 * source map gets an empty first line, so every mapping stays where it was.
 */
export function writeSearchChunks(entry: { script: string; map?: string }, chunks: readonly string[]): { script: string; map?: string } {
  const script = `const ${SEARCH_CHUNKS_NAME}=${JSON.stringify(chunks)};\n${entry.script}`;
  if (entry.map === undefined) return { script };
  const map = JSON.parse(entry.map) as { mappings: string };
  map.mappings = `;${map.mappings}`;
  return { script, map: JSON.stringify(map) };
}
