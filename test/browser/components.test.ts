import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers.ts';
import { browserOnFixture } from './browser.ts';

const site = browserOnFixture('components');

async function open(path: string): Promise<{ page: Page; close: () => Promise<void>; scripts: string[]; errors: string[] }> {
  const { page, close } = await site.open(undefined, { viewport: { width: 1280, height: 900 } });
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  await page.goto(site.url + path);
  return { page, close, scripts, errors };
}

describe("client components ('use client')", () => {
  it('hydrate where they stand: the counter counts, its MDX children stay', async () => {
    const { page, close, errors } = await open('/guides/counter');
    const button = page.locator('.counter button');
    await expect(button.innerText()).resolves.toBe('Clicks: 2');
    await page.waitForSelector('docsgen-island[data-island-hydrated]');
    await button.click();
    await button.click();
    await expect(button.innerText()).resolves.toBe('Clicks: 4');
    await expect(page.locator('.counter__note strong').innerText()).resolves.toBe('children');
    expect(errors).toEqual([]);
    await close();
  });

  it('hydrate after a client-side navigation too', async () => {
    const { page, close, errors } = await open('/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('.markdown a[href="/guides/counter"]').click();
    await page.waitForSelector('docsgen-island[data-island-hydrated]');
    // The same document: the page was swapped, not loaded.
    await expect(page.evaluate(() => (window as unknown as { marker?: number }).marker)).resolves.toBe(1);
    await page.locator('.counter button').click();
    await expect(page.locator('.counter button').innerText()).resolves.toBe('Clicks: 3');
    expect(errors).toEqual([]);
    await close();
  });

  /** The search box's code, which every page with one prefetches once idle (issue #25): its lazy chunk and the chunks that imports. */
  async function searchBoxCode(main: string): Promise<Set<string>> {
    const code = new Set<string>();
    const source = async (path: string) => (await fetch(site.url + path)).text();
    for (const [, name] of main.matchAll(/import\("\.\/(chunk\.\w+\.js)"\)/g)) {
      if (!(await source(`/assets/js/${name!}`)).includes('search-dialog__input')) continue;
      code.add(`/assets/js/${name!}`);
      for (const path of code) for (const [, imported] of (await source(path)).matchAll(/from\s*"\.\/(chunk\.\w+\.js)"/g)) code.add(`/assets/js/${imported!}`);
    }
    return code;
  }

  it('load nothing more on pages without one than a site without client components does', async () => {
    const { page, close, scripts } = await open('/plain');
    await page.waitForLoadState('networkidle');
    // What every page loads: the main script and the chunks it imports statically; no island chunk, no React.
    const main = scripts[0]!;
    expect(main).toMatch(/^\/assets\/js\/main\.\w+\.js$/);
    const text = await (await fetch(site.url + main)).text();
    const statics = [...text.matchAll(/(?:from|import)\s*"\.\/(chunk\.\w+\.js)"/g)].map((match) => `/assets/js/${match[1]}`);
    const searchCode = await searchBoxCode(text);
    const loaded = scripts.filter((script) => !searchCode.has(script));
    expect(loaded.slice(1).every((script) => statics.includes(script))).toBe(true);
    let bytes = 0;
    for (const script of loaded) bytes += (await (await fetch(site.url + script)).arrayBuffer()).byteLength;
    // The same script as docsgen's prebuilt one, plus the table of the site's islands.
    const prebuilt = JSON.parse(readFileSync(join(repoRoot, 'dist', 'client-bundle.json'), 'utf8')) as { files: Array<{ path: string; contents: string }> };
    const prebuiltMain = prebuilt.files.find((file) => /main\.\w+\.js$/.test(file.path))!;
    const prebuiltStatics = [...prebuiltMain.contents.matchAll(/(?:from|import)\s*"\.\/(chunk\.\w+\.js)"/g)].map((match) => prebuilt.files.find((file) => file.path.endsWith(match[1]!))!);
    const before = [prebuiltMain, ...prebuiltStatics].reduce((sum, file) => sum + Buffer.byteLength(file.contents), 0);
    expect(bytes).toBeLessThan(before + 1024);
    await close();
  });
});
