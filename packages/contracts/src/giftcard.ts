/**
 * The gift card calls under /api/ext/giftcard (secondary-areas §7): check a code's balance,
 * apply a card to a cart and remove it. A code that is not a valid gift card is answered with
 * `result.errorMessage` (secondary-areas §5: an errorMessage in the result means failure).
 */
import { z } from 'zod';
import { CartTotals } from './cart.ts';
import { envelope } from './envelope.ts';

/** A code as the shopper types it: case, spaces and dashes do not matter. */
const GiftCardCode = z
  .string({ error: 'giftCardCode is required' })
  .trim()
  .min(1, 'giftCardCode is required')
  .max(64);

export const GiftCardCheckBody = z.object({ giftCardCode: GiftCardCode });
export type GiftCardCheckBody = z.infer<typeof GiftCardCheckBody>;

/** Apply and remove: the customer token (optional), the cart (quoteId) and the code. */
export const GiftCardCartBody = z.object({
  token: z.string().max(4000).optional(),
  quoteId: z.string({ error: 'quoteId is required' }).trim().min(1, 'quoteId is required').max(100),
  giftCardCode: GiftCardCode,
});
export type GiftCardCartBody = z.infer<typeof GiftCardCartBody>;

export const GiftCardBalance = z.object({
  /** The code masked but for its last four characters. */
  code: z.string(),
  balance: z.number(),
  currency: z.string(),
  expires_at: z.string(),
});
export type GiftCardBalance = z.infer<typeof GiftCardBalance>;

export const GiftCardCheckResponse = envelope(GiftCardBalance);

/** The cart's totals after the change (its applied cards in `credits_applied`). */
export const GiftCardCartResponse = envelope(CartTotals);

/** The failure answer of a code that is not a valid gift card (and of a guessing limit). */
export const GiftCardErrorEnvelope = z.object({
  code: z.number().int(),
  result: z.object({ errorMessage: z.string() }),
  meta: z.object({ key: z.string(), params: z.record(z.string(), z.string()) }).optional(),
});
