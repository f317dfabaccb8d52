/**
 * Periodic jobs run once per turn across processes on one database: two processes' job runners
 * (on PostgreSQL each with its own connection pool, as two processes have) tick at once, and
 * only one runs the task; the next turn is due one interval later (less the early margin).
 */
import { openDatabase, type ShopDatabase } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earlyMarginMs, PeriodicJobs } from '../src/lib/periodic-jobs.ts';
import { createTestShop, type TestShop } from './helper.ts';

const HOUR = 3_600_000;
let t: TestShop;
let other: ShopDatabase;
let now = new Date('2026-11-23T09:00:00Z');
const log = { warn: () => {} };

beforeAll(async () => {
  t = await createTestShop({ seed: 'none', now: () => now });
  // A second process: on PostgreSQL its own pool on the same database; PGlite has one process.
  other = t.config.databaseUrl
    ? await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: 'memory://', poolSize: 2 })
    : t.shop;
});
afterAll(async () => {
  if (other !== t.shop) await other.close();
  await t.close();
});

describe('a periodic job on two processes', () => {
  const clock = () => now;
  const runners = () => [new PeriodicJobs(t.shop, clock, log), new PeriodicJobs(other, clock, log)];

  it('runs a tick in one process only, and the next turn one interval later', async () => {
    const [first, second] = runners();
    const runs: string[] = [];
    const tickBoth = () =>
      Promise.all([
        first!.tick('sweep', HOUR, async () => {
          runs.push('first');
        }),
        second!.tick('sweep', HOUR, async () => {
          runs.push('second');
        }),
      ]);
    const once = await tickBoth();
    expect(runs).toHaveLength(1);
    expect(once.filter(Boolean)).toHaveLength(1);
    // Just before the next turn is due neither runs; from then on one does.
    now = new Date(now.getTime() + HOUR - earlyMarginMs(HOUR) - 1);
    expect(await tickBoth()).toEqual([false, false]);
    expect(runs).toHaveLength(1);
    now = new Date(now.getTime() + 1);
    expect((await tickBoth()).filter(Boolean)).toHaveLength(1);
    expect(runs).toHaveLength(2);
  });

  it('keeps the turns of different jobs apart', async () => {
    const [first, second] = runners();
    expect(await first!.takeTurn('mail-tokens', HOUR)).toBe(true);
    expect(await second!.takeTurn('reconcile', 300_000)).toBe(true);
    expect(await second!.takeTurn('mail-tokens', HOUR)).toBe(false);
    expect(await first!.takeTurn('reconcile', 300_000)).toBe(false);
  });

  it('takes many simultaneous asks for one turn exactly once', async () => {
    const asks = Array.from({ length: 8 }, (_, index) =>
      new PeriodicJobs(index % 2 === 0 ? t.shop : other, clock, log).takeTurn('crowded', HOUR),
    );
    expect((await Promise.all(asks)).filter(Boolean)).toHaveLength(1);
  });
});
