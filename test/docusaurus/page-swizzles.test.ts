/**
 * Swizzles of the classic theme's page components (`src/theme/DocTagDocListPage`,
 * `BlogListPage`…): one that wraps the original wraps docsgen's page of that kind; an ejected
 * copy, which reads Docusaurus's route props, is left out with a warning.
 */
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { lines, makeDocusaurusSite, text } from '../helpers.ts';

/** In the image of dyte's `src/theme/DocTagDocListPage`: the original, with a robots meta tag added. */
const NOINDEX_WRAPPER = (name: string): string => `import React from 'react';
import Original from '@theme-original/${name}';
import Head from '@docusaurus/Head';

export default function Wrapper(props) {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <Original {...props} />
    </>
  );
}
`;

describe("a Docusaurus site's swizzled page components", async () => {
  const cwd = await makeDocusaurusSite({
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', presets: [['classic', { blog: { showReadingTime: false } }]] };\n",
    'docs/intro.md': '---\ntags: [setup, api]\n---\n\n# Intro\n\nHello.\n',
    'docs/setup.md': '---\ntags: [setup]\n---\n\n# Setup\n\nInstall it.\n',
    'blog/2024-01-02-welcome.md': '---\ntitle: Welcome\ntags: [news]\n---\n\nFirst post.\n',
    'src/theme/DocTagDocListPage/index.js': NOINDEX_WRAPPER('DocTagDocListPage'),
    'src/theme/BlogListPage/index.jsx': "import Original from '@theme-original/BlogListPage';\n\nexport default function BlogListPageWrapper(props) {\n  return (\n    <>\n      <div className=\"newsletter\">Subscribe to the newsletter</div>\n      <Original {...props} />\n    </>\n  );\n}\n",
    // An ejected copy: Docusaurus's props (`tags`) are not docsgen's, so docsgen's page stays.
    'src/theme/BlogTagsListPage/index.js': "export default function BlogTagsListPage({ tags }) {\n  return <ul>{tags.map((tag) => <li key={tag.label}>{tag.label}</li>)}</ul>;\n}\n",
  });
  const result = await build({ cwd, write: false });

  it('wraps the page of one docs tag, whose head gets the wrapper’s tags, and leaves the list of tags as it is', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const tag = text(result.files, 'docs/tags/setup/index.html');
    expect(tag).toMatch(/<head>[\s\S]*<meta name="robots" content="noindex"[\s\S]*<\/head>/);
    expect(tag).toContain('2 docs tagged with &quot;setup&quot;');
    expect(tag).toMatch(/href="\/docs\/intro"[\s\S]*href="\/docs\/setup"/);
    const list = text(result.files, 'docs/tags/index.html');
    expect(list).not.toContain('name="robots"');
    expect(list).toContain('setup (2)');
  });

  it('wraps the blog’s list of posts', () => {
    const list = text(result.files, 'blog/index.html');
    expect(list).toMatch(/<div class="newsletter">Subscribe to the newsletter<\/div>[\s\S]*Welcome[\s\S]*First post\./);
    expect(text(result.files, 'blog/2024/01/02/welcome/index.html')).not.toContain('newsletter');
  });

  it('leaves an ejected page component out with one warning at its file, and renders docsgen’s page', () => {
    expect(lines(result.diagnostics.filter((d) => d.code === 'docusaurus/unknown-swizzle'))).toEqual([
      "site/src/theme/BlogTagsListPage/index.js:1:1 warning Swizzled page components `BlogTagsListPage` are ejected copies, which read Docusaurus's route props: docsgen renders its own page there  docusaurus/unknown-swizzle",
    ]);
    expect(text(result.files, 'blog/tags/index.html')).toContain('href="/blog/tags/news"');
  });
});
