import { receiptTotals } from '@shop/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../src/demo/store-purchases.ts';
import {
  ensureDemoCatalog,
  ensureDemoStorePurchases,
  ensureDemoStores,
  type ShopDatabase,
} from '../src/index.ts';
import { openDemoTestShop } from './demo-shop.ts';

let shop: ShopDatabase;
let mediaDir: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ shop, mediaDir, close } = await openDemoTestShop('store-purchases'));
});
afterAll(() => close());

const count = async (table: string) =>
  (await shop.query<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]!.n;

describe('ensureDemoStorePurchases', () => {
  it('seeds nothing without the demo catalogue and its stores', async () => {
    expect(await ensureDemoStorePurchases(shop)).toEqual({ seeded: false, receipts: 0 });
    await ensureDemoCatalog(shop, { products: 40, mediaDir });
    expect(await ensureDemoStorePurchases(shop)).toEqual({ seeded: false, receipts: 0 });
    expect(await count('store_orders')).toBe(0);
  });

  it('gives the demo customer purchases in several stores, once, on a shop seeded before', async () => {
    await ensureDemoStores(shop);
    const first = await ensureDemoStorePurchases(shop);
    expect(first.seeded).toBe(true);
    expect(first.receipts).toBeGreaterThanOrEqual(3);

    const orders = await shop.query<{
      store_code: string;
      grand_total: number;
      email: string | null;
      purchased_at: Date;
      id: number;
    }>(
      sql`SELECT o.id, o.store_code, o.grand_total, c.email, o.purchased_at
          FROM store_orders o LEFT JOIN customers c ON c.id = o.customer_id`,
    );
    expect(orders.map((order) => order.email)).toEqual(orders.map(() => DEMO_CUSTOMER.email));
    expect(new Set(orders.map((order) => order.store_code)).size).toBe(orders.length);
    // A demo customer has no password: they log in with a mailed one-time code.
    const [customer] = await shop.query<{ password_hash: string | null }>(
      sql`SELECT password_hash FROM customers WHERE email = ${DEMO_CUSTOMER.email}`,
    );
    expect(customer!.password_hash).toBeNull();

    // Every receipt's total is the sum of its lines, as an import would have checked.
    for (const order of orders) {
      const lines = await shop.query<{
        qty: number;
        price_incl_tax: number;
        discount_amount: number;
        tax_percent: string;
      }>(
        sql`SELECT qty, price_incl_tax, discount_amount, tax_percent FROM store_order_items
            WHERE store_order_id = ${order.id}`,
      );
      const totals = receiptTotals(
        lines.map((line) => ({
          qty: line.qty,
          priceInclTax: line.price_incl_tax,
          discountAmount: line.discount_amount,
          taxPercent: Number(line.tax_percent),
        })),
      );
      expect(totals.ok && totals.totals.grandTotal).toBe(order.grand_total);
      // Bought on a day the stores open (not Sunday).
      expect(new Date(order.purchased_at).getUTCDay()).not.toBe(0);
    }

    expect(await ensureDemoStorePurchases(shop)).toEqual({ seeded: false, receipts: 0 });
    expect(await count('store_orders')).toBe(first.receipts);
  });

  it('gives the demo customer reward points: a welcome bonus in the ledger, once, as the balance', async () => {
    const rows = await shop.query<{ ledger: number; balance: number; entries: number }>(
      sql`SELECT (SELECT sum(e.points)::int FROM reward_entries e WHERE e.customer_id = c.id) AS ledger,
                 (SELECT b.points FROM reward_balances b WHERE b.customer_id = c.id) AS balance,
                 (SELECT count(*)::int FROM reward_entries e WHERE e.customer_id = c.id) AS entries
          FROM customers c WHERE c.email = ${DEMO_CUSTOMER.email}`,
    );
    expect(rows).toEqual([{ ledger: 250, balance: 250, entries: 1 }]);
  });
});
