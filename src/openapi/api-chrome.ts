/**
 * The API reference's chrome in the page's locale: its section titles in the tables of
 * contents and its rendered parts. The document's own words stay as written.
 */
import { createElement, type ReactElement } from 'react';
import { renderToString } from '../render/render-to-string.ts';
import { callbackAnchor } from '../../templates/api/ApiOperation.tsx';
import { LocaleMessagesContext, type LocaleMessages } from '../../templates/translate.ts';
import type { Messages } from '../config/i18n-config.ts';
import { themeMessage } from '../i18n/format-message.ts';
import type { TocItem } from '../types.ts';
import type { ApiOperation } from './api-model.ts';

/** English: a site in one language, or a locale that translates none of the reference's strings. */
export const ENGLISH: LocaleMessages = { messages: {}, locale: 'en' };

/** The messages of a locale that the reference shows (so its build cache is keyed by them only). */
export function apiChromeMessages(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => id.startsWith('theme.openapi.') || id === 'theme.common.headingLinkTitle'));
}

/** A part of the reference as HTML, its strings in the locale. */
export function renderApiContent(element: ReactElement, locale: LocaleMessages): string {
  return renderToString(createElement(LocaleMessagesContext.Provider, { value: locale }, element));
}

/** An operation page's table of contents, in the order of its sections. */
export function operationToc(op: ApiOperation, { messages }: LocaleMessages): TocItem[] {
  const entry = (id: string, text: string, depth = 2): TocItem => ({ id, text, depth });
  return [
    ...(op.webhook && !op.security.length ? [] : [entry('authorization', themeMessage(messages, 'theme.openapi.request.auth.title'))]),
    ...(op.parameters.length ? [entry('parameters', themeMessage(messages, 'theme.openapi.request.parameters.title'))] : []),
    ...(op.requestBody ? [entry('request-body', themeMessage(messages, op.webhook ? 'theme.openapi.webhook.payload.title' : 'theme.openapi.request.body.title'))] : []),
    // In the order of the page below 1200 px, where the side column follows the request body.
    ...(op.samples.length ? [entry('code-samples', themeMessage(messages, 'theme.openapi.codeSamples.title'))] : []),
    ...(op.requestBody?.contents.some((media) => media.example !== undefined) ? [entry('request-example', themeMessage(messages, op.webhook ? 'theme.openapi.webhook.example.title' : 'theme.openapi.request.example.title'))] : []),
    ...(op.responses.some((response) => response.contents.some((media) => media.example !== undefined)) ? [entry('response-examples', themeMessage(messages, 'theme.openapi.responseExamples.title'))] : []),
    entry('responses', themeMessage(messages, 'theme.openapi.tabs.responses.label')),
    ...op.responses.map((response) => entry(`response-${response.status}`, response.status, 3)),
    ...(op.callbacks.length ? [entry('callbacks', themeMessage(messages, 'theme.openapi.callbacks.title')), ...op.callbacks.map((callback) => entry(callbackAnchor(callback), callback.name, 3))] : []),
  ];
}

/** A schema page's table of contents. */
export function schemaToc(schema: { example?: unknown; usedBy: readonly unknown[] }, { messages }: LocaleMessages): TocItem[] {
  return [
    { id: 'properties', text: themeMessage(messages, 'theme.openapi.schemaItem.properties'), depth: 2 },
    ...(schema.example !== undefined ? [{ id: 'example', text: themeMessage(messages, 'theme.openapi.schema.example.title'), depth: 2 }] : []),
    ...(schema.usedBy.length ? [{ id: 'used-by', text: themeMessage(messages, 'theme.openapi.schema.usedBy.title'), depth: 2 }] : []),
  ];
}

/** The overview page's table of contents. */
export function overviewToc(reference: { overview: { servers: readonly unknown[]; securitySchemes: readonly unknown[] }; webhooks: readonly unknown[]; schemas: readonly unknown[] }, { messages }: LocaleMessages): TocItem[] {
  const { overview } = reference;
  return [
    ...(overview.servers.length ? [{ id: 'servers', text: themeMessage(messages, 'theme.openapi.overview.servers.title'), depth: 2 }] : []),
    ...(overview.securitySchemes.length ? [{ id: 'authentication', text: themeMessage(messages, 'theme.openapi.overview.authentication.title'), depth: 2 }] : []),
    { id: 'operations', text: themeMessage(messages, 'theme.openapi.overview.operations.title'), depth: 2 },
    ...(reference.webhooks.length ? [{ id: 'webhooks', text: themeMessage(messages, 'theme.openapi.overview.webhooks.title'), depth: 2 }] : []),
    ...(reference.schemas.length ? [{ id: 'schemas', text: themeMessage(messages, 'theme.openapi.overview.schemas.title'), depth: 2 }] : []),
  ];
}
