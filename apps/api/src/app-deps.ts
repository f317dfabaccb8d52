/** What the app is built from: the database, the configuration, and what tests replace. */
import type { ShopDatabase } from '@shop/db';
import type { AppConfig } from './config.ts';
import type { FrontLink } from './lib/availability.ts';
import type { PasswordHasher } from './modules/auth/passwords.ts';
import type { Mailer } from './modules/mail/mailer.ts';

export interface AppDeps {
  shop: ShopDatabase;
  config: AppConfig;
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
}
