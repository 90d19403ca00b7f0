/** The theme's strings in a locale, for the stages that write them into pages (blog titles, API tables of contents, search areas). */
import type { Messages } from '../config/i18n-config.ts';
import { interpolate, selectPlural, type MessageValues } from '../shared/message-format.ts';
import { THEME_MESSAGES, type ThemeMessageId } from './theme-messages.ts';

/** A theme string in a locale: its translation in `messages` (a `code.json`), else its English message; placeholders filled. */
export function themeMessage(messages: Messages, id: ThemeMessageId, values?: MessageValues): string {
  return interpolate(messages[id] ?? THEME_MESSAGES[id].message, values);
}

/** A plural theme string for `count` (also its `{count}`), in `locale`. */
export function themePlural(messages: Messages, id: ThemeMessageId, count: number, locale: string, values?: MessageValues): string {
  return interpolate(selectPlural(messages[id] ?? THEME_MESSAGES[id].message, count, locale), { count, ...values });
}
