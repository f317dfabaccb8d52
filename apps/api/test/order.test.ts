import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_CLOSED_MESSAGE } from '../src/modules/closed/closed.ts';
import { login, readOutbox, register } from './accounts-helper.ts';
import { createTestShop, errorBody, type TestShop } from './helper.ts';
import {
  address,
  createCart,
  MONDAY_NOON,
  orderBody,
  ordersWithId,
  placeOrder,
  SUNDAY_NOON,
  setStock,
  stockOf,
} from './order-helper.ts';

const SCHEMA_MESSAGE = 'Internal validation error; Order entity is not compliant with the schema';

let t: TestShop;
let now = MONDAY_NOON;
beforeAll(async () => {
  t = await createTestShop({ now: () => now });
});
afterAll(() => t.close());

const orderMails = () => readOutbox(t).filter((mail) => mail.kind === 'order_confirmation');

describe('POST /api/order', () => {
  it('places a guest order priced by the server, takes the stock and closes the cart', async () => {
    await setStock(t, 'SLAB', 10);
    const cartId = await createCart(t, [{ sku: 'SLAB', qty: 2 }]);
    // The client claims a price of one cent: it is ignored. Paid on delivery, the order is
    // confirmed at once.
    const body = orderBody(
      cartId,
      [{ sku: 'SLAB', qty: 2, price: 0.01, price_incl_tax: 0.01, totals: { row_total: 0.02 } }],
      {},
      { payment_method_code: 'cashondelivery' },
    );
    const mailsBefore = orderMails().length;
    const answer = await placeOrder(t, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = answer.body.result;
    expect(result).toEqual({
      magentoOrderId: expect.any(Number),
      orderNumber: expect.stringMatching(/^NL\d{9}$/),
      backendOrderId: body.order_id,
      transferedAt: MONDAY_NOON.toISOString(),
      orderHash: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    });

    const [order] = await ordersWithId(t, body.order_id);
    expect(order).toMatchObject({
      id: result.magentoOrderId,
      incrementId: result.orderNumber,
      status: 'Order Placed',
      storeCode: 'nl',
      customerId: null,
      customerEmail: 'anna@example.nl',
      cartId,
      subtotalInclTax: 990,
      shippingInclTax: 495,
      discountAmount: 0,
      grandTotal: 1485,
      paymentMethod: 'cashondelivery',
      shippingCarrierCode: 'flatrate',
      shippingMethodCode: 'flatrate',
      currency: 'EUR',
    });
    // 21 % Dutch VAT is contained in the gross amounts.
    expect(order!.taxAmount).toBe(990 - Math.round(990 / 1.21) + (495 - Math.round(495 / 1.21)));
    expect(order!.shippingAddress).toMatchObject({
      street: ['Kerkstraat', '12', 'b'],
      country_id: 'NL',
    });
    const items = await t.shop.db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, order!.id));
    expect(items).toEqual([
      expect.objectContaining({ sku: 'SLAB', qty: 2, priceInclTax: 495, rowTotalInclTax: 990 }),
    ]);

    expect(await stockOf(t, 'SLAB')).toBe(8);
    // The cart is closed: a new cart is made next time.
    const pull = await t.call({ method: 'GET', url: `/api/cart/pull?cartId=${cartId}` });
    expect(pull.status).toBe(404);

    const mails = orderMails();
    expect(mails).toHaveLength(mailsBefore + 1);
    const mail = mails.at(-1)!;
    expect(mail).toMatchObject({ to: 'anna@example.nl', language: 'nl', storeCode: 'nl' });
    expect(mail.subject).toBe(`Je bestelling ${result.orderNumber}`);
    expect(mail.text).toContain('2 x Slabbetje katoen: € 9,90');
    expect(mail.text).toContain('Totaal: € 14,85');
  });

  it('answers a replayed order_id like the first time and writes nothing more', async () => {
    await setStock(t, 'SPEEN', 10);
    const cartId = await createCart(t, [{ sku: 'SPEEN', qty: 3 }]);
    const body = orderBody(cartId, [{ sku: 'SPEEN', qty: 3 }]);
    const first = await placeOrder(t, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const mails = orderMails().length;
    for (let i = 0; i < 3; i++) {
      expect(await placeOrder(t, body)).toEqual(first);
    }
    // Also on a closed day and without the token: the offline queue replays it that way.
    now = SUNDAY_NOON;
    try {
      expect(await placeOrder(t, body)).toEqual(first);
    } finally {
      now = MONDAY_NOON;
    }
    expect(await ordersWithId(t, body.order_id)).toHaveLength(1);
    expect(await stockOf(t, 'SPEEN')).toBe(7);
    expect(orderMails()).toHaveLength(mails);

    // The same order_id for another cart is not this order.
    const other = await createCart(t, [{ sku: 'SPEEN', qty: 1 }]);
    const clash = await placeOrder(t, { ...body, cart_id: other });
    expect(clash.status).toBe(409);
    expect(await stockOf(t, 'SPEEN')).toBe(7);
  });

  it('answers a replayed order only to its owner: nobody else learns its number, hash or link', async () => {
    await setStock(t, 'SPEEN', 10);
    await register(t, 'replay-owner@example.nl');
    const owner = await login(t, 'replay-owner@example.nl');
    const cartId = await createCart(t, [{ sku: 'SPEEN', qty: 1 }], `?token=${owner.token}`);
    const body = orderBody(cartId, [{ sku: 'SPEEN', qty: 1 }]);
    const first = await placeOrder(t, body, `?token=${owner.token}`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);

    await register(t, 'replay-other@example.nl');
    const other = await login(t, 'replay-other@example.nl');
    for (const query of [`?token=${other.token}`, '']) {
      const answer = await placeOrder(t, body, query);
      expect(answer.status).toBe(404);
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(first.body.result.orderNumber);
      expect(text).not.toContain(first.body.result.orderHash);
    }
    // A guest order answers only to whoever sends its guest cart.
    const guestCart = await createCart(t, [{ sku: 'SPEEN', qty: 1 }]);
    const guestBody = orderBody(guestCart, [{ sku: 'SPEEN', qty: 1 }]);
    const guest = await placeOrder(t, guestBody);
    expect(guest.status).toBe(200);
    const stranger = await placeOrder(t, { ...guestBody, cart_id: '' });
    expect(stranger.status).toBe(409);
    expect(JSON.stringify(stranger.body)).not.toContain(guest.body.result.orderHash);
    // The owners still get their answers; nothing was written for the others.
    expect(await placeOrder(t, body, `?token=${owner.token}`)).toEqual(first);
    expect(await placeOrder(t, guestBody)).toEqual(guest);
    expect(await ordersWithId(t, body.order_id)).toHaveLength(1);
    expect(await stockOf(t, 'SPEEN')).toBe(8);
  });

  it('refuses two products for a single-choice bundle option, naming the option', async () => {
    const cartId = await createCart(t, [{ sku: 'SPEEN', qty: 1 }]);
    const lines = [
      {
        sku: 'SET-KW-AUTOSTOEL',
        qty: 1,
        product_option: {
          extension_attributes: {
            bundle_options: [
              { option_id: 1, option_qty: 1, option_selections: [1, 2] },
              { option_id: 2, option_selections: [3] },
            ],
          },
        },
      },
    ];
    const answer = await placeOrder(t, orderBody(cartId, lines));
    expect(answer.status).toBe(400);
    expect((answer.body as { meta?: { errors: string[] } }).meta?.errors).toEqual([
      'products[0] (SET-KW-AUTOSTOEL): Option "Kinderwagen" takes one value, not 2.',
    ]);
  });

  it('refuses a bundle missing a required option and options named twice, naming each, and places nothing', async () => {
    const cartId = await createCart(t, [{ sku: 'SPEEN', qty: 1 }]);
    const bundle = (bundle_options: unknown[]) => ({
      sku: 'SET-KW-AUTOSTOEL',
      qty: 1,
      product_option: { extension_attributes: { bundle_options } },
    });
    const giftCard = (custom_options: unknown[]) => ({
      sku: 'CADEAUKAART',
      qty: 1,
      product_option: { extension_attributes: { custom_options } },
    });
    const lines = [
      bundle([{ option_id: 2, option_selections: [3] }]),
      bundle([
        { option_id: 1, option_selections: [1] },
        { option_id: 2, option_selections: [3] },
        { option_id: 2, option_selections: [3] },
      ]),
      giftCard([{ option_id: 1, option_value: '2,2' }]),
      giftCard([
        { option_id: 1, option_value: '2' },
        { option_id: 1, option_value: '2' },
      ]),
    ];
    const body = orderBody(cartId, lines);
    const answer = await placeOrder(t, body);
    expect(answer.status).toBe(400);
    expect((answer.body as { meta?: { errors: string[] } }).meta?.errors).toEqual([
      'products[0] (SET-KW-AUTOSTOEL): Option "Kinderwagen" is required.',
      'products[1] (SET-KW-AUTOSTOEL): Option "Regenhoes" is given more than once.',
      'products[2] (CADEAUKAART): Option "Bedrag" takes one value, not 2.',
      'products[3] (CADEAUKAART): Option "Bedrag" is given more than once.',
    ]);
    expect(await ordersWithId(t, body.order_id)).toHaveLength(0);
  });

  it('refuses an order whose coupon no longer applies instead of charging another total', async () => {
    await setStock(t, 'SLAB', 20);
    await t.shop.db.insert(schema.salesRules).values({
      couponCode: 'EENMAAL',
      name: 'Eenmalig',
      kind: 'percent',
      amount: 10,
      usageLimit: 1,
    });
    const lines = [{ sku: 'SLAB', qty: 2 }];
    const first = await createCart(t, lines);
    const second = await createCart(t, lines);
    for (const cartId of [first, second]) {
      const applied = await t.call({
        method: 'POST',
        url: `/api/cart/apply-coupon?cartId=${cartId}&coupon=EENMAAL`,
      });
      expect(applied.status).toBe(200);
    }
    expect((await placeOrder(t, orderBody(first, lines))).status).toBe(200);

    // The second shopper saw the discount; the coupon is used up meanwhile.
    const refused = await placeOrder(t, orderBody(second, lines));
    expect(refused).toEqual({
      status: 409,
      body: errorBody(
        409,
        'The coupon no longer applies: The coupon code "EENMAAL" has reached its usage limit. The order was not placed.',
      ),
    });
    expect(await stockOf(t, 'SLAB')).toBe(18);
    // The cart drops the coupon and shows the new total; placing it again charges that total.
    const totals = await t.call({ method: 'GET', url: `/api/cart/totals?cartId=${second}` });
    expect(totals.body.result.discount_amount).toBe(0);
    expect(totals.body.result.coupon_code ?? null).toBeNull();
    const placed = await placeOrder(t, orderBody(second, lines));
    expect(placed.status).toBe(200);
    const [order] = await ordersWithId(
      t,
      (placed.body.result as { backendOrderId: string }).backendOrderId,
    );
    expect(order).toMatchObject({ couponCode: null, discountAmount: 0 });
  });

  it('refuses an order whose coupon expired while the shopper was in the checkout', async () => {
    await setStock(t, 'SLAB', 20);
    await t.shop.db.insert(schema.salesRules).values({
      couponCode: 'TOTMAANDAG',
      name: 'Tot maandag',
      kind: 'fixed',
      amount: 500,
      toDate: new Date(MONDAY_NOON.getTime() + 60_000),
    });
    const lines = [{ sku: 'SLAB', qty: 2 }];
    const cartId = await createCart(t, lines);
    const applied = await t.call({
      method: 'POST',
      url: `/api/cart/apply-coupon?cartId=${cartId}&coupon=TOTMAANDAG`,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    now = new Date(MONDAY_NOON.getTime() + 120_000);
    try {
      const refused = await placeOrder(t, orderBody(cartId, lines));
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.result).toBe(
        'The coupon no longer applies: The coupon code "TOTMAANDAG" has expired. The order was not placed.',
      );
    } finally {
      now = MONDAY_NOON;
    }
    expect(await stockOf(t, 'SLAB')).toBe(20);
  });

  it('refuses malformed orders with the schema message and writes nothing', async () => {
    const cartId = await createCart(t, [{ sku: 'SLAB', qty: 1 }]);
    const good = orderBody(cartId, [{ sku: 'SLAB', qty: 1 }]);
    const info = good.addressInformation;
    const bad: [string, unknown][] = [
      ['no products', { ...good, products: [] }],
      ['no addressInformation', { ...good, addressInformation: undefined }],
      ['qty 0', { ...good, products: [{ sku: 'SLAB', qty: 0 }] }],
      ['qty 1.5', { ...good, products: [{ sku: 'SLAB', qty: 1.5 }] }],
      [
        'second product qty 0',
        {
          ...good,
          products: [
            { sku: 'SLAB', qty: 1 },
            { sku: 'SPEEN', qty: 0 },
          ],
        },
      ],
      ['product without sku', { ...good, products: [{ qty: 1 }] }],
      ['unknown top-level key', { ...good, grand_total: 0.01 }],
      ['no order_id', { ...good, order_id: undefined }],
      ['order_id with spaces', { ...good, order_id: 'a b' }],
      [
        'no lastname',
        { ...good, addressInformation: { ...info, shippingAddress: address({ lastname: '' }) } },
      ],
      [
        'no city',
        {
          ...good,
          addressInformation: {
            ...info,
            billingAddress: address({ email: 'a@b.nl', city: undefined }),
          },
        },
      ],
      [
        'four street lines',
        {
          ...good,
          addressInformation: {
            ...info,
            shippingAddress: address({ street: ['a', '1', 'b', 'c'] }),
          },
        },
      ],
      [
        'empty street',
        {
          ...good,
          addressInformation: { ...info, shippingAddress: address({ street: ['', '12'] }) },
        },
      ],
      [
        'no country',
        {
          ...good,
          addressInformation: { ...info, shippingAddress: address({ country_id: undefined }) },
        },
      ],
      [
        'billing without email',
        { ...good, addressInformation: { ...info, billingAddress: address() } },
      ],
      [
        'bad email',
        { ...good, addressInformation: { ...info, billingAddress: address({ email: 'anna' }) } },
      ],
      [
        'code with a matching letter only',
        { ...good, addressInformation: { ...info, payment_method_code: 'ideal; drop' } },
      ],
      ['check24', { ...good, addressInformation: { ...info, payment_method_code: 'check24' } }],
      [
        'unknown payment',
        { ...good, addressInformation: { ...info, payment_method_code: 'bitcoin' } },
      ],
      [
        'unknown shipping',
        { ...good, addressInformation: { ...info, shipping_method_code: 'drone' } },
      ],
      [
        'no shipping method',
        {
          ...good,
          addressInformation: {
            ...info,
            shipping_method_code: undefined,
            shipping_carrier_code: undefined,
          },
        },
      ],
      [
        'no delivery to FR',
        {
          ...good,
          addressInformation: { ...info, shippingAddress: address({ country_id: 'FR' }) },
        },
      ],
      ['unknown sku', { ...good, products: [{ sku: 'NOPE', qty: 1 }] }],
      [
        'unknown second sku',
        {
          ...good,
          products: [
            { sku: 'SLAB', qty: 1 },
            { sku: 'NOPE', qty: 1 },
          ],
        },
      ],
      ['disabled product', { ...good, products: [{ sku: 'KW-DISABLED', qty: 1 }] }],
    ];
    const stock = await stockOf(t, 'SLAB');
    for (const [name, body] of bad) {
      const answer = await placeOrder(t, body);
      expect(answer.status, name).toBe(400);
      expect(answer.body.result, name).toBe(SCHEMA_MESSAGE);
      expect((answer.body as any).meta.errors.length, name).toBeGreaterThan(0);
    }
    const unknown = await placeOrder(t, bad.find(([name]) => name === 'unknown second sku')![1]);
    expect((unknown.body as any).meta.errors.join(' ')).toContain('NOPE');
    const notJson = await t.call({
      method: 'POST',
      url: '/api/order',
      headers: { 'content-type': 'application/json' },
      payload: '{"products": [',
    });
    expect(notJson.status).toBe(400);
    expect(
      await t.shop.db.select().from(schema.orders).where(eq(schema.orders.cartId, cartId)),
    ).toEqual([]);
    expect(await stockOf(t, 'SLAB')).toBe(stock);
    // The cart is still open for a corrected order.
    expect((await placeOrder(t, good)).status).toBe(200);
  });

  it('refuses cash on delivery for a virtual cart and accepts it for goods', async () => {
    const card = {
      sku: 'CADEAUKAART',
      qty: 1,
      product_option: {
        extension_attributes: { custom_options: [{ option_id: 1, option_value: '2' }] },
      },
    };
    const virtual = await createCart(t, [card]);
    const refused = await placeOrder(
      t,
      orderBody(
        virtual,
        [card],
        {},
        { payment_method_code: 'cashondelivery', shippingAddress: undefined },
      ),
    );
    expect(refused.status).toBe(400);
    const paid = await placeOrder(
      t,
      orderBody(
        virtual,
        [card],
        {},
        {
          shippingAddress: undefined,
          shipping_method_code: undefined,
          shipping_carrier_code: undefined,
        },
      ),
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const [order] = await t.shop.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, paid.body.result.magentoOrderId));
    expect(order).toMatchObject({
      shippingInclTax: 0,
      shippingAddress: null,
      shippingCarrierCode: null,
    });

    const goods = await createCart(t, [{ sku: 'SLAB', qty: 1 }]);
    const cod = await placeOrder(
      t,
      orderBody(goods, [{ sku: 'SLAB', qty: 1 }], {}, { payment_method_code: 'cashondelivery' }),
    );
    expect(cod.status, JSON.stringify(cod.body)).toBe(200);
  });

  it('refuses with 409 and the out-of-stock text when a product lacks stock, and writes nothing', async () => {
    await setStock(t, 'SLAB', 3);
    await setStock(t, 'SPEEN', 5);
    const cartId = await createCart(t, [{ sku: 'SPEEN', qty: 2 }]);
    const tooMany = await placeOrder(
      t,
      orderBody(cartId, [
        { sku: 'SPEEN', qty: 2 },
        { sku: 'SLAB', qty: 4 },
      ]),
    );
    // Not a server error: 409 with the text 'Error while adding products. …', which the storefront
    // keys on.
    expect(tooMany).toEqual({
      status: 409,
      body: errorBody(409, 'Error while adding products. SLAB is out of stock!'),
    });
    const soldOut = await placeOrder(t, orderBody(cartId, [{ sku: 'KW-300', qty: 1 }]));
    expect(soldOut.body).toEqual(
      errorBody(409, 'Error while adding products. KW-300 is out of stock!'),
    );
    // Two lines of one sku count together.
    const twice = await placeOrder(
      t,
      orderBody(cartId, [
        { sku: 'SLAB', qty: 2 },
        { sku: 'SLAB', qty: 2 },
      ]),
    );
    expect(twice.status).toBe(409);
    expect(await stockOf(t, 'SLAB')).toBe(3);
    expect(await stockOf(t, 'SPEEN')).toBe(5);
    expect(
      await t.shop.db.select().from(schema.orders).where(eq(schema.orders.cartId, cartId)),
    ).toEqual([]);
    // Exactly the stock is fine.
    const exact = await placeOrder(t, orderBody(cartId, [{ sku: 'SLAB', qty: 3 }]));
    expect(exact.status, JSON.stringify(exact.body)).toBe(200);
    expect(await stockOf(t, 'SLAB')).toBe(0);
  });

  it("answers 404 for another customer's cart, an unknown cart and a closed cart", async () => {
    await setStock(t, 'SLAB', 20);
    await register(t, 'owner@example.nl');
    const { token } = await login(t, 'owner@example.nl');
    const customerCart = await createCart(t, [{ sku: 'SLAB', qty: 1 }], `?token=${token}`);
    const lines = [{ sku: 'SLAB', qty: 1 }];
    expect((await placeOrder(t, orderBody(customerCart, lines))).status).toBe(404);
    await register(t, 'other@example.nl');
    const other = await login(t, 'other@example.nl');
    expect(
      (await placeOrder(t, orderBody(customerCart, lines), `?token=${other.token}`)).status,
    ).toBe(404);
    expect((await placeOrder(t, orderBody('no-such-cart', lines))).status).toBe(404);
    expect((await placeOrder(t, orderBody(customerCart, lines), '?token=forged')).status).toBe(401);
    expect(await stockOf(t, 'SLAB')).toBe(20);

    // The owner's token, as a Bearer header, places it.
    const cashOnDelivery = { payment_method_code: 'cashondelivery' };
    const placed = await t.call({
      method: 'POST',
      url: '/api/order',
      headers: { authorization: `Bearer ${token}` },
      payload: orderBody(customerCart, lines, {}, cashOnDelivery),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [order] = await t.shop.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.id, placed.body.result.magentoOrderId));
    expect(order!.customerId).not.toBeNull();
    // Its cart is closed now: ordering from it again (a new order_id) is refused.
    expect(
      (await placeOrder(t, orderBody(customerCart, lines, {}, cashOnDelivery), `?token=${token}`))
        .status,
    ).toBe(404);
  });

  it('applies the cart coupon, counts its use, and prices the German view', async () => {
    await setStock(t, 'SLAB', 20);
    const cartId = await createCart(t, [{ sku: 'SLAB', qty: 2 }]);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/cart/apply-coupon?cartId=${cartId}&coupon=WELKOM10`,
        })
      ).status,
    ).toBe(200);
    const totals = (await t.call({ method: 'GET', url: `/api/cart/totals?cartId=${cartId}` })).body
      .result;
    const used = async () =>
      (
        await t.shop.db
          .select()
          .from(schema.salesRules)
          .where(eq(schema.salesRules.couponCode, 'WELKOM10'))
      )[0]!.timesUsed;
    const before = await used();
    const answer = await placeOrder(t, orderBody(cartId, [{ sku: 'SLAB', qty: 2 }]));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [order] = await ordersWithId(
      t,
      (
        await t.shop.db
          .select()
          .from(schema.orders)
          .where(eq(schema.orders.id, answer.body.result.magentoOrderId))
      )[0]!.orderId,
    );
    expect(order).toMatchObject({
      couponCode: 'WELKOM10',
      discountAmount: -99,
      subtotalInclTax: 990,
    });
    expect(order!.grandTotal).toBe(990 - 99 + 495);
    // The cart's own totals (without shipping) agree on the discount.
    expect(totals.discount_amount).toBe(-0.99);
    expect(await used()).toBe(before + 1);

    const deCart = await createCart(t, [{ sku: 'SLAB', qty: 1 }], '?storeCode=de');
    const de = await placeOrder(
      t,
      orderBody(
        deCart,
        [{ sku: 'SLAB', qty: 1 }],
        { store_code: 'de' },
        {
          shippingAddress: address({ country_id: 'DE', postcode: '10115', city: 'Berlin' }),
          billingAddress: address({
            country_id: 'DE',
            postcode: '10115',
            city: 'Berlin',
            email: 'berta@example.de',
          }),
          // Paid on delivery: confirmed at once (a provider payment is confirmed when paid).
          payment_method_code: 'cashondelivery',
        },
      ),
    );
    expect(de.status, JSON.stringify(de.body)).toBe(200);
    expect(de.body.result.orderNumber).toMatch(/^DE\d{9}$/);
    const mail = orderMails()
      .filter((m) => m.to === 'berta@example.de')
      .at(-1)!;
    expect(mail).toMatchObject({ language: 'de', storeCode: 'de' });
    expect(mail.subject).toBe(`Ihre Bestellung ${de.body.result.orderNumber}`);
    // Amounts as the German shop showed them, incl. VAT: 4,95 incl. 21 % is 4,09 net, 4,87
    // incl. 19 %; with 4,95 shipping the order costs 9,82.
    expect(mail.text).toMatch(/1 x .+: € 4,87\n/);
    expect(mail.text).toContain('Versandkosten: € 4,95');
    expect(mail.text).toContain('Gesamtsumme: € 9,82\n');
    // The VAT the total holds, per rate, and the payment method in German.
    expect(mail.text).toMatch(/Enthaltene MwSt\. 19 %: € \d,\d\d\n/);
    expect(mail.text).toContain('Zahlung per Nachnahme: € 9,82');
  });

  it('refuses orders while the shop is closed, with the closed answer', async () => {
    await setStock(t, 'SLAB', 20);
    const cartId = await createCart(t, [{ sku: 'SLAB', qty: 1 }]);
    const body = orderBody(cartId, [{ sku: 'SLAB', qty: 1 }]);
    now = SUNDAY_NOON;
    try {
      expect(await placeOrder(t, body)).toEqual({
        status: 503,
        body: errorBody(503, SHOP_CLOSED_MESSAGE),
      });
    } finally {
      now = MONDAY_NOON;
    }
    expect(await ordersWithId(t, body.order_id)).toEqual([]);
    expect(await stockOf(t, 'SLAB')).toBe(20);
    expect((await placeOrder(t, body)).status).toBe(200);
  });

  it('refuses an oversized body with 413', async () => {
    const body = orderBody(null, [{ sku: 'SLAB', qty: 1 }], {
      status: 'x'.repeat(100),
    });
    const huge = {
      ...body,
      addressInformation: {
        ...body.addressInformation,
        payment_method_additional: { blob: 'x'.repeat(300 * 1024) },
      },
    };
    const answer = await placeOrder(t, huge);
    expect(answer.status).toBe(413);
    expect(await ordersWithId(t, body.order_id)).toEqual([]);
  });

  it('places an order without a cart as a guest order of the request store view', async () => {
    await setStock(t, 'SLAB', 20);
    const body = orderBody(null, [{ sku: 'SLAB', qty: 1 }]);
    const answer = await placeOrder(t, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [order] = await ordersWithId(t, body.order_id);
    expect(order).toMatchObject({ cartId: null, customerId: null, grandTotal: 495 + 495 });
  });
});

describe('GET /api/user/order-history with orders', () => {
  it("pages the customer's own orders, newest first, with their lines and totals", async () => {
    await setStock(t, 'SLAB', 50);
    await setStock(t, 'SPEEN', 50);
    await register(t, 'history@example.nl');
    const { token } = await login(t, 'history@example.nl');
    const numbers: string[] = [];
    for (const qty of [1, 2, 3]) {
      const cartId = await createCart(t, [{ sku: 'SLAB', qty }], `?token=${token}`);
      const answer = await placeOrder(
        t,
        orderBody(
          cartId,
          [
            { sku: 'SLAB', qty },
            { sku: 'SPEEN', qty: 1 },
          ],
          {},
          { billingAddress: address({ email: 'history@example.nl' }) },
        ),
        `?token=${token}`,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      numbers.push(answer.body.result.orderNumber);
    }
    // A guest order with the same e-mail is not the customer's.
    await placeOrder(
      t,
      orderBody(
        null,
        [{ sku: 'SLAB', qty: 1 }],
        {},
        {
          billingAddress: address({ email: 'history@example.nl' }),
        },
      ),
    );

    const first = await t.call({
      method: 'GET',
      url: `/api/user/order-history?token=${token}&pageSize=2`,
    });
    expect(first.status).toBe(200);
    expect(first.body.result.total_count).toBe(3);
    const items = first.body.result.items;
    expect(items.map((o: { increment_id: string }) => o.increment_id)).toEqual([
      numbers[2],
      numbers[1],
    ]);
    expect(items[0]).toMatchObject({
      status: 'Order Placed',
      customer_email: 'history@example.nl',
      order_currency_code: 'EUR',
      total_qty_ordered: 4,
      payment: { method: 'buckaroo_magento2_ideal' },
    });
    const newest = items[0] as {
      grand_total: number;
      subtotal_incl_tax: number;
      shipping_incl_tax: number;
      created_at: string;
      items: { sku: string; qty_ordered: number; row_total_incl_tax: number }[];
    };
    expect(newest.items.map((line) => [line.sku, line.qty_ordered])).toEqual([
      ['SLAB', 3],
      ['SPEEN', 1],
    ]);
    expect(newest.items[0]!.row_total_incl_tax).toBe(14.85);
    expect(newest.grand_total).toBeCloseTo(newest.subtotal_incl_tax + newest.shipping_incl_tax, 2);
    expect(newest.created_at).toBe(MONDAY_NOON.toISOString());

    const second = await t.call({
      method: 'GET',
      url: `/api/user/order-history?token=${token}&pageSize=2&currentPage=2`,
    });
    expect(second.body.result.items.map((o: { increment_id: string }) => o.increment_id)).toEqual([
      numbers[0],
    ]);
    expect(second.body.result.total_count).toBe(3);

    await register(t, 'nobody@example.nl');
    const nobody = await login(t, 'nobody@example.nl');
    const empty = await t.call({
      method: 'GET',
      url: `/api/user/order-history?token=${nobody.token}`,
    });
    expect(empty.body.result).toMatchObject({ items: [], total_count: 0 });
  });
});
