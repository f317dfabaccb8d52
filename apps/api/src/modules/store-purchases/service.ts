/**
 * Purchases at the stores' tills (secondary-areas §3 offline order, §6, §7 offline orders
 * overview and detail). A till's receipt is imported once by its receipt id: the same receipt
 * again answers the stored purchase, a different receipt under that id is a conflict. The
 * customer is the account that confirmed the receipt's e-mail address; only that customer sees
 * it. A receipt imported before its address was confirmed stays unlinked until the confirmation
 * links it (an unconfirmed address may be anybody's who typed it).
 */
import type { OfflineOrderDetail, OfflineOrderSummary, StoreReceipt } from '@shop/contracts';
import { fromCents, normalizeEmail, type ReceiptTotals, receiptTotals, toCents } from '@shop/core';
import { type Executor, storeOrderRowsOf } from '@shop/db';
import type { RecordChange } from '../../lib/audit.ts';
import { DomainError, notFound } from '../../lib/errors.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { PickupStore } from '../pickup/service.ts';
import type { StoreOrderItemRow, StoreOrderRow, StorePurchaseRepository } from './repository.ts';

/** What the store purchases need of the accounts. */
export interface StorePurchaseCustomers {
  customerIdByEmailHeld(email: string, tx: Executor): Promise<number | null>;
  customerEmail(caller: TokenCustomer): Promise<string>;
}

/** What they need of the stores: name and address by code. */
export interface StorePurchaseStores {
  storesByCode(codes: readonly string[], tx?: Executor): Promise<Map<string, PickupStore>>;
}

/** The most a receipt's lines may add up to, in cents (1,000,000 euros). */
const MAX_RECEIPT_CENTS = 100_000_000;

/** How far ahead of the shop's clock a receipt's payment time may lie. */
const RECEIPT_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

export type ImportedStoreOrder = OfflineOrderDetail & {
  created: boolean;
  customer_matched: boolean;
};

export class StorePurchaseService {
  constructor(
    private readonly purchases: StorePurchaseRepository,
    private readonly customers: StorePurchaseCustomers,
    private readonly stores: StorePurchaseStores,
    /** The shop's clock: a receipt may not lie more than a day after it. */
    private readonly now: () => Date,
  ) {}

  /** Imports a till's receipt once; a repeat answers the stored purchase unchanged. */
  async importReceipt(receipt: StoreReceipt, record: RecordChange): Promise<ImportedStoreOrder> {
    const totals = checkedTotals(receipt);
    this.checkNotInFuture(receipt.purchased_at);
    const store = await this.requireStore(receipt.store_code);
    const customerEmail = normalizeEmail(receipt.customer_email);
    const { order, lines } = storeOrderRowsOf(
      {
        receiptId: receipt.receipt_id,
        storeCode: store.code,
        customerEmail,
        purchasedAt: new Date(receipt.purchased_at),
        currency: receipt.currency,
        lines: receipt.lines.map(({ sku, name, qty, tax_percent }) => ({
          sku,
          name,
          qty,
          taxPercent: tax_percent,
        })),
      },
      totals,
      null,
    );
    const createdId = await this.purchases.transaction(async (tx) => {
      // The account is read and held inside the transaction: a deletion of it at the same moment
      // either waits and then detaches this purchase, or came first and the address is no one's.
      const customerId = await this.customers.customerIdByEmailHeld(customerEmail, tx);
      const id = await this.purchases.insertOnce({ ...order, customerId }, lines, tx);
      // A new purchase is a change the audit log holds; the same receipt again is none.
      if (id !== null) {
        await record(
          {
            action: 'store_purchase.import',
            entityType: 'store_purchase',
            entityId: receipt.receipt_id,
            before: null,
            after: {
              receipt_id: receipt.receipt_id,
              store_code: store.code,
              purchased_at: receipt.purchased_at,
              lines: receipt.lines.length,
              customer_matched: customerId !== null,
            },
          },
          tx,
        );
      }
      return id;
    });
    const stored = await this.requireSameReceipt(receipt.receipt_id, order.receiptHash);
    const [detail] = await this.details([stored]);
    return {
      ...detail!,
      created: createdId !== null,
      customer_matched: stored.customerId !== null,
    };
  }

  /**
   * A till's clock may run a little ahead, but a receipt paid more than a day after now is no
   * purchase yet: 400 naming purchased_at.
   */
  private checkNotInFuture(purchasedAt: string): void {
    if (Date.parse(purchasedAt) > this.now().getTime() + RECEIPT_CLOCK_SKEW_MS) {
      throw new DomainError(
        'invalid',
        'offlineorder.purchased_in_future',
        {},
        { field: 'purchased_at' },
      );
    }
  }

  /** The store a receipt names, open or closed; 400 naming store_code for an unknown one. */
  private async requireStore(code: string): Promise<PickupStore> {
    const store = (await this.stores.storesByCode([code])).get(code);
    if (!store) {
      throw new DomainError(
        'invalid',
        'offlineorder.store_unknown',
        { storeCode: code },
        { field: 'store_code' },
      );
    }
    return store;
  }

  /** The stored purchase of a receipt id; 409 when it was stored with other contents. */
  private async requireSameReceipt(receiptId: string, receiptHash: string): Promise<StoreOrderRow> {
    const stored = await this.purchases.byReceiptId(receiptId);
    if (!stored) throw notFound('offlineorder.not_found', { orderId: receiptId });
    if (stored.receiptHash !== receiptHash) {
      throw new DomainError(
        'conflict',
        'offlineorder.receipt_conflict',
        { receiptId },
        { field: 'receipt_id' },
      );
    }
    return stored;
  }

  /** The caller's store purchases, newest first; `customerEmail` must be the caller's own. */
  async overview(caller: TokenCustomer, customerEmail: string): Promise<OfflineOrderSummary[]> {
    const own = await this.customers.customerEmail(caller);
    if (normalizeEmail(customerEmail) !== own) {
      throw new DomainError(
        'forbidden',
        'offlineorder.email_not_own',
        {},
        {
          field: 'customerEmail',
        },
      );
    }
    const rows = await this.purchases.allOfCustomer(caller.customerId);
    return (await this.details(rows)).map(summaryOf);
  }

  /** One of the caller's store purchases; someone else's answers 404 like an unknown one. */
  async detail(caller: TokenCustomer, orderId: number): Promise<OfflineOrderDetail> {
    const row = await this.purchases.ofCustomer(caller.customerId, orderId);
    if (!row) throw notFound('offlineorder.not_found', { orderId });
    const [detail] = await this.details([row]);
    return detail!;
  }

  /** Links the receipts imported with `email` and no account to the customer who confirmed it. */
  linkConfirmedEmail(customerId: number, email: string, tx: Executor): Promise<void> {
    return this.purchases.linkUnlinked(customerId, normalizeEmail(email), tx);
  }

  /** Detaches a deleted account's purchases from it and from its e-mail address. */
  forgetCustomer(customerId: number, placeholder: string, tx?: Executor): Promise<void> {
    return this.purchases.forgetCustomer(customerId, placeholder, tx);
  }

  private async details(rows: readonly StoreOrderRow[]): Promise<OfflineOrderDetail[]> {
    if (rows.length === 0) return [];
    const lines = await this.purchases.itemsOf(rows.map((row) => row.id));
    const stores = await this.stores.storesByCode(rows.map((row) => row.storeCode));
    return rows.map((row) =>
      detailOf(
        row,
        lines.filter((line) => line.storeOrderId === row.id),
        stores.get(row.storeCode) ?? null,
      ),
    );
  }
}

/** The receipt's totals in cents; 400 when a discount is too big or the total is not the lines'. */
function checkedTotals(receipt: StoreReceipt): ReceiptTotals {
  const result = receiptTotals(
    receipt.lines.map((line) => ({
      qty: line.qty,
      priceInclTax: toCents(line.price_incl_tax),
      discountAmount: toCents(line.discount_amount),
      taxPercent: line.tax_percent,
    })),
  );
  if (!result.ok) {
    const field = `lines.${result.discountTooBig}.discount_amount`;
    throw new DomainError('invalid', 'offlineorder.discount_too_big', {}, { field });
  }
  // Every amount is stored as a PostgreSQL integer of cents; a till's receipt is far below that.
  if (result.totals.subtotalInclTax > MAX_RECEIPT_CENTS) {
    throw new DomainError(
      'invalid',
      'offlineorder.too_large',
      { maximum: fromCents(MAX_RECEIPT_CENTS) },
      { field: 'lines' },
    );
  }
  if (toCents(receipt.grand_total) !== result.totals.grandTotal) {
    throw new DomainError(
      'invalid',
      'offlineorder.total_mismatch',
      { grandTotal: receipt.grand_total, computed: fromCents(result.totals.grandTotal) },
      { field: 'grand_total' },
    );
  }
  return result.totals;
}

function summaryOf(detail: OfflineOrderDetail): OfflineOrderSummary {
  return {
    order_id: detail.order_id,
    receipt_id: detail.receipt_id,
    store_code: detail.store_code,
    store_name: detail.store_name,
    created_at: detail.created_at,
    grand_total: detail.grand_total,
    currency: detail.currency,
    items_count: detail.items_count,
  };
}

function detailOf(
  row: StoreOrderRow,
  lines: readonly StoreOrderItemRow[],
  store: PickupStore | null,
): OfflineOrderDetail {
  const qty = lines.reduce((sum, line) => sum + line.qty, 0);
  return {
    order_id: row.id,
    receipt_id: row.receiptId,
    store_code: row.storeCode,
    store_name: store?.name ?? row.storeCode,
    created_at: row.purchasedAt.toISOString(),
    grand_total: fromCents(row.grandTotal),
    currency: row.currency,
    items_count: qty,
    customer_email: row.customerEmail,
    order_currency_code: row.currency,
    subtotal: fromCents(row.subtotal),
    subtotal_incl_tax: fromCents(row.subtotalInclTax),
    discount_amount: fromCents(row.discountAmount),
    tax_amount: fromCents(row.taxAmount),
    total_qty_ordered: qty,
    total_item_count: lines.length,
    store: store && {
      code: store.code,
      name: store.name,
      street: store.street,
      house_number: store.houseNumber,
      postcode: store.postcode,
      city: store.city,
      country_id: store.countryId,
      phone: store.phone,
    },
    items: lines.map((line) => ({
      item_id: line.id,
      sku: line.sku,
      name: line.name,
      qty_ordered: line.qty,
      price: fromCents(line.price),
      price_incl_tax: fromCents(line.priceInclTax),
      row_total: fromCents(line.rowTotal),
      row_total_incl_tax: fromCents(line.rowTotalInclTax),
      tax_amount: fromCents(line.taxAmount),
      tax_percent: Number(line.taxPercent),
      discount_amount: fromCents(line.discountAmount),
    })),
  };
}
