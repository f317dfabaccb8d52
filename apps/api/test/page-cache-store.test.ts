/**
 * The output cache's stores (decisions 82 and 90): the same rules hold for the front's memory and
 * for Redis (the machine's Redis on 127.0.0.1:6379, under a key prefix of this test's own). A
 * page is found until a drop of one of its tags or of everything; a page whose render began
 * before such a drop is refused; two stores on one Redis (two shop instances) share pages and
 * drops. When Redis is cut off (a proxy in between closes), lookups fail (the front then asks
 * the worker), a drop cannot be made, and once Redis answers again that drop is made as a drop of
 * everything before any page is served: a stale page never comes back.
 */
import { randomUUID } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { decodePage, encodePage, RedisPageCache } from '../src/lib/page-cache/redis-store.ts';
import {
  type CachedPage,
  MemoryPageCache,
  type PageCacheStore,
} from '../src/lib/page-cache/store.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TTL_MS = 86_400_000;
const prefixes: string[] = [];
const opened: RedisPageCache[] = [];
const quietLog = { warn: () => {} };

function page(body: string, tags: string[]): CachedPage {
  return {
    status: 200,
    headers: ['content-type', 'text/html; charset=utf-8', 'surrogate-key', tags.join(' ')],
    body: Buffer.from(body),
    tags,
  };
}

async function redisStore(prefix: string, url = redisUrl): Promise<RedisPageCache> {
  const store = new RedisPageCache({
    url,
    prefix,
    ttlMs: TTL_MS,
    commandTimeoutMs: 1000,
    log: quietLog,
  });
  opened.push(store);
  await store.connect();
  return store;
}

function newPrefix(): string {
  const prefix = `test-pc-${randomUUID()}:`;
  prefixes.push(prefix);
  return prefix;
}

afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
});

afterAll(async () => {
  const redis = new Redis(redisUrl);
  for (const prefix of prefixes) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  }
  redis.disconnect();
});

const stores: [string, () => Promise<PageCacheStore>][] = [
  ['memory', async () => new MemoryPageCache({ ttlMs: TTL_MS, maxBytes: 1_000_000, now: () => 0 })],
  ['Redis', () => redisStore(newPrefix())],
];

describe.each(stores)('the output cache in %s', (_name, make) => {
  it('keeps a page with its status, headers and body until one of its tags is dropped', async () => {
    const store = await make();
    const ticket = await store.begin();
    expect(await store.set('/p/1', page('one', ['product-1', 'category-7']), ticket)).toBe(true);
    expect(await store.set('/p/2', page('two', ['product-2', 'category-7']), ticket)).toBe(true);
    expect(await store.get('/p/1')).toEqual(page('one', ['product-1', 'category-7']));

    await store.drop(['product-1']);
    expect(await store.get('/p/1')).toBeNull();
    expect((await store.get('/p/2'))?.body.toString()).toBe('two');

    await store.drop(['category-7']);
    expect(await store.get('/p/2')).toBeNull();
  });

  it('refuses a page whose render began before a drop of one of its tags, or of everything', async () => {
    const store = await make();
    const early = await store.begin();
    await store.drop(['product-1']);
    expect(await store.set('/p/1', page('stale', ['product-1']), early)).toBe(false);
    // Other tags' pages of the same moment are kept.
    expect(await store.set('/p/2', page('two', ['product-2']), early)).toBe(true);
    expect(await store.set('/p/1', page('fresh', ['product-1']), await store.begin())).toBe(true);

    const beforeAll = await store.begin();
    await store.drop('all');
    expect(await store.get('/p/1')).toBeNull();
    expect(await store.get('/p/2')).toBeNull();
    expect(await store.set('/p/3', page('three', ['product-3']), beforeAll)).toBe(false);
    expect(await store.set('/p/3', page('three', ['product-3']), await store.begin())).toBe(true);
    expect((await store.get('/p/3'))?.body.toString()).toBe('three');
  });
});

describe('the output cache in Redis, shared', () => {
  it('is one cache for two shop instances: a page kept by one is found by the other, a drop by either empties both', async () => {
    const prefix = newPrefix();
    const [first, second] = [await redisStore(prefix), await redisStore(prefix)];
    await first.set('/p/1', page('one', ['product-1']), await first.begin());
    expect((await second.get('/p/1'))?.body.toString()).toBe('one');

    // A render on the first began before the second dropped its tag: it is not kept.
    const ticket = await first.begin();
    await second.drop(['product-1']);
    expect(await first.get('/p/1')).toBeNull();
    expect(await first.set('/p/1', page('stale', ['product-1']), ticket)).toBe(false);
  });

  it('never serves a page again whose drop Redis could not take while it was cut off', async () => {
    const proxy = await startProxy(6379);
    const store = await redisStore(newPrefix(), `redis://127.0.0.1:${proxy.port}`);
    await store.set('/p/1', page('before the change', ['product-1']), await store.begin());

    await proxy.cut();
    await expect(store.get('/p/1')).rejects.toThrow();
    // The change's drop does not reach Redis, and does not fail the caller.
    await expect(store.drop(['product-1'])).resolves.toBeUndefined();

    await proxy.restore();
    // Redis answers again (the client reconnects on its own): the owed drop comes first.
    await expect
      .poll(
        async () => {
          try {
            return { answered: true, page: await store.get('/p/1') };
          } catch {
            return { answered: false, page: null };
          }
        },
        { timeout: 20_000, interval: 100 },
      )
      .toEqual({ answered: true, page: null });
    await proxy.close();
  });

  it('reads back exactly the bytes it wrote, and refuses a value too short to be a page', () => {
    const stored = page('<html>ü</html>', ['product-1']);
    expect(decodePage(encodePage(stored))).toEqual(stored);
    expect(decodePage(Buffer.from([0, 0]))).toBeNull();
    expect(decodePage(Buffer.from([0, 0, 0, 9, 1]))).toBeNull();
  });
});

/** A TCP proxy to Redis on a port of its own that the test can cut off and restore. */
async function startProxy(targetPort: number) {
  const sockets = new Set<Socket>();
  let server: Server;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(targetPort, '127.0.0.1');
        sockets.add(client);
        sockets.add(upstream);
        client.pipe(upstream).pipe(client);
        const end = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', end).on('close', end);
        upstream.on('error', end).on('close', end);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });
  const port = await listen(0);
  const closeServer = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      server.close(() => resolve());
    });
  return {
    port,
    cut: closeServer,
    restore: async () => {
      await listen(port);
    },
    close: closeServer,
  };
}
