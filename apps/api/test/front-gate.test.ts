/**
 * The front's gate over real HTTP, with a stand-in worker on a private socket: what it forwards
 * and how, the limit on requests in flight and the worker's "behind" report answered by the
 * gate itself, a client that leaves, and a worker that cannot be reached. No timing: held
 * requests wait for the test to let them go.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, type IncomingMessage, request, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trustFunction } from '../src/front/forwarding.ts';
import { createGate, type Gate, type WorkerLink } from '../src/front/gate.ts';
import { headersOfPlainAnswers } from '../src/lib/security-headers.ts';

let folder: string;
let worker: Server;
let gate: Gate;
let link: WorkerLink;
let base: string;
/** Requests to /held wait here until the test lets them go. */
let held: { letGo: () => void }[] = [];
let workerRequests: { url: string; headers: IncomingMessage['headers'] }[] = [];

async function startGate(options: { maxInFlight: number; trusted?: string[] }) {
  const trusted = trustFunction(options.trusted ?? false);
  gate = createGate({
    maxInFlight: options.maxInFlight,
    passes: (path) => path === '/ready' || path === '/assets/app.js',
    clientTrusted: (address) => address !== undefined && trusted(address, 0),
    answerHeaders: headersOfPlainAnswers({ publicUrl: 'http://localhost' }),
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
}

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'front-gate-'));
  held = [];
  workerRequests = [];
  worker = createServer((req, res) => {
    workerRequests.push({ url: req.url ?? '', headers: req.headers });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/broken') {
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': '1000' });
        res.write('<p>half');
        setImmediate(() => res.socket?.destroy());
        return;
      }
      if (req.url === '/held' || req.url === '/de/held') {
        held.push({ letGo: () => res.end('done') });
        return;
      }
      res.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
      res.setHeader('content-type', 'application/json');
      res.setHeader('keep-alive', 'timeout=77');
      res.end(
        JSON.stringify({
          method: req.method,
          url: req.url,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => worker.listen(join(folder, 'worker.sock'), resolve));
});

afterEach(async () => {
  for (const request of held) request.letGo();
  link?.agent.destroy();
  await new Promise((resolve) => gate?.server.close(resolve));
  gate?.server.closeAllConnections();
  await new Promise((resolve) => worker.close(resolve));
  worker.closeAllConnections();
  rmSync(folder, { recursive: true, force: true });
});

/** A request that stays open until its answer ends (fetch's keep-alive pool would hide that). */
function send(
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
) {
  return fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    body: init.body,
    headers: init.headers,
  });
}

describe('the front gate forwards', () => {
  it('the method, path, body and headers, and the answer with every header but hop-by-hop ones', async () => {
    await startGate({ maxInFlight: 4 });
    const response = await send('/api/cart/update?cartId=x', {
      method: 'POST',
      body: '{"qty":1}',
      headers: { 'content-type': 'application/json', 'x-request-id': 'r1' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      method: 'POST',
      url: '/api/cart/update?cartId=x',
      body: '{"qty":1}',
    });
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    // The worker's keep-alive hint is about its connection to the front, not the client's.
    expect(response.headers.get('keep-alive')).not.toBe('timeout=77');
    const seen = workerRequests[0]!;
    expect(seen.headers['x-request-id']).toBe('r1');
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(link.inFlight).toBe(0);
  });

  it("replaces a client's own X-Forwarded-* headers unless the client is a trusted proxy", async () => {
    await startGate({ maxInFlight: 4 });
    const forged = {
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
    };
    await send('/api/x', { headers: forged });
    expect(workerRequests[0]!.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(workerRequests[0]!.headers['x-forwarded-proto']).toBe('http');
    expect(workerRequests[0]!.headers['x-forwarded-host']).toBeUndefined();

    await new Promise((resolve) => gate.server.close(resolve));
    gate.server.closeAllConnections();
    await startGate({ maxInFlight: 4, trusted: ['loopback'] });
    await send('/api/x', { headers: forged });
    expect(workerRequests[1]!.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(workerRequests[1]!.headers['x-forwarded-proto']).toBe('https');
    expect(workerRequests[1]!.headers['x-forwarded-host']).toBe('evil.example');
  });
});

describe('the front gate refuses', () => {
  it('a request beyond the limit in flight at once, by itself, and lets the next in once one is answered', async () => {
    await startGate({ maxInFlight: 2 });
    const first = send('/held');
    const second = send('/de/held');
    await expect.poll(() => held.length).toBe(2);
    expect(link.inFlight).toBe(2);

    const api = await send('/api/quick');
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('2');
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(api.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await api.json()).toEqual({
      code: 503,
      result: expect.any(String),
      meta: { key: 'shop.busy', params: {} },
    });
    const page = await send('/de/c/kinderwagen');
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('lang="de"');
    // Build files and checks pass while full.
    expect((await send('/assets/app.js')).status).toBe(200);
    expect((await send('/ready')).status).toBe(200);
    // The worker never saw the refused requests.
    expect(workerRequests.map((seen) => seen.url)).toEqual([
      '/held',
      '/de/held',
      '/assets/app.js',
      '/ready',
    ]);

    held[0]!.letGo();
    expect((await first).status).toBe(200);
    await expect.poll(() => link.inFlight).toBe(1);
    expect((await send('/api/quick')).status).toBe(200);
    held[1]!.letGo();
    expect(await (await second).text()).toBe('done');
    await expect.poll(() => link.inFlight).toBe(0);
  });

  it('while the worker reports its event loop behind, and lets requests in again once it catches up', async () => {
    await startGate({ maxInFlight: 0 });
    link.behind = true;
    const refused = await send('/api/quick');
    expect(refused.status).toBe(503);
    expect((await refused.json()).meta.key).toBe('shop.busy');
    expect((await send('/ready')).status).toBe(200);
    link.behind = false;
    expect((await send('/api/quick')).status).toBe(200);
  });

  it('keeps the place of a client that went away until the worker has answered its request', async () => {
    await startGate({ maxInFlight: 1 });
    const gone = await new Promise<ReturnType<typeof request>>((resolve) => {
      const abandoned = request(`${base}/held`);
      abandoned.on('error', () => {});
      abandoned.end();
      const wait = setInterval(() => {
        if (held.length === 1) {
          clearInterval(wait);
          resolve(abandoned);
        }
      }, 1);
    });
    gone.destroy();
    // The worker still works on it: the place stays taken.
    await expect.poll(async () => (await send('/api/quick')).status).toBe(503);
    expect(link.inFlight).toBe(1);
    held[0]!.letGo();
    await expect.poll(() => link.inFlight).toBe(0);
    expect((await send('/api/quick')).status).toBe(200);
  });

  it("breaks the client's answer off when the worker breaks its answer off, and frees its place", async () => {
    await startGate({ maxInFlight: 1 });
    const response = await send('/broken');
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    await expect.poll(() => link.inFlight).toBe(0);
    expect((await send('/api/quick')).status).toBe(200);
  });

  it('with 503 unavailable while no worker is ready or the worker cannot be reached', async () => {
    await startGate({ maxInFlight: 4 });
    gate.setWorker(null);
    const starting = await send('/api/quick');
    expect(starting.status).toBe(503);
    expect(starting.headers.get('retry-after')).toBe('5');
    expect((await starting.json()).meta.key).toBe('shop.unavailable');

    gate.setWorker({ ...link, socketPath: join(folder, 'nobody.sock') });
    const unreachable = await send('/nl/c/kinderwagen');
    expect(unreachable.status).toBe(503);
    expect(await unreachable.text()).toContain('lang="nl"');
  });
});

/** The raw answer to raw bytes sent to the gate, read until it closes the connection. */
function rawExchange(bytes: string): Promise<string> {
  const port = Number(new URL(base).port);
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('the front gate and malformed requests', () => {
  it('refuses a forbidden byte in a header and garbage with the envelope, and keeps serving', async () => {
    await startGate({ maxInFlight: 4 });
    const badHeader = await rawExchange(
      'GET /api/x HTTP/1.1\r\nHost: x\r\nX-Odd: a\x7fb\r\nConnection: close\r\n\r\n',
    );
    expect(badHeader).toMatch(/^HTTP\/1\.1 400 /);
    expect(badHeader).toContain('"key":"request.not_http"');
    const garbage = await rawExchange('NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(garbage).toContain('request.not_http');
    expect((await send('/api/quick')).status).toBe(200);
    expect(link.inFlight).toBe(0);
  });
});
