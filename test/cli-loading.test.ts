import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { copySite, fixturesDir, runDocsgen, tempDir, writeFiles } from './helpers.ts';

/**
 * Run the compiled CLI and list what it loaded: the docsgen sources bundled into each dist
 * chunk it imported (read from the chunk's source map, so chunk names and splitting do not
 * matter) and the packages it imported from node_modules.
 */
async function loadedBy(args: string[], cwd?: string): Promise<{ code: number; sources: string[]; packages: string[] }> {
  const log = join(await tempDir(), 'loads.txt');
  const hook = pathToFileURL(join(fixturesDir, 'load-log', 'register.mjs')).href;
  const { code } = await runDocsgen(args, { ...(cwd ? { cwd } : {}), env: { NODE_OPTIONS: `--import=${hook}`, DOCSGEN_LOAD_LOG: log } });
  const urls = (await readFile(log, 'utf8')).split('\n').filter((url) => url.startsWith('file:'));
  const sources = new Set<string>();
  const packages = new Set<string>();
  for (const url of urls) {
    const path = fileURLToPath(url);
    const inModules = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
    if (inModules) packages.add(inModules[1]!);
    else if (/\/dist\/[^/]+\.js$/.test(path)) {
      const map = JSON.parse(await readFile(`${path}.map`, 'utf8')) as { sources: string[] };
      for (const source of map.sources) {
        const ours = /(?:^|\/)((?:src|templates)\/.*)$/.exec(source);
        if (ours && !source.includes('node_modules')) sources.add(ours[1]!);
      }
    }
  }
  return { code, sources: [...sources].sort(), packages: [...packages].sort() };
}

/** The pipeline: what `--version` and `--help` must not load. */
const PIPELINE = /^(?:src\/(?:build|site|content|openapi|render|components|dev|serve|checks|samples|search|client|versions)\/|templates\/)/;

describe('what the CLI loads', () => {
  it('loads nothing of docsgen for --version alone', async () => {
    const { code, sources, packages } = await loadedBy(['--version']);
    expect({ code, sources, packages }).toEqual({ code: 0, sources: [], packages: [] });
  });

  it('loads commander and a few small modules for --version and --help, none of the pipeline', async () => {
    for (const args of [['--version'], ['--help'], ['build', '--help']]) {
      const { code, sources, packages } = await loadedBy(args);
      expect({ args, code }).toEqual({ args, code: 0 });
      expect({ args, pipeline: sources.filter((source) => PIPELINE.test(source)) }).toEqual({ args, pipeline: [] });
      // React, esbuild, chokidar and TypeScript stay on disk.
      expect({ args, packages }).toEqual({ args, packages: [] });
    }
  });

  it('loads a command only when it runs (build loads the pipeline, not the dev server)', async () => {
    const cwd = await copySite('basic');
    const { code, sources } = await loadedBy(['build', '--dry-run'], cwd);
    expect(code).toBe(0);
    expect(sources).toContain('src/build/build.ts');
    expect(sources.filter((source) => /^src\/(?:dev|serve)\//.test(source))).toEqual([]);
  });

  it('leaves esbuild and the GraphQL reference on disk for a site of Markdown pages (the client script is prebuilt)', async () => {
    const cwd = await tempDir();
    await writeFiles(cwd, { 'site/config.yaml': 'title: Plain\nurl: https://plain.dev\n', 'site/pages/index.md': '# Plain\n\n```ts\nconst a = 1;\n```\n' });
    const { code, sources, packages } = await loadedBy(['build', '--site', 'site', '--out', 'out'], cwd);
    expect(code).toBe(0);
    expect(packages).toContain('react-dom');
    expect(packages).not.toContain('esbuild');
    expect(sources).toContain('src/site/content-plugins.ts');
    expect(sources.filter((source) => /^src\/graphql\/(?:graphql-plugin|read-schema)\.ts$/.test(source))).toEqual([]);
  });

  it('loads the sample checkers and the HTTP client of check-links only for --samples and --external', async () => {
    const cwd = await copySite('basic');
    const plain = await loadedBy(['check-links'], cwd);
    expect(plain.code).toBe(0);
    expect(plain.sources).toContain('src/checks/check-links.ts');
    expect(plain.sources.filter((source) => /^src\/samples\/(?!sample-counts\.ts$)/.test(source) || source === 'src/checks/external-links.ts')).toEqual([]);
    const samples = await loadedBy(['check-links', '--samples'], cwd);
    expect(samples.code).toBe(0);
    expect(samples.sources).toContain('src/samples/run-sample-checks.ts');
  });

  it('loads the GraphQL and JSON Schema checkers (~0.65 MB) only for a site with GraphQL samples or an OpenAPI document', async () => {
    const checkers = (sources: string[]): string[] => sources.filter((source) => /^src\/samples\/(?:graphql-samples|schema-validator)\.ts$/.test(source));
    const plain = await loadedBy(['build', '--dry-run'], await copySite('basic'));
    expect(plain.code).toBe(0);
    expect(plain.sources).toContain('src/samples/check-samples.ts');
    expect(checkers(plain.sources)).toEqual([]);
    const samples = await loadedBy(['build', '--dry-run'], await copySite('samples'));
    expect(checkers(samples.sources)).toEqual(['src/samples/graphql-samples.ts', 'src/samples/schema-validator.ts']);
  });
});
