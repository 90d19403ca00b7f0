/** Read a build's search index from its output files, as the browser does (tests' helper). */
import { gunzipSync } from 'node:zlib';
import type { OutputFile } from '../../src/build/write-output.ts';
import { createEngine, type SearchEngine } from '../../src/search/search-client.ts';
import type { SearchManifest, SearchPageFile } from '../../src/search/search-options.ts';
import { text } from '../helpers.ts';

type Files = Map<string, OutputFile>;

/** An output file's bytes (empty when there is none). */
export const bytesOf = (files: Files, path: string): Uint8Array => bytes(files, path) ?? new Uint8Array();

function bytes(files: Files, path: string): Uint8Array | undefined {
  const file = files.get(path);
  if (!file || !('contents' in file)) return undefined;
  return typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents;
}

export const manifestOf = (files: Files): SearchManifest => JSON.parse(text(files, 'search/index.json')) as SearchManifest;

/** The engine over a build's `search/` files; `fetched` records each file read. */
export function engineFromFiles(files: Files, fetched: string[] = []): SearchEngine {
  return createEngine(manifestOf(files), {
    read: async (path) => {
      fetched.push(path);
      const contents = bytes(files, `search/${path}`);
      return contents && gunzipSync(contents);
    },
  });
}

/** Every indexed page's file, in index order. */
export function indexedPages(files: Files): SearchPageFile[] {
  const pages: SearchPageFile[] = [];
  for (let page = 0; ; page++) {
    const contents = bytes(files, `search/p/${page}.bin`);
    if (!contents) return pages;
    pages.push(JSON.parse(gunzipSync(contents).toString('utf8')) as SearchPageFile);
  }
}

/** Every indexed section's URL. */
export const indexedUrls = (files: Files): string[] => indexedPages(files).flatMap((page) => page.s.map(([, anchor]) => (anchor ? `${page.u}#${anchor}` : page.u)));
