import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserOnFixture } from './browser.ts';

const site = browserOnFixture('basic');

/** A page with JavaScript off: the layout must work from HTML and CSS alone. */
async function openWithoutJs(path: string, width: number): Promise<Page> {
  const { page } = await site.openAlone({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  await page.goto(site.url + path);
  return page;
}

describe('layout without JavaScript', () => {
  it('shows sidebar, content and TOC side by side on a wide screen', async () => {
    const page = await openWithoutJs('/guides/setup', 1280);
    await expect(page.locator('.sidebar__nav').isVisible()).resolves.toBe(true);
    await expect(page.locator('.sidebar__toggle').isVisible()).resolves.toBe(false);
    await expect(page.locator('.doc-toc .toc').isVisible()).resolves.toBe(true);
    await expect(page.locator('.navbar__items').first().isVisible()).resolves.toBe(true);
    await expect(page.locator('.navbar__menu').isVisible()).resolves.toBe(false);
    const sidebar = await page.locator('.sidebar').boundingBox();
    const article = await page.locator('article.doc').boundingBox();
    const toc = await page.locator('.doc-toc').boundingBox();
    expect(sidebar!.x + sidebar!.width).toBeLessThanOrEqual(article!.x);
    expect(article!.x + article!.width).toBeLessThanOrEqual(toc!.x);
    await site.done(page);
  });

  it('folds the sidebar, navbar links and TOC into disclosures at the 996px breakpoint', async () => {
    const page = await openWithoutJs('/guides/setup', 996);
    await expect(page.locator('.sidebar__nav').isVisible()).resolves.toBe(false);
    await expect(page.locator('.doc-toc').isVisible()).resolves.toBe(false);
    await expect(page.locator('.toc-mobile').isVisible()).resolves.toBe(true);
    await page.locator('.sidebar__toggle').click();
    await expect(page.locator('.sidebar__link--active').isVisible()).resolves.toBe(true);
    await page.locator('.navbar__menu-button').click();
    await expect(page.locator('.navbar__menu-link', { hasText: 'Guides' }).isVisible()).resolves.toBe(true);
    await site.done(page);
  });

  it('keeps the desktop layout one pixel above the breakpoint', async () => {
    const page = await openWithoutJs('/guides/setup', 997);
    await expect(page.locator('.sidebar__nav').isVisible()).resolves.toBe(true);
    await site.done(page);
  });

  it('reveals the skip link on the first Tab and moves focus to the main content', async () => {
    const page = await openWithoutJs('/guides/setup', 1280);
    await page.keyboard.press('Tab');
    const skip = page.locator('.skip-link');
    await expect(skip.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    const box = await skip.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toMatch(/#main-content$/);
    await site.done(page);
  });

  it('opens sidebar categories with the keyboard', async () => {
    const page = await openWithoutJs('/', 1280);
    const advanced = page.locator('.sidebar__link', { hasText: 'Scaling' });
    await expect(advanced.isVisible()).resolves.toBe(false);
    await page.locator('summary:has(> a[href="/guides/advanced"])').focus();
    await page.keyboard.press('Enter');
    await expect(advanced.isVisible()).resolves.toBe(true);
    await site.done(page);
  });
});

describe('colour mode', () => {
  it('applies the stored preference before first paint, light by default', async () => {
    const { page, close } = await site.openAlone();
    await page.goto(site.url + '/');
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('light');
    await page.evaluate(() => localStorage.setItem('preferredColorMode', 'dark'));
    // Record the theme the first time the body exists, before any paint of content.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.body) {
          (window as unknown as { themeAtBody: string }).themeAtBody = document.documentElement.dataset.theme ?? '';
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await expect(page.evaluate(() => (window as unknown as { themeAtBody: string }).themeAtBody)).resolves.toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(22, 24, 29)');
    await expect(page.locator('.logo--dark').isVisible()).resolves.toBe(true);
    await expect(page.locator('.logo--light').isVisible()).resolves.toBe(false);
    await close();
  });

  it('ignores the operating-system preference', async () => {
    const { page, close } = await site.open(undefined, { colorScheme: 'dark' });
    await page.goto(site.url + '/');
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('light');
    await close();
  });
});
