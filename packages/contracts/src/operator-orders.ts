/**
 * The back office's orders and returns (/api/admin/orders, /api/admin/returns; operator sessions
 * with the role orders_returns): the order list with search, filters, paging and sort, an
 * order's detail, its steps (ready for pick-up, shipped, completed, canceled), refunds in full or
 * per line, and the shoppers' returns moved on (received, refunded, rejected). Money is integer
 * cents. Every change carries the caller's `request_key` where paying back is involved: the same
 * key again answers the first call's result instead of paying twice.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { AuditEntry } from './operators.ts';

/** A caller's key of one attempt (a UUID, say): retries send the same key. */
const RequestKey = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9._:-]+$/, 'may hold letters, digits and . _ : - only');

export const ADMIN_ORDER_SORTS = [
  'created_desc',
  'created_asc',
  'total_desc',
  'total_asc',
  'number_desc',
  'number_asc',
] as const;

/** The order list's query: `q` finds an order number, an e-mail address or a billing name (starts with). */
export const AdminOrderListQuery = z
  .object({
    q: z.string().trim().max(120).optional(),
    status: z.string().trim().max(60).optional(),
    payment_status: z
      .enum(['pending', 'paid', 'canceled', 'failed', 'not_required', 'refunded'])
      .optional(),
    /** ISO times: orders placed at or after `from` and before `to`. */
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    store_code: z.string().trim().max(20).optional(),
    shipping_method: z.string().trim().max(80).optional(),
    pickup_store: z.string().trim().max(80).optional(),
    sort: z.enum(ADMIN_ORDER_SORTS).default('created_desc'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    path: ['to'],
    message: 'must lie after from',
  });
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuery>;

export const AdminOrderSummary = z.object({
  increment_id: z.string(),
  created_at: z.string(),
  store_code: z.string(),
  status: z.string(),
  payment_status: z.string(),
  payment_method: z.string(),
  customer_email: z.string(),
  customer_name: z.string(),
  shipping_method: z.string().nullable(),
  pickup_store: z.string().nullable(),
  grand_total: z.number().int(),
  refunded_amount: z.number().int(),
  currency: z.string(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;

export const AdminOrderListResponse = envelope(
  z.object({
    items: z.array(AdminOrderSummary),
    /** Matches counted up to 10,000; `total_capped` says there are more. */
    total: z.number().int(),
    total_capped: z.boolean(),
    page: z.number().int(),
    size: z.number().int(),
  }),
);

export const AdminOrderParams = z.object({ incrementId: z.string().trim().min(1).max(40) });
export const AdminReturnParams = z.object({ returnNumber: z.string().trim().min(1).max(40) });

const Address = z.record(z.string(), z.unknown()).nullable();

export const AdminOrderRefund = z.object({
  id: z.number().int(),
  kind: z.enum(['full', 'lines']),
  state: z.enum(['pending', 'done', 'refused']),
  amount: z.number().int(),
  provider_amount: z.number().int(),
  credits_amount: z.number().int(),
  lines: z.array(
    z.object({ order_item_id: z.number().int(), qty: z.number().int(), amount: z.number().int() }),
  ),
  return_number: z.string().nullable(),
  transaction_key: z.string().nullable(),
  message: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type AdminOrderRefund = z.infer<typeof AdminOrderRefund>;

export const AdminOrderDetail = AdminOrderSummary.extend({
  order_hash: z.string(),
  customer_id: z.number().int().nullable(),
  coupon_code: z.string().nullable(),
  subtotal_incl_tax: z.number().int(),
  discount_amount: z.number().int(),
  shipping_incl_tax: z.number().int(),
  tax_amount: z.number().int(),
  credits_amount: z.number().int(),
  shipping_address: Address,
  billing_address: Address,
  shipment: z
    .object({ carrier: z.string(), tracking_number: z.string(), tracking_url: z.string() })
    .nullable(),
  lines: z.array(
    z.object({
      item_id: z.number().int(),
      sku: z.string(),
      name: z.string(),
      qty: z.number().int(),
      qty_refunded: z.number().int(),
      price_incl_tax: z.number().int(),
      row_total_incl_tax: z.number().int(),
      discount_amount: z.number().int(),
      /** What was paid for the line (row total incl. tax after its discount). */
      amount: z.number().int(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number().int(),
      provider: z.string(),
      method: z.string(),
      transaction_key: z.string().nullable(),
      amount: z.number().int(),
      status: z.string(),
      status_code: z.number().int().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  /** The provider's signed pushes about its payments as they arrived, oldest first. */
  payment_pushes: z.array(
    z.object({
      transaction_key: z.string(),
      status_code: z.number().int(),
      verdict: z.enum(['applied', 'unknown', 'mismatch']),
      received_at: z.string(),
    }),
  ),
  refunds: z.array(AdminOrderRefund),
  mails: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      recipient: z.string(),
      language: z.string(),
      status: z.string(),
      created_at: z.string(),
      sent_at: z.string().nullable(),
    }),
  ),
  returns: z.array(
    z.object({ return_number: z.string(), state: z.string(), created_at: z.string() }),
  ),
  /** The audit entries of the order and its returns, oldest first. */
  audit: z.array(AuditEntry),
  /** The steps the order may take now (what the back office offers). */
  next_steps: z.array(z.enum(['ready_for_pickup', 'ship', 'complete', 'cancel', 'refund'])),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

export const AdminOrderDetailResponse = envelope(AdminOrderDetail);

/** Ready for pick-up and completed take no more than the call. */
export const AdminOrderStepBody = z
  .object({ note: z.string().trim().max(500).optional() })
  .optional();

/** Shipped: the carrier and its track-and-trace code are both required. */
export const AdminOrderShipBody = z.object({
  carrier: z.string().trim().min(1).max(60),
  tracking_number: z.string().trim().min(1).max(80),
  tracking_url: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .optional(),
});
export type AdminOrderShipBody = z.infer<typeof AdminOrderShipBody>;

/** Canceled: an order whose money is there is refunded in full with it (`request_key`). */
export const AdminOrderCancelBody = z.object({
  request_key: RequestKey,
  reason: z.string().trim().max(500).optional(),
});
export type AdminOrderCancelBody = z.infer<typeof AdminOrderCancelBody>;

export const AdminOrderRefundBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('full'), request_key: RequestKey }),
  z.object({
    kind: z.literal('lines'),
    request_key: RequestKey,
    lines: z
      .array(
        z.object({ item_id: z.number().int().min(1), qty: z.number().int().min(1).max(10_000) }),
      )
      .min(1)
      .max(200),
  }),
]);
export type AdminOrderRefundBody = z.infer<typeof AdminOrderRefundBody>;

/** A refund of an order, by its id (settling a pending refund by hand). */
export const AdminRefundParams = z.object({
  incrementId: z.string().trim().min(1).max(40),
  refundId: z.coerce.number().int().min(1),
});

/**
 * A pending refund past its time that the provider's figures could not settle, settled by an
 * operator who checked the provider's dashboard: paid back (`done`) or not (`refused`).
 */
export const AdminRefundSettleBody = z.object({ outcome: z.enum(['done', 'refused']) });
export type AdminRefundSettleBody = z.infer<typeof AdminRefundSettleBody>;

/** What a step or a refund answers: the order as it is now, and the refund made (if any). */
export const AdminOrderChangeResponse = envelope(
  z.object({
    increment_id: z.string(),
    status: z.string(),
    payment_status: z.string(),
    refunded_amount: z.number().int(),
    refund: AdminOrderRefund.nullable(),
  }),
);

export const AdminReturnListQuery = z.object({
  state: z.enum(['announced', 'received', 'refunded', 'rejected']).optional(),
  order_number: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminReturnListQuery = z.infer<typeof AdminReturnListQuery>;

export const AdminReturn = z.object({
  return_number: z.string(),
  order_number: z.string(),
  state: z.string(),
  reason: z.string(),
  comment: z.string(),
  reject_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  lines: z.array(
    z.object({
      item_id: z.number().int(),
      sku: z.string(),
      name: z.string(),
      qty: z.number().int(),
    }),
  ),
});
export type AdminReturn = z.infer<typeof AdminReturn>;

export const AdminReturnListResponse = envelope(
  z.object({
    items: z.array(AdminReturn),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  }),
);
export const AdminReturnResponse = envelope(AdminReturn);

export const AdminReturnRejectBody = z.object({ reason: z.string().trim().min(1).max(500) });
export type AdminReturnRejectBody = z.infer<typeof AdminReturnRejectBody>;

export const AdminReturnRefundBody = z.object({ request_key: RequestKey });
export type AdminReturnRefundBody = z.infer<typeof AdminReturnRefundBody>;

export const AdminReturnRefundResponse = envelope(
  z.object({ return: AdminReturn, refund: AdminOrderRefund }),
);
