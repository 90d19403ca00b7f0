import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { build } from '../../src/build/build.ts';
import { docusaurusConfig, makeDocusaurusSite } from '../helpers.ts';
import { browserOnBuild } from './browser.ts';

const site = browserOnBuild(async () => {
  const cwd = await makeDocusaurusSite({
    'docusaurus.config.js': docusaurusConfig("  themeConfig: { navbar: { items: [{ to: '/blog', label: 'Blog' }] } },\n").replace('{ blog: false }', '{}'),
    'docs/intro.md': '# Intro\n\nHello.\n',
    'blog/2024-01-01-hello.md': '---\ntitle: Hello\n---\nHi.\n',
  });
  await build({ cwd });
  return join(cwd, 'site', 'build');
});

describe('the classic theme\'s page classes on <html>', () => {
  it('are the next page\'s after client navigation, and the client\'s own class stays', async () => {
    const { page, close } = await site.open('/docs/intro');
    const classes = () => page.evaluate(() => document.documentElement.className);
    expect(await classes()).toBe('docs-wrapper docs-doc-page js');
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
      document.documentElement.classList.add('reader-own');
    });
    await page.locator('header.navbar a', { hasText: 'Blog' }).first().click();
    await page.waitForURL(`${site.url}/blog`);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await classes()).toBe('js reader-own blog-wrapper blog-list-page');
    await page.goBack();
    await page.waitForURL(`${site.url}/docs/intro`);
    // Going back changes the address first; the classes follow once the page is fetched.
    await expect.poll(classes).toBe('js reader-own docs-wrapper docs-doc-page');
    await close();
  });
});
