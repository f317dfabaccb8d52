/**
 * The details a checkout starts with after the e-mail step: details that hold only the typed
 * e-mail address give way to the account's names and default address (a shopper who just logged
 * in there); details with anything typed beyond it are kept.
 */
import { STORE_VIEWS } from '@shop/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../lib/user-api.ts';
import { saveCheckoutDetails } from '../../stores/checkout.ts';
import { initialDetails, newDetails } from './use-checkout.ts';

const CUSTOMER = {
  id: 4,
  firstname: 'Sanne',
  lastname: 'de Vries',
  email: 'sanne@example.com',
  default_shipping: '1',
  addresses: [
    {
      id: 1,
      firstname: 'Sanne',
      lastname: 'de Vries',
      street: ['Oudegracht', '12', 'b'],
      city: 'Utrecht',
      postcode: '3511 AB',
      country_id: 'NL',
      telephone: null,
    },
  ],
} as unknown as CurrentUser;

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
});

const keep = (details: ReturnType<typeof newDetails>) =>
  saveCheckoutDetails('nl', { ...details, modifiedAt: Date.now() });

describe('the checkout after its e-mail step', () => {
  it('starts with the account’s names and default address when only the e-mail was kept', () => {
    keep(newDetails(STORE_VIEWS.nl, { firstName: '', lastName: '', email: 'SANNE@example.com' }));
    const details = initialDetails(STORE_VIEWS.nl, CUSTOMER);
    expect(details.personal).toEqual({
      firstName: 'Sanne',
      lastName: 'de Vries',
      email: 'sanne@example.com',
    });
    expect(details.address).toMatchObject({ streetAddress: 'Oudegracht', zipCode: '3511 AB' });
  });

  it('keeps what the shopper typed beyond the e-mail', () => {
    const typed = newDetails(STORE_VIEWS.nl, { firstName: 'Noor', lastName: '', email: 'n@x.nl' });
    keep(typed);
    expect(initialDetails(STORE_VIEWS.nl, CUSTOMER).personal.firstName).toBe('Noor');
    keep({
      ...typed,
      personal: { ...typed.personal, firstName: '' },
      address: { ...typed.address, city: 'Delft' },
    });
    expect(initialDetails(STORE_VIEWS.nl, CUSTOMER).address.city).toBe('Delft');
  });
});
