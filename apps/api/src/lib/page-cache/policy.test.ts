import { describe, expect, it } from 'vitest';
import { pageKindOf } from '../../web/page-cache-headers.ts';
import { catalogSearchTags } from './catalog-tags.ts';
import { payloadsOf } from './invalidation.ts';
import { pageKeyOf, storableTags } from './policy.ts';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
  method,
  url,
  headers: { host: 'shop.example', ...headers },
  protocol: 'https',
});

describe('the output-cache key', () => {
  it('holds the URL with its page parameters, the compression and crawler or browser', () => {
    expect(
      pageKeyOf(request('/de/c/kinderwagen?sort=price', { 'accept-encoding': 'gzip, br' })),
    ).toEqual({
      key: 'br browser https://shop.example/de/c/kinderwagen?sort=price',
      fills: true,
    });
    expect(pageKeyOf(request('/', { 'user-agent': 'Googlebot/2.1' }))?.key).toBe(
      'identity bot https://shop.example/',
    );
    expect(pageKeyOf(request('/', { 'accept-encoding': 'br;q=0, gzip' }))?.key).toMatch(/^gzip /);
  });

  it('leaves campaign parameters out, and such a URL fills nothing', () => {
    expect(pageKeyOf(request('/p/A/b?utm_source=x&size=4&gclid=1'))).toEqual({
      key: 'identity browser https://shop.example/p/A/b?size=4',
      fills: false,
    });
  });

  it('has none for other methods, credentials, previews and what is not a page', () => {
    expect(pageKeyOf(request('/', {}, 'POST'))).toBeNull();
    expect(pageKeyOf(request('/', { authorization: 'Bearer x' }))).toBeNull();
    expect(pageKeyOf(request('/?_storyblok=1'))).toBeNull();
    for (const path of ['/api/cart', '/img/x.webp', '/admin', '/assets/a.js', '//evil.example/']) {
      expect(pageKeyOf(request(path)), path).toBeNull();
    }
  });
});

describe('what the output cache keeps', () => {
  const headers =
    (values: Record<string, string>) =>
    (name: string): string | undefined =>
      values[name];
  const page = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'public, max-age=0, s-maxage=60',
    'surrogate-key': 'product-1 search',
  };
  it('a public tagged HTML page with status 200', () => {
    expect(storableTags(200, headers(page))).toEqual(['product-1', 'search']);
  });
  it('nothing private, untagged, with a cookie or another status', () => {
    expect(storableTags(404, headers(page))).toBeNull();
    expect(
      storableTags(200, headers({ ...page, 'cache-control': 'private, no-store' })),
    ).toBeNull();
    expect(storableTags(200, headers({ ...page, 'surrogate-key': '' }))).toBeNull();
    expect(storableTags(200, headers({ ...page, 'set-cookie': 'a=1' }))).toBeNull();
    expect(storableTags(200, headers({ ...page, 'content-type': 'application/json' }))).toBeNull();
  });
});

describe('page kinds', () => {
  it('personal pages in both store views, catalogue and content pages cacheable', () => {
    for (const path of [
      '/cart',
      '/de/checkout',
      '/my-account/profile',
      '/wishlist',
      '/birthlist/manage',
    ]) {
      expect(pageKindOf(path), path).toBe('personal');
    }
    for (const path of [
      '/',
      '/de',
      '/c/x',
      '/de/p/A/b',
      '/search',
      '/storelocator/utrecht',
      '/over-ons',
    ]) {
      expect(pageKindOf(path), path).toBe('cacheable');
    }
    expect(pageKindOf('/geboortelijst/abc')).toBe('own');
  });
});

describe('tags of catalogue answers', () => {
  const items = [{ id: 4 }, { id: 9 }];
  it('a lookup of named products depends on them only', () => {
    expect(
      catalogSearchTags('product', { filters: { sku: ['A', 'B'], status: 1 } }, items),
    ).toEqual(['product-4', 'product-9']);
  });
  it('a listing of a category carries the category, any other listing the search tag', () => {
    expect(catalogSearchTags('product', { filters: { category_ids: [12] } }, items)).toEqual([
      'product-4',
      'product-9',
      'category-12',
    ]);
    expect(catalogSearchTags('product', { query: 'wieg' }, [])).toEqual(['search']);
    expect(catalogSearchTags('product', { sort: 'updated_at:desc' }, items)).toContain('search');
  });
  it('a long list of categories is the all-categories tag', () => {
    const many = Array.from({ length: 101 }, (_, id) => ({ id }));
    expect(catalogSearchTags('category', {}, many)).toEqual(['categories']);
    expect(catalogSearchTags('attribute', {}, [])).toEqual(['attributes']);
  });
});

describe('drop announcements', () => {
  it('stay under the NOTIFY payload limit, every tag in one of them', () => {
    const tags = Array.from({ length: 3000 }, (_, id) => `product-${id}`);
    const payloads = payloadsOf(tags);
    expect(payloads.length).toBeGreaterThan(1);
    expect(payloads.every((payload) => payload.length <= 7000)).toBe(true);
    expect(payloads.flatMap((payload) => payload.split(' '))).toEqual(tags);
    expect(payloadsOf('all')).toEqual(['*']);
  });
});
