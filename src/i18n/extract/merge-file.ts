/**
 * An existing translation file merged with the site's messages, as Docusaurus's
 * `write-translations` merges them: every entry of the file stays where it is, translated
 * messages kept (reset to the site's with `override`); new ids are added after them, in the
 * order found; each description is the site's (else the file's). Nothing is sorted.
 */
import type { TranslationContent } from './extracted.ts';

export interface MergeOptions {
  /** Reset every message to the site's (Docusaurus's `--override`). */
  override?: boolean;
  /** Put before each message written from the site (Docusaurus's `--messagePrefix`), to spot what is not translated yet. */
  messagePrefix?: string;
}

/** The merged file, the ids it added, and those of the existing file the site no longer has. */
export function mergeTranslationFile(existing: TranslationContent, site: TranslationContent, options: MergeOptions = {}): { content: TranslationContent; added: string[]; unknown: string[] } {
  const content: TranslationContent = new Map(existing);
  const added: string[] = [];
  for (const [id, entry] of site) {
    const kept = existing.get(id);
    if (!kept) added.push(id);
    const message = !options.override && kept ? kept.message : `${options.messagePrefix ?? ''}${entry.message}`;
    // The site's description, as Docusaurus writes it; one written by hand stays when the site gives none.
    const description = entry.description ?? kept?.description;
    content.set(id, { message, ...(description !== undefined ? { description } : {}) });
  }
  return { content, added, unknown: [...existing.keys()].filter((id) => !site.has(id)) };
}

/** A translation file's text, as Docusaurus writes it: two-space JSON and a final newline. */
export function formatTranslationFile(content: TranslationContent): string {
  return `${JSON.stringify(Object.fromEntries(content), null, 2)}\n`;
}
