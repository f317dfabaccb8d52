/**
 * Environment variables of the accounts: tokens and the lifetimes of mailed secrets, the
 * password hashing workers, and the limits of the calls that can probe for accounts, birth lists
 * or operator keys.
 */
import { z } from 'zod';
import { secretSetting } from './secret-setting.ts';

export const accountsEnv = {
  /**
   * Secret of the customer access tokens (HS256). Unset: one random secret is made once and
   * kept in the database, so every process of the shop shares it.
   */
  TOKEN_SECRET: secretSetting(),
  /** Lifetime of a customer access token in seconds (short: the refresh token renews it). */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  /** Lifetime of a login session (its refresh tokens) in seconds; default 30 days. */
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(300).max(31_536_000).default(2_592_000),
  /** Lifetime of a mailed password reset token in seconds. */
  PASSWORD_RESET_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** Lifetime of a mailed e-mail confirmation link in seconds; default 2 days. */
  EMAIL_CONFIRM_TTL_SECONDS: z.coerce.number().int().min(300).max(2_592_000).default(172_800),
  /** Lifetime of the undo link mailed to the old address of a changed one; default 14 days. */
  EMAIL_CHANGE_UNDO_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(3600)
    .max(7_776_000)
    .default(1_209_600),
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
  /**
   * Worker threads that hash and check passwords (off the event loop). Default: as many as the
   * machine has cores, at most 2.
   */
  PASSWORD_HASH_WORKERS: z
    .literal('')
    .transform(() => undefined)
    .or(z.coerce.number().int().min(1).max(64))
    .optional(),
  /**
   * Password hashes that may wait for a worker; beyond them a login, registration or password
   * change answers 503 busy with Retry-After instead of waiting ever longer.
   */
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
  /** Window of the limits of the operator-key calls (x-operator-key), seconds. */
  OPERATOR_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** Calls per client address and window, for each operator-key call. */
  OPERATOR_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /**
   * Missing or wrong operator keys per client address and window, over all operator-key calls
   * together; past it every operator-key call from that address answers 429 until the window ends.
   */
  OPERATOR_RATE_LIMIT_WRONG_KEYS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** An operator session ends this long after its login, seconds (default 8 hours). */
  OPERATOR_SESSION_TTL_SECONDS: z.coerce.number().int().min(60).max(604_800).default(28_800),
  /** An operator session ends after this long without a call, seconds (default 30 minutes). */
  OPERATOR_SESSION_IDLE_SECONDS: z.coerce.number().int().min(60).max(86_400).default(1800),
  /** Wrong operator passwords or codes per operator account and window (OPERATOR_LOGIN_WINDOW_SECONDS). */
  OPERATOR_LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(5),
  /** Wrong operator passwords or codes per client address and window. */
  OPERATOR_LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Window of the operator login limits, seconds. */
  OPERATOR_LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /**
   * The key the operators' TOTP secrets are encrypted under; unset: the shop makes one and keeps
   * it in its database. Set it to keep the secrets unreadable to whoever has the database alone.
   * Changing it makes every operator's authenticator unusable (reset them with the command).
   */
  OPERATOR_SECRET_KEY: secretSetting(),
  /** Window of the birth list's public read and url key check limits, seconds. */
  BIRTHLIST_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /**
   * Public reads of birth lists (the page /geboortelijst/{key} and its refresh) per client
   * address and window: a family on one connection never meets it, guessing keys is slowed.
   */
  BIRTHLIST_RATE_LIMIT_PUBLIC_READS: z.coerce.number().int().min(1).max(100_000).default(300),
  /** url key checks (check-url) per client address and window: a parent types a few keys. */
  BIRTHLIST_RATE_LIMIT_URL_CHECKS: z.coerce.number().int().min(1).max(100_000).default(30),
};
