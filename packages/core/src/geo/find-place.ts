/**
 * Resolves what a shopper types into the store search ("Utrecht", "3511 AB", "München",
 * "10115") to a place of the shipped gazetteer, without any network call.
 */
import type { GeoPoint } from './distance.ts';
import {
  DE_PLACES,
  DE_POSTCODE_AREAS,
  NL_PLACES,
  NL_POSTCODE_AREAS,
  type PlaceCountryId,
  type PlaceRow,
} from './places.ts';

export interface Place extends GeoPoint {
  /** The place's name, or the postcode as written in its country ('3511 AB', '10115'). */
  name: string;
  countryId: PlaceCountryId;
}

/** Dutch: four digits not starting with 0, then optionally two letters; German: five digits. */
const NL_POSTCODE = /^(?:nl[\s-]*)?([1-9]\d{3})\s*([a-z]{2})?$/i;
const DE_POSTCODE = /^(?:d(?:e)?[\s-]*)?(\d{5})$/i;

/**
 * The place a search term names, or null. Names are matched without regard to case, accents
 * and punctuation ('den haag', "'s-Gravenhage", 'Koeln', 'Köln', 'Koln' all match). A postcode
 * resolves to the main town of its two-digit area. When a name exists in both countries the
 * preferred country's place is taken.
 */
export function findPlace(query: string, preferredCountry?: PlaceCountryId): Place | null {
  const term = query.trim();
  if (term === '') return null;
  const postcode = findPostcode(term);
  if (postcode) return postcode;
  const candidates = placeIndex().get(foldName(term));
  if (!candidates) return null;
  return candidates.find((place) => place.countryId === preferredCountry) ?? candidates[0] ?? null;
}

/**
 * A name as a lookup key: lower case, without accents, ß as ss, any run of punctuation or
 * space as one space. German umlauts also have a key spelled out ('ü' as 'ue'), which is how
 * they are typed on keyboards without them; the search term is folded without that step.
 */
export function foldName(name: string, spellUmlauts = false): string {
  let text = name.toLowerCase().replace(/ß/g, 'ss');
  if (spellUmlauts) text = text.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue');
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function findPostcode(term: string): Place | null {
  const nl = NL_POSTCODE.exec(term);
  if (nl) {
    const digits = nl[1]!;
    const letters = nl[2]?.toUpperCase();
    const town = placeByName(NL_POSTCODE_AREAS[digits.slice(0, 2)], 'NL');
    return town ? { ...town, name: letters ? `${digits} ${letters}` : digits } : null;
  }
  const de = DE_POSTCODE.exec(term);
  if (de) {
    const digits = de[1]!;
    const town = placeByName(DE_POSTCODE_AREAS[digits.slice(0, 2)], 'DE');
    return town ? { ...town, name: digits } : null;
  }
  return null;
}

function placeByName(name: string | undefined, countryId: PlaceCountryId): Place | null {
  if (name === undefined) return null;
  return (
    placeIndex()
      .get(foldName(name))
      ?.find((place) => place.countryId === countryId) ?? null
  );
}

let index: Map<string, Place[]> | undefined;

/** Folded names and aliases to their places, built on first use (a few hundred entries). */
function placeIndex(): Map<string, Place[]> {
  if (index) return index;
  const built = new Map<string, Place[]>();
  const add = (rows: readonly PlaceRow[], countryId: PlaceCountryId) => {
    for (const [name, latitude, longitude, aliases = []] of rows) {
      const place: Place = { name, countryId, latitude, longitude };
      const keys = new Set<string>();
      for (const spelling of [name, ...aliases]) {
        keys.add(foldName(spelling));
        keys.add(foldName(spelling, true));
      }
      for (const key of keys) {
        const list = built.get(key);
        if (list) list.push(place);
        else built.set(key, [place]);
      }
    }
  };
  add(NL_PLACES, 'NL');
  add(DE_PLACES, 'DE');
  index = built;
  return built;
}
