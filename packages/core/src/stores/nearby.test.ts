import { describe, expect, it } from 'vitest';
import { distanceKm } from '../geo/distance.ts';
import { boxAround, nearestWithin, roundKm } from './nearby.ts';

const UTRECHT = { latitude: 52.0907, longitude: 5.1214 };
const stores = [
  { name: 'Amsterdam', latitude: 52.3695, longitude: 4.8917 },
  { name: 'Utrecht', latitude: 52.0917, longitude: 5.1197 },
  { name: 'Groningen', latitude: 53.2158, longitude: 6.5673 },
];

describe('nearestWithin', () => {
  it('keeps the places within the radius, nearest first', () => {
    const found = nearestWithin(UTRECHT, stores, 50);
    expect(found.map(({ item }) => item.name)).toEqual(['Utrecht', 'Amsterdam']);
    expect(found[1]!.km).toBeCloseTo(distanceKm(UTRECHT, stores[0]!), 9);
  });

  it('orders places at the same distance by name', () => {
    const twins = [
      { name: 'B', latitude: 52, longitude: 5 },
      { name: 'A', latitude: 52, longitude: 5 },
    ];
    expect(nearestWithin(UTRECHT, twins, 500).map(({ item }) => item.name)).toEqual(['A', 'B']);
  });
});

describe('boxAround', () => {
  it('holds every point of the radius', () => {
    const box = boxAround(UTRECHT, 150);
    for (const { item } of nearestWithin(UTRECHT, stores, 150)) {
      expect(item.latitude).toBeGreaterThanOrEqual(box.minLatitude);
      expect(item.latitude).toBeLessThanOrEqual(box.maxLatitude);
      expect(item.longitude).toBeGreaterThanOrEqual(box.minLongitude);
      expect(item.longitude).toBeLessThanOrEqual(box.maxLongitude);
    }
  });

  it('takes every longitude when the radius crosses the date line or nears a pole', () => {
    expect(boxAround({ latitude: 0, longitude: 179.9 }, 100)).toMatchObject({
      minLongitude: -180,
      maxLongitude: 180,
    });
    expect(boxAround({ latitude: 89.99, longitude: 0 }, 10)).toMatchObject({
      minLongitude: -180,
      maxLongitude: 180,
    });
  });
});

describe('roundKm', () => {
  it('shows one decimal', () => {
    expect(roundKm(12.345)).toBe(12.3);
    expect(roundKm(0.04)).toBe(0);
  });
});
