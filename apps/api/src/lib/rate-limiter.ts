/**
 * A fixed-window counter kept in this process, for limits keyed by something other than the
 * client address (an e-mail address, a challenge id). @fastify/rate-limit does the per-address
 * limits of the same routes. With several processes each one counts on its own (see decision
 * record 0005).
 */
import { DomainError } from './errors.ts';

export class KeyedRateLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly options: { max: number; windowSeconds: number; now?: () => number },
  ) {}

  /** Counts one attempt for `key`; a 429 DomainError with Retry-After once the limit is passed. */
  hit(key: string): void {
    const window = this.window(key);
    window.count += 1;
    this.throwWhenOver(window, window.count > this.options.max);
  }

  /** A 429 when `key` has used up its window, without counting this call. */
  check(key: string): void {
    const window = this.window(key);
    this.throwWhenOver(window, window.count >= this.options.max);
  }

  private window(key: string): { count: number; resetAt: number } {
    const now = this.now();
    if (this.#windows.size > 10_000) this.sweep(now);
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.options.windowSeconds * 1000 };
      this.#windows.set(key, window);
    }
    return window;
  }

  private throwWhenOver(window: { resetAt: number }, over: boolean): void {
    if (!over) return;
    throw new DomainError(
      'too_many_requests',
      'request.too_many',
      {},
      {
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000)),
      },
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
