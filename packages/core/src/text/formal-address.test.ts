import { describe, expect, it } from 'vitest';
import { informalGermanAddress } from './formal-address.ts';

describe('informalGermanAddress: German addresses the shopper with "Sie"', () => {
  it('finds du, dich, dir and the forms of dein as whole words, any case', () => {
    expect(informalGermanAddress('Wonach suchst du?')).toEqual(['du']);
    expect(informalGermanAddress('Du hast dein Konto, wir helfen dir und melden dich an.')).toEqual(
      ['Du', 'dein', 'dir', 'dich'],
    );
    expect(informalGermanAddress('Prüfe deine Suche, deinen Warenkorb, deiner Wahl')).toEqual([
      'deine',
      'deinen',
      'deiner',
    ]);
  });

  it('passes formal texts and words that only contain the letters', () => {
    expect(informalGermanAddress('Wonach suchen Sie? Ihr Warenkorb ist leer.')).toEqual([]);
    expect(informalGermanAddress('Dirndl, Duschgel, Dusche, Indien, Produkt, Dufte')).toEqual([]);
    expect(informalGermanAddress('<p dir="ltr">Über uns</p>')).toEqual([]);
  });
});
