import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { PageModel } from '../../src/render/models.ts';
import { cachedSearchIndex } from '../../src/search/build-search-index.ts';
import { FIRST_SECTION, readPostings } from '../../src/search/postings.ts';
import { dictionaryPath, fragmentPath, prefixOf, SEARCH_FIELDS, type DictionaryEntry } from '../../src/search/search-options.ts';

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
    const dictionary = JSON.parse(gunzipSync(files.get(`search/${dictionaryPath(prefixOf('koala'))}`)!).toString('utf8')) as DictionaryEntry[];
    const [, count, fragment, offset] = dictionary.find(([term]) => term === 'koala')!;
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
