/**
 * Whether a page is code (ESM, expressions, components that are not built in) and so must
 * be compiled as an MDX module and rendered by React, and the names its ESM binds.
 * Pages that are not take the fast path: mdast → hast → HTML, no JavaScript evaluated.
 */
import type { Pattern, Program } from 'estree';
import type { Nodes, Parent, Root } from 'mdast';
import { isJsxElement, isStaticExpression } from './jsx-elements.ts';

/** The elements a Markdown node becomes, by the names MDX looks them up with in MDXComponents. */
const ELEMENTS: Partial<Record<Nodes['type'], readonly string[]>> = {
  paragraph: ['p'],
  blockquote: ['blockquote'],
  table: ['table', 'thead', 'tbody', 'tr', 'th', 'td'],
  code: ['pre', 'code'],
  inlineCode: ['code'],
  link: ['a'],
  linkReference: ['a'],
  image: ['img'],
  imageReference: ['img'],
  emphasis: ['em'],
  strong: ['strong'],
  delete: ['del'],
  break: ['br'],
  thematicBreak: ['hr'],
  footnoteReference: ['sup', 'a'],
  footnoteDefinition: ['section', 'ol', 'li', 'a'],
  // MDXComponents' `admonition` (`@theme/Admonition`) draws a `:::note` container.
  containerDirective: ['admonition'],
};

/** The elements of a node, those that depend on it (heading level, list kind, task item) included. */
function elementsOf(node: Nodes): readonly string[] {
  if (node.type === 'heading') return [`h${node.depth}`];
  if (node.type === 'list') return [node.ordered ? 'ol' : 'ul'];
  if (node.type === 'listItem') return typeof node.checked === 'boolean' ? ['li', 'input'] : ['li'];
  return ELEMENTS[node.type] ?? [];
}

/**
 * Whether anything in the tree needs JavaScript to render. `builtins` are the components the
 * fast path renders; `elements`, the Markdown elements the site's MDXComponents replaces (a page
 * with one renders through it, as in Docusaurus; see components/site-elements.ts).
 */
export function needsCode(tree: Root, builtins: ReadonlySet<string>, elements: readonly string[] = []): boolean {
  const visit = (node: Nodes): boolean => {
    // A handful of names at most: a list, not a Set built for every page.
    if (elements.length && elementsOf(node).some((element) => elements.includes(element))) return true;
    switch (node.type) {
      case 'mdxjsEsm':
        return true;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (!isStaticExpression(node)) return true;
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        if (node.name && !/^[a-z]/.test(node.name) && !builtins.has(node.name)) return true;
        for (const attribute of node.attributes) {
          if (attribute.type === 'mdxJsxExpressionAttribute') return true;
          if (attribute.value && typeof attribute.value === 'object' && !isStaticExpression(attribute.value, 'attribute')) return true;
        }
        break;
    }
    return 'children' in node && (node as Parent).children.some((child) => visit(child as Nodes));
  };
  return visit(tree);
}

function patternNames(pattern: Pattern | null | undefined, into: Set<string>): void {
  if (!pattern) return;
  switch (pattern.type) {
    case 'Identifier':
      into.add(pattern.name);
      break;
    case 'ObjectPattern':
      for (const property of pattern.properties) patternNames(property.type === 'RestElement' ? property.argument : property.value, into);
      break;
    case 'ArrayPattern':
      for (const element of pattern.elements) patternNames(element, into);
      break;
    case 'RestElement':
      patternNames(pattern.argument, into);
      break;
    case 'AssignmentPattern':
      patternNames(pattern.left, into);
      break;
  }
}

/** Names one `import` or `export` statement of a page binds. */
export function statementBindings(statement: Program['body'][number]): Set<string> {
  const names = new Set<string>();
  if (statement.type === 'ImportDeclaration') for (const specifier of statement.specifiers) names.add(specifier.local.name);
  const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : undefined;
  if (declaration?.type === 'VariableDeclaration') for (const each of declaration.declarations) patternNames(each.id, names);
  else if ((declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') && declaration.id) names.add(declaration.id.name);
  return names;
}

/** Names a page's `import` and `export` statements bind: what its JSX may use besides the built-ins. */
export function esmBindings(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = node.data?.estree as Program | undefined;
    for (const statement of program?.body ?? []) for (const name of statementBindings(statement)) names.add(name);
  }
  return names;
}

/** The name a JSX element's type is looked up by: `Foo` for `<Foo.Bar>`. */
export function rootName(name: string): string {
  return name.split('.')[0]!;
}

export { isJsxElement };
