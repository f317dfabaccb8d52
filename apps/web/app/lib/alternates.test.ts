import { STORE_VIEWS } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { alternatePath, withChild, withQuery } from './alternates.ts';

describe('the language switch keeps the shopper’s place', () => {
  const category = { nl: '/c/kinderwagens', de: '/de/c/kinderwagen' };

  it('carries the query (filters, sort, search text) to the other store view', () => {
    const switched = withQuery(category, '?color=5004&sort=price%3Aasc');
    expect(alternatePath(switched, STORE_VIEWS.de)).toBe(
      '/de/c/kinderwagen?color=5004&sort=price%3Aasc',
    );
    expect(alternatePath(switched, STORE_VIEWS.nl)).toBe(
      '/c/kinderwagens?color=5004&sort=price%3Aasc',
    );
  });

  it('replaces a query of the alternates themselves and leaves them alone without one', () => {
    const search = { nl: '/search?q=old', de: '/de/search?q=old' };
    expect(withQuery(search, '?q=boxpakje&color=1').de).toBe('/de/search?q=boxpakje&color=1');
    expect(withQuery(category, '')).toBe(category);
  });

  it('leads home without alternates', () => {
    expect(alternatePath(null, STORE_VIEWS.de)).toBe('/de');
    expect(alternatePath(null, STORE_VIEWS.nl)).toBe('/');
  });

  it('keeps the chosen variant of a product page in the other store view’s product URL', () => {
    const product = { nl: '/p/ROMPER/romper-nl', de: '/de/p/ROMPER/strampler-de' };
    const switched = withQuery(withChild(product, 'ROMPER-101-201'), '?utm=x');
    expect(alternatePath(switched, STORE_VIEWS.de)).toBe(
      '/de/p/ROMPER/strampler-de/ROMPER-101-201?utm=x',
    );
    expect(alternatePath(switched, STORE_VIEWS.nl)).toBe(
      '/p/ROMPER/romper-nl/ROMPER-101-201?utm=x',
    );
    expect(withChild(product, undefined)).toBe(product);
    expect(withChild(product, 'A B').de).toBe('/de/p/ROMPER/strampler-de/A%20B');
  });
});
