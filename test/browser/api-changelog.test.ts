import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { makeStoreSite } from '../api-changelog/store-site.ts';
import { axeEverywhere, browserOnBuild } from './browser.ts';

/** A REST API with a version and an older release, and a GraphQL schema with an older release. */
const site = browserOnBuild(async () => {
  const cwd = await makeStoreSite();
  await build({ cwd });
  return join(cwd, 'build');
});

describe('an API\'s changelog page in the browser', () => {
  for (const path of ['/store-api/changelog', '/graphql/changelog']) {
    it(`finds nothing with axe on ${path} in light and dark mode, on a phone and a desktop`, { timeout: 120_000 }, async () => {
      const found = await axeEverywhere(site.browser, site.url + path);
      expect(found).toEqual(found.map((run) => ({ ...run, violations: [] })));
    });
  }

  it('shows only the breaking changes, and only operations that have one, while "Show breaking changes only" is checked', async () => {
    const { page, close } = await site.open('/store-api/changelog');
    const shown = (selector: string) => page.locator(selector).evaluateAll((elements) => elements.filter((element) => (element as HTMLElement).offsetParent !== null).length);
    const all = { breaking: await page.locator('.api-change--breaking').count(), other: await page.locator('.api-change--non-breaking').count(), operations: await page.locator('.api-changelog__operation').count() };
    expect(all).toEqual({ breaking: 41, other: 56, operations: 17 });
    expect(await shown('.api-change--non-breaking')).toBe(all.other);
    await page.getByLabel('Show breaking changes only').check();
    expect(await shown('.api-change--non-breaking')).toBe(0);
    expect(await shown('.api-change--breaking')).toBe(all.breaking);
    expect(await shown('.api-changelog__operation')).toBe(await page.locator('.api-changelog__operation--breaking').count());
    await page.getByLabel('Show breaking changes only').uncheck();
    expect(await shown('.api-change--non-breaking')).toBe(all.other);
    await close();
  });

  it('fits a phone\'s width, long paths and messages wrapping inside their box', async () => {
    const { page, close } = await site.open('/store-api/changelog', { viewport: { width: 360, height: 740 } });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const box = await page.locator('.api-changelog__operation').first().boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await close();
  });
});
