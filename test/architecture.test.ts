/**
 * The module graph of src/ has no cycles: data flows one way through the stages, and a stage
 * never imports upward (`npx madge --circular --extensions ts,tsx src` says the same). The graph
 * is read with TypeScript's import scanner, type-only imports included as madge counts them:
 * madge parses every file whole, several times this test's time.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.ts';

/** The repository's files `file` imports by relative path (src/ and templates/ import each other so). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((entry) => entry.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolve(dirname(file), specifier))
    .filter((path) => /\.tsx?$/.test(path) && existsSync(path));
}

/** Every cycle's files, each cycle once, found by a depth-first walk from every file of src/. */
function cycles(roots: string[]): string[][] {
  const graph = new Map<string, string[]>();
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    path.push(file);
    if (!graph.has(file)) graph.set(file, importsOf(file));
    for (const next of graph.get(file)!) {
      if (state.get(next) === 'open') found.push(path.slice(path.indexOf(next)).map((each) => relative(repoRoot, each)));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const root of roots) if (!state.has(root)) visit(root);
  return found;
}

describe('the module graph', () => {
  it('has no import cycles', () => {
    const src = join(repoRoot, 'src');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts')).map((file) => join(src, file));
    expect(files.length).toBeGreaterThan(250);
    expect(cycles(files)).toEqual([]);
  });

  it('is read so that a cycle is found', () => {
    const dir = join(repoRoot, 'test', 'fixtures', 'import-cycle');
    expect(cycles([join(dir, 'a.ts')])).toEqual([['test/fixtures/import-cycle/a.ts', 'test/fixtures/import-cycle/b.ts', 'test/fixtures/import-cycle/c.ts']]);
  });
});
