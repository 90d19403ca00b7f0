import { describe, expect, it } from 'vitest';
import { isPluralOf, isWordForm, queryWords, stemOf } from '../../src/search/search-options.ts';

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
});
