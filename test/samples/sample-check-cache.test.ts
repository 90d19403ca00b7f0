import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { build } from '../../src/build/build.ts';
import { DocsgenError } from '../../src/diagnostics/diagnostic.ts';
import * as jsonSamples from '../../src/samples/json-samples.ts';
import * as typescriptSamples from '../../src/samples/typescript-samples.ts';
import { copySite, lines } from '../helpers.ts';

// Count the checks that run, doing what they do.
vi.mock('../../src/samples/typescript-samples.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/samples/typescript-samples.ts')>();
  return { ...actual, checkTypescriptSamples: vi.fn(actual.checkTypescriptSamples) };
});
vi.mock('../../src/samples/json-samples.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/samples/json-samples.ts')>();
  return { ...actual, checkJsonSamples: vi.fn(actual.checkJsonSamples) };
});

async function problems(cwd: string): Promise<string[]> {
  try {
    await build({ cwd, write: false });
    return [];
  } catch (error) {
    if (error instanceof DocsgenError) return lines(error.diagnostics);
    throw error;
  }
}

describe('sample check cache', () => {
  it('type-checks again only when a TypeScript block changes, and checks the others only when they change', { timeout: 120_000 }, async () => {
    const cwd = await copySite('samples');
    const page = join(cwd, 'site/pages/index.md');
    const original = await readFile(page, 'utf8');
    const typescript = vi.mocked(typescriptSamples.checkTypescriptSamples);
    const json = vi.mocked(jsonSamples.checkJsonSamples);
    typescript.mockClear();
    json.mockClear();

    expect(await problems(cwd)).toEqual([]);
    expect([typescript.mock.calls.length, json.mock.calls.length]).toEqual([1, 1]);

    await writeFile(page, original.replace('"total": 25800', '"totl": 25800'));
    expect((await problems(cwd)).join('\n')).toContain('`Cart` sample: `$.totl` is not a property of the schema');
    expect([typescript.mock.calls.length, json.mock.calls.length]).toEqual([1, 2]);

    await writeFile(page, original.replace('console.log(cart.total.toFixed(0));', 'console.log(cart.totl);'));
    expect((await problems(cwd)).join('\n')).toMatch(/index\.md:51:18 error Property .totl. does not exist/);
    expect([typescript.mock.calls.length, json.mock.calls.length]).toEqual([2, 2]);
  });

  it('checks the JSON samples again when the OpenAPI document changes, the key holding a hash of its text', { timeout: 120_000 }, async () => {
    const cwd = await copySite('samples');
    const document = join(cwd, 'site/api/openapi.yaml');
    const original = await readFile(document, 'utf8');
    const json = vi.mocked(jsonSamples.checkJsonSamples);
    json.mockClear();

    expect(await problems(cwd)).toEqual([]);
    expect(await problems(cwd)).toEqual([]);
    expect(json.mock.calls.length).toBe(1);

    // The same length of text, one property renamed: only the text's hash tells the two apart.
    await writeFile(document, original.replace('required: [id, items, total]', 'required: [id, items, tota1]'));
    expect((await problems(cwd)).join('\n')).toContain('`Cart` sample: `$` is missing the required property `tota1`');
    expect(json.mock.calls.length).toBe(2);
  });
});
