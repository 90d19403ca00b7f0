import { describe, expect, it } from 'vitest';
import { browserOnFixture } from './browser.ts';

const site = browserOnFixture('versions-two');
const KEY = 'docs-preferred-version-default';

describe('docs versions in the browser', () => {
  it('stores the version chosen in the dropdown, and navbar doc links follow it off the docs and after a reload', async () => {
    const { page, close } = await site.open('/guides/setup');
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
    await page.locator('.navbar__versions > summary').click();
    await page.locator('.navbar__versions a[data-version-name="current"]').click();
    await page.waitForURL(`${site.url}/next/guides/setup`);
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('current');
    // A page of no version (the 404 page): the Guides link leads into the preferred version.
    await page.goto(`${site.url}/404.html`);
    await expect.poll(() => page.locator('.navbar__items a', { hasText: 'Guides' }).getAttribute('href')).toBe('/next/guides/setup');
    await page.reload();
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('current');
    await expect.poll(() => page.locator('.navbar__items a', { hasText: 'Guides' }).getAttribute('href')).toBe('/next/guides/setup');
    // On a page of 1.0, the link stays in the version being read.
    await page.goto(`${site.url}/guides/polling`);
    expect(await page.locator('.navbar__items a', { hasText: 'Guides' }).getAttribute('href')).toBe('/guides/setup');
    await close();
  });

  it('forgets a stored version the site no longer has', async () => {
    const { page, close } = await site.open('/');
    await page.evaluate((key) => localStorage.setItem(key, '0.9'), KEY);
    await page.reload();
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
    await page.evaluate((key) => localStorage.setItem(key, '1.0'), KEY);
    await page.reload();
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('1.0');
    await close();
  });

  it('searches the version being read, says which version a result is in, and searches all on request', async () => {
    const { page, close } = await site.open('/next/guides/setup');
    await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
    await page.getByRole('combobox', { name: 'Search' }).fill('setting up');
    // The pages found (the page title counts for every section of its page, so sections of them are listed too).
    const urls = () => page.locator('.search-result').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!.split('#')[0]))]);
    await expect.poll(urls).toEqual(['/next/guides/setup', '/next']);
    expect(await page.locator('.search-result__version').first().textContent()).toBe('Next');
    await page.getByLabel('All versions').check();
    await expect.poll(async () => (await urls()).sort()).toEqual(['/', '/guides/setup', '/next', '/next/guides/setup']);
    await close();
  });
});
