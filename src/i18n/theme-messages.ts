/**
 * Every string of docsgen's theme that a locale's `code.json` translates, with its English
 * message and a description for translators: what `docsgen write-translations` writes, and
 * what the templates show when a locale does not translate it.
 */
import { API_AUTH_MESSAGES } from './messages/api-auth.ts';
import { API_STATUS_MESSAGES } from './messages/api-status.ts';
import { API_MESSAGES } from './messages/api.ts';
import { BLOG_MESSAGES } from './messages/blog.ts';
import { COPY_PAGE_MESSAGES } from './messages/copy-page.ts';
import { DOCS_MESSAGES } from './messages/docs.ts';
import type { ThemeMessage } from './messages/message-types.ts';
import { SEARCH_MESSAGES } from './messages/search.ts';

export type { ThemeMessage };

export const THEME_MESSAGES = { ...DOCS_MESSAGES, ...BLOG_MESSAGES, ...SEARCH_MESSAGES, ...API_MESSAGES, ...API_AUTH_MESSAGES, ...API_STATUS_MESSAGES, ...COPY_PAGE_MESSAGES };

/** The id of a theme string. */
export type ThemeMessageId = keyof typeof THEME_MESSAGES;
