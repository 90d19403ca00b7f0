/** Reading MDX JSX elements from mdast: literal attribute values, and `<CodeBlock>` as a code node. */
import type { Code, Nodes } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { toString } from 'mdast-util-to-string';
import { NotStaticError, programExpression, staticValue } from './static-value.ts';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

export function isJsxElement(node: Nodes): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** The literal value of an attribute: `true` when written bare, undefined when absent or not a literal. */
export function attributeValue(element: JsxElement, name: string): unknown {
  const attribute = element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attribute) return undefined;
  if (attribute.value === null || attribute.value === undefined) return true;
  if (typeof attribute.value === 'string') return attribute.value;
  try {
    return staticValue(programExpression(attribute.value.data?.estree) ?? { type: 'Identifier', name: 'undefined' });
  } catch {
    return undefined;
  }
}

/**
 * Whether an MDX `{…}` expression is a literal, known without running code (comments
 * included). In text only strings and numbers print; an attribute takes any literal.
 */
export function isStaticExpression(node: { data?: { estree?: Parameters<typeof programExpression>[0] } }, where: 'text' | 'attribute' = 'text'): boolean {
  try {
    const expression = programExpression(node.data?.estree);
    const value = expression ? staticValue(expression) : undefined;
    return where === 'attribute' || value === undefined || typeof value === 'string' || typeof value === 'number';
  } catch (error) {
    if (error instanceof NotStaticError) return false;
    throw error;
  }
}

export function isBlank(node: Nodes): boolean {
  return node.type === 'text' && !node.value.trim();
}

/**
 * `<TabItem>…</TabItem>` or `<summary>…</summary>` written on a line of its own is parsed
 * inside a paragraph; lift it out so it stays a direct child of its `<Tabs>`/`<details>`.
 */
export function unwrapParagraphsOf(element: JsxElement, childName: string): void {
  element.children = (element.children as Nodes[]).flatMap((child) =>
    child.type === 'paragraph' && child.children.some((c) => c.type === 'mdxJsxTextElement' && c.name === childName) &&
    child.children.every((c) => isBlank(c) || (c.type === 'mdxJsxTextElement' && c.name === childName))
      ? child.children.filter((c) => !isBlank(c))
      : [child],
  ) as never;
}

/** Whether `<CodeBlock>`'s code is written out (a string or template literal), so it is highlighted like a fence. */
export function hasLiteralCode(element: JsxElement): boolean {
  return (element.children as Nodes[]).every((child) => (child.type !== 'mdxFlowExpression' && child.type !== 'mdxTextExpression') || isStaticExpression(child));
}

/** `<CodeBlock language title showLineNumbers>{`…`}</CodeBlock>` with literal code → an ordinary fenced code node. */
export function codeBlockToCode(element: JsxElement, source: string): Code {
  const children = element.children as Nodes[];
  let value = '';
  for (const child of children) {
    if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') {
      value += String(staticValue(programExpression(child.data?.estree) ?? { type: 'Literal', value: '' }) ?? '');
    } else value += toString(child);
  }
  const meta = [
    attributeValue(element, 'title') ? `title="${String(attributeValue(element, 'title'))}"` : '',
    attributeValue(element, 'showLineNumbers') === true ? 'showLineNumbers' : '',
    typeof attributeValue(element, 'metastring') === 'string' ? String(attributeValue(element, 'metastring')) : '',
  ].join(' ');
  const language = attributeValue(element, 'language');
  // Sample checks report at the code itself: after `{\`` (or on the next line when the
  // literal opens with a line break, which is dropped), not at `<CodeBlock>`. MDX strips
  // the expression's indentation from the lines after its first: they start at its column.
  const first = children.find((child) => !isBlank(child))?.position?.start;
  let start = element.position!.start;
  let firstColumn: number | undefined;
  if (first?.offset !== undefined) {
    const quoted = /^\{[`'"]/.test(source.slice(first.offset, first.offset + 2));
    if (value.startsWith('\n')) start = { line: first.line + 1, column: first.column, offset: source.indexOf('\n', first.offset) + 1 };
    else {
      start = first;
      if (quoted) firstColumn = first.column + 2;
    }
  }
  return {
    type: 'code',
    lang: typeof language === 'string' ? language : null,
    meta,
    value: value.replace(/^\n/, ''),
    position: { start, end: element.position!.end },
    data: { fromCodeBlock: true, ...(firstColumn ? { firstColumn } : {}) } as Code['data'],
  };
}
