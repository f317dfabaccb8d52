/**
 * The shop as `npm start` runs it, stopped while it works (decision 81): on SIGTERM the front
 * stops taking connections at once, yet a request it had taken (here: one whose body is still
 * arriving) is answered in full, and then the front and its workers exit 0. Also the front's
 * /metrics (the front's and every worker's series, only with the key), and with two workers on
 * PostgreSQL a request goes to the other worker while one is busy; a request that never ends
 * does not keep it from ending. Real processes and real HTTP; every wait is for a condition (an
 * answer, a series, an exit), never for a time.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const postgresUrl = process.env.DATABASE_URL || undefined;
const KEY = 'metrics-key-of-the-test-0123456789';
const folder = mkdtempSync(join(tmpdir(), 'front-shutdown-'));
const started: ChildProcess[] = [];
let ownDatabase: string | null = null;

afterAll(async () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
  if (postgresUrl && ownDatabase) await adminQuery(`DROP DATABASE IF EXISTS ${ownDatabase}`);
});

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The status of a request, or 0 while nothing listens. */
async function statusOf(url: string, headers: Record<string, string> = {}): Promise<number> {
  try {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

async function metricsOf(base: string): Promise<string> {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${KEY}` } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The value of one series in Prometheus' text, or 0 when it is not there. */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** The command lines (arguments) of the worker processes a front started (not tsx's helper). */
function workerCommandLines(frontPid: number): string[][] {
  const children = execFileSync('pgrep', ['-P', String(frontPid)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  return children
    .map((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean))
    .filter((args) => args.some((arg) => /server\.(ts|mjs)$/.test(arg)));
}

function startFront(env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/front.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  started.push(child);
  return child;
}

/** A small shop's settings on `port`, its data in `dataDir` of the test's folder, on PGlite. */
function shopEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(folder, dataDir),
    DEMO_CATALOG_PRODUCTS: '10',
    LOG_LEVEL: 'warn',
    TMPDIR: folder,
  };
  delete env.DATABASE_URL;
  return env;
}

/** A front started with `env`, once it answers ready on `port`. */
async function readyFront(
  env: NodeJS.ProcessEnv,
  port: number,
): Promise<{ front: ChildProcess; base: string }> {
  const front = startFront(env);
  front.stderr?.resume();
  const base = `http://127.0.0.1:${port}`;
  await expect.poll(() => statusOf(`${base}/ready`), { timeout: 300_000, interval: 200 }).toBe(200);
  return { front, base };
}

/** A search whose body is sent in two parts: the shop has the request until the second. */
function heldSearch(port: number): { socket: Socket; finish(): Promise<string> } {
  const body = JSON.stringify({ size: 1, includeFields: ['sku'] });
  const half = Math.floor(body.length / 2);
  const socket = connect(port, '127.0.0.1');
  socket.write(
    `POST /api/catalog/nl/product/_search HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, half)}`,
  );
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<string>((done) => {
    socket.on('close', () => done(Buffer.concat(chunks).toString('utf8')));
  });
  return {
    socket,
    finish() {
      socket.write(body.slice(half));
      return ended;
    },
  };
}

describe('a stopped front process', () => {
  it('refuses several workers on the embedded database, naming DATABASE_URL', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(await freePort()),
      DATA_DIR: join(folder, 'refused'),
      WEB_CONCURRENCY: '2',
    };
    delete env.DATABASE_URL;
    const front = startFront(env);
    let errors = '';
    front.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8');
    });
    const code = await new Promise<number | null>((done) => front.once('exit', done));
    expect(code).toBe(1);
    expect(errors).toContain('WEB_CONCURRENCY=2 needs DATABASE_URL');
  }, 120_000);

  it('answers what it took, takes nothing new, and exits 0', async () => {
    const workers = postgresUrl ? 2 : 1;
    const port = await freePort();
    const env = shopEnv(port, 'data');
    env.METRICS_KEY = KEY;
    env.WEB_CONCURRENCY = String(workers);
    if (postgresUrl) {
      ownDatabase = `front_shutdown_${process.pid}`;
      await adminQuery(`DROP DATABASE IF EXISTS ${ownDatabase}`);
      await adminQuery(`CREATE DATABASE ${ownDatabase}`);
      const url = new URL(postgresUrl);
      url.pathname = `/${ownDatabase}`;
      env.DATABASE_URL = url.toString();
    }
    const { front, base } = await readyFront(env, port);

    // The metrics: refused without the key, the front's and each worker's with it.
    expect(await statusOf(`${base}/metrics`)).toBe(401);
    expect(await statusOf(`${base}/metrics`, { authorization: 'Bearer not-the-key' })).toBe(401);
    await expect
      .poll(async () => (await metricsOf(base)).includes(`process="worker-${workers}"`), {
        timeout: 300_000,
        interval: 200,
      })
      .toBe(true);
    const before = await metricsOf(base);
    // A worker on PostgreSQL has the larger young generation; on the embedded database, whose
    // data lives in the worker, V8's default (decision 128).
    const workerArguments = workerCommandLines(front.pid as number);
    expect(workerArguments).toHaveLength(workers);
    for (const args of workerArguments) {
      expect(args.includes('--max-semi-space-size=32')).toBe(Boolean(postgresUrl));
    }
    expect(before).toContain('nodejs_eventloop_lag_seconds{process="front"}');
    expect(before).toContain('nodejs_eventloop_lag_seconds{process="worker-1"}');
    expect(seriesValue(before, 'shop_front_requests_forwarding{process="front"}')).toBe(0);

    // A request the front took and forwarded, its body still on its way.
    const held = heldSearch(port);
    await expect
      .poll(
        async () =>
          seriesValue(await metricsOf(base), 'shop_front_requests_forwarding{process="front"}'),
        { interval: 50 },
      )
      .toBe(1);
    if (workers === 2) {
      // The busy worker's neighbour takes the next request.
      const search = `${base}/api/stock/list?skus=x`;
      expect(await statusOf(search)).toBe(200);
      expect(
        seriesValue(
          await metricsOf(base),
          'shop_http_requests_total{method="GET",route="/api/stock/list",status="200",process="worker-2"}',
        ),
      ).toBe(1);
    }

    const exited = new Promise<number | null>((done) => front.once('exit', done));
    front.kill('SIGTERM');
    // No new connection is taken ...
    await expect.poll(() => statusOf(`${base}/health`), { interval: 50 }).toBe(0);
    // ... and the request under way gets its whole answer, then the shop exits cleanly.
    const answer = await held.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('"code":200');
    expect(await exited).toBe(0);
  }, 600_000);

  it('ends within its bounds while a request it took never ends', async () => {
    const port = await freePort();
    const { front, base } = await readyFront(shopEnv(port, 'held'), port);
    // A request whose body never arrives in full: the front and its worker would wait for it
    // for good.
    const held = heldSearch(port);
    await expect.poll(() => statusOf(`${base}/health`), { interval: 50 }).toBe(200);
    const exited = new Promise<number | null>((done) => front.once('exit', done));
    front.kill('SIGTERM');
    // The front stops waiting for it after 15 s, its worker exits 15 s after it was told to.
    expect(await exited).toBe(0);
    held.socket.destroy();
  }, 120_000);
});
