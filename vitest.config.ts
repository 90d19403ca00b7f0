import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const TESTS = ['test/**/*.test.ts', 'test/**/*.test.tsx'];

/**
 * Test files that need modules of their own: those that replace a module with `vi.mock` (a
 * module already loaded by another file would not be replaced), and those that start the
 * process-wide highlight worker themselves. Every other file shares its worker's modules with
 * the files before it, so docsgen, React and Shiki load once per worker, not once per file
 * (a third of the suite's time when each file loaded them afresh).
 */
const OWN_MODULES = ['test/build/early-highlight-worker.test.ts', 'test/build/highlight-worker-failure.test.ts'];

function mockingFiles(dir = 'test'): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.test\.tsx?$/.test(path) && !path.startsWith('fixtures'))
    .map((path) => join(dir, path))
    .filter((path) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path, 'utf8')));
}

const isolated = [...new Set([...OWN_MODULES, ...mockingFiles()])];

/** Each file's seconds in a whole run of the suite (scripts/test-durations.mjs writes them). */
const DURATIONS: Record<string, number> = JSON.parse(readFileSync('test/durations.json', 'utf8'));

/**
 * The longest files first, by test/durations.json, so that two workers finish together: vitest
 * orders by its results cache, which a fresh clone (CI) lacks, and falls back to file size,
 * which left a long file running alone at the end. A file not listed yet goes first.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (spec: TestSpecification): number => DURATIONS[relative(process.cwd(), spec.moduleId).split(sep).join('/')] ?? Number.MAX_SAFE_INTEGER;
    // Each project's files together, as vitest's own order has them.
    return [...files].sort((a, b) => (a.project.name === b.project.name ? seconds(b) - seconds(a) : a.project.name < b.project.name ? -1 : 1));
  }
}

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    // Whole builds on two shared cores: a loaded CI machine takes several times a quiet one.
    testTimeout: 90_000,
    // A state a test waits for (an idle callback, a worker's answer) comes late on a loaded
    // machine; vitest's default of one second made such tests fail there.
    expect: { poll: { timeout: 15_000 } },
    // Browser suites build a whole site (the Kassa site, cold in CI) before their tests.
    hookTimeout: 120_000,
    // Two files at a time even on two cores: much of a file's time is spent waiting on
    // child processes, servers and the browser.
    maxWorkers: 2,
    // graphql 16 ships CommonJS and ESM copies; Node would load the CommonJS one into an
    // external graphql-inspector while docsgen's modules get the ESM one, and graphql refuses
    // a schema of the other copy. Inlined, the inspector imports the copy docsgen does.
    // dist/ (the compiled CLI, which a few tests import to build as the CLI does) is loaded by
    // Node as the CLI loads it, not transformed again: its chunks are megabytes of minified code.
    server: { deps: { inline: ['@graphql-inspector/core'], external: [/\/dist\//] } },
    sequence: { sequencer: LongestFirst },
    projects: [
      { extends: true, test: { name: 'shared', include: TESTS, exclude: isolated, isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
});
