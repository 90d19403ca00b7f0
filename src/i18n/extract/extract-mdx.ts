/**
 * `<Translate>` and `translate()` of `@docusaurus/Translate` in an MDX page, read from its
 * syntax tree (MDX's own parse: JSX as mdast nodes, imports and `{…}` as ESTree), with the
 * rules of extract-code.ts. Docusaurus does not read pages; docsgen's runtime translates
 * them, so their strings belong in `code.json` too.
 */
import type { Expression, Node as EstreeNode, Program } from 'estree';
import type { Nodes, Root } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx';
import { isBlank, isJsxElement, type JsxElement } from '../../content/jsx-elements.ts';
import { NotStaticError, programExpression, staticValue } from '../../content/static-value.ts';
import { dynamicTranslation, TRANSLATE_HINT, type ExtractedMessages, type TranslationContent } from './extracted.ts';

const TRANSLATE_MODULE = '@docusaurus/Translate';

/** A constant string an ESTree expression always has (a literal, a template without substitutions, `+` of those). */
function constantText(node: Expression | { type: string }): string | undefined {
  const expression = node as Expression;
  if (expression.type === 'BinaryExpression' && expression.operator === '+') {
    const left = constantText(expression.left);
    const right = left === undefined ? undefined : constantText(expression.right);
    return right === undefined ? undefined : left! + right;
  }
  try {
    const value = staticValue(expression);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  } catch (error) {
    if (error instanceof NotStaticError) return undefined;
    throw error;
  }
}

/** Every ESTree node under `node`, depth first. */
function walk(node: unknown, visit: (node: EstreeNode) => void): void {
  if (Array.isArray(node)) {
    for (const each of node) walk(each, visit);
    return;
  }
  if (!node || typeof node !== 'object') return;
  if (typeof (node as { type?: unknown }).type === 'string') visit(node as EstreeNode);
  for (const [key, value] of Object.entries(node)) if (key !== 'loc' && key !== 'range' && key !== 'position' && key !== 'data') walk(value, visit);
}

/** Each ESTree program of the page (imports and exports, `{…}` expressions, attribute values). */
function programs(tree: Root): Program[] {
  const found: Program[] = [];
  const visit = (node: Nodes): void => {
    const estree = (node as { data?: { estree?: Program | null } }).data?.estree;
    if (estree) found.push(estree);
    if (isJsxElement(node)) for (const attribute of node.attributes) if (typeof attribute.value === 'object' && attribute.value?.data?.estree) found.push(attribute.value.data.estree);
    if ('children' in node) for (const child of node.children as Nodes[]) visit(child);
  };
  visit(tree);
  return found;
}

function translateNames(tree: Root): { component?: string; fn?: string } {
  const names: { component?: string; fn?: string } = {};
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || statement.source.value !== TRANSLATE_MODULE) continue;
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportDefaultSpecifier') names.component = specifier.local.name;
        else if (specifier.type === 'ImportSpecifier' && (specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value) === 'translate') names.fn = specifier.local.name;
      }
    }
  }
  return names;
}

function attribute(element: JsxElement, name: string): { value?: string; present: boolean } {
  const found = element.attributes.find((each): each is MdxJsxAttribute => each.type === 'mdxJsxAttribute' && each.name === name);
  if (!found) return { present: false };
  if (typeof found.value === 'string') return { present: true, value: found.value };
  const expression = typeof found.value === 'object' && found.value ? programExpression(found.value.data?.estree) : undefined;
  const value = expression ? constantText(expression) : undefined;
  return { present: true, ...(value !== undefined ? { value } : {}) };
}

/** The text of a `<Translate>`'s children, as extract-code.ts reads JSX: its last child that is not blank. */
function childText(element: JsxElement): { text?: string; empty: boolean } {
  const last = (element.children as Nodes[]).filter((child) => !isBlank(child)).at(-1);
  if (!last) return { empty: true };
  if (last.type === 'text') return { text: last.value.trim().replace(/\s+/g, ' '), empty: false };
  if (last.type === 'mdxTextExpression' || last.type === 'mdxFlowExpression') {
    const expression = programExpression(last.data?.estree);
    const text = expression ? constantText(expression) : undefined;
    return { empty: false, ...(text !== undefined ? { text } : {}) };
  }
  return { empty: false };
}

/** The translatable messages of one parsed MDX page (`file` names it in messages). */
export function extractMdxMessages(tree: Root, file: string): ExtractedMessages {
  const messages: TranslationContent = new Map();
  const diagnostics: ExtractedMessages['diagnostics'] = [];
  const names = translateNames(tree);
  const at = (node: { position?: { start: { line: number; column: number } }; loc?: { start: { line: number; column: number } } | null }): { line: number; column: number } => {
    // MDX's ESTree nodes carry `loc` with 0-based columns; mdast nodes `position`, 1-based.
    if (node.position) return { line: node.position.start.line, column: node.position.start.column };
    return { line: node.loc?.start.line ?? 1, column: (node.loc?.start.column ?? 0) + 1 };
  };
  const readElement = (element: JsxElement): void => {
    const id = attribute(element, 'id');
    const description = attribute(element, 'description');
    const child = childText(element);
    const message = child.empty ? id.value : child.text;
    if ((id.present && id.value === undefined) || (description.present && description.value === undefined) || message === undefined) {
      const hint = element.children.some((node) => node.type === 'paragraph') ? 'write the element and its text on one line: `<Translate id="my.id">Text</Translate>`' : TRANSLATE_HINT;
      diagnostics.push(dynamicTranslation({ file, ...at(element), what: `\`<${names.component}>\``, hint }));
      return;
    }
    messages.set(id.value ?? message, { message, ...(description.value ? { description: description.value } : {}) });
  };
  const visitTree = (node: Nodes): void => {
    if (isJsxElement(node) && node.name === names.component) readElement(node);
    if ('children' in node) for (const child of node.children as Nodes[]) visitTree(child);
  };
  if (names.component) visitTree(tree);
  if (names.fn) {
    for (const program of programs(tree)) {
      walk(program, (node) => {
        if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== names.fn) return;
        const first = node.arguments[0];
        let options: Record<string, unknown> | undefined;
        try {
          const value = first && first.type !== 'SpreadElement' ? staticValue(first) : undefined;
          options = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
        } catch (error) {
          if (!(error instanceof NotStaticError)) throw error;
        }
        const key = typeof options?.id === 'string' ? options.id : typeof options?.message === 'string' ? options.message : undefined;
        if (!options || key === undefined) {
          diagnostics.push(dynamicTranslation({ file, ...at(node), what: `\`${names.fn}()\``, hint: TRANSLATE_HINT }));
          return;
        }
        const message = typeof options.message === 'string' ? options.message : key;
        messages.set(key, { message, ...(typeof options.description === 'string' && options.description ? { description: options.description } : {}) });
      });
    }
  }
  return { messages, diagnostics };
}
