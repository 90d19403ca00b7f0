import { build } from '../../src/build/build.ts';
import type { ExplorerProps } from '../../src/openapi/explorer.ts';
import { text } from '../helpers.ts';

/** The explorer props of a built operation page, as the build serialised them. */
export async function propsOf(cwd: string, page: string): Promise<ExplorerProps> {
  const result = await build({ cwd, write: false });
  return propsIn(text(result.files, page), page);
}

/** The explorer props in a page's HTML. */
export function propsIn(html: string, page = 'the page'): ExplorerProps {
  const match = /data-island="explorer" data-props="([^"]*)"/.exec(html);
  if (!match) throw new Error(`no explorer on ${page}`);
  return JSON.parse(match[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;/g, "'")) as ExplorerProps;
}
