/**
 * The runs of a translated site's build: one per locale, each with the locale's config and its
 * folder of the output. A site in one language has one run, its own.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildRun } from '../build/build-run.ts';
import type { LoadedConfig } from '../config/load-config.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { defaultThemeTranslations } from './default-translations.ts';
import { localeFolder, localeOutputPrefix, localizeConfig, selectLocales } from './locales.ts';
import { translateConfig } from './translate-config.ts';
import { readTranslations } from './translation-files.ts';

/** One locale of the site: its name, its config (its translations read in) and its folder under the output. */
export interface LocaleSetup {
  locale: string;
  config: LoadedConfig;
  /** `''` for the default locale, `fr/` for `fr`. */
  prefix: string;
}

/** One locale's build: its setup, and the run (its output folder for plugins). */
export interface LocaleRun extends LocaleSetup {
  run: BuildRun;
}

/**
 * The locales asked for (`--locale`; every one by default), the default locale first, each
 * config with the locale's translation files read in (over the theme's default translations); an unknown locale throws (exit 2). A
 * translation file that cannot be read is an error of `diagnostics`.
 */
export async function localeSetups(siteDir: string, cwd: string, loaded: LoadedConfig, requested?: readonly string[] | 'default'): Promise<{ setups: LocaleSetup[]; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const setups = await Promise.all(selectLocales(loaded.config, loaded.file, requested).map(async (locale): Promise<LocaleSetup> => {
    const read = await readTranslations(join(siteDir, localeFolder(loaded.config, locale)), cwd);
    diagnostics.push(...read.diagnostics);
    // The theme's strings Docusaurus translates into the locale, under what code.json says.
    const translations = { ...read.translations, code: { ...defaultThemeTranslations(locale), ...read.translations.code } };
    const translated = Object.values(translations).some((messages) => Object.keys(messages).length);
    const localized = localizeConfig(loaded.config, locale);
    const config = translated ? translateConfig(localized, translations) : localized;
    return { locale, prefix: localeOutputPrefix(loaded.config, locale), config: config === loaded.config ? loaded : { ...loaded, config } };
  }));
  return { setups, diagnostics };
}

/** The runs of the locales asked for (see localeSetups), each writing into its folder of the output. */
export async function localeRuns(run: BuildRun, loaded: LoadedConfig, requested?: readonly string[] | 'default'): Promise<{ runs: LocaleRun[]; diagnostics: Diagnostic[] }> {
  const { setups, diagnostics } = await localeSetups(run.siteDir, run.cwd, loaded, requested);
  return { runs: setups.map((setup) => ({ ...setup, run: setup.prefix ? { ...run, outDir: join(run.outDir, setup.prefix) } : run })), diagnostics };
}

/** One warning for each locale built that has no folder of translations: every page of it is the default locale's. */
export async function missingTranslations(siteDir: string, loaded: LoadedConfig, locales: readonly string[]): Promise<Diagnostic[]> {
  const { i18n } = loaded.config;
  const missing: Diagnostic[] = [];
  for (const locale of locales) {
    if (locale === i18n.defaultLocale) continue;
    const folder = localeFolder(loaded.config, locale);
    if ((await stat(join(siteDir, folder)).catch(() => undefined))?.isDirectory()) continue;
    missing.push({ code: 'i18n/missing-translations', severity: 'warning', message: `Locale \`${locale}\` has no translations (no folder \`${folder}/\`): its pages are the default locale's`, file: loaded.file, hint: `run \`docsgen write-translations --locale ${locale}\`, then translate the files under \`${folder}/\`` });
  }
  return missing;
}
