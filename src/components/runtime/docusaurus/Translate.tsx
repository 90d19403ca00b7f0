/** `@docusaurus/Translate`: docsgen builds one locale, so a message is its own translation. */
import type { ReactNode } from 'react';

function interpolate(message: string, values?: Record<string, ReactNode>): string {
  return message.replace(/\{(\w+)\}/g, (all, name: string) => (values && name in values ? String(values[name]) : all));
}

export function translate({ message, id }: { message?: string; id?: string; description?: string }, values?: Record<string, ReactNode>): string {
  return interpolate(message ?? id ?? '', values);
}

export default function Translate({ children, id, values }: { children?: string; id?: string; description?: string; values?: Record<string, ReactNode> }) {
  return <>{interpolate(children ?? id ?? '', values)}</>;
}
