/**
 * The shared state of a shop that runs as one process (no REDIS_URL): kept in this process's
 * memory, invalidations heard by this process's listeners only, at once.
 */
import {
  type InvalidationTag,
  type SharedState,
  tellListeners,
  type WindowCount,
} from './shared-state.ts';

/** Past this many kept entries, expired ones are swept before a new one is kept. */
const SWEEP_ABOVE = 10_000;

export class ProcessSharedState implements SharedState {
  readonly kind = 'process';
  readonly #values = new Map<string, { value: string; expires: number }>();
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  readonly #listeners = new Set<(tags: readonly InvalidationTag[]) => void>();

  /** `now`: the clock of the times to live (epoch ms), a test's own clock. */
  constructor(
    private readonly options: {
      now?: () => number;
      onListenerError?: (error: unknown) => void;
    } = {},
  ) {}

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.keep(key, value, ttlMs);
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    if (this.live(key)) return false;
    this.keep(key, value, ttlMs);
    return true;
  }

  async delete(key: string): Promise<void> {
    this.#values.delete(key);
  }

  async take(key: string): Promise<string | null> {
    const entry = this.live(key);
    this.#values.delete(key);
    return entry?.value ?? null;
  }

  async count(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    if (this.#windows.size > SWEEP_ABOVE) {
      for (const [name, window] of this.#windows) {
        if (window.resetAt <= now) this.#windows.delete(name);
      }
    }
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async peek(key: string): Promise<WindowCount> {
    const now = this.now();
    const window = this.#windows.get(key);
    if (!window || window.resetAt <= now) return { count: 0, resetInMs: 0 };
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async invalidate(tags: readonly InvalidationTag[]): Promise<void> {
    if (tags.length === 0) return;
    tellListeners(this.#listeners, tags, (error) => this.options.onListenerError?.(error));
  }

  onInvalidate(listener: (tags: readonly InvalidationTag[]) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.#listeners.clear();
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private live(key: string): { value: string; expires: number } | undefined {
    const entry = this.#values.get(key);
    if (!entry) return undefined;
    if (entry.expires > this.now()) return entry;
    this.#values.delete(key);
    return undefined;
  }

  private keep(key: string, value: string, ttlMs: number): void {
    const now = this.now();
    if (this.#values.size > SWEEP_ABOVE) {
      for (const [name, entry] of this.#values) {
        if (entry.expires <= now) this.#values.delete(name);
      }
    }
    this.#values.set(key, { value, expires: now + ttlMs });
  }
}
