import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { makeSite } from '../helpers.ts';
import { browserOnBuild } from './browser.ts';

/** An API whose one tag holds 150 operations: its pages list 51 of them until the whole list arrives. */
const OPERATIONS = 150;
const site = browserOnBuild(async () => {
  const number = (index: number): string => String(index).padStart(3, '0');
  const paths = Object.fromEntries(
    Array.from({ length: OPERATIONS }, (_, index) => [`/items/${number(index)}`, { get: { tags: ['Items'], summary: `Get item ${number(index)}`, responses: { '200': { description: 'OK' } } } }]),
  );
  const document = { openapi: '3.1.0', info: { title: 'Items API', version: '1' }, paths };
  const cwd = await makeSite(
    { 'pages/index.md': '# Home\n', 'openapi.json': JSON.stringify(document), 'sidebars.yaml': 'docs:\n  - index\n  - type: openapi\n' },
    'title: Items\nurl: https://items.test\nopenapi:\n  cache: openapi.json\n',
  );
  await build({ cwd });
  return join(cwd, 'build');
});

const sidebarLinks = (page: Page): Promise<string[]> => page.locator('.sidebar__nav a[href*="/get-item-"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
const current = (page: Page): Promise<string | null> => page.locator('.sidebar__nav [aria-current="page"]').getAttribute('href');

describe('a long sidebar category', () => {
  it('arrives with the page\'s neighbours, then lists every operation, the page still marked and in view', async () => {
    const { page, close } = await site.open(undefined, { viewport: { width: 1400, height: 900 } });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${site.url}/api-rest/get-item-100`);
    await expect.poll(() => sidebarLists(page)).toBe(0);
    expect(await sidebarLinks(page)).toHaveLength(OPERATIONS);
    expect(await current(page)).toBe('/api-rest/get-item-100');
    const marked = await page.locator('.sidebar__nav [aria-current="page"]').boundingBox();
    expect(marked!.y).toBeGreaterThan(0);
    expect(marked!.y).toBeLessThan(900);
    expect(await page.locator('.sidebar__more').count()).toBe(0);

    // Another operation, through client-side navigation: the list file is not fetched again.
    await page.locator('.sidebar__nav a[href="/api-rest/get-item-010"]').click();
    await page.waitForURL('**/api-rest/get-item-010');
    await expect.poll(() => sidebarLists(page)).toBe(0);
    expect(await sidebarLinks(page)).toHaveLength(OPERATIONS);
    expect(await current(page)).toBe('/api-rest/get-item-010');
    expect(requested.filter((path) => path.startsWith('/assets/sidebar/'))).toHaveLength(1);
    await close();
  });

  it('leads "Show all" to the tag on the overview without JavaScript', async () => {
    const { page, close } = await site.openAlone({ javaScriptEnabled: false });
    await page.goto(`${site.url}/api-rest/get-item-100`);
    expect(await sidebarLinks(page)).toHaveLength(51);
    expect(await page.locator('a[data-sidebar-more]').first().getAttribute('href')).toBe('/api-rest/items-api#tag-items');
    await close();
  });
});

/** Lists still showing neighbours only. */
function sidebarLists(page: Page): Promise<number> {
  return page.locator('ul[data-sidebar-list]').count();
}
