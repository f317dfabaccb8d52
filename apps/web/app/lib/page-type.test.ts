import { describe, expect, it } from 'vitest';
import { pageTypeOf } from './page-type.ts';

describe('pageTypeOf', () => {
  it('takes the page type the innermost route names', () => {
    const matches = [{ handle: undefined }, { handle: { pageType: 'Storelocator' } }, {}];
    expect(pageTypeOf(matches, '/de/storelocator')).toBe('Storelocator');
  });

  it('falls back to the path without slashes, and to Homepage for the root', () => {
    expect(pageTypeOf([{}], '/more-about-birth-list')).toBe('more-about-birth-list');
    expect(pageTypeOf([{}], '/')).toBe('Homepage');
  });
});
