import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { PageModel } from '../../src/render/models.ts';
import { cachedSearchIndex } from '../../src/search/build-search-index.ts';
import { FIRST_SECTION, readPostings } from '../../src/search/postings.ts';
import { createEngine } from '../../src/search/search-client.ts';
import { dictionaryPath, fragmentPath, partOf, prefixOf, SEARCH_FIELDS, type DictionaryPart, type SearchManifest } from '../../src/search/search-options.ts';

/** The manifest and dictionary parts of an index's files. */
function dictionaryOf(files: Map<string, Uint8Array>): { manifest: SearchManifest; parts: DictionaryPart[]; starts: string[] } {
  const manifest = JSON.parse(Buffer.from(files.get('search/index.json')!).toString('utf8')) as SearchManifest;
  const starts = manifest.parts.match(/[\s\S]{2}/g) ?? [];
  const parts = starts.map((_, part) => JSON.parse(gunzipSync(files.get(`search/${dictionaryPath(part)}`)!).toString('utf8')) as DictionaryPart);
  return { manifest, parts, starts };
}

/** A doc page with `sections` sections, each saying `koala`; section `headed` is headed by it too. */
function page(number: number, sections: number, headed: number): PageModel {
  const html = Array.from({ length: sections }, (_, section) => `<h2 id="s${section}">${section === headed ? 'Koala' : `Part ${section}`}</h2><p>A koala, part ${section}.</p>`).join('');
  // Only what indexing reads (see searchablePage) and what decides whether a page is searchable.
  return { kind: 'doc', route: `/p${number}`, title: number < 3 ? `Koala ${number}` : `Page ${number}`, description: '', keywords: [], html } as unknown as PageModel;
}

describe('the search index of a large site', () => {
  it('keeps the 5000 strongest postings of a term in more sections: title and heading matches first, in page order', () => {
    const pages = Array.from({ length: 60 }, (_, number) => page(number, 100, number % 2 === 0 ? 50 : -1));
    const { files } = cachedSearchIndex({ pages, baseUrl: '/', areas: [], fallbackArea: 'Docs' }, undefined);
    const { parts, starts } = dictionaryOf(files);
    const [, count, fragment, offset] = parts[partOf(prefixOf('koala'), starts)]![prefixOf('koala')]!.find(([term]) => term === 'koala')!;
    // The count is every section's (ranking weighs a term by it); the postings are cut.
    expect(count).toBe(60 * 100 + 3);
    const postings = readPostings(gunzipSync(files.get(`search/${fragmentPath(fragment)}`)!), offset, false);
    expect(postings).toHaveLength(5000);
    const title = 1 << SEARCH_FIELDS.indexOf('n');
    const heading = 1 << SEARCH_FIELDS.indexOf('h');
    // The three title matches (first sections of /p0–/p2) and the thirty headed sections are all kept.
    expect(postings.filter((posting) => posting.fields & FIRST_SECTION && posting.fields & title)).toHaveLength(3);
    expect(postings.filter((posting) => posting.fields & heading)).toHaveLength(30);
    const order = postings.map((posting) => posting.page * 65536 + posting.section);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});

describe('the dictionary', () => {
  /** A page of distinct made-up words, so the dictionary has thousands of terms. */
  const wordy = (number: number): PageModel =>
    ({ kind: 'doc', route: `/w${number}`, title: `Words ${number}`, description: '', keywords: [], html: `<p>${Array.from({ length: 300 }, (_, index) => `w${(number * 300 + index).toString(36)}q${String.fromCharCode(97 + ((number + index) % 26))}${String.fromCharCode(97 + (index % 26))}x`).join(' ')}</p>` }) as unknown as PageModel;

  it('is split into parts of neighbouring prefixes, ~16 KB each before gzip, which a search finds its words in', async () => {
    const pages = Array.from({ length: 40 }, (_, number) => wordy(number));
    const { files } = cachedSearchIndex({ pages, baseUrl: '/', areas: [], fallbackArea: 'Docs' }, undefined);
    const { manifest, parts, starts } = dictionaryOf(files);
    expect(parts.length).toBeGreaterThan(5);
    // Every prefix in exactly one part, in order, each part starting with its own first prefix.
    const prefixes = manifest.prefixes.match(/[\s\S]{2}/g)!;
    expect(parts.flatMap((part) => Object.keys(part))).toEqual(prefixes);
    parts.forEach((part, index) => expect(Object.keys(part)[0]).toBe(starts[index]));
    for (const part of parts.slice(0, -1)) expect(JSON.stringify(part).length).toBeGreaterThan(16 * 1024);
    // A part closes once it holds 16 KB: without its last prefix it held less (a prefix is never split).
    for (const part of parts) {
      const keys = Object.keys(part);
      const before = Object.fromEntries(keys.slice(0, -1).map((key) => [key, part[key]]));
      expect(JSON.stringify(before).length).toBeLessThan(16 * 1024 + 4 * keys.length);
    }
    for (const prefix of prefixes) expect(parts[partOf(prefix, starts)]![prefix]).toBeDefined();
    // A word, as the browser finds it: one part fetched for it.
    const fetched: string[] = [];
    const engine = createEngine(manifest, { read: async (path) => (fetched.push(path), files.get(`search/${path}`) && gunzipSync(files.get(`search/${path}`)!)) });
    const word = `w${(17 * 300 + 5).toString(36)}q${String.fromCharCode(97 + ((17 + 5) % 26))}fx`;
    const hits = await engine.search(word);
    expect(hits.map((hit) => hit.url)).toEqual(['/w17']);
    expect(fetched.filter((path) => path.startsWith('d/'))).toEqual([dictionaryPath(partOf(prefixOf(word), starts))]);
  });

  it('finds the part of any prefix, before the first part and after the last too', () => {
    const starts = ['ab', 'cd', 'kq', 'zz'];
    expect(['aa', 'ab', 'ac', 'cd', 'ce', 'kp', 'kq', 'yy', 'zz', '\u{1F600}'.slice(0, 2)].map((prefix) => partOf(prefix, starts))).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 3, 3]);
    expect(partOf('ab', ['ab'])).toBe(0);
  });
});
