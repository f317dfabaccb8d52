/**
 * Barcode lookups and purchases at a store's till (secondary-areas §3 offline order, §5 barcode
 * scan, §7 offline orders overview and detail). A barcode names one product (a configurable's
 * child by its own code); a store purchase is imported from the till's receipt and shown to the
 * customer whose e-mail address it carries, in the shape family of the web orders.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { RowId } from './numbers.ts';

/** GET /api/ext/barcode/{code}: what the scanner read (normalised by the API). */
export const BarcodeParams = z.object({ code: z.string().min(1).max(64) });

/** The product a barcode names. */
export const BarcodeProduct = z.object({
  /** The product's own sku (a configurable's parent). */
  sku: z.string(),
  /** The configurable child the code belongs to, null when it is the product's own code. */
  child_sku: z.string().nullable(),
  /** The url key of the product: the in-store page is /in-store/{slug}. */
  slug: z.string(),
  name: z.string(),
});
export type BarcodeProduct = z.infer<typeof BarcodeProduct>;
export const BarcodeResponse = envelope(BarcodeProduct);

/** Whether a number has at most two decimals. */
const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** An amount in euros with at most two decimals (a till's prices). */
const Euros = z.number().min(0).max(1_000_000).refine(twoDecimals, 'at most two decimals');

/** The years a till's receipt may be from: the database keeps any, a till none outside them. */
const RECEIPT_YEARS = { from: Date.UTC(2000, 0, 1), to: Date.UTC(2100, 0, 1) };

/** One line of a till receipt: what was sold, at the price incl. tax the till charged. */
export const StoreReceiptLine = z
  .object({
    sku: z.string().trim().min(1).max(64),
    name: z.string().trim().min(1).max(255),
    qty: z.number().int().min(1).max(10_000),
    /** Unit price incl. tax, before the line's discount. */
    price_incl_tax: Euros,
    /** Discount on the whole line, incl. tax (0 when none). */
    discount_amount: Euros.default(0),
    /** VAT rate of the line in percent (21, 9, 19, 7, 0). */
    tax_percent: z.number().min(0).max(100).refine(twoDecimals, 'at most two decimals'),
  })
  .strict();
export type StoreReceiptLine = z.infer<typeof StoreReceiptLine>;

/** POST /api/ext/offline-orders/import: one receipt of a store's till. */
export const StoreReceipt = z
  .object({
    /** The till's own id of the receipt: importing it again changes nothing. */
    receipt_id: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'letters, digits and . _ / - only'),
    /** The store's code (stores.code, e.g. 'utrecht'). */
    store_code: z.string().trim().min(1).max(64),
    customer_email: z.string().trim().max(254).pipe(z.email()),
    /** When the customer paid (ISO 8601 with offset). */
    purchased_at: z.iso.datetime({ offset: true }).refine((value) => {
      const time = Date.parse(value);
      return time >= RECEIPT_YEARS.from && time < RECEIPT_YEARS.to;
    }, 'a time in the years 2000 to 2099'),
    currency: z.literal('EUR'),
    lines: z.array(StoreReceiptLine).min(1).max(500),
    /** What the customer paid, incl. tax: must be the sum of the lines. */
    grand_total: Euros,
  })
  .strict();
export type StoreReceipt = z.infer<typeof StoreReceipt>;

/** GET /api/ext/offline-orders: the logged-in customer's own e-mail address. */
export const OfflineOrdersQuery = z.object({
  customerEmail: z.string().trim().min(1).max(254),
  token: z.string().max(4000).optional(),
  storeCode: z.string().max(20).optional(),
});

/** GET /api/ext/offline-orders/{order_id}. */
export const OfflineOrderParams = z.object({ order_id: z.coerce.number().pipe(RowId) });
export const OfflineOrderQuery = z.object({
  token: z.string().max(4000).optional(),
  storeCode: z.string().max(20).optional(),
});

/** One store purchase in the overview, newest first. */
export const OfflineOrderSummary = z.object({
  order_id: z.number().int(),
  receipt_id: z.string(),
  store_code: z.string(),
  store_name: z.string(),
  /** When the customer paid at the till (ISO 8601). */
  created_at: z.string(),
  /** Euros incl. tax. */
  grand_total: z.number(),
  currency: z.string(),
  /** Units bought (the sum of the lines' quantities). */
  items_count: z.number().int(),
});
export type OfflineOrderSummary = z.infer<typeof OfflineOrderSummary>;
export const OfflineOrdersResponse = envelope(z.array(OfflineOrderSummary));

/** A line of a store purchase, with the web order lines' names (euros). */
export const OfflineOrderLine = z.object({
  item_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  qty_ordered: z.number().int(),
  price: z.number(),
  price_incl_tax: z.number(),
  row_total: z.number(),
  row_total_incl_tax: z.number(),
  tax_amount: z.number(),
  tax_percent: z.number(),
  discount_amount: z.number(),
});

/** The store where a purchase was made, with its address. */
export const OfflineOrderStore = z.object({
  code: z.string(),
  name: z.string(),
  street: z.string(),
  house_number: z.string(),
  postcode: z.string(),
  city: z.string(),
  country_id: z.string(),
  phone: z.string(),
});

/** One store purchase: its lines and totals as the web order history names them. */
export const OfflineOrderDetail = OfflineOrderSummary.extend({
  customer_email: z.string(),
  order_currency_code: z.string(),
  subtotal: z.number(),
  subtotal_incl_tax: z.number(),
  discount_amount: z.number(),
  tax_amount: z.number(),
  total_qty_ordered: z.number().int(),
  total_item_count: z.number().int(),
  /** The store with its address; null once the store is no longer in the shop's list. */
  store: OfflineOrderStore.nullable(),
  items: z.array(OfflineOrderLine),
});
export type OfflineOrderDetail = z.infer<typeof OfflineOrderDetail>;
export const OfflineOrderResponse = envelope(OfflineOrderDetail);

/** The import's answer: the stored purchase, and whether this call stored it or found it. */
export const OfflineOrderImportResponse = envelope(
  OfflineOrderDetail.extend({
    /** False when the receipt was imported before (the same receipt again changes nothing). */
    created: z.boolean(),
    /** Whether an account had the receipt's e-mail address (only then the customer sees it). */
    customer_matched: z.boolean(),
  }),
);
