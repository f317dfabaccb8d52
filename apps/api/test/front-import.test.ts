/**
 * A catalogue file and an image sent over real HTTP to the shop as `npm start` runs it: the
 * front process on a port and its worker behind it (real child processes), on the embedded
 * database or, with DATABASE_URL, on a PostgreSQL database of its own. The raw body reaches the
 * worker whole, whether the client gives its length or sends it in chunks, and the call is
 * answered at once; the job then runs to its end and the product is in the shop. Every wait is
 * for a condition with a bound, so a call that is never answered fails the test.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { totpStep } from '@shop/core';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../src/modules/operators/command.ts';
import { codeOfBase32 } from '../src/modules/operators/service.ts';

const databaseUrl = process.env.DATABASE_URL;
const root = resolve(import.meta.dirname, '../../..');
/** The longest wait for a call to be answered or a job to end, ms. */
const BOUND_MS = 120_000;
/** The longest wait for the shop to start (migrations and the demo catalogue on a busy machine), ms. */
const START_BOUND_MS = 300_000;
const OPERATOR = { email: 'assortiment@front.example', password: 'Bestand-door-de-voordeur-1' };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Polls `probe` until it answers a value, at most `bound` ms; fails with `what` after that. */
async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  bound = BOUND_MS,
): Promise<T> {
  const deadline = performance.now() + bound;
  while (performance.now() < deadline) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`not within ${bound} ms: ${what}`);
}

describe(`a file sent through the front process (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  const folder = mkdtempSync(join(tmpdir(), 'front-import-'));
  const database = `front_import_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  let admin: pg.Client | null = null;
  let front: ChildProcess | null = null;
  let base = '';
  let token = '';

  /** A call to the shop that must be answered within the bound. */
  async function send(path: string, init: RequestInit = {}) {
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
      signal: AbortSignal.timeout(BOUND_MS),
    });
    const text = await response.text();
    return { status: response.status, text, body: JSON.parse(text) };
  }

  beforeAll(
    async () => {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(await freePort()),
        DATA_DIR: join(folder, 'data'),
        DEMO_CATALOG_PRODUCTS: '10',
        LOG_LEVEL: 'warn',
        TMPDIR: folder,
      };
      if (databaseUrl) {
        admin = new pg.Client({ connectionString: databaseUrl });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${database}`);
        const url = new URL(databaseUrl);
        url.pathname = `/${database}`;
        env.DATABASE_URL = url.toString();
      } else {
        delete env.DATABASE_URL;
      }
      // The operator is made by the command before the shop holds the database, as an owner
      // of a new shop does.
      const out: string[] = [];
      const code = await runOperatorCommand(
        ['create', '--email', OPERATOR.email, '--name', 'Assortiment', '--role', 'catalogue'],
        {
          env: { ...env, OPERATOR_PASSWORD: OPERATOR.password },
          out: (line) => out.push(line),
          err: (line) => out.push(line),
          askPassword: async () => OPERATOR.password,
        },
      );
      expect(code, out.join('\n')).toBe(0);
      const secret = out
        .find((line) => line.trim().startsWith('secret:'))!
        .trim()
        .slice('secret:'.length)
        .trim();

      front = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/front.ts')], {
        cwd: root,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      base = `http://127.0.0.1:${env.PORT}`;
      await until(
        'the shop is ready',
        async () => {
          if (front?.exitCode !== null) throw new Error(`the front exited with ${front?.exitCode}`);
          const status = await fetch(`${base}/ready`).then(
            async (response) => {
              await response.arrayBuffer();
              return response.status;
            },
            () => 0,
          );
          return status === 200 ? true : undefined;
        },
        START_BOUND_MS,
      );

      const first = await send('/api/admin/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(OPERATOR),
      });
      expect(first.status, first.text).toBe(200);
      // The operator's authenticator: the code of the shop's current 30-second step.
      const second = await send('/api/admin/login/code', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          challenge: first.body.result.challenge,
          code: codeOfBase32(secret, totpStep(new Date())),
        }),
      });
      expect(second.status, second.text).toBe(200);
      token = second.body.result.token;
    },
    START_BOUND_MS + 2 * BOUND_MS,
  );

  afterAll(async () => {
    if (front && front.exitCode === null) {
      const exited = new Promise((done) => front?.once('exit', done));
      front.kill('SIGTERM');
      await exited;
    }
    await admin?.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin?.end();
    rmSync(folder, { recursive: true, force: true });
  }, BOUND_MS);

  /** Sends a CSV as the import's raw body and answers the job once it has ended. */
  async function importCsv(body: BodyInit, fileName: string, extra: RequestInit = {}) {
    const started = await send(`/api/admin/catalog/imports?file_name=${fileName}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv' },
      body,
      ...extra,
    });
    expect(started.status, started.text).toBe(202);
    expect(started.body.result).toMatchObject({ file_name: fileName, state: 'received' });
    return until(`import ${started.body.result.id} ends`, async () => {
      const job = await send(`/api/admin/catalog/imports/${started.body.result.id}`);
      return ['done', 'rejected', 'failed'].includes(job.body.result.state)
        ? job.body.result
        : undefined;
    });
  }

  async function inShop(sku: string) {
    const answer = await send('/api/catalog/nl/product/_search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filters: { sku: [sku] } }),
    });
    expect(answer.status, answer.text).toBe(200);
    return answer.body.result.items[0] ?? null;
  }

  it('answers a CSV of a known length at once and imports it', async () => {
    const csv = [
      'sku,name_nl,name_de,price,qty',
      'VOOR-01,Knuffel vos Fenna,Kuscheltier Fuchs Fenna,19.95,12',
    ].join('\n');
    const job = await importCsv(new Blob([csv]), 'vos.csv');
    expect(job).toMatchObject({ state: 'done', rows_read: 1, created: 1, rows_rejected: 0 });
    expect(await inShop('VOOR-01')).toMatchObject({ sku: 'VOOR-01', name: 'Knuffel vos Fenna' });
  });

  it('answers a CSV sent in chunks without a length, and an image, at once', async () => {
    const lines = [
      'sku,name_nl,name_de,price,qty\n',
      'VOOR-02,Knuffel uil Otto,Kuscheltier Eule Otto,17.50,3\n',
      'VOOR-03,Knuffel egel Pip,Kuscheltier Igel Pip,15.00,0\n',
    ];
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const line of lines) controller.enqueue(new TextEncoder().encode(line));
        controller.close();
      },
    });
    const job = await importCsv(chunked, 'dieren.csv', { duplex: 'half' } as RequestInit);
    expect(job).toMatchObject({ state: 'done', rows_read: 2, created: 2 });
    expect(await inShop('VOOR-03')).toMatchObject({ sku: 'VOOR-03' });

    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: { r: 20, g: 120, b: 60 } },
    })
      .png()
      .toBuffer();
    const image = await send('/api/admin/catalog/media', {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(png),
    });
    expect(image.status, image.text).toBe(200);
    expect(image.body.result).toMatchObject({ bytes: png.length });
  });
});
