import { describe, expect, it } from 'vitest';
import { mayKeepOffline } from './offline-pages.ts';

const keep = (path: string) => mayKeepOffline(new URL(path, 'https://shop.example'));

describe('pages kept for offline reading', () => {
  it.each([
    '/',
    '/de',
    '/c/kinderwagens?color=49&sort=price:asc',
    '/de/p/KW-1/kinderwagen/KW-1-red',
    '/search?q=speen',
    '/cart',
    '/over-ons',
  ])('keeps the catalogue or content page %s', (path) => {
    expect(keep(path)).toBe(true);
  });

  it.each([
    '/reset-password?email=anna%40example.nl&token=abc',
    '/de/reset-password',
    '/checkout-return?result=1&order_hash=abc',
    '/de/checkout-failed?order_hash=abc&reason=canceled',
    '/checkout-return?queued=1700000000-uuid',
    '/checkout',
    '/my-account/purchases/12',
    '/de/my-account',
    '/c/kinderwagens?token=abc',
    '/?Token=abc',
    '/?code=123456',
    '/api/cart/pull?cartId=x',
    '/img/150/150/resize/product/x.webp',
    '/test-payment/pay/ABC',
  ])('never keeps %s (a secret in the URL, or a page about one shopper)', (path) => {
    expect(keep(path)).toBe(false);
  });
});
