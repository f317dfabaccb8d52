/**
 * A fixed-window counter for limits keyed by something other than the client address (an e-mail
 * address, a challenge id). @fastify/rate-limit does the per-address limits of the same routes.
 *
 * One process counts in its own memory. Given the shared state of several processes (Redis,
 * decision 80), every process counts in one window per key; while Redis cannot be reached each
 * process counts in its own memory again, so a limit is at worst as loose as one per process
 * and never refuses everybody because Redis is down.
 */
import { DomainError } from './errors.ts';
import { type SharedState, SharedStateUnavailableError, type WindowCount } from './shared/index.ts';

export interface KeyedRateLimiterOptions {
  max: number;
  windowSeconds: number;
  /** The clock of the windows counted in this process (epoch ms); a test's own clock. */
  now?: () => number;
  /** Counts shared by every process: the state and this limit's name in it. */
  shared?: { state: SharedState; name: string; onUnavailable?: (error: Error) => void };
}

export class KeyedRateLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly options: KeyedRateLimiterOptions) {}

  /** Counts one attempt for `key`; a 429 DomainError with Retry-After once the limit is passed. */
  async hit(key: string): Promise<void> {
    const window = await this.counted(key, true);
    this.throwWhenOver(window, window.count > this.options.max);
  }

  /** A 429 when `key` has used up its window, without counting this call. */
  async check(key: string): Promise<void> {
    const window = await this.counted(key, false);
    this.throwWhenOver(window, window.count >= this.options.max);
  }

  private async counted(key: string, count: boolean): Promise<WindowCount> {
    const { shared } = this.options;
    if (shared && shared.state.kind !== 'process') {
      const name = `limit:${shared.name}:${key}`;
      try {
        return count
          ? await shared.state.count(name, this.options.windowSeconds * 1000)
          : await shared.state.peek(name);
      } catch (error) {
        if (!(error instanceof SharedStateUnavailableError)) throw error;
        shared.onUnavailable?.(error);
      }
    }
    return this.countedHere(key, count);
  }

  /** The window of `key` in this process's memory. */
  private countedHere(key: string, count: boolean): WindowCount {
    const now = this.now();
    if (this.#windows.size > 10_000) this.sweep(now);
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.options.windowSeconds * 1000 };
      this.#windows.set(key, window);
    }
    if (count) window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  private throwWhenOver(window: WindowCount, over: boolean): void {
    if (!over) return;
    throw new DomainError(
      'too_many_requests',
      'request.too_many',
      {},
      { retryAfterSeconds: Math.max(1, Math.ceil(window.resetInMs / 1000)) },
    );
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private sweep(now: number): void {
    for (const [key, window] of this.#windows) {
      if (window.resetAt <= now) this.#windows.delete(key);
    }
  }
}
