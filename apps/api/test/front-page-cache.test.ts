/**
 * The output cache in the front (decision 82) over real HTTP, with a stand-in worker on a private
 * socket that answers pages the way the shop marks them: a page the worker marked public with
 * its tags is answered by the front from then on; personal pages, answers with cookies, requests
 * with credentials or a campaign's parameters fill nothing; a drop of a tag, or the TTL on the
 * test's clock, sends the next request to the worker again; a render that began before a drop of
 * its tags is not kept. No timing: the clock is the test's, held answers wait for the test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGate, type Gate, type WorkerLink } from '../src/front/gate.ts';
import { createFrontPageCache } from '../src/front/page-cache.ts';
import { MemoryPageCache } from '../src/lib/page-cache/store.ts';
import { headersOfPlainAnswers } from '../src/lib/security-headers.ts';

const TTL_MS = 86_400_000;
const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=30';

let folder: string;
let worker: Server;
let gate: Gate;
let link: WorkerLink;
let base: string;
let store: MemoryPageCache;
let now = 0;
/** Paths the worker was asked for, in order. */
let asked: string[] = [];
/** Renders that wait for the test (path -> let go). */
let held: Map<string, () => void>;
let renders = 0;

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'front-page-cache-'));
  asked = [];
  held = new Map();
  renders = 0;
  now = 0;
  worker = createServer((req, res) => {
    asked.push(req.url ?? '');
    renders += 1;
    const path = (req.url ?? '/').split('?')[0];
    const body = `<html><body>render ${renders} of ${req.url}</body></html>`;
    const answer = () => {
      const headers: Record<string, string | string[]> = {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `script-src 'nonce-n${renders}'`,
      };
      if (path === '/cart') headers['cache-control'] = 'private, no-store';
      else if (path === '/with-cookie') {
        Object.assign(headers, { 'cache-control': PUBLIC, 'surrogate-key': 'product-1' });
        headers['set-cookie'] = ['a=1; Path=/'];
      } else if (path === '/untagged') headers['cache-control'] = PUBLIC;
      else
        Object.assign(headers, {
          'cache-control': PUBLIC,
          'surrogate-key': 'product-1 category-7',
        });
      res.writeHead(path === '/missing' ? 404 : 200, headers);
      res.end(body);
    };
    if (path === '/held') held.set(path, answer);
    else answer();
  });
  await new Promise<void>((resolve) => worker.listen(join(folder, 'worker.sock'), resolve));
  store = new MemoryPageCache({ ttlMs: TTL_MS, maxBytes: 1_000_000, now: () => now });
  gate = createGate({
    maxInFlight: 0,
    passes: () => false,
    clientTrusted: () => false,
    answerHeaders: headersOfPlainAnswers({ publicUrl: 'http://localhost' }),
    pageCache: createFrontPageCache(store),
  });
  link = {
    socketPath: join(folder, 'worker.sock'),
    agent: new Agent({ keepAlive: true }),
    inFlight: 0,
    behind: false,
  };
  gate.setWorker(link);
  await new Promise<void>((resolve) => gate.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(gate.server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  for (const letGo of held.values()) letGo();
  link.agent.destroy();
  await new Promise((resolve) => gate.server.close(resolve));
  gate.server.closeAllConnections();
  await new Promise((resolve) => worker.close(resolve));
  worker.closeAllConnections();
  rmSync(folder, { recursive: true, force: true });
});

/** A GET with exactly these headers (fetch would set its own Accept-Encoding). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Map<string, string>; body: string }>(
    (resolve, reject) => {
      const outgoing = request(`${base}${path}`, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const named = new Map<string, string>();
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined)
              named.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          resolve({
            status: response.statusCode ?? 0,
            headers: named,
            body: Buffer.concat(chunks).toString(),
          });
        });
      });
      outgoing.on('error', reject);
      outgoing.end();
    },
  );
}

/** Waits until the front has stored what it read beside the client (it stores on the answer's end). */
async function stored(pages: number) {
  for (let turn = 0; turn < 100 && store.size.pages < pages; turn++) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the front answers cached pages', () => {
  it('a tagged public page is rendered once, then answered by the front with its headers', async () => {
    const first = await get('/p/KW-100/kinderwagen');
    await stored(1);
    const second = await get('/p/KW-100/kinderwagen');
    expect(asked).toEqual(['/p/KW-100/kinderwagen']);
    expect(second.body).toBe(first.body);
    expect(second.headers.get('x-output-cache')).toBe('hit');
    expect(first.headers.get('x-output-cache')).toBeUndefined();
    // The nonce of the header still matches the one the HTML was made with (decision 13).
    expect(second.headers.get('content-security-policy')).toBe("script-src 'nonce-n1'");
    expect(second.headers.get('surrogate-key')).toBe('product-1 category-7');
    expect(second.headers.get('cache-control')).toBe(PUBLIC);
  });

  it('the key is the URL with its page parameters and the store view; campaign parameters are left out but fill nothing', async () => {
    await get('/c/kinderwagens?sort=price');
    await get('/de/c/kinderwagens?sort=price');
    await stored(2);
    expect(
      (await get('/c/kinderwagens?sort=price&utm_source=mail')).headers.get('x-output-cache'),
    ).toBe('hit');
    expect((await get('/c/kinderwagens?sort=name')).headers.get('x-output-cache')).toBeUndefined();
    // Only a URL without campaign parameters fills: its links never carry someone's campaign.
    await get('/c/luiers?gclid=abc');
    await stored(4);
    expect((await get('/c/luiers')).headers.get('x-output-cache')).toBeUndefined();
    expect(asked).toEqual([
      '/c/kinderwagens?sort=price',
      '/de/c/kinderwagens?sort=price',
      '/c/kinderwagens?sort=name',
      '/c/luiers?gclid=abc',
      '/c/luiers',
    ]);
  });

  it('another compression or a crawler is another copy', async () => {
    await get('/', { 'accept-encoding': 'gzip' });
    await stored(1);
    expect(
      (await get('/', { 'accept-encoding': 'br, gzip' })).headers.get('x-output-cache'),
    ).toBeUndefined();
    await stored(2);
    expect(
      (await get('/', { 'accept-encoding': 'br', 'user-agent': 'Googlebot/2.1' })).headers.get(
        'x-output-cache',
      ),
    ).toBeUndefined();
    expect(asked).toHaveLength(3);
  });
});

describe('what is never kept', () => {
  it('personal pages, pages with cookies, untagged pages and errors go to the worker every time', async () => {
    for (const path of ['/cart', '/with-cookie', '/untagged', '/missing']) {
      await get(path);
      await get(path);
    }
    expect(asked).toHaveLength(8);
    expect(store.size.pages).toBe(0);
  });

  it('requests with credentials or preview parameters, and other methods, neither get nor fill', async () => {
    await get('/');
    await stored(1);
    await get('/', { authorization: 'Bearer x' });
    await get('/?_storyblok=12');
    await fetch(`${base}/`, { method: 'POST', body: 'x' });
    expect(asked).toHaveLength(4);
  });
});

describe('drops and the TTL', () => {
  it('a drop of one of its tags sends the next request to the worker; other tags keep it', async () => {
    await get('/p/KW-100/kinderwagen');
    await stored(1);
    await store.drop(['product-2']);
    expect((await get('/p/KW-100/kinderwagen')).headers.get('x-output-cache')).toBe('hit');
    await store.drop(['category-7']);
    expect((await get('/p/KW-100/kinderwagen')).headers.get('x-output-cache')).toBeUndefined();
    await store.drop('all');
    expect(asked).toHaveLength(2);
  });

  it('the TTL (on the test clock) ends a copy', async () => {
    await get('/');
    await stored(1);
    now = TTL_MS - 1;
    expect((await get('/')).headers.get('x-output-cache')).toBe('hit');
    now = TTL_MS;
    expect((await get('/')).headers.get('x-output-cache')).toBeUndefined();
  });

  it('a page whose render began before a drop of its tags is not kept', async () => {
    const pending = get('/held');
    while (!held.has('/held')) await new Promise((resolve) => setImmediate(resolve));
    await store.drop(['product-1']);
    held.get('/held')!();
    held.delete('/held');
    await pending;
    await stored(1);
    expect(store.size.pages).toBe(0);
  });
});
