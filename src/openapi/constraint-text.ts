import type { Messages } from '../config/i18n-config.ts';
import { themeMessage } from '../i18n/format-message.ts';
import type { SchemaConstraint } from './api-model.ts';

/** A constraint in the words of `messages` (a locale's `code.json`), English without them. */
export function constraintText(constraint: SchemaConstraint, messages: Messages = {}): string {
  return typeof constraint === 'string' ? constraint : themeMessage(messages, constraint.id, constraint.values);
}
