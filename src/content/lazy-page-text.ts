/**
 * A large site's pages read from their files each time their text is asked for, instead of
 * holding every page's text from finding the pages (front matter, ids, routes) until each is
 * compiled: ~650 MB of Markdown at 100,000 bench pages. The page stays a plain SourcePage to
 * everything that reads it: `source` and `body` are own enumerable accessors, so spreading the
 * page, JSON.stringify and posting it to a worker all read them, and assigning either (see
 * releaseSource) turns it back into a plain value.
 */
import { readFileSync } from 'node:fs';
import { DocsgenError } from '../diagnostics/diagnostic.ts';
import type { SourcePage } from '../types.ts';
import { frontMatterBody } from './front-matter.ts';

/** Each lazy page's length as found: its front matter, id and route are of that text. */
const foundLength = new WeakMap<SourcePage, number>();

function changed(page: SourcePage, cause?: unknown): DocsgenError {
  return new DocsgenError(`${page.file} changed while the site was building`, {
    diagnostics: [{ code: 'content/changed-during-build', severity: 'error', message: 'The page changed or was removed while the site was building', file: page.file, line: 1, column: 1, hint: 'build again once the files stop changing' }],
    ...(cause === undefined ? {} : { cause }),
  });
}

/** The page's file as found; a DocsgenError when it changed since (its front matter would not be the file's). */
function readText(page: SourcePage): string {
  let text: string;
  try {
    text = readFileSync(page.path, 'utf8');
  } catch (error) {
    throw changed(page, error);
  }
  if (text.length !== foundLength.get(page)) throw changed(page);
  return text;
}

/** Assigning a lazy text makes it a plain property of that value (a released page keeps `''`). */
const settable = (key: 'source' | 'body') =>
  function set(this: SourcePage, value: string): void {
    Object.defineProperty(this, key, { value, writable: true, enumerable: true, configurable: true });
  };

// Shared by every lazy page: no closures per page.
const ACCESSORS: PropertyDescriptorMap = {
  source: { get(this: SourcePage) { return readText(this); }, set: settable('source'), enumerable: true, configurable: true },
  body: { get(this: SourcePage) { return frontMatterBody(readText(this)); }, set: settable('body'), enumerable: true, configurable: true },
};

/**
 * Let go of a found page's text: it is read again from `page.path` whenever asked for. Only
 * for a page whose text is its file's (not one a front matter hook rewrote).
 */
export function readLazily(page: SourcePage): SourcePage {
  foundLength.set(page, page.source.length);
  // Redefined in place, the properties keep their order: keys made of the page's JSON stay the same.
  return Object.defineProperties(page, ACCESSORS);
}
