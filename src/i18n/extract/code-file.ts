/**
 * `code.json`: the messages of the site's own `<Translate>` and `translate()` (its components,
 * then its MDX pages, each in path order), then every string of docsgen's theme with its
 * English message, as Docusaurus lists its theme's after the site's.
 */
import type { Root } from 'mdast';
import { THEME_MESSAGES } from '../theme-messages.ts';
import { extractCodeMessages } from './extract-code.ts';
import { extractMdxMessages } from './extract-mdx.ts';
import type { ExtractedMessages, TranslationContent } from './extracted.ts';
import type { TranslationFile } from './site-files.ts';

/** A component file (`.js`, `.jsx`, `.ts`, `.tsx`) as read, or an MDX page as parsed; `file` names it in messages. */
export type CodeSource = { file: string; text: string } | { file: string; tree: Root };

/** The `code.json` of a site whose sources are `sources`, and the places whose text could not be read. */
export function codeTranslationFile(sources: readonly CodeSource[]): TranslationFile & Pick<ExtractedMessages, 'diagnostics'> {
  const content: TranslationContent = new Map();
  const diagnostics: ExtractedMessages['diagnostics'] = [];
  const ordered = [...sources].sort((a, b) => Number('tree' in a) - Number('tree' in b) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  for (const source of ordered) {
    const extracted = 'tree' in source ? extractMdxMessages(source.tree, source.file) : extractCodeMessages(source.text, source.file);
    for (const [id, entry] of extracted.messages) content.set(id, entry);
    diagnostics.push(...extracted.diagnostics);
  }
  // A site that translates one of the theme's ids itself (in its own override) keeps its message.
  for (const [id, entry] of Object.entries(THEME_MESSAGES)) if (!content.has(id)) content.set(id, { message: entry.message, description: entry.description });
  return { path: 'code.json', content, diagnostics };
}
