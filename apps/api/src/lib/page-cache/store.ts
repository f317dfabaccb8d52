/**
 * Where the output cache keeps its pages (decision 82). The interface is what a shared store
 * (Redis) implements as well as this process's memory: every call may be asynchronous.
 *
 * A page is stored with the tags of what it was made from and dropped when any of them is
 * dropped. A page whose render began before a drop of one of its tags is not stored: it may
 * have read what the change replaced. `begin()` is taken when the render is asked for, and
 * `set()` refuses a page whose tags were dropped since (a drop of everything counts for all).
 */

/** A page as the output cache serves it: status, headers and body, exactly as first sent. */
export interface CachedPage {
  status: number;
  /** Header names and values in the order sent, as Node's rawHeaders: name, value, name, ... */
  headers: readonly string[];
  body: Buffer;
  /** What the page was made from (lib/page-cache/tags.ts). */
  tags: readonly string[];
}

/** Marks when a render began, for `set()` to refuse a page a later drop made stale. */
export type FillTicket = number;

export interface PageCacheStore {
  /** Taken before the page is rendered. */
  begin(): Promise<FillTicket>;
  /** The stored page of a key while it is fresh, else null. */
  get(key: string): Promise<CachedPage | null>;
  /** Stores a page unless one of its tags was dropped after `ticket`; whether it was stored. */
  set(key: string, page: CachedPage, ticket: FillTicket): Promise<boolean>;
  /** Drops every page tagged with one of `tags` ('all': every page). */
  drop(tags: readonly string[] | 'all'): Promise<void>;
}

interface Entry {
  page: CachedPage;
  storedAt: number;
  bytes: number;
}

export interface MemoryPageCacheOptions {
  /** How long a page stays, ms (the spec's output cache TTL). */
  ttlMs: number;
  /** Room for pages (bodies and headers), bytes; the least recently used go first. */
  maxBytes: number;
  /** The clock (ms); tests pass their own. */
  now: () => number;
}

/** The output cache in this process's memory. */
export class MemoryPageCache implements PageCacheStore {
  readonly #entries = new Map<string, Entry>();
  readonly #keysByTag = new Map<string, Set<string>>();
  /** The drop sequence: each drop takes the next number. */
  #sequence = 0;
  /** The last drop of each tag, and of everything. */
  readonly #droppedAt = new Map<string, number>();
  #allDroppedAt = 0;
  #bytes = 0;

  constructor(private readonly options: MemoryPageCacheOptions) {}

  /** Pages held and their size, for tests and figures. */
  get size(): { pages: number; bytes: number } {
    return { pages: this.#entries.size, bytes: this.#bytes };
  }

  async begin(): Promise<FillTicket> {
    return this.#sequence;
  }

  async get(key: string): Promise<CachedPage | null> {
    return this.getNow(key);
  }

  /** `get` without a promise, for the front's hit path. */
  getNow(key: string): CachedPage | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (this.options.now() - entry.storedAt >= this.options.ttlMs) {
      this.#remove(key);
      return null;
    }
    // Least recently used goes first: a hit moves the page to the end.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.page;
  }

  async set(key: string, page: CachedPage, ticket: FillTicket): Promise<boolean> {
    if (this.#allDroppedAt > ticket) return false;
    if (page.tags.some((tag) => (this.#droppedAt.get(tag) ?? 0) > ticket)) return false;
    const bytes = page.body.length + page.headers.reduce((sum, text) => sum + text.length, 0);
    if (bytes > this.options.maxBytes || this.options.ttlMs <= 0) return false;
    this.#remove(key);
    while (this.#bytes + bytes > this.options.maxBytes) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#remove(oldest.value);
    }
    this.#entries.set(key, { page, storedAt: this.options.now(), bytes });
    this.#bytes += bytes;
    for (const tag of page.tags) {
      let keys = this.#keysByTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.#keysByTag.set(tag, keys);
      }
      keys.add(key);
    }
    return true;
  }

  async drop(tags: readonly string[] | 'all'): Promise<void> {
    this.dropNow(tags);
  }

  /** `drop` without a promise. */
  dropNow(tags: readonly string[] | 'all'): void {
    this.#sequence += 1;
    if (tags === 'all') {
      this.#allDroppedAt = this.#sequence;
      for (const key of [...this.#entries.keys()]) this.#remove(key);
      return;
    }
    for (const tag of tags) {
      this.#droppedAt.set(tag, this.#sequence);
      for (const key of [...(this.#keysByTag.get(tag) ?? [])]) this.#remove(key);
    }
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    for (const tag of entry.page.tags) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTag.delete(tag);
    }
  }
}
