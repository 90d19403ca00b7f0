import { describe, expect, it } from 'vitest';
import { indexShard, type SearchablePage } from '../../src/search/index-shard.ts';
import { indexTerms } from '../../src/search/search-options.ts';

const settings = { baseUrl: '/', areas: [{ label: 'Guides', routes: ['/guides'] }], fallbackArea: 'Docs' };

function page(route: string, title: string, html: string): SearchablePage {
  return { kind: 'doc', route, title, description: `About ${title}`, keywords: ['cart_not_found'], html };
}

const pages = [
  page('/guides/carts', 'Carts', '<p>Send <code>X-Channel-Id</code> with <code>kassa.cart.addItem</code>.</p><h2 id="errors">Errors</h2><p>A <code>cart_not_found</code> error means the cart expired.</p>'),
  page('/guides/checkout', 'Checkout', '<h2 id="start">Start a checkout</h2><p>Call <code>addItem</code>, then send <code>X-Channel-Id</code> again &amp; pay.</p>'),
];

describe('indexShard', () => {
  it('indexes a page the same whether its words are new or were seen on earlier pages', () => {
    // The second shard's words were all seen by the first call: their terms come from memory.
    const first = indexShard(pages, settings);
    const again = indexShard(pages, settings);
    const alone = indexShard([pages[1]!], settings);
    expect(again).toEqual(first);
    expect(alone.terms).toEqual([...new Set(alone.terms)].sort());
    expect(alone.terms).toEqual(expect.arrayContaining(indexTerms('Checkout Start a checkout Call addItem then send X-Channel-Id again pay Guides')));
  });

  it('finds an identifier whole and by its parts in every section of its page', () => {
    const { terms, starts, postings } = indexShard(pages, settings);
    const sectionsOf = (term: string): number[] => {
      const at = terms.indexOf(term);
      const sections: number[] = [];
      for (let entry = starts[at]!; entry < starts[at + 1]!; entry++) sections.push((postings[entry * 2 + 1]! >>> 16) * 100 + (postings[entry * 2]! >>> 16));
      return sections;
    };
    expect(sectionsOf('x-channel-id')).toEqual([0, 101]);
    expect(sectionsOf('channel')).toEqual([0, 101]);
    // The area is a field of every section; `guides` is in all four (the second page's first
    // section is its description, since its content opens with a heading).
    expect(sectionsOf('guides')).toEqual([0, 1, 100, 101]);
    expect(sectionsOf('item')).toEqual([0, 101]);
  });
});
