import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFiles } from '../helpers.ts';
import { browserOnFixture } from './browser.ts';

const site = browserOnFixture('basic', async (cwd) => {
  await writeFiles(join(cwd, 'site'), {
    'blog/2025-01-01-hello.md': '---\ntitle: Hello post\ndescription: The first post.\n---\n\nHello from the blog. Back to [the home page](/).\n',
  });
  await appendFile(join(cwd, 'site', 'pages', 'index.md'), '\nRead [the first post](/blog/2025/01/01/hello).\n');
});

const head = (page: import('playwright-core').Page) =>
  page.evaluate(() => ({
    ogTitle: document.head.querySelector('meta[property="og:title"]')?.getAttribute('content'),
    description: document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}')['@type']),
    feeds: document.head.querySelectorAll('link[rel="alternate"]:not([type="text/markdown"])').length,
    twin: document.head.querySelector('link[rel="alternate"][type="text/markdown"]')?.getAttribute('href'),
  }));

describe('client navigation and the head', () => {
  it('swaps the page’s social cards, structured data, feed links and Markdown twin link, leaving none of the old page’s behind', async () => {
    const { page, close } = await site.open('/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const home = await head(page);
    expect(home).toMatchObject({ feeds: 0, twin: '/index.md' });
    await page.locator('.markdown a', { hasText: 'the first post' }).click();
    await page.waitForURL(`${site.url}/blog/2025/01/01/hello`);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    const post = await head(page);
    expect(post).toMatchObject({ ogTitle: 'Hello post | Acme Docs', description: 'The first post.', feeds: 3, twin: '/blog/2025/01/01/hello.md' });
    expect(post.jsonLd).toContain('BlogPosting');
    await page.goBack();
    await page.waitForURL(`${site.url}/`);
    // Going back changes the address first; the head follows once the page is fetched.
    await expect.poll(() => head(page)).toEqual(home);
    await close();
  });
});
