/**
 * Environment variables of the server: where it listens and keeps its data, the database and its
 * limits, when to shed load, logging, the proxies it trusts, its public address and how mail
 * leaves.
 */
import { z } from 'zod';

export const serverEnv = {
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Set by the front process (`npm start`) for the worker it starts, never by hand: the private
   * socket the worker listens on instead of PORT, behind the front that admits its requests.
   */
  SHOP_WORKER_SOCKET: z.string().min(1).optional(),
  /**
   * Worker processes `npm start` runs behind its front on the one PORT (decision 81). More than
   * one needs DATABASE_URL: the embedded database can be opened by one process only.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * The key that opens GET /metrics (Prometheus text), sent as `Authorization: Bearer <key>`;
   * unset: /metrics is not served.
   */
  METRICS_KEY: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('var/data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * A replica of DATABASE_URL for catalogue reads (searches, product and category documents); unset:
   * every read on DATABASE_URL. Writes, and reads that must see the caller's own writes, stay on
   * DATABASE_URL (decision 80).
   */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Redis shared by several shop processes (redis:// or rediss://): rate limits, invalidation of
   * caches and one-time values count for all of them (decision 80). Unset: each process keeps them
   * in its own memory, which is right for one process.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** What every key and channel of the shop in Redis begins with: shops (or tests) on one Redis stay apart. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'letters, digits and : _ . - only (at most 64)')
    .default('shop:'),
  /** Longest wait for one Redis command, ms; past it the call counts as Redis being down. */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  /**
   * Longest wait for a database connection (PostgreSQL: connecting or a free pool connection;
   * the embedded database: the turn behind the statements before), ms. Past it the request
   * answers 503 with Retry-After.
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** Longest run of one statement on PostgreSQL (statement_timeout), ms; then 503. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(1500),
  /**
   * Most calls that may wait for a database connection (the embedded database: for its turn);
   * while that many wait, a request needing the database answers 503 (`shop.busy`) at once
   * instead of waiting up to DATABASE_CONNECT_TIMEOUT_MS. 0: no limit.
   */
  DATABASE_MAX_WAITING: z.coerce.number().int().min(0).max(100_000).default(32),
  /**
   * Overload: while the event loop's delay (how late a timer due every
   * OVERLOAD_SAMPLE_INTERVAL_MS ran) is longer than this (ms), new requests answer 503 at once
   * with Retry-After instead of waiting in line. A request passes through the event loop many
   * times, so a delay of 250 ms means answers of a second or more. 0 switches the check off.
   */
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(250),
  /** Overload: the share of time the event loop may be busy (0..1) before requests get 503; 0 off. */
  /**
   * Overload: how often the event loop's delay, its use and the heap are measured, ms. Tens of
   * milliseconds let shedding start (and stop) within that time of the loop falling behind.
   */
  OVERLOAD_SAMPLE_INTERVAL_MS: z.coerce.number().int().min(10).max(10_000).default(25),
  /**
   * Overload: most requests the process works on at once; one more answers 503 at once with
   * Retry-After (`shop.busy`, or the busy page). The liveness and readiness checks, the
   * storefront's build files and the API calls a page makes while it is rendered do not count.
   * 0: no limit.
   */
  OVERLOAD_MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(16),
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  /** Overload: heap in use (MiB) above which requests get 503; 0 off. Default: 90 % of the heap limit. */
  OVERLOAD_MAX_HEAP_USED_MB: z.coerce.number().int().min(0).max(1_000_000).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Parent products in the demo catalogue seeded into an empty database. */
  DEMO_CATALOG_PRODUCTS: z.coerce.number().int().min(10).max(1_000_000).default(2200),
  /**
   * Which proxies may name the client address (X-Forwarded-For), which rate limits key on:
   * false (none, default), true (any), a number of hops, or comma-separated addresses/CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value): boolean | number | string[] => {
      const text = value.trim();
      if (text === '' || text === 'false') return false;
      if (text === 'true') return true;
      if (/^\d+$/.test(text)) return Number(text);
      return text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    }),
  /**
   * Public address of the storefront, for links in mails (password reset) and the payment
   * provider's return and push addresses. Unset: http://localhost:PORT.
   */
  SHOP_PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+/, 'must be an http(s):// URL')
    .optional()
    .or(z.literal('').transform(() => undefined))
    .transform((value) => value?.replace(/\/+$/, '')),
  /** smtp:// or smtps:// URL of the mail server; unset writes mails to DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Sender of the shop's mails. */
  MAIL_FROM: z.string().min(3).default('Kindershop <noreply@kindershop.example>'),
};
