/**
 * The API's configuration: environment variables checked once at start. A bad value stops the
 * start with a message naming the key. Every key is listed in `.env.example`.
 */
import { resolve } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import {
  type CompanyDetails,
  DEFAULT_PAYMENT_METHODS,
  DEFAULT_SHIPPING_METHODS,
  DEMO_COMPANY_DETAILS,
  type MapTileSetting,
  mapTileChoice,
  type PaymentMethodDefinition,
  parseClosedDays,
  parseMapTileTemplate,
  type ShippingMethodDefinition,
} from '@shop/core';
import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? fallback : value === 'true' || value === '1'));

/** A company detail: one line of at most 200 characters; unset or empty, the demo shop's. */
const companySetting = (fallback: string) =>
  z
    .string()
    .trim()
    .max(200)
    .regex(/^[^\r\n]*$/, 'must be one line')
    .optional()
    .transform((value) => value || fallback);

/** The visual editor's bridge script (Storyblok's v2 bridge) and the editor's origin. */
const DEFAULT_STORYBLOK_BRIDGE_URL = 'https://app.storyblok.com/f/storyblok-v2-latest.js';
const DEFAULT_STORYBLOK_EDITOR_ORIGIN = 'https://app.storyblok.com';

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
  /**
   * Longest wait for a database connection (PostgreSQL: connecting or a free pool connection;
   * the embedded database: the turn behind the statements before), ms. Past it the request
   * answers 503 with Retry-After.
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** Longest run of one statement on PostgreSQL (statement_timeout), ms; then 503. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(1500),
  /**
   * Overload: while the event loop's mean delay (sampled each second) is longer than this (ms),
   * new requests answer 503 at once with Retry-After instead of waiting in line. A request
   * passes through the event loop many times, so a delay of 250 ms means answers of a second or
   * more. 0 switches the check off.
   */
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(250),
  /** Overload: the share of time the event loop may be busy (0..1) before requests get 503; 0 off. */
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  /** Overload: heap in use (MiB) above which requests get 503; 0 off. Default: 90 % of the heap limit. */
  OVERLOAD_MAX_HEAP_USED_MB: z.coerce.number().int().min(0).max(1_000_000).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Parent products in the demo catalogue seeded into an empty database. */
  DEMO_CATALOG_PRODUCTS: z.coerce.number().int().min(10).max(1_000_000).default(2200),
  /** listOutOfStockProducts: listings and search show out-of-stock products. */
  LIST_OUT_OF_STOCK_PRODUCTS: flag(true),
  /** usePriceTiers: customer-group tier prices in render-list and catalogue reads. */
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
  /**
   * Key a store's till (or the system that collects its receipts) sends as x-operator-key to
   * import store purchases. Unset: imports are refused.
   */
  STORE_OPERATOR_KEY: z
    .string()
    .min(24, 'must be at least 24 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Key the shop's staff (or their moderation tool) sends as x-operator-key to approve or reject
   * product reviews. Unset: the moderation call is refused (reviews stay pending unless
   * REVIEWS_AUTO_APPROVE).
   */
  REVIEW_OPERATOR_KEY: z
    .string()
    .min(24, 'must be at least 24 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** New product reviews are shown at once instead of waiting for an operator's approval. */
  REVIEWS_AUTO_APPROVE: flag(false),
  /** Reviews written per hour by one client address (guests) or one customer (logged in). */
  REVIEW_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
  /**
   * Where content stories come from: 'embedded' (the shop's own content store, edited by
   * import) or 'storyblok' (a Storyblok space, mirrored by its publish hook and resync).
   */
  CONTENT_SOURCE: z.enum(['embedded', 'storyblok']).default('embedded'),
  /**
   * The preview token: with Storyblok the space's preview access token; embedded, a secret the
   * retailer picks to sign editor links. Unset: no preview (validate-editor and drafts refused).
   */
  STORYBLOK_PREVIEW_TOKEN: z
    .string()
    .min(8, 'must be at least 8 characters')
    .max(200, 'must be at most 200 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The Storyblok space id editor links name; required with a preview token. */
  STORYBLOK_SPACE_ID: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .positive('must be a whole number')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The region of the Storyblok space (its API's host). */
  STORYBLOK_REGION: z.enum(['eu', 'us', 'ap', 'ca', 'cn']).default('eu'),
  /** Another address of Storyblok's content delivery API (tests point it at a fake). */
  STORYBLOK_API_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+/, 'must be an http(s):// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The secret of the content publish hook and resync (?secret=). Unset: both refused. */
  CONTENT_HOOK_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .max(200, 'must be at most 200 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Reward points a paid order earns per whole euro of goods (shipping and gift cards earn none). */
  REWARD_POINTS_PER_EURO: z.coerce.number().int().min(0).max(1000).default(1),
  /** What one reward point is worth when spent, in cents (1: 100 points pay one euro). */
  REWARD_POINT_VALUE_CENTS: z.coerce.number().int().min(1).max(10_000).default(1),
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
  /**
   * Calls per e-mail address from one client address and window, for each of those calls
   * (login: failed ones only). Guesses from elsewhere do not count against the owner.
   */
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).max(100_000).default(10),
  /** The same per e-mail address from all client addresses together: caps a distributed guess. */
  AUTH_RATE_LIMIT_PER_EMAIL_ALL_ADDRESSES: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(100),
  /** Window of the birth list's public read and url key check limits, seconds. */
  BIRTHLIST_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /**
   * Public reads of birth lists (the page /geboortelijst/{key} and its refresh) per client
   * address and window: a family on one connection never meets it, guessing keys is slowed.
   */
  BIRTHLIST_RATE_LIMIT_PUBLIC_READS: z.coerce.number().int().min(1).max(100_000).default(300),
  /** url key checks (check-url) per client address and window: a parent types a few keys. */
  BIRTHLIST_RATE_LIMIT_URL_CHECKS: z.coerce.number().int().min(1).max(100_000).default(30),
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
  /**
   * The shipping methods as a JSON array of {carrierCode, methodCode, carrierTitle, methodTitle,
   * amountInclTax (cents), freeFromSubtotal (cents or null), minSubtotal?, countries (or null)}.
   * Unset: standard, express and pick-up in store.
   */
  /**
   * The robots setting of every page (e.g. 'noindex, nofollow' for a staging shop); a shop that
   * holds 'noindex' also disallows everything in robots.txt.
   */
  SHOP_ROBOTS: z
    .string()
    .max(200)
    .optional()
    .transform((value) => value?.trim() || null),
  /**
   * The store locator's map tiles: a tile server's URL template with {z}, {x} and {y} (and {s}
   * for a subdomain), e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png. The store pages load
   * tiles from it, and their image policy allows its origin. Unset: OpenStreetMap's tile server;
   * `off`: the pages show no map, only the list and addresses.
   */
  /** The credit line the tile server asks for (plain text, shown on the map). */
  MAP_TILE_ATTRIBUTION: z.string().max(200, 'must be at most 200 characters').optional(),
  MAP_TILE_URL: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const choice = mapTileChoice(value, undefined);
      if (!choice) return null;
      const parsed = parseMapTileTemplate(choice.template);
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.message });
        return z.NEVER;
      }
      return parsed.setting;
    }),
  /**
   * The visual editor's bridge script that content previews load (secondary-areas §2 content
   * pages; reference notes 7.1). The preview pages' policy allows its origin, and only theirs.
   */
  STORYBLOK_BRIDGE_URL: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined))
    .transform((value, ctx) => {
      const url = value ?? DEFAULT_STORYBLOK_BRIDGE_URL;
      if (!/^https?:\/\/[^/]+\/./.test(url)) {
        ctx.addIssue({ code: 'custom', message: 'must be an http(s):// URL of a script' });
        return z.NEVER;
      }
      return url;
    }),
  /**
   * The origins that may frame a content preview (the visual editor), space- or comma-separated.
   * Unset: https://app.storyblok.com.
   */
  STORYBLOK_EDITOR_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const origins = (value ?? DEFAULT_STORYBLOK_EDITOR_ORIGIN)
        .split(/[\s,]+/)
        .filter((origin) => origin !== '');
      const bad = origins.find((origin) => !/^https?:\/\/[^/\s;,']+$/.test(origin));
      if (bad !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `must list origins like https://app.storyblok.com (not ${bad})`,
        });
        return z.NEVER;
      }
      return origins;
    }),
  /** URLs per sitemap file (sitemaps.org allows at most 50,000). */
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(50_000),
  SHIPPING_METHODS: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined))
    .transform((value, ctx) => {
      if (value === undefined) return DEFAULT_SHIPPING_METHODS;
      let json: unknown;
      try {
        json = JSON.parse(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON array of shipping methods' });
        return z.NEVER;
      }
      const parsed = ShippingMethodsSchema.safeParse(json);
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          message: parsed.error.issues
            .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
            .join(', '),
        });
        return z.NEVER;
      }
      return parsed.data as ShippingMethodDefinition[];
    }),
  /**
   * The payment methods to offer, by name without the provider prefix (ideal, creditcard,
   * paypal, in3, tinka, transfer, afterpay, klarna, giftcards, applepay, mrcash, sofort, eps,
   * cashondelivery), comma separated. Unset: all of them.
   */
  PAYMENT_METHODS: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined))
    .transform((value, ctx) => {
      if (value === undefined) return DEFAULT_PAYMENT_METHODS;
      const names = value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      const known = new Map(DEFAULT_PAYMENT_METHODS.map((m) => [paymentMethodName(m.code), m]));
      const unknown = names.filter((name) => !known.has(name));
      if (unknown.length > 0 || names.length === 0) {
        ctx.addIssue({
          code: 'custom',
          message: `unknown payment method ${unknown.join(', ') || '(none given)'}; known: ${[...known.keys()].join(', ')}`,
        });
        return z.NEVER;
      }
      return names.map((name) => known.get(name) as PaymentMethodDefinition);
    }),
  /**
   * The payment provider: 'test' (the built-in test provider, which speaks Buckaroo's protocol
   * and marks every page as a test payment) or 'buckaroo' (Buckaroo's JSON API with the keys
   * below).
   */
  PAYMENT_PROVIDER: z.enum(['test', 'buckaroo']).default('test'),
  /** Buckaroo's website key (the test provider accepts any, default KINDERSHOP). */
  BUCKAROO_WEBSITE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9]{1,64}$/, 'must be letters and digits')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Buckaroo's secret key (HMAC of requests and pushes). Required for 'buckaroo'; for 'test'
   * unset means one random secret kept in the database.
   */
  BUCKAROO_SECRET_KEY: z
    .string()
    .min(8, 'must be at least 8 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Buckaroo's JSON API address: the test checkout by default, https://checkout.buckaroo.nl/json/ live. */
  BUCKAROO_API_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+/, 'must be an http(s):// URL')
    .default('https://testcheckout.buckaroo.nl/json/')
    .transform((value) => (value.endsWith('/') ? value : `${value}/`)),
  /**
   * How old (or how far ahead) the signed time of a payment push may be, in seconds: an older
   * push, even correctly signed, is refused, so a recorded push cannot be played again later.
   */
  PAYMENT_PUSH_MAX_AGE_SECONDS: z.coerce.number().int().min(30).max(86_400).default(300),
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
  /**
   * The pregnancy-box form endpoint of the mailing platform (Copernica-style JSON form post,
   * see decision 34). Unset: requests are only stored (and passed on once it is set).
   */
  PREGNANCY_FORM_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+/, 'must be an http(s):// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Sent to the form endpoint as `Authorization: Bearer <token>` when set. */
  PREGNANCY_FORM_TOKEN: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Longest wait for the form endpoint, ms (the shopper waits for the first attempt). */
  PREGNANCY_FORM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  /** Pregnancy-box requests per client address and hour. */
  PREGNANCY_FORM_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /**
   * The company details (SHOP_COMPANY_*): the footer shows some, the legal pages (imprint,
   * withdrawal, terms, privacy) fill in all through `{{company:…}}` placeholders. Unset or empty:
   * the demo shop's; SHOP_COMPANY_EMAIL unset: CONTACT_EMAIL.
   */
  SHOP_COMPANY_NAME: companySetting(DEMO_COMPANY_DETAILS.name),
  SHOP_COMPANY_ADDRESS: companySetting(DEMO_COMPANY_DETAILS.address),
  SHOP_COMPANY_EMAIL: z
    .string()
    .trim()
    .regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, 'must be an e-mail address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SHOP_COMPANY_PHONE: companySetting(DEMO_COMPANY_DETAILS.phone),
  SHOP_COMPANY_REPRESENTATIVES: companySetting(DEMO_COMPANY_DETAILS.representatives),
  SHOP_COMPANY_REGISTER: companySetting(DEMO_COMPANY_DETAILS.register),
  SHOP_COMPANY_KVK: companySetting(DEMO_COMPANY_DETAILS.kvk),
  SHOP_COMPANY_VAT: companySetting(DEMO_COMPANY_DETAILS.vat),
  /** The shop's contact address: every contact form message goes there, never elsewhere. */
  CONTACT_EMAIL: z
    .string()
    .regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, 'must be an e-mail address')
    .default('klantenservice@kindershop.example'),
  /** Lifetime of a contact form token in seconds (the form fetches one when it is first used). */
  CONTACT_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** Contact form messages per client address and hour (tokens: four times as many). */
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
  /** Months a gift card can be spent after it was issued. */
  GIFT_CARD_VALIDITY_MONTHS: z.coerce.number().int().min(1).max(600).default(24),
  /** Wrong gift card codes per client address, and per cart, within the window below. */
  GIFT_CARD_GUESS_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** The window of the wrong-code limit, seconds. */
  GIFT_CARD_GUESS_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** How long a newsletter confirmation link works, in seconds (default seven days). */
  NEWSLETTER_CONFIRM_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .max(90 * 86_400)
    .default(7 * 86_400),
  /** Newsletter sign-ups (confirmation mails) per e-mail address and hour. */
  NEWSLETTER_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).max(100_000).default(3),
  /** Newsletter sign-ups per client address and hour. */
  NEWSLETTER_RATE_LIMIT_PER_CLIENT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Whole percent the newsletter's sign-up coupon takes off (secondary-areas §9: 10). */
  NEWSLETTER_COUPON_PERCENT: z.coerce.number().int().min(1).max(100).default(10),
});

const ShippingMethodsSchema = z
  .array(
    z.strictObject({
      carrierCode: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/),
      methodCode: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/),
      carrierTitle: z.string().min(1).max(100),
      methodTitle: z.string().min(1).max(100),
      amountInclTax: z.number().int().min(0),
      freeFromSubtotal: z.number().int().min(0).nullable(),
      minSubtotal: z.number().int().min(0).nullable().optional(),
      countries: z.array(z.string().regex(/^[A-Z]{2}$/)).nullable(),
      deliveryWorkingDays: z.number().int().min(0).max(60).optional(),
    }),
  )
  .min(1)
  .refine(
    (methods) =>
      new Set(methods.map((m) => `${m.carrierCode}_${m.methodCode}`)).size === methods.length,
    'every carrierCode and methodCode pair must be unique',
  );

/** 'buckaroo_magento2_ideal' → 'ideal'; 'cashondelivery' stays. */
function paymentMethodName(code: string): string {
  return code.replace(/^buckaroo_magento2_/, '');
}

export interface PaymentConfig {
  provider: 'test' | 'buckaroo';
  websiteKey: string;
  /** Unset for the test provider: a random secret kept in the database. */
  secretKey: string | undefined;
  /** Buckaroo's JSON API base (ends with a slash); unused by the test provider. */
  apiUrl: string;
  /** Pushes signed longer ago (or further ahead) than this are refused, in seconds. */
  pushMaxAgeSeconds: number;
}

export interface ContentConfig {
  source: 'embedded' | 'storyblok';
  /** The preview: its token and the space editor links name; null when unset (no preview). */
  preview: { token: string; spaceId: number } | null;
  storyblok: { region: 'eu' | 'us' | 'ap' | 'ca' | 'cn'; apiUrl: string | undefined };
  /** The publish hook's secret; undefined: the hook and the resync are refused. */
  hookSecret: string | undefined;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  imageCacheDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Serving limits of the database (see DatabaseLimits). */
  databaseLimits: { connectTimeoutMs: number; statementTimeoutMs: number };
  /** When to shed load with a fast 503 (0: that check is off). */
  overload: {
    maxEventLoopDelayMs: number;
    maxEventLoopUtilization: number;
    maxHeapUsedBytes: number;
  };
  logLevel: string;
  demoCatalogProducts: number;
  catalog: { listOutOfStockProducts: boolean; usePriceTiers: boolean };
  priceSignatureSecret: string;
  tokens: { secret: string | undefined; accessTokenTtlSeconds: number };
  /** Importing purchases at the stores' tills: the operator key (unset: imports refused). */
  storePurchases: { operatorKey: string | undefined };
  /** Product reviews: moderation key (unset: moderation refused), auto-approval, write limit. */
  reviews: { operatorKey: string | undefined; autoApprove: boolean; perHour: number };
  /** Content stories: their source, the preview and the publish hook (see ContentConfig). */
  content: ContentConfig;
  /** Reward points: earned per euro of a paid order and worth per point (decision 38). */
  rewards: { pointsPerEuro: number; pointValueCents: number };
  accounts: {
    refreshTokenTtlSeconds: number;
    passwordResetTtlSeconds: number;
    oneTimePasswordTtlSeconds: number;
    oneTimePasswordMaxAttempts: number;
    rateLimit: {
      windowSeconds: number;
      perIp: number;
      perEmail: number;
      perEmailAllAddresses: number;
    };
  };
  /** Per client address limits of the birth list calls that can probe for url keys. */
  birthList: {
    rateLimit: { windowSeconds: number; publicReadsPerIp: number; urlChecksPerIp: number };
  };
  mail: { dir: string; smtpUrl: string | undefined; from: string; shopPublicUrl: string };
  checkout: {
    shippingMethods: readonly ShippingMethodDefinition[];
    paymentMethods: readonly PaymentMethodDefinition[];
  };
  payment: PaymentConfig;
  trustProxy: boolean | number | string[];
  shopClosed: { override: 'auto' | 'open' | 'closed'; closedDays: number[] };
  seo: { robots: string | null; urlsPerSitemap: number };
  /** The store locator's map tiles (MAP_TILE_URL), or null for no map. */
  mapTiles: MapTileSetting | null;
  /** The company details the footer and the legal pages state (SHOP_COMPANY_*). */
  company: CompanyDetails;
  /** The pregnancy-box form and the contact form (decision 34). */
  forms: {
    pregnancyFormUrl: string | undefined;
    pregnancyFormToken: string | undefined;
    pregnancyFormTimeoutMs: number;
    /** Requests per client address and hour. */
    pregnancyPerHour: number;
    contactEmail: string;
    contactTokenTtlSeconds: number;
    /** Messages per client address and hour. */
    contactPerHour: number;
  };
  /** The newsletter's double opt-in and sign-up coupon (decision 39). */
  newsletter: {
    confirmTtlSeconds: number;
    /** Sign-ups per e-mail address and hour, and per client address and hour. */
    perEmailPerHour: number;
    perClientPerHour: number;
    couponPercent: number;
  };
  /** Content previews: the editor's bridge script and the origins that may frame a preview. */
  contentPreview: { bridgeUrl: string; editorOrigins: string[] };
  /** Gift cards: how long they can be spent, and the limit of wrong codes (decision 37). */
  giftCards: { validityMonths: number; guessLimit: number; guessWindowSeconds: number };
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
  if (e.PAYMENT_PROVIDER === 'buckaroo' && (!e.BUCKAROO_WEBSITE_KEY || !e.BUCKAROO_SECRET_KEY)) {
    throw new ConfigError(
      'Invalid configuration: BUCKAROO_WEBSITE_KEY and BUCKAROO_SECRET_KEY are required when PAYMENT_PROVIDER is buckaroo',
    );
  }
  if (e.STORYBLOK_PREVIEW_TOKEN && e.STORYBLOK_SPACE_ID === undefined) {
    throw new ConfigError(
      'Invalid configuration: STORYBLOK_SPACE_ID is required when STORYBLOK_PREVIEW_TOKEN is set',
    );
  }
  if (e.CONTENT_SOURCE === 'storyblok' && !e.STORYBLOK_PREVIEW_TOKEN) {
    throw new ConfigError(
      'Invalid configuration: STORYBLOK_PREVIEW_TOKEN (the space preview access token) is required when CONTENT_SOURCE is storyblok',
    );
  }
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    mediaDir: resolve(dataDir, 'media'),
    imageCacheDir: resolve(dataDir, 'cache', 'img'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseLimits: {
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    overload: {
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: e.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION,
      maxHeapUsedBytes:
        e.OVERLOAD_MAX_HEAP_USED_MB === undefined
          ? Math.floor(getHeapStatistics().heap_size_limit * 0.9)
          : e.OVERLOAD_MAX_HEAP_USED_MB * 1024 * 1024,
    },
    logLevel: e.LOG_LEVEL,
    demoCatalogProducts: e.DEMO_CATALOG_PRODUCTS,
    catalog: {
      listOutOfStockProducts: e.LIST_OUT_OF_STOCK_PRODUCTS,
      usePriceTiers: e.USE_PRICE_TIERS,
    },
    priceSignatureSecret: e.PRICE_SIGNATURE_SECRET,
    tokens: { secret: e.TOKEN_SECRET, accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS },
    storePurchases: { operatorKey: e.STORE_OPERATOR_KEY },
    rewards: {
      pointsPerEuro: e.REWARD_POINTS_PER_EURO,
      pointValueCents: e.REWARD_POINT_VALUE_CENTS,
    },
    reviews: {
      operatorKey: e.REVIEW_OPERATOR_KEY,
      autoApprove: e.REVIEWS_AUTO_APPROVE,
      perHour: e.REVIEW_RATE_LIMIT,
    },
    content: {
      source: e.CONTENT_SOURCE,
      preview:
        e.STORYBLOK_PREVIEW_TOKEN && e.STORYBLOK_SPACE_ID !== undefined
          ? { token: e.STORYBLOK_PREVIEW_TOKEN, spaceId: e.STORYBLOK_SPACE_ID }
          : null,
      storyblok: { region: e.STORYBLOK_REGION, apiUrl: e.STORYBLOK_API_URL },
      hookSecret: e.CONTENT_HOOK_SECRET,
    },
    accounts: {
      refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
      passwordResetTtlSeconds: e.PASSWORD_RESET_TTL_SECONDS,
      oneTimePasswordTtlSeconds: e.ONE_TIME_PASSWORD_TTL_SECONDS,
      oneTimePasswordMaxAttempts: e.ONE_TIME_PASSWORD_MAX_ATTEMPTS,
      rateLimit: {
        windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS,
        perIp: e.AUTH_RATE_LIMIT_PER_IP,
        perEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
        perEmailAllAddresses: e.AUTH_RATE_LIMIT_PER_EMAIL_ALL_ADDRESSES,
      },
    },
    birthList: {
      rateLimit: {
        windowSeconds: e.BIRTHLIST_RATE_LIMIT_WINDOW_SECONDS,
        publicReadsPerIp: e.BIRTHLIST_RATE_LIMIT_PUBLIC_READS,
        urlChecksPerIp: e.BIRTHLIST_RATE_LIMIT_URL_CHECKS,
      },
    },
    mail: {
      dir: resolve(dataDir, 'mail'),
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      shopPublicUrl: e.SHOP_PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    },
    checkout: { shippingMethods: e.SHIPPING_METHODS, paymentMethods: e.PAYMENT_METHODS },
    payment: {
      provider: e.PAYMENT_PROVIDER,
      websiteKey: e.BUCKAROO_WEBSITE_KEY ?? 'KINDERSHOP',
      secretKey: e.BUCKAROO_SECRET_KEY,
      apiUrl: e.BUCKAROO_API_URL,
      pushMaxAgeSeconds: e.PAYMENT_PUSH_MAX_AGE_SECONDS,
    },
    trustProxy: e.TRUST_PROXY,
    shopClosed: { override: e.SHOP_CLOSED, closedDays: e.SHOP_CLOSED_DAYS },
    seo: { robots: e.SHOP_ROBOTS, urlsPerSitemap: e.SITEMAP_URLS_PER_FILE },
    mapTiles: e.MAP_TILE_URL,
    company: {
      name: e.SHOP_COMPANY_NAME,
      address: e.SHOP_COMPANY_ADDRESS,
      email: e.SHOP_COMPANY_EMAIL ?? e.CONTACT_EMAIL,
      phone: e.SHOP_COMPANY_PHONE,
      representatives: e.SHOP_COMPANY_REPRESENTATIVES,
      register: e.SHOP_COMPANY_REGISTER,
      kvk: e.SHOP_COMPANY_KVK,
      vat: e.SHOP_COMPANY_VAT,
    },
    forms: {
      pregnancyFormUrl: e.PREGNANCY_FORM_URL,
      pregnancyFormToken: e.PREGNANCY_FORM_TOKEN,
      pregnancyFormTimeoutMs: e.PREGNANCY_FORM_TIMEOUT_MS,
      pregnancyPerHour: e.PREGNANCY_FORM_RATE_LIMIT,
      contactEmail: e.CONTACT_EMAIL,
      contactTokenTtlSeconds: e.CONTACT_TOKEN_TTL_SECONDS,
      contactPerHour: e.CONTACT_RATE_LIMIT,
    },
    newsletter: {
      confirmTtlSeconds: e.NEWSLETTER_CONFIRM_TTL_SECONDS,
      perEmailPerHour: e.NEWSLETTER_RATE_LIMIT_PER_EMAIL,
      perClientPerHour: e.NEWSLETTER_RATE_LIMIT_PER_CLIENT,
      couponPercent: e.NEWSLETTER_COUPON_PERCENT,
    },
    contentPreview: {
      bridgeUrl: e.STORYBLOK_BRIDGE_URL,
      editorOrigins: e.STORYBLOK_EDITOR_ORIGINS,
    },
    giftCards: {
      validityMonths: e.GIFT_CARD_VALIDITY_MONTHS,
      guessLimit: e.GIFT_CARD_GUESS_LIMIT,
      guessWindowSeconds: e.GIFT_CARD_GUESS_WINDOW_SECONDS,
    },
  };
}
