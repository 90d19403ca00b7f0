import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { copySite } from '../helpers.ts';
import { browserOnBuild } from './browser.ts';

/** The index loads over the network: on a busy machine that takes more than poll's default second. */
const INDEX_LOAD = { timeout: 15_000 };

/** The Docusaurus fixture configures Algolia: docsgen writes its own search page at /search. */
const site = browserOnBuild(async () => {
  const cwd = await copySite('docusaurus-classic');
  const outDir = join(cwd, 'out');
  await build({ cwd, outDir });
  return outDir;
});

async function open(path: string): Promise<Page> {
  const { page } = await site.open(path);
  return page;
}

const results = (page: Page) => page.locator('.search-page__link').allTextContents();

describe('the search page', () => {
  it('answers the query in the address once loaded, with each result linked to its section', async () => {
    const page = await open('/search?q=install');
    await expect.poll(() => results(page), INDEX_LOAD).toContain('Install Beacon');
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('install');
    expect(await page.getByRole('status').textContent()).toMatch(/^\d+ results? for “install”$/);
    expect(await page.locator('.search-page__link', { hasText: 'Install Beacon' }).first().getAttribute('href')).toMatch(/^\/docs\/guides\/install/);
    await site.done(page);
  });

  it('follows the box as the reader types, keeping the query in the address; a query with no match says so', async () => {
    const page = await open('/search');
    await expect.poll(() => page.locator('[data-island="search-page"][data-island-hydrated]').count(), INDEX_LOAD).toBe(1);
    await page.getByRole('searchbox', { name: 'Search' }).fill('zzqxv');
    await expect.poll(() => page.getByRole('status').textContent(), INDEX_LOAD).toBe('No results for “zzqxv”');
    expect(new URL(page.url()).searchParams.get('q')).toBe('zzqxv');
    await page.getByRole('searchbox', { name: 'Search' }).fill('install');
    await expect.poll(() => results(page), INDEX_LOAD).toContain('Install Beacon');
    expect(new URL(page.url()).searchParams.get('q')).toBe('install');
    await site.done(page);
  });

  it('is a form that submits the query to the page itself without JavaScript', async () => {
    const { page, close } = await site.openAlone({ javaScriptEnabled: false });
    await page.goto(`${site.url}/search`);
    await page.getByRole('searchbox', { name: 'Search' }).fill('install');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/search\/?\?q=install$/);
    await close();
  });
});
