import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/parse-config.ts';
import { localeBaseUrl, localizeConfig, rootBaseUrl, selectLocales } from '../../src/i18n/locales.ts';
import { DocsgenError } from '../../src/diagnostics/diagnostic.ts';
import { lines } from '../helpers.ts';

const parse = (source: string) => parseConfig(`title: T\nurl: https://t.dev\n${source}`, 'site/config.yaml');

describe('i18n in config.yaml', () => {
  it('fills each locale with Docusaurus\'s defaults: its own name as label, its script\'s direction, its name as htmlLang and folder', () => {
    const { config } = parse('i18n:\n  defaultLocale: en\n  locales: [en, fr, ar]\n  localeConfigs:\n    fr: { htmlLang: fr-FR, label: FR }\n');
    expect(config!.locale).toBe('en');
    expect(config!.i18n).toEqual({
      defaultLocale: 'en',
      locales: ['en', 'fr', 'ar'],
      path: 'i18n',
      localeConfigs: {
        en: { label: 'English', direction: 'ltr', htmlLang: 'en', path: 'en', calendar: 'gregory' },
        fr: { label: 'FR', direction: 'ltr', htmlLang: 'fr-FR', path: 'fr', calendar: 'gregory' },
        ar: { label: 'العربية', direction: 'rtl', htmlLang: 'ar', path: 'ar', calendar: 'gregory' },
      },
    });
  });

  it('gives a site without i18n one locale, `locale`', () => {
    expect(parse('locale: de\n').config!.i18n).toMatchObject({ defaultLocale: 'de', locales: ['de'] });
  });

  it('reports, at their keys, a default locale left out of the locales, settings of an unlisted locale and a `locale` that disagrees', () => {
    const { diagnostics } = parse('locale: en\ni18n:\n  defaultLocale: fr\n  locales: [en]\n  localeConfigs:\n    de: { label: Deutsch }\n  path: i18n\n');
    expect(lines(diagnostics)).toEqual([
      'site/config.yaml:3:9 error `locale` (`en`) and `i18n.defaultLocale` (`fr`) disagree  config/invalid-value',
      'site/config.yaml:6:12 error The default locale `fr` is not in `i18n.locales`  config/invalid-value',
      'site/config.yaml:8:9 error `i18n.localeConfigs` configures `de`, which is not in `i18n.locales`  config/invalid-value',
    ]);
  });
});

describe('locales of a build', () => {
  const { config } = parse('baseUrl: /docs/\ni18n:\n  defaultLocale: en\n  locales: [en, fr]\n');

  it('serves the default locale at the base URL and each other one under its name', () => {
    expect(localeBaseUrl(config!, 'en')).toBe('/docs/');
    expect(localeBaseUrl(config!, 'fr')).toBe('/docs/fr/');
    const fr = localizeConfig(config!, 'fr');
    expect(fr).toMatchObject({ locale: 'fr', baseUrl: '/docs/fr/' });
    expect(rootBaseUrl(fr)).toBe('/docs/');
    expect(localeBaseUrl(fr, 'en')).toBe('/docs/');
  });

  it('builds every locale unless told which, the default one first', () => {
    expect(selectLocales(config!, 'site/config.yaml')).toEqual(['en', 'fr']);
    expect(selectLocales(config!, 'site/config.yaml', ['fr'])).toEqual(['fr']);
    expect(selectLocales(config!, 'site/config.yaml', 'default')).toEqual(['en']);
    expect(() => selectLocales(config!, 'site/config.yaml', ['de'])).toThrow(DocsgenError);
  });
});
