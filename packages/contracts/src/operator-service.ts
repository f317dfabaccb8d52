/**
 * The back office's service calls under /api/admin (decision 76): operator keys made by owners,
 * an operator's own password and second factor, and the customers of customer service (search,
 * detail, privacy export, deletion, customer group). Sessions travel as
 * `Authorization: Bearer <token>`.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { OPERATOR_PASSWORD_MIN_LENGTH, Operator, OperatorRole } from './operators.ts';

const Id = z.coerce.number().int().min(1).max(2_147_483_647);

// ---------------------------------------------------------------- operator keys

export const OperatorKey = z.object({
  id: z.number().int(),
  label: z.string(),
  role: OperatorRole,
  /** `setting`: stored from a *_OPERATOR_KEY setting at start; `made`: made in the back office. */
  source: z.enum(['setting', 'made']),
  enabled: z.boolean(),
  created_at: z.string(),
});
export type OperatorKey = z.infer<typeof OperatorKey>;

export const OperatorKeyListResponse = envelope(z.array(OperatorKey));

export const OperatorKeyCreateBody = z.object({
  /** A name for the system that holds the key (a till, a tool): letters, digits, space . _ -. */
  label: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[\p{L}\p{N} ._-]+$/u, 'Use letters, digits, spaces, dots, underscores and dashes'),
  role: OperatorRole,
});
export type OperatorKeyCreateBody = z.infer<typeof OperatorKeyCreateBody>;

export const OperatorKeyCreatedResponse = envelope(
  z.object({
    key: OperatorKey,
    /** Shown once: the system sends it as x-operator-key; the shop keeps only its hash. */
    secret: z.string(),
  }),
);

export const OperatorKeyResponse = envelope(OperatorKey);

export const OperatorKeyParams = z.object({ keyId: Id });

// ---------------------------------------------------------------- the operator's own account

export const OwnPasswordBody = z.object({
  current_password: z.string().min(1).max(128),
  new_password: z.string().min(OPERATOR_PASSWORD_MIN_LENGTH).max(128),
});
export type OwnPasswordBody = z.infer<typeof OwnPasswordBody>;

export const OwnTotpBody = z.object({
  password: z.string().min(1).max(128),
  /** A current code of the authenticator the operator uses now. */
  code: z.string().trim().max(12),
});
export type OwnTotpBody = z.infer<typeof OwnTotpBody>;

export const OwnTotpResponse = envelope(
  z.object({
    operator: Operator,
    /** Shown once: the operator adds it to an authenticator app; the old codes stop. */
    totp: z.object({ secret: z.string(), uri: z.string() }),
  }),
);

// ---------------------------------------------------------------- customers

export const AdminCustomerQuery = z.object({
  /** An e-mail address (or its start), or a name (or the start of a first or last name). */
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminCustomerQuery = z.infer<typeof AdminCustomerQuery>;

export const AdminCustomer = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  group_id: z.number().int(),
  store_code: z.string(),
  email_confirmed: z.boolean(),
  has_password: z.boolean(),
  created_at: z.string(),
});
export type AdminCustomer = z.infer<typeof AdminCustomer>;

export const AdminCustomerListResponse = envelope(
  z.object({
    items: z.array(AdminCustomer),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  }),
);

export const AdminCustomerParams = z.object({ customerId: Id });

export const AdminCustomerDetail = z.object({
  customer: AdminCustomer,
  addresses: z.array(z.unknown()),
  /** The customer's web orders, newest first (at most 100; the order list finds the rest). */
  orders: z.array(
    z.object({
      increment_id: z.string(),
      created_at: z.string(),
      status: z.string(),
      payment_status: z.string(),
      grand_total: z.number(),
      currency: z.string(),
    }),
  ),
  order_count: z.number().int(),
  reward_points: z.number().int(),
  wishlist_items: z.number().int(),
  birth_lists: z.array(
    z.object({
      id: z.number().int(),
      display_name: z.string(),
      url_key: z.string(),
      active: z.boolean(),
      items: z.number().int(),
      created_at: z.string(),
    }),
  ),
  newsletter: z.array(z.object({ store_code: z.string(), status: z.string() })),
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetail>;

export const AdminCustomerDetailResponse = envelope(AdminCustomerDetail);

/** Everything the shop keeps of a customer, section by section (the privacy export). */
export const AdminCustomerExportResponse = envelope(
  z.object({
    exported_at: z.string(),
    customer: z.record(z.string(), z.unknown()),
    orders: z.array(z.record(z.string(), z.unknown())),
    store_purchases: z.array(z.record(z.string(), z.unknown())),
    returns: z.array(z.record(z.string(), z.unknown())),
    reward_entries: z.array(z.record(z.string(), z.unknown())),
    reward_points: z.number().int(),
    wishlist: z.array(z.record(z.string(), z.unknown())),
    birth_lists: z.array(z.record(z.string(), z.unknown())),
    newsletter: z.array(z.record(z.string(), z.unknown())),
    reviews: z.array(z.record(z.string(), z.unknown())),
    sessions: z.array(z.record(z.string(), z.unknown())),
  }),
);

export const AdminCustomerDeletedResponse = envelope(z.literal(true));

/** A customer group of the shop's (0, the group of visitors not logged in, is no customer's). */
/** A customer group; `assignable`: a customer may be moved to it (not the not-logged-in group). */
export const AdminCustomerGroup = z.object({
  id: z.number().int(),
  code: z.string(),
  assignable: z.boolean(),
});
export type AdminCustomerGroup = z.infer<typeof AdminCustomerGroup>;

export const AdminCustomerGroupListResponse = envelope(z.array(AdminCustomerGroup));

/** The lowest group a customer may be in: group 0 is the shop's not-logged-in visitors. */
export const FIRST_CUSTOMER_GROUP_ID = 1;

export const AdminCustomerGroupBody = z.object({
  group_id: z.number().int().min(FIRST_CUSTOMER_GROUP_ID).max(32_767),
});
export type AdminCustomerGroupBody = z.infer<typeof AdminCustomerGroupBody>;

export const AdminCustomerResponse = envelope(AdminCustomer);

// ---------------------------------------------------------------- gift cards

/** The largest value customer service issues on one card (euros). */
export const ADMIN_GIFT_CARD_MAX = 1000;

export const AdminGiftCardIssueBody = z.object({
  /** The card's value in euros, at most two decimals. */
  amount: z
    .number()
    .min(0.01)
    .max(ADMIN_GIFT_CARD_MAX)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: 'Use at most two decimals',
    }),
  /** The store view whose language the card is in. */
  store_code: z.enum(['nl', 'de']).default('nl'),
  recipient_name: z.string().trim().max(100).default(''),
  message: z.string().trim().max(300).default(''),
});
export type AdminGiftCardIssueBody = z.infer<typeof AdminGiftCardIssueBody>;

export const AdminGiftCard = z.object({
  id: z.number().int(),
  /** The code masked: its last four characters only. */
  code: z.string(),
  initial_value: z.number(),
  balance: z.number(),
  currency: z.string(),
  expires_at: z.string(),
  blocked: z.boolean(),
  blocked_at: z.string().nullable(),
  /** The order that bought it; null for a card customer service issued. */
  order_number: z.string().nullable(),
  store_code: z.string(),
  recipient_name: z.string(),
  created_at: z.string(),
});
export type AdminGiftCard = z.infer<typeof AdminGiftCard>;

export const AdminGiftCardIssuedResponse = envelope(
  z.object({
    card: AdminGiftCard,
    /** Shown once: the shop keeps only its keyed hash and last four characters. */
    code: z.string(),
  }),
);

export const AdminGiftCardParams = z.object({ giftCardId: Id });

export const AdminGiftCardFindBody = z.object({ code: z.string().trim().min(1).max(64) });

export const AdminGiftCardResponse = envelope(AdminGiftCard);

export const AdminGiftCardHistoryResponse = envelope(
  z.object({
    card: AdminGiftCard,
    /** Issued, then every use by an order and every amount given back, oldest first. */
    history: z.array(
      z.object({
        at: z.string(),
        kind: z.enum(['issued', 'spent', 'given_back']),
        amount: z.number(),
        balance_after: z.number(),
        order_number: z.string().nullable(),
      }),
    ),
  }),
);

// ---------------------------------------------------------------- coupons

const CouponKind = z.enum(['percent', 'fixed', 'free_shipping']);
const Euros = z
  .number()
  .min(0)
  .max(100_000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'Use at most two decimals',
  });

export const AdminCouponCreateBody = z.object({
  /** What shoppers type (compared without regard to case); stored in capitals. */
  code: z
    .string()
    .trim()
    .min(3)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, underscores and dashes'),
  name: z.string().trim().min(1).max(120),
  kind: CouponKind,
  /** Whole percent for percent, euros incl. tax for fixed, 0 (or left out) for free_shipping. */
  amount: Euros.default(0),
  /** Euros incl. tax the subtotal must reach. */
  min_subtotal: Euros.default(0),
  /** ISO times: valid from `from` (inclusive) until `to` (exclusive). */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  /** How many orders may use it in all; left out: no limit. */
  usage_limit: z.number().int().min(1).max(10_000_000).optional(),
});
export type AdminCouponCreateBody = z.infer<typeof AdminCouponCreateBody>;

export const AdminCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: CouponKind,
  amount: z.number(),
  min_subtotal: z.number(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  times_used: z.number().int(),
  active: z.boolean(),
  /** A personal coupon (the newsletter's sign-up coupon) for one e-mail address. */
  personal: z.boolean(),
  created_at: z.string(),
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;

export const AdminCouponResponse = envelope(AdminCoupon);

export const AdminCouponListQuery = z.object({
  /** The start of a code or name. */
  q: z.string().trim().max(80).optional(),
  /** Also the personal coupons of the newsletter (many; left out by default). */
  personal: z.enum(['true', 'false']).default('false'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminCouponListQuery = z.infer<typeof AdminCouponListQuery>;

export const AdminCouponListResponse = envelope(
  z.object({
    items: z.array(AdminCoupon),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  }),
);

export const AdminCouponParams = z.object({ couponId: Id });

// ---------------------------------------------------------------- newsletter subscribers

export const AdminNewsletterExportQuery = z.object({
  /** active (default): confirmed subscribers; pending: awaiting their link; all: both. */
  status: z.enum(['active', 'pending', 'all']).default('active'),
  store_code: z.enum(['nl', 'de']).optional(),
});
export type AdminNewsletterExportQuery = z.infer<typeof AdminNewsletterExportQuery>;

// ---------------------------------------------------------------- stores

const Weekday = z.enum(['1', '2', '3', '4', '5', '6', '7']);

export const AdminStore = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  country_id: z.string(),
  active: z.boolean(),
  is_pickup_location: z.boolean(),
  /** ISO weekday ('1' Monday .. '7' Sunday) to 'HH:MM-HH:MM'; a day left out is closed. */
  opening_hours: z.record(z.string(), z.string()),
});
export type AdminStore = z.infer<typeof AdminStore>;

export const AdminStoreListResponse = envelope(z.array(AdminStore));
export const AdminStoreResponse = envelope(AdminStore);

export const AdminStoreParams = z.object({
  code: z
    .string()
    .max(64)
    .regex(/^[a-z0-9_-]+$/),
});

export const AdminStoreUpdateBody = z
  .object({
    /** The days to change: 'HH:MM-HH:MM' (24:00 closes at midnight), or null for a closed day. */
    opening_hours: z.partialRecord(Weekday, z.string().trim().max(11).nullable()).optional(),
    is_pickup_location: z.boolean().optional(),
  })
  .refine((body) => body.opening_hours !== undefined || body.is_pickup_location !== undefined, {
    message: 'Send opening_hours or is_pickup_location',
  });
export type AdminStoreUpdateBody = z.infer<typeof AdminStoreUpdateBody>;

// ---------------------------------------------------------------- a store's shelf stock

export const AdminStoreStockQuery = z.object({
  /** The start of a sku, or words that each start a word of the product's (Dutch) name. */
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminStoreStockQuery = z.infer<typeof AdminStoreStockQuery>;

export const AdminStoreStockItem = z.object({
  sku: z.string(),
  /** The product's Dutch name (a variant's own, else its parent's); null when none is known. */
  name: z.string().nullable(),
  qty: z.number().int(),
});
export type AdminStoreStockItem = z.infer<typeof AdminStoreStockItem>;

export const AdminStoreStockListResponse = envelope(
  z.object({
    items: z.array(AdminStoreStockItem),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  }),
);

/** The shelf stock of skus in one store as it is now (sending it again changes nothing). */
export const AdminStoreStockBody = z.object({
  items: z
    .array(
      z.object({
        sku: z.string().trim().min(1).max(64),
        qty: z.number().int().min(0).max(10_000_000),
      }),
    )
    .min(1)
    .max(5000),
});
export type AdminStoreStockBody = z.infer<typeof AdminStoreStockBody>;

export const AdminStoreStockResponse = envelope(
  z.object({
    received: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
  }),
);
