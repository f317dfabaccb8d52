/**
 * Street and town filled in from a Dutch postcode and house number (GET /api/address/nl-postcode),
 * in the checkout and the account's address:
 * a field takes the found value only while it is empty or still holds what an earlier lookup put
 * there, so what the shopper typed is never replaced, and every field stays editable. A postcode
 * alone fills the town; an unknown postcode, or no connection, fills nothing and says nothing.
 */
import { NL_POSTCODE_PATTERN } from '@shop/core';
import { useEffect, useRef } from 'react';
import { getDutchAddress } from './address-api.ts';

/** The two lines a lookup may fill. */
export interface AddressLines {
  street: string;
  city: string;
}

/** What the lookups put in each line, or null while it put nothing there. */
export interface FilledLines {
  street: string | null;
  city: string | null;
}

/** What the shop found for a postcode (and house number). */
export interface FoundAddress {
  city: string;
  street?: string;
}

export const NOTHING_FILLED: FilledLines = { street: null, city: null };

/**
 * The lookup an address asks for: a Dutch postcode, and its house number when that is a whole
 * number (12 of '12'; '12a' or '' look up the town alone); null when there is nothing to look up.
 */
export function dutchAddressQuery(address: {
  country: string;
  postcode: string;
  houseNumber: string;
}): { postcode: string; houseNumber: number | null } | null {
  const postcode = address.postcode.trim();
  if (address.country !== 'NL' || !NL_POSTCODE_PATTERN.test(postcode)) return null;
  const number = /^[1-9][0-9]{0,4}$/.test(address.houseNumber.trim())
    ? Number(address.houseNumber.trim())
    : null;
  return { postcode, houseNumber: number };
}

/** Whether a line may take a found value: empty, or still what a lookup put there. */
function isFillable(value: string, filled: string | null): boolean {
  return value.trim() === '' || value === filled;
}

/** The lines after a lookup found `found`, and what the lookups have put in them since. */
export function fillAddressLines(
  current: AddressLines,
  filled: FilledLines,
  found: FoundAddress,
): { lines: AddressLines; filled: FilledLines } {
  const lines = { ...current };
  const next = { ...filled };
  for (const name of ['street', 'city'] as const) {
    const value = found[name];
    if (value && isFillable(current[name], filled[name])) {
      lines[name] = value;
      next[name] = value;
    }
  }
  return { lines, filled: next };
}

/**
 * Looks up the address whenever its country, postcode or house number changes, and hands
 * `fill` a change of the current lines (applied to the state as it is when the answer comes).
 */
export function useDutchAddressFill(
  address: { country: string; postcode: string; houseNumber: string } & AddressLines,
  fill: (change: (current: AddressLines) => AddressLines) => void,
): void {
  const filled = useRef<FilledLines>(NOTHING_FILLED);
  const query = dutchAddressQuery(address);
  const key = query ? `${query.postcode}|${query.houseNumber ?? ''}` : null;
  // Nothing to fill: both lines hold what the shopper typed.
  const wanted =
    isFillable(address.street, filled.current.street) ||
    isFillable(address.city, filled.current.city);
  const fillRef = useRef(fill);
  fillRef.current = fill;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the query
  useEffect(() => {
    if (!query || !wanted) return;
    const controller = new AbortController();
    getDutchAddress(query, { signal: controller.signal })
      .then((found) => {
        if (controller.signal.aborted) return;
        fillRef.current((current) => {
          const result = fillAddressLines(current, filled.current, found);
          filled.current = result.filled;
          return result.lines;
        });
      })
      // An unknown postcode or no connection: the shopper types street and town.
      .catch(() => undefined);
    return () => controller.abort();
  }, [key, wanted]);
}
