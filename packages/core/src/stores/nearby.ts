/**
 * Stores (or any places) near a point: nearest first within a radius, distances rounded to one
 * decimal for display, and the latitude/longitude box a database narrows by first.
 */
import { distanceKm, type GeoPoint } from '../geo/distance.ts';

/** Kilometres per degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = 111.2;

/** A latitude/longitude box (degrees), edges included. */
export interface GeoBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/**
 * A box that holds every point within `km` of the centre: the database narrows by it and the
 * exact great-circle distance decides. Wider than needed, never narrower; near a pole (or for a
 * one over the date line) it spans every longitude.
 */
export function boxAround(centre: GeoPoint, km: number): GeoBox {
  const dLat = km / KM_PER_DEGREE;
  const cos = Math.cos((centre.latitude * Math.PI) / 180);
  const dLon = cos > 0.01 ? km / (KM_PER_DEGREE * cos) : 180;
  const minLongitude = centre.longitude - dLon;
  const maxLongitude = centre.longitude + dLon;
  // A box over the date line would wrap around: it takes every longitude instead.
  const wraps = minLongitude < -180 || maxLongitude > 180;
  return {
    minLatitude: centre.latitude - dLat,
    maxLatitude: centre.latitude + dLat,
    minLongitude: wraps ? -180 : minLongitude,
    maxLongitude: wraps ? 180 : maxLongitude,
  };
}

/** A distance as shown to a shopper: kilometres with one decimal. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

/**
 * The items within `radiusKm` of `centre`, nearest first (equal distances by name), each with
 * its exact distance in km.
 */
export function nearestWithin<T extends GeoPoint & { name: string }>(
  centre: GeoPoint,
  items: readonly T[],
  radiusKm: number,
): { item: T; km: number }[] {
  return items
    .map((item) => ({ item, km: distanceKm(centre, item) }))
    .filter(({ km }) => km <= radiusKm)
    .sort((a, b) => a.km - b.km || a.item.name.localeCompare(b.item.name));
}
