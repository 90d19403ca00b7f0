/**
 * `@docusaurus/Translate`: a message in the locale being built, from its `code.json` (by `id`,
 * else by the message itself, as Docusaurus looks them up); the message as written when the
 * locale does not translate it.
 */
import { Fragment, type ReactNode } from 'react';
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

/** The message with its values in place as nodes: a value may be an element (`versionLabel: <b>0.79</b>`), as Docusaurus's Translate allows. */
function interpolateNodes(message: string, values: Record<string, ReactNode>): ReactNode[] {
  return message.split(/\{(\w+)\}/).map((part, index) => (index % 2 === 0 ? part : part in values ? <Fragment key={index}>{values[part]}</Fragment> : `{${part}}`));
}

export default function Translate({ children, id, values }: { children?: string; id?: string; description?: string; values?: Record<string, ReactNode> }) {
  const message = localized(id, children);
  // Text values make one text, as before; an element among them makes the message nodes.
  if (values && Object.values(values).some((value) => typeof value === 'object' && value !== null)) return <>{interpolateNodes(message, values)}</>;
  return <>{interpolate(message, values)}</>;
}
