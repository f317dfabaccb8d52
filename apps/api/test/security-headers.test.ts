/**
 * Security headers on every answer of the shop (lib/security-headers.ts): API JSON, error
 * answers, 404s, images, the test payment provider's page and the API reference. Storefront
 * pages and build files are in web.test.ts (they need a built storefront).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import {
  analyticsPolicyOf,
  storefrontPagePolicy,
  TAG_MANAGER_POLICY,
} from '../src/lib/security-headers.ts';
import { previewPolicyOf } from '../src/web/mount-web.ts';
import { createTestShop, type TestShop } from './helper.ts';

const NO_CONTENT_POLICY = "default-src 'none'; frame-ancestors 'none'";

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
  mkdirSync(join(t.config.mediaDir, 'product', 'test'), { recursive: true });
  writeFileSync(
    join(t.config.mediaDir, 'product', 'test', 'pink-1.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="744"><rect width="600" height="744" fill="#e2007a"/></svg>',
  );
});
afterAll(() => t?.close());

/** The headers every answer carries, whatever it is. */
function expectCommonHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['referrer-policy']).toMatch(/^(same-origin|no-referrer)$/);
  expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  expect(response.headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  it('are on an API answer, whose policy lets it load and be framed by nothing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/stock/check?sku=KW-100' });
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response);
    expect(response.headers['content-security-policy']).toBe(NO_CONTENT_POLICY);
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });

  it.each([
    ['bad input (400)', 'POST', '/api/url/map', '{"url": 5}', 400],
    ['malformed JSON (400)', 'POST', '/api/url/map', '{"url":', 400],
    ['a domain error (404)', 'POST', '/api/url/map', '{"url": "/bestaat-niet"}', 404],
    ['an unknown API route (404)', 'GET', '/api/nothing-here', undefined, 404],
    ['an unknown path outside the API (404)', 'GET', '/nothing-here', undefined, 404],
    ['an unknown image (404)', 'GET', '/img/150/150/resize/product/none.svg', undefined, 404],
  ] as const)('are on %s', async (_name, method, url, payload, status) => {
    const response = await t.app.inject({
      method,
      url,
      ...(payload ? { payload, headers: { 'content-type': 'application/json' } } : {}),
    });
    expect(response.statusCode).toBe(status);
    expectCommonHeaders(response);
    expect(response.headers['content-security-policy']).toBe(NO_CONTENT_POLICY);
  });

  it('an image URL with a bad percent-encoding fails as every other image error: the JSON envelope', async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: '/img/150/150/resize/product/none.svg',
    });
    for (const url of [
      '/img/%E0%A4%A',
      '/img/150/150/resize/%E0%A4%A.svg',
      '/img/150/150/resize/product/x%ZZ.svg',
      '/img/%',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type'], url).toBe(other.headers['content-type']);
      expect(response.json(), url).toMatchObject({
        code: 400,
        meta: { key: 'request.bad_url_encoding' },
      });
      expect(response.body, url).not.toContain('<html');
    }
  });

  it('are on an image', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/img/150/150/resize/product/test/pink-1.svg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expectCommonHeaders(response);
    expect(response.headers['content-security-policy']).toBe(NO_CONTENT_POLICY);
  });

  it('are on the API reference, with a policy for its own scripts and no inline script', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expectCommonHeaders(page);
    const policy = page.headers['content-security-policy'] as string;
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    const script = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(script.statusCode).toBe(200);
    expectCommonHeaders(script);
  });

  it('are on a page of the test payment provider, which keeps its own policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test-payment/pay/unknown-key' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expectCommonHeaders(response);
    expect(response.headers['content-security-policy']).toMatch(
      /^default-src 'none'; style-src 'nonce-[A-Za-z0-9+/=]+'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'$/,
    );
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('are on answers the framework writes before any hook (a malformed URL)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/url/%E0%A4%A`);
    await response.arrayBuffer();
    expect(response.status).toBe(400);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('content-security-policy')).toBe(NO_CONTENT_POLICY);
    // An image URL the same: the envelope, as every image error, with the same headers.
    const image = await fetch(`http://127.0.0.1:${port}/img/%E0%A4%A`);
    expect(image.status).toBe(400);
    expect(image.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await image.json()).code).toBe(400);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toBe(NO_CONTENT_POLICY);
    // Over a socket too, an answer's own headers win over those set first.
    const page = await fetch(`http://127.0.0.1:${port}/test-payment/pay/unknown-key`);
    await page.arrayBuffer();
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src/);
  });

  it('leave out Strict-Transport-Security while the public URL is http', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ext/are-we-closed' });
    expect(t.config.mail.shopPublicUrl).toMatch(/^http:/);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the storefront page policy', () => {
  it('lets a map page load images from the tile server, and from no other host', () => {
    const policy = storefrontPagePolicy('bm9uY2U=', ['https://tiles.example.org']);
    expect(policy).toContain("img-src 'self' data: blob: https://tiles.example.org;");
    expect(policy).toContain("connect-src 'self';");
    expect(storefrontPagePolicy('bm9uY2U=')).toContain("img-src 'self' data: blob:;");
  });

  it('lets a content preview, and only it, run the editor bridge and be framed by the editor', () => {
    const preview = previewPolicyOf({
      bridgeUrl: 'https://app.storyblok.com/f/storyblok-v2-latest.js',
      editorOrigins: ['https://app.storyblok.com'],
    });
    const policy = storefrontPagePolicy('bm9uY2U=', [], preview);
    expect(policy).toContain(
      "script-src 'self' 'nonce-bm9uY2U=' 'strict-dynamic' 'wasm-unsafe-eval' https://app.storyblok.com;",
    );
    expect(policy).toContain("connect-src 'self' https://app.storyblok.com;");
    expect(policy).toMatch(/frame-ancestors https:\/\/app\.storyblok\.com$/);
    const page = storefrontPagePolicy('bm9uY2U=');
    expect(page).not.toContain('storyblok');
    expect(page).toMatch(/frame-ancestors 'none'$/);
  });
});

describe('the tag manager in the page policy (secondary-areas §5)', () => {
  it('names the tag manager and GA4 origins only for a shop with a container', () => {
    const policy = storefrontPagePolicy('bm9uY2U=', [], null, [], TAG_MANAGER_POLICY);
    expect(policy).toContain(
      "script-src 'self' 'nonce-bm9uY2U=' 'strict-dynamic' 'wasm-unsafe-eval' https://www.googletagmanager.com;",
    );
    expect(policy).toContain(
      "connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com;",
    );
    expect(policy).toContain(
      "img-src 'self' data: blob: https://www.googletagmanager.com https://*.google-analytics.com;",
    );
    const without = storefrontPagePolicy('bm9uY2U=');
    expect(without).not.toMatch(/google/);
  });

  it('takes a container id of the form GTM-XXXX, refuses another, and is off when unset', () => {
    expect(loadConfig({ ...process.env, GTM_CONTAINER_ID: 'GTM-AB12CD3' }).analytics).toEqual({
      gtmContainerId: 'GTM-AB12CD3',
      consentManagerIds: { nl: null, de: null, default: null },
      consentManagerScriptUrl: 'https://consent.cookiebot.eu/uc.js',
    });
    expect(loadConfig({ ...process.env, GTM_CONTAINER_ID: '' }).analytics.gtmContainerId).toBe(
      null,
    );
    expect(() => loadConfig({ ...process.env, GTM_CONTAINER_ID: 'UA-1234-5' })).toThrow(
      /GTM_CONTAINER_ID: must look like GTM-XXXXXXX/,
    );
  });
});

describe('the consent manager of a store view (secondary-areas §9, decision 0067)', () => {
  const ID = '0a1b2c3d-4e5f-6789-abcd-ef0123456789';

  it('is configured per store view, the default view with the Dutch one', () => {
    const config = loadConfig({
      ...process.env,
      GTM_CONTAINER_ID: 'GTM-AB12CD3',
      CONSENT_MANAGER_ID_DE: ID,
    });
    expect(config.analytics.consentManagerIds).toEqual({ nl: null, de: ID, default: null });
  });

  it('refuses an id that is not a domain group id, and one without a tag manager container', () => {
    expect(() =>
      loadConfig({ ...process.env, GTM_CONTAINER_ID: 'GTM-AB12CD3', CONSENT_MANAGER_ID_NL: 'abc' }),
    ).toThrow(/CONSENT_MANAGER_ID_NL: must be a Cookiebot domain group id/);
    expect(() =>
      loadConfig({ ...process.env, GTM_CONTAINER_ID: '', CONSENT_MANAGER_ID_DE: ID }),
    ).toThrow(/need GTM_CONTAINER_ID/);
  });

  it("names Cookiebot's origins and allows its styles only on the pages of a view that loads it", () => {
    const withCmp = storefrontPagePolicy(
      'bm9uY2U=',
      [],
      null,
      [],
      analyticsPolicyOf('GTM-AB12CD3', ID),
    );
    expect(withCmp).toContain(
      "script-src 'self' 'nonce-bm9uY2U=' 'strict-dynamic' 'wasm-unsafe-eval' https://www.googletagmanager.com https://consent.cookiebot.eu;",
    );
    expect(withCmp).toContain("style-src 'self' 'unsafe-inline';");
    expect(withCmp).toContain('frame-src https://consentcdn.cookiebot.eu;');
    expect(withCmp).toMatch(/connect-src [^;]*https:\/\/consentcdn\.cookiebot\.eu/);
    const banner = storefrontPagePolicy(
      'bm9uY2U=',
      [],
      null,
      [],
      analyticsPolicyOf('GTM-AB12CD3', null),
    );
    expect(banner).not.toMatch(/cookiebot|unsafe-inline|frame-src/);
    expect(analyticsPolicyOf(null, null)).toBeNull();
    // A script served elsewhere (a proxy of the shop's, the journeys' stand-in) names its origin.
    expect(
      storefrontPagePolicy(
        'bm9uY2U=',
        [],
        null,
        [],
        analyticsPolicyOf('GTM-AB12CD3', ID, 'http://127.0.0.1:5030/uc.js'),
      ),
    ).toContain('https://www.googletagmanager.com http://127.0.0.1:5030;');
    expect(() =>
      loadConfig({ ...process.env, CONSENT_MANAGER_SCRIPT_URL: 'javascript:alert(1)' }),
    ).toThrow(/CONSENT_MANAGER_SCRIPT_URL: must be an http\(s\):\/\/ URL of a script/);
  });
});

describe('the content preview settings', () => {
  it('default to Storyblok’s bridge and editor, and refuse what is not an origin', () => {
    expect(t.config.contentPreview).toEqual({
      bridgeUrl: 'https://app.storyblok.com/f/storyblok-v2-latest.js',
      editorOrigins: ['https://app.storyblok.com'],
    });
    expect(() =>
      loadConfig({ ...process.env, STORYBLOK_EDITOR_ORIGINS: "https://x.example 'unsafe-inline'" }),
    ).toThrow(/STORYBLOK_EDITOR_ORIGINS/);
    expect(() =>
      loadConfig({ ...process.env, STORYBLOK_BRIDGE_URL: 'javascript:alert(1)' }),
    ).toThrow(/STORYBLOK_BRIDGE_URL/);
    expect(
      loadConfig({
        ...process.env,
        STORYBLOK_EDITOR_ORIGINS: 'https://a.example, https://b.example',
      }).contentPreview.editorOrigins,
    ).toEqual(['https://a.example', 'https://b.example']);
  });
});

describe('the app bridge settings (secondary-areas §5)', () => {
  it('trust no origin by default, read a list of origins and refuse what is not an origin', () => {
    expect(t.config.appBridge).toEqual({ origins: [], userAgentMarker: null });
    expect(
      loadConfig({
        ...process.env,
        APP_BRIDGE_ORIGINS: 'https://app.kindershop.example, http://localhost:8081',
        APP_USER_AGENT_MARKER: ' KindershopApp ',
      }).appBridge,
    ).toEqual({
      origins: ['https://app.kindershop.example', 'http://localhost:8081'],
      userAgentMarker: 'KindershopApp',
    });
    for (const bad of ['*', 'app.kindershop.example', "https://x.example 'unsafe-inline'"]) {
      expect(() => loadConfig({ ...process.env, APP_BRIDGE_ORIGINS: bad })).toThrow(
        /APP_BRIDGE_ORIGINS/,
      );
    }
  });

  it("let the app's origins, and only they, frame every storefront page", () => {
    const app = ['https://app.kindershop.example'];
    expect(storefrontPagePolicy('bm9uY2U=', [], null, app)).toMatch(
      /frame-ancestors https:\/\/app\.kindershop\.example$/,
    );
    // A content preview may be framed by the editor and the app, each named once.
    const preview = previewPolicyOf({
      bridgeUrl: 'https://app.storyblok.com/f/storyblok-v2-latest.js',
      editorOrigins: ['https://app.storyblok.com', 'https://app.kindershop.example'],
    });
    expect(storefrontPagePolicy('bm9uY2U=', [], preview, app)).toMatch(
      /frame-ancestors https:\/\/app\.storyblok\.com https:\/\/app\.kindershop\.example$/,
    );
    expect(storefrontPagePolicy('bm9uY2U=', [], null, [])).toMatch(/frame-ancestors 'none'$/);
  });
});

describe('Strict-Transport-Security with an https public URL', () => {
  let secure: TestShop;
  beforeAll(async () => {
    secure = await createTestShop({
      seed: 'none',
      env: { SHOP_PUBLIC_URL: 'https://kindershop.example' },
    });
  });
  afterAll(() => secure?.close());

  it('is on every answer, a 404 included', async () => {
    for (const url of ['/api/ext/are-we-closed', '/api/nothing-here', '/nothing-here']) {
      const response = await secure.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000');
      expectCommonHeaders(response);
    }
  });
});
