/**
 * The demo customer and a few purchases of theirs at the demo stores' tills, so that the account's
 * store purchases have something to show. The customer has no password: they log in with a
 * mailed one-time code (the demo's mails are files), so the demo publishes no password. The
 * receipts are a pure function of the catalogue's sellable products and its "now".
 */
import { grossFromNet, netFromGross, TAX_CLASS_REDUCED } from '@shop/core';

export const DEMO_CUSTOMER = {
  email: 'demo@kindershop.example',
  firstname: 'Sanne',
  lastname: 'de Vries',
  storeCode: 'nl',
} as const;

/** A product a till can sell: a simple product (or a variant) with its NL price incl. tax. */
export interface DemoTillProduct {
  sku: string;
  nameNl: string;
  nameDe: string;
  /** Cents incl. the Dutch VAT. */
  price: number;
  taxClassId: number;
}

interface DemoReceiptLine {
  sku: string;
  name: string;
  qty: number;
  priceInclTax: number;
  discountAmount: number;
  taxPercent: number;
}

export interface DemoReceipt {
  receiptId: string;
  storeCode: string;
  purchasedAt: Date;
  lines: DemoReceiptLine[];
}

/** Which purchases: the store, days before "now", the shop-local hour, and the lines. */
const PLAN = [
  {
    store: 'amsterdam',
    daysAgo: 4,
    hour: 11,
    lines: [
      { pick: 3, qty: 1 },
      { pick: 11, qty: 2 },
    ],
  },
  {
    store: 'utrecht',
    daysAgo: 23,
    hour: 15,
    lines: [
      { pick: 7, qty: 1, discountPercent: 10 },
      { pick: 19, qty: 1 },
      { pick: 29, qty: 3 },
    ],
  },
  { store: 'berlin-mitte', daysAgo: 58, hour: 13, lines: [{ pick: 41, qty: 1 }] },
  {
    store: 'rotterdam',
    daysAgo: 97,
    hour: 10,
    lines: [
      { pick: 53, qty: 2 },
      { pick: 61, qty: 1 },
    ],
  },
] as const;

/** The demo customer's receipts, oldest last; none without products to sell. */
export function buildDemoReceipts(products: readonly DemoTillProduct[], now: Date): DemoReceipt[] {
  if (products.length === 0) return [];
  return PLAN.map((plan, index) => {
    const german = plan.store === 'berlin-mitte';
    const purchasedAt = new Date(now.getTime() - plan.daysAgo * 86_400_000);
    // Stores close on Sunday and open late on Monday: such a day becomes the Saturday before.
    while (purchasedAt.getUTCDay() === 0 || purchasedAt.getUTCDay() === 1) {
      purchasedAt.setTime(purchasedAt.getTime() - 86_400_000);
    }
    // One hour behind shop time in UTC: within the stores' hours in winter and summer time.
    purchasedAt.setUTCHours(plan.hour - 1, 17 + index * 9, 0, 0);
    return {
      receiptId: `DEMO-${plan.store.toUpperCase()}-${String(index + 1).padStart(4, '0')}`,
      storeCode: plan.store,
      purchasedAt,
      lines: plan.lines.map((line) => {
        const product = products[line.pick % products.length]!;
        const reduced = product.taxClassId === TAX_CLASS_REDUCED;
        const nlRate = reduced ? 9 : 21;
        const taxPercent = german ? (reduced ? 7 : 19) : nlRate;
        // A German till charges the same net price with the German VAT.
        const priceInclTax = german
          ? grossFromNet(netFromGross(product.price, nlRate), taxPercent)
          : product.price;
        const discountPercent = 'discountPercent' in line ? line.discountPercent : 0;
        return {
          sku: product.sku,
          name: german ? product.nameDe : product.nameNl,
          qty: line.qty,
          priceInclTax,
          discountAmount: Math.round((priceInclTax * line.qty * discountPercent) / 100),
          taxPercent,
        };
      }),
    };
  });
}
