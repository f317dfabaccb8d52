/**
 * The storefront mounted in the API's Fastify process: server-rendered pages from the catalogue
 * search (answered here by a canned /api route, called by the SSR loaders in-process, or over
 * HTTP when a mount says so), static build files with their cache headers, and the API's JSON 404
 * kept for unknown /api paths.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ShopDatabase } from '@shop/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureWebBuild } from '../../../scripts/web-build.mjs';
import { registerAvailability } from '../src/lib/availability.ts';
import { injectApiFetch, injectFetch } from '../src/lib/inject-fetch.ts';
import { registerSecurityHeaders } from '../src/lib/security-headers.ts';
import { mountWeb } from '../src/web/mount-web.ts';
import { errorBody } from './helper.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const buildDir = join(repoRoot, 'apps/web/build');

const CATEGORIES = {
  nl: [
    {
      name: 'Kinderwagens',
      slug: 'kinderwagens',
      url_path: 'kinderwagens',
      image: '/category/strollers.svg',
      product_count: 12,
    },
  ],
  de: [
    {
      name: 'Kinderwagen',
      slug: 'kinderwagen',
      url_path: 'kinderwagen',
      image: '/category/strollers.svg',
      product_count: 12,
    },
  ],
};

function product(index: number, store: 'nl' | 'de') {
  return {
    id: index,
    type_id: 'simple',
    status: 1,
    tax_class_id: 2,
    stock: { is_in_stock: true, qty: 10 },
    // The product page defers (streams) its related products.
    product_links: [
      {
        link_type: 'related',
        linked_product_sku: `KW-${(index % 5) + 1}`,
        linked_product_type: 'simple',
        position: 1,
        qty: null,
      },
    ],
    sku: `KW-${index}`,
    name: index === 1 ? 'Joolz Day+ kinderwagen' : `Buggy ${index}`,
    slug: `product-${index}`,
    url_key: `product-${index}`,
    image: `/product/stroller/navy-${index}.svg`,
    // 299 incl. 21 % Dutch VAT is 247,11 net; the German view shows 294,06 incl. its 19 %.
    final_price: 247.11,
    final_price_incl_tax: store === 'nl' ? 299 : 294.06,
    price: 247.11,
    price_incl_tax: store === 'nl' ? 299 : 294.06,
    original_price: 247.11,
    original_price_incl_tax: store === 'nl' ? 299 : 294.06,
    special_price: 0,
    special_price_incl_tax: 0,
    discount_percentage: 0,
    advice_price: 0,
    advice_price_incl_tax: 0,
  };
}

/** A store view's home story as the content API answers it. */
function homeStory(storeCode: 'nl' | 'de') {
  return {
    id: storeCode === 'nl' ? 1 : 2,
    uuid: `00000000-0000-4000-8000-00000000000${storeCode === 'nl' ? 1 : 2}`,
    name: 'Home',
    slug: 'home',
    full_slug: `${storeCode}/home`,
    lang: 'default',
    group_id: null,
    alternates: [],
    created_at: '2026-01-05T09:00:00.000Z',
    published_at: '2026-01-05T09:00:00.000Z',
    first_published_at: '2026-01-05T09:00:00.000Z',
    tag_list: [],
    content: {
      _uid: `home-${storeCode}`,
      component: 'page',
      title: 'Kindershop',
      hide_title: true,
      body: [
        {
          _uid: 'tiles',
          component: 'category_tiles',
          title: storeCode === 'nl' ? 'Shop per categorie' : 'Nach Kategorie einkaufen',
          tiles: [
            {
              _uid: 'tile-1',
              component: 'category_tile',
              category: CATEGORIES[storeCode][0]?.slug,
            },
          ],
        },
        {
          _uid: 'popular',
          component: 'product_carousel',
          title: storeCode === 'nl' ? 'Populair bij ouders' : 'Beliebt bei Eltern',
          skus: 'KW-1,KW-2,KW-3,KW-4,KW-5',
        },
        {
          // A long text after the first blocks: the page passes React's 12.8 KB stream chunk.
          _uid: 'about',
          component: 'seo_text',
          title: storeCode === 'nl' ? 'Over Kindershop' : 'Über Kindershop',
          text: {
            type: 'doc',
            content: Array.from({ length: 40 }, (_, index) => ({
              type: 'paragraph',
              content: [
                { type: 'text', text: `${index + 1}. ${'Alles voor je baby. '.repeat(20)}` },
              ],
            })),
          },
        },
      ],
    },
  };
}

interface Search {
  storeCode: string;
  entity: string;
  body: Record<string, unknown>;
  /** The client address the API saw. */
  ip: string;
}

let app: FastifyInstance;
let previousApiUrl: string | undefined;
let searches: Search[] = [];
let apiFailure: string | null = null;
let apiFailureStatus = 500;
/** While set, the search for related products (the product page's deferred data) waits for it. */
let relatedGate: Promise<void> | null = null;

beforeAll(async () => {
  // A build older than the storefront's sources would test yesterday's pages.
  ensureWebBuild();
  app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  // The not-found answer of the real app (src/app.ts).
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    reply.code(404).send(errorBody(404, `Not found: ${request.method} ${path}`));
  });
  await app.register(
    async (api) => {
      api.post<{ Params: { storeCode: 'nl' | 'de'; entity: string } }>(
        '/catalog/:storeCode/:entity/_search',
        async (request, reply) => {
          const { storeCode, entity } = request.params;
          searches.push({
            storeCode,
            entity,
            body: request.body as Record<string, unknown>,
            ip: request.ip,
          });
          if (apiFailure) {
            return reply
              .code(apiFailureStatus)
              .send({ code: apiFailureStatus, result: apiFailure });
          }
          const filters = (request.body as { filters?: Record<string, unknown> }).filters ?? {};
          // The related products' search is the one that names a status (product-api.ts).
          if (relatedGate && 'status' in filters) await relatedGate;
          const items =
            entity === 'category'
              ? CATEGORIES[storeCode]
              : entity === 'attribute'
                ? []
                : [1, 2, 3, 4, 5].map((index) => product(index, storeCode));
          return {
            code: 200,
            result: { items, total: items.length, start: 0, size: items.length },
          };
        },
      );
      // The home story of each store view: category tiles, then the products by sku. No
      // theme story: the header draws the category menu.
      api.get<{ Params: { '*': string } }>(
        '/ext/vsf-storyblok-extension/story/*',
        async (request, reply) => {
          const storeCode = request.headers['x-vs-store-code'] === 'de' ? 'de' : 'nl';
          if (request.params['*'] !== `${storeCode}/home`) {
            return reply.code(404).send({ code: 404, result: { story: false } });
          }
          return { code: 200, result: { story: homeStory(storeCode) } };
        },
      );
      api.get('/ext/vsf-storyblok-extension/theme/:storeCode', async (_request, reply) =>
        reply.code(404).send(errorBody(404, 'No theme')),
      );
      // A visitor's address past the birth list reads' limit (the real route counts them).
      api.get('/ext/birthlist/public/:storeCode/:urlKey', async (_request, reply) =>
        reply
          .code(429)
          .header('retry-after', '37')
          .send(errorBody(429, 'Too many requests, please try again later.')),
      );
    },
    { prefix: '/api' },
  );
  // As the real app (src/app.ts) does: before any route.
  registerSecurityHeaders(app, { publicUrl: 'http://127.0.0.1' });
  await mountWeb(app, { buildDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  previousApiUrl = process.env.API_INTERNAL_URL;
  process.env.API_INTERNAL_URL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 300_000);

afterAll(async () => {
  if (previousApiUrl === undefined) delete process.env.API_INTERNAL_URL;
  else process.env.API_INTERNAL_URL = previousApiUrl;
  await app?.close();
});

beforeEach(() => {
  searches = [];
  apiFailure = null;
  apiFailureStatus = 500;
  relatedGate = null;
});

describe('the storefront home page', () => {
  it('renders the Dutch home at / from its story: category tiles, products and prices incl. tax', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('<html lang="nl"');
    expect(html).toContain('<title>Kindershop — baby- en kinderartikelen</title>');
    expect(html).toContain('<meta name="theme-color" content="#e2007a"/>');
    expect(html).toContain('href="/c/kinderwagens"');
    expect(html).toContain('Kinderwagens');
    expect(html).toContain('Joolz Day+ kinderwagen');
    expect(html).toContain('href="/p/KW-1/product-1"');
    expect(html).toContain('€ 299,-');
    expect(html).toContain('incl. btw');
    expect(html).toMatch(
      /<img[^>]*src="\/img\/310\/300\/resize\/product\/stroller\/navy-1\.svg"[^>]*width="310" height="300" alt="" loading="eager"/,
    );
    expect(html).toMatch(/<img[^>]*navy-5\.svg"[^>]*loading="lazy"/);
    expect(html).toContain('<a href="/de" hrefLang="de" lang="de"');
    // Every block is written in place: none is left pending for a script to reveal later,
    // which would draw the page without it first and move what follows.
    expect(html).not.toContain('<!--$?-->');
  });

  it("asks the catalogue for the home story's tile categories and its carousel's products by sku", async () => {
    await app.inject({ method: 'GET', url: '/' });
    const tileSearch = searches.find(
      (search) =>
        search.entity === 'category' &&
        JSON.stringify(search.body).includes(CATEGORIES.nl[0]?.slug ?? '-'),
    );
    const productSearch = searches.find((search) => search.entity === 'product');
    expect(tileSearch?.storeCode).toBe('nl');
    expect(productSearch?.body).toMatchObject({
      filters: { sku: ['KW-1', 'KW-2', 'KW-3', 'KW-4', 'KW-5'] },
    });
  });

  it('renders the German home at /de with German links and prices incl. German VAT', async () => {
    const response = await app.inject({ method: 'GET', url: '/de' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<title>Kindershop — Baby- und Kinderartikel</title>');
    expect(html).toContain('href="/de/c/kinderwagen"');
    expect(html).toContain('href="/de/p/KW-1/product-1"');
    // Consumers see prices incl. VAT in every view: never the net 247,11 or the Dutch 299.
    expect(html).toContain('€ 294,06');
    expect(html).toContain('inkl. MwSt.');
    expect(html).not.toContain('€ 247,11');
    expect(html).not.toContain('€ 299,-');
    // The first German page also reads the German category menu (kept for a minute after).
    expect(searches.map((search) => search.storeCode)).toEqual(['de', 'de', 'de']);
  });

  it('answers client-side data requests of /de from the German store view', async () => {
    const response = await app.inject({ method: 'GET', url: '/de.data' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Kinderwagen');
    expect(searches.map((search) => search.storeCode)).toEqual(['de', 'de']);
  });

  it('answers HEAD without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });

  it('answers 503 with Retry-After when the API is unavailable for a moment', async () => {
    apiFailure = 'The shop is temporarily unavailable. Please try again in a moment.';
    apiFailureStatus = 503;
    const response = await app.inject({ method: 'GET', url: '/de' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(response.body).toContain('<html lang="de"');
    expect(response.body).toContain('503');
  });

  it('answers 502 with a readable message when the API fails', async () => {
    apiFailure = 'Database is unavailable';
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(502);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<html lang="nl"');
    expect(response.body).toContain('De winkel kan de producten op dit moment niet laden.');
    expect(response.body).toContain('502');
  });

  it('answers an unknown page with the storefront 404 page', async () => {
    const response = await app.inject({ method: 'GET', url: '/de/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html lang="de"');
    expect(response.body).toContain('Seite nicht gefunden');
  });
});

describe('a birth list page past the limit of list reads', () => {
  it("answers 429 with Retry-After and the API's text in the page's language", async () => {
    const dutch = await app.inject({ method: 'GET', url: '/geboortelijst/emma-daan' });
    expect(dutch.statusCode).toBe(429);
    expect(dutch.headers['retry-after']).toMatch(/^\d+$/);
    expect(dutch.body).toContain('Te veel pogingen, probeer het later opnieuw.');
    const german = await app.inject({ method: 'GET', url: '/de/geboortelijst/emma-daan' });
    expect(german.statusCode).toBe(429);
    expect(german.body).toContain('Zu viele Versuche, bitte versuchen Sie es später erneut.');
  });
});

describe('the next page of a listing for "load more" (/_listing)', () => {
  it("answers the page's products as JSON, asking the catalogue for that page only", async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/_listing?${new URLSearchParams({ href: '/de/search?q=kinderwagen&page=2' })}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const slice = response.json() as { products: { sku: string }[]; loadMoreHref: string | null };
    expect(slice.products.map((card) => card.sku)).toEqual([
      'KW-1',
      'KW-2',
      'KW-3',
      'KW-4',
      'KW-5',
    ]);
    expect(slice.loadMoreHref).toBeNull();
    // The German store view's catalogue, from the second page's start (50), 50 products.
    const listing = searches.find((search) => search.entity === 'product');
    expect(listing).toMatchObject({
      storeCode: 'de',
      body: { query: 'kinderwagen', start: 50, size: 50 },
    });
  });

  it('refuses an address that is not a listing of this shop with 400', async () => {
    for (const href of [
      '',
      '//elsewhere.example/c/x',
      'https://elsewhere.example/c/x',
      '/p/KW-1/x',
      '/cart',
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: `/_listing?${new URLSearchParams({ href })}`,
      });
      expect(response.statusCode, href).toBe(400);
      expect(response.body).toContain('href');
    }
  });
});

describe('static files of the storefront build', () => {
  it('serves hashed assets with an immutable cache header', async () => {
    const script = readdirSync(join(buildDir, 'client', 'assets')).find((name) =>
      name.endsWith('.js'),
    );
    expect(script).toBeDefined();
    const response = await app.inject({ method: 'GET', url: `/assets/${script}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.body.length).toBeGreaterThan(0);

    const again = await app.inject({
      method: 'GET',
      url: `/assets/${script}`,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves assets compressed once with brotli or gzip, as the browser accepts', async () => {
    const script = readdirSync(join(buildDir, 'client', 'assets')).find((name) =>
      name.endsWith('.js'),
    );
    const raw = readFileSync(join(buildDir, 'client', 'assets', script!));
    const br = await app.inject({
      method: 'GET',
      url: `/assets/${script}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).equals(raw)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(raw.length);
    const gz = await app.inject({
      method: 'GET',
      url: `/assets/${script}`,
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(raw)).toBe(true);
  });

  it('answers a missing asset with a plain 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('Not found');
  });

  it('still serves build files while the process sheds pages for overload', async () => {
    const busy = Fastify();
    // A heap limit every process is over: overloaded from the first measurement on.
    const shop = { ping: async () => true } as unknown as ShopDatabase;
    await registerAvailability(busy, shop, {
      sampleIntervalMs: 25,
      maxRequestsInFlight: 0,
      maxEventLoopDelayMs: 0,
      maxEventLoopUtilization: 0,
      maxHeapUsedBytes: 1024 * 1024,
    });
    await mountWeb(busy, { buildDir, inProcessApi: false });
    try {
      await busy.ready();
      await expect.poll(() => busy.isUnderPressure(), { timeout: 30_000 }).toBe(true);
      const page = await busy.inject({ method: 'GET', url: '/c/kinderwagens' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toMatch(/^\d+$/);
      const style = readdirSync(join(buildDir, 'client', 'assets')).find((name) =>
        name.endsWith('.css'),
      );
      const asset = await busy.inject({ method: 'GET', url: `/assets/${style}` });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-type']).toContain('text/css');
      expect((await busy.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
      // A missing asset is no build file: shed like any other request.
      expect((await busy.inject({ method: 'GET', url: '/assets/missing-1.js' })).statusCode).toBe(
        503,
      );
    } finally {
      await busy.close();
    }
  });

  it.each([
    '/assets/..%2F..%2Fpackage.json',
    '/assets/../../package.json',
    '/assets/..%2Fserver%2Findex.js',
    '/..%2F..%2Fpackage.json',
    '/assets/%2e%2e/%2e%2e/package.json',
  ])('does not leak files outside the client build: %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('"@shop/web"');
    expect(response.body).not.toContain('createRequestHandler');
    expect(response.body).not.toContain('export default');
  });
});

describe('the Content-Security-Policy of storefront pages', () => {
  /** The nonce of the page's policy, after checking the policy allows no inline script by itself. */
  function policyNonce(policy: string): string {
    const scripts = /(?:^|; )script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    expect(scripts).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    const nonce = /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(scripts)?.[1];
    expect(nonce, policy).toBeDefined();
    return nonce!;
  }

  /** Every script tag of a page: the nonce it carries, and whether it is an inline one. */
  function scriptTags(html: string) {
    return [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes = '']) => ({
      nonce: /\snonce="([^"]*)"/.exec(attributes)?.[1] ?? null,
      type: /\stype="([^"]*)"/.exec(attributes)?.[1] ?? null,
      inline: !/\ssrc=/.test(attributes),
    }));
  }

  it.each([
    ['the home page', '/', 200],
    ['a German page', '/de', 200],
    ['a product page', '/p/KW-1/product-1', 200],
    ['the 404 page', '/de/nothing-here', 404],
  ])('%s: every script carries the nonce of the policy header', async (_name, url, status) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    const nonce = policyNonce(String(response.headers['content-security-policy']));
    const scripts = scriptTags(response.body);
    expect(scripts.filter((script) => script.inline).length).toBeGreaterThan(0);
    for (const script of scripts) {
      // JSON-LD is data the browser never runs; the policy does not apply to it.
      if (script.type === 'application/ld+json') continue;
      expect(script, `a script of ${url}`).toMatchObject({ nonce });
    }
    // The module preloads and the module script that start hydration after the first frame are
    // added by a nonced script, with the same nonce (the web app's lib/paint-first.server.ts).
    expect(response.body).not.toMatch(/<link\b[^>]*rel="modulepreload"/);
    expect(response.body).toContain(`var n=${JSON.stringify(nonce)}`);
  });

  it("gives React's scripts that stream deferred data after the shell the nonce too", async () => {
    let release!: () => void;
    relatedGate = new Promise((resolve) => {
      release = resolve;
    });
    const { port } = app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/p/KW-1/product-1`, {
      // A browser: a crawler would get the whole page at once (entry.server). With credentials:
      // an anonymous product page is read to its end before it is sent, for the tags of shared
      // caches (decision 82); a page no shared cache keeps streams.
      headers: {
        authorization: 'Bearer a-page-that-streams',
        'accept-encoding': 'identity',
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36',
      },
    });
    expect(response.status).toBe(200);
    const nonce = policyNonce(String(response.headers.get('content-security-policy')));
    // The shell arrives while the related products still wait; then they stream in.
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const shell = await reader.read();
    let html = decoder.decode(shell.value, { stream: true });
    expect(html).not.toContain('</html>');
    release();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      html += decoder.decode(part.value, { stream: true });
    }
    expect(html).toContain('</html>');
    const inline = scriptTags(html).filter((script) => script.inline && script.type === null);
    // React's boundary completion and React Router's streamed data, besides the shell's scripts.
    expect(html).toMatch(/<script nonce="[^"]+">\$RC|\$RC\(/);
    expect(inline.length).toBeGreaterThan(3);
    for (const script of inline) expect(script.nonce).toBe(nonce);
  });

  it('renders a page the shop reads whole in one piece: its deferred part in place', async () => {
    // An anonymous browser: the page is read to its end for the tags of shared caches, so it is
    // rendered whole (the web app's lib/whole-document.server.ts), not streamed.
    const response = await app.inject({
      method: 'GET',
      url: '/p/KW-1/product-1',
      headers: {
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36',
      },
    });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    // The related product is in the HTML where it belongs, not revealed by a script afterwards.
    expect(html).toContain('Buggy 2');
    expect(html).not.toMatch(/\$RC\(|<template\b/);
    // The route manifest is one file the browser keeps, not a part of every page.
    expect(html).toMatch(/\/assets\/manifest-[\w-]+\.js/);
    expect(html).not.toContain('__reactRouterManifest');
  });

  it('renders the whole page at once for a crawler the shop does not read whole', async () => {
    // With credentials the shop streams the page (no shared cache keeps it), but a crawler still
    // gets it complete (entry.server), as the body of the render's own answer.
    const response = await app.inject({
      method: 'GET',
      url: '/p/KW-1/product-1',
      headers: {
        authorization: 'Bearer a-crawler',
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
    });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('Buggy 2');
    expect(html).toMatch(/<\/html>$/);
    expect(html).not.toMatch(/\$RC\(|<template\b/);
    // The crawlers' structured data, and the paint-first starter with the page's nonce.
    expect(html).toContain('data-crawler-head');
    const nonce = policyNonce(String(response.headers['content-security-policy']));
    expect(html).toContain(`var n=${JSON.stringify(nonce)}`);
  });

  it('gives the error page of a failed loader a nonce too', async () => {
    apiFailure = 'Database is unavailable';
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(502);
    const nonce = policyNonce(String(response.headers['content-security-policy']));
    for (const script of scriptTags(response.body)) expect(script.nonce).toBe(nonce);
  });

  it('lets the store locator pages, and no other, load images from the map tile server', async () => {
    const web = Fastify();
    registerSecurityHeaders(web, { publicUrl: 'http://127.0.0.1' });
    await mountWeb(web, {
      buildDir,
      inProcessApi: false,
      mapTileOrigins: ['https://tiles.example.org'],
    });
    try {
      const imageSources = async (url: string) => {
        const response = await web.inject({ method: 'GET', url });
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        return /img-src [^;]*/.exec(String(response.headers['content-security-policy']))?.[0];
      };
      const withTiles = "img-src 'self' data: blob: https://tiles.example.org";
      // This test's API knows no stores: the pages answer their not-found page, a page all the same.
      expect(await imageSources('/storelocator?q=Utrecht')).toBe(withTiles);
      expect(await imageSources('/de/storelocator/berlin-mitte')).toBe(withTiles);
      expect(await imageSources('/')).toBe("img-src 'self' data: blob:");
      expect(await imageSources('/storelocatorx')).toBe("img-src 'self' data: blob:");
    } finally {
      await web.close();
    }
  });

  it('lets every page load the content service’s images, and the map pages the tiles too', async () => {
    const web = Fastify();
    registerSecurityHeaders(web, { publicUrl: 'http://127.0.0.1' });
    await mountWeb(web, {
      buildDir,
      inProcessApi: false,
      mapTileOrigins: ['https://tiles.example.org'],
      contentImageOrigins: ['https://a.storyblok.com'],
    });
    try {
      const imageSources = async (url: string) => {
        const response = await web.inject({ method: 'GET', url });
        return /img-src [^;]*/.exec(String(response.headers['content-security-policy']))?.[0];
      };
      expect(await imageSources('/')).toBe("img-src 'self' data: blob: https://a.storyblok.com");
      expect(await imageSources('/storelocator')).toBe(
        "img-src 'self' data: blob: https://a.storyblok.com https://tiles.example.org",
      );
    } finally {
      await web.close();
    }
  });

  it('makes a new nonce for every page answer', async () => {
    const first = await app.inject({ method: 'GET', url: '/' });
    const second = await app.inject({ method: 'GET', url: '/' });
    expect(policyNonce(String(first.headers['content-security-policy']))).not.toBe(
      policyNonce(String(second.headers['content-security-policy'])),
    );
  });

  it('lets a page load only from the shop, post forms only to it, and be framed by nothing', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'none'",
      "style-src 'self'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      "connect-src 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
      "form-action 'self'",
      "base-uri 'none'",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(policy.split('; ')).toContain(directive);
    }
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('asks pages whose address carries a secret to send no Referer at all', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/reset-password?email=a%40example.com&token=secret',
    });
    expect(response.statusCode).toBe(200);
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain('<meta name="referrer" content="no-referrer"/>');
  });

  it("sets the page policy on HEAD answers too, and none of a page's on its data answers", async () => {
    const head = await app.inject({ method: 'HEAD', url: '/' });
    policyNonce(String(head.headers['content-security-policy']));
    const data = await app.inject({ method: 'GET', url: '/de.data' });
    expect(data.statusCode).toBe(200);
    expect(data.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});

describe('security headers of the build files', () => {
  it('are on a static file, whose policy lets it load nothing', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('give scripts, the service worker among them, a policy that lets them call the shop', async () => {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('give the service worker its policy over a socket too (not the one set first)', async () => {
    const { port } = app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/sw.js`);
    await response.arrayBuffer();
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
  });

  it('are on a missing asset (404)', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});

describe('paths of the API and the image route', () => {
  it('still answers unknown /api paths with the JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/unknown?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorBody(404, 'Not found: GET /api/unknown'));
  });

  it('still answers unknown /img paths with the JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/img/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404 });
  });
});

describe('how the SSR loaders reach the API', () => {
  it('calls the API of the same app in-process: no HTTP address is needed', async () => {
    process.env.API_INTERNAL_URL = 'http://127.0.0.1:9';
    try {
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Joolz Day+ kinderwagen');
      expect([...new Set(searches.map((search) => search.entity))].sort()).toEqual([
        'category',
        'product',
      ]);
    } finally {
      process.env.API_INTERNAL_URL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    }
  });

  it("calls it as the page's visitor: the API's per-address limits count each visitor alone", async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/', remoteAddress: '10.20.0.1' })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/', remoteAddress: '10.20.0.2' })).statusCode,
    ).toBe(200);
    expect([...new Set(searches.map((search) => search.ip))].sort()).toEqual([
      '10.20.0.1',
      '10.20.0.2',
    ]);
  });

  it('keeps the HTTP path for a mount without the in-process transport', async () => {
    const web = Fastify();
    await mountWeb(web, { buildDir, inProcessApi: false });
    try {
      const response = await web.inject({ method: 'GET', url: '/de' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('€ 294,06');
      // The searches reached the API app over HTTP (API_INTERNAL_URL).
      expect(searches.map((search) => search.storeCode)).toEqual(['de', 'de']);

      process.env.API_INTERNAL_URL = 'http://127.0.0.1:9';
      const unreachable = await web.inject({ method: 'GET', url: '/de' });
      expect(unreachable.statusCode).toBe(502);
    } finally {
      process.env.API_INTERNAL_URL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      await web.close();
    }
  });

  it.each([
    ['a web Response', injectFetch],
    ["the storefront's answer", injectApiFetch],
  ])(
    'answers fetch calls through inject as %s: method, headers, body, status and JSON',
    async (_, transport) => {
      const apiFetch = transport(app);
      const found = await apiFetch('http://ignored.example/api/catalog/nl/category/_search?x=1', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ filters: { level: [2] } }),
      });
      expect(found.status).toBe(200);
      expect(found.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(found.headers.get('x-not-sent')).toBeNull();
      expect(await found.json()).toMatchObject({ code: 200, result: { total: 1 } });
      expect(searches.at(-1)).toMatchObject({ storeCode: 'nl', body: { filters: { level: [2] } } });

      const missing = await apiFetch('/api/unknown', { method: 'GET' });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual(errorBody(404, 'Not found: GET /api/unknown'));

      const controller = new AbortController();
      controller.abort();
      await expect(apiFetch('/api/unknown', { signal: controller.signal })).rejects.toThrow();
    },
  );
});
