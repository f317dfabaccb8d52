/**
 * Periodic jobs (sweeps on a timer) run once per turn across every process on one database:
 * each process keeps its timer, and at each tick asks the database for the job's turn. The turn
 * is taken by moving the job's `due_at` on by one interval, in one statement whose condition is
 * that the turn is due; of several processes asking at once the row lock lets exactly one
 * through, and the others find the turn no longer due and skip the tick.
 */
import type { ShopDatabase } from '@shop/db';
import { sql } from 'drizzle-orm';

/**
 * A turn is due a little before a whole interval has passed, so that the process that took the
 * last turn (whose timer never fires early) takes the next one on its next tick even when the
 * clocks of two machines differ by a little: a tenth of the interval, at most a minute.
 */
export function earlyMarginMs(intervalMs: number): number {
  return Math.min(Math.floor(intervalMs / 10), 60_000);
}

export class PeriodicJobs {
  readonly #timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly shop: ShopDatabase,
    private readonly now: () => Date,
    private readonly log: { warn: (object: object, message: string) => void },
  ) {}

  /**
   * true when this process takes the turn of `name` that is due now (no other process took it
   * within the last interval); the next turn is then due one interval later.
   */
  async takeTurn(name: string, intervalMs: number): Promise<boolean> {
    const now = this.now();
    const next = new Date(now.getTime() + intervalMs - earlyMarginMs(intervalMs));
    const rows = await this.shop.query<{ name: string }>(sql`
      INSERT INTO periodic_job_turns (name, due_at)
      VALUES (${name}, ${next.toISOString()}::timestamptz)
      ON CONFLICT (name) DO UPDATE SET due_at = EXCLUDED.due_at
      WHERE periodic_job_turns.due_at <= ${now.toISOString()}::timestamptz
      RETURNING name`);
    return rows.length === 1;
  }

  /**
   * Runs `task` every `intervalMs` in whichever process takes the turn; a failure (of the turn
   * or the task) is logged as `what` and the next tick tries again.
   */
  every(name: string, intervalMs: number, what: string, task: () => Promise<void>): void {
    const timer = setInterval(() => {
      this.tick(name, intervalMs, task).catch((error) =>
        this.log.warn({ err: error, job: name }, `${what} failed`),
      );
    }, intervalMs);
    timer.unref();
    this.#timers.add(timer);
  }

  /** One tick of a job: its task when this process takes the turn. true when it ran. */
  async tick(name: string, intervalMs: number, task: () => Promise<void>): Promise<boolean> {
    if (!(await this.takeTurn(name, intervalMs))) return false;
    await task();
    return true;
  }

  /** Stops every timer. */
  stop(): void {
    for (const timer of this.#timers) clearInterval(timer);
    this.#timers.clear();
  }
}
