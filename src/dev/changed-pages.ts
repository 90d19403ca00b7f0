import { readFile } from 'node:fs/promises';
import type { OutputFile } from '../build/write-output.ts';

/** The route an output page is served at (`sdk/cart/index.html` → `/sdk/cart`). */
export function routeOfOutput(path: string): string {
  return `/${path.replace(/(^|\/)index\.html$/, '')}`.replace(/\/$/, '') || '/';
}

const keyOf = (file: OutputFile): string | undefined => ('key' in file ? file.key : undefined);

/** An output file's bytes, rendering a lazy page. */
export async function fileText(file: OutputFile): Promise<string | Uint8Array> {
  if ('contents' in file) return file.contents;
  if ('render' in file) return file.render();
  return readFile(file.copyFrom);
}

/**
 * What a rebuild changed for open pages: the routes whose page differs from the one served,
 * and whether only stylesheets changed (then pages swap their stylesheet, no reload). An
 * equal render key (a hash of everything a page's HTML is made from) means unchanged without
 * rendering; otherwise the HTML itself is compared. With `servedOnly`, pages absent before
 * are not news (the first build, compared with the pages served ahead of it).
 */
export async function changedPages(
  previous: ReadonlyMap<string, OutputFile>,
  next: ReadonlyMap<string, OutputFile>,
  { changed, themeChanged, servedOnly }: { changed: readonly string[]; themeChanged: boolean; servedOnly: boolean },
): Promise<{ routes: string[]; cssOnly: boolean }> {
  const routes: string[] = [];
  let cssOnly = changed.length > 0 && changed.every((file) => file.endsWith('.css'));
  for (const [path, file] of next) {
    const before = previous.get(path);
    if (!path.endsWith('.html') || (servedOnly && before === undefined)) continue;
    const [key, beforeKey] = [keyOf(file), before && keyOf(before)];
    const same = !themeChanged && before !== undefined && ((key !== undefined && key === beforeKey) || String(await fileText(before)) === String(await fileText(file)));
    if (!same) {
      routes.push(routeOfOutput(path));
      cssOnly = false;
    }
  }
  for (const path of previous.keys()) if (!next.has(path) && path.endsWith('.html')) routes.push(routeOfOutput(path));
  return { routes, cssOnly };
}
