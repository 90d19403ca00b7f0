import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { copySite, makeSite, runDocsgen, text } from '../helpers.ts';

/** Every file under `dir`, relative, sorted: what a refused command must leave as it was. */
async function listing(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).map(String).sort();
}

describe('docsgen version <name>', () => {
  let cwd: string;
  beforeAll(async () => {
    cwd = await copySite('versions-two');
  });

  it('snapshots docs, sidebars and the OpenAPI document and prepends the name to versions.json', async () => {
    const result = await runDocsgen(['version', '2.0', '--site', 'site'], { cwd });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('✔ Created version 2.0: versioned_docs/version-2.0/, versioned_sidebars/version-2.0-sidebars.yaml, versioned_openapi/version-2.0/api/openapi.yaml, versions.json (in site/)\n');
    const site = join(cwd, 'site');
    expect(JSON.parse(await readFile(join(site, 'versions.json'), 'utf8'))).toEqual(['2.0', '1.0']);
    expect(await readFile(join(site, 'versioned_docs/version-2.0/guides/webhooks.md'), 'utf8')).toBe(await readFile(join(site, 'pages/guides/webhooks.md'), 'utf8'));
    expect(await readFile(join(site, 'versioned_sidebars/version-2.0-sidebars.yaml'), 'utf8')).toBe(await readFile(join(site, 'sidebars.yaml'), 'utf8'));
    expect(await readFile(join(site, 'versioned_openapi/version-2.0/api/openapi.yaml'), 'utf8')).toBe(await readFile(join(site, 'api/openapi.yaml'), 'utf8'));
  });

  it('makes the new version the last one: at the route base, 1.0 under /1.0, the docs folder under /next', async () => {
    const { files } = await build({ cwd, write: false });
    expect(files.has('guides/webhooks/index.html')).toBe(true);
    expect(files.has('1.0/guides/polling/index.html')).toBe(true);
    expect(files.has('1.0/api-rest/poll-a-cart/index.html')).toBe(true);
    expect(files.has('next/guides/webhooks/index.html')).toBe(true);
    expect(text(files, '1.0/guides/setup/index.html')).toContain('This is documentation for Carts Docs 1.0, which is no longer actively maintained.');
  });

  it.each([
    ['an existing name', '1.0', 'site/versions.json error Version `1.0` already exists  versions/invalid-name'],
    ['a name that is not a safe folder name', '../1.1', 'error `../1.1` cannot name a version'],
    ['`current`', 'current', 'error `current` cannot name a version: `current` names the docs folder itself'],
  ])('refuses %s (exit 2) and touches nothing', async (_what, name, message) => {
    const before = await listing(join(cwd, 'site'));
    const result = await runDocsgen(['version', name, '--site', 'site'], { cwd });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(await listing(join(cwd, 'site'))).toEqual(before);
  });

  it('snapshots inline sidebars as YAML, and writes no sidebars for a zero-config site', async () => {
    const inline = await makeSite({ 'pages/index.md': '# Home\n' }, 'title: T\nurl: https://t.test\nsidebars:\n  docs:\n    - index\n');
    expect((await runDocsgen(['version', 'v1', '--site', 'site'], { cwd: inline })).code).toBe(0);
    expect(await readFile(join(inline, 'site/versioned_sidebars/version-v1-sidebars.yaml'), 'utf8')).toBe('docs:\n  - index\n');
    const zero = await makeSite({ 'pages/index.md': '# Home\n' });
    const result = await runDocsgen(['version', 'v1', '--site', 'site'], { cwd: zero });
    expect(result.stdout).toContain('Created version v1: versioned_docs/version-v1/, versions.json');
    const { files } = await build({ cwd: zero, write: false });
    expect([...files.keys()].filter((path) => path.endsWith('.html')).sort()).toEqual(['404.html', 'index.html', 'next/index.html']);
  });
});
