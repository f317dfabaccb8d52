/**
 * The back office at /admin (web/mount-admin.ts, decision 75), on a build folder of the test's
 * own: its page for the root and for every deep link, with noindex, no caching and a policy
 * whose nonce is the one written into the page; its build files as they are; a missing build
 * file a plain 404; and nothing of it reachable outside /admin.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountAdmin } from '../src/web/mount-admin.ts';
import type { TestShop } from './helper.ts';

let t: TestShop;
let dist = '';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'admin-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="robots" content="noindex, nofollow"><meta name="csp-nonce" content="__CSP_NONCE__"><script type="module" src="/admin/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log("back office")');
  // A file with the build's compressed copies beside it (apps/admin/vite.config.ts). The copies
  // say something else than the file, so an answer shows which one was sent.
  writeFileSync(join(dist, 'assets', 'screen-def.js'), 'console.log("as built")');
  writeFileSync(
    join(dist, 'assets', 'screen-def.js.br'),
    brotliCompressSync('console.log("brotli copy")'),
  );
  writeFileSync(join(dist, 'assets', 'screen-def.js.gz'), gzipSync('console.log("gzip copy")'));
  // Routes can only be added before an app is ready, which createTestShop's app is: this test
  // builds its own app with the back office mounted.
  t = await createTestShopWithAdmin();
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

async function createTestShopWithAdmin(): Promise<TestShop> {
  const { buildApp } = await import('../src/app.ts');
  const { loadConfig } = await import('../src/config.ts');
  const { openDatabase } = await import('@shop/db');
  const shop = await openDatabase({ dataDir: 'memory://', poolSize: 2 });
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' });
  const app = await buildApp({ shop, config });
  await mountAdmin(app, { distDir: dist });
  await app.ready();
  return {
    app,
    shop,
    config,
    dataDir,
    now: () => new Date(),
    async call(request) {
      const response = await app.inject(request);
      return { status: response.statusCode, body: response.json() };
    },
    async close() {
      await app.close();
      await shop.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('the back office at /admin', () => {
  it('answers its page at /admin and at every deep link, kept out of search engines', async () => {
    for (const url of ['/admin', '/admin/', '/admin/audit', '/admin/operators/3?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">');
    }
  });

  it("gives each page a nonce of its own, in the page's policy and in its csp-nonce meta", async () => {
    const first = await t.app.inject({ method: 'GET', url: '/admin' });
    const second = await t.app.inject({ method: 'GET', url: '/admin' });
    const nonceOf = (body: string) => /name="csp-nonce" content="([^"]+)"/.exec(body)?.[1];
    const nonce = nonceOf(first.body);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second.body)).not.toBe(nonce);
    const policy = String(first.headers['content-security-policy']);
    expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(first.body).not.toContain('__CSP_NONCE__');
  });

  it('serves its build files for good, and a missing one as a plain 404', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/admin/assets/index-abc.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['x-robots-tag']).toBe('noindex, nofollow');
    const missing = await t.app.inject({ method: 'GET', url: '/admin/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it("sends a file's compressed copies made by the build, never compressing it at a request", async () => {
    const url = '/admin/assets/screen-def.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("brotli copy")');
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("gzip copy")');
    const plain = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("as built")');
    // The copies are no addresses of their own.
    const copy = await t.app.inject({ method: 'GET', url: `${url}.br` });
    expect(copy.statusCode).toBe(404);
  });

  it('serves nothing of it outside /admin', async () => {
    const outside = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(outside.statusCode).toBe(404);
    const similar = await t.app.inject({ method: 'GET', url: '/administration' });
    expect(similar.headers['x-robots-tag']).toBeUndefined();
  });
});
