/**
 * The fingerprint stored with an imported till receipt (store_orders.receipt_hash): SHA-256 of
 * the receipt's fields in a fixed order, amounts in cents. The same receipt sent again has the
 * same fingerprint; any changed field gives another, which tells a repeat from a conflict.
 */
import { createHash } from 'node:crypto';

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
