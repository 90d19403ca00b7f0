/**
 * A page's own components with behaviour, run in the browser. Docusaurus hydrates every page, so
 * an MDX page's `export const Highlight = () => <span onClick={…}>` and an inline
 * `<button onClick={…}>` work there; docsgen writes pages as HTML. With
 * `components.hydrateInteractive`, such code moves into the page's client module: its exported
 * components that hold behaviour (interactive-modules' rule), each inline element with an event
 * handler as a component of its own, and the page's imports and exports they use. The page
 * imports them back from that module, whose components with behaviour are islands
 * (src/components/page-client-modules.ts). The module's text travels at the end of the page's
 * MDX module, so it goes wherever the module goes (cache, workers, blog excerpts, partials).
 */
import type { ModuleDeclaration, Program, Statement } from 'estree';
import type { Nodes, Root, RootContent } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdx';
import { holdsBehaviour } from '../components/interactive-modules.ts';
import { hashKey } from '../site/compile-cache.ts';
import { esmEventHandlers, type EsmEventHandler } from './esm-event-handlers.ts';
import type { JsxElement } from './jsx-elements.ts';
import { statementBindings } from './page-code.ts';

/** A page's client module: plain data, carried with its MDX module. */
export interface PageClient {
  /** ES module source with JSX: the imports, exports and inline elements' components the islands need. */
  source: string;
  /** Its exports that are islands, with the name a warning calls each by (`Highlight`, `<button>`). */
  islands: Array<{ name: string; shown: string }>;
  /** Its other exports: declarations the islands use, which the page's own code may use too. */
  exports: string[];
}

/** What the page imports its client module as: the module's hash names it. */
export const PAGE_CLIENT_PREFIX = 'docsgen-page-client:';
const MARKER = '\n//# docsgenPageClient=';

/** The page's MDX module with its client module attached. */
export function withPageClient(code: string, client: PageClient | undefined): string {
  return client ? `${code}${MARKER}${JSON.stringify(client)}\n` : code;
}

/** The client module a page's (or partial's) MDX module carries, by the hash it imports it with. */
export function pageClientOf(code: string): { hash: string; client: PageClient } | undefined {
  const at = code.lastIndexOf(MARKER);
  if (at === -1) return undefined;
  const client = JSON.parse(code.slice(at + MARKER.length)) as PageClient;
  return { hash: clientHash(client), client };
}

const clientHash = (client: PageClient): string => hashKey('page-client', JSON.stringify(client)).slice(0, 16);

interface EsmStatement {
  node: MdxjsEsm;
  statement: Statement | ModuleDeclaration;
  /** Its source, when its position is known (a remark plugin's ESM may have none). */
  text: string | undefined;
  names: string[];
  kind: 'import' | 'declaration' | 'other';
}

function esmStatements(tree: Root): EsmStatement[] {
  const found: EsmStatement[] = [];
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = node.data?.estree as Program | undefined;
    const offset = node.position?.start.offset;
    for (const statement of program?.body ?? []) {
      const { start, end } = statement as { start?: number; end?: number };
      const text = offset !== undefined && start !== undefined && end !== undefined ? node.value.slice(start - offset, end - offset) : undefined;
      const kind = statement.type === 'ImportDeclaration' ? 'import' : statement.type === 'ExportNamedDeclaration' && statement.declaration && !statement.source ? 'declaration' : 'other';
      found.push({ node, statement, text, names: [...statementBindings(statement)], kind });
    }
  }
  return found;
}

const mentions = (pool: string, name: string): boolean => new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(pool);

/** Names MDX gives a page's content, which its client module does not have. */
const MDX_SCOPE = /(?<![\w$.])(?:props|_components)(?![\w$])/;

const TAGS: Partial<Record<Nodes['type'], string>> = { paragraph: 'p', emphasis: 'em', strong: 'strong', delete: 'del' };

/** An inline element (after docsgen's transforms: links resolved) as JSX; undefined for what only MDX can render. */
function jsxOf(node: Nodes): string | undefined {
  const children = (nodes: readonly Nodes[]): string | undefined => {
    const parts = nodes.map(jsxOf);
    return parts.every((part) => part !== undefined) ? parts.join('') : undefined;
  };
  switch (node.type) {
    case 'text':
      return `{${JSON.stringify(node.value)}}`;
    case 'inlineCode':
      return `<code>{${JSON.stringify(node.value)}}</code>`;
    case 'break':
      return '<br />';
    case 'mdxTextExpression':
    case 'mdxFlowExpression':
      return MDX_SCOPE.test(node.value) ? undefined : `{${node.value}}`;
    case 'link': {
      const inner = children(node.children);
      return inner === undefined ? undefined : `<a href={${JSON.stringify(node.url)}}${node.title ? ` title={${JSON.stringify(node.title)}}` : ''}>${inner}</a>`;
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const attributes: string[] = [];
      for (const attribute of node.attributes) {
        const value = attribute.type === 'mdxJsxExpressionAttribute' ? attribute.value : typeof attribute.value === 'object' && attribute.value ? attribute.value.value : '';
        if (MDX_SCOPE.test(value)) return undefined;
        if (attribute.type === 'mdxJsxExpressionAttribute') attributes.push(` {${attribute.value}}`);
        else if (attribute.value === null || attribute.value === undefined) attributes.push(` ${attribute.name}`);
        else attributes.push(` ${attribute.name}={${typeof attribute.value === 'string' ? JSON.stringify(attribute.value) : attribute.value.value}}`);
      }
      const inner = children(node.children as Nodes[]);
      const name = node.name ?? '';
      return inner === undefined ? undefined : `<${name}${attributes.join('')}>${inner}</${name}>`;
    }
    default: {
      const tag = TAGS[node.type];
      const inner = tag && 'children' in node ? children(node.children as Nodes[]) : undefined;
      return inner === undefined ? undefined : `<${tag}>${inner}</${tag}>`;
    }
  }
}

/** The mdast ESM node importing the client module's exports, re-exporting the page's own. */
function importNode(specifier: string, imported: readonly string[], reexported: readonly string[]): MdxjsEsm {
  const id = (name: string) => ({ type: 'Identifier' as const, name });
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      { type: 'ImportDeclaration', specifiers: imported.map((name) => ({ type: 'ImportSpecifier', imported: id(name), local: id(name) })), source: { type: 'Literal', value: specifier, raw: JSON.stringify(specifier) }, attributes: [] },
      ...(reexported.length ? [{ type: 'ExportNamedDeclaration' as const, declaration: null, specifiers: reexported.map((name) => ({ type: 'ExportSpecifier' as const, local: id(name), exported: id(name) })), source: null, attributes: [] }] : []),
    ],
  };
  const value = `import { ${imported.join(', ')} } from ${JSON.stringify(specifier)};${reexported.length ? `\nexport { ${reexported.join(', ')} };` : ''}`;
  return { type: 'mdxjsEsm', value, data: { estree: program } };
}

/** What making the page's client module left: inline elements and ESM handlers that stay HTML (each a warning). */
export interface PageClientResult {
  client?: PageClient;
  leftInline: JsxElement[];
  leftHandlers: EsmEventHandler[];
}

/**
 * Move the page's components with behaviour and its inline elements with event handlers
 * (`inline`, found by the transform) into its client module, rewriting the tree to import them.
 */
export function extractPageClient(tree: Root, inline: readonly JsxElement[]): PageClientResult {
  const statements = esmStatements(tree);
  const handlersOf = (each: EsmStatement) => esmEventHandlers(each.statement);
  // Nothing moves: every handler stays HTML, with its warning.
  const unchanged = (): PageClientResult => ({ leftInline: inline.slice(), leftHandlers: statements.flatMap(handlersOf) });
  const islands = statements.filter((each) => each.kind === 'declaration' && each.text !== undefined && each.names.some((name) => /^[A-Z]/.test(name)) && holdsBehaviour(each.text));
  const taken = new Map<JsxElement, { name: string; jsx: string }>();
  const bound = new Set(statements.flatMap((each) => each.names));
  let count = 0;
  for (const element of inline) {
    const jsx = jsxOf(element);
    if (jsx === undefined) continue;
    let name: string;
    do name = `PageElement${++count}`;
    while (bound.has(name));
    taken.set(element, { name, jsx });
  }
  const leftInline = inline.filter((element) => !taken.has(element));
  if (!islands.length && !taken.size) return unchanged();

  // The islands' code and what it uses of the page's own exports, as far as it reaches.
  const moved = new Set(islands);
  let pool = [...islands.map((each) => each.text), ...[...taken.values()].map((each) => each.jsx)].join('\n');
  for (let grew = true; grew; ) {
    grew = false;
    for (const each of statements) {
      if (each.kind !== 'declaration' || moved.has(each) || !each.names.some((name) => mentions(pool, name))) continue;
      if (each.text === undefined) return unchanged();
      moved.add(each);
      pool += `\n${each.text}`;
      grew = true;
    }
  }
  const imports = statements.filter((each) => each.kind === 'import' && each.names.some((name) => mentions(pool, name)));
  if (imports.some((each) => each.text === undefined)) return unchanged();

  const islandNames = islands.flatMap((each) => each.names.filter((name) => /^[A-Z]/.test(name)));
  const inlineNames = [...taken.values()].map((each) => each.name);
  const movedNames = [...moved].flatMap((each) => each.names);
  const client: PageClient = {
    source: [
      ...imports.map((each) => each.text!),
      ...statements.filter((each) => moved.has(each)).map((each) => each.text!),
      ...[...taken.values()].map(({ name, jsx }) => `export function ${name}() {\n  return (<>${jsx}</>);\n}`),
    ].join('\n'),
    islands: [...islandNames.map((name) => ({ name, shown: name })), ...[...taken].map(([element, { name }]) => ({ name, shown: `<${element.name ?? ''}>` }))],
    exports: movedNames.filter((name) => !islandNames.includes(name)),
  };

  for (const node of new Set([...moved].map((each) => each.node))) {
    const program = node.data!.estree as Program;
    program.body = program.body.filter((statement) => ![...moved].some((each) => each.statement === statement));
  }
  tree.children = tree.children.filter((node) => node.type !== 'mdxjsEsm' || (node.data?.estree as Program | undefined)?.body.length !== 0) as RootContent[];
  tree.children.unshift(importNode(`${PAGE_CLIENT_PREFIX}${clientHash(client)}`, [...movedNames, ...inlineNames], movedNames));
  for (const [element, { name }] of taken) {
    element.name = name;
    element.attributes = [];
    element.children = [];
  }
  return { client, leftInline, leftHandlers: statements.filter((each) => !moved.has(each)).flatMap(handlersOf) };
}
