/**
 * Two shops (real child processes: each a front with its output cache and one worker, real HTTP)
 * on one PostgreSQL database of their own and the machine's Redis under a key prefix of their own
 * (decisions 80 and 82): a login limit counts the attempts made at both; a price changed through
 * one is on the other's next page and API answer, and both output caches drop the product's
 * page; a content change made through one shows on the other's next answers; an order placed on
 * one is paid by a push that reaches the other. Catalogue reads go to DATABASE_READ_URL, here the
 * same database. Last, with nginx installed, the compose file's reverse proxy in front of both
 * (deploy/nginx/shop.conf; decision 133): what it keeps and passes, and no request lost while a
 * shop stops. PostgreSQL only (a PGlite folder belongs to one process); waits are for
 * conditions, each with a bound.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { totpStep } from '@shop/core';
import { embeddedStoryIdentity } from '@shop/db';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild } from '../../../scripts/web-build.mjs';
import { runOperatorCommand } from '../src/modules/operators/command.ts';
import { codeOfBase32 } from '../src/modules/operators/service.ts';
import { buckarooHmacHeader } from '../src/modules/payment/buckaroo-hmac.ts';
import { findNginx, startDeployProxy } from './deploy-proxy.ts';
import { orderBody } from './order-helper.ts';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const root = resolve(import.meta.dirname, '../../..');
const HOOK_SECRET = 'hook-secret-of-the-two-processes-test-0123456789';
const STORY_API = '/api/ext/vsf-storyblok-extension';
/** Both shops are one shop to the payment provider: one public URL, one key. */
const PUBLIC_URL = 'http://shop.test';
const PAYMENT_KEYS = {
  websiteKey: 'KINDERSHOP',
  secretKey: 'payment-key-of-the-two-processes-test',
};
const METRICS_KEY = 'metrics-key-of-the-two-processes-test';
const nginx = findNginx();
const OPERATOR = { email: 'assortiment@shop.example', password: 'Assortiment-bijwerken-7' };
/** The longest wait for a change to arrive, ms. */
const BOUND_MS = 120_000;
/** The longest wait for a shop to stop before it is killed, ms. */
const STOP_BOUND_MS = 60_000;
/** The longest wait for a shop to start (the first one migrates and seeds), ms. */
const START_BOUND_MS = 360_000;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Polls `probe` until it returns true, at most BOUND_MS; fails with `what` after that. */
async function until(
  what: string,
  probe: () => Promise<boolean>,
  boundMs = BOUND_MS,
): Promise<void> {
  const deadline = performance.now() + boundMs;
  while (performance.now() < deadline) {
    if (await probe()) return;
    await new Promise((done) => setImmediate(done));
  }
  throw new Error(`not within ${boundMs} ms: ${what}`);
}

async function statusOf(url: string, init?: RequestInit): Promise<number> {
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

describe.skipIf(!databaseUrl)('two shop processes on PostgreSQL and Redis', () => {
  const folder = mkdtempSync(join(tmpdir(), 'two-processes-'));
  const database = `two_processes_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const prefix = `test:${randomUUID()}:`;
  const children: ChildProcess[] = [];
  const bases: string[] = [];
  let admin: pg.Client;
  let ownUrl = '';

  async function startShop(name: string): Promise<string> {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(folder, name),
      DATABASE_URL: ownUrl,
      DATABASE_READ_URL: ownUrl,
      DATABASE_POOL_SIZE: '4',
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      DEMO_CATALOG_PRODUCTS: '10',
      LOG_LEVEL: 'warn',
      CONTENT_HOOK_SECRET: HOOK_SECRET,
      AUTH_RATE_LIMIT_PER_EMAIL: '3',
      AUTH_RATE_LIMIT_PER_EMAIL_ALL_ADDRESSES: '100',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      SHOP_PUBLIC_URL: PUBLIC_URL,
      PAYMENT_PROVIDER: 'test',
      BUCKAROO_WEBSITE_KEY: PAYMENT_KEYS.websiteKey,
      BUCKAROO_SECRET_KEY: PAYMENT_KEYS.secretKey,
      WEB_CONCURRENCY: '1',
      METRICS_KEY,
      // Orders are refused on closed days (Sunday by default); the test must pass on any day.
      SHOP_CLOSED: 'open',
      TMPDIR: folder,
    };
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(root, 'apps/api/src/front.ts')],
      {
        cwd: root,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    children.push(child);
    const base = `http://127.0.0.1:${port}`;
    await until(
      `${name} is ready`,
      async () => {
        if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
        return (await statusOf(`${base}/ready`)) === 200;
      },
      START_BOUND_MS,
    );
    return base;
  }

  beforeAll(
    async () => {
      admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      const url = new URL(databaseUrl as string);
      url.pathname = `/${database}`;
      ownUrl = url.toString();
      // The shops serve the built storefront (without a build they serve the API only).
      ensureWebBuild();
      // The first process migrates and seeds the empty database; the second finds it ready.
      bases.push(await startShop('first'));
      bases.push(await startShop('second'));
    },
    2 * START_BOUND_MS + 10_000,
  );

  afterAll(async () => {
    // Each shop is asked to stop; one that has not ended within the bound is killed, so that
    // none outlives the test (its worker, whose front is gone, then stops on its own).
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            const kill = setTimeout(() => child.kill('SIGKILL'), STOP_BOUND_MS);
            child.once('exit', () => {
              clearTimeout(kill);
              done();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
    await admin?.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin?.end();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    rmSync(folder, { recursive: true, force: true });
  }, BOUND_MS);

  const [first, second] = [() => bases[0] as string, () => bases[1] as string];

  it('counts a login limit over both processes', async () => {
    const login = (base: string) =>
      statusOf(`${base}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'nobody@example.nl', password: 'not-the-password' }),
      });
    // Three wrong passwords for one address, spread over both processes: each alone saw fewer
    // than its limit of 3, together they used it up.
    expect(await login(first())).toBe(401);
    expect(await login(second())).toBe(401);
    expect(await login(first())).toBe(401);
    expect(await login(second())).toBe(429);
    expect(await login(first())).toBe(429);
  });

  it('shows a story unpublished through one process on the other’s next answers', async () => {
    const slug = 'nl/verzendkosten';
    const storyStatus = (base: string) => statusOf(`${base}${STORY_API}/story/verzendkosten`);
    // Both processes keep the published story in their content caches.
    expect(await storyStatus(first())).toBe(200);
    expect(await storyStatus(second())).toBe(200);
    const page = await fetch(`${second()}/verzendkosten`);
    expect(page.status).toBe(200);
    await page.arrayBuffer();
    const hook = (base: string, action: string) =>
      statusOf(`${base}${STORY_API}/hook?secret=${HOOK_SECRET}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action, story_id: embeddedStoryIdentity(slug).id }),
      });
    expect(await hook(first(), 'unpublished')).toBe(200);
    // The process that made the change answers from the database at once; the other as soon
    // as the announcement reached it.
    expect(await storyStatus(first())).toBe(404);
    await until(
      'the second process forgets the story',
      async () => (await storyStatus(second())) === 404,
    );
    expect(await hook(second(), 'published')).toBe(200);
    expect(await storyStatus(second())).toBe(200);
    await until(
      'the first process shows the story again',
      async () => (await storyStatus(first())) === 200,
    );
  });
  /** A JSON call; its status and body. */
  async function call(
    base: string,
    method: string,
    path: string,
    options: { payload?: unknown; token?: string } = {},
  ): Promise<{ status: number; body: any }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.payload !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      ...(options.payload !== undefined ? { body: JSON.stringify(options.payload) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  /** A page as an anonymous browser asks it: its HTML and whether the front's cache answered. */
  async function pageOf(base: string, path: string): Promise<{ html: string; hit: boolean }> {
    const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
    expect(response.status, path).toBe(200);
    return {
      html: await response.text(),
      hit: response.headers.get('x-output-cache') === 'hit',
    };
  }

  /** The price incl. tax the catalogue API answers for a sku. */
  async function apiPriceOf(base: string, sku: string): Promise<number> {
    const answer = await call(base, 'POST', '/api/catalog/nl/product/_search', {
      payload: { filters: { sku: [sku] }, size: 1 },
    });
    expect(answer.status).toBe(200);
    return answer.body.result.items[0].final_price_incl_tax;
  }

  /** An operator with the catalogue role, made by the command line, logged in at `base`. */
  async function catalogueOperator(base: string): Promise<string> {
    const out: string[] = [];
    const code = await runOperatorCommand(
      ['create', '--email', OPERATOR.email, '--name', 'Assortiment', '--role', 'catalogue'],
      {
        env: { ...process.env, DATABASE_URL: ownUrl, DATA_DIR: join(folder, 'command') },
        out: (line) => out.push(line),
        err: (line) => out.push(line),
        askPassword: async () => OPERATOR.password,
      },
    );
    expect(code, out.join('\n')).toBe(0);
    const secret = (out.find((line) => line.trim().startsWith('secret:')) ?? '')
      .trim()
      .slice('secret:'.length)
      .trim();
    const first = await call(base, 'POST', '/api/admin/login', { payload: OPERATOR });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // The shop process checks the code against its own clock, as an authenticator app's is.
    const second = await call(base, 'POST', '/api/admin/login/code', {
      payload: {
        challenge: first.body.result.challenge,
        code: codeOfBase32(secret, totpStep(new Date())),
      },
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    return second.body.result.token;
  }

  it('shows a price changed through one process on the other’s next page and API answer, both output caches dropping the page', async () => {
    const listed = await call(first(), 'POST', '/api/catalog/nl/product/_search', {
      payload: { size: 1 },
    });
    const product = listed.body.result.items[0];
    const path = `/p/${product.sku}/${product.url_key}`;
    const before = product.final_price_incl_tax as number;
    const jsonLdPrice = (price: number) => `"price":"${price.toFixed(2)}"`;
    // Both fronts keep the page: the first request renders it, a later one is answered by the
    // front's cache (kept once the whole answer is read).
    for (const base of [first(), second()]) {
      expect((await pageOf(base, path)).html).toContain(jsonLdPrice(before));
      await until(`${base} keeps the product page`, async () => (await pageOf(base, path)).hit);
    }
    const token = await catalogueOperator(first());
    const after = Math.round(before * 100) + 1234;
    const edited = await call(first(), 'PATCH', `/api/admin/catalog/products/${product.sku}`, {
      token,
      payload: { price: after },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const newPrice = after / 100;
    // The process that made the change dropped its copy before answering.
    const here = await pageOf(first(), path);
    expect(here.hit).toBe(false);
    expect(here.html).toContain(jsonLdPrice(newPrice));
    expect(here.html).not.toContain(jsonLdPrice(before));
    expect(await apiPriceOf(first(), product.sku)).toBe(newPrice);
    // The other drops its copy as the announcement reaches it; until then it may still answer
    // the old copy, never a new copy of the old price.
    await until('the second front drops the old page', async () => {
      const page = await pageOf(second(), path);
      if (page.html.includes(jsonLdPrice(before))) {
        expect(page.hit).toBe(true);
        return false;
      }
      expect(page.html).toContain(jsonLdPrice(newPrice));
      return true;
    });
    expect(await apiPriceOf(second(), product.sku)).toBe(newPrice);
    // Both keep the new page again.
    for (const base of [first(), second()]) {
      await until(`${base} keeps the new page`, async () => {
        const page = await pageOf(base, path);
        expect(page.html).toContain(jsonLdPrice(newPrice));
        return page.hit;
      });
    }
  });

  it('marks an order placed on one process paid by a push that reaches the other', async () => {
    const listed = await call(first(), 'POST', '/api/catalog/nl/product/_search', {
      payload: { size: 1 },
    });
    const sku = listed.body.result.items[0].sku as string;
    const created = await call(first(), 'POST', '/api/cart/create');
    expect(created.status).toBe(200);
    const cartId = created.body.result as string;
    const added = await call(first(), 'POST', `/api/cart/update?cartId=${cartId}`, {
      payload: { cartItem: { sku, qty: 1 } },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const order = orderBody(cartId, [{ sku, qty: 1 }]);
    const started = await call(first(), 'POST', '/api/ext/buckaroo/payment-information', {
      payload: {
        paymentInformation: {
          cartId,
          billingAddress: { countryId: 'NL' },
          email: 'anna@example.nl',
          paymentMethod: {
            method: order.addressInformation.payment_method_code,
            additional_data: order.addressInformation.payment_method_additional,
          },
        },
        order,
      },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { order_hash: hash, buckaroo_response: transaction } = started.body.result;
    const status = async (base: string) =>
      (await call(base, 'GET', `/api/order/status?order_hash=${hash}`)).body.result.payment_status;
    expect(await status(first())).toBe('pending');
    // What the provider holds of the transaction (the test provider keeps it in the shop's
    // database): the amount its push reports.
    const provider = new pg.Client({ connectionString: ownUrl });
    await provider.connect();
    const { rows } = await provider
      .query<{ amount: number }>('SELECT amount FROM test_payment_transactions WHERE key = $1', [
        transaction.Key,
      ])
      .finally(() => provider.end());
    expect(rows).toHaveLength(1);
    // The provider's push, signed as Buckaroo signs it, reaches the second process.
    const body = JSON.stringify({
      Transaction: {
        Key: transaction.Key,
        Status: { Code: { Code: 190, Description: 'Success' }, DateTime: new Date().toISOString() },
        RequiredAction: null,
        Invoice: started.body.result.orderNumber,
        ServiceCode: 'ideal',
        IsTest: true,
        Currency: 'EUR',
        AmountDebit: (rows[0]?.amount ?? 0) / 100,
      },
    });
    const pushed = await fetch(`${second()}/api/ext/buckaroo/push`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: buckarooHmacHeader(PAYMENT_KEYS, {
          method: 'POST',
          url: `${PUBLIC_URL}/api/ext/buckaroo/push`,
          body,
        }),
      },
      body,
    });
    expect(pushed.status, await pushed.text()).toBe(200);
    expect(await status(first())).toBe('paid');
  });
  // Last: it stops the first shop.
  describe.skipIf(!nginx)(
    'behind the reverse proxy of the compose file (nginx, deploy/nginx/shop.conf)',
    () => {
      let proxy: ChildProcess | undefined;
      let base = '';

      beforeAll(async () => {
        const port = await freePort();
        proxy = startDeployProxy({
          nginx: nginx as string,
          folder: join(folder, 'proxy'),
          port,
          shops: [new URL(first()).host, new URL(second()).host],
        });
        base = `http://127.0.0.1:${port}`;
        await until('nginx answers', async () => {
          if (proxy?.exitCode !== null) throw new Error(`nginx exited with ${proxy?.exitCode}`);
          return (await statusOf(`${base}/ready`)) === 200;
        });
      }, BOUND_MS);

      afterAll(async () => {
        if (!proxy || proxy.exitCode !== null) return;
        const ended = new Promise((done) => proxy?.once('exit', done));
        proxy.kill('SIGTERM');
        await ended;
      });

      /** A page through nginx as a browser asks it: its bytes as they travel, and the headers. */
      function viaProxy(path: string, headers: Record<string, string> = {}) {
        return new Promise<{
          status: number;
          cache: string | undefined;
          encoding: string | undefined;
          cacheControl: string | undefined;
          bytes: Buffer;
        }>((done, fail) => {
          const request = httpGet(`${base}${path}`, {
            headers: { accept: 'text/html', ...headers },
          });
          request.on('error', fail);
          request.on('response', (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('error', fail);
            response.on('end', () =>
              done({
                status: response.statusCode ?? 0,
                cache: response.headers['x-cache-status'] as string | undefined,
                encoding: response.headers['content-encoding'],
                cacheControl: response.headers['cache-control'],
                bytes: Buffer.concat(chunks),
              }),
            );
          });
        });
      }

      it('keeps an anonymous page as the shop’s headers allow, a copy per encoding', async () => {
        const path = '/?proxy-test=encodings';
        const plain = await viaProxy(path, { 'accept-encoding': 'identity' });
        expect(plain.status).toBe(200);
        expect(plain.cache).toBe('MISS');
        expect(plain.encoding).toBeUndefined();
        expect(plain.cacheControl).toMatch(/^public, .*s-maxage=/);
        expect((await viaProxy(path, { 'accept-encoding': 'identity' })).cache).toBe('HIT');
        // A browser that takes Brotli is not handed the plain copy: it gets a Brotli copy of its
        // own, kept beside the plain one.
        const brotli = await viaProxy(path, { 'accept-encoding': 'br' });
        expect(brotli.status).toBe(200);
        expect(brotli.encoding).toBe('br');
        expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 3);
        const again = await viaProxy(path, { 'accept-encoding': 'br' });
        expect(again.cache).toBe('HIT');
        expect(again.encoding).toBe('br');
        expect(again.bytes.equals(brotli.bytes)).toBe(true);
        expect((await viaProxy(path, { 'accept-encoding': 'identity' })).encoding).toBeUndefined();
      });

      it('lets personal pages, signed-in callers and orders through to a shop, and never the metrics', async () => {
        for (let i = 0; i < 2; i += 1) {
          const cart = await viaProxy('/cart');
          expect(cart.status).toBe(200);
          expect(cart.cacheControl).toBe('private, no-store');
          expect(cart.cache).not.toBe('HIT');
        }
        const path = '/?proxy-test=signed-in';
        await viaProxy(path);
        expect((await viaProxy(path)).cache).toBe('HIT');
        expect((await viaProxy(path, { authorization: 'Bearer someone' })).cache).toBe('BYPASS');
        const created = await call(base, 'POST', '/api/cart/create');
        const again = await call(base, 'POST', '/api/cart/create');
        expect([created.status, again.status]).toEqual([200, 200]);
        expect(again.body.result).not.toBe(created.body.result);
        const metrics = { authorization: `Bearer ${METRICS_KEY}` };
        expect(await statusOf(`${first()}/metrics`, { headers: metrics })).toBe(200);
        expect(await statusOf(`${base}/metrics`, { headers: metrics })).toBe(404);
      });

      it(
        'answers every request while one shop stops',
        async () => {
          const stopping = children[0] as ChildProcess;
          const exited = new Promise((done) => stopping.once('exit', done));
          let stopped = false;
          void exited.then(() => {
            stopped = true;
          });
          const statuses: number[] = [];
          let afterStop = 0;
          let next = 0;
          // Four shoppers ask one uncached page after another (each URL is new to nginx's cache);
          // the first shop is asked to stop once some have been answered, and they go on until
          // twenty more were answered after it ended.
          const shopper = async () => {
            while (afterStop < 20) {
              next += 1;
              const status = await statusOf(`${base}/search?q=kinderwagen&proxy-stop=${next}`, {
                headers: { accept: 'text/html' },
              });
              statuses.push(status);
              if (statuses.length === 8) stopping.kill('SIGTERM');
              if (stopped) afterStop += 1;
            }
          };
          await Promise.all([shopper(), shopper(), shopper(), shopper()]);
          expect(statuses.filter((status) => status !== 200)).toEqual([]);
          expect(stopping.exitCode).toBe(0);
        },
        BOUND_MS,
      );
    },
  );
});
