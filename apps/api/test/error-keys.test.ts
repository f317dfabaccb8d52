/**
 * Every error answer carries a message key of packages/contracts (meta.key) with its parameters
 * (meta.params), so the storefront can say it in the page's language; `result` stays the spec's
 * English, which the key's template gives.
 */
import { ERROR_MESSAGES, englishErrorMessage, isErrorMessageKey } from '@shop/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helper.ts';

let t: TestShop;
let cartId: string;
beforeAll(async () => {
  t = await createTestShop({ env: { SHOP_CLOSED: 'open' } });
  cartId = (await t.call({ method: 'POST', url: '/api/cart/create' })).body.result;
});
afterAll(() => t.close());

interface ErrorAnswer {
  code: number;
  result: string;
  meta: { key: string; params: Record<string, string | number>; field?: string };
}

/** Sends a request that must fail, and checks the answer's key on the way. */
async function failing(request: InjectOptions): Promise<{ status: number; body: ErrorAnswer }> {
  const response = await t.app.inject(request);
  const body = response.json() as ErrorAnswer;
  expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
  expect(body.code).toBe(response.statusCode);
  expect(isErrorMessageKey(body.meta?.key), `${body.meta?.key} is a key of the list`).toBe(true);
  expect(body.meta.key).not.toBe('error.other');
  return { status: response.statusCode, body };
}

const updateItem = (cartItem: unknown) =>
  failing({ method: 'POST', url: `/api/cart/update?cartId=${cartId}`, payload: { cartItem } });

describe('the message key of every error answer', () => {
  it('a quantity past the largest: field.too_big with the field path and the bound', async () => {
    const { status, body } = await updateItem({ sku: 'KW-100', qty: 99999 });
    expect(status).toBe(400);
    expect(body.result).toMatch(/^Invalid request: body\.cartItem\.qty/);
    expect(body.meta).toEqual({
      key: 'field.too_big',
      params: { field: 'cartItem.qty', maximum: '10000' },
    });
  });

  it('more than the stock: cart.only_available with the quantity there is', async () => {
    const { body } = await updateItem({ sku: 'KW-100', qty: 50 });
    expect(body).toEqual({
      code: 400,
      result: 'Only 10 products of this type are available!',
      meta: { key: 'cart.only_available', params: { maxQuantity: '10' } },
    });
  });

  it('a product out of stock: cart.out_of_stock with its name', async () => {
    const { body } = await updateItem({ sku: 'KW-300', qty: 1 });
    expect(body.meta.key).toBe('cart.out_of_stock');
    expect(body.result).toBe(englishErrorMessage('cart.out_of_stock', body.meta.params));
    expect(String(body.meta.params.name)).not.toBe('');
  });

  it('an unknown coupon: coupon.not_valid with the code', async () => {
    const { status, body } = await failing({
      method: 'POST',
      url: `/api/cart/apply-coupon?cartId=${cartId}&coupon=NOPE`,
    });
    expect(status).toBe(404);
    expect(body).toEqual({
      code: 404,
      result: 'The coupon code "NOPE" is not valid.',
      meta: { key: 'coupon.not_valid', params: { code: 'NOPE' } },
    });
  });

  it('an account field rule: the rule’s key, with meta.field and meta.message as before', async () => {
    const { body } = await failing({
      method: 'POST',
      url: '/api/user/create',
      payload: {
        customer: { email: 'not-an-address', firstname: 'Anna', lastname: 'Bee' },
        password: 'Aa1!aaaaaa',
      },
    });
    expect(body).toEqual({
      code: 400,
      result: 'customer.email: Please provide valid e-mail address.',
      meta: {
        key: 'validation.email',
        params: {},
        field: 'customer.email',
        message: 'Please provide valid e-mail address.',
      },
    });
  });

  it('an order that fails its schema: order.not_compliant, every problem in meta.errors', async () => {
    const { body } = await failing({ method: 'POST', url: '/api/order', payload: { products: 1 } });
    expect(body.meta.key).toBe('order.not_compliant');
    expect(body.result).toBe(ERROR_MESSAGES['order.not_compliant']);
    expect((body.meta as { errors?: string[] }).errors?.length).toBeGreaterThan(0);
  });

  it('a value of the wrong type: its type error, never "required", even where the schema words it so', async () => {
    // The gift card schema words its type check "giftCardCode is required".
    const { status, body } = await failing({
      method: 'POST',
      url: '/api/ext/giftcard/check',
      payload: { giftCardCode: 12345 },
    });
    expect(status).toBe(400);
    expect(body.meta).toEqual({
      key: 'field.wrong_type',
      params: { field: 'giftCardCode', expected: 'string' },
    });
    expect(body.result).toBe(
      'Invalid request: body.giftCardCode: Invalid input: expected string, received number',
    );
    expect(body.result).not.toMatch(/required/);
  });

  it('a missing value: field.required, also where the schema words its check otherwise', async () => {
    const { body: missingCode } = await failing({
      method: 'POST',
      url: '/api/ext/giftcard/check',
      payload: {},
    });
    expect(missingCode.meta).toEqual({ key: 'field.required', params: { field: 'giftCardCode' } });
    // A query parameter the schema words "cartId parameter is required": missing, so required.
    const { body: missingCart } = await failing({ method: 'GET', url: '/api/cart/totals' });
    expect(missingCart.meta).toEqual({ key: 'field.required', params: { field: 'cartId' } });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'a body sent as %s: 415 naming the type sent and application/json',
    async (type) => {
      const { status, body } = await failing({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': type },
        payload: 'username=a&password=b',
      });
      const sent = type.split(';')[0];
      expect(status).toBe(415);
      expect(body.meta).toEqual({
        key: 'request.unsupported_content_type',
        params: { contentType: sent, accepted: 'application/json' },
      });
      expect(body.result).toBe(
        `Unsupported content type ${sent} of the request body; send application/json`,
      );
    },
  );

  it('an empty JSON body: request.empty_body, naming the body', async () => {
    const { status, body } = await failing({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(status).toBe(400);
    expect(body.meta.key).toBe('request.empty_body');
    expect(body.result).toMatch(/body/);
  });

  it.each<[string, InjectOptions, string]>([
    ['an unknown route', { method: 'GET', url: '/api/nothing-here' }, 'request.route_not_found'],
    [
      'malformed JSON',
      {
        method: 'POST',
        url: `/api/cart/update?cartId=${'x'}`,
        headers: { 'content-type': 'application/json' },
        payload: '{"cartItem":',
      },
      'request.malformed_json',
    ],
    [
      'a body past the limit',
      {
        method: 'POST',
        url: '/api/url/map',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ url: 'x'.repeat(3_000_000) }),
      },
      'request.too_large',
    ],
    ['an unknown cart', { method: 'GET', url: '/api/cart/totals?cartId=nope' }, 'cart.not_found'],
    ['an unknown sku', { method: 'GET', url: '/api/stock/check?sku=NOPE' }, 'stock.sku_unknown'],
    [
      'an unknown store view',
      { method: 'POST', url: '/api/catalog/xx/product/_search', payload: {} },
      'request.store_view_unknown',
    ],
    [
      'an unknown catalogue entity',
      { method: 'POST', url: '/api/catalog/nl/thing/_search', payload: {} },
      'catalog.entity_unknown',
    ],
    [
      'an unknown URL',
      { method: 'POST', url: '/api/url/map', payload: { url: '/nope' } },
      'url.no_route',
    ],
    ['no customer token', { method: 'GET', url: '/api/user/me' }, 'auth.token_required'],
    [
      'a failed login',
      {
        method: 'POST',
        url: '/api/user/login',
        payload: { username: 'nobody@example.com', password: 'wrong-password' },
      },
      'account.sign_in_incorrect',
    ],
    [
      'text no database stores',
      { method: 'GET', url: '/api/stock/check?sku=a%00b' },
      'request.invalid',
    ],
  ])('%s', async (_name, request, key) => {
    const { body } = await failing(request);
    expect(body.meta.key).toBe(key);
    // The English of the key with its parameters is the answer's message.
    expect(body.result).toBe(englishErrorMessage(body.meta.key as never, body.meta.params));
  });
});
