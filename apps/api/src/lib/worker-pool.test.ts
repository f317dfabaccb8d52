import { threadId as mainThreadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkerPool, type WorkerPoolOptions } from './worker-pool.ts';

type Job =
  | { kind: 'thread' | 'fail' | 'exit' | 'throw' }
  | { kind: 'gate'; gate: SharedArrayBuffer };

const script = new URL('./worker-pool.test-worker.mjs', import.meta.url);
const pools: WorkerPool<Job, number>[] = [];
function poolOf(options: Partial<WorkerPoolOptions> = {}) {
  const pool = new WorkerPool<Job, number>({ script, size: 1, maxQueued: 4, ...options });
  pools.push(pool);
  return pool;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

/** A gate a worker waits at until `open` is called. */
function gate() {
  const buffer = new SharedArrayBuffer(4);
  return {
    job: { kind: 'gate', gate: buffer } as const,
    open() {
      Atomics.store(new Int32Array(buffer), 0, 1);
      Atomics.notify(new Int32Array(buffer), 0);
    },
  };
}

const BUSY = expect.objectContaining({ statusCode: 503, key: 'shop.busy', retryAfterSeconds: 2 });

describe('WorkerPool', () => {
  it('starts no worker before the first job, and runs jobs on another thread', async () => {
    const pool = poolOf({ size: 2 });
    expect(pool.threadIds).toEqual([]);
    const ran = await pool.run({ kind: 'thread' });
    expect(ran).not.toBe(mainThreadId);
    expect(pool.threadIds).toEqual([ran]);
  });

  it('keeps the event loop free while a job runs: callbacks and other work go on until it answers', async () => {
    const pool = poolOf();
    const held = gate();
    let answered = false;
    const job = pool.run(held.job).then((thread) => {
      answered = true;
      return thread;
    });
    // The worker is blocked at the gate; this thread still turns its event loop.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answered).toBe(false);
    held.open();
    expect(await job).not.toBe(mainThreadId);
    expect(answered).toBe(true);
  });

  it('runs at most `size` jobs at once and queues the rest in order', async () => {
    const pool = poolOf({ size: 2, maxQueued: 2 });
    const first = gate();
    const second = gate();
    const a = pool.run(first.job);
    const b = pool.run(second.job);
    const c = pool.run({ kind: 'thread' });
    expect(pool.threadIds).toHaveLength(2);
    first.open();
    // The queued job runs on the worker the first one freed.
    expect(await c).toBe(await a);
    second.open();
    expect(await b).not.toBe(await a);
  });

  it('refuses a job past the queue as busy (503 with Retry-After) and takes jobs again once free', async () => {
    const pool = poolOf({ size: 1, maxQueued: 1 });
    const held = gate();
    const running = pool.run(held.job);
    const queued = pool.run({ kind: 'thread' });
    await expect(pool.run({ kind: 'thread' })).rejects.toEqual(BUSY);
    held.open();
    await running;
    await queued;
    await expect(pool.run({ kind: 'thread' })).resolves.toEqual(expect.any(Number));
  });

  it('rejects a failed job with its error and keeps the worker', async () => {
    const pool = poolOf();
    const before = await pool.run({ kind: 'thread' });
    await expect(pool.run({ kind: 'fail' })).rejects.toThrow('the job failed');
    expect(await pool.run({ kind: 'thread' })).toBe(before);
  });

  it.each([
    ['exits', 'exit'],
    ['throws an uncaught error', 'throw'],
  ] as const)(
    'when a worker %s, only its job is refused as busy and a new worker takes the next',
    async (_, kind) => {
      const crashes: unknown[] = [];
      const pool = poolOf({ size: 1, maxQueued: 2, onCrash: (error) => crashes.push(error) });
      const before = await pool.run({ kind: 'thread' });
      const crashing = pool.run({ kind });
      // Waiting behind the crashing job: it gets the new worker.
      const waiting = pool.run({ kind: 'thread' });
      await expect(crashing).rejects.toEqual(BUSY);
      const after = await waiting;
      expect(after).not.toBe(before);
      expect(crashes).toHaveLength(1);
      expect(await pool.run({ kind: 'thread' })).toBe(after);
      expect(pool.threadIds).toEqual([after]);
    },
  );

  it('close ends the workers and refuses running, waiting and later jobs as busy', async () => {
    const pool = poolOf({ size: 1, maxQueued: 2 });
    const held = gate();
    const running = expect(pool.run(held.job)).rejects.toEqual(BUSY);
    const waiting = expect(pool.run({ kind: 'thread' })).rejects.toEqual(BUSY);
    await pool.close();
    await running;
    await waiting;
    await expect(pool.run({ kind: 'thread' })).rejects.toEqual(BUSY);
    expect(pool.threadIds).toEqual([]);
  });
});
