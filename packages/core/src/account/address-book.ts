/**
 * The checkout's "Save this address in my account": the address becomes the account's default
 * shipping and billing address. A stored address with the same street, house number, addition,
 * postcode and country is that address (it keeps its id and takes the new name, city and phone);
 * otherwise the address is added. The other addresses stay, no longer default.
 */

export interface AddressBookEntry {
  id?: number;
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  telephone?: string | null;
  default_shipping?: boolean;
  default_billing?: boolean;
}

const sameText = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().replace(/\s+/g, '').toUpperCase() ===
  (b ?? '').trim().replace(/\s+/g, '').toUpperCase();

/** Whether two addresses are the same place (street, number, addition, postcode, country). */
export function isSameAddress(a: AddressBookEntry, b: AddressBookEntry): boolean {
  return (
    [0, 1, 2].every((index) => sameText(a.street[index], b.street[index])) &&
    sameText(a.postcode, b.postcode) &&
    sameText(a.country_id, b.country_id)
  );
}

/** The address list to store: the address as the default, the others kept (not default). */
export function withDefaultAddress(
  stored: readonly AddressBookEntry[],
  address: AddressBookEntry,
): AddressBookEntry[] {
  const same = stored.find((entry) => isSameAddress(entry, address));
  const chosen: AddressBookEntry = {
    ...address,
    ...(same?.id !== undefined ? { id: same.id } : {}),
    default_shipping: true,
    default_billing: true,
  };
  const others = stored
    .filter((entry) => entry !== same)
    .map((entry) => ({ ...entry, default_shipping: false, default_billing: false }));
  return [chosen, ...others];
}
