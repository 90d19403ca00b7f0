import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { DocsgenError } from '../../src/diagnostics/diagnostic.ts';
import { copySite, lines, makeSite, runDocsgen, text } from '../helpers.ts';

const htmlTag = (html: string): string => /<html[^>]*>/.exec(html)![0];
const alternates = (html: string): string[] => [...html.matchAll(/<link rel="alternate" href="([^"]*)" hrefLang="([^"]*)"\/>/g)].map((match) => `${match[2]} ${match[1]}`);

describe('a site in English, French and Arabic', async () => {
  const cwd = await copySite('i18n');
  const result = await build({ cwd, write: false });
  const html = [...result.files.keys()].filter((path) => path.endsWith('.html')).sort();

  it('builds every locale, the default at the root and each other one under /<locale>/', () => {
    const pages = html.filter((path) => !path.includes('blog/') && !path.includes('hello/') && !path.includes('api/'));
    expect(pages).toEqual([
      '404.html', 'ar/404.html', 'ar/guides/deploy/index.html', 'ar/guides/index.html', 'ar/guides/setup/index.html', 'ar/index.html',
      'fr/404.html', 'fr/guides/deploy/index.html', 'fr/guides/index.html', 'fr/guides/setup/index.html', 'fr/index.html',
      'guides/deploy/index.html', 'guides/index.html', 'guides/setup/index.html', 'index.html',
    ]);
    expect(html.filter((path) => path.endsWith('blog/2025/01/20/hello/index.html'))).toEqual(['ar/blog/2025/01/20/hello/index.html', 'blog/2025/01/20/hello/index.html', 'fr/blog/2025/01/20/hello/index.html']);
    expect(result.diagnostics).toEqual([]);
  });

  it('reads a translated page from i18n/<locale>/docusaurus-plugin-content-docs/current/, and the default locale\'s page where there is none', () => {
    expect(text(result.files, 'index.html')).toContain('<h1 id="welcome">Welcome</h1>');
    expect(text(result.files, 'fr/index.html')).toContain('<h1 id="bienvenue">Bienvenue</h1>');
    expect(text(result.files, 'fr/index.html')).toContain('<title>Bienvenue | Acme Docs</title>');
    expect(text(result.files, 'ar/index.html')).toContain('مرحبا');
    // Not translated: the English page, under the locale's URL, linking within the locale.
    expect(text(result.files, 'fr/guides/deploy/index.html')).toContain('Deploy to production.');
    expect(text(result.files, 'fr/guides/deploy/index.html')).toContain('href="/fr/guides/setup#configure-the-client"');
    expect(text(result.files, 'ar/guides/setup/index.html')).toContain('Install the Acme client.');
  });

  it('reads a translated blog post from i18n/<locale>/docusaurus-plugin-content-blog/', () => {
    expect(text(result.files, 'fr/blog/2025/01/20/hello/index.html')).toContain('Les factures sont là.');
    expect(text(result.files, 'ar/blog/2025/01/20/hello/index.html')).toContain('Invoices are here.');
    expect(text(result.files, 'fr/blog/rss.xml')).toContain('https://docs.acme.test/fr/blog/2025/01/20/hello');
  });

  it('translates <Translate> and translate() from the locale\'s code.json (by id, else by message), the default message where it has none', () => {
    expect(text(result.files, 'fr/hello/index.html')).toContain('<p class="greeting">Bonjour, Ada</p>');
    expect(text(result.files, 'fr/hello/index.html')).toContain('<p class="night">Bonne nuit</p>');
    expect(text(result.files, 'ar/hello/index.html')).toContain('<p class="greeting">Good morning, Ada</p>');
    expect(text(result.files, 'hello/index.html')).toContain('<p class="night">Good night</p>');
  });

  it('translates the theme\'s strings from code.json by Docusaurus\'s ids, else as Docusaurus\'s theme translates them, English where neither does', () => {
    const fr = text(result.files, 'fr/guides/setup/index.html');
    expect(fr).toContain('Aller au contenu principal');
    expect(fr).toContain('Sur cette page');
    expect(fr).toContain('Suivant');
    // Not in code.json: @docusaurus/theme-translations' French, and the English of docsgen's own strings.
    expect(fr).toContain('Précédent');
    expect(fr).toContain('aria-label="Fil d&#x27;Ariane"');
    expect(fr).toContain('aria-label="More ways to use this page"');
    // code.json wins over the default translation ("…ce que vous recherchez.").
    expect(text(result.files, 'fr/404.html')).toContain('Nous n&#x27;avons pas trouvé ce que vous cherchiez.');
    // Arabic without a code.json entry: Docusaurus's Arabic.
    expect(text(result.files, 'ar/guides/setup/index.html')).toContain('مُحتويات هذه الصفحة');
    expect(text(result.files, 'guides/setup/index.html')).toContain('On this page');
  });

  it('translates the navbar and footer from docusaurus-theme-classic/navbar.json and footer.json', () => {
    const fr = text(result.files, 'fr/index.html');
    expect(fr).toContain('>Tutoriels<');
    expect(fr).toContain('>Documentation<');
    expect(fr).toContain('>Installation<');
    expect(fr).toContain("Droits d'auteur Acme");
    expect(text(result.files, 'ar/index.html')).toContain('>Guides<');
  });

  it('translates sidebar category labels from the docs plugin\'s current.json, keeping the category page\'s URL', () => {
    expect(text(result.files, 'fr/guides/setup/index.html')).toMatch(/sidebar__category-heading[^]*?Guides pratiques/);
    expect(text(result.files, 'fr/guides/index.html')).toContain('<h1>Guides pratiques</h1>');
    expect(text(result.files, 'guides/index.html')).toContain('<h1>Guides</h1>');
  });

  it('gives each locale its <html lang dir>: htmlLang, and rtl for Arabic', () => {
    expect(htmlTag(text(result.files, 'index.html'))).toContain('lang="en" dir="ltr"');
    expect(htmlTag(text(result.files, 'fr/index.html'))).toContain('lang="fr-FR" dir="ltr"');
    expect(htmlTag(text(result.files, 'ar/guides/setup/index.html'))).toContain('lang="ar" dir="rtl"');
  });

  it('links every page to itself in every locale (hreflang) and to the default locale as x-default', () => {
    const expected = ['en https://docs.acme.test/guides/setup', 'fr-FR https://docs.acme.test/fr/guides/setup', 'ar https://docs.acme.test/ar/guides/setup', 'x-default https://docs.acme.test/guides/setup'];
    expect(alternates(text(result.files, 'guides/setup/index.html'))).toEqual(expected);
    expect(alternates(text(result.files, 'ar/guides/setup/index.html'))).toEqual(expected);
    expect(text(result.files, 'fr/guides/setup/index.html')).toContain('<link rel="canonical" href="https://docs.acme.test/fr/guides/setup"/>');
  });

  it('writes a sitemap per locale, of that locale\'s URLs, and links each locale\'s own assets', () => {
    expect(text(result.files, 'fr/sitemap.xml')).toContain('<loc>https://docs.acme.test/fr/guides/setup</loc>');
    expect(text(result.files, 'fr/sitemap.xml')).not.toContain('<loc>https://docs.acme.test/guides/setup</loc>');
    expect(text(result.files, 'sitemap.xml')).not.toContain('/fr/');
    const script = /<script type="module" src="([^"]*)"/.exec(text(result.files, 'fr/index.html'))![1]!;
    expect(script).toMatch(/^\/fr\/assets\/js\//);
    expect(result.files.has(script.slice(1))).toBe(true);
  });

  it('writes one robots.txt, at the root, naming every locale\'s sitemap', () => {
    expect([...result.files.keys()].filter((path) => path.endsWith('robots.txt'))).toEqual(['robots.txt']);
    expect(text(result.files, 'robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.acme.test/sitemap.xml\nSitemap: https://docs.acme.test/fr/sitemap.xml\nSitemap: https://docs.acme.test/ar/sitemap.xml\n');
  });
});

describe('translation files that cannot be read', () => {
  it('fails the build at the place of a JSON syntax error, and of an entry without a message', async () => {
    const cwd = await makeSite({
      'pages/index.md': '# Home\n',
      'i18n/fr/code.json': '{\n  "a": { "message": "A" },\n}\n',
      'i18n/fr/docusaurus-theme-classic/navbar.json': '{\n  "title": "Acme"\n}\n',
    }, 'title: T\nurl: https://t.dev\ni18n:\n  defaultLocale: en\n  locales: [en, fr]\n');
    const error = await build({ cwd, write: false }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DocsgenError);
    expect((error as DocsgenError).exitCode).toBe(1);
    expect(lines((error as DocsgenError).diagnostics)).toEqual([
      'site/i18n/fr/code.json:3:1 error Invalid JSON: Expected double-quoted property name  i18n/invalid-translations',
      'site/i18n/fr/docusaurus-theme-classic/navbar.json:2:3 error Translation `title` has no `message` string  i18n/invalid-translations',
    ]);
  });
});

describe('choosing locales', () => {
  it('builds only the locales --locale names, each in its folder', async () => {
    const cwd = await copySite('i18n');
    const result = await build({ cwd, write: false, locales: ['fr'] });
    expect([...result.files.keys()].filter((path) => path.endsWith('.html') && !path.includes('blog/') && !path.includes('hello/') && !path.includes('api/')).sort()).toEqual(['fr/404.html', 'fr/guides/deploy/index.html', 'fr/guides/index.html', 'fr/guides/setup/index.html', 'fr/index.html']);
  });

  it('exits 2 on an unknown --locale, listing the site\'s locales, and writes nothing', async () => {
    const cwd = await copySite('i18n');
    const run = await runDocsgen(['build', '--locale', 'de'], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('site/config.yaml error `--locale de` is not a locale of the site: its locales are `en`, `fr`, `ar`  i18n/unknown-locale');
    // No output folder (the build cache's folder may have been made before the config was read).
    expect(await readdir(cwd)).not.toContain('build');
  });

  it('writes the locales into one output folder', async () => {
    const cwd = await copySite('i18n');
    const run = await runDocsgen(['build'], { cwd });
    expect(run.code).toBe(0);
    expect(await readFile(join(cwd, 'build', 'fr', 'index.html'), 'utf8')).toContain('Bienvenue');
    expect(await readFile(join(cwd, 'build', 'index.html'), 'utf8')).toContain('Welcome');
  });

  it('builds a locale without translations from the default locale\'s pages, with one warning', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n', 'pages/a.md': '# A\n' }, 'title: T\nurl: https://t.dev\ni18n:\n  defaultLocale: en\n  locales: [en, de]\n');
    const result = await build({ cwd, write: false });
    expect(text(result.files, 'de/a/index.html')).toContain('<h1 id="a">A</h1>');
    expect(lines(result.diagnostics)).toEqual(["site/config.yaml warning Locale `de` has no translations (no folder `i18n/de/`): its pages are the default locale's  i18n/missing-translations"]);
  });

  it('checks links in every locale: an anchor a translation lost is reported at the translated heading, once for all its links', async () => {
    const cwd = await makeSite({
      'pages/index.md': '# Home\n\nSee [install](./a.md#install).\n',
      'pages/b.md': '# B\n\n[Install it](./a.md#install), [or this](./a.md#missing).\n',
      'pages/a.md': '# A\n\n## Install\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/a.md': '---\ntitle: A\n---\n\n# A\n\n## Installer\n',
    }, 'title: T\nurl: https://t.dev\ni18n:\n  defaultLocale: en\n  locales: [en, fr]\n');
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual([
      'site/i18n/fr/docusaurus-plugin-content-docs/current/a.md:7:1 warning Translated heading `## Installer` (`#installer`) lost the anchor `#install` of site/pages/a.md, which 2 links link to (site/pages/b.md:3:1, …)  links/broken-anchor',
      // Broken in every locale: at the link, once.
      'site/pages/b.md:3:31 warning Cannot find anchor `#missing` in /a (`or this`)  links/broken-anchor',
    ]);
    expect(result.diagnostics[0]!.hint).toBe('keep the original\'s id: `## Installer {#install}`');
  });

  it('reports a lost anchor at the translated file when its headings differ from the original\'s', async () => {
    const cwd = await makeSite({
      'pages/index.md': '# Home\n\nSee [install](./a.md#install).\n',
      'pages/a.md': '# A\n\n## Install\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/a.md': '# A\n\n## Avant\n\n## Installer\n',
    }, 'title: T\nurl: https://t.dev\ni18n:\n  defaultLocale: en\n  locales: [en, fr]\n');
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics)).toEqual(['site/i18n/fr/docusaurus-plugin-content-docs/current/a.md warning The translation of /a has no anchor `#install` of site/pages/a.md, which site/pages/index.md:3:5 links to  links/broken-anchor']);
  });

  it('reads a locale\'s own blog authors file, i18n/<locale>/docusaurus-plugin-content-blog/authors.yml, in place of the blog\'s', async () => {
    const cwd = await makeSite({
      'pages/index.md': '# Home\n',
      'blog/authors.yml': 'ada:\n  name: Ada Lovelace\n  title: Engineer\n',
      'blog/2025-01-20-hello.md': '---\ntitle: Hello\nauthors: [ada]\n---\n\nHi.\n',
      'i18n/fr/docusaurus-plugin-content-blog/authors.yml': 'ada:\n  name: Ada Lovelace\n  title: Ingénieure\n',
    }, 'title: T\nurl: https://t.dev\ni18n:\n  defaultLocale: en\n  locales: [en, fr, es]\n');
    const result = await build({ cwd, write: false });
    expect(text(result.files, 'blog/2025/01/20/hello/index.html')).toContain('<span class="blog-author__title">Engineer</span>');
    expect(text(result.files, 'fr/blog/2025/01/20/hello/index.html')).toContain('<span class="blog-author__title">Ingénieure</span>');
    // A locale without its own file keeps the blog's.
    expect(text(result.files, 'es/blog/2025/01/20/hello/index.html')).toContain('<span class="blog-author__title">Engineer</span>');
  });

  it('builds a site without i18n as before: one locale, no alternates', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n' }, 'title: T\nurl: https://t.dev\nlocale: de\n');
    const result = await build({ cwd, write: false });
    expect(htmlTag(text(result.files, 'index.html'))).toContain('lang="de" dir="ltr"');
    expect(alternates(text(result.files, 'index.html'))).toEqual([]);
  });

  it('reports an i18n config whose default locale is not one of its locales', async () => {
    const cwd = await makeSite({ 'pages/index.md': '# Home\n' }, 'title: T\nurl: https://t.dev\ni18n:\n  defaultLocale: en\n  locales: [fr]\n');
    const error = await build({ cwd, write: false }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DocsgenError);
    expect(lines((error as DocsgenError).diagnostics)).toEqual(['site/config.yaml:5:12 error The default locale `en` is not in `i18n.locales`  config/invalid-value']);
  });
});
