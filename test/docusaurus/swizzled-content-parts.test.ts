import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { lines, makeDocusaurusSite, text } from '../helpers.ts';

// In the image of pnpm's src/theme/MDXContent: a banner and a script around every page's content, the original inside.
const MDX_CONTENT = [
  "import React from 'react';",
  "import MDXContent from '@theme-original/MDXContent';",
  '',
  'export default function MDXContentWrapper(props) {',
  '  return (',
  '    <>',
  '      <div id="own-banner" class="own-standard"></div>',
  '      <MDXContent {...props} />',
  '      <script dangerouslySetInnerHTML={{__html: `window.ownBanner = true;`}}></script>',
  '    </>',
  '  );',
  '}',
  '',
].join('\n');

function site(theme: Record<string, string>, extra: Record<string, string> = {}): Promise<string> {
  return makeDocusaurusSite({
    'docusaurus.config.js': "module.exports = { title: 'Kit', url: 'https://kit.example', presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]] };\n",
    'sidebars.js': "module.exports = { docs: ['intro', { type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['guides/setup', 'guides/deploy'] }] };\n",
    'docs/intro.md': '# Intro\n\nWelcome.\n',
    'docs/guides/setup.md': '---\ndescription: Install the kit.\n---\n\n# Setup\n\nInstall **it**.\n',
    'docs/guides/deploy.md': '# Deploy\n\nShip it.\n',
    'blog/2024-01-02-hello.md': '---\ntitle: Hello\nauthors: []\n---\n\nFirst post.\n',
    'src/pages/about.jsx': "import Layout from '@theme/Layout';\nexport default function About() {\n  return <Layout title=\"About\"><p>About us.</p></Layout>;\n}\n",
    ...theme,
    ...extra,
  });
}

const swizzleLines = (diagnostics: Parameters<typeof lines>[0]) => lines(diagnostics).filter((line) => /swizzle|theme-part/.test(line));

describe("a Docusaurus site's swizzled content parts", () => {
  it('wraps the content of docs and blog posts in `src/theme/MDXContent`, given as children', async () => {
    const result = await build({ cwd: await site({ 'src/theme/MDXContent/index.js': MDX_CONTENT }), write: false });
    expect(swizzleLines(result.diagnostics)).toEqual([]);
    const wrapped = /<div class="markdown"><div class="theme-part"><div id="own-banner" class="own-standard"><\/div><h1[^>]*>Intro<\/h1>\s*<p>Welcome\.<\/p><script>window\.ownBanner = true;<\/script><\/div><\/div>/;
    expect(text(result.files, 'docs/intro/index.html')).toMatch(wrapped);
    expect(text(result.files, 'blog/2024/01/02/hello/index.html')).toMatch(/<div class="markdown"><div class="theme-part"><div id="own-banner" class="own-standard"><\/div><p>First post\.<\/p>/);
    // A React page is no MDX content: Docusaurus does not wrap it.
    expect(text(result.files, 'about/index.html')).not.toContain('own-banner');
  });

  it("wraps the children a swizzled `DocItem/Layout` gives, and gives way to docsgen's when it throws", async () => {
    const layout = "import DocItemContent from '@theme/DocItem/Content';\nexport default function DocItemLayout({children}) {\n  return <div className=\"own-layout\"><DocItemContent>{children}</DocItemContent></div>;\n}\n";
    const result = await build({ cwd: await site({ 'src/theme/MDXContent/index.js': MDX_CONTENT, 'src/theme/DocItem/Layout.js': layout }), write: false });
    expect(swizzleLines(result.diagnostics)).toEqual([]);
    expect(text(result.files, 'docs/intro/index.html')).toMatch(/<div class="own-layout"><div class="markdown"><div class="theme-part"><div id="own-banner" class="own-standard"><\/div><h1[^>]*>Intro<\/h1>\s*<p>Welcome\.<\/p><script>/);
    const failing = "export default function MDXContent({children}) {\n  return <section>{children.props.missing.trim()}</section>;\n}\n";
    const failed = await build({ cwd: await site({ 'src/theme/MDXContent.jsx': failing }), write: false });
    expect(swizzleLines(failed.diagnostics)).toEqual([
      "site/src/theme/MDXContent.jsx:1:1 warning The site's `MDXContent` failed on /docs/guides/deploy: Cannot read properties of undefined (reading 'trim'); docsgen's own is used  components/theme-part-failed",
    ]);
    expect(text(failed.files, 'docs/intro/index.html')).toMatch(/<div class="markdown"><h1[^>]*>Intro<\/h1>/);
  });
});
