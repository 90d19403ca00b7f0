/**
 * The `i18n:` key of config.yaml (Docusaurus's `i18n`): the locales a site is built in, and
 * each one's label, text direction, `lang` and folder, with Docusaurus's defaults.
 */

/** One locale's settings (Docusaurus's `localeConfigs.<locale>`), every default filled in. */
export interface LocaleConfig {
  /** Its name in its own language, shown in the locale dropdown: `Français`. */
  label: string;
  /** `rtl` lays pages out right to left (Arabic, Hebrew, Persian…). */
  direction: 'ltr' | 'rtl';
  /** The `<html lang>` and `hreflang` value: a BCP 47 tag such as `fr-FR`. */
  htmlLang: string;
  /** Its folder under the i18n folder (`i18n/<path>/`): the translated files. */
  path: string;
  /** The calendar dates are written in (`gregory`, `islamic`…). */
  calendar: string;
}

/** The locales of a site; a site without `i18n:` has one, `locale` (`en` by default). */
export interface I18nConfig {
  /** Built at the site's root and linked as `x-default`. */
  defaultLocale: string;
  /** Every locale built, the default one first. */
  locales: string[];
  /** The folder holding each locale's translations, relative to the site folder: `i18n`. */
  path: string;
  /** Every locale's settings. */
  localeConfigs: Record<string, LocaleConfig>;
}

/** The translation files of a locale (see src/i18n/translation-files.ts). */
/** Translated messages by id. */
export type Messages = Record<string, string>;

/** What a locale translates besides its pages: every file's messages. */
export interface Translations {
  /** `code.json`: `<Translate>` and `translate()` in pages and components, and the theme's strings. */
  code: Messages;
  /** `docusaurus-theme-classic/navbar.json`: `title`, `item.label.<label>`, `logo.alt`. */
  navbar: Messages;
  /** `docusaurus-theme-classic/footer.json`: `link.title.<title>`, `link.item.label.<label>`, `copyright`, `logo.alt`. */
  footer: Messages;
  /** Each docs plugin's files, by `<plugin folder>/<version>` (`docusaurus-plugin-content-docs/current`): `sidebar.<sidebar>.category.<label>`… */
  docs: Record<string, Messages>;
  /** `docusaurus-plugin-content-blog/options.json`: the blog's `title`, `description` and `sidebar.title`. */
  blog: Messages;
}

/** No translations: a locale without its folder, and every site in one language. */
export const NO_TRANSLATIONS: Translations = { code: {}, navbar: {}, footer: {}, docs: {}, blog: {} };

/** What config.yaml's `i18n:` may say: every key optional but `locales`' members. */
export interface I18nInput {
  defaultLocale?: string;
  locales?: string[];
  path?: string;
  localeConfigs?: Record<string, Partial<LocaleConfig>>;
}

/** Languages written right to left, for a runtime whose Intl.Locale cannot tell. */
const RTL_LANGUAGES = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'sd', 'ur', 'yi']);

function defaultDirection(locale: string): 'ltr' | 'rtl' {
  try {
    const info = (new Intl.Locale(locale) as Intl.Locale & { textInfo?: { direction?: string }; getTextInfo?: () => { direction?: string } });
    const direction = info.getTextInfo?.().direction ?? info.textInfo?.direction;
    if (direction === 'rtl' || direction === 'ltr') return direction;
  } catch {
    // Not a BCP 47 tag: judged by its language part below.
  }
  return RTL_LANGUAGES.has(locale.split(/[-_]/)[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}

/** The locale's name in its own language, capitalised as a label (Docusaurus's default label). */
function defaultLabel(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    if (name) return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    // Not a BCP 47 tag: the label is the locale's name.
  }
  return locale;
}

/** A locale's settings with Docusaurus's defaults for what config.yaml leaves out. */
export function fillLocaleConfig(locale: string, input: Partial<LocaleConfig> = {}): LocaleConfig {
  return {
    label: input.label ?? defaultLabel(locale),
    direction: input.direction ?? defaultDirection(locale),
    htmlLang: input.htmlLang ?? locale,
    path: input.path ?? locale,
    calendar: input.calendar ?? 'gregory',
  };
}

/**
 * The site's locales: `i18n:` with defaults filled in, or the single `locale` when there is no
 * `i18n:`. The default locale comes first; `locales` leaving it out still builds it.
 */
export function fillI18n(input: I18nInput | undefined, locale: string): I18nConfig {
  const defaultLocale = input?.defaultLocale ?? locale;
  const locales = [defaultLocale, ...(input?.locales ?? []).filter((each) => each !== defaultLocale)];
  const localeConfigs = Object.fromEntries(locales.map((each) => [each, fillLocaleConfig(each, input?.localeConfigs?.[each])]));
  return { defaultLocale, locales: [...new Set(locales)], path: input?.path ?? 'i18n', localeConfigs };
}
