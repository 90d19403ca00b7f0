/** The "Copy page" control in Chromium: copying the twin, its menu by mouse and keyboard, colour modes, print, no script. */
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { copySite } from '../helpers.ts';
import { axeEverywhere, browserOnBuild, serveFolder } from './browser.ts';
import type { OpenedPage } from './page-turns.ts';

/** The llms fixture: docs pages, a category page and a REST reference, with the control's default entries. */
const site = browserOnBuild(async () => {
  const cwd = await copySite('llms');
  await build({ cwd, offline: true });
  return join(cwd, 'build');
});

const PAGE = '/guide/admonitions';

async function open(path = PAGE, options: { mode?: 'light' | 'dark'; javaScriptEnabled?: boolean; width?: number } = {}): Promise<OpenedPage> {
  const viewport = { width: options.width ?? 1280, height: 800 };
  const permissions = ['clipboard-read', 'clipboard-write'];
  // A script before the page's own stays with a context, as JavaScript off does: such a test has one of its own.
  const opened = options.mode || options.javaScriptEnabled === false ? await site.openAlone({ viewport, javaScriptEnabled: options.javaScriptEnabled ?? true, permissions: options.mode ? permissions : [] }) : await site.open(undefined, { viewport, permissions });
  if (options.mode) {
    await opened.context.addInitScript((mode) => localStorage.setItem('preferredColorMode', mode), options.mode);
  }
  await opened.page.goto(site.url + path, { waitUntil: 'load' });
  return opened;
}

const twin = async (path: string): Promise<string> => (await fetch(`${site.url}${path}`)).text();
const clipboard = (page: Page): Promise<string> => page.evaluate(() => navigator.clipboard.readText());
/** What has focus: the menu entry's text, `toggle`, or the element's tag outside the control. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (active?.matches('[role="menuitem"]')) return active.textContent ?? '';
    if (active?.matches('.copy-page__toggle')) return 'toggle';
    if (active?.matches('.copy-page__main')) return 'main';
    return active?.closest('.copy-page') ? 'inside' : `outside:${active?.tagName ?? ''}`;
  });
const menuState = (page: Page) => page.evaluate(() => ({ expanded: document.querySelector('.copy-page__toggle')!.getAttribute('aria-expanded'), visible: !(document.querySelector('.copy-page__menu') as HTMLElement).hidden }));

describe('copying the page', () => {
  it('puts the exact twin on the clipboard and says so in the status region', async () => {
    const { page, close } = await open();
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect.poll(() => page.locator('.copy-page [role="status"]').textContent()).toBe('Copied');
    const status = (await page.locator('.copy-page [role="status"]').boundingBox())!;
    expect(status.x).toBeGreaterThan(0);
    expect(await clipboard(page)).toBe(await twin(`${PAGE}.md`));
    expect((await twin(`${PAGE}.md`)).startsWith('# Admonitions\n')).toBe(true);
    await expect.poll(() => page.locator('.copy-page [role="status"]').textContent(), { timeout: 5000 }).toBe('');
    await close();
  });

  it('copies the page the reader is on after a client-side navigation, and an API operation\'s twin', async () => {
    const { page, close } = await open();
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.locator('.sidebar a', { hasText: 'Components' }).click();
    await page.waitForURL(`${site.url}/guide/components`);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect.poll(() => clipboard(page)).toBe(await twin('/guide/components.md'));
    await page.goto(`${site.url}/api/list-pets`);
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect.poll(() => clipboard(page)).toBe(await twin('/api/list-pets.md'));
    expect(await clipboard(page)).toContain('`GET /pets`');
    await close();
  });

  it('says the copy failed when the twin cannot be fetched', async () => {
    const { page, context, close } = await open();
    await context.route(`${site.url}${PAGE}.md`, (route) => route.fulfill({ status: 404, body: 'missing' }));
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect.poll(() => page.locator('.copy-page [role="status"]').textContent()).toBe('Copy failed');
    await close();
  });
});

describe('the menu', () => {
  it('"View as Markdown" opens the twin, by click or by Space', async () => {
    for (const how of ['click', 'Space'] as const) {
      const { page, close } = await open();
      await page.getByRole('button', { name: 'More ways to use this page' }).click();
      if (how === 'click') await page.getByRole('menuitem', { name: 'View as Markdown' }).click();
      else await page.keyboard.press('Space');
      await page.waitForURL(`${site.url}${PAGE}.md`);
      expect(await page.evaluate(() => document.body.textContent)).toBe(await twin(`${PAGE}.md`));
      await close();
    }
  });

  it('"Open in ChatGPT" and "Open in Claude" open a new tab with the prompt naming the twin\'s absolute URL', async () => {
    const { page, context, close } = await open();
    // The assistants stay offline: their pages are answered here.
    await context.route(/^https:\/\/(chatgpt\.com|claude\.ai)\//, (route) => route.fulfill({ body: 'assistant', contentType: 'text/plain' }));
    for (const [name, base] of [['Open in ChatGPT', 'https://chatgpt.com/'], ['Open in Claude', 'https://claude.ai/new']] as const) {
      await page.getByRole('button', { name: 'More ways to use this page' }).click();
      const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('menuitem', { name }).click()]);
      await tab.waitForLoadState();
      const url = new URL(tab.url());
      expect(url.origin + url.pathname).toBe(base);
      expect(url.searchParams.get('q')).toBe('Read https://llama.test/guide/admonitions.md so I can ask questions about it.');
      if (name === 'Open in ChatGPT') expect(url.searchParams.get('hints')).toBe('search');
      await tab.close();
      // The menu closed behind the link, focus back on its button.
      await expect.poll(() => menuState(page)).toEqual({ expanded: 'false', visible: false });
    }
    await close();
  });

  it('works with the keyboard: Enter, Space and the arrows open it, arrows, Home and End move, Escape returns, Tab leaves', async () => {
    const { page, close } = await open();
    await page.getByRole('button', { name: 'Copy page' }).focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('toggle');
    expect(await menuState(page)).toEqual({ expanded: 'false', visible: false });
    await page.keyboard.press('Enter');
    expect(await menuState(page)).toEqual({ expanded: 'true', visible: true });
    expect(await focused(page)).toBe('View as Markdown');
    const moves: string[] = [];
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp', 'End', 'Home']) {
      await page.keyboard.press(key);
      moves.push(await focused(page));
    }
    expect(moves).toEqual(['Open in ChatGPT', 'Open in Claude', 'View as Markdown', 'Open in Claude', 'Open in Claude', 'View as Markdown']);
    await page.keyboard.press('Escape');
    expect(await menuState(page)).toEqual({ expanded: 'false', visible: false });
    expect(await focused(page)).toBe('toggle');
    await page.keyboard.press('Space');
    expect(await focused(page)).toBe('View as Markdown');
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('Open in Claude');
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('View as Markdown');
    // Tab closes the menu and moves on past it, as from its button.
    await page.keyboard.press('Tab');
    expect(await menuState(page)).toEqual({ expanded: 'false', visible: false });
    expect(await focused(page)).toMatch(/^outside:/);
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('toggle');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('main');
    await close();
  });

  it('closes on a click elsewhere, or on its button again', async () => {
    const { page, close } = await open();
    const toggle = page.getByRole('button', { name: 'More ways to use this page' });
    await toggle.click();
    expect(await menuState(page)).toEqual({ expanded: 'true', visible: true });
    await page.locator('h1').click();
    expect(await menuState(page)).toEqual({ expanded: 'false', visible: false });
    await toggle.click();
    await toggle.click();
    expect(await menuState(page)).toEqual({ expanded: 'false', visible: false });
    await close();
  });
});

describe('look', () => {
  it('takes the colour mode: the menu is drawn in the theme\'s colours, light and dark', async () => {
    for (const [mode, background, color] of [['light', 'rgb(255, 255, 255)', 'rgb(28, 30, 33)'], ['dark', 'rgb(22, 24, 29)', 'rgb(230, 232, 236)']] as const) {
      const { page, close } = await open(PAGE, { mode });
      await page.getByRole('button', { name: 'More ways to use this page' }).click();
      const style = await page.locator('.copy-page__menu').evaluate((menu) => ({ background: getComputedStyle(menu).backgroundColor, color: getComputedStyle(menu.querySelector('[role="menuitem"]')!).color }));
      expect(style, mode).toEqual({ background, color });
      expect(await page.locator('.copy-page__menu').isVisible()).toBe(true);
      await close();
    }
  });

  it('keeps the menu inside a phone\'s screen, and is not printed', async () => {
    const { page, close } = await open(PAGE, { width: 360 });
    await page.getByRole('button', { name: 'More ways to use this page' }).click();
    const box = (await page.locator('.copy-page__menu').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.copy-page').isVisible()).toBe(false);
    await close();
  });

  it('without the client script, shows a plain link to the twin instead of buttons that could do nothing', async () => {
    const { page, close } = await open(PAGE, { javaScriptEnabled: false });
    expect(await page.locator('.copy-page__group').isVisible()).toBe(false);
    const link = page.getByRole('link', { name: 'View as Markdown' });
    expect(await link.getAttribute('href')).toBe(`${PAGE}.md`);
    expect(await link.isVisible()).toBe(true);
    await close();
  });

  it('passes axe-core with the menu closed and open, light and dark, phone and desktop', { timeout: 120_000 }, async () => {
    const openMenu = async (page: Page): Promise<void> => {
      await page.getByRole('button', { name: 'More ways to use this page' }).click();
      await page.getByRole('menuitem').first().waitFor();
    };
    for (const prepare of [undefined, openMenu]) {
      const found = await axeEverywhere(site.browser, site.url + PAGE, prepare);
      expect(found).toEqual(found.map((run) => ({ ...run, violations: [] })));
    }
  });
});

describe('turned off by config', () => {
  let served: Awaited<ReturnType<typeof serveFolder>> | undefined;
  beforeAll(async () => {
    const cwd = await copySite('llms');
    await appendFile(join(cwd, 'site/config.yaml'), '  copyPage: false\n');
    await build({ cwd, offline: true });
    served = await serveFolder(join(cwd, 'build'));
  }, 120_000);
  afterAll(() => served?.close());

  it('`llms.copyPage: false` leaves no control on the page; the twin is still linked from the head', async () => {
    const page = await site.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${served!.url}${PAGE}`, { waitUntil: 'load' });
    expect(await page.locator('.copy-page').count()).toBe(0);
    expect(await page.locator('head link[type="text/markdown"]').getAttribute('href')).toBe(`${PAGE}.md`);
    expect(errors).toEqual([]);
    await page.close();
  });
});
