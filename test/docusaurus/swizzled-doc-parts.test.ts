import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { lines, makeDocusaurusSite, text } from '../helpers.ts';

// In the image of apify's and ionic's src/theme/DocItem/Layout: the classic theme's layout as
// the site rewrote it, composing the classic doc parts around the page's content.
const LAYOUT = [
  "import React from 'react';",
  "import clsx from 'clsx';",
  "import {useDoc} from '@docusaurus/plugin-content-docs/client';",
  "import {useWindowSize} from '@docusaurus/theme-common';",
  "import ContentVisibility from '@theme/ContentVisibility';",
  "import DocBreadcrumbs from '@theme/DocBreadcrumbs';",
  "import DocItemContent from '@theme/DocItem/Content';",
  "import DocItemFooter from '@theme/DocItem/Footer';",
  "import DocItemPaginator from '@theme/DocItem/Paginator';",
  "import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';",
  "import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';",
  "import DocVersionBadge from '@theme/DocVersionBadge';",
  "import DocVersionBanner from '@theme/DocVersionBanner';",
  '',
  'export default function DocItemLayout({children}) {',
  '  const {metadata, frontMatter, toc} = useDoc();',
  '  const windowSize = useWindowSize();',
  '  const canRender = !frontMatter.hide_table_of_contents && toc.length > 0;',
  '  return (',
  '    <div className="row" data-doc={metadata.id} data-source={metadata.source}>',
  "      <div className={clsx('col', canRender && 'docItemCol')}>",
  '        <ContentVisibility metadata={metadata} />',
  '        <DocVersionBanner />',
  '        <article>',
  '          <DocBreadcrumbs />',
  '          <DocVersionBadge />',
  '          {canRender && <DocItemTOCMobile />}',
  '          <p className="own-kicker">{frontMatter.kicker} · {toc.map((item) => item.id).join(",")}</p>',
  '          <DocItemContent>{children}</DocItemContent>',
  '          <DocItemFooter />',
  '        </article>',
  '        <DocItemPaginator />',
  '      </div>',
  "      {canRender && (windowSize === 'desktop' || windowSize === 'ssr') && <div className=\"col col--3\"><DocItemTOCDesktop /></div>}",
  '    </div>',
  '  );',
  '}',
  '',
].join('\n');

// In the image of a site's src/theme/DocItem/Footer: the doc's metadata as the classic footer reads it.
const FOOTER = [
  "import {useDoc} from '@docusaurus/plugin-content-docs/client';",
  '',
  'export default function DocItemFooter() {',
  '  const {metadata} = useDoc();',
  '  return (',
  '    <footer className="own-footer">',
  '      <a href={metadata.editUrl}>Edit {metadata.title}</a>',
  '      {metadata.tags.map((tag) => <a key={tag.permalink} href={tag.permalink}>#{tag.label}</a>)}',
  '      {metadata.next && <span>Next: {metadata.next.title}</span>}',
  '    </footer>',
  '  );',
  '}',
  '',
].join('\n');

function site(theme: Record<string, string>): Promise<string> {
  return makeDocusaurusSite({
    'docusaurus.config.js': "module.exports = { title: 'Kit', url: 'https://kit.example', presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js', editUrl: 'https://git.example/kit/edit/main/' } }]] };\n",
    'sidebars.js': "module.exports = { docs: ['intro', { type: 'category', label: 'Guides', items: ['guides/setup'] }] };\n",
    'docs/intro.md': '---\nkicker: Start\ntags: [basics]\n---\n\n# Intro\n\nWelcome.\n\n## First steps\n\nText.\n',
    'docs/guides/setup.md': '---\ntitle: Setup\nhide_table_of_contents: true\n---\n\nInstall **it**.\n',
    ...theme,
  });
}

describe("a Docusaurus site's swizzled doc parts", () => {
  it("renders `src/theme/DocItem/Layout` around the page's content, its classic parts docsgen's", async () => {
    const result = await build({ cwd: await site({ 'src/theme/DocItem/Layout/index.jsx': LAYOUT }), write: false });
    expect(lines(result.diagnostics).filter((line) => /swizzle|theme-part/.test(line))).toEqual([]);
    const intro = text(result.files, 'docs/intro/index.html');
    // The site's layout is the page's landmark, as Docusaurus's DocRoot puts it in a <main>.
    expect(intro).toContain('<main class="theme-part"><div class="row" data-doc="intro" data-source="@site/docs/intro.md"><div class="col docItemCol">');
    // The content is the children the layout places, inside the classic Content part (the content has its own title).
    expect(intro).toMatch(/<p class="own-kicker">Start<!-- --> · <!-- -->first-steps<\/p><div class="theme-doc-markdown markdown"><h1[^>]*>Intro<\/h1>\s*<p>Welcome\.<\/p>/);
    expect(intro).toContain('<details class="theme-doc-toc-mobile toc-mobile">');
    expect(intro).toMatch(/<div class="col col--3"><nav class="theme-doc-toc-desktop toc"/);
    expect(intro).toMatch(/<footer class="theme-doc-footer doc__footer">.*#?basics.*Edit this page/s);
    expect(intro).toMatch(/<nav class="pagination[^"]*"[^>]*>.*Setup/s);
    // docsgen's own article is gone: the site's layout replaced it.
    expect(intro).not.toContain('<article class="doc">');
    const setup = text(result.files, 'docs/guides/setup/index.html');
    expect(setup).toMatch(/<div class="col"><article><nav class="theme-doc-breadcrumbs breadcrumbs".*Guides.*<header><h1>Setup<\/h1><\/header><div class="theme-doc-markdown markdown"><p>Install <strong>it<\/strong>\.<\/p>/s);
    expect(setup).not.toContain('col--3');
  });

  it("wraps docsgen's layout through @theme-original/DocItem/Layout, the content inside", async () => {
    const wrapper = "import Layout from '@theme-original/DocItem/Layout';\n\nexport default function LayoutWrapper(props) {\n  return <div className=\"own-layout\"><Layout {...props} /></div>;\n}\n";
    const result = await build({ cwd: await site({ 'src/theme/DocItem/Layout.js': wrapper }), write: false });
    expect(lines(result.diagnostics).filter((line) => /swizzle|theme-part/.test(line))).toEqual([]);
    const intro = text(result.files, 'docs/intro/index.html');
    expect(intro).toMatch(/<main class="theme-part"><div class="own-layout"><div class="doc-main"><article class="doc">.*<div class="theme-doc-markdown markdown"><h1[^>]*>Intro<\/h1>\s*<p>Welcome\.<\/p>/s);
    expect(intro.match(/<main[\s>]/g)).toHaveLength(1);
  });

  it("renders `src/theme/DocItem/Footer` in docsgen's doc page, with the doc's metadata", async () => {
    const result = await build({ cwd: await site({ 'src/theme/DocItem/Footer/index.js': FOOTER }), write: false });
    expect(lines(result.diagnostics).filter((line) => /swizzle|theme-part/.test(line))).toEqual([]);
    const intro = text(result.files, 'docs/intro/index.html');
    expect(intro).toContain('<div class="theme-part"><footer class="own-footer"><a href="https://git.example/kit/edit/main/docs/intro.md">Edit <!-- -->Intro</a><a href="/docs/tags/basics">#<!-- -->basics</a><span>Next: <!-- -->Setup</span></footer></div>');
    expect(intro).not.toContain('doc__footer');
    expect(intro).toContain('<article class="doc">');
  });

  it("uses docsgen's part, with one located warning, when the site's throws", async () => {
    const failing = "import {useDoc} from '@docusaurus/plugin-content-docs/client';\n\nexport default function DocItemFooter() {\n  return <footer>{useDoc().metadata.lastUpdatedAt.toFixed()}</footer>;\n}\n";
    const result = await build({ cwd: await site({ 'src/theme/DocItem/Footer.jsx': failing }), write: false });
    expect(lines(result.diagnostics).filter((line) => /swizzle|theme-part/.test(line))).toEqual([
      "site/src/theme/DocItem/Footer.jsx:1:1 warning The site's `DocItem/Footer` failed on /docs/guides/setup: Cannot read properties of undefined (reading 'toFixed'); docsgen's own is used  components/theme-part-failed",
    ]);
    expect(text(result.files, 'docs/intro/index.html')).toContain('<footer class="theme-doc-footer doc__footer">');
  });

  it('gives `src/theme/EditMetaRow` and a `src/theme/TOC` wrapper the classic props, the TOC wrapping docsgen\'s', async () => {
    // In the image of ionic's EditMetaRow (the classic row with a button beside the edit link) and its TOC (cleans the headings, renders the original).
    const editMetaRow = [
      "import clsx from 'clsx';",
      "import EditThisPage from '@theme/EditThisPage';",
      "import LastUpdated from '@theme/LastUpdated';",
      '',
      'export default function EditMetaRow({className, editUrl, lastUpdatedAt, lastUpdatedBy}) {',
      "  return <div className={clsx('row', className)}><div className=\"col own-actions\">{editUrl && <EditThisPage editUrl={editUrl} />}<button>Copy</button></div>{(lastUpdatedAt || lastUpdatedBy) && <LastUpdated lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} />}</div>;",
      '}',
      '',
    ].join('\n');
    const toc = "import TOC from '@theme-original/TOC';\n\nexport default function TOCWrapper(props) {\n  return <TOC {...props} toc={props.toc.map((item) => ({...item, value: item.value.replace(/^First /, '')}))} />;\n}\n";
    const result = await build({ cwd: await site({ 'src/theme/EditMetaRow/index.tsx': editMetaRow, 'src/theme/TOC/index.tsx': toc }), write: false });
    expect(lines(result.diagnostics).filter((line) => /swizzle|theme-part/.test(line))).toEqual([]);
    const intro = text(result.files, 'docs/intro/index.html');
    expect(intro).toContain('<div class="theme-part"><div class="row theme-doc-footer-edit-meta-row"><div class="col own-actions"><a class="theme-edit-this-page doc__edit" href="https://git.example/kit/edit/main/docs/intro.md" target="_blank" rel="noopener noreferrer">Edit this page</a><button>Copy</button></div></div></div>');
    expect(intro).toMatch(/<div class="doc-toc"><div class="theme-part"><nav class="theme-doc-toc-desktop toc"[^>]*>.*<a class="toc__link" href="#first-steps">steps<\/a>/s);
  });
});
