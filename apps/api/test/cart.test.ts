import { reindexCatalog, schema } from '@shop/db';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartService } from '../src/modules/cart/service.ts';
import { OPTION } from './fixtures/catalog.ts';
import { createTestShop, errorBody, fieldErrorBody, type TestShop } from './helper.ts';

const TOKEN_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
let t: TestShop;
let alice: { id: number; token: string };
let bob: { id: number; token: string };
let wholesale: { id: number; token: string };

async function addCustomer(email: string, groupId = 1) {
  const [row] = await t.shop.db
    .insert(schema.customers)
    .values({ email, firstname: 'Test', lastname: email, groupId })
    .returning();
  const { accessToken: token } = await t.app.services.sessions.start({ id: row!.id, groupId });
  return { id: row!.id, token };
}

beforeAll(async () => {
  t = await createTestShop({ env: { TOKEN_SECRET } });
  alice = await addCustomer('alice@example.com');
  bob = await addCustomer('bob@example.com');
  wholesale = await addCustomer('groot@example.com', 2);
});
afterAll(() => t.close());

const q = (params: Record<string, string | undefined>) =>
  new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined),
  ).toString();

async function createCart(token?: string, store?: 'nl' | 'de'): Promise<string> {
  const { status, body } = await t.call({
    method: 'POST',
    url: `/api/cart/create?${q({ token })}`,
    ...(store ? { headers: { 'x-vs-store-code': store } } : {}),
  });
  expect(status).toBe(200);
  return body.result;
}

function update(cartId: string, cartItem: unknown, token?: string) {
  return t.call({
    method: 'POST',
    url: `/api/cart/update?${q({ cartId, token })}`,
    payload: { cartItem },
  });
}

function totals(cartId: string, token?: string) {
  return t.call({ method: 'GET', url: `/api/cart/totals?${q({ cartId, token })}` });
}

const romper = (colour: number, size: number) => ({
  extension_attributes: {
    configurable_item_options: [
      { option_id: 93, option_value: colour },
      { option_id: 144, option_value: size },
    ],
  },
});

describe('POST /api/cart/create', () => {
  it('creates a guest cart with an unguessable id of 32 base64url characters', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/cart/create' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const id = response.json().result;
    expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await createCart()).not.toBe(id);
  });

  it('gives a customer the same active cart on every call, one per store view', async () => {
    const first = await createCart(alice.token);
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await createCart(alice.token)).toBe(first);
    expect(await createCart(alice.token, 'de')).not.toBe(first);
    expect(await createCart(bob.token)).not.toBe(first);
  });

  it('reads the token from the Authorization header too', async () => {
    const viaQuery = await createCart(bob.token);
    const { body } = await t.call({
      method: 'POST',
      url: '/api/cart/create',
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(body.result).toBe(viaQuery);
  });

  it('answers 401 for a bad, forged, expired or orphaned token', async () => {
    const bad = await t.call({ method: 'POST', url: '/api/cart/create?token=nonsense' });
    expect(bad).toEqual({
      status: 401,
      body: errorBody(401, 'The customer token is not valid.'),
    });
    const forged = await new SignJWT({ gid: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(alice.id))
      .setIssuer('kindershop')
      .setAudience('kindershop-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-of-at-least-thirty-two-chars'));
    expect((await t.call({ method: 'POST', url: `/api/cart/create?token=${forged}` })).status).toBe(
      401,
    );
    const expired = await new SignJWT({ gid: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(alice.id))
      .setIssuer('kindershop')
      .setAudience('kindershop-api')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TOKEN_SECRET));
    const late = await t.call({ method: 'POST', url: `/api/cart/create?token=${expired}` });
    expect(late).toEqual({
      status: 401,
      body: errorBody(401, 'The customer token has expired.'),
    });
    const orphan = await t.app.services.tokens.issueAccessToken({
      id: 999_999,
      groupId: 1,
      sessionId: 'no-such-session',
    });
    expect((await t.call({ method: 'POST', url: `/api/cart/create?token=${orphan}` })).status).toBe(
      401,
    );
  });
});

describe('POST /api/cart/update', () => {
  it('adds a line priced from the catalogue, ignoring prices the client sends', async () => {
    const cartId = await createCart();
    const { status, body } = await update(cartId, {
      sku: 'KW-100',
      qty: 2,
      price: 0.01,
      price_incl_tax: 0.01,
      quoteId: cartId,
    });
    expect(status).toBe(200);
    expect(body.result).toEqual({
      item_id: expect.any(Number),
      quote_id: cartId,
      sku: 'KW-100',
      parentSku: 'KW-100',
      qty: 2,
      name: 'Kiddo Urban kinderwagen rood',
      price: 412.4,
      price_incl_tax: 499,
      product_type: 'simple',
      // What the storefront's analytics items name (secondary-areas §9): the brand option's
      // label and the deepest category path, top first.
      brand: 'Kiddo',
      category_path: ['Kinderwagens', "Buggy's"],
    });
  });

  it("answers each line's brand and category path in the cart's store view, also on pull", async () => {
    const cartId = await createCart(undefined, 'de');
    const added = await t.call({
      method: 'POST',
      url: `/api/cart/update?${q({ cartId })}`,
      headers: { 'x-vs-store-code': 'de' },
      payload: {
        cartItem: { sku: 'ROMPER', qty: 1, product_option: romper(OPTION.red, OPTION.size62) },
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.result).toMatchObject({
      brand: 'Nord',
      category_path: ['Kleidung', 'Bodys'],
    });
    // A product without a brand answers null (its items take the brand default).
    await t.call({
      method: 'POST',
      url: `/api/cart/update?${q({ cartId })}`,
      headers: { 'x-vs-store-code': 'de' },
      payload: { cartItem: { sku: 'SLAB', qty: 1 } },
    });
    const pull = await t.call({
      method: 'GET',
      url: `/api/cart/pull?${q({ cartId })}`,
      headers: { 'x-vs-store-code': 'de' },
    });
    expect(pull.status).toBe(200);
    expect(pull.body.result).toEqual([
      expect.objectContaining({
        parentSku: 'ROMPER',
        brand: 'Nord',
        category_path: ['Kleidung', 'Bodys'],
      }),
      expect.objectContaining({ sku: 'SLAB', brand: null, category_path: ['Kleidung'] }),
    ]);
  });

  it('sets the absolute quantity, so a retried update never doubles it', async () => {
    const cartId = await createCart();
    const first = await update(cartId, { sku: 'SLAB', qty: 3 });
    const retry = await update(cartId, { sku: 'SLAB', qty: 3 });
    expect(retry.body.result).toMatchObject({ item_id: first.body.result.item_id, qty: 3 });
    const byId = await update(cartId, {
      sku: 'SLAB',
      qty: '5',
      item_id: first.body.result.item_id,
    });
    expect(byId.body.result).toMatchObject({ item_id: first.body.result.item_id, qty: 5 });
    const pull = await t.call({ method: 'GET', url: `/api/cart/pull?cartId=${cartId}` });
    expect(pull.body.result).toHaveLength(1);
    expect(pull.body.result[0]).toMatchObject({ sku: 'SLAB', qty: 5, price_incl_tax: 4.95 });
  });

  it('rejects zero, negative, fractional, huge and non-numeric quantities', async () => {
    const cartId = await createCart();
    for (const qty of [0, -1, 1.5, 10_001, 1e12, 'abc', '-2', '']) {
      const { status, body } = await update(cartId, { sku: 'SLAB', qty });
      expect(status, `qty ${qty}`).toBe(400);
      expect(body.result).toContain('qty must be a whole number from 1 to 10000');
    }
  });

  it('turns a configurable parent with its options into the child line', async () => {
    const cartId = await createCart();
    const viaParent = await update(cartId, {
      sku: 'ROMPER',
      qty: 1,
      product_option: romper(OPTION.red, OPTION.size62),
    });
    expect(viaParent.status).toBe(200);
    expect(viaParent.body.result).toMatchObject({
      sku: `ROMPER-${OPTION.red}-${OPTION.size62}`,
      parentSku: 'ROMPER',
      product_type: 'configurable',
      name: 'Katoenen romper',
      price_incl_tax: 21.95,
      product_option: {
        extension_attributes: {
          configurable_item_options: [
            { option_id: '93', option_value: String(OPTION.red), label: 'Kleur', value: 'Rood' },
            { option_id: '144', option_value: String(OPTION.size62), label: 'Maat', value: '62' },
          ],
        },
      },
    });
    // The child sku itself is the same line.
    const viaChild = await update(cartId, { sku: `ROMPER-${OPTION.red}-${OPTION.size62}`, qty: 2 });
    expect(viaChild.body.result).toMatchObject({ item_id: viaParent.body.result.item_id, qty: 2 });
  });

  it('refuses a configurable without a complete, existing choice, naming the choice at fault', async () => {
    const metaOf = (body: object) => (body as { meta?: unknown }).meta;
    const cartId = await createCart();
    const choices = 'cartItem.product_option.extension_attributes.configurable_item_options';
    const none = await update(cartId, { sku: 'ROMPER', qty: 1 });
    expect(none.status).toBe(400);
    expect(metaOf(none.body)).toEqual({
      key: 'cart.configuration_missing',
      params: { field: choices, attribute: 'Kleur' },
    });
    // The spec's sentence stays the frame of the message.
    expect(none.body.result).toBe(
      `No such configuration for the product: ${choices} does not choose Kleur. Please do choose another combination of attributes.`,
    );
    const unknownValue = await update(cartId, {
      sku: 'ROMPER',
      qty: 1,
      product_option: romper(OPTION.green, OPTION.size62),
    });
    expect(unknownValue.status).toBe(400);
    expect(metaOf(unknownValue.body)).toEqual({
      key: 'cart.configuration_value_unknown',
      params: {
        field: `${choices}.0.option_value`,
        attribute: 'Kleur',
        value: String(OPTION.green),
      },
    });
    const unknownAttribute = await update(cartId, {
      sku: 'ROMPER',
      qty: 1,
      product_option: {
        extension_attributes: {
          configurable_item_options: [
            { option_id: 93, option_value: OPTION.red },
            { option_id: 999, option_value: OPTION.size62 },
          ],
        },
      },
    });
    expect(metaOf(unknownAttribute.body)).toEqual({
      key: 'cart.configuration_attribute_unknown',
      params: { field: `${choices}.1.option_id`, attribute: '999' },
    });
    const disabledChild = await update(cartId, {
      sku: 'ROMPER',
      qty: 1,
      product_option: romper(OPTION.blue, OPTION.size62),
    });
    expect(disabledChild.status).toBe(404);
  });

  it('prices a bundle from its chosen parts and refuses a required option left out (no default is charged)', async () => {
    const cartId = await createCart();
    const bundle = (bundle_options: unknown[]) =>
      update(cartId, {
        sku: 'SET-KW-AUTOSTOEL',
        qty: 1,
        product_option: { extension_attributes: { bundle_options } },
      });
    const missing = await update(cartId, { sku: 'SET-KW-AUTOSTOEL', qty: 1 });
    expect(missing).toEqual({
      status: 400,
      body: errorBody(400, 'Option "Kinderwagen" is required.'),
    });
    const missingOne = await bundle([{ option_id: 2, option_qty: 1, option_selections: [3] }]);
    expect(missingOne).toEqual({
      status: 400,
      body: errorBody(400, 'Option "Kinderwagen" is required.'),
    });
    const { status, body } = await bundle([
      { option_id: 1, option_selections: [1] },
      { option_id: 2, option_selections: [3] },
    ]);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      sku: 'SET-KW-AUTOSTOEL',
      product_type: 'bundle',
      price_incl_tax: 248.9,
      product_option: {
        extension_attributes: {
          bundle_options: [
            { option_id: 1, option_qty: 1, option_selections: [1] },
            { option_id: 2, option_qty: 2, option_selections: [3] },
          ],
        },
      },
    });
    const other = await bundle([
      { option_id: 1, option_selections: [1] },
      { option_id: 2, option_qty: 1, option_selections: [3] },
    ]);
    expect(other.body.result.item_id).not.toBe(body.result.item_id);
    expect(other.body.result.price_incl_tax).toBe(223.95);
    const badSelection = await bundle([
      { option_id: 1, option_selections: [99] },
      { option_id: 2, option_selections: [3] },
    ]);
    expect(badSelection).toEqual({
      status: 400,
      body: errorBody(400, 'Bundle option 1 has no selection 99.'),
    });
    // A single-choice option (radio) takes one product: two would be charged both.
    const twoStrollers = await bundle([
      { option_id: 1, option_selections: [1, 2] },
      { option_id: 2, option_selections: [3] },
    ]);
    expect(twoStrollers).toEqual({
      status: 400,
      body: errorBody(400, 'Option "Kinderwagen" takes one value, not 2.'),
    });
    // An option named twice is refused, not added up nor one of them taken.
    const repeated = await bundle([
      { option_id: 1, option_selections: [1] },
      { option_id: 2, option_selections: [3] },
      { option_id: 1, option_selections: [2] },
    ]);
    expect(repeated).toEqual({
      status: 400,
      body: errorBody(400, 'Option "Kinderwagen" is given more than once.'),
    });
  });

  it('needs the required custom option of a gift card and prices the chosen value', async () => {
    const cartId = await createCart();
    const missing = await update(cartId, { sku: 'CADEAUKAART', qty: 1 });
    expect(missing.body).toEqual(errorBody(400, 'Option "Bedrag" is required.'));
    const chosen = await update(cartId, {
      sku: 'CADEAUKAART',
      qty: 1,
      product_option: {
        extension_attributes: { custom_options: [{ option_id: 1, option_value: '1' }] },
      },
    });
    expect(chosen.body.result).toMatchObject({ product_type: 'virtual', price_incl_tax: 25 });
  });

  it('refuses a gift card with two amounts or its amount given twice, naming the option', async () => {
    const cartId = await createCart();
    const giftCard = (custom_options: unknown[]) =>
      update(cartId, {
        sku: 'CADEAUKAART',
        qty: 1,
        product_option: { extension_attributes: { custom_options } },
      });
    // Two values of the single-choice amount would be charged (and issued) as their sum.
    for (const option_value of ['1,2', '2,2', '2, 1']) {
      expect(await giftCard([{ option_id: 1, option_value }])).toEqual({
        status: 400,
        body: errorBody(400, 'Option "Bedrag" takes one value, not 2.'),
      });
    }
    const twice = await giftCard([
      { option_id: 1, option_value: '2' },
      { option_id: '1', option_value: '2' },
    ]);
    expect(twice).toEqual({
      status: 400,
      body: errorBody(400, 'Option "Bedrag" is given more than once.'),
    });
    // The German view names the option in German, the catalogues the whole message.
    const german = await t.call({
      method: 'POST',
      url: `/api/cart/update?cartId=${await createCart(undefined, 'de')}`,
      headers: { 'x-vs-store-code': 'de' },
      payload: {
        cartItem: {
          sku: 'CADEAUKAART',
          qty: 1,
          product_option: {
            extension_attributes: { custom_options: [{ option_id: 1, option_value: '1,2' }] },
          },
        },
      },
    });
    expect(german.status).toBe(400);
    expect((german.body as { meta?: unknown }).meta).toMatchObject({
      key: 'cart.option_single_value',
      params: { title: 'Betrag', count: '2' },
    });
    const pulled = await t.call({ method: 'GET', url: `/api/cart/pull?cartId=${cartId}` });
    expect(pulled.body.result).toEqual([]);
  });

  it('answers unknown, disabled, out-of-stock and too many with the contract messages', async () => {
    const cartId = await createCart();
    for (const sku of ['NOPE', 'KW-DISABLED']) {
      expect(await update(cartId, { sku, qty: 1 })).toEqual({
        status: 404,
        body: errorBody(404, 'Product that you are trying to add is not available.'),
      });
    }
    expect(await update(cartId, { sku: 'KW-300', qty: 1 })).toEqual({
      status: 400,
      body: errorBody(400, 'Kiddo Duo kinderwagen groen is out of stock!'),
    });
    expect(await update(cartId, { sku: 'KW-100', qty: 11 })).toEqual({
      status: 400,
      body: errorBody(400, 'Only 10 products of this type are available!'),
    });
    expect((await update(cartId, { sku: 'KW-100', qty: 10 })).status).toBe(200);
    const grouped = await update(cartId, { sku: 'UITZET', qty: 1 });
    expect(grouped.status).toBe(400);
    expect(grouped.body.result).toContain('grouped product');
  });

  it('answers 400 without cartItem, cartId or sku, and 404 for an unknown cart or line', async () => {
    const cartId = await createCart();
    const noItem = await t.call({
      method: 'POST',
      url: `/api/cart/update?cartId=${cartId}`,
      payload: {},
    });
    expect(noItem.status).toBe(400);
    expect(noItem.body.result).toContain('No cartItem element provided within the request body');
    const noCart = await t.call({
      method: 'POST',
      url: '/api/cart/update',
      payload: { cartItem: { sku: 'SLAB', qty: 1 } },
    });
    expect(noCart.status).toBe(400);
    expect(noCart.body.result).toContain('cartId parameter is required');
    const noSku = await update(cartId, { qty: 1 });
    expect(noSku.status).toBe(400);
    const unknown = await update('x'.repeat(32), { sku: 'SLAB', qty: 1 });
    expect(unknown).toEqual({
      status: 404,
      body: errorBody(404, `No such entity with cartId = ${'x'.repeat(32)}`),
    });
    const noLine = await update(cartId, { sku: 'SLAB', qty: 1, item_id: 987654 });
    expect(noLine.status).toBe(404);
    const malformed = await t.call({
      method: 'POST',
      url: `/api/cart/update?cartId=${cartId}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"cartItem":',
    });
    expect(malformed).toEqual({
      status: 400,
      body: errorBody(
        400,
        'Malformed JSON in request body (or a forbidden key: __proto__, constructor.prototype)',
      ),
    });
  });

  it('refuses a new line beyond the line limit but still updates existing lines', async () => {
    const service = new CartService(t.shop, {
      usePriceTiers: true,
      shippingMethods: t.config.checkout.shippingMethods,
      paymentMethods: t.config.checkout.paymentMethods,
      paymentMethodsByView: t.config.checkout.paymentMethodsByView,
      ensureCurrentPrices: async () => {},
      stock: t.app.services.stock,
      catalog: t.app.services.catalog,
      customers: t.app.services.accounts,
      maxLines: 2,
    });
    const cartId = await createCart();
    await service.update(cartId, null, { sku: 'SLAB', qty: 1 });
    await service.update(cartId, null, { sku: 'SPEEN', qty: 1 });
    await expect(service.update(cartId, null, { sku: 'BG-200', qty: 1 })).rejects.toMatchObject({
      statusCode: 400,
      message: 'A cart holds at most 2 different products.',
    });
    await expect(service.update(cartId, null, { sku: 'SLAB', qty: 4 })).resolves.toMatchObject({
      qty: 4,
    });
  });

  it('refuses an oversized body with 413', async () => {
    const cartId = await createCart();
    const { status, body } = await t.call({
      method: 'POST',
      url: `/api/cart/update?cartId=${cartId}`,
      payload: { cartItem: { sku: 'SLAB', qty: 1, padding: 'x'.repeat(1_100_000) } },
    });
    expect(status).toBe(413);
    expect(body).toEqual(errorBody(413, 'Request body is too large'));
  });
});

describe('cart ownership', () => {
  it('keeps a customer cart from anyone without its owner’s token', async () => {
    const cartId = await createCart(alice.token);
    expect((await update(cartId, { sku: 'SLAB', qty: 1 }, alice.token)).status).toBe(200);
    const notFound = errorBody(404, `No such entity with cartId = ${cartId}`);
    for (const token of [undefined, bob.token]) {
      expect((await update(cartId, { sku: 'SLAB', qty: 2 }, token)).body).toEqual(notFound);
      expect((await totals(cartId, token)).body).toEqual(notFound);
      const pull = await t.call({ method: 'GET', url: `/api/cart/pull?${q({ cartId, token })}` });
      expect(pull.body).toEqual(notFound);
      const coupon = await t.call({
        method: 'POST',
        url: `/api/cart/apply-coupon?${q({ cartId, token, coupon: 'WELKOM10' })}`,
      });
      expect(coupon.body).toEqual(notFound);
    }
    const pull = await t.call({
      method: 'GET',
      url: `/api/cart/pull?${q({ cartId, token: alice.token })}`,
    });
    expect(pull.body.result).toMatchObject([{ sku: 'SLAB', qty: 1 }]);
  });

  it('lets anyone holding a guest cart id use it', async () => {
    const cartId = await createCart();
    expect((await update(cartId, { sku: 'SLAB', qty: 1 }, bob.token)).status).toBe(200);
    expect((await totals(cartId)).status).toBe(200);
  });
});

describe('POST /api/cart/delete', () => {
  it('removes a line and answers true; the line is gone afterwards', async () => {
    const cartId = await createCart();
    const line = await update(cartId, { sku: 'SLAB', qty: 1 });
    await update(cartId, { sku: 'SPEEN', qty: 1 });
    const removed = await t.call({
      method: 'POST',
      url: `/api/cart/delete?cartId=${cartId}`,
      payload: { cartItem: { sku: 'SLAB', item_id: line.body.result.item_id, quoteId: cartId } },
    });
    expect(removed).toEqual({ status: 200, body: { code: 200, result: true } });
    const pull = await t.call({ method: 'GET', url: `/api/cart/pull?cartId=${cartId}` });
    expect(pull.body.result.map((i: { sku: string }) => i.sku)).toEqual(['SPEEN']);
    const again = await t.call({
      method: 'POST',
      url: `/api/cart/delete?cartId=${cartId}`,
      payload: { cartItem: { item_id: line.body.result.item_id } },
    });
    expect(again.status).toBe(404);
    const noId = await t.call({
      method: 'POST',
      url: `/api/cart/delete?cartId=${cartId}`,
      payload: { cartItem: { sku: 'SPEEN' } },
    });
    expect(noId.status).toBe(400);
    const noItem = await t.call({
      method: 'POST',
      url: `/api/cart/delete?cartId=${cartId}`,
      payload: {},
    });
    expect(noItem.status).toBe(400);
  });
});

describe('GET /api/cart/totals', () => {
  it('computes Dutch totals incl. tax from the catalogue', async () => {
    const cartId = await createCart();
    await update(cartId, { sku: 'SLAB', qty: 2 });
    await update(cartId, { sku: 'SPEEN', qty: 1 });
    const { status, body } = await totals(cartId);
    expect(status).toBe(200);
    const result = body.result;
    // 2 x 4,95 at 21 % and 6,95 at 9 %.
    expect(result).toMatchObject({
      subtotal_incl_tax: 16.85,
      subtotal: 14.56, // 8,18 + 6,38
      tax_amount: 2.29, // 1,72 + 0,57
      grand_total: 16.85,
      discount_amount: 0,
      shipping_incl_tax: 0,
      items_qty: 3,
      quote_currency_code: 'EUR',
    });
    expect(result).not.toHaveProperty('coupon_code');
    expect(result.items.map((i: { tax_percent: number }) => i.tax_percent)).toEqual([21, 9]);
    const segments = Object.fromEntries(
      result.total_segments.map((s: { code: string; value: number }) => [s.code, s.value]),
    );
    expect(segments).toEqual({ subtotal: 16.85, tax: 2.29, grand_total: 16.85 });
  });

  it('shows German totals incl. German VAT: each row is its quantity times the shown price', async () => {
    const cartId = await createCart(undefined, 'de');
    await update(cartId, { sku: 'SLAB', qty: 2 });
    const result = (await totals(cartId)).body.result;
    // Consumers see prices incl. VAT in every view. 4,95 incl. 21 % is 4,09 net, shown in
    // Germany as 4,87 incl. 19 %; two are 9,74, of which 1,56 is VAT (8,18 net).
    expect(result.items[0]).toMatchObject({
      price: 4.09,
      price_incl_tax: 4.87,
      row_total_incl_tax: 9.74,
    });
    expect(result).toMatchObject({
      subtotal: 8.18,
      subtotal_incl_tax: 9.74,
      tax_amount: 1.56,
      grand_total: 9.74,
      tax_country_id: 'DE',
    });
    const subtotal = result.total_segments.find((s: { code: string }) => s.code === 'subtotal');
    expect(subtotal.value).toBe(9.74);
  });

  it('prices with the customer group’s tier price for its customer', async () => {
    const guestCart = await createCart();
    await update(guestCart, { sku: 'KW-100', qty: 1 });
    expect((await totals(guestCart)).body.result.grand_total).toBe(499);
    const cartId = await createCart(wholesale.token);
    const item = await update(cartId, { sku: 'KW-100', qty: 1 }, wholesale.token);
    expect(item.body.result.price_incl_tax).toBe(450);
    expect((await totals(cartId, wholesale.token)).body.result.grand_total).toBe(450);
  });

  it('gives the customer group its quantity tier from that many units on', async () => {
    // SLAB (4,95) gets a tier for group 2 of 4,00 from 5 units.
    await t.shop.db
      .insert(schema.tierPrices)
      .values({ productId: 31, customerGroupId: 2, qty: 5, value: 400 });
    await reindexCatalog(t.shop, { productIds: [31], now: t.now() });
    const cartId = await createCart(wholesale.token, 'de');
    const four = await update(cartId, { sku: 'SLAB', qty: 4 }, wholesale.token);
    expect(four.body.result.price_incl_tax).toBe(4.87); // 4,09 net + 19 %
    const five = await update(cartId, { sku: 'SLAB', qty: 5 }, wholesale.token);
    expect(five.body.result.price).toBe(3.31); // 4,00 incl. 21 % is 3,31 net
    expect((await totals(cartId, wholesale.token)).body.result.subtotal).toBe(16.55);
    // A guest pays the regular price for five: 5 × 4,87 incl. VAT, 20,46 of it net (the rows
    // of a view showing prices incl. VAT take the tax out of the shown amount).
    const guestCart = await createCart(undefined, 'de');
    await update(guestCart, { sku: 'SLAB', qty: 5 });
    expect((await totals(guestCart)).body.result).toMatchObject({
      subtotal: 20.46,
      subtotal_incl_tax: 24.35,
    });
  });

  it('answers 400 without a cartId and 404 for an unknown one', async () => {
    expect((await t.call({ method: 'GET', url: '/api/cart/totals' })).status).toBe(400);
    expect((await totals('unknown-cart')).status).toBe(404);
  });
});

describe('shipping and payment', () => {
  it('estimates shipping methods for an address', async () => {
    const cartId = await createCart();
    await update(cartId, { sku: 'SLAB', qty: 1 });
    const nl = await t.call({
      method: 'POST',
      url: `/api/cart/shipping-methods?cartId=${cartId}`,
      payload: {
        address: { country_id: 'NL', street: ['Dam 1'], postcode: '1012 JS', city: 'Amsterdam' },
      },
    });
    expect(nl.status).toBe(200);
    expect(nl.body.result).toEqual([
      {
        carrier_code: 'flatrate',
        method_code: 'flatrate',
        carrier_title: 'Standard delivery',
        method_title: 'Standard delivery',
        amount: 4.95,
        base_amount: 4.95,
        available: true,
        error_message: '',
        price_excl_tax: 4.09,
        price_incl_tax: 4.95,
      },
      expect.objectContaining({
        carrier_code: 'express',
        method_code: 'express',
        amount: 9.95,
        available: true,
      }),
      expect.objectContaining({
        carrier_code: 'instorepickup',
        method_code: 'maven',
        amount: 0,
        available: true,
      }),
    ]);
    const fr = await t.call({
      method: 'POST',
      url: `/api/cart/shipping-methods?cartId=${cartId}`,
      payload: { address: { country_id: 'FR' } },
    });
    expect(fr.body.result[0]).toMatchObject({
      available: false,
      error_message: 'There are no delivery methods available for you cart and location.',
    });
    const none = await t.call({
      method: 'POST',
      url: `/api/cart/shipping-methods?cartId=${cartId}`,
      payload: {},
    });
    expect(none.status).toBe(400);
    expect(none.body.result).toContain('No address element provided within the request body');
    const noCountry = await t.call({
      method: 'POST',
      url: `/api/cart/shipping-methods?cartId=${cartId}`,
      payload: { address: { city: 'Utrecht' } },
    });
    expect(noCountry.status).toBe(400);
  });

  it('stores shipping information and answers payment methods and totals with shipping', async () => {
    const cartId = await createCart();
    await update(cartId, { sku: 'SLAB', qty: 1 });
    const { status, body } = await t.call({
      method: 'POST',
      url: `/api/cart/shipping-information?cartId=${cartId}`,
      payload: {
        addressInformation: {
          shippingAddress: { countryId: 'NL', firstname: 'Anna', street: ['Dam 1', '', ''] },
          billingAddress: { countryId: 'NL', firstname: 'Anna' },
          shippingCarrierCode: 'flatrate',
          shippingMethodCode: 'flatrate',
        },
      },
    });
    expect(status).toBe(200);
    expect(body.result.payment_methods.map((m: { code: string }) => m.code)).toContain(
      'buckaroo_magento2_ideal',
    );
    expect(body.result.totals).toMatchObject({
      subtotal_incl_tax: 4.95,
      shipping_incl_tax: 4.95,
      shipping_amount: 4.09,
      grand_total: 9.9,
      tax_amount: 1.72,
    });
    // Stored: later totals keep the shipping.
    expect((await totals(cartId)).body.result.shipping_incl_tax).toBe(4.95);
    const wrong = await t.call({
      method: 'POST',
      url: `/api/cart/shipping-information?cartId=${cartId}`,
      payload: {
        addressInformation: {
          shippingAddress: { countryId: 'NL' },
          shippingCarrierCode: 'dhl',
          shippingMethodCode: 'express',
        },
      },
    });
    expect(wrong).toEqual({
      status: 400,
      body: errorBody(400, 'Carrier with such method not found: dhl, express'),
    });
  });

  it('ships for free from 50 euros and taxes a Dutch cart shipped to Germany at German rates', async () => {
    const cartId = await createCart();
    await update(cartId, { sku: 'BG-200', qty: 1 });
    const { body } = await t.call({
      method: 'POST',
      url: `/api/cart/shipping-information?cartId=${cartId}`,
      payload: {
        addressInformation: {
          shippingAddress: { countryId: 'DE' },
          shippingCarrierCode: 'flatrate',
          shippingMethodCode: 'flatrate',
        },
      },
    });
    // 199,00 incl. 21 % = 164,46 net; + 19 % = 195,71.
    expect(body.result.totals).toMatchObject({
      subtotal: 164.46,
      subtotal_incl_tax: 195.71,
      shipping_incl_tax: 0,
      grand_total: 195.71,
      tax_amount: 31.25,
      // The storefront explains the changed price by the country the totals are taxed at.
      tax_country_id: 'DE',
    });
    expect(body.result.totals.items[0].tax_percent).toBe(19);
  });

  it('collect-totals works without a body and stores the methods it is given', async () => {
    const cartId = await createCart();
    await update(cartId, { sku: 'SLAB', qty: 1 });
    const bare = await t.call({ method: 'POST', url: `/api/cart/collect-totals?cartId=${cartId}` });
    expect(bare.status).toBe(200);
    expect(bare.body.result.grand_total).toBe(4.95);
    const withMethods = await t.call({
      method: 'POST',
      url: `/api/cart/collect-totals?cartId=${cartId}`,
      payload: {
        methods: {
          paymentMethod: { method: 'cashondelivery' },
          shippingCarrierCode: 'flatrate',
          shippingMethodCode: 'flatrate',
        },
      },
    });
    expect(withMethods.body.result.grand_total).toBe(9.9);
    const bad = await t.call({
      method: 'POST',
      url: `/api/cart/collect-totals?cartId=${cartId}`,
      payload: { methods: { paymentMethod: { method: 'bitcoin' } } },
    });
    expect(bad.status).toBe(400);
  });

  it('lists payment methods by country and total, without cash on delivery for a virtual cart', async () => {
    const cartId = await createCart();
    await update(cartId, { sku: 'SLAB', qty: 1 });
    const { body } = await t.call({
      method: 'GET',
      url: `/api/cart/payment-methods?cartId=${cartId}`,
    });
    // A Dutch cart under € 100: iDEAL, no in3 (from € 100), no Bancontact (Belgium).
    expect(body.result).toContainEqual({
      code: 'buckaroo_magento2_ideal',
      title: 'iDEAL',
      flow: 'redirect',
    });
    // The Dutch store view's methods (core DEFAULT_STORE_VIEW_PAYMENT_METHODS): no Sofort, EPS,
    // Bancontact or the provider's gift card method.
    expect(body.result.map((m: { code: string }) => m.code)).toEqual([
      'buckaroo_magento2_ideal',
      'buckaroo_magento2_creditcard',
      'buckaroo_magento2_paypal',
      'buckaroo_magento2_applepay',
      'buckaroo_magento2_afterpay',
      'buckaroo_magento2_transfer',
      'cashondelivery',
    ]);
    // With a German billing address in the Dutch view: no iDEAL, and still no Sofort (not a
    // method of the Dutch view).
    const de = await t.call({
      method: 'POST',
      url: `/api/cart/shipping-information?cartId=${cartId}`,
      payload: {
        addressInformation: {
          shippingAddress: { countryId: 'DE' },
          billingAddress: { countryId: 'DE' },
          shippingCarrierCode: 'flatrate',
          shippingMethodCode: 'flatrate',
        },
      },
    });
    expect(de.status).toBe(200);
    const deCodes = de.body.result.payment_methods.map((m: { code: string }) => m.code);
    expect(deCodes).not.toContain('buckaroo_magento2_ideal');
    expect(deCodes).not.toContain('buckaroo_magento2_sofort');
    expect(deCodes).toContain('buckaroo_magento2_paypal');
    const virtualCart = await createCart();
    await update(virtualCart, {
      sku: 'CADEAUKAART',
      qty: 1,
      product_option: {
        extension_attributes: { custom_options: [{ option_id: 1, option_value: 2 }] },
      },
    });
    const virtual = await t.call({
      method: 'GET',
      url: `/api/cart/payment-methods?cartId=${virtualCart}`,
    });
    expect(virtual.body.result.map((m: { code: string }) => m.code)).not.toContain(
      'cashondelivery',
    );
  });

  it('stores a selected payment method only when the cart offers it', async () => {
    const cartId = await createCart();
    const url = `/api/ext/cart-extend/selected-payment-method?cartId=${cartId}`;
    const ok = await t.call({
      method: 'POST',
      url,
      payload: {
        method: { method: 'buckaroo_magento2_ideal', additional_data: ['{"issuer":"INGBNL2A"}'] },
      },
    });
    expect(ok).toEqual({ status: 200, body: { code: 200, result: 'buckaroo_magento2_ideal' } });
    const unknown = await t.call({
      method: 'POST',
      url,
      payload: { method: { method: 'bitcoin' } },
    });
    expect(unknown).toEqual({
      status: 400,
      body: fieldErrorBody(
        400,
        'method',
        'The requested Payment Method "bitcoin" is not available.',
      ),
    });
    expect((await t.call({ method: 'POST', url, payload: {} })).status).toBe(400);
  });
});

describe('coupons', () => {
  async function cartWith(sku: string, qty: number) {
    const cartId = await createCart();
    await update(cartId, { sku, qty });
    return cartId;
  }
  const apply = (cartId: string, coupon?: string) =>
    t.call({ method: 'POST', url: `/api/cart/apply-coupon?${q({ cartId, coupon })}` });

  it('applies WELKOM10 (any case) as 10 % off and removes it again', async () => {
    const cartId = await cartWith('SLAB', 4);
    expect(await apply(cartId, 'welkom10')).toEqual({
      status: 200,
      body: { code: 200, result: true },
    });
    const result = (await totals(cartId)).body.result;
    expect(result).toMatchObject({
      coupon_code: 'WELKOM10',
      subtotal_incl_tax: 19.8,
      discount_amount: -1.98,
      grand_total: 17.82,
      tax_amount: 3.09,
    });
    expect(result.total_segments).toContainEqual({
      code: 'discount',
      title: 'Discount (WELKOM10)',
      value: -1.98,
    });
    const removed = await t.call({
      method: 'POST',
      url: `/api/cart/delete-coupon?cartId=${cartId}`,
    });
    expect(removed.body.result).toBe(true);
    const after = (await totals(cartId)).body.result;
    expect(after).not.toHaveProperty('coupon_code');
    expect(after.grand_total).toBe(19.8);
  });

  it('applies KORTING5 from 25 euros only', async () => {
    const small = await cartWith('SLAB', 5);
    expect(await apply(small, 'KORTING5')).toEqual({
      status: 400,
      body: errorBody(400, 'The coupon code "KORTING5" needs a subtotal of at least € 25,-.'),
    });
    const big = await cartWith('SLAB', 6);
    expect((await apply(big, 'KORTING5')).status).toBe(200);
    expect((await totals(big)).body.result).toMatchObject({
      discount_amount: -5,
      grand_total: 24.7,
    });
  });

  it('makes shipping free with GRATISVERZENDING', async () => {
    const cartId = await cartWith('SLAB', 1);
    await t.call({
      method: 'POST',
      url: `/api/cart/collect-totals?cartId=${cartId}`,
      payload: { methods: { shippingCarrierCode: 'flatrate', shippingMethodCode: 'flatrate' } },
    });
    expect((await totals(cartId)).body.result.shipping_incl_tax).toBe(4.95);
    await apply(cartId, 'GRATISVERZENDING');
    expect((await totals(cartId)).body.result).toMatchObject({
      coupon_code: 'GRATISVERZENDING',
      shipping_incl_tax: 0,
      grand_total: 4.95,
    });
  });

  it('refuses unknown, expired and used-up codes with a clear message', async () => {
    const cartId = await cartWith('SLAB', 1);
    expect(await apply(cartId, 'NOPE')).toEqual({
      status: 404,
      body: errorBody(404, 'The coupon code "NOPE" is not valid.'),
    });
    expect(await apply(cartId, 'VERLOPEN')).toEqual({
      status: 400,
      body: errorBody(400, 'The coupon code "VERLOPEN" has expired.'),
    });
    expect(await apply(cartId, 'OP')).toEqual({
      status: 400,
      body: errorBody(400, 'The coupon code "OP" has reached its usage limit.'),
    });
    const missing = await apply(cartId);
    expect(missing.status).toBe(400);
    expect(missing.body.result).toContain('coupon parameter is required');
    expect((await totals(cartId)).body.result).not.toHaveProperty('coupon_code');
  });
});

describe('OpenAPI reference', () => {
  it('lists every cart call under the tag cart', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const cartCalls = Object.entries(
      spec.paths as Record<string, Record<string, { tags?: string[] }>>,
    )
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([, operation]) => operation.tags?.includes('cart'))
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(cartCalls).toEqual([
      'GET /api/cart/payment-methods',
      'GET /api/cart/pull',
      'GET /api/cart/totals',
      'GET /api/ext/are-we-closed',
      'POST /api/cart/apply-coupon',
      'POST /api/cart/collect-totals',
      'POST /api/cart/create',
      'POST /api/cart/delete',
      'POST /api/cart/delete-coupon',
      'POST /api/cart/shipping-information',
      'POST /api/cart/shipping-methods',
      'POST /api/cart/switch-store-view',
      'POST /api/cart/update',
      'POST /api/ext/cart-extend/selected-payment-method',
    ]);
  });
});

describe('every cart call refuses bad input with a 4xx message', () => {
  const calls: {
    method: 'GET' | 'POST';
    path: string;
    extra?: string;
    payload?: Record<string, unknown>;
  }[] = [
    { method: 'POST', path: '/api/cart/update', payload: { cartItem: { sku: 'SLAB', qty: 1 } } },
    { method: 'POST', path: '/api/cart/delete', payload: { cartItem: { item_id: 1 } } },
    { method: 'GET', path: '/api/cart/pull' },
    { method: 'GET', path: '/api/cart/totals' },
    { method: 'GET', path: '/api/cart/payment-methods' },
    {
      method: 'POST',
      path: '/api/cart/shipping-methods',
      payload: { address: { country_id: 'NL' } },
    },
    {
      method: 'POST',
      path: '/api/cart/shipping-information',
      payload: { addressInformation: { shippingAddress: { countryId: 'NL' } } },
    },
    { method: 'POST', path: '/api/cart/collect-totals' },
    { method: 'POST', path: '/api/cart/apply-coupon', extra: 'coupon=WELKOM10' },
    { method: 'POST', path: '/api/cart/delete-coupon' },
    { method: 'POST', path: '/api/cart/switch-store-view', extra: 'storeCode=de' },
    {
      method: 'POST',
      path: '/api/ext/cart-extend/selected-payment-method',
      payload: { method: { method: 'cashondelivery' } },
    },
  ];

  for (const call of calls) {
    it(`${call.method} ${call.path}: 400 without cartId, 404 for another's or an unknown cart, 401 for a bad token`, async () => {
      const send = (query: string) =>
        t.call({
          method: call.method,
          url: `${call.path}?${[query, call.extra].filter(Boolean).join('&')}`,
          ...(call.payload ? { payload: call.payload } : {}),
        });
      const missing = await send('');
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({
        code: 400,
        result: expect.stringContaining('cartId'),
        meta: {
          key: expect.stringMatching(/^field\./),
          params: expect.objectContaining({ field: 'cartId' }),
        },
      });
      const aliceCart = await createCart(alice.token);
      for (const query of [
        `cartId=${aliceCart}`,
        `cartId=${aliceCart}&token=${bob.token}`,
        'cartId=nope',
      ]) {
        const answer = await send(query);
        expect(answer.status, query).toBe(404);
        expect(answer.body.result).toMatch(/^No such entity with cartId = /);
      }
      const badToken = await send(`cartId=${aliceCart}&token=forged`);
      expect(badToken.body).toEqual(errorBody(401, 'The customer token is not valid.'));
    });
  }

  it('refuses bodies of the wrong shape', async () => {
    const cartId = await createCart();
    const cases: [string, Record<string, unknown>][] = [
      ['/api/cart/update', { cartItem: 'SLAB' }],
      ['/api/cart/update', { cartItem: { sku: 'SLAB', qty: 1, product_option: 'red' } }],
      ['/api/cart/delete', { cartItem: { item_id: -3 } }],
      ['/api/cart/shipping-methods', { address: 'NL' }],
      ['/api/cart/shipping-information', { addressInformation: {} }],
      ['/api/cart/collect-totals', { methods: 'all' }],
      ['/api/ext/cart-extend/selected-payment-method', { method: { method: '' } }],
      [
        '/api/ext/cart-extend/selected-payment-method',
        { method: { method: 'cashondelivery', additional_data: 'x' } },
      ],
    ];
    for (const [path, payload] of cases) {
      const { status, body } = await t.call({
        method: 'POST',
        url: `${path}?cartId=${cartId}`,
        payload,
      });
      expect(status, `${path} ${JSON.stringify(payload)}`).toBe(400);
      expect(typeof body.result).toBe('string');
    }
  });
});
