/**
 * The shared state of several shop processes (REDIS_URL): every key under REDIS_PREFIX, so that
 * shops (or tests) on one Redis stay apart. Invalidations travel on one channel of the prefix
 * (Redis publish/subscribe); a process hears its own at once, without the round trip, and
 * skips its own message when it comes back.
 *
 * Calls fail fast while Redis cannot be reached (no queue of commands waiting for the
 * connection, a short command timeout), with `SharedStateUnavailableError`. When the subscriber
 * connection comes back after it was lost, the process hears `*`: announcements sent meanwhile
 * did not reach it, so every cache forgets everything (decision 80).
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  EVERYTHING,
  type InvalidationTag,
  type SharedState,
  SharedStateUnavailableError,
  tellListeners,
  type WindowCount,
} from './shared-state.ts';

/** Counts one and opens the window with the first count, in one step: the count and time left. */
const COUNT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {count, left}
`;

export interface RedisSharedStateOptions {
  url: string;
  prefix: string;
  /** Longest wait for one command, ms; then the call fails as unavailable. */
  commandTimeoutMs: number;
  log: {
    warn(details: object, message: string): void;
    info(details: object, message: string): void;
  };
}

interface Announcement {
  from: string;
  tags: InvalidationTag[];
}

export class RedisSharedState implements SharedState {
  readonly kind = 'redis';
  readonly #commands: Redis;
  readonly #subscriber: Redis;
  readonly #channel: string;
  /** This process's name on the channel: its own announcements are heard once, at once. */
  readonly #self = randomUUID();
  readonly #listeners = new Set<(tags: readonly InvalidationTag[]) => void>();
  #subscribedOnce = false;
  #closed = false;

  private constructor(private readonly options: RedisSharedStateOptions) {
    const connection = {
      // Commands fail at once while the connection is down instead of waiting for it.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs,
      connectTimeout: Math.max(1000, options.commandTimeoutMs),
      // Connect again, waiting longer each time up to 5 s, for as long as the process runs.
      retryStrategy: (times: number) => Math.min(times * 200, 5000),
      lazyConnect: true,
    };
    this.#commands = new Redis(options.url, connection);
    // The subscriber may queue its SUBSCRIBE until it is connected.
    this.#subscriber = new Redis(options.url, { ...connection, enableOfflineQueue: true });
    this.#channel = `${options.prefix}invalidate`;
    for (const [name, client] of [
      ['commands', this.#commands],
      ['subscriber', this.#subscriber],
    ] as const) {
      client.on('error', (error: Error) => {
        if (!this.#closed) options.log.warn({ err: error, connection: name }, 'Redis failed');
      });
    }
    this.#subscriber.on('message', (channel: string, text: string) => {
      if (channel === this.#channel) this.heard(text);
    });
    this.#subscriber.on('ready', () => {
      // A connection that came back may have missed announcements: forget everything.
      if (this.#subscribedOnce) {
        options.log.info({}, 'Redis is back: every cache forgets what it kept');
        this.tell([EVERYTHING]);
      }
      this.#subscribedOnce = true;
    });
  }

  /**
   * Connects and subscribes. Rejects when Redis cannot be reached now: a shop configured for
   * several processes does not start on its own memory (its limits would be per process).
   */
  static async open(options: RedisSharedStateOptions): Promise<RedisSharedState> {
    const state = new RedisSharedState(options);
    try {
      await Promise.all([state.#commands.connect(), state.#subscriber.connect()]);
      await state.#subscriber.subscribe(state.#channel);
    } catch (error) {
      await state.close();
      throw new SharedStateUnavailableError(error);
    }
    return state;
  }

  get(key: string): Promise<string | null> {
    return this.call(() => this.#commands.get(this.key(key)));
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.call(() => this.#commands.set(this.key(key), value, 'PX', Math.max(1, ttlMs)));
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    const answer = await this.call(() =>
      this.#commands.set(this.key(key), value, 'PX', Math.max(1, ttlMs), 'NX'),
    );
    return answer === 'OK';
  }

  async delete(key: string): Promise<void> {
    await this.call(() => this.#commands.del(this.key(key)));
  }

  take(key: string): Promise<string | null> {
    return this.call(() => this.#commands.getdel(this.key(key)));
  }

  async count(key: string, windowMs: number): Promise<WindowCount> {
    const [count, left] = (await this.call(() =>
      this.#commands.eval(COUNT_SCRIPT, 1, this.key(key), String(Math.max(1, windowMs))),
    )) as [number, number];
    return { count, resetInMs: Math.max(0, left) };
  }

  async peek(key: string): Promise<WindowCount> {
    const name = this.key(key);
    const [count, left] = await this.call(() =>
      Promise.all([this.#commands.get(name), this.#commands.pttl(name)]),
    );
    if (count === null || left <= 0) return { count: 0, resetInMs: 0 };
    return { count: Number(count), resetInMs: left };
  }

  async invalidate(tags: readonly InvalidationTag[]): Promise<void> {
    if (tags.length === 0) return;
    this.tell(tags);
    const message: Announcement = { from: this.#self, tags: [...tags] };
    try {
      await this.call(() => this.#commands.publish(this.#channel, JSON.stringify(message)));
    } catch (error) {
      // The other processes forget everything once their own connection comes back; while
      // only this one cannot reach Redis, theirs keep what their time to live allows.
      this.options.log.warn({ err: error, tags }, 'an invalidation could not be announced');
    }
  }

  onInvalidate(listener: (tags: readonly InvalidationTag[]) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#listeners.clear();
    this.#commands.disconnect();
    this.#subscriber.disconnect();
  }

  private key(key: string): string {
    return `${this.options.prefix}${key}`;
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new SharedStateUnavailableError(error);
    }
  }

  private heard(text: string): void {
    let message: Announcement;
    try {
      message = JSON.parse(text) as Announcement;
    } catch {
      return;
    }
    if (message.from === this.#self || !Array.isArray(message.tags)) return;
    const tags = message.tags.filter((tag): tag is string => typeof tag === 'string');
    if (tags.length > 0) this.tell(tags);
  }

  private tell(tags: readonly InvalidationTag[]): void {
    tellListeners(this.#listeners, tags, (error) =>
      this.options.log.warn({ err: error, tags }, 'an invalidation listener failed'),
    );
  }
}
