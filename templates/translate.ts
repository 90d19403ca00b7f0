/**
 * The theme's strings in the page's locale: each by its `code.json` id (Docusaurus's where it
 * has the string), the English message written beside it, as Docusaurus's own theme does.
 * Every id and message is listed in src/i18n/theme-messages.ts (a test checks they agree):
 * that list is what `docsgen write-translations` writes.
 */
import { createContext, createElement, Fragment, useContext, type Context, type ReactNode } from 'react';
import { interpolate, selectPlural, type MessageValues } from '../src/shared/message-format.ts';
import type { SiteModel } from '../src/render/models.ts';

/** What translating needs of the site: the locale's theme messages, and its language for plural forms. */
export type LocaleMessages = Pick<SiteModel, 'messages' | 'locale'>;

/** A theme string in the page's locale: its `code.json` message by id, else the English text; `{name}`s filled from `values`. */
export function translate(site: Pick<SiteModel, 'messages'>, id: string, message: string, values?: MessageValues): string {
  return interpolate(site.messages[id] ?? message, values);
}

/** A plural theme string (`{count} post|{count} posts`) in the form the locale uses for `count`. */
export function translatePlural(site: LocaleMessages, id: string, message: string, count: number, values?: MessageValues): string {
  return interpolate(selectPlural(site.messages[id] ?? message, count, site.locale), { count, ...values });
}

/** A theme string whose placeholders are elements (a link, a `<time>`): its parts as React children. */
export function translateNodes(site: Pick<SiteModel, 'messages'>, id: string, message: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts = (site.messages[id] ?? message).split(/\{(\w+)\}/);
  return createElement(Fragment, null, ...parts.map((part, index) => (index % 2 === 0 ? part : part in values ? createElement(Fragment, { key: index }, values[part]) : `{${part}}`)));
}

/**
 * The page's locale messages for components that are not handed the site (API reference
 * parts, lists of tags). One context for every copy of this module, as ThemeOverridesContext.
 */
const CONTEXT = Symbol.for('docsgen.locale-messages');
const shared = globalThis as { [CONTEXT]?: Context<LocaleMessages> };
export const LocaleMessagesContext: Context<LocaleMessages> = (shared[CONTEXT] ??= createContext<LocaleMessages>({ messages: {}, locale: 'en' }));

/** The page's locale messages (English when rendered outside a page). */
export function useLocaleMessages(): LocaleMessages {
  return useContext(LocaleMessagesContext);
}
