/**
 * The database under faults: one process per embedded folder, a bounded wait for the embedded
 * database's turn, and which errors count as "the database cannot serve right now".
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boundedTurns,
  DatabaseBusyError,
  DatabaseQueueFullError,
  DataDirInUseError,
  isDatabaseQueueFull,
  isDatabaseUnavailable,
  lockPathOf,
  openDatabase,
} from '../src/index.ts';

describe('one process per embedded database folder', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'shop-lock-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses a second opening of the same folder with a message that says what to do', async () => {
    const dataDir = join(folder, 'one');
    const first = await openDatabase({ dataDir });
    try {
      const second = openDatabase({ dataDir });
      await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(second).rejects.toThrow(/in use by another shop process \(pid \d+\).*DATA_DIR/);
    } finally {
      await first.close();
    }
    // Closed: the folder can be opened again.
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('takes over the lock of a process that no longer runs', async () => {
    const dataDir = join(folder, 'two');
    // The pid of a process that has ended.
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const pid = Number(ended.stdout.toString());
    writeFileSync(lockPathOf(dataDir), JSON.stringify({ pid, host: hostname(), token: 'old' }));
    const shop = await openDatabase({ dataDir });
    await shop.close();
  });
});

describe('a bounded turn at the embedded database', () => {
  it('fails a call that waited longer than the limit, and serves the next one once free', async () => {
    const client = await PGlite.create();
    const limited = boundedTurns(client, 30).client;
    let letGo = () => {};
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const holding = limited.transaction(async () => held);
    await expect(limited.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseBusyError);
    letGo();
    await holding;
    expect((await limited.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await client.close();
  });

  it('refuses a call at once while the queue is full, and queues again once it is shorter', async () => {
    const client = await PGlite.create();
    // A wait no test reaches: only the full queue can refuse the call.
    const turns = boundedTurns(client, 60_000, 2);
    let letGo = () => {};
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const holding = turns.client.transaction(async () => held);
    const queued = [turns.client.query('SELECT 1'), turns.client.query('SELECT 2')];
    expect(turns.waiting()).toBe(2);
    const refused = turns.client.query('SELECT 3');
    await expect(refused).rejects.toBeInstanceOf(DatabaseQueueFullError);
    expect(isDatabaseUnavailable(await refused.catch((error) => error))).toBe(true);
    letGo();
    await holding;
    await Promise.all(queued);
    expect(turns.waiting()).toBe(0);
    expect((await turns.client.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([
      { one: 1 },
    ]);
    await client.close();
  });

  it('runs statements inside a transaction without queueing them again', async () => {
    const client = await PGlite.create();
    const limited = boundedTurns(client, 30).client;
    const rows = await limited.transaction(async (tx) => {
      await tx.query('CREATE TABLE t (n int)');
      await tx.query('INSERT INTO t VALUES (1), (2)');
      return (await tx.query<{ n: number }>('SELECT n FROM t ORDER BY n')).rows;
    });
    expect(rows).toEqual([{ n: 1 }, { n: 2 }]);
    await client.close();
  });
});

describe('errors that mean the database cannot serve right now', () => {
  it.each([
    [
      'connection refused',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    ['statement timeout', Object.assign(new Error('canceling statement'), { code: '57014' })],
    ['server shutting down', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['too many connections', Object.assign(new Error('too many clients'), { code: '53300' })],
    ['deadlock', Object.assign(new Error('deadlock detected'), { code: '40P01' })],
    ['lost connection', new Error('Connection terminated unexpectedly')],
    ['pool wait', new Error('timeout exceeded when trying to connect')],
    ['embedded database busy', new DatabaseBusyError(50)],
    ['connection queue full', new DatabaseQueueFullError(32)],
    [
      'wrapped by the query builder',
      Object.assign(new Error('Failed query: select 1'), {
        cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      }),
    ],
  ])('%s is one', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('tells a full connection queue, also wrapped, from the other errors', () => {
    const full = new DatabaseQueueFullError(8);
    expect(isDatabaseQueueFull(full)).toBe(true);
    expect(isDatabaseQueueFull(new Error('Failed query: select 1', { cause: full }))).toBe(true);
    expect(isDatabaseQueueFull(new DatabaseBusyError(50))).toBe(false);
    expect(isDatabaseQueueFull(undefined)).toBe(false);
  });

  it.each([
    ['unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['invalid text', Object.assign(new Error('invalid byte sequence'), { code: '22021' })],
    ['a plain error', new Error('something else')],
    ['not an error', 'text'],
    ['nothing', undefined],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
