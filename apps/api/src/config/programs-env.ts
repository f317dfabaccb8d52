/**
 * Environment variables of the shop's programs beside the checkout: store purchases, reviews,
 * reward points, gift cards and the newsletter.
 */
import { z } from 'zod';
import { flag } from './flag.ts';
import { secretSetting } from './secret-setting.ts';

export const programsEnv = {
  /**
   * Key a store's till (or the system that collects its receipts) sends as x-operator-key to
   * import store purchases and to read and set the stores' shelf stock. Unset: refused (the
   * shelf stock still takes an operator session).
   */
  STORE_OPERATOR_KEY: secretSetting(),
  /**
   * Key the shop's staff (or their moderation tool) sends as x-operator-key to approve or reject
   * product reviews. Unset: the moderation call is refused (reviews stay pending unless
   * REVIEWS_AUTO_APPROVE).
   */
  REVIEW_OPERATOR_KEY: secretSetting(),
  /**
   * Key the shop's staff (or the back office) sends as x-operator-key to read returns and move
   * them on (received, refunded, rejected). Unset: those calls are refused.
   */
  RETURNS_OPERATOR_KEY: secretSetting(),
  /**
   * Days after delivery (or the order, when no delivery day is known) a return can be announced:
   * the shop's free returns within 30 days (secondary-areas §9); never less than the statutory
   * withdrawal period of 14 days.
   */
  RETURN_PERIOD_DAYS: z.coerce.number().int().min(14).max(365).default(30),
  /**
   * Key the shop's back office sends as x-operator-key to mark an order shipped (which mails the
   * shopper). Unset: the call is refused.
   */
  ORDER_OPERATOR_KEY: secretSetting(),
  /** New product reviews are shown at once instead of waiting for an operator's approval. */
  REVIEWS_AUTO_APPROVE: flag(false),
  /** Reviews written per hour by one client address (guests) or one customer (logged in). */
  REVIEW_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
  /** Reward points a paid order earns per whole euro of goods (shipping and gift cards earn none). */
  REWARD_POINTS_PER_EURO: z.coerce.number().int().min(0).max(1000).default(1),
  /** What one reward point is worth when spent, in cents (1: 100 points pay one euro). */
  REWARD_POINT_VALUE_CENTS: z.coerce.number().int().min(1).max(10_000).default(1),
  /** Months a gift card can be spent after it was issued. */
  GIFT_CARD_VALIDITY_MONTHS: z.coerce.number().int().min(1).max(600).default(24),
  /** Wrong gift card codes per client address, and per cart, within the window below. */
  GIFT_CARD_GUESS_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** The window of the wrong-code limit, seconds. */
  GIFT_CARD_GUESS_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /**
   * Key of the gift card codes' stored hashes (HMAC-SHA256; decision 56). Unset: one random key
   * is made once and kept in the database. Once cards exist it must never change: the shop
   * refuses to start with another key, as no card could be found with it.
   */
  GIFT_CARD_CODE_SECRET: secretSetting(),
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
};
