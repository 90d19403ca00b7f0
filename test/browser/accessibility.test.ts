import { describe, expect, it } from 'vitest';
import { kassaWritten } from '../kassa-builds.ts';
import { axeEverywhere, browserOnBuild } from './browser.ts';

/** The Kassa site: a docs home page, a prose page full of links, and a REST operation. */
const site = browserOnBuild(async () => (await kassaWritten()).outDir);

describe('accessibility (axe-core)', () => {
  for (const path of ['/', '/key-concepts', '/api-rest/create-a-checkout']) {
    it(`finds nothing on ${path} in light and dark mode, on a phone and a desktop`, { timeout: 120_000 }, async () => {
      const found = await axeEverywhere(site.browser, site.url + path);
      expect(found).toEqual(found.map((run) => ({ ...run, violations: [] })));
    });
  }

  it('finds nothing with the "Copy page" menu open on an API operation', { timeout: 120_000 }, async () => {
    const found = await axeEverywhere(site.browser, `${site.url}/api-rest/create-a-checkout`, async (page) => {
      await page.getByRole('button', { name: 'More ways to use this page' }).click();
      await page.getByRole('menuitem').first().waitFor();
    });
    expect(found).toEqual(found.map((run) => ({ ...run, violations: [] })));
  });
});
