import { translate, type LocaleMessages } from '../translate.ts';

/** How a schema's type label (src/openapi/describe-schema.ts) starts for an array. */
export const ARRAY_OF = 'array of ';

/** A type label with its `array of` prefixes in the locale's words (types and formats are the document's). */
export function typeText(messages: LocaleMessages, label: string): string {
  if (!label.startsWith(ARRAY_OF)) return label;
  return translate(messages, 'theme.openapi.schemaItem.arrayOf', 'array of {type}', { type: typeText(messages, label.slice(ARRAY_OF.length)) });
}
