import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserOnFixture } from './browser.ts';
import type { OpenedPage } from './page-turns.ts';

const site = browserOnFixture('basic', async (cwd) => {
  await appendFile(join(cwd, 'site/config.yaml'), 'announcementBar:\n  id: launch-2\n  content: Kassa 2.0 is out\n  backgroundColor: "#5b3df5"\n  textColor: "#ffffff"\n');
  const config = join(cwd, 'site/config.yaml');
  await writeFile(
    config,
    (await readFile(config, 'utf8'))
      .replace('navbar:\n', 'navbar:\n  hideOnScroll: true\n')
      .replace('  items:\n    - label: Home', '  items:\n    - type: dropdown\n      label: More\n      items:\n        - { label: Setup, to: /guides/setup }\n    - label: Home'),
  );
  await writeFile(join(cwd, 'site/pages/long.md'), `# Long\n\n${Array.from({ length: 80 }, (_, i) => `Paragraph ${i} with enough words to take a line.`).join('\n\n')}\n`);
  // About 600 px of table: wider than a phone, narrower than a desktop's main column.
  const wide = `| ${['currency', 'amount_minor', 'country_code', 'channel_id', 'supplier_id'].join(' | ')} |\n|${' --- |'.repeat(5)}\n| ${['NOK', '129900', 'NO', 'ch_nordic', 'sup_4711'].join(' | ')} |\n`;
  await writeFile(join(cwd, 'site/pages/tables.mdx'), `# Tables\n\n${wide}\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\n<Details summary="More columns">\n\n${wide}\n</Details>\n\n[Another table](/more-tables)\n`);
  await writeFile(join(cwd, 'site/pages/more-tables.md'), `# More tables\n\n${wide}`);
});

async function open(path = '/', options: { storageBlocked?: boolean } = {}): Promise<OpenedPage & { warnings: string[] }> {
  // A script before the page's own stays with a context: such a test has one of its own.
  const opened = options.storageBlocked ? await site.openAlone() : await site.open();
  if (options.storageBlocked) {
    await opened.context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', { get: () => { throw new DOMException('blocked', 'SecurityError'); } });
    });
  }
  const { page } = opened;
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(site.url + path);
  return { ...opened, warnings };
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

describe('header', () => {
  it('keeps the height it has at first paint: the script and islands shift nothing, on desktop and mobile', async () => {
    for (const width of [1280, 400]) {
      const heights: number[] = [];
      for (const javaScriptEnabled of [false, true]) {
        const { page, close } = javaScriptEnabled ? await site.open(undefined, { viewport: { width, height: 800 } }) : await site.openAlone({ viewport: { width, height: 800 }, javaScriptEnabled });
        await page.goto(`${site.url}/guides/setup`, { waitUntil: 'load' });
        // Both rows: the announcement bar and the navbar.
        heights.push(await page.evaluate(() => document.querySelector('.announcement-bar')!.getBoundingClientRect().height + document.querySelector('header.navbar')!.getBoundingClientRect().height));
        await close();
      }
      expect(heights[1]).toBe(heights[0]);
    }
  });
});

describe('colour mode toggle', () => {
  it('switches light and dark, stores both keys, and swaps the logo', async () => {
    const { page, close } = await open();
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
    await close();
  });

  it('follows other tabs, and falls back to the default when the choice is cleared', async () => {
    const { page, context, close } = await open();
    const other = await context.newPage();
    await other.goto(site.url + '/guides');
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    await expect.poll(() => theme(other)).toBe('dark');
    await page.evaluate(() => localStorage.clear());
    await expect.poll(() => theme(other)).toBe('light');
    await close();
  });
});

describe('announcement bar', () => {
  it('is shown, stays closed once dismissed, and comes back for a new id', async () => {
    const { page, close } = await open();
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
    await close();
  });
});

describe('navbar hide on scroll', () => {
  it('hides the navbar scrolling down and shows it scrolling up', async () => {
    const { page, close } = await open('/long');
    const hidden = () => page.locator('header.navbar').evaluate((element) => element.classList.contains('navbar--hidden'));
    await page.mouse.wheel(0, 1500);
    await expect.poll(hidden).toBe(true);
    await page.mouse.wheel(0, -300);
    await expect.poll(hidden).toBe(false);
    await close();
  });
});

describe('navbar dropdowns and storage', () => {
  it('keep working without localStorage, with one warning', async () => {
    const { page, close, warnings } = await open('/', { storageBlocked: true });
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    expect(await theme(page)).toBe('dark');
    expect(warnings.filter((w) => w.includes('localStorage is unavailable'))).toHaveLength(1);
    await close();
  });

  it('forget a preferred docs version that does not exist', async () => {
    const { page, close } = await open();
    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '0.9'));
    await page.reload();
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
    await close();
  });
});

describe('navbar dropdowns', () => {
  it('close on a click or focus outside them, and on Escape', async () => {
    const { page, close } = await open();
    const dropdown = page.locator('details.navbar__dropdown');
    const isOpen = () => dropdown.evaluate((element) => (element as HTMLDetailsElement).open);
    await dropdown.locator('summary').click();
    expect(await isOpen()).toBe(true);
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    expect(await isOpen()).toBe(false);
    await dropdown.locator('summary').click();
    await page.keyboard.press('Escape');
    expect(await isOpen()).toBe(false);
    await dropdown.locator('summary').click();
    await page.locator('.skip-link').focus();
    expect(await isOpen()).toBe(false);
    await close();
  });
});

describe('mobile drawer', () => {
  async function openMobile(path: string) {
    const opened = await open(path);
    await opened.page.setViewportSize({ width: 800, height: 800 });
    return opened;
  }
  const drawerVisible = (page: Page) => page.locator('.drawer').evaluate((element) => !(element as HTMLElement).hidden).catch(() => false);

  it('opens on the sidebar, goes back to the main menu, and traps focus', async () => {
    const { page, close } = await openMobile('/guides/setup');
    expect(await page.locator('.sidebar').isVisible()).toBe(false);
    await page.locator('.navbar__menu-button').click();
    expect(await drawerVisible(page)).toBe(true);
    expect(await page.locator('.drawer .sidebar__link--active').textContent()).toBe('Setup');
    await page.getByRole('button', { name: '← Back to main menu' }).click();
    expect(await page.locator('.drawer .navbar__menu-link', { hasText: 'Guides' }).isVisible()).toBe(true);
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.drawer')))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await drawerVisible(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('navbar__menu-button'))).toBe(true);
    await close();
  });

  it('closes when the window grows past 996 px and on back navigation', async () => {
    const { page, close } = await openMobile('/guides/setup');
    await page.locator('.navbar__menu-button').click();
    await page.setViewportSize({ width: 997, height: 800 });
    await expect.poll(() => drawerVisible(page)).toBe(false);
    await page.setViewportSize({ width: 800, height: 800 });
    await page.locator('.navbar__menu-button').click();
    await page.locator('.drawer a', { hasText: 'Troubleshooting' }).click();
    await page.waitForURL(`${site.url}/guides/troubleshooting`);
    expect(await drawerVisible(page)).toBe(false);
    await page.locator('.navbar__menu-button').click();
    await page.goBack();
    await expect.poll(() => drawerVisible(page)).toBe(false);
    await close();
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

describe('sidebar categories', () => {
  async function toggleAnimation(reducedMotion: 'reduce' | 'no-preference') {
    const { page, close } = await site.open('/', { reducedMotion });
    const category = page.locator('.sidebar__category details').filter({ has: page.locator('summary a', { hasText: 'More topics' }) });
    const box = (await category.locator('summary').boundingBox())!;
    await category.locator('summary').click({ position: { x: box.width - 12, y: box.height / 2 } });
    const duration = await category.evaluate((element) => Number((element as HTMLElement).dataset.collapseDuration));
    await expect.poll(() => category.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    await close();
    return duration;
  }

  it('animate open for a time computed from their height, 1 ms with reduced motion', async () => {
    const normal = await toggleAnimation('no-preference');
    expect(normal).toBeGreaterThan(100);
    expect(await toggleAnimation('reduce')).toBe(1);
  });
});

describe('wide tables', () => {
  const tabStops = (page: Page) => page.locator('.markdown table').evaluateAll((tables) => tables.map((table) => table.getAttribute('tabindex')));

  it('take keyboard focus only while they scroll: at load, in a disclosure opened, as the window changes and in a page swapped in', async () => {
    const { page, close } = await open('/tables');
    await page.setViewportSize({ width: 400, height: 800 });
    // The wide table scrolls on a phone; the small one and the one in the closed disclosure do not.
    await expect.poll(() => tabStops(page)).toEqual(['0', null, null]);
    await page.locator('summary', { hasText: 'More columns' }).click();
    await expect.poll(() => tabStops(page)).toEqual(['0', null, '0']);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => tabStops(page)).toEqual([null, null, null]);
    await page.setViewportSize({ width: 400, height: 800 });
    await expect.poll(() => tabStops(page)).toEqual(['0', null, '0']);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('.markdown a', { hasText: 'Another table' }).click();
    await page.waitForURL(`${site.url}/more-tables`);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect.poll(() => tabStops(page)).toEqual(['0']);
    await close();
  });
});
