import { describe, expect, it } from 'vitest';
import { dutchAddressQuery, linesAfterLookup } from './use-dutch-address-fill.ts';

describe('dutchAddressQuery', () => {
  it('looks up a Dutch postcode with the whole number its house number starts with', () => {
    expect(dutchAddressQuery({ country: 'NL', postcode: ' 3512 jc ', houseNumber: '21' })).toEqual({
      postcode: '3512 jc',
      houseNumber: 21,
    });
    // A letter typed after the number: the number still finds the street.
    expect(dutchAddressQuery({ country: 'NL', postcode: '3512JC', houseNumber: '21a' })).toEqual({
      postcode: '3512JC',
      houseNumber: 21,
    });
    // No number (yet): the town alone.
    for (const houseNumber of ['', 'a', '0', '123456']) {
      expect(
        dutchAddressQuery({ country: 'NL', postcode: '3512JC', houseNumber }),
        houseNumber,
      ).toEqual({ postcode: '3512JC', houseNumber: null });
    }
  });

  it('looks up nothing outside the Netherlands or for an unfinished postcode', () => {
    expect(dutchAddressQuery({ country: 'DE', postcode: '3512JC', houseNumber: '1' })).toBeNull();
    expect(dutchAddressQuery({ country: 'NL', postcode: '3512', houseNumber: '1' })).toBeNull();
  });
});

describe('linesAfterLookup', () => {
  const rijksmuseum = { street: 'Museumstraat', city: 'Amsterdam' };
  const ofRijksmuseum = { street: '1071XX', city: '1071XX' };

  it('replaces street and town with the answer, also what the shopper typed', () => {
    expect(
      linesAfterLookup(rijksmuseum, rijksmuseum, ofRijksmuseum, '3512JC', {
        street: 'Domplein',
        city: 'Utrecht',
      }),
    ).toEqual({ street: 'Domplein', city: 'Utrecht' });
    const typed = { street: 'Domplijn', city: 'Utreg' };
    expect(
      linesAfterLookup(typed, typed, { street: '3512JC', city: '3512JC' }, '3512JC', {
        street: 'Domplein',
        city: 'Utrecht',
      }),
    ).toEqual({ street: 'Domplein', city: 'Utrecht' });
  });

  it('empties the street of another postcode when the answer names the town alone', () => {
    // 1071 XX 1 (Museumstraat, Amsterdam), then a Haarlem postcode: no Museumstraat in Haarlem.
    expect(
      linesAfterLookup(rijksmuseum, rijksmuseum, ofRijksmuseum, '2011AB', { city: 'Haarlem' }),
    ).toEqual({
      street: '',
      city: 'Haarlem',
    });
  });

  it('keeps a street written for the same postcode when only the house number changed', () => {
    const typed = { street: 'Kerkstraat', city: 'Haarlem' };
    expect(
      linesAfterLookup(typed, typed, { street: '2011AB', city: '2011AB' }, '2011AB', {
        city: 'Haarlem',
      }),
    ).toEqual(typed);
  });

  it('empties the lines of another postcode for a postcode the shop does not know', () => {
    expect(linesAfterLookup(rijksmuseum, rijksmuseum, ofRijksmuseum, '1110AA', null)).toEqual({
      street: '',
      city: '',
    });
    // Typed for this unknown postcode: kept.
    const typed = { street: 'Dorpsweg', city: 'Diemen' };
    expect(
      linesAfterLookup(typed, typed, { street: '1110AA', city: '1110AA' }, '1110AA', null),
    ).toEqual(typed);
  });
});

describe('linesAfterLookup, while the shopper types', () => {
  it('keeps a line typed before any postcode was complete', () => {
    const typed = { street: 'Dorpsstraat', city: '' };
    expect(linesAfterLookup(typed, typed, { street: null, city: null }, '1234AB', null)).toEqual(
      typed,
    );
    expect(
      linesAfterLookup(typed, typed, { street: null, city: null }, '3512JC', {
        street: 'Domplein',
        city: 'Utrecht',
      }),
    ).toEqual({ street: 'Domplein', city: 'Utrecht' });
  });

  it('never overwrites what the shopper typed while the answer was on its way', () => {
    const asked = { street: '', city: '' };
    const typedMeanwhile = { street: 'Domplein', city: 'Utrecht (Binnenstad)' };
    expect(
      linesAfterLookup(typedMeanwhile, asked, { street: '3512JC', city: '3512JC' }, '3512JC', {
        street: 'Domplein',
        city: 'Utrecht',
      }),
    ).toEqual(typedMeanwhile);
  });
});
