import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { liveCodeSite } from '../docusaurus/live-code-site.ts';
import { browserOnBuild } from './browser.ts';

// The theme's own LiveCodeBlock, and docsgen's for a theme before 3.8.0, which has none.
for (const [name, options] of [['LiveCodeBlock of the theme', {}], ['LiveCodeBlock of docsgen', { before38: true }]] as const) {
  describe(`a live code block in the browser (${name})`, () => {
    const site = browserOnBuild(async () => {
      const cwd = await liveCodeSite(options);
      const result = await build({ cwd, siteDir: 'site' });
      expect(result.diagnostics).toEqual([]);
      return join(cwd, 'site', 'build');
    });

    it("runs the code with the site's scope, and again as the reader edits it", async () => {
      const { page, close } = await site.open();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${site.url}/docs/live`);
      await page.locator('.playground').scrollIntoViewIfNeeded();
      await expect.poll(() => page.locator('.playground__preview .greeting').textContent()).toBe('Hello, docs');
      await page.locator('.playground__editor').fill("React.createElement(Greeting, { name: 'reader' })");
      await expect.poll(() => page.locator('.playground__preview .greeting').textContent()).toBe('Hello, reader');
      await expect.poll(() => page.locator('.playground__code').textContent()).toBe("React.createElement(Greeting, { name: 'reader' })");
      expect(errors).toEqual([]);
      await close();
    });
  });
}
