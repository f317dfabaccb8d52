/**
 * The API's configuration: environment variables checked once at start. A bad value stops the
 * start with a message naming the key. Every key is listed in `.env.example`.
 */
import { resolve } from 'node:path';
import { parseClosedDays } from '@shop/core';
import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? fallback : value === 'true' || value === '1'));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('var/data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Parent products in the demo catalogue seeded into an empty database. */
  DEMO_CATALOG_PRODUCTS: z.coerce.number().int().min(10).max(1_000_000).default(2200),
  /** Spec §9 listOutOfStockProducts: listings and search show out-of-stock products. */
  LIST_OUT_OF_STOCK_PRODUCTS: flag(true),
  /** Spec §9 usePriceTiers: customer-group tier prices in render-list and catalogue reads. */
  USE_PRICE_TIERS: flag(true),
  /** Secret for price signatures (sgn) in render-list. */
  PRICE_SIGNATURE_SECRET: z.string().min(16).default('local-development-price-secret'),
  /**
   * Secret of the customer access tokens (HS256). Unset: one random secret is made once and
   * kept in the database, so every process of the shop shares it.
   */
  TOKEN_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Lifetime of a customer access token in seconds (short: the refresh token renews it). */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  /** Lifetime of a login session (its refresh tokens) in seconds; default 30 days. */
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(300).max(31_536_000).default(2_592_000),
  /** Lifetime of a mailed password reset token in seconds. */
  PASSWORD_RESET_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** Lifetime of a mailed one-time login code in seconds. */
  ONE_TIME_PASSWORD_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(600),
  /** Wrong tries after which a one-time code no longer works. */
  ONE_TIME_PASSWORD_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** Window of the login, one-time password, reset and e-mail availability limits, seconds. */
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** Calls per client address and window, for each of those calls. */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(50),
  /** Calls per e-mail address (or one-time code) and window, for each of those calls. */
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).max(100_000).default(10),
  /** smtp:// or smtps:// URL of the mail server; unset writes mails to DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Sender of the shop's mails. */
  MAIL_FROM: z.string().min(3).default('Kindershop <noreply@kindershop.example>'),
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
  /** Public address of the storefront, for links in mails (password reset). */
  SHOP_PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+/, 'must be an http(s):// URL')
    .default('http://localhost:3000')
    .transform((value) => value.replace(/\/+$/, '')),
  /** Closed on Sunday: auto (closed on SHOP_CLOSED_DAYS), open or closed. */
  SHOP_CLOSED: z.enum(['auto', 'open', 'closed']).default('auto'),
  /** ISO weekdays the shop is closed in auto mode (1 = Monday … 7 = Sunday), comma separated. */
  SHOP_CLOSED_DAYS: z
    .string()
    .default('7')
    .transform((value, ctx) => {
      try {
        return parseClosedDays(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  imageCacheDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  logLevel: string;
  demoCatalogProducts: number;
  catalog: { listOutOfStockProducts: boolean; usePriceTiers: boolean };
  priceSignatureSecret: string;
  tokens: { secret: string | undefined; accessTokenTtlSeconds: number };
  accounts: {
    refreshTokenTtlSeconds: number;
    passwordResetTtlSeconds: number;
    oneTimePasswordTtlSeconds: number;
    oneTimePasswordMaxAttempts: number;
    rateLimit: { windowSeconds: number; perIp: number; perEmail: number };
  };
  mail: { dir: string; smtpUrl: string | undefined; from: string; shopPublicUrl: string };
  trustProxy: boolean | number | string[];
  shopClosed: { override: 'auto' | 'open' | 'closed'; closedDays: number[] };
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    mediaDir: resolve(dataDir, 'media'),
    imageCacheDir: resolve(dataDir, 'cache', 'img'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    logLevel: e.LOG_LEVEL,
    demoCatalogProducts: e.DEMO_CATALOG_PRODUCTS,
    catalog: {
      listOutOfStockProducts: e.LIST_OUT_OF_STOCK_PRODUCTS,
      usePriceTiers: e.USE_PRICE_TIERS,
    },
    priceSignatureSecret: e.PRICE_SIGNATURE_SECRET,
    tokens: { secret: e.TOKEN_SECRET, accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS },
    accounts: {
      refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
      passwordResetTtlSeconds: e.PASSWORD_RESET_TTL_SECONDS,
      oneTimePasswordTtlSeconds: e.ONE_TIME_PASSWORD_TTL_SECONDS,
      oneTimePasswordMaxAttempts: e.ONE_TIME_PASSWORD_MAX_ATTEMPTS,
      rateLimit: {
        windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS,
        perIp: e.AUTH_RATE_LIMIT_PER_IP,
        perEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
      },
    },
    mail: {
      dir: resolve(dataDir, 'mail'),
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      shopPublicUrl: e.SHOP_PUBLIC_URL,
    },
    trustProxy: e.TRUST_PROXY,
    shopClosed: { override: e.SHOP_CLOSED, closedDays: e.SHOP_CLOSED_DAYS },
  };
}
