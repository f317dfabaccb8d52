import { describe, expect, it } from 'vitest';
import { dutchAddressQuery, fillAddressLines, NOTHING_FILLED } from './use-dutch-address-fill.ts';

describe('dutchAddressQuery', () => {
  it('looks up a Dutch postcode with its house number when that is a whole number', () => {
    expect(dutchAddressQuery({ country: 'NL', postcode: ' 3512 jc ', houseNumber: '21' })).toEqual({
      postcode: '3512 jc',
      houseNumber: 21,
    });
    // A letter in the number field: the town alone.
    expect(dutchAddressQuery({ country: 'NL', postcode: '3512JC', houseNumber: '21a' })).toEqual({
      postcode: '3512JC',
      houseNumber: null,
    });
  });

  it('looks up nothing outside the Netherlands or for an unfinished postcode', () => {
    expect(dutchAddressQuery({ country: 'DE', postcode: '3512JC', houseNumber: '1' })).toBeNull();
    expect(dutchAddressQuery({ country: 'NL', postcode: '3512', houseNumber: '1' })).toBeNull();
  });
});

describe('fillAddressLines', () => {
  const domtoren = { street: 'Domplein', city: 'Utrecht' };

  it('fills empty lines and remembers what it put there', () => {
    expect(fillAddressLines({ street: '', city: ' ' }, NOTHING_FILLED, domtoren)).toEqual({
      lines: domtoren,
      filled: domtoren,
    });
  });

  it('never replaces what the shopper typed', () => {
    const typed = { street: 'Domplein', city: 'Utreg' };
    expect(fillAddressLines(typed, NOTHING_FILLED, domtoren).lines).toEqual(typed);
    // Typed over a filled value: the shopper's value stays.
    const filled = { street: 'Museumplein', city: 'Amsterdam' };
    expect(
      fillAddressLines({ street: 'Museumplein 6', city: 'Amsterdam' }, filled, domtoren).lines,
    ).toEqual({ street: 'Museumplein 6', city: 'Utrecht' });
  });

  it('replaces what an earlier lookup filled, and keeps a line the answer does not name', () => {
    const filled = { street: 'Museumplein', city: 'Amsterdam' };
    expect(fillAddressLines(filled, filled, domtoren)).toEqual({
      lines: domtoren,
      filled: domtoren,
    });
    expect(fillAddressLines(filled, filled, { city: 'Utrecht' })).toEqual({
      lines: { street: 'Museumplein', city: 'Utrecht' },
      filled: { street: 'Museumplein', city: 'Utrecht' },
    });
  });
});
