import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { makeSite } from '../helpers.ts';
import { browserOnBuild } from './browser.ts';

const site = browserOnBuild(async () => {
  const cwd = await makeSite(
    {
      'pages/index.md': '# Home\n\nHi.\n',
      'blog/2025-01-01-hello.md': '---\ntitle: Hello post\ndescription: The first post.\n---\n\nHello.\n',
      'blog/2025-02-01-again.md': '---\ntitle: Second post\ndescription: More news.\n---\n\nAgain.\n',
    },
    'title: Acme\nurl: https://docs.acme.test\nblog:\n  feed:\n    xslt: true\n',
  );
  await build({ cwd });
  return join(cwd, 'build');
});

describe('a feed with its stylesheet (blog.feed.xslt)', () => {
  it('shows a browser a page: what a feed is, the blog, and each post with its link and summary', async () => {
    const { page, close } = await site.open();
    for (const feed of ['rss.xml', 'atom.xml']) {
      await page.goto(`${site.url}/blog/${feed}`);
      const shown = await page.evaluate(() => ({
        note: document.querySelector('.note')?.textContent,
        title: document.querySelector('h1')?.textContent,
        posts: [...document.querySelectorAll('article h2 a')].map((link) => [link.textContent, link.getAttribute('href')]),
        summaries: [...document.querySelectorAll('article p')].map((p) => p.textContent),
      }));
      expect(shown).toEqual({
        note: 'This is a web feed. Copy its address into a feed reader to follow new posts.',
        title: 'Acme Blog',
        posts: [['Second post', 'https://docs.acme.test/blog/2025/02/01/again'], ['Hello post', 'https://docs.acme.test/blog/2025/01/01/hello']],
        summaries: ['More news.', 'The first post.'],
      });
    }
    await close();
  });
});
