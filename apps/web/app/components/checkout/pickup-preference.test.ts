import { STORE_VIEWS } from '@shop/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../lib/user-api.ts';
import { preferPickupIn, takePickupPreference } from '../../stores/pickup-preference.ts';
import { initialDetails } from './use-checkout.ts';

const UTRECHT = {
  code: 'utrecht',
  name: 'Kindershop Utrecht',
  city: 'Utrecht',
  postcode: '3511 AZ',
  latitude: 52.0917,
  longitude: 5.1197,
  isPickupLocation: true,
};

const CUSTOMER = {
  firstname: 'Sanne',
  lastname: 'de Vries',
  email: 'sanne@example.com',
  addresses: [],
  default_shipping: null,
} as unknown as CurrentUser;

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
});

describe('the pick-up store asked for on the in-store page', () => {
  it('is never a store that takes no pick-ups, nor one kept before that was known', () => {
    preferPickupIn('nl', { ...UTRECHT, isPickupLocation: false });
    expect(takePickupPreference('nl')).toBeNull();
    const { isPickupLocation: _unknown, ...older } = UTRECHT;
    localStorage.setItem('shop/pickup-store/nl', JSON.stringify(older));
    expect(takePickupPreference('nl')).toBeNull();
  });

  it('is handed to the checkout once, per store view', () => {
    preferPickupIn('nl', UTRECHT);
    expect(takePickupPreference('de')).toBeNull();
    expect(takePickupPreference('nl')).toEqual(UTRECHT);
    expect(takePickupPreference('nl')).toBeNull();
  });

  it('makes the checkout start with the pick-up in that store, searched around its postcode', () => {
    preferPickupIn('nl', UTRECHT);
    const details = initialDetails(STORE_VIEWS.nl, CUSTOMER);
    expect(details.shipping).toEqual({ carrierCode: 'instorepickup', methodCode: 'maven' });
    expect(details.pickupLocationCode).toBe('utrecht');
    expect(details.pickupSearch).toBe('3511 AZ');
    // Read once: a later checkout starts without it.
    expect(initialDetails(STORE_VIEWS.nl, CUSTOMER).shipping).toBeNull();
  });

  it('ignores a kept value that is not a store', () => {
    localStorage.setItem('shop/pickup-store/nl', '{"code":1}');
    expect(takePickupPreference('nl')).toBeNull();
  });
});
