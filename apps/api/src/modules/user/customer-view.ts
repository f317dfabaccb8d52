/**
 * The customer as the account calls answer it, in Magento's customer shape: addresses with the
 * customer's id, the default shipping and billing address ids, the push token as a custom
 * attribute.
 */
import type { Customer } from '@shop/contracts';
import { storedStoreView } from '@shop/core';
import type { schema } from '@shop/db';

type CustomerRow = typeof schema.customers.$inferSelect;

/** All customers belong to one website (Magento's id 1); store_id is their store view's id. */
const WEBSITE_ID = 1;

export function toCustomerView(row: CustomerRow): Customer {
  const view = storedStoreView(row.storeCode);
  const addresses = row.addresses.map((address) => ({
    id: address.id,
    customer_id: row.id,
    firstname: address.firstname,
    lastname: address.lastname,
    middlename: address.middlename ?? null,
    company: address.company ?? null,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    country_id: address.country_id,
    region: { region: address.region ?? null },
    telephone: address.telephone ?? null,
    default_shipping: address.default_shipping === true,
    default_billing: address.default_billing === true,
  }));
  const defaultShipping = addresses.find((address) => address.default_shipping);
  const defaultBilling = addresses.find((address) => address.default_billing);
  return {
    id: row.id,
    group_id: row.groupId,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    website_id: WEBSITE_ID,
    store_id: view.id,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...(defaultShipping ? { default_shipping: String(defaultShipping.id) } : {}),
    ...(defaultBilling ? { default_billing: String(defaultBilling.id) } : {}),
    addresses,
    custom_attributes: row.pushNotificationToken
      ? [{ attribute_code: 'push_notification_token', value: row.pushNotificationToken }]
      : [],
  };
}
