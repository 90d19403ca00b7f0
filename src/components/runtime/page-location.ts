/**
 * The URL path of the page being rendered (base URL included, `/docs/guides/setup`): set by
 * render-pages around each page's render, read by `@docusaurus/router`'s `useLocation` on the
 * server, as Docusaurus's static router gives the route being rendered.
 */
export const PAGE_PATHNAME = Symbol.for('docsgen.pagePathname');

export function pagePathname(): string | undefined {
  return (globalThis as { [PAGE_PATHNAME]?: string })[PAGE_PATHNAME];
}

/** Run `render` with `pathname` as the page being rendered. */
export async function withPagePathname<T>(pathname: string | undefined, render: () => T | Promise<T>): Promise<T> {
  const scope = globalThis as { [PAGE_PATHNAME]?: string };
  const before = scope[PAGE_PATHNAME];
  if (pathname === undefined) delete scope[PAGE_PATHNAME];
  else scope[PAGE_PATHNAME] = pathname;
  try {
    return await render();
  } finally {
    if (before === undefined) delete scope[PAGE_PATHNAME];
    else scope[PAGE_PATHNAME] = before;
  }
}
