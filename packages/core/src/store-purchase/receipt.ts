/**
 * The totals of a purchase at a store's till. A till charges prices incl. tax, so every amount
 * excl. tax is derived from the amount incl. tax of its line (never the other way round) and
 * the receipt's total is exactly the sum of what the lines cost.
 */
import { netFromGross } from '../money.ts';

/** A receipt line in cents incl. tax, as the till printed it. */
export interface ReceiptLineInput {
  qty: number;
  /** Unit price incl. tax, before the line's discount. */
  priceInclTax: number;
  /** Discount on the whole line, incl. tax. */
  discountAmount: number;
  /** VAT rate in percent. */
  taxPercent: number;
}

export interface ReceiptLineTotals {
  /** Unit price excl. tax. */
  price: number;
  priceInclTax: number;
  discountAmount: number;
  /** What the line costs after its discount, excl. and incl. tax. */
  rowTotal: number;
  rowTotalInclTax: number;
  taxAmount: number;
}

export interface ReceiptTotals {
  lines: ReceiptLineTotals[];
  /** The lines before discounts, excl. and incl. tax. */
  subtotal: number;
  subtotalInclTax: number;
  discountAmount: number;
  taxAmount: number;
  /** What the customer paid: the sum of the lines after their discounts. */
  grandTotal: number;
  /** Units bought. */
  qty: number;
}

/**
 * The totals of a receipt's lines, or the index of the first line whose discount is more than
 * the line costs (a till never pays a customer for buying).
 */
export function receiptTotals(
  lines: readonly ReceiptLineInput[],
): { ok: true; totals: ReceiptTotals } | { ok: false; discountTooBig: number } {
  const priced: ReceiptLineTotals[] = [];
  let subtotal = 0;
  for (const [index, line] of lines.entries()) {
    const gross = line.priceInclTax * line.qty;
    if (line.discountAmount > gross) return { ok: false, discountTooBig: index };
    const rowTotalInclTax = gross - line.discountAmount;
    const rowTotal = netFromGross(rowTotalInclTax, line.taxPercent);
    subtotal += netFromGross(gross, line.taxPercent);
    priced.push({
      price: netFromGross(line.priceInclTax, line.taxPercent),
      priceInclTax: line.priceInclTax,
      discountAmount: line.discountAmount,
      rowTotal,
      rowTotalInclTax,
      taxAmount: rowTotalInclTax - rowTotal,
    });
  }
  const sum = (pick: (line: ReceiptLineTotals) => number) =>
    priced.reduce((total, line) => total + pick(line), 0);
  return {
    ok: true,
    totals: {
      lines: priced,
      subtotal,
      subtotalInclTax: lines.reduce((total, line) => total + line.priceInclTax * line.qty, 0),
      discountAmount: sum((line) => line.discountAmount),
      taxAmount: sum((line) => line.taxAmount),
      grandTotal: sum((line) => line.rowTotalInclTax),
      qty: lines.reduce((total, line) => total + line.qty, 0),
    },
  };
}
