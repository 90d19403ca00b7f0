import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { lines, tempDir, text, writeFiles } from '../helpers.ts';

const config = (extra = '') => `export default {\n  title: 'R',\n  url: 'https://r.example',${extra}\n  themeConfig: {footer: {links: [{title: 'Docs', items: [{label: 'Intro', to: '/docs/intro'}]}]}},\n};\n`;

describe('routes and links the Docusaurus way', async () => {
  const dir = await tempDir();
  await writeFiles(dir, {
    'docusaurus.config.js': config("\n  baseUrl: '/docs/',"),
    'docs/intro.md': '# Intro\n\nSee [the guide](/docs/guides/setup), [named](guides/02-named.md), [from the root](setup.md) and [tools](/docs/tools/index).\n',
    'docs/guides/setup.md': '---\nid: setup\n---\n# Setup\n\n[Back](../intro.md), [hammer](tools/hammer.md)\n',
    'docs/guides/02-named.md': '---\nid: custom-id\n---\n# Named\n',
    'docs/guides/slugged.md': '---\nslug: /elsewhere\n---\n# Slugged\n',
    'docs/tools/tools.md': '# Tools\n',
    'docs/tools/hammer.md': '# Hammer\n',
    'docs/about/README.md': '# About\n',
    'docs/setup.md': '# Root setup\n',
  });
  const result = await build({ cwd: dir, siteDir: '.', write: false });
  const html = [...result.files.keys()].filter((path) => path.endsWith('.html')).sort();

  it('gives routes as Docusaurus does: front matter id in the URL, slug, folder/folder.md and README.md as folder indexes, number prefixes dropped', () => {
    expect(html).toEqual(expect.arrayContaining(['docs/intro/index.html', 'docs/guides/setup/index.html', 'docs/guides/custom-id/index.html', 'docs/elsewhere/index.html', 'docs/tools/index.html', 'docs/tools/hammer/index.html', 'docs/about/index.html', 'docs/setup/index.html']));
    expect(html).not.toContain('docs/tools/tools/index.html');
    expect(html).not.toContain('docs/guides/named/index.html');
  });

  it('under baseUrl /docs/, a link to /docs/intro (the route of the default docs folder) is that route, prefixed, not taken as already prefixed', () => {
    expect(lines(result.diagnostics)).toEqual([]);
    const intro = text(result.files, 'docs/intro/index.html');
    expect(intro).toContain('href="/docs/docs/guides/setup"');
    expect(intro).toContain('href="/docs/docs/guides/custom-id"');
    expect(intro).toContain('href="/docs/docs/setup"');
    expect(intro).toContain('href="/docs/docs/tools"');
    // Not next to the page: tried from the docs root.
    expect(text(result.files, 'docs/guides/setup/index.html')).toContain('href="/docs/docs/tools/hammer"');
    // The footer link of the config, too.
    expect(intro).toContain('<a class="footer__link" href="/docs/docs/intro"');
  });
});
