import { describe, expect, it } from 'vitest';
import { distanceKm } from './distance.ts';
import { findPlace, foldName } from './find-place.ts';
import {
  DE_PLACES,
  DE_POSTCODE_AREAS,
  NL_PLACES,
  NL_POSTCODE_AREAS,
  type PlaceRow,
} from './places.ts';

/** Generous boxes around each country: every place of the table lies inside its own. */
const BOUNDS = {
  NL: { south: 50.7, north: 53.6, west: 3.3, east: 7.3 },
  DE: { south: 47.2, north: 55.1, west: 5.8, east: 15.1 },
};

describe('findPlace by name', () => {
  it('finds a city whatever its case and surrounding space', () => {
    expect(findPlace('  utrecht ')).toEqual({
      name: 'Utrecht',
      countryId: 'NL',
      latitude: 52.0908,
      longitude: 5.1222,
    });
    expect(findPlace('AMSTERDAM')?.name).toBe('Amsterdam');
  });

  it("knows Den Haag as 's-Gravenhage and The Hague, and 's-Hertogenbosch as Den Bosch", () => {
    const denHaag = findPlace('Den Haag');
    expect(denHaag?.countryId).toBe('NL');
    expect(findPlace("'s-Gravenhage")).toEqual(denHaag);
    expect(findPlace('s Gravenhage')).toEqual(denHaag);
    expect(findPlace('the hague')).toEqual(denHaag);
    expect(findPlace('den bosch')?.name).toBe("'s-Hertogenbosch");
  });

  it('matches German names with umlauts, without them and spelled out', () => {
    for (const term of ['München', 'Muenchen', 'munchen', 'Munich']) {
      expect(findPlace(term)?.name, term).toBe('München');
    }
    for (const term of ['Köln', 'Koeln', 'koln', 'Keulen']) {
      expect(findPlace(term)?.name, term).toBe('Köln');
    }
    expect(findPlace('Duesseldorf')?.name).toBe('Düsseldorf');
    expect(findPlace('Giessen')?.name).toBe('Gießen');
    expect(findPlace('Frankfurt')?.name).toBe('Frankfurt am Main');
    expect(findPlace('halle saale')?.name).toBe('Halle (Saale)');
  });

  it('answers a place of the other country when only that one has the name', () => {
    expect(findPlace('Aachen', 'NL')).toMatchObject({ name: 'Aachen', countryId: 'DE' });
    expect(findPlace('Groningen', 'DE')).toMatchObject({ name: 'Groningen', countryId: 'NL' });
  });

  it('misses unknown terms, partial names and empty input', () => {
    expect(findPlace('Atlantis')).toBeNull();
    expect(findPlace('Amster')).toBeNull();
    expect(findPlace('')).toBeNull();
    expect(findPlace('   ')).toBeNull();
    expect(findPlace('!!!')).toBeNull();
  });
});

describe('findPlace by postcode', () => {
  it('reads a Dutch postcode with or without letters and space, near its town', () => {
    for (const term of ['3511 AB', '3511AB', '3511ab', '3511', 'NL-3511 AB']) {
      const place = findPlace(term);
      expect(place?.countryId, term).toBe('NL');
      expect(distanceKm(place!, findPlace('Utrecht')!), term).toBeLessThan(1);
    }
    expect(findPlace('3511ab')?.name).toBe('3511 AB');
    expect(findPlace('3511')?.name).toBe('3511');
    expect(findPlace('1012 JS')?.name).toBe('1012 JS');
  });

  it('reads a German postcode of five digits, also with a leading zero', () => {
    expect(findPlace('10115')).toMatchObject({ name: '10115', countryId: 'DE' });
    expect(distanceKm(findPlace('10115')!, findPlace('Berlin')!)).toBeLessThan(1);
    expect(distanceKm(findPlace('01067')!, findPlace('Dresden')!)).toBeLessThan(1);
    expect(distanceKm(findPlace('D-80331')!, findPlace('München')!)).toBeLessThan(1);
  });

  it('misses malformed and unassigned postcodes', () => {
    for (const term of ['0123', '351', '3511 ABC', '123456', '05123', '43210', 'D-3511']) {
      expect(findPlace(term), term).toBeNull();
    }
  });
});

describe('the shipped tables', () => {
  const check = (rows: readonly PlaceRow[], box: (typeof BOUNDS)['NL']) => {
    for (const [name, latitude, longitude] of rows) {
      expect(latitude, name).toBeGreaterThan(box.south);
      expect(latitude, name).toBeLessThan(box.north);
      expect(longitude, name).toBeGreaterThan(box.west);
      expect(longitude, name).toBeLessThan(box.east);
    }
  };

  it('holds at least 120 Dutch and 150 German places, each inside its country', () => {
    expect(NL_PLACES.length).toBeGreaterThanOrEqual(120);
    expect(DE_PLACES.length).toBeGreaterThanOrEqual(150);
    check(NL_PLACES, BOUNDS.NL);
    check(DE_PLACES, BOUNDS.DE);
  });

  it('names each place once per country', () => {
    for (const rows of [NL_PLACES, DE_PLACES]) {
      const keys = rows.map(([name]) => foldName(name));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('gives every two-digit postcode area a town of the table', () => {
    for (let area = 10; area <= 99; area++) {
      expect(findPlace(`${area}00`), String(area)).not.toBeNull();
    }
    expect(Object.keys(NL_POSTCODE_AREAS)).toHaveLength(90);
    const unused = new Set(['00', '05', '43', '62']);
    for (let area = 0; area <= 99; area++) {
      const key = String(area).padStart(2, '0');
      const place = findPlace(`${key}123`);
      if (unused.has(key)) expect(place, key).toBeNull();
      else expect(place?.countryId, key).toBe('DE');
    }
    expect(Object.keys(DE_POSTCODE_AREAS)).toHaveLength(96);
  });
});
