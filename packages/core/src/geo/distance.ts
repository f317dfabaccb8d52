/** A point in WGS84 degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The mean earth radius (IUGG), the usual choice for great-circle distances. */
export const EARTH_RADIUS_KM = 6371.0088;

/**
 * Great-circle distance in kilometres (haversine). A sphere is off by at most ~0.5 % against the
 * ellipsoid: plenty for "stores within 30 km".
 */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  // min() keeps rounding from pushing h past 1 for antipodal points (asin would give NaN).
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
