/** What extracting a site's translatable strings gives: messages by id, and the places that could not be read. */
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';

/** One entry of a translation file: `{ "message": "…", "description": "…" }`. */
export interface TranslationEntry {
  message: string;
  description?: string;
}

/** A translation file's content: entries by id, in the order they are written. */
export type TranslationContent = Map<string, TranslationEntry>;

/** The messages of one source file, and the calls whose text is not a constant. */
export interface ExtractedMessages {
  messages: TranslationContent;
  diagnostics: Diagnostic[];
}

/** `<Translate>` or `translate()` whose text is computed: nothing to write, so said where it is. */
export function dynamicTranslation(options: { file: string; line: number; column: number; what: string; hint: string }): Diagnostic {
  return { code: 'i18n/dynamic-translation', severity: 'warning', message: `${options.what}: its text is not a constant, so it cannot be written to \`code.json\``, file: options.file, line: options.line, column: options.column, hint: options.hint };
}

export const TRANSLATE_HINT = 'write the text itself: `<Translate id="my.id" description="what it is">Text</Translate>` or `translate({ id: "my.id", message: "Text" })`';
