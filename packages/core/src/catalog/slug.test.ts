import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categorySlug, productSlug, slugify } from './slug.ts';

describe('slugify', () => {
  it('lower-cases, joins words with "-" and spells out "&"', () => {
    expect(slugify('Kinderwagen Deluxe')).toBe('kinderwagen-deluxe');
    expect(slugify('Bad & Verzorging')).toBe('bad-and-verzorging');
    expect(slugify('Baby  -  Kind')).toBe('baby-kind');
  });

  it('removes accents and spells out German letters', () => {
    expect(slugify('Größe für Jungen')).toBe('grosse-fur-jungen');
    expect(slugify('Crème brûlée café')).toBe('creme-brulee-cafe');
    expect(slugify('Ærø Łódź')).toBe('aero-lodz');
  });

  it('drops other characters and trims dashes at the ends', () => {
    expect(slugify('Maxi-Cosi® Pebble 360° (2024)!')).toBe('maxi-cosi-pebble-360-2024');
    expect(slugify('  & ')).toBe('and');
    expect(slugify('!!!')).toBe('');
  });

  it('only yields lower-case letters, digits, "_" and single inner dashes', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const slug = slugify(text);
        return /^[a-z0-9_]*(-[a-z0-9_]+)*$/.test(slug) && slugify(slug) === slug;
      }),
    );
  });
});

describe('productSlug and categorySlug', () => {
  it('prefers slug, then url_key, then name-id', () => {
    expect(productSlug({ id: 7, name: 'Box Deluxe', slug: 'box', url_key: 'box-key' })).toBe('box');
    expect(productSlug({ id: 7, name: 'Box Deluxe', url_key: 'box-key' })).toBe('box-key');
    expect(
      productSlug({ id: 7, name: 'Box Deluxe', url_key: 'box-key' }, { useUrlKeys: false }),
    ).toBe('box-deluxe-7');
    expect(productSlug({ id: 7, name: 'Box Deluxe', slug: '', url_key: null })).toBe(
      'box-deluxe-7',
    );
  });

  it('gives categories their url_key or name-id', () => {
    expect(categorySlug({ id: 12, name: 'Auto & Fiets', url_key: 'auto-fiets' })).toBe(
      'auto-fiets',
    );
    expect(categorySlug({ id: 12, name: 'Auto & Fiets' })).toBe('auto-and-fiets-12');
  });
});
