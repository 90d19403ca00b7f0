import { createElement } from 'react';
import type { SchemaNode } from '../../src/openapi/api-model.ts';
import { useLocaleMessages } from '../translate.ts';
import { schemaFactElements, schemaTreeHtml, typeLabelElement } from './schema-html.ts';

/** `Cart`, `array of Cart` or `string<email> | null`, with named schemas linked to their page. */
export function TypeLabel({ node }: { node: SchemaNode }) {
  const { tag, href, innerHtml } = typeLabelElement(node, useLocaleMessages());
  return createElement(tag, { className: 'schema-type', ...(href !== undefined ? { href } : {}), dangerouslySetInnerHTML: { __html: innerHtml } });
}

/** Flags, description, allowed values and constraints of one schema. */
export function SchemaFacts({ node }: { node: SchemaNode }) {
  return <>{schemaFactElements(node, useLocaleMessages()).map(({ tag, className, innerHtml }, index) => createElement(tag, { key: index, className, dangerouslySetInnerHTML: { __html: innerHtml } }))}</>;
}

/** A whole schema: its type line, facts and body, written as HTML (see schema-html.ts). */
export function SchemaTree({ node }: { node: SchemaNode }) {
  return <div className="schema" dangerouslySetInnerHTML={{ __html: schemaTreeHtml(node, useLocaleMessages()) }} />;
}
