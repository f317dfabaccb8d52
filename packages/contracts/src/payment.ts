import { z } from 'zod';
import { ErrorEnvelope, envelope } from './envelope.ts';
import { OrderBody } from './order.ts';

/**
 * The payment calls:
 * POST /api/ext/buckaroo/payment-information places the order and starts its payment;
 * GET /api/ext/buckaroo/get-payment-additional-details lists iDEAL's issuers; the provider's push
 * arrives at POST /api/ext/buckaroo/push; GET /api/order/status tells the return pages where an
 * order and its payment stand.
 */

const AddressField = z.union([z.string().max(200), z.number(), z.null()]).optional();

/** The billing address as the payment call sends it (camelCased fields; the order's own wins). */
const PaymentBillingAddress = z
  .object({
    firstname: AddressField,
    lastname: AddressField,
    street: z.union([z.array(z.string().max(200)).max(4), z.string().max(200)]).optional(),
    city: AddressField,
    postcode: AddressField,
    countryId: AddressField,
    telephone: AddressField,
    email: AddressField,
  })
  .passthrough();

/**
 * `additional_data` of a payment method: an object (`{issuer: 'INGBNL2A'}`) or, as the cart call
 * sends it, a list of JSON strings.
 */
export const PaymentAdditionalData = z
  .union([
    z.record(z.string(), z.unknown()),
    z.array(z.union([z.string().max(4000), z.record(z.string(), z.unknown())])).max(20),
    z.null(),
  ])
  .optional();

export const PaymentInformationBody = z.object({
  paymentInformation: z.object({
    cartId: z.string().max(100).nullish(),
    billingAddress: PaymentBillingAddress.nullish(),
    email: z.string().max(254).nullish(),
    paymentMethod: z.object({
      method: z
        .string()
        .regex(/^[A-Za-z][A-Za-z0-9_]{0,99}$/, 'method must be a payment method code'),
      additional_data: PaymentAdditionalData,
    }),
  }),
  order: OrderBody,
});
export type PaymentInformationBody = z.infer<typeof PaymentInformationBody>;

/** Where the money of an order stands. */
export const PaymentStatus = z.enum(['pending', 'paid', 'canceled', 'failed', 'not_required']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** The payment provider's answer; a Redirect RequiredAction sends the shopper to RedirectURL. */
export const BuckarooResponse = z.object({
  Key: z.string(),
  Status: z.object({
    Code: z.object({ Code: z.number().int(), Description: z.string() }),
    DateTime: z.string().optional(),
  }),
  RequiredAction: z
    .object({ Name: z.string(), Type: z.string(), RedirectURL: z.string() })
    .nullable(),
  ServiceCode: z.string().nullable(),
  IsTest: z.boolean(),
});
export type BuckarooResponse = z.infer<typeof BuckarooResponse>;

/** What a shopper needs to pay by bank transfer (or another method without a page). */
export const PaymentInstructions = z.object({
  iban: z.string().optional(),
  bic: z.string().optional(),
  account_holder: z.string().optional(),
  reference: z.string().optional(),
  amount: z.number().optional(),
  /** The test provider's page where a tester marks the transfer as received. */
  test_page_url: z.string().optional(),
});
export type PaymentInstructions = z.infer<typeof PaymentInstructions>;

export const PaymentInformationResult = z.object({
  magentoOrderId: z.number().int(),
  orderNumber: z.string(),
  backendOrderId: z.string(),
  transferedAt: z.string(),
  order_hash: z.string(),
  payment_status: PaymentStatus,
  /** Null when no provider is involved (cash on delivery, a free order, a paid order). */
  buckaroo_response: BuckarooResponse.nullable(),
  instructions: PaymentInstructions.nullable(),
});
export type PaymentInformationResult = z.infer<typeof PaymentInformationResult>;
export const PaymentInformationResponse = envelope(PaymentInformationResult);

export const PaymentIssuer = z.object({ code: z.string(), name: z.string() });
export const PaymentAdditionalDetails = z.array(
  z.object({ code: z.string(), issuers: z.array(PaymentIssuer) }),
);
export type PaymentAdditionalDetails = z.infer<typeof PaymentAdditionalDetails>;
export const PaymentAdditionalDetailsResponse = envelope(PaymentAdditionalDetails);

export const OrderStatusQuery = z.object({
  order_hash: z.string().regex(/^[A-Za-z0-9_-]{16,80}$/, 'order_hash is not valid'),
});

/** One line of an order as its pages show it: amounts in euros, both tax bases. */
export const OrderSummaryLine = z.object({
  name: z.string(),
  qty: z.number().int(),
  /** The chosen options as the shopper saw them: [{label: 'Colour', value: 'Navy'}]. */
  options: z.array(z.object({ label: z.string(), value: z.string() })),
  row_total: z.number(),
  row_total_incl_tax: z.number(),
});
export type OrderSummaryLine = z.infer<typeof OrderSummaryLine>;

/**
 * One line of an order as its return page reads it: the summary line plus the product it is
 * (`sku` the ordered product, a configurable's child; `parent_sku` the product it belongs to,
 * the same sku for a simple product), its unit price incl. tax before the discount and the
 * discount of the line (euros): what the purchase event's items need (secondary-areas §7, §9).
 */
export const OrderStatusLine = OrderSummaryLine.extend({
  sku: z.string(),
  parent_sku: z.string(),
  price_incl_tax: z.number(),
  discount_amount: z.number(),
  /**
   * The product's brand and the names of its deepest category path (top first, at most 6) as the
   * catalogue named them when the order was placed: null and [] for an older order's line.
   */
  brand: z.string().nullable().optional(),
  category_path: z.array(z.string()).optional(),
});
export type OrderStatusLine = z.infer<typeof OrderStatusLine>;

/**
 * One row of an order's money as its pages and mails list it (core order-money.ts): the label is
 * a catalogue key filled with `params` ('Gift card {code}'), the amount in euros, negative for a
 * discount and for what a gift card or points paid. `kind` says what the row is: the charges
 * (subtotal, discount, shipping) add up to the grand_total row; tax rows are the VAT contained in
 * it; the credits (giftcard, reward, credits) and the payment row add up to it as well.
 */
export const OrderMoneyRow = z.object({
  kind: z.enum([
    'subtotal',
    'discount',
    'shipping',
    'grand_total',
    'tax',
    'giftcard',
    'reward',
    'credits',
    'payment',
  ]),
  label: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  amount: z.number(),
});
export type OrderMoneyRow = z.infer<typeof OrderMoneyRow>;

/** Where an order goes: the shipping address (a pick-up's is the store's). */
export const OrderSummaryAddress = z.object({
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  street: z.array(z.string()),
  postcode: z.string(),
  city: z.string(),
  country_id: z.string(),
});
export type OrderSummaryAddress = z.infer<typeof OrderSummaryAddress>;

/** An order as its return page shows it. */
export const OrderStatusResult = z.object({
  increment_id: z.string(),
  order_hash: z.string(),
  store_code: z.string(),
  created_at: z.string(),
  /** The order's status label, e.g. 'Order Placed', 'canceled'. */
  status: z.string(),
  payment_status: PaymentStatus,
  payment_method: z.string(),
  grand_total: z.number(),
  /** What gift cards and reward points paid of the grand total. */
  credits_paid: z.number(),
  /** What the payment method pays: the grand total minus the credits. */
  amount_due: z.number(),
  currency: z.string(),
  shipping_method: z.string().nullable(),
  pickup_location_code: z.string().nullable(),
  /** The provider's page of a payment still under way (to try again after closing it). */
  payment_url: z.string().nullable(),
  instructions: PaymentInstructions.nullable(),
  lines: z.array(OrderStatusLine),
  /** The order's money, one row at a time: discounts, shipping, VAT, each credit, the payment. */
  money_rows: z.array(OrderMoneyRow),
  shipping_address: OrderSummaryAddress.nullable(),
  /** The delivery method's title, e.g. 'Standard delivery'; null for an order without delivery. */
  shipping_description: z.string().nullable(),
  /** The expected delivery (or pick-up) day, 'YYYY-MM-DD' in shop time; null without delivery. */
  expected_delivery_date: z.string().nullable(),
});
export type OrderStatusResult = z.infer<typeof OrderStatusResult>;
export const OrderStatusResponse = envelope(OrderStatusResult);

/** A refused payment call: the same answer as a refused order. */
export const PaymentErrorResponse = ErrorEnvelope;

/**
 * The back office's report that an order left the warehouse (POST /api/ext/orders/{number}/ship,
 * x-operator-key): the carrier and the parcel's tracking code and page, each optional.
 */
export const OrderShipmentBody = z
  .object({
    carrier: z.string().trim().max(100).optional(),
    tracking_number: z.string().trim().max(100).optional(),
    tracking_url: z
      .string()
      .trim()
      .max(500)
      .regex(/^https:\/\/[^\s]+$/, 'must be an https address')
      .optional(),
  })
  .strict();
export type OrderShipmentBody = z.infer<typeof OrderShipmentBody>;

export const OrderShipmentResponse = envelope(
  z.object({ increment_id: z.string(), status: z.string() }),
);
