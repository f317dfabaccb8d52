/**
 * The API's configuration: environment variables checked once at start. A bad value stops the
 * start with a message naming the key. Every key is listed in `.env.example`.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import type {
  CompanyDetails,
  MapTileSetting,
  PaymentMethodDefinition,
  ShippingMethodDefinition,
  StoreCode,
} from '@shop/core';
import { type ConsentManagerIds, consentManagerIdsOf, storeViewPaymentMethods } from '@shop/core';
import { z } from 'zod';
import { accountsEnv } from './config/accounts-env.ts';
import { checkoutEnv } from './config/checkout-env.ts';
import { companyEnv } from './config/company-env.ts';
import { contentEnv } from './config/content-env.ts';
import { formsEnv } from './config/forms-env.ts';
import { pageCacheEnv } from './config/page-cache-env.ts';
import { programsEnv } from './config/programs-env.ts';
import { SECRET_TOO_SHORT } from './config/secret-setting.ts';
import { serverEnv } from './config/server-env.ts';
import { storefrontEnv } from './config/storefront-env.ts';
import { SECRET_MIN_LENGTH } from './lib/secrets.ts';

/**
 * Every variable, checked at once; each area keeps its own in `config/<area>-env.ts`.
 */
const EnvSchema = z.object({
  ...serverEnv,
  ...storefrontEnv,
  ...accountsEnv,
  ...contentEnv,
  ...checkoutEnv,
  ...programsEnv,
  ...formsEnv,
  ...companyEnv,
  ...pageCacheEnv,
});

export interface PaymentConfig {
  provider: 'test' | 'buckaroo';
  websiteKey: string;
  /** Unset for the test provider: a random secret kept in the database. */
  secretKey: string | undefined;
  /** Buckaroo's JSON API base (ends with a slash); unused by the test provider. */
  apiUrl: string;
  /** Pushes signed longer ago (or further ahead) than this are refused, in seconds. */
  pushMaxAgeSeconds: number;
  /** Minutes an order paid on the provider's page may stay unpaid before it is canceled. */
  unpaidCancelAfterMinutes: number;
  /** Days an order paid by bank transfer may wait for its money before it is canceled. */
  unpaidTransferCancelAfterDays: number;
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
  /**
   * The private socket of a worker started by the front process, which admits its requests
   * (front/front.ts); null for a shop process that takes its clients itself.
   */
  workerSocket: string | null;
  /** Worker processes behind the front (WEB_CONCURRENCY); more than one only on PostgreSQL. */
  webConcurrency: number;
  /** The key of GET /metrics; null: metrics are not served. */
  metricsKey: string | null;
  dataDir: string;
  mediaDir: string;
  imageCacheDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** A replica for catalogue reads; undefined: every read on databaseUrl (decision 80). */
  databaseReadUrl: string | undefined;
  /** Redis shared by several processes (decision 80); url undefined: this process's memory. */
  redis: { url: string | undefined; prefix: string; commandTimeoutMs: number };
  /** Serving limits of the database (see DatabaseLimits). */
  databaseLimits: { connectTimeoutMs: number; statementTimeoutMs: number; maxWaiting: number };
  /** When to shed load with a fast 503 (0: that check is off). */
  overload: {
    /** How often the event loop and the heap are measured, ms. */
    sampleIntervalMs: number;
    maxRequestsInFlight: number;
    maxEventLoopDelayMs: number;
    maxEventLoopUtilization: number;
    maxHeapUsedBytes: number;
  };
  logLevel: string;
  /**
   * The output cache of anonymous pages (front process) and the shared-cache headers of those
   * pages (decision 82). maxBytes 0: no output cache.
   */
  pageCache: {
    ttlSeconds: number;
    maxBytes: number;
    cdnMaxAgeSeconds: number;
    cdnStaleWhileRevalidateSeconds: number;
  };
  demoCatalogProducts: number;
  catalog: {
    listOutOfStockProducts: boolean;
    usePriceTiers: boolean;
    searchIndexMaxRows: number;
    searchIndexCardRows: number;
  };
  /** Undefined: one random secret kept in the database. */
  priceSignatureSecret: string | undefined;
  tokens: { secret: string | undefined; accessTokenTtlSeconds: number };
  /** Importing purchases at the stores' tills: the operator key (unset: imports refused). */
  storePurchases: { operatorKey: string | undefined };
  /** Product reviews: moderation key (unset: moderation refused), auto-approval, write limit. */
  reviews: { operatorKey: string | undefined; autoApprove: boolean; perHour: number };
  /** Returns of web orders: the operators' key (unset: refused) and the return period in days. */
  returns: { operatorKey: string | undefined; periodDays: number };
  /** The back office's key for order calls (shipping); unset: refused. */
  orders: { operatorKey: string | undefined };
  /** Content stories: their source, the preview and the publish hook (see ContentConfig). */
  content: ContentConfig;
  /** Reward points: earned per euro of a paid order and worth per point (decision 38). */
  rewards: { pointsPerEuro: number; pointValueCents: number };
  accounts: {
    refreshTokenTtlSeconds: number;
    passwordResetTtlSeconds: number;
    emailConfirmTtlSeconds: number;
    emailChangeUndoTtlSeconds: number;
    oneTimePasswordTtlSeconds: number;
    oneTimePasswordMaxAttempts: number;
    rateLimit: {
      windowSeconds: number;
      perIp: number;
      perEmail: number;
      perEmailAllAddresses: number;
    };
    /** The worker threads that hash and check passwords, and how many hashes may wait. */
    passwordHashing: { workers: number; maxQueued: number };
  };
  /**
   * Per client address limits of the operator-key calls (x-operator-key): every call per route,
   * and missing or wrong keys over all of them together.
   */
  operators: {
    rateLimit: { windowSeconds: number; perIp: number; wrongKeysPerIp: number };
    /** Operator sessions: their longest life and their idle timeout, seconds. */
    session: { ttlSeconds: number; idleSeconds: number };
    /** Wrong passwords or codes per operator account and per client address in a window. */
    login: { perAccount: number; perIp: number; windowSeconds: number };
    /** The key of the TOTP secrets at rest (unset: one kept in the database). */
    secretKey: string | undefined;
  };
  /** Per client address limits of the birth list calls that can probe for url keys. */
  birthList: {
    rateLimit: { windowSeconds: number; publicReadsPerIp: number; urlChecksPerIp: number };
  };
  mail: { dir: string; smtpUrl: string | undefined; from: string; shopPublicUrl: string };
  checkout: {
    shippingMethods: readonly ShippingMethodDefinition[];
    /** Every payment method the shop knows and offers in some store view. */
    paymentMethods: readonly PaymentMethodDefinition[];
    /** The payment methods each store view offers (PAYMENT_METHODS_NL, PAYMENT_METHODS_DE). */
    paymentMethodsByView: Readonly<Record<StoreCode, readonly PaymentMethodDefinition[]>>;
  };
  payment: PaymentConfig;
  trustProxy: boolean | number | string[];
  shopClosed: { override: 'auto' | 'open' | 'closed'; closedDays: number[] };
  seo: { robots: string | null; urlsPerSitemap: number };
  /** The store locator's map tiles (MAP_TILE_URL), or null for no map. */
  mapTiles: MapTileSetting | null;
  /**
   * Analytics (secondary-areas §5, §9): the tag manager's container id (null: analytics off) and
   * each store view's consent manager settings id (null: the shop's own banner).
   */
  analytics: {
    gtmContainerId: string | null;
    consentManagerIds: ConsentManagerIds;
    /** Where the consent manager's script loads from (CONSENT_MANAGER_SCRIPT_URL). */
    consentManagerScriptUrl: string;
  };
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
  /** The native app's bridge: the origins trusted to message and frame the shop, its user agent marker. */
  appBridge: { origins: string[]; userAgentMarker: string | null };
  /**
   * Gift cards: how long they can be spent, the limit of wrong codes (decision 37) and the key
   * of their codes' stored hashes (undefined: a random key kept in the database; decision 56).
   */
  giftCards: {
    validityMonths: number;
    guessLimit: number;
    guessWindowSeconds: number;
    codeSecret: string | undefined;
  };
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
  if (
    e.CONTENT_SOURCE === 'embedded' &&
    e.STORYBLOK_PREVIEW_TOKEN !== undefined &&
    e.STORYBLOK_PREVIEW_TOKEN.length < SECRET_MIN_LENGTH
  ) {
    // Embedded, the preview token is the shop's own secret that signs editor links.
    throw new ConfigError(
      `Invalid configuration: STORYBLOK_PREVIEW_TOKEN: ${SECRET_TOO_SHORT} when CONTENT_SOURCE is embedded, where it signs editor links`,
    );
  }
  if (e.CONTENT_SOURCE === 'storyblok' && !e.STORYBLOK_PREVIEW_TOKEN) {
    throw new ConfigError(
      'Invalid configuration: STORYBLOK_PREVIEW_TOKEN (the space preview access token) is required when CONTENT_SOURCE is storyblok',
    );
  }
  let consentManagerIds: ConsentManagerIds;
  try {
    consentManagerIds = consentManagerIdsOf(e);
  } catch (error) {
    throw new ConfigError(`Invalid configuration: ${(error as Error).message}`);
  }
  if (!e.GTM_CONTAINER_ID && Object.values(consentManagerIds).some((id) => id !== null)) {
    // A consent manager asks consent for the tag manager's analytics: without one it asks for nothing.
    throw new ConfigError(
      'Invalid configuration: CONSENT_MANAGER_ID_NL and CONSENT_MANAGER_ID_DE need GTM_CONTAINER_ID',
    );
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    // The embedded database lives in one process; several workers need a database server.
    throw new ConfigError(
      `Invalid configuration: WEB_CONCURRENCY=${e.WEB_CONCURRENCY} needs DATABASE_URL (the embedded database can be opened by one process only; set WEB_CONCURRENCY=1 or a PostgreSQL server)`,
    );
  }
  const dataDir = resolve(e.DATA_DIR);
  // A store view offers part of the shop's methods; a view naming one the shop does not offer
  // stops the start with the view's key.
  const viewMethods = (code: StoreCode, key: string, configured: readonly string[] | null) => {
    try {
      return storeViewPaymentMethods(code, e.PAYMENT_METHODS, configured);
    } catch (error) {
      throw new ConfigError(`Invalid configuration: ${key}: ${(error as Error).message}`);
    }
  };
  const paymentMethodsByView: Record<StoreCode, readonly PaymentMethodDefinition[]> = {
    nl: viewMethods('nl', 'PAYMENT_METHODS_NL', e.PAYMENT_METHODS_NL),
    de: viewMethods('de', 'PAYMENT_METHODS_DE', e.PAYMENT_METHODS_DE),
    default: viewMethods('default', 'PAYMENT_METHODS_NL', e.PAYMENT_METHODS_NL),
  };
  return {
    port: e.PORT,
    host: e.HOST,
    workerSocket: e.SHOP_WORKER_SOCKET ?? null,
    webConcurrency: e.WEB_CONCURRENCY,
    metricsKey: e.METRICS_KEY ?? null,
    dataDir,
    mediaDir: resolve(dataDir, 'media'),
    imageCacheDir: resolve(dataDir, 'cache', 'img'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseReadUrl: e.DATABASE_READ_URL,
    redis: {
      url: e.REDIS_URL,
      prefix: e.REDIS_PREFIX,
      commandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
    },
    databaseLimits: {
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      maxWaiting: e.DATABASE_MAX_WAITING,
    },
    overload: {
      sampleIntervalMs: e.OVERLOAD_SAMPLE_INTERVAL_MS,
      maxRequestsInFlight: e.OVERLOAD_MAX_REQUESTS_IN_FLIGHT,
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: e.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION,
      maxHeapUsedBytes:
        e.OVERLOAD_MAX_HEAP_USED_MB === undefined
          ? Math.floor(getHeapStatistics().heap_size_limit * 0.9)
          : e.OVERLOAD_MAX_HEAP_USED_MB * 1024 * 1024,
    },
    logLevel: e.LOG_LEVEL,
    pageCache: {
      ttlSeconds: e.OUTPUT_CACHE_TTL_SECONDS,
      maxBytes: e.OUTPUT_CACHE_MAX_MB * 1024 * 1024,
      cdnMaxAgeSeconds: e.CDN_MAX_AGE_SECONDS,
      cdnStaleWhileRevalidateSeconds: e.CDN_STALE_WHILE_REVALIDATE_SECONDS,
    },
    demoCatalogProducts: e.DEMO_CATALOG_PRODUCTS,
    catalog: {
      listOutOfStockProducts: e.LIST_OUT_OF_STOCK_PRODUCTS,
      usePriceTiers: e.USE_PRICE_TIERS,
      searchIndexMaxRows: e.SEARCH_INDEX_MAX_ROWS,
      searchIndexCardRows: e.SEARCH_INDEX_CARD_ROWS,
    },
    priceSignatureSecret: e.PRICE_SIGNATURE_SECRET,
    tokens: { secret: e.TOKEN_SECRET, accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS },
    storePurchases: { operatorKey: e.STORE_OPERATOR_KEY },
    returns: { operatorKey: e.RETURNS_OPERATOR_KEY, periodDays: e.RETURN_PERIOD_DAYS },
    rewards: {
      pointsPerEuro: e.REWARD_POINTS_PER_EURO,
      pointValueCents: e.REWARD_POINT_VALUE_CENTS,
    },
    orders: { operatorKey: e.ORDER_OPERATOR_KEY },
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
      emailConfirmTtlSeconds: e.EMAIL_CONFIRM_TTL_SECONDS,
      emailChangeUndoTtlSeconds: e.EMAIL_CHANGE_UNDO_TTL_SECONDS,
      oneTimePasswordTtlSeconds: e.ONE_TIME_PASSWORD_TTL_SECONDS,
      oneTimePasswordMaxAttempts: e.ONE_TIME_PASSWORD_MAX_ATTEMPTS,
      rateLimit: {
        windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS,
        perIp: e.AUTH_RATE_LIMIT_PER_IP,
        perEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
        perEmailAllAddresses: e.AUTH_RATE_LIMIT_PER_EMAIL_ALL_ADDRESSES,
      },
      passwordHashing: {
        workers: e.PASSWORD_HASH_WORKERS ?? Math.min(2, availableParallelism()),
        maxQueued: e.PASSWORD_HASH_QUEUE,
      },
    },
    operators: {
      rateLimit: {
        windowSeconds: e.OPERATOR_RATE_LIMIT_WINDOW_SECONDS,
        perIp: e.OPERATOR_RATE_LIMIT_PER_IP,
        wrongKeysPerIp: e.OPERATOR_RATE_LIMIT_WRONG_KEYS_PER_IP,
      },
      session: {
        ttlSeconds: e.OPERATOR_SESSION_TTL_SECONDS,
        idleSeconds: e.OPERATOR_SESSION_IDLE_SECONDS,
      },
      login: {
        perAccount: e.OPERATOR_LOGIN_LIMIT_PER_ACCOUNT,
        perIp: e.OPERATOR_LOGIN_LIMIT_PER_IP,
        windowSeconds: e.OPERATOR_LOGIN_WINDOW_SECONDS,
      },
      secretKey: e.OPERATOR_SECRET_KEY,
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
    checkout: {
      shippingMethods: e.SHIPPING_METHODS,
      paymentMethods: e.PAYMENT_METHODS,
      paymentMethodsByView,
    },
    payment: {
      provider: e.PAYMENT_PROVIDER,
      websiteKey: e.BUCKAROO_WEBSITE_KEY ?? 'KINDERSHOP',
      secretKey: e.BUCKAROO_SECRET_KEY,
      apiUrl: e.BUCKAROO_API_URL,
      pushMaxAgeSeconds: e.PAYMENT_PUSH_MAX_AGE_SECONDS,
      unpaidCancelAfterMinutes: e.UNPAID_ORDER_CANCEL_AFTER_MINUTES,
      unpaidTransferCancelAfterDays: e.UNPAID_TRANSFER_CANCEL_AFTER_DAYS,
    },
    trustProxy: e.TRUST_PROXY,
    shopClosed: { override: e.SHOP_CLOSED, closedDays: e.SHOP_CLOSED_DAYS },
    seo: { robots: e.SHOP_ROBOTS, urlsPerSitemap: e.SITEMAP_URLS_PER_FILE },
    mapTiles: e.MAP_TILE_URL,
    analytics: {
      gtmContainerId: e.GTM_CONTAINER_ID,
      consentManagerIds,
      consentManagerScriptUrl: e.CONSENT_MANAGER_SCRIPT_URL,
    },
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
    appBridge: {
      origins: e.APP_BRIDGE_ORIGINS,
      userAgentMarker: e.APP_USER_AGENT_MARKER,
    },
    giftCards: {
      validityMonths: e.GIFT_CARD_VALIDITY_MONTHS,
      guessLimit: e.GIFT_CARD_GUESS_LIMIT,
      guessWindowSeconds: e.GIFT_CARD_GUESS_WINDOW_SECONDS,
      codeSecret: e.GIFT_CARD_CODE_SECRET,
    },
  };
}
