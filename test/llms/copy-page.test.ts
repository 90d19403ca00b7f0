/** The "Copy page" control as the build writes it: on every page with a twin, its entries and links, off by config. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { copyPageItems } from '../../src/llms/copy-page-items.ts';
import { copySite, fixturesDir, makeDocusaurusSite, makeSite, text } from '../helpers.ts';

/** The control's markup in a page, or undefined. */
function control(html: string): string | undefined {
  const start = html.indexOf('<div class="copy-page"');
  return start === -1 ? undefined : html.slice(start, html.indexOf('</ul></div>', start) + '</ul></div>'.length);
}


describe('copyPageItems', () => {
  it('gives each entry its label and link; assistants get a prompt naming the twin\'s absolute URL, URL-encoded', () => {
    const items = copyPageItems({
      entries: [{ action: 'copy' }, { action: 'view' }, { action: 'chatgpt' }, { action: 'claude' }, { action: 'perplexity' }, { label: 'Ask Acme', url: 'https://ai.acme.test/?q={prompt}&src={url}' }],
      site: { url: 'https://docs.acme.test', baseUrl: '/docs/', messages: {} },
      route: '/guides/setup',
    });
    const prompt = encodeURIComponent('Read https://docs.acme.test/docs/guides/setup.md so I can ask questions about it.');
    expect(items).toEqual([
      { kind: 'copy', label: 'Copy page', external: false },
      { kind: 'link', label: 'View as Markdown', href: '/docs/guides/setup.md', external: false },
      { kind: 'link', label: 'Open in ChatGPT', href: `https://chatgpt.com/?hints=search&q=${prompt}`, external: true },
      { kind: 'link', label: 'Open in Claude', href: `https://claude.ai/new?q=${prompt}`, external: true },
      { kind: 'link', label: 'Open in Perplexity', href: `https://www.perplexity.ai/search?q=${prompt}`, external: true },
      { kind: 'link', label: 'Ask Acme', href: `https://ai.acme.test/?q=${prompt}&src=${encodeURIComponent('https://docs.acme.test/docs/guides/setup.md')}`, external: true },
    ]);
    expect(decodeURIComponent(new URL(items[2]!.href!).searchParams.get('q')!)).toBe('Read https://docs.acme.test/docs/guides/setup.md so I can ask questions about it.');
  });

  it('takes its words from the theme\'s translations', () => {
    const french: Record<string, string> = { 'theme.copyPage.copy': 'Copier la page', 'theme.copyPage.openIn': 'Ouvrir dans {name}', 'theme.copyPage.prompt': 'Lis {url} pour que je te pose des questions.' };
    const items = copyPageItems({ entries: [{ action: 'copy' }, { action: 'claude' }], site: { url: 'https://a.test', baseUrl: '/fr/', messages: french }, route: '/' });
    expect(items.map((item) => item.label)).toEqual(['Copier la page', 'Ouvrir dans Claude']);
    expect(new URL(items[1]!.href!).searchParams.get('q')).toBe('Lis https://a.test/fr/index.md pour que je te pose des questions.');
  });
});

describe('the control on the llms fixture site', async () => {
  const cwd = await copySite('llms');
  const { files } = await build({ cwd, write: false, offline: true });
  const html = (path: string): string => text(files, path);

  it('is on docs pages, category pages, API operation and schema pages, each naming its own twin', () => {
    for (const [page, twin] of [
      ['index.html', '/index.md'],
      ['guide/admonitions/index.html', '/guide/admonitions.md'],
      ['category/guides/index.html', '/category/guides.md'],
      ['api/list-pets/index.html', '/api/list-pets.md'],
      ['api/schemas/pet/index.html', '/api/schemas/pet.md'],
    ]) {
      expect(control(html(page!)), page).toContain(`data-copy-page="${twin!}"`);
      expect(files.has(twin!.slice(1)), twin).toBe(true);
    }
    expect(control(html('404.html'))).toBeUndefined();
  });

  it('writes the copy button, a menu button and the menu of the other entries', () => {
    const markup = control(html('guide/admonitions/index.html'))!;
    expect(markup).toMatch(/<button type="button" class="copy-page__button copy-page__main" data-copy-page-copy="">.*Copy page<\/button>/);
    expect(markup).toContain('<button type="button" class="copy-page__button copy-page__toggle" id="copy-page-toggle" aria-haspopup="menu" aria-expanded="false" aria-controls="copy-page-menu" aria-label="More ways to use this page">');
    expect(markup).toContain('<ul class="copy-page__menu" id="copy-page-menu" role="menu" aria-labelledby="copy-page-toggle" hidden="">');
    expect(markup).toContain('<span class="copy-page__status" role="status"></span>');
    expect([...markup.matchAll(/role="menuitem" tabindex="-1" class="copy-page__item" href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'))).toEqual([
      '/guide/admonitions.md',
      `https://chatgpt.com/?hints=search&q=${encodeURIComponent('Read https://llama.test/guide/admonitions.md so I can ask questions about it.')}`,
      `https://claude.ai/new?q=${encodeURIComponent('Read https://llama.test/guide/admonitions.md so I can ask questions about it.')}`,
    ]);
    // Without the client script, the twin is a plain link.
    expect(html('guide/admonitions/index.html')).toContain('<a class="copy-page__fallback" href="/guide/admonitions.md">View as Markdown</a>');
  });
});

const PAGES = {
  'pages/index.md': '# Home\n\nWelcome.\n',
  'pages/guides/setup.md': '---\ntitle: Setup\n---\n\nInstall it.\n',
  'blog/2025-01-20-hello.md': '---\ntitle: Hello\nauthors: [{ name: Ann }]\n---\n\nFirst post.\n',
};

describe('the control on blog posts and GraphQL pages', async () => {
  const sdl = await readFile(join(fixturesDir, 'graphql', 'store.graphql'), 'utf8');
  const cwd = await makeSite({ ...PAGES, 'api/store.graphql': sdl }, 'title: Store\nurl: https://store.test\nbaseUrl: /docs/\ngraphql:\n  schema: api/store.graphql\n  route: /graphql\n');
  const { files } = await build({ cwd, write: false, cache: false });
  const html = (path: string): string => text(files, path);

  it('is in a blog post\'s header, and on GraphQL operation and type pages; not on lists of posts', () => {
    expect(control(html('blog/2025/01/20/hello/index.html'))).toContain('data-copy-page="/docs/blog/2025/01/20/hello.md"');
    expect(html('blog/2025/01/20/hello/index.html')).toMatch(/<header class="blog-post__header">.*<div class="copy-page"/);
    const graphqlPages = [...files.keys()].filter((path) => /^graphql\/.+\/index\.html$/.test(path));
    expect(graphqlPages.length).toBeGreaterThan(3);
    for (const page of graphqlPages) expect(control(html(page)), page).toContain(`data-copy-page="/docs/${page.replace(/\/index\.html$/, '.md')}"`);
    expect(control(html('blog/index.html'))).toBeUndefined();
  });
});

describe('turning the control off', () => {
  it('`llms.copyPage: false` and `llms.twins: false` leave it out; a list chooses the entries, the first one the button', async () => {
    for (const llms of ['copyPage: false', 'twins: false']) {
      const cwd = await makeSite(PAGES, `title: T\nurl: https://t.dev\nllms:\n  ${llms}\n`);
      const { files } = await build({ cwd, write: false, cache: false });
      expect(control(text(files, 'guides/setup/index.html')), llms).toBeUndefined();
    }
    const cwd = await makeSite(PAGES, 'title: T\nurl: https://t.dev\nllms:\n  copyPage:\n    - view\n    - label: Ask Acme\n      url: https://ai.acme.test/?q={prompt}\n');
    const { files } = await build({ cwd, write: false, cache: false });
    const markup = control(text(files, 'guides/setup/index.html'))!;
    expect(markup).toContain('<a class="copy-page__button copy-page__main" href="/guides/setup.md">View as Markdown</a>');
    expect(markup).toContain(`href="https://ai.acme.test/?q=${encodeURIComponent('Read https://t.dev/guides/setup.md so I can ask questions about it.')}" target="_blank" rel="noopener noreferrer">Ask Acme<svg`);
    expect(markup).not.toContain('data-copy-page-copy');
  });

  it('`hide_copy_page: true` leaves it out of a page; a Docusaurus site\'s React page (its home page) has none, its Markdown pages keep theirs', async () => {
    const cwd = await makeSite({ ...PAGES, 'pages/quiet.md': '---\nhide_copy_page: true\n---\n\n# Quiet\n\nNo control here.\n' });
    const { files } = await build({ cwd, write: false, cache: false });
    expect(control(text(files, 'quiet/index.html'))).toBeUndefined();
    expect(control(text(files, 'guides/setup/index.html'))).toBeDefined();
    const docusaurus = await makeDocusaurusSite({
      'docs/intro.md': '# Intro\n\nHello.\n',
      'src/pages/index.jsx': "export default function Home() {\n  return <main className=\"hero\">Welcome</main>;\n}\n",
      'src/pages/about.md': '# About\n\nUs.\n',
    });
    const site = await build({ cwd: docusaurus, siteDir: 'site', write: false, cache: false });
    expect(text(site.files, 'index.html')).toContain('Welcome');
    expect(control(text(site.files, 'index.html'))).toBeUndefined();
    expect(control(text(site.files, 'about/index.html'))).toBeDefined();
    expect(control(text(site.files, 'docs/intro/index.html'))).toBeDefined();
  });

  it('with one entry, shows it alone, without a menu', async () => {
    const cwd = await makeSite(PAGES, 'title: T\nurl: https://t.dev\nllms:\n  copyPage: [copy]\n');
    const { files } = await build({ cwd, write: false, cache: false });
    const page = text(files, 'guides/setup/index.html');
    expect(page).toContain('data-copy-page="/guides/setup.md"');
    expect(page).not.toContain('aria-haspopup="menu"');
    expect(page).not.toContain('copy-page__fallback');
  });
});

describe('the control of a translated site', async () => {
  const cwd = await copySite('i18n');
  const { files } = await build({ cwd, write: false, cache: false });

  it('speaks each locale\'s language (code.json) and names the twin of that locale', () => {
    const french = control(text(files, 'fr/guides/setup/index.html'))!;
    expect(french).toContain('data-copy-page="/fr/guides/setup.md" data-copied="Copié"');
    expect(french).toMatch(/<\/svg>Copier la page<\/button>/);
    expect(french).toContain('>Voir en Markdown</a>');
    expect(french).toContain(`href="https://claude.ai/new?q=${encodeURIComponent('Lis https://docs.acme.test/fr/guides/setup.md pour répondre à mes questions.')}" target="_blank" rel="noopener noreferrer">Ouvrir dans Claude<svg`);
    expect(control(text(files, 'guides/setup/index.html'))).toMatch(/<\/svg>Copy page<\/button>/);
  });
});

describe('the control of a Docusaurus site', async () => {
  const cwd = await copySite('docusaurus-classic');
  const { files } = await build({ cwd, write: false, cache: false });

  it('is on by default, as on a site of config.yaml: docs pages, blog posts and src/pages Markdown pages with a twin; not its React pages', () => {
    const withControl = [...files.keys()].filter((path) => path.endsWith('.html') && control(text(files, path)) !== undefined);
    // src/pages/index.tsx and legacy.js are React pages, in both locales: twins, no control.
    const reactPages = ['index.md', 'legacy.md', 'fr/index.md', 'fr/legacy.md'];
    const twins = [...files.keys()].filter((path) => path.endsWith('.md') && !reactPages.includes(path));
    expect(reactPages.every((path) => files.has(path))).toBe(true);
    expect(withControl).not.toContain('index.html');
    expect(withControl).toContain('markdown-page/index.html');
    expect(withControl.length).toBeGreaterThan(3);
    expect(twins.filter((twin) => !withControl.includes(twin === 'index.md' ? 'index.html' : twin.replace(/\.md$/, '/index.html')))).toEqual([]);
    expect(withControl.length).toBe(twins.length);
    for (const path of withControl) {
      const twin = /data-copy-page="([^"]*)"/.exec(text(files, path))![1]!;
      expect(files.has(twin.replace(/^\//, '')), `${path} → ${twin}`).toBe(true);
    }
    expect(withControl.some((path) => path.startsWith('blog/') && path !== 'blog/index.html')).toBe(true);
  });
});
