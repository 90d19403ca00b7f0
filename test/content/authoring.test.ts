import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { compileMarkdown } from '../../src/content/compile-markdown.ts';
import { copySite, lines, makeSite, text } from '../helpers.ts';

const { files, diagnostics } = await build({ cwd: await copySite('authoring'), write: false });
const content = (path: string): string => {
  const page = text(files, path);
  return page.slice(page.indexOf('<div class="theme-doc-markdown markdown">'), page.indexOf('<nav class="pagination"') > 0 ? page.indexOf('<nav class="pagination"') : undefined);
};
const mdx = (source: string) => compileMarkdown(source, { file: 'page.mdx', format: 'mdx' });

describe('code blocks', () => {
  const html = content('code/index.html');

  it('highlight at build time with light and dark colours in one element', () => {
    expect(html).toContain('<span class="t-red">import</span>');
    expect(html).not.toContain('style="--shiki-light');
    expect(html).not.toContain('background-color');
  });

  it('take title, {line} highlights and showLineNumbers from the meta string', () => {
    expect(html).toContain('<div class="theme-code-block code-block" data-language="ts"><div class="code-block__title">src/cart.ts</div>');
    expect(html).toContain('class="shiki shiki-themes github-light github-dark line-numbers"');
    expect(html).toMatch(/<span class="line"><span[^>]*>import<\/span>.*\n<span class="line highlighted"><span[^>]*>const/);
    expect(html).toContain('style="--line-start: 9"');
  });

  it('honour highlight and diff comment markers, removing the markers', () => {
    expect(html).toMatch(/<span class="line highlighted"><span[^>]*>npm<\/span>/);
    expect(html).not.toContain('highlight-next-line');
    expect(html).toContain('<span class="line diff remove">');
    expect(html).toContain('<span class="line diff add">');
    expect(html).not.toContain('[!code');
  });

  it('carry a copy button', () => {
    expect(html).toContain('<button type="button" class="code-block__copy" aria-label="Copy code to clipboard" title="Copy">Copy</button>');
  });

  it('render unknown languages as plain text with a warning naming file:line', () => {
    expect(html).toContain('<span class="line"><span>say "Hello"</span></span>');
    expect(lines(diagnostics)).toContain('site/pages/code.md:22:1 warning Unknown code block language `rexx`; shown as plain text  content/unknown-language');
  });

  it('warn once about a language written on many blocks, at the first, saying how often', async () => {
    const snack = '```SnackPlayer name=Demo\nexport default () => null;\n```\n';
    const cwd = await makeSite({ 'pages/index.md': `# Home\n\n${snack}\n${snack}`, 'pages/more.md': `# More\n\n${snack}`, 'pages/typo.md': '# Typo\n\n```rexx\nsay 1\n```\n' });
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics).sort()).toEqual([
      'site/pages/index.md:3:1 warning Unknown code block language `SnackPlayer`; shown as plain text (3 times on 2 pages)  content/unknown-language',
      'site/pages/typo.md:3:1 warning Unknown code block language `rexx`; shown as plain text  content/unknown-language',
    ]);
  });

  it('say where the language goes when a fence starts with an attribute', async () => {
    const result = await build({ cwd: await makeSite({ 'pages/index.md': '# Home\n\n```title="hello.js"\nconst a = 1;\n```\n' }), write: false });
    expect(result.diagnostics.map((d) => `${d.message} | ${d.hint}`)).toEqual(['Unknown code block language `title="hello.js"`; shown as plain text | a code block\'s first word is its language: write one before `title="hello.js"` (```text title="hello.js"`)']);
  });

  it('know every language the Kassa site needs', () => {
    const langs = ['ts', 'tsx', 'js', 'jsx', 'json', 'bash', 'shell', 'sh', 'yaml', 'graphql', 'dart', 'swift', 'kotlin', 'php', 'liquid', 'html', 'css', 'http', 'diff', 'python', 'xml'];
    const source = langs.map((lang) => `\`\`\`${lang}\nx\n\`\`\``).join('\n\n');
    expect(compileMarkdown(source, { file: 'a.md', format: 'md' }).diagnostics).toEqual([]);
  });

  it('leave fenced code untouched by the line rewrites', () => {
    const { html: out } = compileMarkdown('```md\n:::tip Title\n## Heading {#id}\n```\n', { file: 'a.mdx', format: 'mdx' });
    expect(out).toContain(':::tip Title');
    expect(out).toContain('{#id}');
  });
});

describe('admonitions', () => {
  const html = content('admonitions/index.html');

  it('render every type with its default or given title', () => {
    expect(html).toMatch(/<div class="theme-admonition theme-admonition-note admonition admonition--note alert alert--secondary"><div class="admonition__heading"><svg[^>]*>.*?<\/svg>Note<\/div><div class="admonition__content">\n<p>A plain <strong>note<\/strong>.<\/p>/);
    expect(html).toMatch(/admonition--tip alert alert--success"><div class="admonition__heading"><svg.*?<\/svg>Pro tip<\/div>/);
    expect(html).toMatch(/admonition--warning alert alert--warning"><div class="admonition__heading"><svg.*?<\/svg>Mind the rate limits<\/div>/);
    expect(html).toMatch(/admonition--warning alert alert--warning"><div class="admonition__heading"><svg.*?<\/svg>Caution<\/div>/);
  });

  it("render Docusaurus's legacy types as the type they stand for, titled and named by their keyword", () => {
    expect(html).toMatch(/<div class="theme-admonition theme-admonition-important admonition admonition--info alert alert--info"><div class="admonition__heading"><svg.*?<\/svg>important<\/div><div class="admonition__content">\n<p>Written for Docusaurus 2.<\/p>/);
    expect(html).toMatch(/<div class="theme-admonition theme-admonition-success admonition admonition--tip alert alert--success"><div class="admonition__heading"><svg.*?<\/svg>Shipped<\/div><div class="admonition__content">\n<p>Done.<\/p>/);
    expect(lines(diagnostics).filter((line) => line.includes('Unknown admonition'))).toEqual(['site/pages/admonitions.md:31:1 warning Unknown admonition type `:::unknownbox`  content/unknown-directive']);
  });

  it('nest', () => {
    expect(html).toMatch(/admonition--danger alert alert--danger">.*?<p>Outer.<\/p>\n<div class="theme-admonition theme-admonition-info admonition admonition--info alert alert--info">/s);
  });

  it('leave other directive-looking text as written and warn on unknown containers', () => {
    expect(html).toContain('<p>Meet at 12:30 or see :unknown[thing] here.</p>');
    expect(html).toContain('<p>Content kept.</p>');
    expect(lines(diagnostics)).toContain('site/pages/admonitions.md:31:1 warning Unknown admonition type `:::unknownbox`  content/unknown-directive');
  });

  it('exist as <Admonition> in MDX with the same markup, and check the type', () => {
    expect(content('components/index.html')).toMatch(/<div class="theme-admonition theme-admonition-tip admonition admonition--tip alert alert--success"><div class="admonition__heading"><svg.*?<\/svg>From MDX<\/div><div class="admonition__content"><p>Admonition <strong>component<\/strong>.<\/p><\/div><\/div>/);
    const result = mdx('<Admonition type="tpi">x</Admonition>\n');
    expect(lines(result.diagnostics)).toEqual(['page.mdx:1:1 error `<Admonition type="tpi">` is not an admonition type  mdx/invalid-prop']);
    expect(result.diagnostics[0]!.hint).toBe('did you mean `tip`?');
  });
});

describe('tabs', () => {
  const html = content('components/index.html');

  it('render every panel, the default one selected, with ARIA tab roles', () => {
    expect(html).toMatch(/<div class="tabs-container" data-group-id="pkg" data-query-string="pkg"><div class="tabs tabs__list" role="tablist" aria-orientation="horizontal">/);
    expect(html).toMatch(/<button type="button" role="tab" class="tabs__tab tabs__item tabs__item--active" id="([^"]+)-tab-0" aria-controls="\1-panel-0" aria-selected="true" tabindex="0" data-value="npm">npm<\/button>/);
    expect(html).toMatch(/aria-selected="false" tabindex="-1" data-value="yarn">Yarn<\/button>/);
    expect(html).toMatch(/<div class="tabs__panel" role="tabpanel" id="[^"]+-panel-0" aria-labelledby="[^"]+-tab-0" data-value="npm" data-selected=""><p class="tabs__panel-label">npm<\/p><div class="theme-code-block code-block"/);
    expect(html).toContain('yarn add @kassa/web-sdk'.split(' ')[0]);
    expect(html).toMatch(/data-value="yarn"><p class="tabs__panel-label">Yarn<\/p>/);
  });

  it('put a className on the tab list and Infima\'s item classes on the tabs, for a site\'s CSS written for Docusaurus', () => {
    const { html: tabs } = mdx('<Tabs className="pill-tabs">\n  <TabItem value="a">A</TabItem>\n  <TabItem value="b">B</TabItem>\n</Tabs>\n');
    expect(tabs).toContain('<div class="tabs tabs__list pill-tabs" role="tablist"');
    expect(tabs).toMatch(/class="tabs__tab tabs__item tabs__item--active"[^>]*data-value="a">a<\/button>/);
    expect(tabs).toMatch(/class="tabs__tab tabs__item"[^>]*data-value="b">b<\/button>/);
  });

  it('accept tab items written on one line', () => {
    expect(html).toContain('<p class="tabs__panel-label">npm</p>npm again</div>');
  });

  it('reject other children and missing or duplicate values', () => {
    const result = mdx('<Tabs>\n  <TabItem label="A">a</TabItem>\n  <TabItem value="b">b</TabItem>\n  <TabItem value="b">c</TabItem>\n\nloose text\n</Tabs>\n');
    expect(lines(result.diagnostics)).toEqual([
      'page.mdx:2:3 error `<TabItem>` needs a `value`, e.g. `<TabItem value="npm" label="npm">`  mdx/invalid-prop',
      'page.mdx:4:3 error Two `<TabItem>`s in one `<Tabs>` have the value `b`  mdx/invalid-prop',
      'page.mdx:6:1 error `<Tabs>` may only contain `<TabItem>` elements  mdx/invalid-child',
    ]);
  });
});

describe('other components', () => {
  const html = content('components/index.html');

  it('compile <CodeBlock> like a fenced block', () => {
    expect(html).toMatch(/<div class="theme-code-block code-block" data-language="json"><div class="code-block__title">cart.json<\/div>.*&quot;cart_7Qm2xK&quot;/s);
  });

  it('render <Highlight> with text readable on its colour, and <Badge>', () => {
    expect(html).toContain('<mark class="highlight" style="background-color:#14a05a;color:#1c1e21">fast</mark> <span class="badge badge--success">New</span>');
    expect(html).toContain('<mark class="highlight" style="background-color:#1c3d8f;color:#fff">deep</mark>');
    expect(html).toContain('<mark class="highlight" style="background-color:tomato;color:#fff">named</mark>');
  });

  it('render literal string expressions as text', () => {
    expect(html).toContain('Literal braces: <!-- -->{<!-- --> and less-than <!-- -->&lt;<!-- -->.');
  });

  it('keep <summary> the first child of <details>', () => {
    expect(html).toContain('<details><summary>Why?</summary><p>Because.</p></details>');
  });

  it('fill <DocCardList /> with the cards of the page\'s category', () => {
    const guides = content('guides/index.html');
    expect(guides).toContain('<p>Every guide:</p>\n<section class="cards" aria-label="Guides"><a class="card" href="/guides/first">');
    expect(guides).toContain('<p class="card__description">The first one.</p>');
    expect(guides).toContain('href="/guides/second"');
  });

  it('warn at <DocCardList /> on a page in no sidebar', async () => {
    const cwd = await makeSite({ 'pages/intro.md': '# Intro\n', 'pages/alone.mdx': '---\ndisplayed_sidebar: null\n---\n\n# Alone\n\n<DocCardList />\n' });
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toContain('site/pages/alone.mdx:7:1 warning `<DocCardList />` on a page that is in no sidebar shows no cards  content/doc-card-list-without-sidebar');
  });
});

describe('headings and images', () => {
  it('give h2–h6 a focusable # anchor link', () => {
    expect(content('components/index.html')).toContain('<h2 id="install">Install<a href="#install" class="hash-link" aria-label="Direct link to Install">#</a></h2>');
    expect(content('guides/first/index.html')).toContain('<h1 id="first-guide">First guide</h1>');
  });

  it('write width and height for local images, lazy-load below the fold, and warn on missing alt', () => {
    const html = content('guides/first/index.html');
    expect(html).toMatch(/<img src="\/assets\/images\/chart\.[0-9a-f]{8}\.png" alt="A chart of sales" width="40" height="30" decoding="async">/);
    expect(html).toContain('<img src="/img/banner.png" alt="" width="120" height="60" loading="lazy" decoding="async">');
    expect(lines(diagnostics)).toContain('site/pages/guides/first.md:14:1 warning Image `/img/banner.png` has no alt text  content/missing-alt');
  });
});

describe('the page', () => {
  it('loads the client script as a module and marks the document for it before first paint', () => {
    const page = text(files, 'components/index.html');
    expect(page).toMatch(/<script type="module" src="\/assets\/js\/main\.[0-9A-Z]{8}\.js"><\/script>/);
    expect(page).toContain("d.classList.add('js')");
    const script = [...files.keys()].find((path) => /^assets\/js\/main\.[0-9A-Z]{8}\.js$/.test(path))!;
    expect(files.has(`${script}.map`)).toBe(false);
    // Islands and React are split into chunks the entry imports only on first use.
    const entry = text(files, script);
    const chunks = [...files.keys()].filter((path) => /^assets\/js\/chunk\.[0-9A-Z]{8}\.js$/.test(path));
    expect(chunks.length).toBeGreaterThan(0);
    expect(entry).toMatch(/import\("\.\/chunk\.[0-9A-Z]{8}\.js"\)/);
    expect(entry).not.toContain('react.transitional.element');
  });
});
