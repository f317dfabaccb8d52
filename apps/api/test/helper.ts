/**
 * Builds the app without a socket on a fresh database: PGlite in memory by default, or the
 * PostgreSQL server of DATABASE_URL (CI), emptied first. Test files run one at a time, in one
 * process (decision 108): what a file sets up lives in its own test shop.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorMessageOfText } from '@shop/contracts';
import {
  type DatabaseLimits,
  loadCatalogSeed,
  openDatabase,
  reindexCatalog,
  type ShopDatabase,
} from '@shop/db';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config.ts';
import type { PasswordHasher } from '../src/modules/auth/passwords.ts';
import type { Mailer } from '../src/modules/mail/mailer.ts';
import { makeFixtureCatalog } from './fixtures/catalog.ts';
import { loadFixtureStores } from './fixtures/stores.ts';

export interface TestShop {
  app: FastifyInstance;
  shop: ShopDatabase;
  config: AppConfig;
  dataDir: string;
  /** The shop's clock (the test's own, or the real one). */
  now: () => Date;
  /** Sends a request and returns the status and parsed JSON body. */
  call(options: InjectOptions): Promise<{ status: number; body: { code: number; result: any } }>;
  close(): Promise<void>;
}

async function resetPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      'DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;',
    );
  } finally {
    await client.end();
  }
}

export async function createTestShop(
  options: {
    env?: Record<string, string>;
    seed?: 'fixture' | 'none';
    /** Changes the fixture catalogue before it is loaded (a test's own products or options). */
    catalog?: (catalog: ReturnType<typeof makeFixtureCatalog>) => void;
    /** The clock of time-of-day rules (closed days). */
    now?: () => Date;
    /** Another PostgreSQL database than DATABASE_URL's (a test's own server). */
    databaseUrl?: string;
    /** Serving limits of the database (none by default). */
    limits?: DatabaseLimits;
    /** Where mails go (default: the outbox folder of the test's data directory). */
    mailer?: Mailer;
    /** Hashes passwords (default: the config's worker threads). */
    passwordHasher?: PasswordHasher;
    /** Adds to the app before it is ready (the storefront's mount, say). */
    beforeReady?: (app: FastifyInstance) => Promise<void>;
  } = {},
): Promise<TestShop> {
  const clock = options.now ?? (() => new Date());
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const databaseUrl = options.databaseUrl ?? (process.env.DATABASE_URL || undefined);
  if (databaseUrl) await resetPostgres(databaseUrl);
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    // Overload shedding reads the event loop delay, which a busy test machine raises, and counts
    // requests in flight, which the concurrency tests raise on purpose (20 or 50 at once): tests
    // that are about shedding switch it on themselves.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    OVERLOAD_MAX_REQUESTS_IN_FLIGHT: '0',
    ...options.env,
  });
  const shop = await openDatabase({
    databaseUrl,
    dataDir: 'memory://',
    poolSize: 4,
    limits: options.limits,
  });
  if (options.seed !== 'none') {
    // The catalogue's price windows are relative to the shop's clock, and built at its time.
    const catalog = makeFixtureCatalog(clock());
    options.catalog?.(catalog);
    await loadCatalogSeed(shop.db, catalog);
    await reindexCatalog(shop, { now: clock() });
    await loadFixtureStores(shop.db);
  }
  const app = await buildApp({
    shop,
    config,
    now: clock,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.passwordHasher ? { passwordHasher: options.passwordHasher } : {}),
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    shop,
    config,
    dataDir,
    now: clock,
    async call(request) {
      const response = await app.inject(request);
      // Work and mails of the call happen after its answer: wait for them, so a test sees them.
      await app.services.background.settled();
      await app.services.outbox.deliverDue();
      return { status: response.statusCode, body: response.json() };
    },
    async close() {
      await app.close();
      await shop.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The error answer of an English message: `meta` names the key whose template the message fills
 * and its parameters (packages/contracts messages.ts), as the API answers it.
 */
export function errorBody(code: number, result: string) {
  const known = errorMessageOfText(result);
  if (!known) throw new Error(`No message key has the text: ${result}`);
  return { code, result, meta: known };
}

/** The error answer of a field rule: the field and the rule's text, its key in meta. */
export function fieldErrorBody(code: number, field: string, message: string) {
  const known = errorMessageOfText(message);
  if (!known) throw new Error(`No message key has the text: ${message}`);
  return { code, result: `${field}: ${message}`, meta: { ...known, field, message } };
}
