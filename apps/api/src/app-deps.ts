/** What the app is built from: the database, the configuration, and what tests replace. */
import type { ShopDatabase } from '@shop/db';
import type { AppConfig } from './config.ts';
import type { FrontLink } from './lib/availability.ts';
import type { PageCacheInvalidation } from './lib/page-cache/invalidation.ts';
import type { SharedState } from './lib/shared/index.ts';
import type { PasswordHasher } from './modules/auth/passwords.ts';
import type { Mailer } from './modules/mail/mailer.ts';

export interface AppDeps {
  shop: ShopDatabase;
  /**
   * Where catalogue reads go (a replica, DATABASE_READ_URL); by default `shop`. Writes and reads
   * that must see their own writes use `shop` (decision 80).
   */
  catalogReads?: ShopDatabase;
  config: AppConfig;
  /**
   * What the shop's processes share (Redis with REDIS_URL, decision 80); by default this
   * process's own memory. Whoever opened it closes it, after the app.
   */
  shared?: SharedState;
  /** The clock of rules that depend on the time of day (closed days); tests inject one. */
  now?: () => Date;
  /** Where account mails go; by default the outbox folder or SMTP of the config. */
  mailer?: Mailer;
  /**
   * Hashes and checks passwords; by default worker threads as the config says (tests give one
   * whose worker fails). The app closes it when it closes.
   */
  passwordHasher?: PasswordHasher;
  /**
   * The front process this worker runs behind (config.workerSocket): it admits requests and
   * hears from the worker when its event loop falls behind and catches up again.
   */
  front?: FrontLink;
  /** How output-cache drops reach every process; by default NOTIFY on the database. */
  pageCacheInvalidation?: PageCacheInvalidation;
}
