/**
 * A locale's translation files, in Docusaurus's layout under `i18n/<locale>/`: `code.json`
 * (`<Translate>`, `translate()`, the theme's strings), `docusaurus-theme-classic/navbar.json`
 * and `footer.json`, each docs plugin's `<version>.json` (sidebar labels) and the blog's
 * `options.json` (its title, description and sidebar title). Each holds
 * `{ "<id>": { "message": "…", "description": "…" } }`.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { readOptional } from '../read-optional.ts';
import { displayPath } from '../shared/paths.ts';
import { syntaxErrorOffset } from '../shared/json-syntax-error.ts';
import { positionAt } from '../docusaurus/locate.ts';
import type { Messages, Translations } from '../config/i18n-config.ts';
import type { TranslationContent } from './extract/extracted.ts';

export type { Messages, Translations };

/** One translation file's entries in their order; a file that is not JSON, or an entry without a string `message`, is an error at its place. */
export function parseTranslationEntries(text: string, file: string): { entries: TranslationContent; diagnostics: Diagnostic[] } {
  const entries: TranslationContent = new Map();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const reason = message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/ in JSON at position \d+/, '').replace(/, "[\s\S]*" is not valid JSON$/, '');
    return { entries, diagnostics: [{ code: 'i18n/invalid-translations', severity: 'error', message: `Invalid JSON: ${reason}`, file, ...positionAt(text, syntaxErrorOffset(message, text)), hint: 'a translation file is `{ "<id>": { "message": "…" } }`, as `docsgen write-translations` writes it' }] };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { entries, diagnostics: [{ code: 'i18n/invalid-translations', severity: 'error', message: 'A translation file holds an object of messages by id', file, line: 1, column: 1, hint: 'e.g. `{ "theme.common.skipToMainContent": { "message": "Aller au contenu principal" } }`' }] };
  }
  const diagnostics: Diagnostic[] = [];
  for (const [id, entry] of Object.entries(data)) {
    const { message, description } = typeof entry === 'object' && entry !== null ? (entry as { message?: unknown; description?: unknown }) : {};
    if (typeof message === 'string') entries.set(id, { message, ...(typeof description === 'string' ? { description } : {}) });
    else diagnostics.push({ code: 'i18n/invalid-translations', severity: 'error', message: `Translation \`${id}\` has no \`message\` string`, file, ...positionAt(text, Math.max(0, text.indexOf(JSON.stringify(id)))), hint: `write it as \`${JSON.stringify(id)}: { "message": "…" }\`` });
  }
  return { entries, diagnostics };
}

/** One translation file's messages by id (see parseTranslationEntries). */
export function parseTranslationFile(text: string, file: string): { messages: Messages; diagnostics: Diagnostic[] } {
  const { entries, diagnostics } = parseTranslationEntries(text, file);
  return { messages: Object.fromEntries([...entries].map(([id, entry]) => [id, entry.message])), diagnostics };
}

async function readMessages(path: string, cwd: string, diagnostics: Diagnostic[]): Promise<Messages> {
  const text = await readOptional(path);
  if (text === undefined) return {};
  const parsed = parseTranslationFile(text, displayPath(cwd, path));
  diagnostics.push(...parsed.diagnostics);
  return parsed.messages;
}

/** Every translation file of the locale folder `dir` (`i18n/fr`); missing files translate nothing. */
export async function readTranslations(dir: string, cwd: string): Promise<{ translations: Translations; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const theme = join(dir, 'docusaurus-theme-classic');
  const [code, navbar, footer, blog] = await Promise.all([
    readMessages(join(dir, 'code.json'), cwd, diagnostics),
    readMessages(join(theme, 'navbar.json'), cwd, diagnostics),
    readMessages(join(theme, 'footer.json'), cwd, diagnostics),
    readMessages(join(dir, 'docusaurus-plugin-content-blog', 'options.json'), cwd, diagnostics),
  ]);
  const docs: Record<string, Messages> = {};
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const plugin of entries.filter((entry) => entry.isDirectory() && entry.name.startsWith('docusaurus-plugin-content-docs'))) {
    const files = await readdir(join(dir, plugin.name), { withFileTypes: true });
    for (const file of files.filter((entry) => entry.isFile() && entry.name.endsWith('.json'))) {
      docs[`${plugin.name}/${file.name.slice(0, -'.json'.length)}`] = await readMessages(join(dir, plugin.name, file.name), cwd, diagnostics);
    }
  }
  return { translations: { code, navbar, footer, docs, blog }, diagnostics };
}
