import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compactDutchStreetRanges,
  compactPostcode,
  type DutchAddress,
  findDutchStreetRange,
} from './nl-street-ranges.ts';

const at = (postcode: string, houseNumber: number, street: string, city = 'Utrecht') => ({
  postcode,
  houseNumber,
  street,
  city,
});

describe('compactDutchStreetRanges', () => {
  it('makes one range per side of a street, from its first to its last number', () => {
    const ranges = compactDutchStreetRanges([
      at('3512JC', 21, 'Domplein'),
      at('3512JC', 1, 'Domplein'),
      at('3512JC', 4, 'Domplein'),
      at('3512JC', 9, 'Domplein'),
      at('3512JC', 2, 'Domplein'),
    ]);
    expect(ranges).toEqual([
      { postcode: '3512JC', parity: 0, from: 2, to: 4, street: 'Domplein', city: 'Utrecht' },
      { postcode: '3512JC', parity: 1, from: 1, to: 21, street: 'Domplein', city: 'Utrecht' },
    ]);
  });

  it('starts a new range where another street takes over the same side', () => {
    const ranges = compactDutchStreetRanges([
      at('1071DJ', 2, 'Museumplein', 'Amsterdam'),
      at('1071DJ', 6, 'Museumplein', 'Amsterdam'),
      at('1071DJ', 8, 'Van Baerlestraat', 'Amsterdam'),
      at('1071DJ', 10, 'Museumplein', 'Amsterdam'),
    ]);
    expect(ranges.map(({ from, to, street }) => [from, to, street])).toEqual([
      [2, 6, 'Museumplein'],
      [8, 8, 'Van Baerlestraat'],
      [10, 10, 'Museumplein'],
    ]);
  });

  it('counts a number listed again (letters, additions) once', () => {
    const ranges = compactDutchStreetRanges([
      at('2511CS', 29, 'Plein', "'s-Gravenhage"),
      at('2511CS', 29, 'Plein', "'s-Gravenhage"),
      at('2511CS', 31, 'Plein', "'s-Gravenhage"),
    ]);
    expect(ranges).toHaveLength(1);
    expect(ranges[0]).toMatchObject({ from: 29, to: 31 });
  });

  it('keeps one street, the first alphabetically, for a number listed with two', () => {
    const one = [
      at('3013AJ', 1, 'Stationsplein', 'Rotterdam'),
      at('3013AJ', 1, 'Kruisplein', 'Rotterdam'),
    ];
    expect(compactDutchStreetRanges(one)).toEqual(compactDutchStreetRanges([...one].reverse()));
    expect(compactDutchStreetRanges(one)).toEqual([
      { postcode: '3013AJ', parity: 1, from: 1, to: 1, street: 'Kruisplein', city: 'Rotterdam' },
    ]);
  });

  it('answers no ranges for no addresses', () => {
    expect(compactDutchStreetRanges([])).toEqual([]);
  });
});

describe('findDutchStreetRange', () => {
  const ranges = compactDutchStreetRanges([
    at('3512JC', 1, 'Domplein'),
    at('3512JC', 21, 'Domplein'),
    at('3512JC', 4, 'Domplein'),
  ]);

  it('finds the range of a number on its side, also between listed numbers', () => {
    expect(findDutchStreetRange(ranges, '3512JC', 21)?.street).toBe('Domplein');
    expect(findDutchStreetRange(ranges, '3512JC', 13)?.street).toBe('Domplein');
    expect(findDutchStreetRange(ranges, '3512JC', 4)?.parity).toBe(0);
  });

  it('finds nothing past the ends, on the other side or at another postcode', () => {
    expect(findDutchStreetRange(ranges, '3512JC', 23)).toBeNull();
    expect(findDutchStreetRange(ranges, '3512JC', 2)).toBeNull();
    expect(findDutchStreetRange(ranges, '3512JD', 1)).toBeNull();
  });
});

describe('compactPostcode', () => {
  it('writes a Dutch postcode without its space, letters in capitals', () => {
    expect(compactPostcode('1071 xx')).toBe('1071XX');
    expect(compactPostcode(' 3013AJ ')).toBe('3013AJ');
    expect(compactPostcode('0123AB')).toBeNull();
    expect(compactPostcode('10115')).toBeNull();
  });
});

describe('street ranges, for any register', () => {
  // A few postcodes and streets, so that sides and streets really mix.
  const address = fc.record({
    postcode: fc.constantFrom('1071DJ', '1071XX', '3512JC'),
    houseNumber: fc.integer({ min: 1, max: 60 }),
    street: fc.constantFrom('Museumplein', 'Domplein', 'Plein'),
    city: fc.constantFrom('Amsterdam', 'Utrecht'),
  });
  // One street per number, as in the register (a second one for a number is dropped).
  const register = fc.uniqueArray(address, {
    selector: (a) => `${a.postcode} ${a.houseNumber}`,
    maxLength: 80,
  });

  it('finds every address of the register on its own street', () => {
    fc.assert(
      fc.property(register, (addresses) => {
        const ranges = compactDutchStreetRanges(addresses);
        for (const a of addresses) {
          const found = findDutchStreetRange(ranges, a.postcode, a.houseNumber);
          expect(found && { street: found.street, city: found.city }).toEqual({
            street: a.street,
            city: a.city,
          });
        }
      }),
    );
  });

  it('makes ranges that never overlap, start and end on listed numbers of their side', () => {
    fc.assert(
      fc.property(register, (addresses) => {
        const ranges = compactDutchStreetRanges(addresses);
        const listed = new Set(addresses.map((a) => `${a.postcode} ${a.houseNumber}`));
        for (const [i, range] of ranges.entries()) {
          expect(range.from % 2).toBe(range.parity);
          expect(range.to % 2).toBe(range.parity);
          expect(range.from).toBeLessThanOrEqual(range.to);
          expect(listed.has(`${range.postcode} ${range.from}`)).toBe(true);
          expect(listed.has(`${range.postcode} ${range.to}`)).toBe(true);
          const next = ranges[i + 1];
          if (next && next.postcode === range.postcode && next.parity === range.parity) {
            expect(next.from).toBeGreaterThan(range.to);
          }
        }
        expect(ranges.length).toBeLessThanOrEqual(addresses.length);
      }),
    );
  });

  it('does not depend on the order of the file', () => {
    fc.assert(
      fc.property(
        fc
          .array(address, { maxLength: 60 })
          .chain((addresses) =>
            fc.tuple(
              fc.constant(addresses),
              fc.shuffledSubarray(addresses, { minLength: addresses.length }),
            ),
          ),
        ([addresses, shuffled]: [DutchAddress[], DutchAddress[]]) => {
          expect(compactDutchStreetRanges(shuffled)).toEqual(compactDutchStreetRanges(addresses));
        },
      ),
    );
  });
});
