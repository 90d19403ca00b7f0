/**
 * `@docusaurus/Translate`: a message in the locale being built, from its `code.json` (by `id`,
 * else by the message itself, as Docusaurus looks them up); the message as written when the
 * locale does not translate it.
 */
import type { ReactNode } from 'react';
import data from 'docsgen:site-data';

function interpolate(message: string, values?: Record<string, ReactNode>): string {
  return message.replace(/\{(\w+)\}/g, (all, name: string) => (values && name in values ? String(values[name]) : all));
}

function localized(id: string | undefined, message: string | undefined): string {
  const key = id ?? message;
  return (key !== undefined ? data.codeTranslations[key] : undefined) ?? message ?? id ?? '';
}

export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, ReactNode>): string {
  return interpolate(localized(id, message), values);
}

export default function Translate({ children, id, values }: { children?: string; id?: string; description?: string; values?: Record<string, ReactNode> }) {
  return <>{interpolate(localized(id, children), values)}</>;
}
