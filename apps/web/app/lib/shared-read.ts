/**
 * Reads every page makes alike (the category menu, the theme, the facet attributes' labels), kept
 * in memory per key for a while, so a page render costs no API call for them.
 *
 * With the shop's output cache (decision 82) a page is kept with the tags of the API answers its
 * render read, and dropped when a change names one of them. A kept read names the tags its answer
 * had to every page that uses it (CallOptions.noteTags), so those pages are dropped with it too;
 * and it is forgotten at the moment the shop drops pages of one of its tags (forgetSharedReads,
 * called by the shop's mount as its output cache drops them), so the page rendered next reads it
 * again instead of keeping the state from before the change. A read that was under way while a
 * drop came is used by its page but not kept: it may hold the state from before.
 */
import { PAGE_TAGS_HEADER } from '@shop/contracts/page-tags';
import { type ApiFetch, type CallOptions, fetchOverHttp } from './api.ts';

/** What the output cache drops: pages with these tags, or every page. */
export type SharedReadDrop = readonly string[] | 'all';

interface Kept<V> {
  value: V;
  until: number;
  tags: readonly string[];
}

const reads = new Set<SharedRead<unknown, unknown>>();
/** Counts drops: a read keeps what it got only when none came while it was under way. */
let drops = 0;

export class SharedRead<K, V> {
  readonly #kept = new Map<K, Kept<V>>();
  readonly #ttlMs: number;

  constructor(ttlMs: number) {
    this.#ttlMs = ttlMs;
    reads.add(this as SharedRead<unknown, unknown>);
  }

  /**
   * The value kept for `key` while it is fresh, its tags noted for the page; else `read` is
   * called (with a transport that notes the tags of its answers) and what it gives is kept. A
   * failed read gives the last value kept, fresh or not, when there is one; else it throws.
   */
  async get(
    key: K,
    options: CallOptions,
    read: (options: Pick<CallOptions, 'fetch'>) => Promise<V>,
    now: number = Date.now(),
  ): Promise<V> {
    const kept = this.#kept.get(key);
    if (kept && kept.until > now) {
      options.noteTags?.(kept.tags);
      return kept.value;
    }
    const tags = new Set<string>();
    const base: ApiFetch = options.fetch ?? fetchOverHttp;
    const noting: ApiFetch = async (url, init) => {
      const answer = await base(url, init);
      for (const tag of answer.headers.get(PAGE_TAGS_HEADER)?.split(' ') ?? []) {
        if (tag) tags.add(tag);
      }
      return answer;
    };
    const dropsBefore = drops;
    try {
      // Not the page's signal: the read serves later pages too.
      const value = await read({ fetch: noting });
      if (drops === dropsBefore)
        this.#kept.set(key, { value, until: now + this.#ttlMs, tags: [...tags] });
      return value;
    } catch (error) {
      if (kept) {
        options.noteTags?.(kept.tags);
        return kept.value;
      }
      throw error;
    }
  }

  /** Forgets what the drop made stale. */
  forget(drop: SharedReadDrop): void {
    for (const [key, kept] of this.#kept) {
      if (drop === 'all' || kept.tags.some((tag) => drop.includes(tag))) this.#kept.delete(key);
    }
  }
}

/**
 * A shared read as one page awaits it: only while the page's request lasts. The read goes on
 * for the pages after it, and its failure once the page has gone is nobody's.
 */
export function awaitedByPage<T>(read: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  read.catch(() => {});
  if (!signal) return read;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    read.then(resolve, reject);
  });
}

/** Forgets every kept read the drop made stale (the shop's mount calls it at each drop). */
export function forgetSharedReads(drop: SharedReadDrop): void {
  drops += 1;
  for (const read of reads) read.forget(drop);
}
