/**
 * The checkout's details (personal details, shipping details, payment details, modifiedAt), kept in
 * localStorage per store view while the shopper is "in checkout" (changed within the last 30
 * minutes), so a reload or the trip to the cart and back keeps what was typed. Older details are
 * dropped; the account fills in the rest. While in checkout the cart never surprises the shopper:
 * its syncs keep the client's lines and it shows no "added to cart" notices (the original's rule).
 */
import { type CheckoutInput, isInCheckout, type StoreCode } from '@shop/core';

/** The shopper's address as the checkout form holds it (core's checkout input). */
export type CheckoutAddress = CheckoutInput['address'];

export interface CheckoutDetails {
  personal: { firstName: string; lastName: string; email: string };
  address: CheckoutAddress;
  /** The address was checked and saved: only then may shipping methods be chosen. */
  addressSaved: boolean;
  shipping: { carrierCode: string; methodCode: string } | null;
  /** The chosen store of a pick-up (carrier instorepickup, method maven). */
  pickupLocationCode: string | null;
  /**
   * Where the pick-up stores are looked for first: the postcode of a store the shopper asked to
   * pick up in (the in-store page); absent, the address's postcode or town.
   */
  pickupSearch?: string;
  payment: { method: string | null; issuer: string | null };
  modifiedAt: number;
}

const storageKey = (storeCode: StoreCode) => `shop/checkout/${storeCode}`;

/** The saved details of a store view's checkout, when the shopper is still in checkout. */
export function loadCheckoutDetails(
  storeCode: StoreCode,
  now: number = Date.now(),
): CheckoutDetails | null {
  try {
    const text = localStorage.getItem(storageKey(storeCode));
    if (!text) return null;
    const details = JSON.parse(text) as CheckoutDetails;
    if (!isInCheckout(details.modifiedAt, now)) {
      localStorage.removeItem(storageKey(storeCode));
      return null;
    }
    return details;
  } catch {
    return null;
  }
}

/** Keeps the details (stamped with the time of the change). */
export function saveCheckoutDetails(storeCode: StoreCode, details: CheckoutDetails): void {
  try {
    localStorage.setItem(storageKey(storeCode), JSON.stringify(details));
  } catch {
    // Without storage the checkout still works; a reload starts it again.
  }
}

/** Forgets the details (after an order, and at logout). */
export function clearCheckoutDetails(storeCode: StoreCode): void {
  try {
    localStorage.removeItem(storageKey(storeCode));
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** Whether the shopper is in the checkout of a store view now (changed it within 30 minutes). */
export function isUserInCheckout(storeCode: StoreCode, now: number = Date.now()): boolean {
  return loadCheckoutDetails(storeCode, now) !== null;
}
