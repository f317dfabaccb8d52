import { z } from 'zod';
import { ProductOptionInput } from './cart.ts';
import { ErrorEnvelope, envelope } from './envelope.ts';

/**
 * POST /api/order: the order body. Every product line is checked, not only the first, and every
 * pattern is anchored, so one matching character does not pass. Product lines may carry the
 * storefront's other cart fields (prices, names): they are dropped, the server prices the order
 * itself.
 */

/** Most lines one order may hold (the cart's line limit). */
export const ORDER_MAX_PRODUCTS = 200;

const Text = (max: number) => z.string().trim().min(1).max(max);
const OptionalText = z.union([z.string().max(200), z.number(), z.null()]).optional();
/** Shipping and payment codes: letters, digits and underscores, nothing else. */
const MethodCode = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,99}$/);
const Country = z.string().regex(/^[A-Za-z]{2}$/);

export const OrderAddress = z
  .object({
    firstname: Text(100),
    middlename: OptionalText,
    lastname: Text(100),
    /** Street, house number, addition, in that order: the street is required. */
    street: z
      .array(z.string().trim().max(200))
      .min(1)
      .max(3)
      .refine((street) => (street[0] ?? '') !== '', 'the street is required'),
    city: Text(100),
    postcode: z.string().trim().min(3).max(20),
    country_id: Country.optional(),
    countryId: Country.optional(),
    telephone: OptionalText,
    company: OptionalText,
    region: z.union([z.string().max(200), z.record(z.string(), z.unknown()), z.null()]).optional(),
    region_id: OptionalText,
    region_code: OptionalText,
    vat_id: OptionalText,
    email: z.string().trim().max(254).optional(),
    extension_attributes: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((address) => Boolean(address.country_id || address.countryId), {
    message: 'the country is required',
    path: ['country_id'],
  });
export type OrderAddress = z.infer<typeof OrderAddress>;

export const OrderProduct = z.object({
  sku: Text(200),
  qty: z.number().int().min(1).max(10000),
  product_option: ProductOptionInput.nullish(),
});

const PaymentAdditional = z
  .union([z.record(z.string(), z.unknown()), z.array(z.unknown()).max(50), z.null()])
  .optional();

export const OrderAddressInformation = z.object({
  shippingAddress: OrderAddress.nullish(),
  billingAddress: OrderAddress.refine((address) => z.email().safeParse(address.email).success, {
    message: 'the billing address needs a valid email',
    path: ['email'],
  }),
  shipping_method_code: MethodCode.nullish(),
  shipping_carrier_code: MethodCode.nullish(),
  payment_method_code: MethodCode.optional(),
  payment_method_additional: PaymentAdditional,
  shippingExtraFields: z.record(z.string(), z.unknown()).nullish(),
});

const Stamp = z.union([z.string().max(100), z.number(), z.null()]).optional();

export const OrderBody = z.strictObject({
  /** The storefront's id of the order: placing it again answers the first placing. */
  order_id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/),
  created_at: Stamp,
  updated_at: Stamp,
  transmited: z.boolean().optional(),
  transmited_at: Stamp,
  status: z.string().max(100).optional(),
  state: z.string().max(100).optional(),
  user_id: z.union([z.string().max(100), z.number(), z.null()]).optional(),
  cart_id: z.string().max(100).nullish(),
  store_code: z.string().max(20).optional(),
  store_id: z.number().optional(),
  products: z.array(OrderProduct).min(1).max(ORDER_MAX_PRODUCTS),
  addressInformation: OrderAddressInformation,
  payment_method_code: MethodCode.optional(),
  payment_method_additional: PaymentAdditional,
});
export type OrderBody = z.infer<typeof OrderBody>;

export const OrderPlacedResponse = envelope(
  z.object({
    magentoOrderId: z.number().int(),
    orderNumber: z.string(),
    backendOrderId: z.string(),
    transferedAt: z.string(),
    orderHash: z.string(),
  }),
);

/**
 * A refused order: the message, and for a 400 what exactly is wrong (`meta.errors` lists every
 * problem of an order that fails its schema, while `result` keeps the one message the storefront
 * knows for them all).
 */
export const OrderErrorResponse = ErrorEnvelope;
