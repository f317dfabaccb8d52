/**
 * Street and town filled in from a Dutch postcode and house number (GET /api/address/nl-postcode),
 * in the checkout and the account's address (the Dutch custom: postcode and house number first).
 *
 * Every change of the postcode or the house number looks the address up again, and the answer
 * replaces street and town: a street or town that belongs to another postcode is never kept
 * (changing 1071 XX to a Haarlem postcode must not leave 'Museumstraat, Amsterdam'). A line the
 * answer does not name (the shop knows the town of the postcode, not the street of the number)
 * stays only while it was written for the same postcode (a street the shopper typed stays when
 * only the house number changes); else it is emptied. A postcode the shop does not know empties
 * the lines of other postcodes the same way and is said at the field. The lines stay editable: the
 * shopper corrects a looked-up street by hand, and it stays until the postcode or number changes.
 * The address the form opens with is not looked up (it is the shopper's own), and no connection
 * changes nothing and says nothing.
 */
import { compactPostcode, NL_POSTCODE_PATTERN } from '@shop/core';
import { useEffect, useRef, useState } from 'react';
import { getDutchAddress } from './address-api.ts';
import { ApiError } from './api.ts';

/** The two lines a lookup may fill. */
export interface AddressLines {
  street: string;
  city: string;
}

/**
 * The postcode (compact, '1071XX') each line was last written for; null when it was written
 * while no postcode was complete (it then belongs to the postcode that comes).
 */
interface LineOwners {
  street: string | null;
  city: string | null;
}

/** What the shop found for a postcode (and house number). */
interface FoundAddress {
  city: string;
  street?: string;
}

/** The lookup of the form as it stands: nothing asked, the postcode unknown to the shop, or fine. */
export type DutchAddressLookup = { kind: 'idle' } | { kind: 'unknown'; postcode: string };

/**
 * The lookup an address asks for: a Dutch postcode, and its house number when it starts with a
 * whole number (12 of '12' or '12a'; '' looks up the town alone); null when there is nothing to
 * look up.
 */
export function dutchAddressQuery(address: {
  country: string;
  postcode: string;
  houseNumber: string;
}): { postcode: string; houseNumber: number | null } | null {
  const postcode = address.postcode.trim();
  if (address.country !== 'NL' || !NL_POSTCODE_PATTERN.test(postcode)) return null;
  const digits = /^([1-9][0-9]{0,4})(?![0-9])/.exec(address.houseNumber.trim());
  return { postcode, houseNumber: digits ? Number(digits[1]) : null };
}

/** The key of a lookup: the same postcode and number look up the same address. */
function queryKey(query: { postcode: string; houseNumber: number | null } | null): string | null {
  return query ? `${compactPostcode(query.postcode)}|${query.houseNumber ?? ''}` : null;
}

/**
 * The lines after the answer for `postcode` (compact): `found` (null for a postcode the shop does
 * not know). A line the shopper changed while the lookup was on its way (`asked` holds the lines
 * of that moment) keeps the change. Else a line the answer names takes its value; another stays
 * when it was written for this postcode or before any postcode was complete, and is emptied when
 * it was written for another postcode.
 */
export function linesAfterLookup(
  current: AddressLines,
  asked: AddressLines,
  owners: LineOwners,
  postcode: string,
  found: FoundAddress | null,
): AddressLines {
  const line = (name: keyof AddressLines): string => {
    if (current[name] !== asked[name]) return current[name];
    const value = found?.[name];
    if (value) return value;
    const owner = owners[name];
    return owner === null || owner === postcode ? current[name] : '';
  };
  return { street: line('street'), city: line('city') };
}

/**
 * Looks up the address whenever its postcode or house number changes (a Dutch address), and
 * hands `fill` a change of the current lines, applied to the state as it is when the answer
 * comes. Answers what the lookup has to say at the field.
 */
export function useDutchAddressFill(
  address: { country: string; postcode: string; houseNumber: string } & AddressLines,
  fill: (change: (current: AddressLines) => AddressLines) => void,
): DutchAddressLookup {
  const query = dutchAddressQuery(address);
  const key = queryKey(query);
  const postcode = address.country === 'NL' ? compactPostcode(address.postcode) : null;
  // Which postcode each line was written for: a line that changes (typed or filled) belongs to
  // the postcode of that moment. The lines the form opens with belong to its postcode.
  const seen = useRef<AddressLines>({ street: address.street, city: address.city });
  const owners = useRef<LineOwners>({ street: postcode, city: postcode });
  for (const name of ['street', 'city'] as const) {
    if (address[name] !== seen.current[name]) {
      seen.current[name] = address[name];
      owners.current[name] = postcode;
    }
  }
  // The lookup of the address the form opened with is not made: nothing changed yet.
  const asked = useRef<string | null>(key);
  const [lookup, setLookup] = useState<DutchAddressLookup>({ kind: 'idle' });
  const fillRef = useRef(fill);
  fillRef.current = fill;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the query
  useEffect(() => {
    if (key === asked.current) return;
    asked.current = key;
    setLookup({ kind: 'idle' });
    if (!query) return;
    const compact = compactPostcode(query.postcode) ?? query.postcode;
    const linesAsked = { ...seen.current };
    const controller = new AbortController();
    const apply = (found: FoundAddress | null) =>
      fillRef.current((current) =>
        linesAfterLookup(current, linesAsked, owners.current, compact, found),
      );
    getDutchAddress(query, { signal: controller.signal })
      .then((found) => {
        if (!controller.signal.aborted) apply(found);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A postcode the shop does not know: said at the field; no connection: nothing changes.
        if (error instanceof ApiError && error.code === 404) {
          setLookup({ kind: 'unknown', postcode: query.postcode });
          apply(null);
        }
      });
    return () => controller.abort();
  }, [key]);
  return lookup;
}
