/**
 * Customers and orders of the journeys made over the API: a new customer with a login, the
 * login put into the page's storage as the login modal leaves it, and an order of one product
 * placed through the storefront's payment call.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, uniqueEmail } from './fixtures.ts';
import { readNewestMail } from './mails.ts';

const PASSWORD = 'Wandel-Wagen-2026';
const ACCESS_TOKEN_KEY = 'shop/user/current-token';
const REFRESH_TOKEN_KEY = 'shop/user/current-refresh-token';

/** A Dutch delivery address of the journeys. */
const ADDRESS = {
  firstname: 'Sanne',
  lastname: 'de Vries',
  street: ['Oudegracht', '12', 'b'],
  city: 'Utrecht',
  postcode: '3511 AB',
  country_id: 'NL',
  telephone: '0612345678',
};

export interface ApiCustomer {
  email: string;
  token: string;
  refreshToken: string;
}

/**
 * A new customer of a store view (`<label>-…@example…`) who confirmed the address by the link of
 * the welcome mail (the newsletter treats only a confirmed address as the customer's own), or
 * with `confirmed: false` has not yet, logged in over the API.
 */
export async function newApiCustomer(
  request: APIRequestContext,
  label: string,
  storeCode: string,
  { confirmed = true }: { confirmed?: boolean } = {},
): Promise<ApiCustomer> {
  const email = uniqueEmail(label);
  const created = await request.post(`/api/user/create?storeCode=${storeCode}`, {
    data: { customer: { email, firstname: 'Sanne', lastname: 'de Vries' }, password: PASSWORD },
  });
  expect(created.status()).toBe(200);
  if (confirmed) {
    const welcome = await readNewestMail('welcome', email);
    const token = new URL(String(welcome.data.confirmUrl)).searchParams.get('token');
    expect((await request.post('/api/user/confirm-email', { data: { token } })).status()).toBe(200);
  }
  const login = await request.post('/api/user/login', {
    data: { username: email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const body = await login.json();
  return { email, token: body.result as string, refreshToken: body.meta.refreshToken as string };
}

/** Opens the store view's home with the customer's login stored, as the login modal leaves it. */
export async function storeLogin(page: Page, customer: ApiCustomer, prefix: string) {
  await page.goto(`${prefix}/`);
  await page.evaluate(
    ([keys, values]) => {
      localStorage.setItem(keys[0], values[0]);
      localStorage.setItem(keys[1], values[1]);
    },
    [
      [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY],
      [customer.token, customer.refreshToken],
    ] as const,
  );
}

/**
 * A method paid on the provider's page that the store view offers (each view offers its own
 * country's methods): iDEAL with a bank in the Dutch view, PayPal in the German one.
 */
export function providerPaymentOf(storeCode: string): {
  method: string;
  additional: Record<string, string>;
  title: string;
} {
  return storeCode === 'de'
    ? { method: 'buckaroo_magento2_paypal', additional: {}, title: 'PayPal' }
    : { method: 'buckaroo_magento2_ideal', additional: { issuer: 'INGBNL2A' }, title: 'iDEAL' };
}

/**
 * The customer's order of `qty` of one product (a simple or child sku), delivered to ADDRESS,
 * placed with the storefront's payment call: a coupon applied to the cart first when given.
 * Answers the call's result (orderNumber, order_hash, buckaroo_response).
 */
export async function placeApiOrder(
  request: APIRequestContext,
  customer: ApiCustomer,
  order: {
    storeCode: string;
    sku: string;
    qty: number;
    method: string;
    additional?: Record<string, string>;
    coupon?: string;
  },
) {
  const auth = `token=${encodeURIComponent(customer.token)}&storeCode=${order.storeCode}`;
  const created = await request.post(`/api/cart/create?${auth}`);
  const cartId = (await created.json()).result as string;
  const added = await request.post(`/api/cart/update?${auth}&cartId=${cartId}`, {
    data: { cartItem: { sku: order.sku, qty: order.qty, quoteId: cartId } },
  });
  expect(added.status(), await added.text()).toBe(200);
  if (order.coupon) {
    const applied = await request.post(
      `/api/cart/apply-coupon?${auth}&cartId=${cartId}&coupon=${order.coupon}`,
    );
    expect(applied.status(), await applied.text()).toBe(200);
  }
  const additional = order.additional ?? {};
  const placed = await request.post(`/api/ext/buckaroo/payment-information?${auth}`, {
    data: {
      paymentInformation: {
        cartId,
        email: customer.email,
        paymentMethod: { method: order.method, additional_data: additional },
      },
      order: {
        order_id: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        created_at: new Date().toString(),
        updated_at: new Date().toString(),
        transmited: true,
        user_id: '',
        cart_id: cartId,
        store_code: order.storeCode,
        products: [{ sku: order.sku, qty: order.qty }],
        addressInformation: {
          shippingAddress: ADDRESS,
          billingAddress: { ...ADDRESS, email: customer.email },
          shipping_method_code: 'flatrate',
          shipping_carrier_code: 'flatrate',
          payment_method_code: order.method,
          payment_method_additional: additional,
        },
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return (await placed.json()).result as {
    orderNumber: string;
    order_hash: string;
    buckaroo_response: { RequiredAction: { RedirectURL: string } } | null;
  };
}
