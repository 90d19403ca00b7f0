import { describe, expect, it } from 'vitest';
import { identifierWords, isKindWord, isPluralOf, isWordForm, queryWords, stemOf } from '../../src/search/search-options.ts';
import { joinedTermsOf } from '../../src/search/term-lookup.ts';
import type { DictionaryEntry } from '../../src/search/search-options.ts';

describe('word forms', () => {
  it('finds a word in its other forms, y and ies included', () => {
    const forms = (word: string, terms: string[]) => terms.filter((term) => isWordForm(term, stemOf(word)));
    expect(forms('expires', ['expiry', 'expired', 'expire', 'expiring', 'export'])).toEqual(['expiry', 'expired', 'expire', 'expiring']);
    expect(forms('expiry', ['expires', 'expiresat'])).toEqual(['expires']);
    expect(forms('categories', ['category', 'categorize'])).toEqual(['category']);
    expect(forms('applied', ['apply', 'applies', 'applying', 'apple'])).toEqual(['apply', 'applies', 'applying']);
    expect(forms('cookies', ['cookie', 'cook'])).toEqual(['cookie']);
    expect(forms('party', ['parts', 'parties'])).toEqual(['parties']);
  });

  it('counts singular and plural as the same word', () => {
    expect([isPluralOf('codes', 'code'), isPluralOf('category', 'categories'), isPluralOf('classes', 'class')]).toEqual([true, true, true]);
    expect([isPluralOf('expired', 'expires'), isPluralOf('keys', 'key'), isPluralOf('keys', 'keyed')]).toEqual([false, true, false]);
  });
});

describe('queryWords', () => {
  it('drops stop words, and in a question the verbs that frame it', () => {
    expect(queryWords('what happens when a checkout expires')).toEqual(['checkout', 'expires']);
    expect(queryWords('what does cart_locked mean')).toEqual(['cart_locked']);
    // Not a question: the words are the topic.
    expect(queryWords('happens mean')).toEqual(['happens', 'mean']);
  });

  it('drops prepositions: `shipping per supplier` is shipping by supplier', () => {
    expect(queryWords('shipping per supplier via REST')).toEqual(['shipping', 'supplier', 'rest']);
  });

  it('knows the identifiers of a query, and their words', () => {
    expect(identifierWords('initVipps and X-Channel-Id, cart')).toEqual(new Map([['initvipps', ['init', 'vipps']], ['x-channel-id', ['channel', 'id']]]));
  });
});

describe('isKindWord', () => {
  it('knows the words that name a kind of identifier, singular or plural', () => {
    expect(['hook', 'hooks', 'header', 'properties', 'classes', 'cart', 'payment'].filter(isKindWord)).toEqual(['hook', 'hooks', 'header', 'properties', 'classes']);
  });
});

describe('joinedTermsOf', () => {
  it('finds two neighbouring words joined in one term, in either order', async () => {
    const terms = ['retry-after', 'retrying', 'package.swift', 'swiftui', 'swift-package'];
    const dictionary = async (prefix: string): Promise<DictionaryEntry[]> => terms.filter((term) => term.startsWith(prefix)).map((term) => [term, 1, 0, 0]);
    expect((await joinedTermsOf('retry', 'after', dictionary)).map(([term]) => term)).toEqual(['retry-after']);
    expect((await joinedTermsOf('swift', 'package', dictionary)).map(([term]) => term).sort()).toEqual(['package.swift', 'swift-package']);
  });
});
