/**
 * The payment methods of each store view (PAYMENT_METHODS_NL, PAYMENT_METHODS_DE; defaults in
 * core): a cart lists only its view's methods, and a method the view does not offer is refused
 * with 400 naming the field, when chosen on the cart and when an order names it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { createTestShop, fieldErrorBody, type TestShop } from './helper.ts';
import { address, createCart, MONDAY_NOON, orderBody, placeOrder } from './order-helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ now: () => MONDAY_NOON });
});
afterAll(() => t.close());

async function methodsOf(cartId: string, query = ''): Promise<string[]> {
  const answer = await t.call({
    method: 'GET',
    url: `/api/cart/payment-methods${query ? `${query}&` : '?'}cartId=${cartId}`,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result.map((method: { code: string }) => method.code);
}

const select = (cartId: string, method: string, query = '') =>
  t.call({
    method: 'POST',
    url: `/api/ext/cart-extend/selected-payment-method${query ? `${query}&` : '?'}cartId=${cartId}`,
    payload: { method: { method } },
  });

describe('payment methods per store view', () => {
  it('offers a Dutch cart the Dutch methods: iDEAL, no Sofort, EPS, Bancontact or provider gift card', async () => {
    const cartId = await createCart(t, [{ sku: 'SLAB', qty: 1 }]);
    const codes = await methodsOf(cartId);
    expect(codes).toContain('buckaroo_magento2_ideal');
    expect(codes).toContain('buckaroo_magento2_transfer');
    for (const foreign of ['sofort', 'eps', 'mrcash', 'giftcards']) {
      expect(codes).not.toContain(`buckaroo_magento2_${foreign}`);
    }
  });

  it('offers a German cart the German methods: Sofort and Klarna, never iDEAL or Bancontact', async () => {
    const cartId = await createCart(t, [{ sku: 'SLAB', qty: 1 }], '?storeCode=de');
    const codes = await methodsOf(cartId, '?storeCode=de');
    expect(codes).toEqual([
      'buckaroo_magento2_creditcard',
      'buckaroo_magento2_paypal',
      'buckaroo_magento2_applepay',
      'buckaroo_magento2_klarna',
      'buckaroo_magento2_sofort',
      'buckaroo_magento2_afterpay',
      'buckaroo_magento2_transfer',
      'cashondelivery',
    ]);
  });

  it('refuses a method the cart’s view does not offer with 400 naming the field', async () => {
    const deCart = await createCart(t, [{ sku: 'SLAB', qty: 1 }], '?storeCode=de');
    const ideal = await select(deCart, 'buckaroo_magento2_ideal', '?storeCode=de');
    expect(ideal).toEqual({
      status: 400,
      body: fieldErrorBody(
        400,
        'method',
        'The requested Payment Method "buckaroo_magento2_ideal" is not available.',
      ),
    });
    const nlCart = await createCart(t, [{ sku: 'SLAB', qty: 1 }]);
    expect((await select(nlCart, 'buckaroo_magento2_sofort')).status).toBe(400);
    expect((await select(nlCart, 'buckaroo_magento2_eps')).status).toBe(400);
    // The view's own method is stored.
    expect(await select(deCart, 'buckaroo_magento2_sofort', '?storeCode=de')).toEqual({
      status: 200,
      body: { code: 200, result: 'buckaroo_magento2_sofort' },
    });
  });

  it('refuses an order of the German view paid with iDEAL, naming payment_method_code', async () => {
    const cartId = await createCart(t, [{ sku: 'SLAB', qty: 1 }], '?storeCode=de');
    const answer = await placeOrder(
      t,
      orderBody(
        cartId,
        [{ sku: 'SLAB', qty: 1 }],
        { store_code: 'de' },
        {
          // A Dutch billing address does not bring iDEAL into the German view.
          shippingAddress: address(),
          billingAddress: address({ email: 'anna@example.nl' }),
          payment_method_code: 'buckaroo_magento2_ideal',
        },
      ),
    );
    expect(answer.status).toBe(400);
    expect((answer.body as { meta?: { errors: string[] } }).meta?.errors).toContain(
      'payment_method_code: The requested Payment Method "buckaroo_magento2_ideal" is not available.',
    );
  });
});

describe('the store views’ payment method settings', () => {
  const base = { DATA_DIR: '/tmp/unused-shop-data' };

  it('takes a view’s list from its key, in its order', () => {
    const config = loadConfig({ ...base, PAYMENT_METHODS_DE: 'paypal, transfer' });
    expect(config.checkout.paymentMethodsByView.de.map((m) => m.code)).toEqual([
      'buckaroo_magento2_paypal',
      'buckaroo_magento2_transfer',
    ]);
    // The Dutch view keeps its defaults.
    expect(config.checkout.paymentMethodsByView.nl[0]?.code).toBe('buckaroo_magento2_ideal');
  });

  it('keeps a view’s defaults within PAYMENT_METHODS', () => {
    const config = loadConfig({ ...base, PAYMENT_METHODS: 'ideal,paypal,sofort' });
    expect(config.checkout.paymentMethodsByView.nl.map((m) => m.code)).toEqual([
      'buckaroo_magento2_ideal',
      'buckaroo_magento2_paypal',
    ]);
    expect(config.checkout.paymentMethodsByView.de.map((m) => m.code)).toEqual([
      'buckaroo_magento2_paypal',
      'buckaroo_magento2_sofort',
    ]);
  });

  it('stops the start naming the key for an unknown method or one the shop does not offer', () => {
    expect(() => loadConfig({ ...base, PAYMENT_METHODS_NL: 'ideal,bitcoin' })).toThrow(
      /PAYMENT_METHODS_NL: unknown payment method bitcoin/,
    );
    expect(() =>
      loadConfig({ ...base, PAYMENT_METHODS: 'ideal,paypal', PAYMENT_METHODS_DE: 'sofort' }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({ ...base, PAYMENT_METHODS: 'ideal,paypal', PAYMENT_METHODS_DE: 'sofort' }),
    ).toThrow(/PAYMENT_METHODS_DE: payment method sofort is not among/);
  });
});
