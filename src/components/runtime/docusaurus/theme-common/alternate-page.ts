/**
 * `useAlternatePageUtils` of theme-common/internal: the URL of the page being shown in another
 * locale, as a swizzled locale dropdown builds its links. The page's path under the current
 * locale's base URL, in the site's trailing-slash form, under the other locale's base URL.
 */
import data from 'docsgen:site-data';
import { useLocation } from '../router.ts';
import { withTrailingSlash } from '../Link.tsx';

export function useAlternatePageUtils(): { createUrl: (options: { locale: string; fullyQualified: boolean }) => string } {
  const { baseUrl } = data.siteConfig;
  const { pathname } = useLocation();
  const suffix = withTrailingSlash(pathname).replace(baseUrl, '');
  return {
    createUrl({ locale, fullyQualified }) {
      const config = data.i18n.localeConfigs[locale];
      if (!config) throw new Error(`No locale \`${locale}\` in the site's i18n.locales: ${data.i18n.locales.join(', ')}`);
      return `${fullyQualified ? config.url : ''}${config.baseUrl}${suffix}`;
    },
  };
}
