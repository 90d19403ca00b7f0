import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { runEsbuild } from '../../src/client/bundle-client.ts';
import { searchChunks, writeSearchChunks } from '../../src/client/search-chunks.ts';

/** A metafile in esbuild's shape: output path → the chunks it imports, and its entry point. */
function metafile(outputs: Record<string, { entryPoint?: string; imports: Array<[string, 'import-statement' | 'dynamic-import']> }>): Metafile {
  return {
    inputs: {},
    outputs: Object.fromEntries(
      Object.entries(outputs).map(([path, output]) => [
        path,
        { bytes: 1, inputs: {}, exports: [], ...(output.entryPoint ? { entryPoint: output.entryPoint } : {}), imports: output.imports.map(([imported, kind]) => ({ path: imported, kind })) },
      ]),
    ),
  };
}

const SOURCES = { workingDir: '/pkg', entry: '/pkg/src/client/main.ts', island: '/pkg/src/client/islands/search-island.tsx' };

describe('searchChunks', () => {
  it("lists the search island's chunk and what it imports, less what the entry script loads already", () => {
    const meta = metafile({
      // A site's client component may be called main too.
      'assets/js/chunk.SITE.js': { entryPoint: 'site/components/main.tsx', imports: [['assets/js/chunk.REACT.js', 'import-statement']] },
      'assets/js/main.M.js': { entryPoint: 'src/client/main.ts', imports: [['assets/js/chunk.SHARED.js', 'import-statement'], ['assets/js/chunk.SEARCH.js', 'dynamic-import'], ['assets/js/chunk.EXPLORER.js', 'dynamic-import']] },
      'assets/js/chunk.SEARCH.js': { entryPoint: 'src/client/islands/search-island.tsx', imports: [['assets/js/chunk.SHARED.js', 'import-statement'], ['assets/js/chunk.REACT.js', 'import-statement']] },
      'assets/js/chunk.EXPLORER.js': { entryPoint: 'src/client/islands/explorer-island.tsx', imports: [['assets/js/chunk.REACT.js', 'import-statement'], ['assets/js/chunk.EDITOR.js', 'dynamic-import']] },
      'assets/js/chunk.REACT.js': { imports: [['assets/js/chunk.RUNTIME.js', 'import-statement']] },
      'assets/js/chunk.RUNTIME.js': { imports: [] },
      'assets/js/chunk.SHARED.js': { imports: [] },
      'assets/js/chunk.EDITOR.js': { imports: [] },
    });
    expect(searchChunks(meta, SOURCES)).toEqual(['chunk.SEARCH.js', 'chunk.REACT.js', 'chunk.RUNTIME.js']);
  });

  it('fails when esbuild made no chunk of the search island', () => {
    const meta = metafile({ 'assets/js/main.M.js': { entryPoint: 'src/client/main.ts', imports: [] } });
    expect(() => searchChunks(meta, SOURCES)).toThrow("esbuild's metafile has no search island chunk");
  });
});

describe('writeSearchChunks', () => {
  it('declares the names on a first line of their own and keeps every mapping on its line', () => {
    const written = writeSearchChunks({ script: 'import"./chunk.A.js";go();', map: JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA,CAAC;AACA' }) }, ['chunk.S.js', 'chunk.R.js']);
    expect(written.script).toBe('const DOCSGEN_SEARCH_CHUNKS=["chunk.S.js","chunk.R.js"];\nimport"./chunk.A.js";go();');
    expect(JSON.parse(written.map!)).toEqual({ version: 3, sources: ['a.ts'], mappings: ';AAAA,CAAC;AACA' });
  });
});

describe('the client bundle', () => {
  it("names the search island's chunks in its entry script: the dialog and React, which the entry does not load", async () => {
    const bundle = await runEsbuild();
    const file = (name: string) => bundle.files.find((candidate) => candidate.path === `assets/js/${name}`)?.contents;
    const entry = bundle.files.find((candidate) => candidate.path === bundle.path)!.contents;
    const [first, rest] = [entry.slice(0, entry.indexOf('\n')), entry.slice(entry.indexOf('\n') + 1)];
    const names = JSON.parse(/^const DOCSGEN_SEARCH_CHUNKS=(\[.*\]);$/.exec(first)![1]!) as string[];
    expect(names.map(file).every((contents) => contents !== undefined)).toBe(true);
    expect(names.some((name) => file(name)!.includes('search-dialog__input'))).toBe(true);
    expect(names.some((name) => file(name)!.includes('react.transitional.element'))).toBe(true);
    // What the entry imports statically is loaded with it already.
    const statics = [...rest.matchAll(/(?:from|import)\s*"\.\/(chunk\.\w+\.js)"/g)].map((match) => match[1]);
    expect(names.filter((name) => statics.includes(name))).toEqual([]);
    // The entry's source map still points at the code below the added line.
    expect(JSON.parse(file(`${bundle.path.slice('assets/js/'.length)}.map`)!).mappings).toMatch(/^;[A-Za-z]/);
  });
});
