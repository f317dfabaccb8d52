/**
 * The output cache in Redis (REDIS_URL, decision 90): the shop's processes behind one load
 * balancer keep one cache, so a page rendered by one is a hit on every other, and a drop made by
 * any of them (each hears every change, lib/page-cache/invalidation.ts) empties it for all.
 *
 * Keys, all under the shop's REDIS_PREFIX:
 * - `pc:page:<page key>`: the page (a 4-byte length, its status, headers and tags as JSON, then
 *   the body), kept for the output cache's TTL;
 * - `pc:tag:<tag>`: the keys of the pages made from what the tag names;
 * - `pc:seq`: the drop sequence; `pc:dropped:<tag>` and `pc:dropped-all`: the sequence of the
 *   last drop of a tag and of everything, kept while a render may run, so that a page whose
 *   render began before a drop of one of its tags is refused (as in the memory store).
 *
 * Redis may be out of reach: a lookup then misses (the worker renders the page), a page is not
 * kept, and a drop that could not be made is made as a drop of everything before the next
 * lookup is answered from Redis, so a page a change made stale is never served afterwards.
 * Redis's own memory limit (maxmemory with an eviction policy) bounds the room pages take.
 */
import { Redis } from 'ioredis';
import type { CachedPage, FillTicket, PageCacheStore } from './store.ts';

/** How long a drop's mark outlives it: longer than any render may take. */
const DROP_MARK_MS = 60 * 60 * 1000;
/** Page keys deleted per command when everything is dropped. */
const SCAN_BATCH = 500;

/**
 * Stores a page unless a drop of everything or of one of its tags came after the ticket.
 * KEYS: dropped-all, page, then the tags' drop marks, then the tags' sets (as many of each).
 * ARGV: ticket, ttl ms, the stored value.
 */
const SET_SCRIPT = `
local ticket = tonumber(ARGV[1])
local tagCount = (#KEYS - 2) / 2
for i = 1, tagCount + 1 do
  local key = KEYS[1]
  if i > 1 then key = KEYS[i + 1] end
  local dropped = tonumber(redis.call('GET', key) or '0')
  if dropped > ticket then return 0 end
end
redis.call('SET', KEYS[2], ARGV[3], 'PX', ARGV[2])
for i = 1, tagCount do
  local set = KEYS[2 + tagCount + i]
  redis.call('SADD', set, KEYS[2])
  redis.call('PEXPIRE', set, ARGV[2])
end
return 1
`;

/**
 * Drops the pages of some tags: the next drop number marks each tag, and the pages in the tags'
 * sets go. KEYS: seq, then the tags' drop marks, then the tags' sets. ARGV: the mark's life, ms.
 */
const DROP_SCRIPT = `
local seq = redis.call('INCR', KEYS[1])
local tagCount = (#KEYS - 1) / 2
for i = 1, tagCount do
  redis.call('SET', KEYS[1 + i], seq, 'PX', ARGV[1])
  local set = KEYS[1 + tagCount + i]
  local pages = redis.call('SMEMBERS', set)
  for j = 1, #pages, 500 do
    redis.call('DEL', unpack(pages, j, math.min(j + 499, #pages)))
  end
  redis.call('DEL', set)
end
return seq
`;

/** Marks a drop of everything; the pages themselves go by a scan afterwards. */
const DROP_ALL_SCRIPT = `
local seq = redis.call('INCR', KEYS[1])
redis.call('SET', KEYS[2], seq, 'PX', ARGV[1])
return seq
`;

export interface RedisPageCacheOptions {
  url: string;
  /** The shop's REDIS_PREFIX; the cache's keys start with it and `pc:`. */
  prefix: string;
  /** How long a page stays, ms (the spec's output cache TTL). */
  ttlMs: number;
  /** Longest wait for one command, ms; then the call fails (a miss). */
  commandTimeoutMs: number;
  log: { warn(message: string): void };
}

export class RedisPageCache implements PageCacheStore {
  readonly #redis: Redis;
  readonly #keys: ReturnType<typeof keysOf>;
  /** A drop could not be made: everything is dropped before Redis answers a lookup again. */
  #owesDropAll = false;

  constructor(private readonly options: RedisPageCacheOptions) {
    this.#keys = keysOf(options.prefix);
    this.#redis = new Redis(options.url, {
      // Commands fail at once while the connection is down instead of waiting for it.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs,
      connectTimeout: Math.max(1000, options.commandTimeoutMs),
      retryStrategy: (times: number) => Math.min(times * 200, 5000),
      lazyConnect: true,
    });
    this.#redis.on('error', () => {});
  }

  /** Connects; a Redis out of reach is logged and the cache misses until it answers. */
  async connect(): Promise<void> {
    try {
      await this.#redis.connect();
    } catch (error) {
      this.options.log.warn(`the output cache cannot reach Redis: ${describe(error)}`);
    }
  }

  async begin(): Promise<FillTicket> {
    await this.#settleOwedDrop();
    return Number((await this.#redis.get(this.#keys.seq)) ?? 0);
  }

  async get(key: string): Promise<CachedPage | null> {
    await this.#settleOwedDrop();
    const value = await this.#redis.getBuffer(this.#keys.page(key));
    return value ? decodePage(value) : null;
  }

  async set(key: string, page: CachedPage, ticket: FillTicket): Promise<boolean> {
    if (this.options.ttlMs <= 0 || this.#owesDropAll) return false;
    const tags = [...new Set(page.tags)];
    const stored = await this.#redis.eval(
      SET_SCRIPT,
      2 + tags.length * 2,
      this.#keys.droppedAll,
      this.#keys.page(key),
      ...tags.map((tag) => this.#keys.dropped(tag)),
      ...tags.map((tag) => this.#keys.tag(tag)),
      ticket,
      this.options.ttlMs,
      encodePage(page),
    );
    return stored === 1;
  }

  /** Never fails: a drop Redis did not take is owed, and made before the next lookup. */
  async drop(tags: readonly string[] | 'all'): Promise<void> {
    try {
      if (tags === 'all') await this.#dropAll();
      else if (tags.length > 0) {
        const unique = [...new Set(tags)];
        await this.#redis.eval(
          DROP_SCRIPT,
          1 + unique.length * 2,
          this.#keys.seq,
          ...unique.map((tag) => this.#keys.dropped(tag)),
          ...unique.map((tag) => this.#keys.tag(tag)),
          DROP_MARK_MS,
        );
      }
    } catch (error) {
      this.#owesDropAll = true;
      this.options.log.warn(
        `the output cache could not drop pages in Redis (${describe(error)}): it drops every page once Redis answers`,
      );
    }
  }

  async close(): Promise<void> {
    this.#redis.disconnect();
  }

  async #settleOwedDrop(): Promise<void> {
    if (!this.#owesDropAll) return;
    await this.#dropAll();
    this.#owesDropAll = false;
  }

  /** Marks the drop (fills begun before it are refused), then deletes the pages and tag sets. */
  async #dropAll(): Promise<void> {
    await this.#redis.eval(DROP_ALL_SCRIPT, 2, this.#keys.seq, this.#keys.droppedAll, DROP_MARK_MS);
    for (const pattern of [this.#keys.pagePattern, this.#keys.tagPattern]) {
      let cursor = '0';
      do {
        const [next, keys] = await this.#redis.scan(cursor, 'MATCH', pattern, 'COUNT', SCAN_BATCH);
        if (keys.length > 0) await this.#redis.unlink(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
  }
}

function keysOf(prefix: string) {
  const base = `${prefix}pc:`;
  return {
    seq: `${base}seq`,
    droppedAll: `${base}dropped-all`,
    page: (key: string) => `${base}page:${key}`,
    tag: (tag: string) => `${base}tag:${tag}`,
    dropped: (tag: string) => `${base}dropped:${tag}`,
    pagePattern: `${escapeGlob(base)}page:*`,
    tagPattern: `${escapeGlob(base)}tag:*`,
  };
}

/** A prefix taken literally in a SCAN pattern. */
function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, (c) => `\\${c}`);
}

/** The page as one value: the length of its description, the description (JSON), the body. */
export function encodePage(page: CachedPage): Buffer {
  const meta = Buffer.from(
    JSON.stringify({ status: page.status, headers: page.headers, tags: page.tags }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32BE(meta.length);
  return Buffer.concat([length, meta, page.body]);
}

export function decodePage(value: Buffer): CachedPage | null {
  if (value.length < 4) return null;
  const length = value.readUInt32BE(0);
  if (value.length < 4 + length) return null;
  const meta = JSON.parse(value.subarray(4, 4 + length).toString('utf8')) as Omit<
    CachedPage,
    'body'
  >;
  return { ...meta, body: value.subarray(4 + length) };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
