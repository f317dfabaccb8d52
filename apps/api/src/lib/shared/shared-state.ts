/**
 * What the shop's processes share (decision 80): values with a time to live, one-time values,
 * counters in fixed windows, and invalidation tags every process hears. One process keeps them
 * in its own memory (`ProcessSharedState`); several processes behind a load balancer share them
 * through Redis (`RedisSharedState`, REDIS_URL).
 *
 * Every call may fail while Redis cannot be reached (`SharedStateUnavailableError`): each caller
 * decides what it does then (the rate limits count in their own process, caches are missed).
 */

/** A counter's state in its window. */
export interface WindowCount {
  /** Counts in the window, this one included when it was counted. */
  count: number;
  /** Milliseconds until the window ends (0: no window is open). */
  resetInMs: number;
}

/**
 * Invalidation tags: `catalog` (product documents, facet counts, attributes), `reviews` (a
 * product's review pages), `stores` (store searches), `content` (published content answers), and
 * whatever a cache of another module names (`product:<id>`, …). `*`: everything, heard when a
 * process may have missed announcements (its connection to Redis came back).
 */
export type InvalidationTag = string;
export const EVERYTHING: InvalidationTag = '*';

export interface SharedState {
  /** `process`: this process alone; `redis`: every process on the same Redis and prefix. */
  readonly kind: 'process' | 'redis';
  /** A value set before and not yet expired, or null. */
  get(key: string): Promise<string | null>;
  /** Keeps `value` for `ttlMs` (replacing one kept before). */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Keeps `value` only when no value is kept under `key`; true when it was kept. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  delete(key: string): Promise<void>;
  /**
   * The value and its removal in one step: of several processes taking the same one-time value at
   * once, exactly one gets it.
   */
  take(key: string): Promise<string | null>;
  /**
   * Counts one for `key` in a fixed window of `windowMs` that the first count opens; the count
   * and the time left.
   */
  count(key: string, windowMs: number): Promise<WindowCount>;
  /** The window's count without counting. */
  peek(key: string): Promise<WindowCount>;
  /**
   * Tells every process that what carries these tags changed: this process's listeners hear it
   * before the returned promise settles, the others' as soon as the announcement reaches them.
   * Never rejects: an announcement that cannot be sent is logged (decision 80).
   */
  invalidate(tags: readonly InvalidationTag[]): Promise<void>;
  /** Hears every invalidation (of this process and the others); the function stops it. */
  onInvalidate(listener: (tags: readonly InvalidationTag[]) => void): () => void;
  close(): Promise<void>;
}

/** The shared state cannot be reached right now (Redis down or too slow). */
export class SharedStateUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`the shared state cannot be reached: ${cause instanceof Error ? cause.message : cause}`);
    this.name = 'SharedStateUnavailableError';
    this.cause = cause;
  }
}

/** Calls every listener; one that throws does not keep the others from hearing. */
export function tellListeners(
  listeners: Iterable<(tags: readonly InvalidationTag[]) => void>,
  tags: readonly InvalidationTag[],
  onError: (error: unknown) => void,
): void {
  for (const listener of listeners) {
    try {
      listener(tags);
    } catch (error) {
      onError(error);
    }
  }
}

/** True when `tags` includes `tag` or everything. */
export function touches(tags: readonly InvalidationTag[], tag: InvalidationTag): boolean {
  return tags.includes(tag) || tags.includes(EVERYTHING);
}
