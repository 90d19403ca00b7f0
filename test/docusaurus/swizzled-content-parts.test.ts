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
    const wrapped = /<div class="theme-doc-markdown markdown"><div class="theme-part"><div id="own-banner" class="own-standard"><\/div><h1[^>]*>Intro<\/h1>\s*<p>Welcome\.<\/p><script>window\.ownBanner = true;<\/script><\/div><\/div>/;
    expect(text(result.files, 'docs/intro/index.html')).toMatch(wrapped);
    expect(text(result.files, 'blog/2024/01/02/hello/index.html')).toMatch(/<div class="markdown"><div class="theme-part"><div id="own-banner" class="own-standard"><\/div><p>First post\.<\/p>/);
    // A React page is no MDX content: Docusaurus does not wrap it.
    expect(text(result.files, 'about/index.html')).not.toContain('own-banner');
  });

  it("wraps the children a swizzled `DocItem/Layout` gives, and gives way to docsgen's when it throws", async () => {
    const layout = "import DocItemContent from '@theme/DocItem/Content';\nexport default function DocItemLayout({children}) {\n  return <div className=\"own-layout\"><DocItemContent>{children}</DocItemContent></div>;\n}\n";
    const result = await build({ cwd: await site({ 'src/theme/MDXContent/index.js': MDX_CONTENT, 'src/theme/DocItem/Layout.js': layout }), write: false });
    expect(swizzleLines(result.diagnostics)).toEqual([]);
    expect(text(result.files, 'docs/intro/index.html')).toMatch(/<div class="own-layout"><div class="theme-doc-markdown markdown"><div class="theme-part"><div id="own-banner" class="own-standard"><\/div><h1[^>]*>Intro<\/h1>\s*<p>Welcome\.<\/p><script>/);
    const failing = "export default function MDXContent({children}) {\n  return <section>{children.props.missing.trim()}</section>;\n}\n";
    const failed = await build({ cwd: await site({ 'src/theme/MDXContent.jsx': failing }), write: false });
    expect(swizzleLines(failed.diagnostics)).toEqual([
      "site/src/theme/MDXContent.jsx:1:1 warning The site's `MDXContent` failed on /docs/guides/deploy: Cannot read properties of undefined (reading 'trim'); docsgen's own is used  components/theme-part-failed",
    ]);
    expect(text(failed.files, 'docs/intro/index.html')).toMatch(/<div class="theme-doc-markdown markdown"><h1[^>]*>Intro<\/h1>/);
  });

  it('renders `src/theme/DocCard` for each card of a category index and of `<DocCardList />`, given `{ item }`', async () => {
    // In the image of apify's DocCard: the classic card, with the hooks and helpers it calls.
    const card = [
      "import Link from '@docusaurus/Link';",
      "import isInternalUrl from '@docusaurus/isInternalUrl';",
      "import {findFirstSidebarItemLink, useDocById} from '@docusaurus/plugin-content-docs/client';",
      "import {usePluralForm} from '@docusaurus/theme-common';",
      "import {translate} from '@docusaurus/Translate';",
      "import Heading from '@theme/Heading';",
      '',
      'function CardLink({item}) {',
      '  const doc = useDocById(item.docId ?? undefined);',
      "  const icon = isInternalUrl(item.href) ? '📄️' : '🔗';",
      '  return <Link href={item.href} className="own-card"><Heading as="h2">{icon} {item.label}</Heading><p>{item.description ?? doc?.description}</p></Link>;',
      '}',
      '',
      'function CardCategory({item}) {',
      '  const {selectMessage} = usePluralForm();',
      '  const href = findFirstSidebarItemLink(item);',
      "  const count = selectMessage(item.items.length, translate({message: '1 item|{count} items', id: 'theme.docs.DocCard.categoryDescription.plurals'}, {count: item.items.length}));",
      '  return <Link href={href} className="own-card own-category"><Heading as="h2">🗃️ {item.label}</Heading><p>{item.description ?? count}</p></Link>;',
      '}',
      '',
      'export default function DocCard({item}) {',
      "  if (item.type === 'link') return <CardLink item={item} />;",
      "  if (item.type === 'category') return <CardCategory item={item} />;",
      '  throw new Error(`unknown item type ${JSON.stringify(item)}`);',
      '}',
      '',
    ].join('\n');
    const result = await build({
      cwd: await site({ 'src/theme/DocCard/index.js': card }, {
        'sidebars.js': "module.exports = { docs: ['intro', { type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['guides/setup', { type: 'category', label: 'More', items: ['guides/deploy'] }] }, { type: 'category', label: 'Tools', link: { type: 'doc', id: 'tools/index' }, items: ['tools/cli'] }] };\n",
        'docs/tools/index.mdx': "import DocCardList from '@theme/DocCardList';\n\n# Tools\n\n<DocCardList />\n",
        'docs/tools/cli.md': '# CLI\n\nRun it.\n',
      }),
      write: false,
    });
    expect(swizzleLines(result.diagnostics)).toEqual([]);
    const index = text(result.files, 'docs/category/guides/index.html');
    expect(index).toContain('<section class="cards" aria-label="Guides pages"><div class="theme-part"><a href="/docs/guides/setup" class="own-card"><h2>📄️<!-- --> <!-- -->Setup</h2><p>Install the kit.</p></a></div>');
    // A category's card leads to its first page and counts its items.
    expect(index).toContain('<div class="theme-part"><a href="/docs/guides/deploy" class="own-card own-category"><h2>🗃️ <!-- -->More</h2><p>1 item</p></a></div></section>');
    expect(index).not.toContain('card__title');
    expect(text(result.files, 'docs/tools/index.html')).toMatch(/<section class="cards"[^>]*><div class="theme-part"><a href="\/docs\/tools\/cli" class="own-card"><h2>📄️<!-- --> <!-- -->CLI<\/h2>/);
  });

  it("puts the head tags of `src/theme/DocItem/Metadata` in the doc's head, and a `<Head>` of the layout's too", async () => {
    // In the image of apify's DocItem/Metadata: the doc's title with its section's name.
    const metadata = [
      "import {useDoc} from '@docusaurus/plugin-content-docs/client';",
      "import {PageMetadata} from '@docusaurus/theme-common';",
      '',
      'export default function DocItemMetadata() {',
      '  const {metadata, frontMatter, assets} = useDoc();',
      "  const section = metadata.source.match(/@site\\/docs\\/(.*?)\\//)?.[1];",
      "  const title = section ? `${metadata.title} | ${section.toUpperCase()}` : metadata.title;",
      '  return <PageMetadata title={title} description={metadata.description} keywords={frontMatter.keywords} image={assets.image ?? frontMatter.image} />;',
      '}',
      '',
    ].join('\n');
    const footer = "import Head from '@docusaurus/Head';\nimport Footer from '@theme-original/DocItem/Footer';\nexport default function FooterWrapper(props) {\n  return <><Head><link rel=\"stylesheet\" href=\"/own.css\" /></Head><Footer {...props} /></>;\n}\n";
    const result = await build({
      cwd: await site({ 'src/theme/DocItem/Metadata/index.js': metadata, 'src/theme/DocItem/Footer/index.js': footer }, { 'docs/guides/setup.md': '---\ndescription: Install the kit.\nkeywords: [kit, install]\nimage: /img/setup.png\n---\n\n# Setup\n\nInstall **it**.\n' }),
      write: false,
    });
    expect(swizzleLines(result.diagnostics)).toEqual([]);
    const setup = text(result.files, 'docs/guides/setup/index.html');
    const head = setup.slice(0, setup.indexOf('</head>'));
    expect(head.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Setup | GUIDES | Kit</title>']);
    expect(head).toContain('<meta property="og:title" content="Setup | GUIDES | Kit"/>');
    expect(head).toContain('<meta name="keywords" content="kit,install"/>');
    expect(head).toContain('<meta property="og:image" content="https://kit.example/img/setup.png"/>');
    expect(head).toContain('<link rel="stylesheet" href="/own.css"/>');
    const body = setup.slice(setup.indexOf('<body'));
    expect(body).not.toMatch(/<head>|data-docsgen-head|<div class="theme-part"><\/div>/);
    expect(text(result.files, 'docs/intro/index.html')).toContain('<title>Intro | Kit</title>');
  });

  it('draws `src/theme/Icon/Edit` before "Edit this page" and `src/theme/Icon/Language` in the locale dropdown', async () => {
    // In the image of ionic's icons: the classic props (`className`, an `<svg>`'s) with a drawing of its own.
    const icon = (name: string) => `export default function Icon${name}({width = 14, height = 14, ...props}) {\n  return <svg className="own-${name.toLowerCase()}" width={width} height={height} viewBox="0 0 14 14" aria-hidden {...props}><path d="M0 0h14v14H0z" /></svg>;\n}\n`;
    const result = await build({
      cwd: await site({ 'src/theme/Icon/Edit/index.tsx': icon('Edit'), 'src/theme/Icon/Language/index.tsx': icon('Language') }, {
        'docusaurus.config.js': "module.exports = { title: 'Kit', url: 'https://kit.example', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { blog: false, docs: { sidebarPath: './sidebars.js', editUrl: 'https://git.example/kit/edit/main/' } }]], themeConfig: { navbar: { items: [{ type: 'localeDropdown', position: 'right' }] } } };\n",
      }),
      write: false,
    });
    expect(swizzleLines(result.diagnostics)).toEqual([]);
    const intro = text(result.files, 'docs/intro/index.html');
    expect(intro).toMatch(/<a class="theme-edit-this-page doc__edit" href="https:\/\/git\.example\/kit\/edit\/main\/docs\/intro\.md"[^>]*><svg class="own-edit" width="14" height="14" viewBox="0 0 14 14" aria-hidden="true"><path d="M0 0h14v14H0z"><\/path><\/svg>Edit this page<\/a>/);
    expect(intro).toMatch(/<summary class="navbar__link"[^>]*><svg class="own-language"[^>]*>.*?<\/svg>English<\/summary>/);
  });
});
