/**
 * The shop as `npm start` runs it: the built server (apps/api/dist, plain Node), the front
 * process and its worker on the embedded database (a small demo catalogue; a fresh one, so the
 * built server also finds the migrations and demo files it reads beside its modules' sources).
 * The front answers while the worker starts, forwards once it listens, starts a worker again
 * that was killed, and stops with its worker on SIGTERM, leaving no socket behind. The new data
 * folder is seeded by a process of its own before the worker opens it. Waits are for conditions (the front's answers, the processes'
 * exits), never for a fixed time.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_DIST, buildApi, FRONT_V8_FLAGS } from '../../../scripts/build-api.mjs';

const onPostgres = Boolean(process.env.DATABASE_URL);
const root = resolve(import.meta.dirname, '../../..');
const folder = mkdtempSync(join(tmpdir(), 'front-process-'));
let front: ChildProcess | null = null;

afterAll(() => {
  if (front && front.exitCode === null) front.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The status of a request, or 0 while nothing listens. */
async function statusOf(url: string): Promise<number> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** The worker processes the front started (its children). */
function workerPids(frontPid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(frontPid), '-f', 'server.mjs'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

describe.skipIf(onPostgres)('the front process with its worker', () => {
  it('forwards to its worker, starts a killed worker again, and stops cleanly', async () => {
    const port = await freePort();
    const socketsDir = join(folder, 'tmp');
    execFileSync('mkdir', ['-p', socketsDir]);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(folder, 'data'),
      DEMO_CATALOG_PRODUCTS: '10',
      LOG_LEVEL: 'warn',
      TMPDIR: socketsDir,
    };
    delete env.DATABASE_URL;
    await buildApi();
    front = spawn(process.execPath, [...FRONT_V8_FLAGS, join(API_DIST, 'front.mjs')], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    front.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const base = `http://127.0.0.1:${port}`;
    const frontPid = front.pid as number;
    // The front listens at once and answers 503 until its worker listens.
    await expect
      .poll(() => statusOf(`${base}/ready`), { timeout: 240_000, interval: 200 })
      .toBe(200);

    const answer = await fetch(`${base}/api/stock/list?skus=x`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await answer.json()).toEqual({ code: 200, result: [] });
    const [firstWorker] = workerPids(frontPid);
    expect(firstWorker).toBeGreaterThan(0);
    const socketFolders = () =>
      readdirSync(socketsDir).filter((name) => name.startsWith('kindershop-'));
    expect(socketFolders()).toHaveLength(1);

    // A worker that dies is started again; meanwhile the front answers 503 itself.
    process.kill(firstWorker as number, 'SIGKILL');
    await expect.poll(() => statusOf(`${base}/api/stock/list?skus=x`), { interval: 20 }).toBe(503);
    await expect
      .poll(() => statusOf(`${base}/ready`), { timeout: 240_000, interval: 200 })
      .toBe(200);
    expect(workerPids(frontPid)).not.toContain(firstWorker);
    // The new data folder was seeded by a process of its own, once: the worker started again
    // opened the seeded database.
    expect(output.split('Seeding the new embedded database in a process of its own')).toHaveLength(
      2,
    );
    expect(output.split('Generating a demo catalogue')).toHaveLength(2);
    expect(output.split('[shop] Database: embedded')).toHaveLength(3);

    const exited = new Promise<number | null>((done) => front?.once('exit', (code) => done(code)));
    front.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await statusOf(`${base}/health`)).toBe(0);
    // The worker's socket and its folder are gone with the front.
    expect(socketFolders()).toEqual([]);
  }, 600_000);
});

describe('the container', () => {
  it('starts the front with the flags npm start gives it', () => {
    const command = readFileSync(join(root, 'Dockerfile'), 'utf8')
      .split('\n')
      .find((line) => line.startsWith('CMD '));
    expect(JSON.parse(command?.slice('CMD '.length) ?? 'null')).toEqual([
      'node',
      ...FRONT_V8_FLAGS,
      'apps/api/dist/front.mjs',
    ]);
  });
});
