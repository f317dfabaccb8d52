import type { StoreSummary } from '@shop/contracts';
import * as contracts from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  directionsUrl,
  formatDistance,
  formatHours,
  parseStoreSearch,
  STORE_SEARCH_DISTANCE_KM,
  STORE_SEARCH_MAX_DISTANCE_KM,
  storeJsonLd,
  storeSearchQuery,
  telHref,
  weekdayName,
  widerRadius,
} from './store-locator.ts';

const STORE: StoreSummary = {
  code: 'amsterdam',
  slug: 'amsterdam',
  name: 'Kindershop Amsterdam',
  street: 'Kalverstraat',
  house_number: '92',
  postcode: '1012 PH',
  city: 'Amsterdam',
  country_id: 'NL',
  phone: '+31 20 625 1840',
  email: 'amsterdam@kindershop.example',
  latitude: 52.3695,
  longitude: 4.8917,
  distance: 1.2,
  is_pickup_location: true,
  opening_hours: { '1': '12:00-18:00', '4': '09:30-21:00', '6': '09:30-17:00' },
  open_now: true,
  today: { weekday: 4, hours: '09:30-21:00' },
};

const params = (query: string) => new URLSearchParams(query);

describe('parseStoreSearch', () => {
  it('searches by a place or postcode within the initial radius of 30 km', () => {
    expect(parseStoreSearch(params('q=+3511+AB+'))).toEqual({
      search: { kind: 'place', q: '3511 AB', distance: 30 },
      badPosition: false,
    });
  });

  it('prefers a position to a place, rounded to about 100 m', () => {
    expect(parseStoreSearch(params('q=Utrecht&lat=52.090737&lng=5.121420&distance=60'))).toEqual({
      search: { kind: 'position', lat: 52.091, lng: 5.121, distance: 60 },
      badPosition: false,
    });
  });

  it('lists every store when nothing is asked, and says so when the position is no position', () => {
    expect(parseStoreSearch(params(''))).toEqual({ search: { kind: 'all' }, badPosition: false });
    for (const query of ['lat=52.1', 'lat=91&lng=5', 'lat=abc&lng=5', 'lat=52&lng=1e3']) {
      expect(parseStoreSearch(params(query))).toEqual({
        search: { kind: 'all' },
        badPosition: true,
      });
    }
  });

  it('keeps only the radius steps; any other distance is the initial radius', () => {
    expect(parseStoreSearch(params('q=Ulm&distance=250')).search).toMatchObject({ distance: 250 });
    expect(parseStoreSearch(params('q=Ulm&distance=9999')).search).toMatchObject({ distance: 30 });
    expect(parseStoreSearch(params('q=Ulm&distance=-1')).search).toMatchObject({ distance: 30 });
  });
});

describe('storeSearchQuery', () => {
  it('writes a search back as the URL query, without the initial radius', () => {
    expect(storeSearchQuery({ kind: 'place', q: 'Den Haag', distance: 30 })).toBe('?q=Den+Haag');
    expect(storeSearchQuery({ kind: 'position', lat: 52.0907, lng: 5.1214, distance: 60 })).toBe(
      '?lat=52.091&lng=5.121&distance=60',
    );
    expect(storeSearchQuery({ kind: 'all' })).toBe('');
  });
});

describe('the radii', () => {
  it('start and end where the API does', () => {
    expect(STORE_SEARCH_DISTANCE_KM).toBe(contracts.STORE_SEARCH_DISTANCE_KM);
    expect(STORE_SEARCH_MAX_DISTANCE_KM).toBe(contracts.STORE_SEARCH_MAX_DISTANCE_KM);
  });
});

describe('widerRadius', () => {
  it('steps from 30 km to 500 km and then stops', () => {
    expect([30, 60, 120, 250, 500].map(widerRadius)).toEqual([60, 120, 250, 500, null]);
  });
});

describe('how a store is written', () => {
  it('gives distances with one decimal in the page language', () => {
    expect(formatDistance(2.4, 'nl-NL')).toBe('2,4 km');
    expect(formatDistance(12, 'de-DE')).toBe('12,0 km');
  });

  it('names weekdays from Monday (1) to Sunday (7)', () => {
    expect(weekdayName(1, 'nl-NL')).toBe('maandag');
    expect(weekdayName(7, 'de-DE')).toBe('Sonntag');
  });

  it('writes hours with a dash between the times, and phone numbers as tel: links', () => {
    expect(formatHours('09:30-18:00')).toBe('09:30–18:00');
    expect(telHref('+31 20 625 1840')).toBe('tel:+31206251840');
  });

  it('plans the route to the store by its position', () => {
    expect(directionsUrl(STORE)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=52.3695%2C4.8917',
    );
  });
});

describe('storeJsonLd', () => {
  it('describes the store as a schema.org Store with its address and open days only', () => {
    const json = storeJsonLd(STORE, 'https://shop.example/storelocator/amsterdam', 'Kindershop');
    expect(json).toMatchObject({
      '@type': 'Store',
      name: 'Kindershop Amsterdam',
      telephone: '+31 20 625 1840',
      address: { streetAddress: 'Kalverstraat 92', postalCode: '1012 PH', addressCountry: 'NL' },
      geo: { latitude: 52.3695, longitude: 4.8917 },
    });
    expect(json.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Monday',
        opens: '12:00',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Thursday',
        opens: '09:30',
        closes: '21:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '09:30',
        closes: '17:00',
      },
    ]);
  });
});
