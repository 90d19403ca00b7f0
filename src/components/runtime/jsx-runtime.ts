/**
 * The JSX runtime of compiled MDX pages (bundled into the site's component bundle). It is
 * React's, except that an element of a client component gets its props checked where the
 * page writes it: a function or class instance cannot reach the browser, and the error (or,
 * for a component that is an island implicitly, the warning) names the page's line rather
 * than failing somewhere inside React.
 */
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { elementType } from './island.tsx';

interface Source {
  fileName?: string;
  lineNumber?: number;
  columnNumber?: number;
}

export { Fragment, jsx, jsxs };

export function jsxDEV(type: unknown, props: Record<string, unknown>, key: string | undefined, isStatic: boolean, source?: Source): unknown {
  const at = source ? { file: source.fileName ?? '', line: source.lineNumber ?? 1, column: source.columnNumber ?? 1 } : undefined;
  return (isStatic ? jsxs : jsx)(elementType(type, props, at) as never, props, key);
}
