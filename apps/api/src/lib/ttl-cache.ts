/**
 * A small in-process cache with a time to live and a size bound (oldest entries leave first).
 * For answers that may lag the catalogue by a few seconds, such as facet counts; nothing that a
 * shopper's money or stock depends on is cached here.
 */
import { cacheLookups } from './metrics.ts';

export class TtlCache<V> {
  readonly #entries = new Map<string, { expires: number; value: Promise<V> }>();

  /** `now` is the clock of the time to live (epoch ms): a service's injected clock in tests. */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
    /** The cache's name in the metrics' `shop_cache_lookups_total{cache}`. */
    private readonly name = 'unnamed',
  ) {}

  /** The cached value of `key`, or the value `load` makes (shared by concurrent callers). */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expires > now) {
      cacheLookups.inc({ cache: this.name, result: 'hit' });
      return hit.value;
    }
    cacheLookups.inc({ cache: this.name, result: 'miss' });
    const value = load();
    this.#entries.delete(key);
    this.#entries.set(key, { expires: now + this.ttlMs, value });
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    // A failed load is not kept.
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
