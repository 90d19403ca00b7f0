/**
 * CSS-in-JS rendered on the server. styled-components writes a component's CSS when it
 * renders, into the document in a browser and into a ServerStyleSheet on the server; a page
 * rendered without one has its class names and none of their rules, and docsgen's pages are
 * not rendered again in the browser. So, when the site has styled-components, each page
 * module also exports the ServerStyleSheet of the copy it is bundled with, and its render
 * collects the page's CSS. (Emotion needs nothing: it writes its `<style>` beside the
 * elements in server rendering.)
 */
import type { ReactElement } from 'react';
import { resolveFrom } from '../shared/resolve-module.ts';
import type { PageModuleInput } from './bundle-pages.ts';

const SHEET_EXPORT = '__docsgenStyledComponentsSheet';
/** Read by runtime/island.tsx (a copy of it is in each page bundle, hence a registered symbol). */
const ROOT_WRAPPER = Symbol.for('docsgen.islandRootWrapper');

interface ServerStyleSheet {
  collectStyles(element: ReactElement): ReactElement;
  getStyleTags(): string;
  seal(): void;
}

/** The page modules, exporting styled-components' ServerStyleSheet when the site has styled-components. */
export async function withStyleSheets<T extends PageModuleInput>(inputs: readonly T[], siteDir: string): Promise<readonly T[]> {
  if (!inputs.length || !(await resolveFrom(siteDir, 'styled-components'))) return inputs;
  return inputs.map((input) => ({ ...input, code: `${input.code}\nexport { ServerStyleSheet as ${SHEET_EXPORT} } from 'styled-components';\n` }));
}

/** Render `element` with `render`, and the CSS styled-components wrote for it when the page module exports a sheet. */
export function renderCollectingStyles(module: Record<string, unknown>, element: ReactElement, render: (element: ReactElement) => string): { html: string; css?: string } {
  const Sheet = module[SHEET_EXPORT] as (new () => ServerStyleSheet) | undefined;
  if (typeof Sheet !== 'function') return { html: render(element) };
  const sheet = new Sheet();
  // Islands render their own roots inside the page's render (runtime/island.tsx): their CSS goes to the same sheet.
  const scope = globalThis as { [ROOT_WRAPPER]?: (element: ReactElement) => ReactElement };
  scope[ROOT_WRAPPER] = (inner) => sheet.collectStyles(inner);
  try {
    const html = render(sheet.collectStyles(element));
    const css = [...sheet.getStyleTags().matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join('\n').trim();
    return css ? { html, css } : { html };
  } finally {
    delete scope[ROOT_WRAPPER];
    sheet.seal();
  }
}
