import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { kassaWritten } from '../kassa-builds.ts';
import { browserOnBuild } from './browser.ts';

/** The index and its chunk load over the network: on a busy CI machine that takes more than poll's default second. */
const INDEX_LOAD = { timeout: 15_000 };

/** The Kassa site: the queries below are about its checkout docs and REST reference. */
let outDir = '';
const site = browserOnBuild(async () => {
  outDir = (await kassaWritten()).outDir;
  return outDir;
});

/** Bytes of every file under a folder. */
async function folderBytes(folder: string): Promise<number> {
  let bytes = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) if (entry.isFile()) bytes += (await stat(join(entry.parentPath, entry.name))).size;
  return bytes;
}

/** The search island's code: its chunk (the one with the dialog) and the chunks it imports, by name. */
async function searchCode(): Promise<string[]> {
  const dir = join(outDir, 'assets', 'js');
  const sources = new Map<string, string>();
  for (const name of (await readdir(dir)).filter((file) => file.endsWith('.js'))) sources.set(name, await readFile(join(dir, name), 'utf8'));
  const island = [...sources].find(([, source]) => source.includes('search-dialog__input'))![0];
  const names = new Set([island]);
  for (const name of names) for (const match of sources.get(name)!.matchAll(/from\s*"\.\/(chunk\.\w+\.js)"/g)) names.add(match[1]!);
  return [...names];
}

/** What the page fetched so far: URL → bytes received (the test server sends files as they are). */
const fetchedFiles = (page: Page) => page.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize })));

async function open(path: string): Promise<Page> {
  return (await site.open(path)).page;
}

const input = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const options = (page: Page) => page.getByRole('option');

/** Search, and wait for the results of this query (those of the last one stay until they come). */
async function search(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  await expect.poll(() => page.getByRole('listbox').getAttribute('aria-busy'), INDEX_LOAD).toBe('false');
  await expect.poll(() => page.locator('.search-result').count(), INDEX_LOAD).toBeGreaterThan(0);
}

describe('search', () => {
  it('loads no index until the reader searches, its code once the page is idle, and opens on click', async () => {
    const page = await open('/sdk/cart');
    const scripts = async () => (await fetchedFiles(page)).map((entry) => entry.url).filter((name) => name.endsWith('.js') || name.includes('/search/'));
    // The search island's code, React included, is fetched at idle (not run); nothing of the index.
    await expect.poll(async () => (await scripts()).some((name) => /\/assets\/js\/chunk\.\w+\.js$/.test(name))).toBe(true);
    const atIdle = await scripts();
    expect(atIdle.some((name) => name.includes('/search/'))).toBe(false);
    await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
    await expect.poll(() => input(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await search(page, 'checkout');
    const loaded = (await scripts()).filter((name) => !atIdle.includes(name));
    expect(loaded.some((name) => name.endsWith('/search/index.json'))).toBe(true);
    await site.done(page);
  });

  it('fetches its code at idle without running it: React first runs when the reader opens search', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    // React DOM announces itself to the developer tools' hook as its module is evaluated.
    await context.addInitScript(() => {
      const ran = window as unknown as { reactRan: boolean };
      ran.reactRan = false;
      const hook = {
        supportsFiber: true,
        inject() {
          ran.reactRan = true;
          return 1;
        },
        checkDCE() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
      };
      Object.assign(window, { __REACT_DEVTOOLS_GLOBAL_HOOK__: hook });
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/key-concepts`);
    const code = await searchCode();
    const fetched = async () => (await fetchedFiles(page)).map((entry) => entry.url);
    const missing = async () => {
      const urls = await fetched();
      return code.filter((name) => !urls.some((url) => url.endsWith(`/assets/js/${name}`)));
    };
    await expect.poll(missing).toEqual([]);
    const reactRan = () => page.evaluate(() => (window as unknown as { reactRan: boolean }).reactRan);
    await page.waitForTimeout(300);
    expect(await reactRan()).toBe(false);
    expect(await page.locator('[data-island="search"][data-island-hydrated]').count()).toBe(0);
    const before = await fetched();
    await page.keyboard.press('Control+k');
    await expect.poll(() => input(page).isVisible()).toBe(true);
    expect(await reactRan()).toBe(true);
    // Opening ran the code fetched at idle: no script was fetched again.
    expect((await fetched()).filter((url) => url.endsWith('.js') && !before.includes(url))).toEqual([]);
    await context.close();
  });

  it('the first search fetches only the index files of its words and of the pages it lists', async () => {
    const page = await open('/');
    const code = await searchCode();
    // Prefetched at idle: the search island and React.
    const missing = async () => {
      const fetched = await fetchedFiles(page);
      return code.filter((name) => !fetched.some((entry) => entry.url.endsWith(`/${name}`)));
    };
    await expect.poll(missing).toEqual([]);
    const before = new Set((await fetchedFiles(page)).map((entry) => entry.url));
    await page.keyboard.press('Control+k');
    await expect.poll(() => input(page).isVisible()).toBe(true);
    // Typed as a reader types: every prefix on the way is searched too.
    await input(page).pressSequentially('create checkout', { delay: 30 });
    await expect.poll(() => options(page).first().getAttribute('href'), INDEX_LOAD).toBe('/api-rest/create-a-checkout');
    const fetched = (await fetchedFiles(page)).filter((entry) => !before.has(entry.url));
    const index = fetched.filter((entry) => entry.url.includes('/search/'));
    const indexBytes = index.reduce((sum, entry) => sum + entry.bytes, 0);
    const codeBytes = (await fetchedFiles(page)).filter((entry) => code.some((name) => entry.url.endsWith(`/${name}`))).reduce((sum, entry) => sum + entry.bytes, 0);
    const total = await folderBytes(join(outDir, 'search'));
    console.log(`First search on the Kassa site: ${index.length} index files, ${(indexBytes / 1024).toFixed(1)} KB of ${(total / 1024).toFixed(0)} KB; search code prefetched at idle ${(codeBytes / 1024).toFixed(0)} KB`);
    // (Pages listed may be prefetched as the pointer rests on them: no code, though.)
    expect(fetched.filter((entry) => entry.url.endsWith('.js')).map((entry) => entry.url)).toEqual([]);
    expect(index.every((entry) => /\/search\/(index\.json|[dfpt]\/[\w-]+\.bin\?v=\w+)$/.test(entry.url))).toBe(true);
    expect(indexBytes).toBeLessThan(total / 5);
    await site.done(page);
  });

  it('"checkout" lists the checkout docs and API operations, grouped by area, with highlighted snippets', async () => {
    const page = await open('/');
    await page.keyboard.press('Control+k');
    await search(page, 'checkout');
    const hrefs = await options(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toContain('/sdk/checkout');
    expect(hrefs).toContain('/graphql/checkout');
    expect(hrefs.some((href) => href?.startsWith('/api-rest/') && href.includes('checkout'))).toBe(true);
    const groups = await page.locator('.search-group__label').allTextContents();
    // The best hit comes first on its own (here /graphql/checkout), the rest by area.
    expect(groups[0]).toBe('Best match');
    expect(groups).toEqual(expect.arrayContaining(['Web SDK', 'REST API']));
    expect(new Set(groups).size).toBe(groups.length);
    await expect.poll(() => page.locator('.search-result mark').count()).toBeGreaterThan(0);
    expect((await page.locator('.search-result mark').first().textContent())?.toLowerCase()).toContain('checkout');
    await site.done(page);
  });

  it('"create checkout" puts the operation first; a typo still finds it', async () => {
    const page = await open('/');
    await page.keyboard.press('/');
    await search(page, 'create checkout');
    expect(await options(page).first().getAttribute('href')).toBe('/api-rest/create-a-checkout');
    await search(page, 'create chekout');
    expect(await options(page).first().getAttribute('href')).toBe('/api-rest/create-a-checkout');
    await search(page, 'chekout');
    const hrefs = await options(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toContain('/sdk/checkout');
    await site.done(page);
  });

  it('works with the keyboard: arrows move the selection, Enter navigates to the heading, Escape closes', async () => {
    const page = await open('/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.keyboard.press('Control+k');
    // A query whose best answer is a section (`create a cart` now opens with the operation page).
    await search(page, 'woocommerce hooks');
    const first = options(page).first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await input(page).getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await page.keyboard.press('ArrowDown');
    const second = options(page).nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await first.getAttribute('aria-selected')).toBe('false');
    await page.keyboard.press('ArrowUp');
    const target = await first.getAttribute('href');
    expect(target).toContain('#');
    await page.keyboard.press('Enter');
    await page.waitForURL(site.url + target!);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Client navigation: no reload, and the heading is scrolled into view.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    const anchor = decodeURIComponent(target!.split('#')[1]!);
    await expect.poll(() => page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, anchor)).toBeLessThan(200);

    // The search box still works on the new page, and Escape closes it, giving focus back.
    await page.keyboard.press('Control+k');
    await expect.poll(() => input(page).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('search-button');
    await site.done(page);
  });

  it('a result click navigates to its heading and is kept as a recent search', async () => {
    const page = await open('/');
    await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
    await expect.poll(() => page.locator('.search-dialog__status').textContent(), INDEX_LOAD).toContain('Type to search');
    await search(page, 'klarna');
    const link = page.locator('.search-result[href*="#"]').first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL(site.url + href!);
    await page.keyboard.press('Control+k');
    const recent = page.locator('.search-group', { hasText: 'Recent searches' });
    await expect.poll(() => recent.locator('.search-result').first().getAttribute('href')).toBe(href);
    await site.done(page);
  });

  it('says so when nothing matches', async () => {
    const page = await open('/');
    await page.keyboard.press('Control+k');
    await input(page).fill('zzzxqv');
    await expect.poll(() => page.locator('.search-dialog__status').textContent(), INDEX_LOAD).toBe('No results for “zzzxqv”');
    expect(await page.locator('.search-dialog [aria-live="polite"]').textContent()).toBe('0 results');
    await site.done(page);
  });

  it('a crash inside the island shows the crash page with the error chain, and "Try again" restores the page', async () => {
    const page = await open('/sdk/cart');
    // Simulate a bug in the island's render (it groups results with Array#flat).
    await page.evaluate(() => {
      const original = Array.prototype.flat;
      (window as unknown as { restore: () => void }).restore = () => (Array.prototype.flat = original);
      Array.prototype.flat = () => {
        throw new Error('Simulated bug', { cause: new Error('root cause') });
      };
    });
    await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
    await expect.poll(() => page.locator('.crash-page h1').textContent()).toBe('This page crashed.');
    expect(await page.title()).toBe('Page Error');
    expect(await page.locator('.crash-page__errors').textContent()).toBe('Simulated bugCause: root cause');
    expect(await page.locator('.doc-main').isVisible()).toBe(false);
    await page.evaluate(() => (window as unknown as { restore: () => void }).restore());
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(await page.locator('.crash-page').count()).toBe(0);
    expect(await page.locator('.doc-main').isVisible()).toBe(true);
    expect(await page.title()).toBe('Cart | Kassa Developers');
    expect(await page.getByRole('button', { name: 'Search (Ctrl+K)' }).isVisible()).toBe(true);
    await site.done(page);
  });
});
