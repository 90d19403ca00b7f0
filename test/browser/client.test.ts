import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserOnFixture } from './browser.ts';

const site = browserOnFixture('basic', async (cwd) => {
  await appendFile(join(cwd, 'site/config.yaml'), 'announcementBar:\n  id: launch-2\n  content: Kassa 2.0 is out\n  backgroundColor: "#5b3df5"\n  textColor: "#ffffff"\n');
  const config = join(cwd, 'site/config.yaml');
  await writeFile(config, (await readFile(config, 'utf8')).replace('navbar:\n', 'navbar:\n  hideOnScroll: true\n'));
  await writeFile(join(cwd, 'site/pages/long.md'), `# Long\n\n${Array.from({ length: 80 }, (_, i) => `Paragraph ${i} with enough words to take a line.`).join('\n\n')}\n`);
});

async function open(path = '/', options: { storageBlocked?: boolean } = {}): Promise<{ page: Page; context: BrowserContext; warnings: string[] }> {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (options.storageBlocked) {
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', { get: () => { throw new DOMException('blocked', 'SecurityError'); } });
    });
  }
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(site.url + path);
  return { page, context, warnings };
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

describe('colour mode toggle', () => {
  it('switches light and dark, stores both keys, and swaps the logo', async () => {
    const { page, context } = await open();
    // A site served where it was built for shows no baseUrl banner.
    expect(await page.locator('#docsgen-base-url-issue-banner').count()).toBe(0);
    const toggle = page.getByRole('button', { name: /Switch to dark mode/ });
    await toggle.click();
    expect(await theme(page)).toBe('dark');
    expect(await page.evaluate(() => [localStorage.getItem('preferredColorMode'), localStorage.getItem('theme')])).toEqual(['dark', 'dark']);
    expect(await page.getByRole('button', { name: /Switch to light mode/ }).count()).toBe(1);
    expect(await page.locator('.logo--dark').isVisible()).toBe(true);
    expect(await page.locator('.logo--light').isVisible()).toBe(false);
    await page.reload();
    expect(await theme(page)).toBe('dark');
    await context.close();
  });

  it('follows other tabs, and falls back to the default when the choice is cleared', async () => {
    const { page, context } = await open();
    const other = await context.newPage();
    await other.goto(site.url + '/guides');
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    await expect.poll(() => theme(other)).toBe('dark');
    await page.evaluate(() => localStorage.clear());
    await expect.poll(() => theme(other)).toBe('light');
    await context.close();
  });
});

describe('announcement bar', () => {
  it('is shown, stays closed once dismissed, and comes back for a new id', async () => {
    const { page, context } = await open();
    const bar = page.locator('.announcement-bar');
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(91, 61, 245)');
    await page.getByRole('button', { name: 'Close announcement' }).click();
    expect(await bar.isVisible()).toBe(false);
    await page.reload();
    expect(await bar.isVisible()).toBe(false);
    // The stored id is of an older bar: this one shows again.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'launch-1'));
    await page.reload();
    expect(await bar.isVisible()).toBe(true);
    await context.close();
  });
});

describe('navbar hide on scroll', () => {
  it('hides the navbar scrolling down and shows it scrolling up', async () => {
    const { page, context } = await open('/long');
    const hidden = () => page.locator('header.navbar').evaluate((element) => element.classList.contains('navbar--hidden'));
    await page.mouse.wheel(0, 1500);
    await expect.poll(hidden).toBe(true);
    await page.mouse.wheel(0, -300);
    await expect.poll(hidden).toBe(false);
    await context.close();
  });
});

describe('navbar dropdowns and storage', () => {
  it('close a menu on a click or focus outside it, and on Escape', async () => {
    const { page, context } = await open();
    await page.setViewportSize({ width: 800, height: 800 });
    const menu = page.locator('details.navbar__menu');
    await page.locator('.navbar__menu-button').click();
    expect(await menu.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    expect(await menu.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    await page.locator('.navbar__menu-button').click();
    await page.keyboard.press('Escape');
    expect(await menu.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    await context.close();
  });

  it('keep working without localStorage, with one warning', async () => {
    const { page, context, warnings } = await open('/', { storageBlocked: true });
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    expect(await theme(page)).toBe('dark');
    expect(warnings.filter((w) => w.includes('localStorage is unavailable'))).toHaveLength(1);
    await context.close();
  });

  it('forget a preferred docs version that does not exist', async () => {
    const { page, context } = await open();
    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '0.9'));
    await page.reload();
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
    await context.close();
  });
});

describe('wrong baseUrl', () => {
  it('shows a banner on the home page suggesting the baseUrl to use', async () => {
    const { serveFolder, launchChromium } = await import('./browser.ts');
    const { build } = await import('../../src/build/build.ts');
    const { copySite } = await import('../helpers.ts');
    const cwd = await copySite('zero-config');
    await appendFile(join(cwd, 'site/config.yaml'), 'baseUrl: /docs/\n');
    await build({ cwd });
    // Served at the root although configured for /docs/: every asset link misses.
    const server = await serveFolder(join(cwd, 'build'));
    const browser = await launchChromium();
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    const banner = page.getByRole('alert');
    await expect.poll(() => banner.count()).toBe(1);
    expect(await banner.textContent()).toContain('The current baseUrl is /docs/; we suggest trying baseUrl: /');
    await browser.close();
    await server.close();
  });
});
