/**
 * The JSX runtime of compiled MDX pages (bundled into the site's component bundle). It is
 * React's, except that an element of a client component gets its props checked where the
 * page writes it: a function or class instance cannot reach the browser, and the error
 * names the page's line rather than failing somewhere inside React.
 */
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { assertSerializable, ISLAND } from './island.tsx';

interface Source {
  fileName?: string;
  lineNumber?: number;
  columnNumber?: number;
}

export { Fragment, jsx, jsxs };

export function jsxDEV(type: unknown, props: Record<string, unknown>, key: string | undefined, isStatic: boolean, source?: Source): unknown {
  const island = (type as { [ISLAND]?: { name: string } } | null)?.[ISLAND];
  if (island) assertSerializable(island.name, props, source ? { file: source.fileName ?? '', line: source.lineNumber ?? 1, column: source.columnNumber ?? 1 } : undefined);
  return (isStatic ? jsxs : jsx)(type as never, props, key);
}
