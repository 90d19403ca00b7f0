import { existsSync, readdirSync } from 'node:fs';
import { readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { StageTimer } from '../../src/build/stage-timer.ts';
import { checkLinks } from '../../src/checks/check-links.ts';
import type { OutputFile } from '../../src/build/write-output.ts';
import { readPackedText } from '../../src/site/cache-pack.ts';
import { openCompileCache, readPacks } from '../../src/site/compile-cache.ts';
import { pageChunks } from '../../src/site/load-api.ts';
import type { CompiledPage } from '../../src/types.ts';
import { copySite, tempDir } from '../helpers.ts';

function contents(files: Map<string, OutputFile>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, file] of files) {
    if ('contents' in file) out[path] = typeof file.contents === 'string' ? file.contents : Buffer.from(file.contents).toString('base64');
    else if ('render' in file) out[path] = file.render();
    else out[path] = `copy of ${file.copyFrom.split('/site/')[1]}`;
  }
  return out;
}

async function run(cwd: string, options: { cache?: boolean; write?: boolean } = {}) {
  const timer = new StageTimer();
  const result = await build({ cwd, timer, write: options.write ?? false, ...(options.cache === false ? { cache: false } : {}) });
  return { files: result.files, compiled: timer.counts.get('pages compiled') ?? 0, cached: timer.counts.get('pages from cache') ?? 0, rendered: timer.counts.get('pages rendered') ?? 0, apiFromCache: timer.counts.get('API pages from cache') ?? 0 };
}

describe('the build cache', () => {
  it('produces exactly the output of a build without it', async () => {
    const cwd = await copySite('authoring');
    const uncached = await run(cwd, { cache: false });
    const first = await run(cwd);
    const second = await run(cwd);
    expect(second.compiled).toBe(0);
    expect(second.rendered).toBe(0);
    expect(contents(first.files)).toEqual(contents(uncached.files));
    expect(contents(second.files)).toEqual(contents(uncached.files));
  });

  it('reuses highlighted code blocks when only the prose of a page changes, with the same HTML', async () => {
    const cwd = await copySite('authoring');
    await run(cwd);
    const page = join(cwd, 'site/pages/code.md');
    await writeFile(page, `${await readFile(page, 'utf8')}\nA new paragraph.\n`);
    const edited = await run(cwd);
    expect(edited.compiled).toBe(1);
    const uncached = await run(cwd, { cache: false });
    expect(contents(edited.files)['code/index.html']).toContain('A new paragraph.');
    expect(contents(edited.files)['code/index.html']).toBe(contents(uncached.files)['code/index.html']);
  });

  it('recompiles only an edited page, and re-renders the pages whose navigation changed', async () => {
    const cwd = await copySite('basic');
    const first = await run(cwd);
    expect(first.compiled).toBeGreaterThan(5);
    const page = join(cwd, 'site/pages/guides/03-troubleshooting.md');
    await writeFile(page, `${await readFile(page, 'utf8')}\nA new paragraph.\n`);
    const edited = await run(cwd);
    expect(edited.compiled).toBe(1);
    expect(edited.rendered).toBe(1);
    expect((edited.files.get('guides/troubleshooting/index.html') as { contents: string }).contents).toContain('A new paragraph.');
    // A new title changes the sidebar every page of that sidebar shows.
    await writeFile(page, (await readFile(page, 'utf8')).replace('title: Troubleshooting', 'title: Fixing problems'));
    const retitled = await run(cwd);
    expect(retitled.compiled).toBe(1);
    expect(retitled.rendered).toBeGreaterThan(5);
    expect(contents(retitled.files)).toEqual(contents((await run(cwd, { cache: false })).files));
  });

  it('re-renders the API pages an OpenAPI edit changes, and only those', async () => {
    const cwd = await copySite('openapi');
    await run(cwd, { write: true });
    const spec = join(cwd, 'site/api/openapi.yaml');
    await writeFile(spec, (await readFile(spec, 'utf8')).replace('description: Cursor of the next page.', 'description: Opaque cursor of the next page.'));
    const edited = await run(cwd, { write: true });
    expect(edited.rendered).toBe(1);
    expect(await readFile(join(cwd, 'build/api/list-pets/index.html'), 'utf8')).toContain('Opaque cursor of the next page.');
  });

  it('reads an API reference back from its cache entries as the pages it compiled', async () => {
    const cwd = await copySite('openapi');
    const uncached = await run(cwd, { cache: false });
    await run(cwd);
    const second = await run(cwd);
    expect(second.apiFromCache).toBeGreaterThan(5);
    expect(contents(second.files)).toEqual(contents(uncached.files));
  });

  it('caches an API reference in runs of pages, a page larger than a run on its own', () => {
    const page = (id: string, length: number) => ({ id, html: 'x'.repeat(length) }) as CompiledPage;
    const chunks = pageChunks([page('a', 3), page('b', 3), page('c', 3), page('d', 10), page('e', 1)], 6);
    expect(chunks.map((chunk) => chunk.map((item) => item.id).join(''))).toEqual(['ab', 'c', 'd', 'e']);
    expect(pageChunks([])).toEqual([]);
  });

  it('reports a broken front matter block on every build, and takes the fixed one', async () => {
    const cwd = await copySite('basic');
    await run(cwd);
    const page = join(cwd, 'site/pages/guides/03-troubleshooting.md');
    const good = await readFile(page, 'utf8');
    await writeFile(page, good.replace('title: Troubleshooting', 'title: [Troubleshooting'));
    for (let attempt = 0; attempt < 2; attempt++) await expect(run(cwd)).rejects.toMatchObject({ diagnostics: [expect.objectContaining({ file: 'site/pages/guides/03-troubleshooting.md', code: 'front-matter/yaml-syntax', line: 3 })] });
    await writeFile(page, good.replace('title: Troubleshooting', 'title: Fixing problems'));
    expect((await run(cwd)).files.get('guides/troubleshooting/index.html')).toMatchObject({ contents: expect.stringContaining('<title>Fixing problems') });
  });

  it('is invalidated entirely by a config change', async () => {
    const cwd = await copySite('basic');
    const first = await run(cwd);
    await writeFile(join(cwd, 'site/config.yaml'), (await readFile(join(cwd, 'site/config.yaml'), 'utf8')).replace('title: Acme Docs', 'title: Acme Documentation'));
    const changed = await run(cwd);
    expect(changed.compiled).toBe(first.compiled);
    expect((changed.files.get('index.html') as { contents: string }).contents).toContain('<title>Welcome to Acme | Acme Documentation</title>');
  });

  it('keeps entries per docsgen version: an upgrade finds none of the old ones', async () => {
    const dir = await tempDir();
    const old = openCompileCache(dir, '1.0.0');
    old.set('abc', { html: 'x' });
    await old.save();
    expect(openCompileCache(dir, '1.0.0').get('abc')).toEqual({ html: 'x' });
    const upgraded = openCompileCache(dir, '1.1.0');
    expect(upgraded.get('abc')).toBeUndefined();
    upgraded.set('def', { html: 'y' });
    await upgraded.save();
    // The old version's folder stays while it may be in use…
    expect(openCompileCache(dir, '1.0.0').get('abc')).toEqual({ html: 'x' });
    // …and goes with the next save once it has been untouched for an hour.
    const oldFolder = (await readdir(dir)).find((name) => name.endsWith('-1.0.0'))!;
    const hoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(join(dir, oldFolder), hoursAgo, hoursAgo);
    const next = openCompileCache(dir, '1.1.0');
    next.set('ghi', { html: 'z' });
    await next.save();
    expect(await readdir(dir)).toEqual([expect.stringMatching(/^v\d+-1\.1\.0$/)]);
    expect(openCompileCache(dir, '1.1.0').get('def')).toEqual({ html: 'y' });
  });

  it('reads entries back while they are being written, and has all of them on disk once saved', async () => {
    const dir = await tempDir();
    const cache = openCompileCache(dir, '1.0.0');
    // More than are written at once: the rest are written on the spot.
    for (let i = 0; i < 150; i++) cache.set(`key-${i}`, { i });
    expect(cache.get('key-0')).toEqual({ i: 0 });
    expect(cache.get('key-149')).toEqual({ i: 149 });
    await cache.save();
    const reopened = openCompileCache(dir, '1.0.0');
    for (let i = 0; i < 150; i++) expect(reopened.get(`key-${i}`)).toEqual({ i });
    expect(reopened.get('key-150')).toBeUndefined();
    expect((await readdir(join(dir, (await readdir(dir))[0]!))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('writes a pack on the spot when enough is in flight, so texts are not held until the disk catches up', async () => {
    const dir = await tempDir();
    const cache = openCompileCache(dir, '1.0.0');
    cache.set('small', { text: 'x' });
    cache.set('large', { text: 'x'.repeat(9 * 1024 * 1024) });
    const folder = join(dir, (await readdir(dir))[0]!);
    // Nothing has been awaited: the pack written synchronously, holding both, is there already.
    const packs = (await readdir(folder)).filter((name) => name.endsWith('.pack'));
    expect(packs).toHaveLength(1);
    expect([...readPacks(folder).keys()].sort()).toEqual(['large', 'small']);
    await cache.save();
    expect(openCompileCache(dir, '1.0.0').get('small')).toEqual({ text: 'x' });
    expect((openCompileCache(dir, '1.0.0').get('large') as { text: string }).text).toHaveLength(9 * 1024 * 1024);
  });

  it('lets a writer wait until the packs in flight leave room, so its entries are never written on the spot', async () => {
    const dir = await tempDir();
    const cache = openCompileCache(dir, '1.0.0');
    const chunk = (i: number) => ({ html: `${i}${'x'.repeat(3 * 1024 * 1024)}` });
    // The keys in packs on disk now (an earlier chunk's pack may land at any moment: its rename runs on libuv's threads).
    const packedKeys = (): Set<string> => new Set(existsSync(dir) ? readdirSync(dir).flatMap((name) => [...readPacks(join(dir, name)).keys()]) : []);
    for (let i = 0; i < 5; i++) {
      await cache.drained(3 * 1024 * 1024 + 20);
      cache.set(`chunk-${i}`, chunk(i));
      // Set once there is room, its pack is written to a temporary name and renamed in a callback: no pack holds it synchronously.
      expect(packedKeys().has(`chunk-${i}`)).toBe(false);
    }
    await cache.save();
    const reopened = openCompileCache(dir, '1.0.0');
    for (let i = 0; i < 5; i++) expect(reopened.get(`chunk-${i}`)).toEqual(chunk(i));
  });

  it('saves entries set in the background once their writer is done (track)', async () => {
    const dir = await tempDir();
    const cache = openCompileCache(dir, '1.0.0');
    const later = async (): Promise<void> => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      cache.set('late', { text: 'written after save was called' });
    };
    cache.track(later());
    cache.track(Promise.reject(new Error('a failed writer only leaves its entries out')));
    await cache.save();
    expect(openCompileCache(dir, '1.0.0').get('late')).toEqual({ text: 'written after save was called' });
  });

  it('gathers entries into packs of about a megabyte, read back by key', async () => {
    const dir = await tempDir();
    const cache = openCompileCache(dir, '1.0.0');
    const text = (i: number) => `page ${i} é ✓ ${'x'.repeat(20_000)}`;
    for (let i = 0; i < 200; i++) cache.set(`page-${i}`, { html: text(i) });
    await cache.save();
    const folder = join(dir, (await readdir(dir))[0]!);
    const names = await readdir(folder);
    // 200 entries of ~20,000 characters: 4 packs, not 200 files.
    expect(names.filter((name) => name.endsWith('.pack'))).toHaveLength(4);
    expect(names.filter((name) => !name.endsWith('.pack'))).toEqual([]);
    const reopened = openCompileCache(dir, '1.0.0');
    for (let i = 0; i < 200; i++) expect(reopened.get(`page-${i}`)).toEqual({ html: text(i) });
  });

  it('misses, without failing, entries whose pack is damaged or gone', async () => {
    const dir = await tempDir();
    const cache = openCompileCache(dir, '1.0.0');
    cache.set('a', { html: 'first' });
    await cache.save();
    const folder = join(dir, (await readdir(dir))[0]!);
    const [pack] = await readdir(folder);
    const bytes = await readFile(join(folder, pack!));
    await writeFile(join(folder, 'garbage.pack'), 'not a pack\n');
    await writeFile(join(folder, 'bad-index.pack'), 'docsgen-pack 5\n[[1,2');
    await writeFile(join(folder, 'short.pack'), bytes.subarray(0, bytes.length - 3));
    await rm(join(folder, pack!));
    const reopened = openCompileCache(dir, '1.0.0');
    expect(reopened.get('a')).toBeUndefined();
    reopened.set('b', 2);
    await reopened.save();
    expect(openCompileCache(dir, '1.0.0').get('b')).toBe(2);
    // A pack removed after its index was read (`docsgen clear` while `docsgen dev` runs) is a miss too.
    const stale = openCompileCache(dir, '1.0.0');
    expect(stale.get('zz')).toBeUndefined();
    await rm(folder, { recursive: true });
    expect(stale.get('b')).toBeUndefined();
  });

  /** Ten entries of ~300 KB in one version's folder, as earlier builds left them. */
  async function tenEntries(dir: string, version = '1.0.0'): Promise<(i: number) => { text: string }> {
    const value = (i: number) => ({ text: `entry ${i} ${'x'.repeat(300_000)}` });
    const cache = openCompileCache(dir, version);
    for (let i = 0; i < 10; i++) cache.set(`old-${i}`, value(i));
    await cache.save();
    return value;
  }

  const folderBytes = async (folder: string): Promise<number> => {
    const { stat } = await import('node:fs/promises');
    let total = 0;
    for (const name of await readdir(folder)) total += (await stat(join(folder, name))).size;
    return total;
  };

  it('drops, when a build of the whole site saves, the entries it did not use once they outweigh those it did', async () => {
    const dir = await tempDir();
    const value = await tenEntries(dir);
    const folder = join(dir, (await readdir(dir))[0]!);
    const before = await folderBytes(folder);
    // What an edit in `docsgen dev` leaves: one entry still used, nine never read again.
    const next = openCompileCache(dir, '1.0.0');
    expect(next.get('old-0')).toEqual(value(0));
    next.set('new', value(10));
    await next.save({ compact: true });
    expect(next.get('old-0')).toEqual(value(0));
    expect(next.get('old-1')).toBeUndefined();
    const reopened = openCompileCache(dir, '1.0.0');
    expect(reopened.get('old-0')).toEqual(value(0));
    expect(reopened.get('new')).toEqual(value(10));
    for (let i = 1; i < 10; i++) expect(reopened.get(`old-${i}`)).toBeUndefined();
    expect((await readdir(folder)).filter((name) => !name.endsWith('.pack'))).toEqual([]);
    expect(await folderBytes(folder)).toBeLessThan(before / 4);
  });

  it('keeps every entry while those it did not use weigh less than those it did, or when the save is not a whole build', async () => {
    const dir = await tempDir();
    const value = await tenEntries(dir);
    const partial = openCompileCache(dir, '1.0.0');
    partial.get('old-0');
    partial.set('new', value(10));
    await partial.save();
    const mostly = openCompileCache(dir, '1.0.0');
    for (let i = 0; i < 5; i++) mostly.get(`old-${i}`);
    await mostly.save({ compact: true });
    const reopened = openCompileCache(dir, '1.0.0');
    for (let i = 0; i < 10; i++) expect(reopened.get(`old-${i}`)).toEqual(value(i));
    expect(reopened.get('new')).toEqual(value(10));
  });

  it('leaves the entries another docsgen wrote after it read the folder', async () => {
    const dir = await tempDir();
    const value = await tenEntries(dir);
    const compacting = openCompileCache(dir, '1.0.0');
    expect(compacting.get('old-0')).toEqual(value(0));
    const other = openCompileCache(dir, '1.0.0');
    other.set('other', value(11));
    await other.save();
    await compacting.save({ compact: true });
    const reopened = openCompileCache(dir, '1.0.0');
    expect(reopened.get('other')).toEqual(value(11));
    expect(reopened.get('old-0')).toEqual(value(0));
    expect(reopened.get('old-1')).toBeUndefined();
  });

  it('drops what earlier builds left in a build of the whole site, which stays warm', async () => {
    const cwd = await copySite('basic');
    const first = await run(cwd);
    const dir = join(cwd, 'node_modules/.cache/docsgen/build');
    const version = (await readdir(dir))[0]!.replace(/^v\d+-/, '');
    await tenEntries(dir, version);
    const second = await run(cwd);
    expect(second.compiled).toBe(0);
    expect(openCompileCache(dir, version).get('old-0')).toBeUndefined();
    const third = await run(cwd);
    expect(third.compiled).toBe(0);
    expect(contents(third.files)).toEqual(contents(first.files));
  });

  it('keeps every entry when docsgen dev builds its first page alone', async () => {
    const cwd = await copySite('basic');
    await run(cwd);
    const dir = join(cwd, 'node_modules/.cache/docsgen/build');
    const version = (await readdir(dir))[0]!.replace(/^v\d+-/, '');
    const value = await tenEntries(dir, version);
    await build({ cwd, write: false, lazy: true, quickStart: true, onlyRoute: '/' });
    expect(openCompileCache(dir, version).get('old-9')).toEqual(value(9));
    expect((await run(cwd)).compiled).toBe(0);
  });

  it('drops what earlier checks left when docsgen check-links has loaded every page', async () => {
    const cwd = await copySite('basic');
    await checkLinks({ cwd });
    const dir = join(cwd, 'node_modules/.cache/docsgen/check-links');
    const version = (await readdir(dir))[0]!.replace(/^v\d+-/, '');
    await tenEntries(dir, version);
    await checkLinks({ cwd });
    expect(openCompileCache(dir, version).get('old-0')).toBeUndefined();
  });

  it('reads a key written by several builds (a search shard slot) from the newest pack', async () => {
    const dir = await tempDir();
    for (let build = 1; build <= 5; build++) {
      const cache = openCompileCache(dir, '1.0.0');
      cache.set('shard-0', { build });
      await cache.save();
    }
    const folder = join(dir, (await readdir(dir))[0]!);
    const packs = await readdir(folder);
    expect(packs).toHaveLength(5);
    // Whatever order the folder lists them in, the last build's pack is the newest.
    const { stat } = await import('node:fs/promises');
    const times = await Promise.all(packs.map(async (pack) => [pack, (await stat(join(folder, pack))).mtimeMs] as const));
    const newest = times.sort((a, b) => a[1] - b[1]).at(-1)![0];
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    for (const pack of packs) if (pack !== newest) await utimes(join(folder, pack), hourAgo, hourAgo);
    expect(openCompileCache(dir, '1.0.0').get('shard-0')).toEqual({ build: 5 });
  });

  it('merges its small packs once a folder holds more than 64, keeping every entry', async () => {
    const dir = await tempDir();
    // Each save of a rebuild in `docsgen dev` writes a pack of its own.
    for (let i = 0; i < 64; i++) {
      const cache = openCompileCache(dir, '1.0.0');
      cache.set(`edit-${i}`, { i });
      await cache.save();
    }
    const folder = join(dir, (await readdir(dir))[0]!);
    expect((await readdir(folder)).length).toBe(64);
    const cache = openCompileCache(dir, '1.0.0');
    cache.set('edit-64', { i: 64 });
    await cache.save();
    expect((await readdir(folder)).length).toBe(1);
    for (let i = 0; i <= 64; i++) expect(cache.get(`edit-${i}`)).toEqual({ i });
    const reopened = openCompileCache(dir, '1.0.0');
    for (let i = 0; i <= 64; i++) expect(reopened.get(`edit-${i}`)).toEqual({ i });
  });

  it('makes its folder again when it is removed while docsgen dev runs', async () => {
    const dir = await tempDir();
    const cache = openCompileCache(dir, '1.0.0');
    cache.set('a', 1);
    await cache.save();
    await rm(dir, { recursive: true, force: true });
    cache.set('b', 2);
    await cache.save();
    cache.set('c', 3);
    await cache.save();
    expect(openCompileCache(dir, '1.0.0').get('c')).toBe(3);
  });

  it('keeps no copy of the written pages: an unchanged page stays in the previous output', async () => {
    const cwd = await copySite('basic');
    await run(cwd, { write: true });
    const folder = join(cwd, 'node_modules/.cache/docsgen/build');
    const [version] = await readdir(folder);
    const cached = [...readPacks(join(folder, version!)).values()].map((entry) => readPackedText(entry)!);
    expect(cached.some((text) => text.includes('<!DOCTYPE html>'))).toBe(false);
    expect(cached.length).toBeGreaterThan(5);
    // Gathered into a few files, not one per page.
    expect((await readdir(join(folder, version!))).length).toBeLessThan(cached.length / 3);
  });

  it('leaves unchanged pages of the previous output in place instead of rendering and writing them', async () => {
    const cwd = await copySite('basic');
    await run(cwd, { write: true });
    const { stat } = await import('node:fs/promises');
    const before = await stat(join(cwd, 'build/index.html'));
    const second = await run(cwd, { write: true });
    expect(second.rendered).toBe(0);
    const after = await stat(join(cwd, 'build/index.html'));
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
    expect(await readFile(join(cwd, 'build/index.html'), 'utf8')).toContain('<title>Welcome to Acme | Acme Docs</title>');
  });
});
