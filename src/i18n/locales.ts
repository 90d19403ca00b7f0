/**
 * A translated site is built once per locale, each time with the config of that locale (see
 * localizeConfig): its base URL gets the locale's segment, and its content is read from the
 * locale's translations first. This module says which locales a build makes and where each one
 * lives, in the output and in the site folder.
 */
import { join } from 'node:path';
import type { SiteConfig } from '../config/site-config.ts';
import { DocsgenError } from '../diagnostics/diagnostic.ts';

/** The folder of a locale's output under the build folder: `''` for the default locale, `fr/` for `fr`. */
export function localeOutputPrefix(config: SiteConfig, locale: string): string {
  return locale === config.i18n.defaultLocale ? '' : `${locale}/`;
}

/** The site's own base URL, without the segment of the locale `config` is of. */
export function rootBaseUrl(config: SiteConfig): string {
  const prefix = localeOutputPrefix(config, config.locale);
  return prefix && config.baseUrl.endsWith(prefix) ? config.baseUrl.slice(0, -prefix.length) : config.baseUrl;
}

/** A locale's base URL, as Docusaurus makes it: the site's, then the locale's name unless it is the default one. */
export function localeBaseUrl(config: SiteConfig, locale: string): string {
  return rootBaseUrl(config) + localeOutputPrefix(config, locale);
}

/** The config a locale is built with: its name, and its base URL. */
export function localizeConfig(config: SiteConfig, locale: string): SiteConfig {
  if (locale === config.locale && localeOutputPrefix(config, locale) === '') return config;
  return { ...config, locale, baseUrl: localeBaseUrl(config, locale) };
}

/** The locales a build makes: those asked for (`--locale`), else every configured one; the default locale first. Throws exit 2 on an unknown one. */
export function selectLocales(config: SiteConfig, configFile: string, requested?: readonly string[] | 'default'): string[] {
  const { locales } = config.i18n;
  if (requested === 'default') return [config.i18n.defaultLocale];
  if (!requested?.length) return [...locales];
  const unknown = requested.filter((locale) => !locales.includes(locale));
  if (unknown.length) {
    const listed = locales.map((locale) => `\`${locale}\``).join(', ');
    throw new DocsgenError(`Unknown locale ${unknown.map((locale) => `\`${locale}\``).join(', ')}`, {
      exitCode: 2,
      diagnostics: unknown.map((locale) => ({ code: 'i18n/unknown-locale', severity: 'error', message: `\`--locale ${locale}\` is not a locale of the site: its locales are ${listed}`, file: configFile, hint: `add \`${locale}\` to \`i18n.locales\`, or pass one of ${listed}` })),
    });
  }
  return locales.filter((locale) => requested.includes(locale));
}

/**
 * Which files of the output a build of only some locales makes (`--locale fr`): those under
 * its locales' folders (`fr/…`), and, when it builds the default locale, those under no other
 * locale's folder. Undefined when it builds every locale: the whole output is its.
 */
export function localeScope(config: SiteConfig, built: readonly string[]): ((path: string) => boolean) | undefined {
  const { locales, defaultLocale } = config.i18n;
  if (locales.every((locale) => built.includes(locale))) return undefined;
  const others = locales.filter((locale) => locale !== defaultLocale).map((locale) => ({ locale, prefix: localeOutputPrefix(config, locale) }));
  return (path) => {
    const owner = others.find(({ prefix }) => path.startsWith(prefix) || `${path}/` === prefix)?.locale ?? defaultLocale;
    return built.includes(owner);
  };
}

/**
 * What every page of a translated site says of its locales: the locale dropdown and the
 * hreflang alternates (names, labels, languages, URLs). A build of some locales leaves the
 * others' pages only while this is unchanged. Undefined for a site in one language.
 */
export function localesKey(config: SiteConfig): string | undefined {
  const { i18n } = config;
  if (i18n.locales.length < 2) return undefined;
  const locales = i18n.locales.map((name) => [name, i18n.localeConfigs[name]?.label ?? name, i18n.localeConfigs[name]?.htmlLang ?? name, localeBaseUrl(config, name)]);
  return JSON.stringify({ url: config.url, trailingSlash: config.trailingSlash ?? null, locales });
}

/** The folder of a locale's translations, relative to the site folder: `i18n/fr`. */
export function localeFolder(config: SiteConfig, locale: string): string {
  return join(config.i18n.path, config.i18n.localeConfigs[locale]?.path ?? locale);
}

/** The content plugins whose translations have a folder of their own, by Docusaurus's plugin names. */
export type TranslatedPlugin = 'docs' | 'blog' | 'pages';

/**
 * Where the current locale's translations of a plugin's content are, Docusaurus's layout:
 * `i18n/<locale>/docusaurus-plugin-content-docs[-<id>]/`; undefined for the default locale,
 * which is the content itself.
 */
export function translationsDir(options: { config: SiteConfig; siteDir: string; plugin: TranslatedPlugin; id?: string }): string | undefined {
  const { config, siteDir, plugin, id } = options;
  if (config.locale === config.i18n.defaultLocale) return undefined;
  const suffix = id !== undefined && id !== 'default' ? `-${id}` : '';
  return join(siteDir, localeFolder(config, config.locale), `docusaurus-plugin-content-${plugin}${suffix}`);
}

/**
 * Where the current locale's own copy of an API's OpenAPI document would be, relative to the
 * site folder: `i18n/fr/docsgen-openapi/<the document's path>` (`…/api/openapi.yaml`), as a
 * translated docs page mirrors its path under `docusaurus-plugin-content-docs/current/`.
 * Undefined for the default locale, whose document is the site's.
 */
export function apiTranslationPath(config: SiteConfig, document: string): string | undefined {
  if (config.locale === config.i18n.defaultLocale) return undefined;
  return join(localeFolder(config, config.locale), 'docsgen-openapi', document);
}

/** The folder of a docs version's translations: `current/` for the docs folder, `version-<name>/` for a snapshot. */
export function versionTranslationsDir(docsTranslations: string, version: string): string {
  return join(docsTranslations, version === 'current' ? 'current' : `version-${version}`);
}
