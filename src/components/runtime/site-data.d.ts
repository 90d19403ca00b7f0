/** The site's data, generated per build by the component bundler (src/components/resolve-plugin.ts). */
declare module 'docsgen:site-data' {
  const data: {
    siteConfig: { title: string; tagline: string; titleDelimiter: string; url: string; baseUrl: string; favicon: string; trailingSlash?: boolean; customFields: Record<string, unknown>; themeConfig: Record<string, unknown> };
    siteMetadata: { docusaurusVersion: string };
    i18n: { currentLocale: string; defaultLocale: string; locales: string[]; localeConfigs: Record<string, { label: string; direction: string; htmlLang: string; path: string; calendar: string; url: string; baseUrl: string }> };
    globalData: Record<string, unknown>;
    /** The locale's `code.json` messages by id. */
    codeTranslations: Record<string, string>;
  };
  export default data;
}
