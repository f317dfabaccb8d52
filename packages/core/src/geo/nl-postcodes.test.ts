import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NL_POSTCODE_TOWNS, townOfDutchPostcode } from './nl-postcodes.ts';

describe('townOfDutchPostcode', () => {
  it('answers the town of a postcode in the table, however it is written', () => {
    expect(townOfDutchPostcode('3511 AB')).toBe('Utrecht');
    expect(townOfDutchPostcode('1012ph')).toBe('Amsterdam');
    expect(townOfDutchPostcode(' 2511 BE ')).toBe('Den Haag');
    expect(townOfDutchPostcode('1109 AA')).toBe('Amsterdam');
  });

  it('answers null for a postcode outside the table or no postcode at all', () => {
    expect(townOfDutchPostcode('1110 AA')).toBeNull();
    expect(townOfDutchPostcode('0123 AB')).toBeNull();
    expect(townOfDutchPostcode('3511')).toBeNull();
    expect(townOfDutchPostcode('10115')).toBeNull();
    expect(townOfDutchPostcode('')).toBeNull();
  });

  it('has ranges that do not overlap, each within 1000-9999', () => {
    const sorted = [...NL_POSTCODE_TOWNS].sort((a, b) => a[0] - b[0]);
    for (const [index, [first, last]] of sorted.entries()) {
      expect(first).toBeGreaterThanOrEqual(1000);
      expect(last).toBeLessThanOrEqual(9999);
      expect(first).toBeLessThanOrEqual(last);
      if (index > 0) expect(first).toBeGreaterThan(sorted[index - 1]![1]);
    }
  });

  it('never throws and answers a town of the table or null', () => {
    const towns = new Set(NL_POSTCODE_TOWNS.map(([, , town]) => town));
    fc.assert(
      fc.property(fc.string(), (text) => {
        const town = townOfDutchPostcode(text);
        expect(town === null || towns.has(town)).toBe(true);
      }),
    );
  });
});
