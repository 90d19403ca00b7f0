import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserOnFixture } from './browser.ts';
import type { OpenedPage } from './page-turns.ts';

const site = browserOnFixture('basic');

async function open(path: string, options: { saveData?: boolean; clock?: boolean } = {}): Promise<OpenedPage> {
  // A script before the page's own, or a clock, stays with a context: such a test has one of its own.
  const opened = options.saveData || options.clock ? await site.openAlone() : await site.open();
  const { page } = opened;
  if (options.saveData) {
    await opened.context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  }
  if (options.clock) await page.clock.install();
  await page.goto(site.url + path);
  // An installed clock still flows with real time; paused, a page's timers run only as the
  // test advances it, whatever the machine's load.
  if (options.clock) await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  // A marker that survives client navigation but not a page load.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  return opened;
}

const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker ?? null);

describe('client navigation', () => {
  it('swaps pages without a reload, updates title and sidebar, focuses the heading, and goes back', async () => {
    const { page, close } = await open('/guides');
    await page.locator('.sidebar a', { hasText: 'Setup' }).click();
    await page.waitForURL(`${site.url}/guides/setup`);
    expect(await page.title()).toBe('Setting up Acme | Acme Docs');
    expect(await marker(page)).toBe(1);
    expect(await page.locator('.sidebar__link--active').textContent()).toBe('Setup');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.goBack();
    await page.waitForURL(`${site.url}/guides`);
    // Going back changes the address first; the page follows once its content is fetched.
    await expect.poll(() => page.title()).toBe('Guides | Acme Docs');
    expect(await marker(page)).toBe(1);
    await close();
  });

  it('scrolls to the fragment of the target page', async () => {
    const { page, close } = await open('/');
    await page.locator('.markdown a', { hasText: 'setup guide' }).click();
    await page.waitForURL(`${site.url}/guides/setup#install`);
    expect(await marker(page)).toBe(1);
    expect(await page.locator('#install').evaluate((element) => {
      const top = element.getBoundingClientRect().top;
      return top >= 0 && top < window.innerHeight;
    })).toBe(true);
    await close();
  });

  it('shows the progress bar only for navigations slower than 200 ms', async () => {
    const { page, close } = await open('/guides', { saveData: true, clock: true });
    await page.evaluate(() => {
      (window as unknown as { bars: number }).bars = 0;
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes) if ((node as Element).classList?.contains('nav-progress')) (window as unknown as { bars: number }).bars++;
      }).observe(document.body, { childList: true });
    });
    // Done before 200 ms of the page's time had passed: its bar never shows, even later.
    await page.locator('.sidebar a', { hasText: 'Setup' }).click();
    await page.waitForURL(`${site.url}/guides/setup`);
    await page.clock.runFor(1000);
    expect(await page.evaluate(() => (window as unknown as { bars: number }).bars)).toBe(0);
    site.server.delays.set('/guides/troubleshooting', 700);
    const asked = site.server.requests.length;
    await page.locator('.sidebar a', { hasText: 'Troubleshooting' }).click();
    await expect.poll(() => site.server.requests.slice(asked).includes('/guides/troubleshooting')).toBe(true);
    await page.clock.runFor(250);
    expect(await page.locator('.nav-progress').count()).toBe(1);
    await page.waitForURL(`${site.url}/guides/troubleshooting`);
    site.server.delays.delete('/guides/troubleshooting');
    await close();
  });

  it('prefetches the links in view once the page has loaded', async () => {
    // The page's own files come first: the logo arriving late holds the prefetches back.
    site.server.delays.set('/img/logo.svg', 800);
    const { page, close } = await open('/');
    const prefetched = () => page.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => entry.initiatorType === 'fetch' && new URL(entry.name).pathname === '/guides/setup')?.startTime);
    await expect.poll(prefetched).toBeGreaterThan(0);
    const loaded = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
    expect(loaded).toBeGreaterThan(800);
    expect(await prefetched()).toBeGreaterThan(loaded);
    site.server.delays.delete('/img/logo.svg');
    await close();
  });

  it('prefetches on hover, but not when the reader saves data', async () => {
    const { page, close } = await open('/guides');
    await page.locator('.sidebar a', { hasText: 'Troubleshooting' }).hover();
    await expect.poll(() => site.server.requests.includes('/guides/troubleshooting')).toBe(true);
    await close();
    const saving = await open('/guides', { saveData: true });
    const before = site.server.requests.length;
    await saving.page.locator('.sidebar a', { hasText: 'Troubleshooting' }).hover();
    await saving.page.waitForTimeout(300);
    expect(site.server.requests.slice(before)).not.toContain('/guides/troubleshooting');
    await saving.close();
  });

  it('falls back to a full page load when the preload failed', async () => {
    // Visible links are prefetched as the page loads: fail it from the start.
    site.server.failing.add('/guides/troubleshooting');
    const { page, close } = await open('/guides');
    await page.locator('.sidebar a', { hasText: 'Troubleshooting' }).hover();
    await expect.poll(() => site.server.requests.filter((path) => path === '/guides/troubleshooting').length).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    await page.locator('.sidebar a', { hasText: 'Troubleshooting' }).click();
    await page.waitForURL(`${site.url}/guides/troubleshooting`);
    await page.waitForLoadState();
    expect(await marker(page)).toBeNull();
    site.server.failing.delete('/guides/troubleshooting');
    await close();
  });

  it('shows a Retry button when the page cannot be loaded', async () => {
    const { page, close } = await open('/guides', { saveData: true });
    site.server.failing.add('/guides/troubleshooting');
    await page.locator('.sidebar a', { hasText: 'Troubleshooting' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Retry' }).count()).toBe(1);
    expect(await page.getByRole('alert').textContent()).toContain('This page could not be loaded.');
    site.server.failing.delete('/guides/troubleshooting');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.waitForURL(`${site.url}/guides/troubleshooting`);
    expect(await page.title()).toBe('Troubleshooting | Acme Docs');
    await close();
  });
});
