import type { PageModel, SiteModel } from '../../src/render/models.ts';
import { absolutePageUrl } from '../../src/seo/indexable.ts';

/**
 * A translated page's `hreflang` alternates: the same route in every locale, and `x-default`
 * (the default locale's), as search engines ask and Docusaurus writes them. None on a site in one language.
 */
export function LocaleAlternates({ site, page }: { site: SiteModel; page: PageModel }) {
  if (!site.locales.length || page.kind === 'not-found') return null;
  const route = page.canonicalRoute ?? page.route;
  const urlIn = (baseUrl: string): string => absolutePageUrl({ ...site, baseUrl }, route);
  return (
    <>
      {site.locales.map((locale) => (
        <link key={locale.name} rel="alternate" href={urlIn(locale.baseUrl)} hrefLang={locale.htmlLang} />
      ))}
      <link rel="alternate" href={urlIn(site.locales[0]!.baseUrl)} hrefLang="x-default" />
    </>
  );
}
