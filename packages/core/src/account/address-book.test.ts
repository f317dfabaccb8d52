import { describe, expect, it } from 'vitest';
import { type AddressBookEntry, withDefaultAddress } from './address-book.ts';

const home: AddressBookEntry = {
  id: 1,
  firstname: 'Anna',
  lastname: 'Jansen',
  street: ['Kerkstraat', '12', ''],
  city: 'Utrecht',
  postcode: '3511 AB',
  country_id: 'NL',
  telephone: null,
  default_shipping: true,
  default_billing: true,
};

describe('withDefaultAddress', () => {
  it('adds a new address as the default and keeps the others', () => {
    const work = { ...home, id: undefined, street: ['Dorpsweg', '3', ''], postcode: '1234 AB' };
    const list = withDefaultAddress([home], work);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ street: ['Dorpsweg', '3', ''], default_shipping: true });
    expect(list[0]!.id).toBeUndefined();
    expect(list[1]).toMatchObject({ id: 1, default_shipping: false, default_billing: false });
  });

  it('updates the stored address at the same place (postcode spelled otherwise)', () => {
    const again = { ...home, id: undefined, postcode: '3511ab', telephone: '0612345678' };
    const list = withDefaultAddress([home], again);
    expect(list).toEqual([{ ...again, id: 1, default_shipping: true, default_billing: true }]);
  });

  it('stores the first address of an empty address book', () => {
    expect(withDefaultAddress([], { ...home, id: undefined })).toHaveLength(1);
  });
});
