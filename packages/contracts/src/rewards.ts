/**
 * The reward points calls (secondary-areas §7 "Account, login, rewards"): the customer's balance
 * with its money value and history, and the points they choose to spend on a cart (`pointAmount`,
 * answered with `resultCode`). Both need the customer's token.
 */
import { z } from 'zod';
import { CartQuery, CartTotals } from './cart.ts';
import { envelope } from './envelope.ts';

/** GET /api/ext/rewards/balance: the token and a page of the history (newest first). */
export const RewardsBalanceQuery = z.object({
  token: z.string().optional(),
  storeCode: z.string().optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  currentPage: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type RewardsBalanceQuery = z.infer<typeof RewardsBalanceQuery>;

/** Why points changed. */
export const RewardReasonSchema = z.enum([
  'earned',
  'taken_back',
  'spent',
  'given_back',
  'expired',
  'adjusted',
]);

/** One entry of the history. */
export const RewardHistoryEntry = z.object({
  id: z.number().int(),
  /** Signed: earned and given back are positive, spent and taken back negative. */
  points: z.number().int(),
  reason: RewardReasonSchema,
  /** The order's entity id (its page in My purchases), null when the entry is not about one. */
  order_id: z.number().int().nullable(),
  /** The order's number as the shopper knows it, null when the entry is not about an order. */
  order_number: z.string().nullable(),
  /** When the points changed (ISO 8601). */
  created_at: z.string(),
});
export type RewardHistoryEntry = z.infer<typeof RewardHistoryEntry>;

/** The balance: points, what they are worth (euros), the shop's rates and a page of history. */
export const RewardsBalance = z.object({
  points: z.number().int(),
  /** What the points are worth when spent, in euros. */
  value: z.number(),
  /** Points a paid order earns per whole euro of goods (shipping and gift cards earn none). */
  points_per_euro: z.number().int(),
  /** What one point is worth, in euros. */
  point_value: z.number(),
  history: z.object({
    items: z.array(RewardHistoryEntry),
    total_count: z.number().int(),
    current_page: z.number().int(),
    page_size: z.number().int(),
  }),
});
export type RewardsBalance = z.infer<typeof RewardsBalance>;
export const RewardsBalanceResponse = envelope(RewardsBalance);

/** POST /api/ext/rewards/apply?cartId=…: the token and the cart the points are for. */
export const RewardsApplyQuery = CartQuery;

/**
 * The points to spend on the cart: a whole number, at most the balance; 0 spends none (takes
 * an earlier choice back).
 */
export const RewardsApplyBody = z
  .object({ pointAmount: z.number().int().min(0).max(1_000_000_000) })
  .strict();
export type RewardsApplyBody = z.infer<typeof RewardsApplyBody>;

/**
 * The points are recorded on the cart ('applied'; 'removed' for 0) and the cart's totals answer
 * what they pay; they are taken from the balance when the cart is ordered.
 */
export const RewardsApplyResult = z.object({
  resultCode: z.enum(['applied', 'removed']),
  pointAmount: z.number().int(),
  /** What the points are worth, in euros. */
  value: z.number(),
  /** The cart's totals with the points: the 'reward' segment says what they pay of it. */
  totals: CartTotals,
});
export type RewardsApplyResult = z.infer<typeof RewardsApplyResult>;
export const RewardsApplyResponse = envelope(RewardsApplyResult);
