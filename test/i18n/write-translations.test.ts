import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { DocsgenError } from '../../src/diagnostics/diagnostic.ts';
import { extractCodeMessages } from '../../src/i18n/extract/extract-code.ts';
import { THEME_MESSAGES } from '../../src/i18n/theme-messages.ts';
import { writeTranslations } from '../../src/i18n/write-translations.ts';
import { copySite, lines, makeSite, runDocsgen, text } from '../helpers.ts';

type TranslationJson = Record<string, { message: string; description?: string }>;
const readJson = async (cwd: string, path: string): Promise<TranslationJson> => JSON.parse(await readFile(join(cwd, 'site', path), 'utf8')) as TranslationJson;
const exists = (path: string): Promise<boolean> => stat(path).then(() => true, () => false);
const I18N = 'i18n:\n  defaultLocale: en\n  locales: [en, fr]\n';

describe('docsgen write-translations on the English, French and Arabic site', async () => {
  const cwd = await copySite('i18n');
  const result = await writeTranslations({ cwd });

  it('writes every locale\'s files, the default one\'s too, as Docusaurus writes them', () => {
    expect(result.written.map((file) => file.file)).toEqual(['en', 'fr', 'ar'].flatMap((locale) => [
      `site/i18n/${locale}/code.json`,
      `site/i18n/${locale}/docusaurus-theme-classic/navbar.json`,
      `site/i18n/${locale}/docusaurus-theme-classic/footer.json`,
      `site/i18n/${locale}/docusaurus-plugin-content-docs/current.json`,
      `site/i18n/${locale}/docusaurus-plugin-content-blog/options.json`,
    ]));
    expect(result.diagnostics).toEqual([]);
  });

  it('keeps the translations already there, and adds the new ids after them with their default translation (else English) and description', async () => {
    const fr = await readJson(cwd, 'i18n/fr/code.json');
    const ids = Object.keys(fr);
    expect(ids.slice(0, 3)).toEqual(['hello.greeting', 'Good night', 'theme.common.skipToMainContent']);
    expect(fr['hello.greeting']).toEqual({ message: 'Bonjour, {name}', description: 'The greeting of the hello page' });
    expect(fr['theme.common.skipToMainContent']).toEqual({ message: 'Aller au contenu principal', description: THEME_MESSAGES['theme.common.skipToMainContent'].description });
    expect(fr['theme.blog.post.readMoreLabel']).toEqual({ message: 'Lire la suite de « {title} »', description: 'The ARIA label for the link to full blog posts from excerpts' });
    // New: the theme's strings the file did not have, after the file's own: in French where
    // Docusaurus's theme translations have them, else in English.
    expect(fr['theme.docs.paginator.previous']).toEqual({ message: 'Précédent', description: 'The label used to navigate to the previous doc' });
    expect(fr['theme.copyPage.moreOptions']!.message).toBe('More ways to use this page');
    expect(ids.indexOf('theme.docs.paginator.previous')).toBeGreaterThan(ids.indexOf('theme.openapi.request.baseUrl.title'));
    expect(ids.length).toBe(new Set([...ids, ...Object.keys(THEME_MESSAGES)]).size);
    const ar = await readJson(cwd, 'i18n/ar/code.json');
    expect(ar['theme.NotFound.title']!.message).toBe('الصفحة غير موجودة');
    expect(ar['hello.greeting']).toEqual({ message: 'Good morning, {name}' });
  });

  it('reads <Translate> and translate() in MDX pages into code.json: by id, else by message', async () => {
    const en = await readJson(cwd, 'i18n/en/code.json');
    expect(Object.keys(en).slice(0, 2)).toEqual(['hello.greeting', 'Good night']);
    expect(en['hello.greeting']).toEqual({ message: 'Good morning, {name}' });
    expect(en['Good night']).toEqual({ message: 'Good night' });
  });

  it('writes the navbar, footer, docs sidebars and version, and blog files by Docusaurus\'s ids', async () => {
    expect(await readJson(cwd, 'i18n/fr/docusaurus-theme-classic/navbar.json')).toEqual({
      'item.label.Guides': { message: 'Tutoriels', description: 'Navbar item with label Guides' },
      title: { message: 'Acme Docs', description: 'The title in the navbar' },
    });
    expect(await readJson(cwd, 'i18n/en/docusaurus-theme-classic/footer.json')).toEqual({
      'link.title.Docs': { message: 'Docs', description: 'The title of the footer links column with title=Docs in the footer' },
      'link.item.label.Setup': { message: 'Setup', description: 'The label of footer link with label=Setup linking to /guides/setup' },
      copyright: { message: 'Copyright Acme', description: 'The footer copyright' },
    });
    const current = await readJson(cwd, 'i18n/fr/docusaurus-plugin-content-docs/current.json');
    expect(Object.keys(current)).toEqual(['sidebar.docs.category.Guides', 'version.label', 'sidebar.docs.category.Acme Payments API', 'sidebar.docs.category.Other operations', 'sidebar.docs.category.Schemas']);
    expect(current['sidebar.docs.category.Guides']).toEqual({ message: 'Guides pratiques', description: "The label for category 'Guides' in sidebar 'docs'" });
    expect(current['version.label']).toEqual({ message: 'Next', description: 'The label for version current' });
    expect(await readJson(cwd, 'i18n/ar/docusaurus-plugin-content-blog/options.json')).toEqual({
      title: { message: 'Blog', description: 'The title for the blog used in SEO' },
      description: { message: 'Blog', description: 'The description for the blog used in SEO' },
      'sidebar.title': { message: 'Recent posts', description: 'The label for the left sidebar' },
    });
  });

  it('changes nothing when run again, and the site builds the same', async () => {
    const before = await readFile(join(cwd, 'site/i18n/fr/code.json'), 'utf8');
    const again = await writeTranslations({ cwd });
    expect(again.written.every((file) => file.added === 0)).toBe(true);
    expect(await readFile(join(cwd, 'site/i18n/fr/code.json'), 'utf8')).toBe(before);
    const built = await build({ cwd, write: false });
    expect(text(built.files, 'fr/hello/index.html')).toContain('<p class="greeting">Bonjour, Ada</p>');
    expect(text(built.files, 'fr/guides/setup/index.html')).toContain('Aller au contenu principal');
  });
});

describe('choosing what is written', () => {
  it('writes only the locales --locale names', async () => {
    const cwd = await copySite('i18n');
    const result = await writeTranslations({ cwd, locales: ['ar'] });
    expect(new Set(result.written.map((file) => file.locale))).toEqual(new Set(['ar']));
    expect(await exists(join(cwd, 'site/i18n/en'))).toBe(false);
  });

  it('resets every message to the site\'s with --override, and marks new ones with --message-prefix', async () => {
    const cwd = await copySite('i18n');
    await writeTranslations({ cwd, locales: ['fr'], override: true, messagePrefix: '(fr) ' });
    const fr = await readJson(cwd, 'i18n/fr/code.json');
    expect(fr['hello.greeting']!.message).toBe('(fr) Good morning, {name}');
    // A theme string's message is Docusaurus's French one, as its write-translations writes it.
    expect(fr['theme.SearchBar.label']!.message).toBe('(fr) Chercher');
    expect(fr['theme.copyPage.copy']!.message).toBe('(fr) Copy page');
    expect((await readJson(cwd, 'i18n/fr/docusaurus-theme-classic/navbar.json'))['item.label.Guides']!.message).toBe('(fr) Guides');
  });
});

describe('translatable strings of components and pages', () => {
  it('reads a component file as Docusaurus\'s extractor does: ids, descriptions, text children, translate() objects, TypeScript syntax', () => {
    const source = [
      "import Translate, { translate as t } from '@docusaurus/Translate';",
      'type Props = { name: string };',
      'export function Banner({ name }: Props) {',
      '  const label = t({ id: "banner.label", message: "Banner" + " label", description: "The ARIA label" } as const);',
      '  return (',
      '    <section aria-label={label}>',
      '      <Translate id="banner.title" description="The banner\'s title">',
      '        Welcome   to Acme',
      '      </Translate>',
      '      <Translate>{`No id`}</Translate>',
      '      <Translate id="banner.empty" />',
      '      <Translate id={name}>Dynamic</Translate>',
      '      {t({ message: name })}',
      '    </section>',
      '  );',
      '}',
    ].join('\n');
    const extracted = extractCodeMessages(source, 'site/src/components/Banner.tsx');
    expect(Object.fromEntries(extracted.messages)).toEqual({
      'banner.label': { message: 'Banner label', description: 'The ARIA label' },
      'banner.title': { message: 'Welcome to Acme', description: "The banner's title" },
      'No id': { message: 'No id' },
      'banner.empty': { message: 'banner.empty' },
    });
    expect(lines(extracted.diagnostics)).toEqual([
      'site/src/components/Banner.tsx:12:7 warning `<Translate>`\'s `id`: its text is not a constant, so it cannot be written to `code.json`  i18n/dynamic-translation',
      'site/src/components/Banner.tsx:13:8 warning `t()`: its text is not a constant, so it cannot be written to `code.json`  i18n/dynamic-translation',
    ]);
  });

  it('ignores files that do not import @docusaurus/Translate', () => {
    expect(extractCodeMessages('function translate(x) { return x; }\ntranslate({ message: "no" });\n', 'a.js').messages.size).toBe(0);
  });

  it('writes the strings of the components pages import and of src/, and warns where a text is computed', async () => {
    const cwd = await makeSite({
      'pages/index.mdx': "---\ntitle: Home\n---\nimport Translate, { translate } from '@docusaurus/Translate';\nimport { Banner } from '../components/Banner.tsx';\n\n# Home\n\n<Banner />\n\nSay <Translate id=\"home.hello\" description=\"A greeting\">Hello</Translate>.\n\n{translate({ id: 'home.bye', message: 'Bye' })}\n\n{translate({ message: String(1) })}\n",
      'components/Banner.tsx': "import Translate from '@docusaurus/Translate';\nexport function Banner() {\n  return <p><Translate id=\"banner.text\">Acme</Translate></p>;\n}\n",
      'src/unused/Note.jsx': "import Translate from '@docusaurus/Translate';\nexport default () => <Translate>Unused note</Translate>;\n",
      'src/_private/Hidden.jsx': "import Translate from '@docusaurus/Translate';\nexport default () => <Translate>Hidden</Translate>;\n",
    }, `title: T\nurl: https://t.dev\n${I18N}`);
    const result = await writeTranslations({ cwd, locales: ['fr'] });
    const fr = await readJson(cwd, 'i18n/fr/code.json');
    expect(Object.keys(fr).slice(0, 4)).toEqual(['banner.text', 'Unused note', 'home.hello', 'home.bye']);
    expect(fr['home.hello']).toEqual({ message: 'Hello', description: 'A greeting' });
    expect(fr).not.toHaveProperty('Hidden');
    expect(lines(result.diagnostics)).toEqual(['site/pages/index.mdx:15:2 warning `translate()`: its text is not a constant, so it cannot be written to `code.json`  i18n/dynamic-translation']);
  });
});

describe('docs sidebars', () => {
  it('writes categories, their generated pages\' titles, links and labelled docs by Docusaurus\'s ids; the build reads them back', async () => {
    const cwd = await makeSite({
      'pages/intro.md': '# Intro\n',
      'pages/setup.md': '# Setup\n',
      'sidebars.yaml': 'docs:\n  - type: doc\n    id: intro\n    label: Start here\n  - type: category\n    label: Guides\n    link:\n      type: generated-index\n      title: All the guides\n    items:\n      - setup\n      - type: link\n        label: Status\n        href: https://status.t.dev\n',
    }, `title: T\nurl: https://t.dev\n${I18N}`);
    await writeTranslations({ cwd, locales: ['fr'] });
    const current = await readJson(cwd, 'i18n/fr/docusaurus-plugin-content-docs/current.json');
    expect(current).toEqual({
      'version.label': { message: 'Next', description: 'The label for version current' },
      'sidebar.docs.category.Guides': { message: 'Guides', description: "The label for category 'Guides' in sidebar 'docs'" },
      'sidebar.docs.category.Guides.link.generated-index.title': { message: 'All the guides', description: "The generated-index page title for category 'Guides' in sidebar 'docs'" },
      'sidebar.docs.link.Status': { message: 'Status', description: "The label for link 'Status' in sidebar 'docs', linking to 'https://status.t.dev'" },
      'sidebar.docs.doc.intro': { message: 'Start here', description: "The label for the doc item 'Start here' in sidebar 'docs', linking to the doc intro" },
    });
    current['sidebar.docs.doc.intro']!.message = 'Commencer ici';
    current['sidebar.docs.link.Status']!.message = 'État';
    await writeFile(join(cwd, 'site/i18n/fr/docusaurus-plugin-content-docs/current.json'), JSON.stringify(current));
    const built = await build({ cwd, write: false });
    const page = text(built.files, 'fr/intro/index.html');
    expect(page).toContain('>Commencer ici</a>');
    expect(page).toContain('>État');
  });
});

describe('a Docusaurus site', () => {
  it('writes its files from docusaurus.config and sidebars.ts, the strings of src/ included', async () => {
    const cwd = await copySite('docusaurus-classic');
    await writeFile(join(cwd, 'site/src/components/Tagline.tsx'), "import Translate from '@docusaurus/Translate';\nexport default function Tagline(): JSX.Element {\n  return <p><Translate id=\"homepage.tagline\" description=\"The tagline\">Signals for every ship</Translate></p>;\n}\n");
    const result = await writeTranslations({ cwd, siteDir: 'site', locales: ['fr'] });
    expect(result.written.map((file) => file.file)).toEqual([
      'site/i18n/fr/code.json',
      'site/i18n/fr/docusaurus-theme-classic/navbar.json',
      'site/i18n/fr/docusaurus-theme-classic/footer.json',
      'site/i18n/fr/docusaurus-plugin-content-docs/current.json',
      'site/i18n/fr/docusaurus-plugin-content-blog/options.json',
    ]);
    expect((await readJson(cwd, 'i18n/fr/code.json'))['homepage.tagline']).toEqual({ message: 'Signals for every ship', description: 'The tagline' });
    const current = await readJson(cwd, 'i18n/fr/docusaurus-plugin-content-docs/current.json');
    expect(current['sidebar.guideSidebar.doc.guides/install']).toEqual({ message: 'Installing', description: "The label for the doc item 'Installing' in sidebar 'guideSidebar', linking to the doc guides/install" });
    expect(current['sidebar.guideSidebar.link.Status']!.message).toBe('Status');
    expect(Object.keys(await readJson(cwd, 'i18n/fr/docusaurus-theme-classic/navbar.json'))).toEqual(['title', 'item.label.Guide', 'item.label.Blog', 'item.label.GitHub', 'logo.alt']);
  });
});

describe('existing files', () => {
  it('writes nothing when an existing file is not valid JSON, and says where (exit 1)', async () => {
    const cwd = await copySite('i18n');
    await writeFile(join(cwd, 'site/i18n/fr/docusaurus-theme-classic/navbar.json'), '{\n  "title": { "message": "Acme" },\n}\n');
    const before = await readFile(join(cwd, 'site/i18n/fr/code.json'), 'utf8');
    const error = await writeTranslations({ cwd }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DocsgenError);
    expect((error as DocsgenError).exitCode).toBe(1);
    expect(lines((error as DocsgenError).diagnostics)).toEqual(['site/i18n/fr/docusaurus-theme-classic/navbar.json:3:1 error Invalid JSON: Expected double-quoted property name  i18n/invalid-translations']);
    expect(await readFile(join(cwd, 'site/i18n/fr/code.json'), 'utf8')).toBe(before);
    expect(await exists(join(cwd, 'site/i18n/en'))).toBe(false);
  });

  it('keeps entries the site no longer has, with a warning at the first of them', async () => {
    const cwd = await copySite('i18n');
    await writeFile(join(cwd, 'site/i18n/fr/docusaurus-theme-classic/footer.json'), '{\n  "copyright": { "message": "Droits Acme" },\n  "link.title.Old": { "message": "Ancien" }\n}\n');
    const result = await writeTranslations({ cwd, locales: ['fr'] });
    expect(lines(result.diagnostics)).toEqual(['site/i18n/fr/docusaurus-theme-classic/footer.json:3:3 warning 1 entry of footer.json the site no longer has: `link.title.Old`  i18n/unknown-translation-keys']);
    expect(Object.keys(await readJson(cwd, 'i18n/fr/docusaurus-theme-classic/footer.json'))).toEqual(['copyright', 'link.title.Old', 'link.title.Docs', 'link.item.label.Setup']);
  });
});

describe('the command', () => {
  it('prints each file written; an unknown --locale exits 2 listing the site\'s locales', async () => {
    const cwd = await copySite('i18n');
    const run = await runDocsgen(['write-translations', '--locale', 'fr'], { cwd });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('✔ site/i18n/fr/code.json: ');
    expect(run.stdout).toContain('✔ site/i18n/fr/docusaurus-theme-classic/navbar.json: 2 translations, 1 new\n');
    const unknown = await runDocsgen(['write-translations', '--locale', 'de'], { cwd });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('site/config.yaml error `--locale de` is not a locale of the site: its locales are `en`, `fr`, `ar`  i18n/unknown-locale');
  });
});
