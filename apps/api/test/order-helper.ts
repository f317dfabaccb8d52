/**
 * Helpers of the order tests: a cart with lines, an order body, the payment call and the test
 * provider's page, the rows an order wrote.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { giftCardCodeFromBytes } from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { makeFixtureCatalog } from './fixtures/catalog.ts';
import type { TestShop } from './helper.ts';

/** Monday 23 November 2026, noon in Amsterdam: the shop is open. */
export const MONDAY_NOON = new Date('2026-11-23T11:00:00Z');
/** Sunday 22 November 2026: closed. */
export const SUNDAY_NOON = new Date('2026-11-22T11:00:00Z');

export function address(overrides: Record<string, unknown> = {}) {
  return {
    firstname: 'Anna',
    lastname: 'Jansen',
    street: ['Kerkstraat', '12', 'b'],
    city: 'Utrecht',
    postcode: '3511 AB',
    country_id: 'NL',
    telephone: '0612345678',
    ...overrides,
  };
}

export function orderBody(
  cartId: string | null,
  products: { sku: string; qty: number; [key: string]: unknown }[],
  overrides: Record<string, unknown> = {},
  info: Record<string, unknown> = {},
) {
  // Each store view offers its own country's methods: iDEAL in the Dutch, PayPal in the German.
  const german = overrides.store_code === 'de';
  return {
    order_id: `${Date.now()}-${randomUUID()}`,
    created_at: new Date().toString(),
    updated_at: new Date().toString(),
    transmited: true,
    user_id: '',
    cart_id: cartId ?? '',
    store_code: 'nl',
    products,
    addressInformation: {
      shippingAddress: address(),
      billingAddress: address({ email: 'anna@example.nl' }),
      shipping_method_code: 'flatrate',
      shipping_carrier_code: 'flatrate',
      payment_method_code: german ? 'buckaroo_magento2_paypal' : 'buckaroo_magento2_ideal',
      payment_method_additional: german ? {} : { issuer: 'INGBNL2A' },
      ...info,
    },
    ...overrides,
  };
}

export async function createCart(
  t: TestShop,
  lines: { sku: string; qty: number; product_option?: unknown }[],
  query = '',
): Promise<string> {
  const created = await t.call({ method: 'POST', url: `/api/cart/create${query}` });
  expect(created.status).toBe(200);
  const cartId = created.body.result as string;
  const sep = query ? '&' : '?';
  for (const line of lines) {
    const answer = await t.call({
      method: 'POST',
      url: `/api/cart/update${query}${sep}cartId=${cartId}`,
      payload: { cartItem: line },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  return cartId;
}

export function placeOrder(t: TestShop, body: unknown, query = '') {
  return t.call({ method: 'POST', url: `/api/order${query}`, payload: body as object });
}

/**
 * The storefront's payment call for an order body: its cart, payment method and issuer, the
 * shopper's e-mail, and `extra` fields of paymentInformation when a test needs them.
 */
export function startPayment(
  t: TestShop,
  order: ReturnType<typeof orderBody>,
  options: { query?: string; email?: string; extra?: object } = {},
) {
  return t.call({
    method: 'POST',
    url: `/api/ext/buckaroo/payment-information${options.query ?? ''}`,
    payload: {
      paymentInformation: {
        cartId: order.cart_id || null,
        billingAddress: { countryId: 'NL' },
        email: options.email ?? 'anna@example.nl',
        paymentMethod: {
          method: order.addressInformation.payment_method_code,
          additional_data: order.addressInformation.payment_method_additional,
        },
        ...options.extra,
      },
      order,
    },
  });
}

/**
 * A button on the test provider's page of a payment (its redirect), as the shopper clicks it:
 * approve, cancel or fail push the outcome to the shop, resend pushes the last one again.
 */
export function providerAction(
  t: TestShop,
  redirectUrl: string,
  action: 'approve' | 'cancel' | 'fail' | 'resend',
) {
  return t.app.inject({
    method: 'POST',
    url: new URL(redirectUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
}

export async function stockOf(t: TestShop, sku: string): Promise<number> {
  const [row] = await t.shop.db
    .select({ qty: schema.stockItems.qty })
    .from(schema.stockItems)
    .where(eq(schema.stockItems.sku, sku));
  return row!.qty;
}

export async function setStock(t: TestShop, sku: string, qty: number): Promise<void> {
  await t.shop.db
    .update(schema.stockItems)
    .set({ qty, isInStock: true, manageStock: true })
    .where(eq(schema.stockItems.sku, sku));
}

export async function ordersWithId(t: TestShop, orderId: string) {
  return t.shop.db.select().from(schema.orders).where(eq(schema.orders.orderId, orderId));
}

/**
 * The fixture catalogue's gift card asks for its recipient as the demo's does: a name (required),
 * an e-mail address (required) and a personal message (custom options 2, 3 and 4).
 */
export function addGiftCardRecipientOptions(catalog: ReturnType<typeof makeFixtureCatalog>): void {
  const card = catalog.products.find((product) => product.sku === 'CADEAUKAART');
  const text = (optionId: number, title: string, type: 'field' | 'area', position: number) => ({
    optionId,
    title: { nl: title, de: title },
    type,
    required: type === 'field',
    position,
    values: [],
  });
  card?.customOptions?.push(
    text(2, 'Naam van de ontvanger', 'field', 2),
    text(3, 'E-mailadres van de ontvanger', 'field', 3),
    text(4, 'Persoonlijke boodschap', 'area', 4),
  );
}

/**
 * A gift card of the test's own, stored as the shop stores one (the keyed hash of its code and
 * its last four characters); its code.
 */
export async function insertGiftCard(
  t: TestShop,
  card: { balance: number; initialValue?: number; expiresAt?: Date },
): Promise<string> {
  const code = giftCardCodeFromBytes(randomBytes(16));
  await t.shop.db.insert(schema.giftCards).values({
    ...(await t.app.services.giftCards.storedCode(code)),
    initialValue: card.initialValue ?? Math.max(card.balance, 1),
    balance: card.balance,
    currency: 'EUR',
    expiresAt: card.expiresAt ?? new Date('2028-01-01T00:00:00Z'),
    storeCode: 'nl',
  });
  return code;
}
