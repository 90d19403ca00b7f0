/** A node of an ESM block's estree (JSX included), as far as this walk needs it. */
interface EstreeNode {
  type: string;
  loc?: { start: { line: number; column: number } } | null;
  [key: string]: unknown;
}

/** An `onClick`-style prop on an HTML element in a page's own `export`ed code. */
export interface EsmEventHandler {
  attribute: string;
  element: string;
  line: number;
  /** 1-based. */
  column: number;
}

const EVENT_HANDLER = /^on[A-Z]/;

function isNode(value: unknown): value is EstreeNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/**
 * Event handlers on lowercase (HTML) JSX elements in an ESM block — `export const Highlight = () =>
 * <span onClick={…}>` — which React drops when the page renders to HTML, as it does inline ones.
 */
export function esmEventHandlers(program: unknown): EsmEventHandler[] {
  const found: EsmEventHandler[] = [];
  const visit = (node: EstreeNode): void => {
    if (node.type === 'JSXOpeningElement') {
      const name = node.name as EstreeNode;
      if (name.type === 'JSXIdentifier' && /^[a-z]/.test(String(name.name))) {
        for (const attribute of node.attributes as EstreeNode[]) {
          const attributeName = attribute.type === 'JSXAttribute' ? (attribute.name as EstreeNode) : undefined;
          if (attributeName?.type === 'JSXIdentifier' && EVENT_HANDLER.test(String(attributeName.name)) && attribute.loc) {
            found.push({ attribute: String(attributeName.name), element: String(name.name), line: attribute.loc.start.line, column: attribute.loc.start.column + 1 });
          }
        }
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'range') continue;
      if (Array.isArray(value)) for (const child of value) isNode(child) && visit(child);
      else if (isNode(value)) visit(value);
    }
  };
  if (isNode(program)) visit(program);
  return found;
}
