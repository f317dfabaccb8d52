/**
 * Returns of web orders: what of an order can be returned and until when
 * (GET /api/ext/returns/order/{orderNumber}), announcing a return
 * (POST /api/ext/returns/order/{orderNumber}), both for the order's customer (token) or the
 * holder of the order mail's signed link (?signature=), and the operator's view and state
 * change of a return (GET /api/ext/returns/{returnNumber}, POST …/state, x-operator-key).
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';

/** The reasons and states of packages/core returns (the API checks that they agree). */
const RETURN_REASONS = [
  'too_small',
  'too_big',
  'not_as_expected',
  'damaged',
  'wrong_item',
  'changed_mind',
  'other',
] as const;
const RETURN_STATES = ['announced', 'received', 'refunded', 'rejected'] as const;
/** The free text of a return, characters (core RETURN_COMMENT_MAX_LENGTH). */
const RETURN_COMMENT_MAX_LENGTH = 500;

export const ReturnOrderParams = z.object({ orderNumber: z.string().min(1).max(40) });
export const ReturnNumberParams = z.object({ returnNumber: z.string().min(1).max(40) });

/** Who asks: the customer's token, or the signature of the order mail's return link. */
export const ReturnAccessQuery = z.object({
  token: z.string().max(4000).optional(),
  storeCode: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
});

export const ReturnRequestBody = z.object({
  lines: z
    .array(
      z.object({
        item_id: z.number().int().min(1).max(2_147_483_647),
        qty: z.number().int().min(0).max(10_000),
      }),
    )
    .max(200),
  reason: z.enum(RETURN_REASONS),
  comment: z.string().trim().max(RETURN_COMMENT_MAX_LENGTH).default(''),
});
export type ReturnRequestBody = z.infer<typeof ReturnRequestBody>;

export const ReturnStateBody = z.object({ state: z.enum(RETURN_STATES) });

export const ReturnView = z.object({
  return_number: z.string(),
  order_number: z.string(),
  state: z.enum(RETURN_STATES),
  reason: z.enum(RETURN_REASONS),
  comment: z.string(),
  created_at: z.string(),
  lines: z.array(
    z.object({ item_id: z.number().int(), sku: z.string(), name: z.string(), qty: z.number() }),
  ),
  /** Every state the return took, oldest first, with its time (ISO). */
  history: z.array(z.object({ state: z.enum(RETURN_STATES), at: z.string() })),
});
export type ReturnView = z.infer<typeof ReturnView>;

export const ReturnableOrder = z.object({
  order_number: z.string(),
  store_code: z.string(),
  created_at: z.string(),
  /** The last moment a return can be announced (ISO). */
  deadline: z.string(),
  /** Whether a return can be announced now: in time, and something is left to return. */
  open: z.boolean(),
  /** Why not, when not open: the period ended, the order is not returnable, or all is returned. */
  closed_reason: z.enum(['period_over', 'not_returnable', 'nothing_left']).nullable(),
  lines: z.array(
    z.object({
      item_id: z.number().int(),
      sku: z.string(),
      name: z.string(),
      options: z.array(z.object({ label: z.string(), value: z.string() })),
      qty_ordered: z.number(),
      qty_returned: z.number(),
      qty_returnable: z.number(),
      /** Why nothing of the line can be returned: a gift card, a virtual line, or all returned. */
      not_returnable: z.enum(['gift_card', 'virtual', 'all_returned']).nullable(),
    }),
  ),
  returns: z.array(ReturnView),
});
export type ReturnableOrder = z.infer<typeof ReturnableOrder>;

export const ReturnableOrderResponse = envelope(ReturnableOrder);
export const ReturnResponse = envelope(ReturnView);
