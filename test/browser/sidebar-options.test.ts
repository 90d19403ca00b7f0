import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { makeSite } from '../helpers.ts';
import { browserOnBuild } from './browser.ts';

const PAGES = {
  'pages/index.md': '# Home\n\nWelcome.\n',
  'pages/alpha/one.md': '# One\n\nText.\n',
  'pages/alpha/two.md': '# Two\n\nText.\n',
  'pages/beta/three.md': '# Three\n\nText.\n',
  'pages/beta/four.md': '# Four\n\nText.\n',
};

const site = browserOnBuild(async () => {
  const cwd = await makeSite(PAGES, 'title: Test\nurl: https://test.dev\nsidebar:\n  hideable: true\n  autoCollapseCategories: true\n');
  const result = await build({ cwd });
  expect(result.diagnostics).toEqual([]);
  return join(cwd, 'build');
});

describe('sidebar.hideable', () => {
  it('hides the sidebar on wide screens and brings it back, and keeps it hidden on the next page of the session', async () => {
    const { page, close } = await site.open('/');
    const sidebar = page.locator('aside.sidebar');
    const content = page.locator('main');
    const wide = (await content.boundingBox())!.width;
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(30);
    expect((await content.boundingBox())!.width).toBeGreaterThan(wide);
    await expect.poll(() => page.locator('.sidebar__nav').isVisible()).toBe(false);
    // The button that undoes it has the focus.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Expand sidebar');
    await page.goto(`${site.url}/alpha/one`);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-sidebar-hidden'))).toBe(true);
    expect((await sidebar.boundingBox())!.width).toBe(30);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(() => page.locator('.sidebar__nav').isVisible()).toBe(true);
    expect((await sidebar.boundingBox())!.width).toBeGreaterThan(200);
    await close();
  });

  it('shows no button on a phone, where the sidebar is the menu drawer', async () => {
    const { page, close } = await site.open('/', { viewport: { width: 390, height: 800 } });
    expect(await page.getByRole('button', { name: 'Collapse sidebar' }).isVisible()).toBe(false);
    await close();
  });
});

describe('sidebar.autoCollapseCategories', () => {
  it('closes the open category beside the one the reader opens', async () => {
    const { page, close } = await site.open('/', { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const category = (label: string) => page.locator('.sidebar__category > details').filter({ has: page.locator('summary', { hasText: label }) });
    await category('Alpha').locator('summary').click();
    await expect.poll(() => category('Alpha').evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    await category('Beta').locator('summary').click();
    await expect.poll(() => category('Beta').evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    expect(await category('Alpha').evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    await close();
  });
});
