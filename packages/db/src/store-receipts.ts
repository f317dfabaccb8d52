/**
 * The fingerprint stored with an imported till receipt (store_orders.receipt_hash): SHA-256 of
 * the receipt's fields in a fixed order, amounts in cents. The same receipt sent again has the
 * same fingerprint; any changed field gives another, which tells a repeat from a conflict.
 */
import { createHash } from 'node:crypto';
import type { ReceiptTotals } from '@shop/core';
import type { storeOrderItems, storeOrders } from './schema.ts';

export interface ReceiptFingerprintInput {
  receiptId: string;
  storeCode: string;
  /** Trimmed, lower case (as customers' addresses are stored). */
  customerEmail: string;
  purchasedAt: Date;
  currency: string;
  grandTotal: number;
  lines: readonly {
    sku: string;
    name: string;
    qty: number;
    priceInclTax: number;
    discountAmount: number;
    taxPercent: number;
  }[];
}

export function receiptFingerprint(receipt: ReceiptFingerprintInput): string {
  const canonical = [
    receipt.receiptId,
    receipt.storeCode,
    receipt.customerEmail,
    receipt.purchasedAt.toISOString(),
    receipt.currency,
    receipt.grandTotal,
    receipt.lines.map((line) => [
      line.sku,
      line.name,
      line.qty,
      line.priceInclTax,
      line.discountAmount,
      line.taxPercent,
    ]),
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** A till receipt as the shop stores it: the customer's address normalised, amounts in cents. */
export interface TillReceipt {
  receiptId: string;
  storeCode: string;
  /** Trimmed, lower case (as customers' addresses are stored). */
  customerEmail: string;
  purchasedAt: Date;
  currency: string;
  lines: readonly { sku: string; name: string; qty: number; taxPercent: number }[];
}

/**
 * The store_orders row and the store_order_items rows (without the order's id) of a receipt
 * whose totals core's receiptTotals gave; the one place an imported receipt and a demo receipt
 * become rows, so both carry the same fingerprint for the same receipt.
 */
export function storeOrderRowsOf(
  receipt: TillReceipt,
  totals: ReceiptTotals,
  customerId: number | null,
): {
  order: typeof storeOrders.$inferInsert & { receiptHash: string };
  lines: Omit<typeof storeOrderItems.$inferInsert, 'storeOrderId'>[];
} {
  const receiptHash = receiptFingerprint({
    ...receipt,
    grandTotal: totals.grandTotal,
    lines: receipt.lines.map((line, index) => ({
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      priceInclTax: totals.lines[index]!.priceInclTax,
      discountAmount: totals.lines[index]!.discountAmount,
      taxPercent: line.taxPercent,
    })),
  });
  return {
    order: {
      receiptId: receipt.receiptId,
      receiptHash,
      storeCode: receipt.storeCode,
      customerId,
      customerEmail: receipt.customerEmail,
      currency: receipt.currency,
      subtotal: totals.subtotal,
      subtotalInclTax: totals.subtotalInclTax,
      discountAmount: totals.discountAmount,
      taxAmount: totals.taxAmount,
      grandTotal: totals.grandTotal,
      purchasedAt: receipt.purchasedAt,
    },
    lines: receipt.lines.map((line, index) => ({
      ...totals.lines[index]!,
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      taxPercent: String(line.taxPercent),
    })),
  };
}
