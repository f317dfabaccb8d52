/**
 * A store and a place as every store answer names them (the pick-up search, the store locator,
 * a store's page): the same fields in the same wire spelling wherever they appear.
 */
import type { Place } from '../geo/find-place.ts';

/** A store's name, address, contacts and position, as stored. */
export interface StoreAddress {
  name: string;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  countryId: string;
  phone: string;
  email: string | null;
  latitude: number;
  longitude: number;
}

/** A store's name, address, contacts and position, as every store answer names them. */
export function storeAddressView(store: StoreAddress) {
  return {
    name: store.name,
    street: store.street,
    house_number: store.houseNumber,
    postcode: store.postcode,
    city: store.city,
    country_id: store.countryId,
    phone: store.phone,
    email: store.email,
    latitude: store.latitude,
    longitude: store.longitude,
  };
}

/** Where a search term was found, as store answers name it. */
export function placeView(place: Place) {
  return {
    name: place.name,
    country_id: place.countryId,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}
