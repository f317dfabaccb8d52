import { describe, expect, it } from 'vitest';
import { allowedTypos, minimumShouldMatch, queryTerms, tokenize } from './tokenize.ts';

describe('search tokenizer', () => {
  it('strips HTML, folds accents and splits skus into words', () => {
    expect(tokenize('<b>Größe</b> für KW-1234&nbsp;Café')).toEqual([
      'grosse',
      'fur',
      'kw',
      '1234',
      'cafe',
    ]);
  });

  it('keeps query terms unique and in order', () => {
    expect(queryTerms('Box box BOX bed')).toEqual(['box', 'bed']);
  });

  it('allows no typo in short words or numbers, one in 3-4 letters, two from 5 letters', () => {
    expect(allowedTypos('ab')).toBe(0);
    expect(allowedTypos('1234')).toBe(0);
    expect(allowedTypos('bed')).toBe(1);
    expect(allowedTypos('kinderwagen')).toBe(2);
  });

  it('requires 75 % of the terms, rounded down, at least one', () => {
    expect(minimumShouldMatch(1)).toBe(1);
    expect(minimumShouldMatch(2)).toBe(1);
    expect(minimumShouldMatch(3)).toBe(2);
    expect(minimumShouldMatch(4)).toBe(3);
  });
});
