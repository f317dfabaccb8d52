import { informalGermanAddress } from '@shop/core';
import { describe, expect, it } from 'vitest';

/** Every German catalogue of the storefront, by file name. */
const CATALOGUES = import.meta.glob<{ default: Record<string, string> }>('./de-DE/*.json', {
  eager: true,
});

describe('the German catalogues address the shopper with "Sie"', () => {
  it('has German catalogues to check', () => {
    expect(Object.keys(CATALOGUES).length).toBeGreaterThan(5);
  });

  for (const [file, catalogue] of Object.entries(CATALOGUES)) {
    it(`${file} uses no du, dich, dir or dein*`, () => {
      const informal = Object.entries(catalogue.default).flatMap(([key, text]) =>
        informalGermanAddress(text).map((word) => `${key}: ${word}`),
      );
      expect(informal).toEqual([]);
    });
  }
});
