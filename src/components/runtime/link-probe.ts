/**
 * The links `@docusaurus/Link` renders while a probe listens: how the link check asks the
 * site's MDX `a` whether a link goes through Link, the links Docusaurus checks (see
 * site-components' link probe). Shared by the bundled Link and the renderer through a global
 * symbol, as page-location is.
 */
export const RENDERED_LINKS = Symbol.for('docsgen.renderedLinks');

/** Record a link Link renders, when a probe listens. */
export function recordLink(href: string): void {
  (globalThis as { [RENDERED_LINKS]?: string[] })[RENDERED_LINKS]?.push(href);
}

/** Run `render` and return the links Link rendered during it. */
export function listenForLinks(render: () => void): string[] {
  const scope = globalThis as { [RENDERED_LINKS]?: string[] };
  const before = scope[RENDERED_LINKS];
  const links: string[] = [];
  scope[RENDERED_LINKS] = links;
  try {
    render();
  } finally {
    if (before === undefined) delete scope[RENDERED_LINKS];
    else scope[RENDERED_LINKS] = before;
  }
  return links;
}
