import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { copySite, text } from '../helpers.ts';

/** The props the search island is given, as the page writes them. */
function searchProps(html: string): { labels: Record<string, string>; lang: string } {
  const raw = /data-island="search" data-props="([^"]*)"/.exec(html)![1]!;
  return JSON.parse(raw.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&')) as { labels: Record<string, string>; lang: string };
}

describe('the theme\'s strings in each locale, from its code.json', async () => {
  const cwd = await copySite('i18n');
  const result = await build({ cwd, write: false });

  it('gives the search box its labels in the island\'s props, translated where code.json has them and English elsewhere', () => {
    const fr = searchProps(text(result.files, 'fr/guides/setup/index.html'));
    expect(fr.lang).toBe('fr-FR');
    expect(fr.labels).toMatchObject({ button: 'Rechercher', placeholder: 'Rechercher dans la doc', cancel: 'Annuler', noResults: 'Aucun résultat pour', bestMatch: 'Meilleur résultat', resultCount: '{count} résultat|{count} résultats', allVersions: 'All versions' });
    expect(searchProps(text(result.files, 'guides/setup/index.html')).labels).toMatchObject({ button: 'Search', placeholder: 'Search docs', cancel: 'Cancel' });
    expect(text(result.files, 'fr/guides/setup/index.html')).toContain('<span class="search-button__label">Rechercher</span>');
    // Arabic labels are written as \u escapes: the page's HTML stays Latin-1 wherever its text is.
    expect(text(result.files, 'ar/guides/setup/index.html')).toContain('&quot;placeholder&quot;:&quot;\\u0627\\u0628\\u062d\\u062b');
    expect(searchProps(text(result.files, 'ar/guides/setup/index.html')).labels.placeholder).toBe('ابحث في الوثائق');
  });

  it('translates the layout\'s labels, and gives the phone menu its words when the locale translates them', () => {
    const fr = text(result.files, 'fr/guides/setup/index.html');
    expect(fr).toContain('<nav class="theme-doc-breadcrumbs breadcrumbs" aria-label="Fil d&#x27;Ariane">');
    expect(fr).toContain('<summary class="sidebar__toggle">Sommaire</summary>');
    expect(fr).toContain('aria-label="Basculer entre les modes sombre et clair"');
    expect(fr).toContain('<span class="navbar__menu-group-label">Langues</span>');
    expect(fr).toContain('data-back-label="← Retour au menu principal"');
    const en = text(result.files, 'guides/setup/index.html');
    expect(en).toContain('<nav class="theme-doc-breadcrumbs breadcrumbs" aria-label="Breadcrumbs">');
    expect(en).not.toContain('data-back-label');
  });

  it('names the headings\' `#` links in the locale\'s words, in compiled Markdown too', () => {
    const labels = (html: string): string[] => [...html.matchAll(/class="hash-link" aria-label="([^"]*)"/g)].map((match) => match[1]!);
    expect(labels(text(result.files, 'fr/guides/setup/index.html'))).toContain('Lien direct vers Configure the client');
    expect(labels(text(result.files, 'fr/guides/setup/index.html')).every((label) => label.startsWith('Lien direct vers '))).toBe(true);
    expect(labels(text(result.files, 'guides/setup/index.html')).every((label) => label.startsWith('Direct link to '))).toBe(true);
  });

  it('translates the 404 page, its link to the home page included', () => {
    const fr = text(result.files, 'fr/404.html');
    expect(fr).toContain('<h1>Page introuvable</h1>');
    expect(fr).toContain('<title>Page introuvable | Acme Docs</title>');
    expect(fr).toContain('Repartez de la <a href="/fr/">page d&#x27;accueil</a>, ou choisissez une rubrique dans le menu.');
    expect(text(result.files, 'ar/404.html')).toContain('<h1>الصفحة غير موجودة</h1>');
    expect(text(result.files, '404.html')).toContain('Start again from the <a href="/">home page</a>');
  });

  it('translates the blog\'s chrome: reading time in the locale\'s plural form, tags, tag pages, archive, and its title from options.json', () => {
    const post = text(result.files, 'fr/blog/2025/01/20/hello/index.html');
    expect(post).toContain('· 1 min de lecture');
    expect(post).toContain('<b>Étiquettes :</b>');
    expect(post).toContain('<div class="blog-sidebar__title">Articles récents</div>');
    // Arabic has six plural forms, in Docusaurus's order (zero, one, two, few, many, other): one minute is the second.
    expect(text(result.files, 'ar/blog/2025/01/20/hello/index.html')).toContain('· دقيقة قراءة واحدة');
    expect(text(result.files, 'blog/2025/01/20/hello/index.html')).toContain('· 1 min read');
    expect(text(result.files, 'fr/blog/tags/billing/index.html')).toContain('<h1>1 article avec l&#x27;étiquette « billing »</h1>');
    expect(text(result.files, 'blog/tags/billing/index.html')).toContain('<h1>1 post tagged with &quot;billing&quot;</h1>');
    expect(text(result.files, 'fr/blog/tags/billing/index.html')).toContain('>Voir toutes les étiquettes</a>');
    expect(text(result.files, 'fr/blog/tags/index.html')).toContain('<title>Étiquettes | Acme Docs</title>');
    expect(text(result.files, 'fr/blog/archive/index.html')).toContain('<title>Archives | Acme Docs</title>');
    expect(text(result.files, 'fr/blog/index.html')).toContain('<title>Actualités | Acme Docs</title>');
    expect(text(result.files, 'blog/index.html')).toContain('<title>Blog | Acme Docs</title>');
  });

  it('translates the API reference\'s chrome, its table of contents and "Try it", while the operation stays in the document\'s language', () => {
    const fr = text(result.files, 'fr/api/list-payments/index.html');
    expect(fr).toContain('<h2 id="parameters">Paramètres<a href="#parameters" class="hash-link" aria-label="Lien direct vers Paramètres">#</a></h2>');
    expect(fr).toContain('<h3 id="query-parameters">Paramètres de requête</h3>');
    expect(fr).toContain('<span class="schema-flag schema-flag--required">obligatoire</span>');
    expect(fr).toContain('<h2 id="responses">Réponses');
    expect(fr).toContain('<a class="toc__link" href="#response-examples">Exemples de réponses</a>');
    expect(fr).toContain('<span class="api-method api-method--get">GET</span> <!-- -->Essayer</button>');
    // Not translated by fr's code.json: English.
    expect(fr).toContain('<h2 id="code-samples">Code samples');
    // The document's own words.
    expect(fr).toContain('<title>List payments | Acme Docs</title>');
    expect(fr).toContain('Returns the most recent payments first.');
    expect(fr).toContain('How many payments to return.');
    // The console renders in the browser: its translations travel in its props.
    expect(fr).toContain('&quot;i18n&quot;:{&quot;locale&quot;:&quot;fr&quot;,&quot;messages&quot;:{');
    expect(fr).toContain('&quot;theme.openapi.request.sendButton&quot;:&quot;Envoyer la requête&quot;');
    expect(text(result.files, 'fr/api/schemas/payment/index.html')).toContain('<h2 id="properties">Propriétés');
    expect(text(result.files, 'ar/api/list-payments/index.html')).toContain('<h2 id="parameters">المعاملات');
    expect(text(result.files, 'api/list-payments/index.html')).toContain('<h2 id="parameters">Parameters');
  });
});

describe('version banners and badges in a locale', () => {
  it('translates the banner of an unreleased version, its link to the latest one and the badge', async () => {
    const cwd = await copySite('versions-two');
    const site = join(cwd, 'site');
    await appendFile(join(site, 'config.yaml'), 'i18n:\n  defaultLocale: en\n  locales: [en, fr]\n');
    await mkdir(join(site, 'i18n', 'fr'), { recursive: true });
    await writeFile(
      join(site, 'i18n', 'fr', 'code.json'),
      JSON.stringify({
        'theme.docs.versions.unreleasedVersionLabel': { message: 'Ceci est la documentation non publiée de {siteTitle} {versionLabel}.' },
        'theme.docs.versions.latestVersionSuggestionLabel': { message: 'Pour une documentation à jour, consultez la {latestVersionLink} ({versionLabel}).' },
        'theme.docs.versions.latestVersionLinkLabel': { message: 'dernière version' },
        'theme.docs.versionBadge.label': { message: 'Version : {versionLabel}' },
      }),
    );
    const result = await build({ cwd, write: false });
    const next = text(result.files, 'fr/next/index.html');
    expect(next).toContain('Ceci est la documentation non publiée de Carts Docs Next.');
    expect(next).toMatch(/Pour une documentation à jour, consultez la <b><a href="\/fr\/"[^>]*>dernière version<\/a><\/b> \(<!-- -->1\.0<!-- -->\)\./);
    expect(next).toContain('Version : Next');
    expect(text(result.files, 'next/index.html')).toContain('This is unreleased documentation for Carts Docs Next version.');
  });
});
