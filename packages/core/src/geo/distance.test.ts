import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceKm, EARTH_RADIUS_KM } from './distance.ts';

const UTRECHT = { latitude: 52.0908, longitude: 5.1222 };
const AMSTERDAM = { latitude: 52.374, longitude: 4.8897 };
const BERLIN = { latitude: 52.5244, longitude: 13.4105 };
const MUENCHEN = { latitude: 48.1374, longitude: 11.5755 };

const point = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('distanceKm', () => {
  it('gives about 35 km from Utrecht to Amsterdam', () => {
    expect(distanceKm(UTRECHT, AMSTERDAM)).toBeCloseTo(35, 0);
  });

  it('gives about 504 km from Berlin to München', () => {
    expect(distanceKm(BERLIN, MUENCHEN)).toBeGreaterThan(500);
    expect(distanceKm(BERLIN, MUENCHEN)).toBeLessThan(510);
  });

  it('is zero for one point and half the circumference for antipodes', () => {
    expect(distanceKm(UTRECHT, UTRECHT)).toBe(0);
    const antipode = { latitude: -UTRECHT.latitude, longitude: UTRECHT.longitude - 180 };
    expect(distanceKm(UTRECHT, antipode)).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
  });

  it('is symmetric, never negative and never more than half the circumference', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceKm(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_KM + 1e-6);
        expect(distanceKm(b, a)).toBeCloseTo(d, 6);
      }),
    );
  });
});
