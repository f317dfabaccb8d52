/**
 * A logged-in customer's wishlist on the server (secondary-areas §4 "Wishlist", §6, §7): read it,
 * add a product (for a configurable, optionally its chosen child) once, delete an entry. Only the
 * customer's own entries are reachable: another customer's item id answers 404 like an unknown
 * one. Products that are unknown, disabled or not shown on their own cannot be added (404).
 */

import type { WishlistAddBody, WishlistItem } from '@shop/contracts';
import type { CatalogEntry, StoreView } from '@shop/core';
import type { Executor } from '@shop/db';
import { DomainError, notFound } from '../../lib/errors.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { WishlistRepository, WishlistRow } from './repository.ts';

/** What the wishlist needs of the catalogue: a product's document and the entries of skus. */
export interface WishlistCatalog {
  productDocument(view: StoreView, productId: number): Promise<Record<string, unknown> | null>;
  catalogEntries(
    view: StoreView,
    skus: readonly string[],
    tx?: Executor,
  ): Promise<Map<string, CatalogEntry>>;
}

/** What the wishlist needs of the accounts: whether the token's customer still exists. */
export interface WishlistCustomers {
  customerExists(customerId: number, tx?: Executor): Promise<boolean>;
}

/** Status 2 and above is a disabled product (core-shop §4 product loading). */
const DISABLED_STATUS = 2;
/** Visibility 1: not visible individually (a configurable's child). */
const NOT_VISIBLE = 1;

export class WishlistService {
  constructor(
    private readonly items: WishlistRepository,
    private readonly catalog: WishlistCatalog,
    private readonly customers: WishlistCustomers,
  ) {}

  /** The customer's entries whose products are still in the catalogue, oldest first. */
  async list(caller: TokenCustomer, view: StoreView): Promise<{ items: WishlistItem[] }> {
    const rows = await this.items.itemsOf(caller.customerId);
    if (rows.length === 0) return { items: [] };
    const entries = await this.catalog.catalogEntries(view, [
      ...new Set(rows.map((row) => row.childSku || row.sku)),
    ]);
    return {
      items: rows.filter((row) => entries.has(row.childSku || row.sku)).map(toWishlistItem),
    };
  }

  /** Adds a product (or its chosen child) unless it is on the list already; answers the list. */
  async add(
    caller: TokenCustomer,
    view: StoreView,
    body: WishlistAddBody,
  ): Promise<{ items: WishlistItem[] }> {
    const doc = await this.catalog.productDocument(view, body.productId);
    if (
      !doc ||
      typeof doc.sku !== 'string' ||
      Number(doc.status) >= DISABLED_STATUS ||
      Number(doc.visibility) === NOT_VISIBLE
    ) {
      throw notFound('wishlist.product_unknown');
    }
    const childSku = body.childSku ?? '';
    if (childSku && !isChildOf(doc, childSku)) {
      throw new DomainError(
        'not_found',
        'wishlist.child_unknown',
        { childSku },
        {
          field: 'childSku',
        },
      );
    }
    if (!(await this.customers.customerExists(caller.customerId))) {
      throw new DomainError('unauthorized', 'auth.token_invalid');
    }
    await this.items.addOnce({
      customerId: caller.customerId,
      productId: body.productId,
      sku: doc.sku,
      childSku,
    });
    return this.list(caller, view);
  }

  /**
   * Adds entries a caller's cart lines became (transfer-cart-to-wishlist), each once, in the
   * caller's transaction; the products were checked by the cart's catalogue entries.
   */
  async addEntries(
    customerId: number,
    entries: readonly { productId: number; sku: string; childSku: string }[],
    tx: Executor,
  ): Promise<void> {
    if (entries.length === 0) return;
    if (!(await this.customers.customerExists(customerId, tx))) {
      throw new DomainError('unauthorized', 'auth.token_invalid');
    }
    for (const entry of entries) await this.items.addOnce({ customerId, ...entry }, tx);
  }

  /** Removes a deleted account's whole wishlist, in the deletion's transaction. */
  deleteOfCustomer(customerId: number, tx?: Executor): Promise<void> {
    return this.items.deleteAllOf(customerId, tx);
  }

  /** Deletes one of the customer's entries (404 for an id that is not theirs); answers the list. */
  async delete(
    caller: TokenCustomer,
    view: StoreView,
    itemId: number,
  ): Promise<{ items: WishlistItem[] }> {
    if (!(await this.items.deleteOf(caller.customerId, itemId))) {
      throw notFound('wishlist.item_unknown', { itemId });
    }
    return this.list(caller, view);
  }
}

/** Whether `sku` is an enabled child of a configurable product's document. */
function isChildOf(doc: Record<string, unknown>, sku: string): boolean {
  const children = Array.isArray(doc.configurable_children) ? doc.configurable_children : [];
  return children.some(
    (child: { sku?: unknown; status?: unknown }) =>
      child?.sku === sku && Number(child.status ?? 1) < DISABLED_STATUS,
  );
}

function toWishlistItem(row: WishlistRow): WishlistItem {
  return {
    item_id: row.itemId,
    product_id: row.productId,
    sku: row.sku,
    child_sku: row.childSku || null,
    added_at: row.createdAt.toISOString(),
  };
}
