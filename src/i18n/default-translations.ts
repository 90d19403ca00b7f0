/**
 * The theme's strings in a locale when the site's `code.json` does not translate them: those
 * Docusaurus ships in `@docusaurus/theme-translations` (`locales/<locale>/*.json`), under the
 * same ids, so a French site reads French theme strings without a `code.json`, as it would on
 * Docusaurus. Only ids of docsgen's theme are taken, and only where the translation has the
 * same placeholders as docsgen's English (Docusaurus's 404 text has no `{homePageLink}`, for one).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Messages } from '../config/i18n-config.ts';
import { packageRoot } from '../package-root.ts';
import { THEME_MESSAGES } from './theme-messages.ts';

const DESCRIPTION_SUFFIX = '___DESCRIPTION';

/** The package's `locales/` folder; undefined when it is not installed (then every theme string stays English). */
function localesFolder(): string | undefined {
  try {
    return join(dirname(createRequire(join(packageRoot(), 'package.json')).resolve('@docusaurus/theme-translations/package.json')), 'locales');
  } catch {
    return undefined;
  }
}

/** Every message of one of the package's locale folders (`fr`), descriptions left out; empty when it has no such folder. */
function readLocale(folder: string, name: string): Messages {
  let files: string[];
  try {
    files = readdirSync(join(folder, name)).filter((file) => file.endsWith('.json'));
  } catch {
    return {};
  }
  const messages: Messages = {};
  for (const file of files.sort()) {
    const data = JSON.parse(readFileSync(join(folder, name, file), 'utf8')) as Record<string, unknown>;
    for (const [id, message] of Object.entries(data)) if (!id.endsWith(DESCRIPTION_SUFFIX) && typeof message === 'string') messages[id] = message;
  }
  return messages;
}

/**
 * The package's folders to try for a locale, most specific first, as Docusaurus picks them:
 * `fr-FR` → `fr-FR`, `fr`; `zh-CN` → `zh-CN`, `zh-Hans`, `zh`; `pt` → `pt`, `pt-BR`.
 */
export function translationFolders(locale: string): string[] {
  const names = [locale];
  try {
    const { language, script, region } = new Intl.Locale(locale).maximize();
    if (region) names.push(`${language}-${region}`);
    if (script) names.push(`${language}-${script}`);
    names.push(language);
  } catch {
    // Not a BCP 47 tag (a locale named `default`): only its own folder.
  }
  return [...new Set(names)];
}

/** The placeholders of a message, each once, in order of name (`{count} post|{count} posts` → `count`). */
const placeholders = (message: string): string => [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort().join(',');

const cache = new Map<string, Messages>();

/** The default translations of docsgen's theme strings in `locale` (see the module's comment); empty for English or a locale the package lacks. */
export function defaultThemeTranslations(locale: string): Messages {
  const cached = cache.get(locale);
  if (cached) return cached;
  const folder = localesFolder();
  const messages: Messages = {};
  if (folder) {
    // The package's `base` is its English: a locale's entry equal to it is not translated yet.
    const english = readLocale(folder, 'base');
    const found = translationFolders(locale).map((name) => readLocale(folder, name)).find((each) => Object.keys(each).length);
    const registry: Record<string, { message: string }> = THEME_MESSAGES;
    for (const [id, message] of Object.entries(found ?? {})) {
      const ours = registry[id];
      if (ours && message !== english[id] && placeholders(message) === placeholders(ours.message)) messages[id] = message;
    }
  }
  cache.set(locale, messages);
  return messages;
}
