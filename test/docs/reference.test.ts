/**
 * The reference pages of the docs site are generated from the code: the commander definitions,
 * the config.yaml schema and the documented diagnostic codes. Each page here must equal what
 * the code gives today; `npm run docs:reference` rewrites them after a change.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/parse-config.ts';
import { CONFIG_KEY_DOCS } from '../../src/config/config-docs.ts';
import { DIAGNOSTIC_CODES } from '../../src/diagnostics/codes.ts';
import { configKeys } from '../../scripts/reference/config-keys.ts';
import { cliProgram, COMMAND_GUIDES, renderCliReference } from '../../scripts/reference/render-cli.ts';
import { renderConfigReference } from '../../scripts/reference/render-config.ts';
import { renderDiagnosticsReference } from '../../scripts/reference/render-diagnostics.ts';
import { repoRoot } from '../helpers.ts';

const reference = (name: string): string => join(repoRoot, 'docs', 'pages', 'reference', name);

/** docsgen's sources, but for the files `docsgen init` writes into a new site (its sample client reads `process.env.API_KEY`). */
async function sourceFiles(dir = join(repoRoot, 'src')): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && entry.name !== 'scaffold-files.ts');
  return Promise.all(files.map((entry) => readFile(join(entry.parentPath, entry.name), 'utf8')));
}

describe('the generated reference pages', () => {
  it('cli.md is every command and flag of the CLI', async () => {
    await expect(renderCliReference()).toMatchFileSnapshot(reference('cli.md'));
  });

  it('config.md is every key of config.yaml', async () => {
    await expect(renderConfigReference()).toMatchFileSnapshot(reference('config.md'));
  });

  it('diagnostics.md is every diagnostic code', async () => {
    await expect(renderDiagnosticsReference()).toMatchFileSnapshot(reference('diagnostics.md'));
  });
});

describe('the CLI reference', () => {
  it('has a guide for every command, and every flag has a description', () => {
    const program = cliProgram();
    expect(program.commands.map((command) => command.name()).sort()).toEqual(Object.keys(COMMAND_GUIDES).sort());
    for (const command of program.commands) for (const option of command.options) expect({ command: command.name(), flag: option.flags, described: option.description.length > 10 }).toMatchObject({ described: true });
  });

  it('names every environment variable docsgen reads', async () => {
    const page = renderCliReference();
    const read = new Set((await sourceFiles()).flatMap((source) => [...source.matchAll(/\benv\.([A-Z][A-Z0-9_]+)|'([A-Z][A-Z0-9_]+)' in env/g)].map((match) => (match[1] ?? match[2])!)));
    expect(read.size).toBeGreaterThan(2);
    for (const name of read) expect({ name, documented: page.includes(`\`${name}`) }).toEqual({ name, documented: true });
  });
});

describe('the configuration reference', () => {
  it('documents every key of the schema, and nothing else', () => {
    const keys = configKeys().map((key) => key.path);
    expect(keys.filter((key) => !(key in CONFIG_KEY_DOCS))).toEqual([]);
    expect(Object.keys(CONFIG_KEY_DOCS).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('gives the defaults a minimal config.yaml gets', () => {
    const { config } = parseConfig('title: T\nurl: https://t.test\n', 'config.yaml');
    const documented = (path: string): string | undefined => CONFIG_KEY_DOCS[path]?.default;
    let compared = 0;
    const mismatches: string[] = [];
    for (const { path, required } of configKeys()) {
      if (required) continue;
      let value: unknown = config;
      for (const part of path.split('.')) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue;
      // A default that is a literal value is written first in backticks; others are described ("the site `title`").
      const literal = documented(path)?.startsWith('`') ? /^`[^`]*`/.exec(documented(path)!)![0] : undefined;
      if (literal === undefined) continue;
      compared++;
      mismatches.push(...(literal === `\`${String(value) === '' ? "''" : String(value)}\`` ? [] : [`${path}: documented ${literal}, is ${JSON.stringify(value)}`]));
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(20);
  });
});

describe('the diagnostics reference', () => {
  it('names checks that exist', () => {
    const checks = configKeys().filter((key) => key.path.startsWith('checks.')).map((key) => key.path);
    for (const [code, doc] of Object.entries(DIAGNOSTIC_CODES)) if (doc.severity.startsWith('checks.')) expect({ code, check: checks.includes(doc.severity) }).toEqual({ code, check: true });
  });

  it('documents only codes that docsgen reports', async () => {
    const source = (await sourceFiles()).join('\n');
    // Codes made of parts: the YAML checks of each file, MDX's parser rule ids, esbuild's severities, the OpenAPI reporter's suffixes.
    const composed = /^(config|sidebars|blog|front-matter)\/(yaml-syntax|invalid-type|invalid-value|unknown-key|missing-key)$|^mdx\/(?!unknown-component|invalid-prop|invalid-child|inline-event-handler)|^components\/build-/;
    for (const code of Object.keys(DIAGNOSTIC_CODES).filter((code) => !composed.test(code))) {
      const written = source.includes(`'${code}'`) || (code.startsWith('openapi/') && source.includes(`'${code.slice('openapi/'.length)}'`));
      expect({ code, written }).toEqual({ code, written: true });
    }
  });
});
