/** A cart's lines: set a line's quantity, remove a line, take lines out, list them priced. */
import { createHash } from 'node:crypto';
import type { ProductOptionInput, ServerCartItem } from '@shop/contracts';
import {
  type CatalogEntry,
  catalogEntryLineFields,
  fromCents,
  isPriceKnown,
  type LineProductOption,
  lineStockProblem,
  type PricedLine,
  type StoreView,
  stockDemand,
  storedStoreView,
} from '@shop/core';
import type { Executor } from '@shop/db';
import { DomainError, domainErrorOfText, invalid, notFound } from '../../lib/errors.ts';
import type { CartAccess } from './access.ts';
import { type ResolvedLine, resolveRequestedLine } from './cart-products.ts';
import {
  CART_MAX_LINES,
  type CartCaller,
  type CartLineOut,
  type LineResolution,
} from './options.ts';
import type { CartPricing } from './pricing.ts';
import type { CartItemRow, CartRow } from './repository.ts';

/** A line's new absolute quantity: the line named by item_id, or by sku and options when new. */
export interface LineUpdate {
  sku: string;
  qty: number;
  product_option?: ProductOptionInput | null | undefined;
  item_id?: number | null | undefined;
}

export class CartLines {
  constructor(
    private readonly access: CartAccess,
    private readonly pricing: CartPricing,
  ) {}

  /** Sets a line's absolute quantity (creating the line when new); answers the server item. */
  async update(cartId: string, caller: CartCaller, input: LineUpdate): Promise<ServerCartItem> {
    return this.access.mutate(cartId, caller, async (tx, cart) => {
      const existing = input.item_id != null ? await this.lineOf(tx, cart, input.item_id) : null;
      // An existing line keeps what it is; only its quantity changes.
      const line = await this.resolveOne(
        tx,
        storedStoreView(cart.storeCode),
        existing?.sku ?? input.sku,
        existing ? (existing.productOption as ProductOptionInput | null) : input.product_option,
      );
      const priced = this.pricing.priceOneLine(cart, caller, line, input.qty);
      if (!isPriceKnown(priced)) throw invalid('cart.price_unknown');
      await this.access.options.checkLine?.(line.productOption, tx);
      await this.assertInStock(tx, line, input.qty, priced.name);
      const row = existing
        ? await this.access.repository.setItemQty(existing.itemId, input.qty, tx)
        : await this.addLine(tx, cart, line, input.qty);
      if (!row) throw new Error('cart line was not written');
      return serverItem(row, priced, line.entry);
    });
  }

  private async lineOf(tx: Executor, cart: CartRow, itemId: number): Promise<CartItemRow> {
    const line = await this.access.repository.findItem(cart.id, itemId, tx);
    if (!line) throw notFound('cart.item_not_found', { cartId: cart.id, itemId });
    return line;
  }

  /** The line a request asks for in this store view (404/400 when it names none). */
  private async resolveOne(
    tx: Executor,
    view: StoreView,
    sku: string,
    option: ProductOptionInput | null | undefined,
  ): Promise<ResolvedLine> {
    const entries = await this.access.options.catalog.catalogEntries(view, [sku], tx);
    return resolveRequestedLine(sku, option, entries);
  }

  /** Throws the storefront's message when the live stock cannot give `qty` of the line. */
  private async assertInStock(
    tx: Executor,
    line: ResolvedLine,
    qty: number,
    name: string,
  ): Promise<void> {
    const levels = await this.access.options.stock.levels([...stockDemand(line, qty).keys()], tx);
    const problem = lineStockProblem(line, qty, levels, name);
    if (problem) throw domainErrorOfText('invalid', problem);
  }

  /** Writes a new line (or the same line added at the same time), within the line limit. */
  private async addLine(tx: Executor, cart: CartRow, line: ResolvedLine, qty: number) {
    const optionsChecksum = checksum(line.checksum);
    await this.assertRoomForLine(tx, cart.id, line.sku, optionsChecksum);
    return this.access.repository.upsertItem(
      {
        cartId: cart.id,
        sku: line.sku,
        parentSku: line.parentSku,
        productType: line.productType,
        qty,
        productOption: line.productOption,
        optionsChecksum,
      },
      tx,
    );
  }

  /** Throws when a new line (not yet in the cart) would pass the line limit. */
  private async assertRoomForLine(
    tx: Executor,
    cartId: string,
    sku: string,
    optionsChecksum: string,
  ): Promise<void> {
    const max = this.access.options.maxLines ?? CART_MAX_LINES;
    const { lines, same } = await this.access.repository.countLines(
      cartId,
      sku,
      optionsChecksum,
      tx,
    );
    if (same === 0 && lines >= max) {
      throw invalid('cart.too_many_lines', { max });
    }
  }

  /** Removes a line; 404 when the cart has no such line. */
  async deleteItem(cartId: string, caller: CartCaller, itemId: number): Promise<true> {
    return this.access.mutate(cartId, caller, async (tx, cart) => {
      if (!(await this.access.repository.deleteItem(cart.id, itemId, tx))) {
        throw notFound('cart.item_not_found', { cartId: cart.id, itemId });
      }
      return true as const;
    });
  }

  /**
   * Takes lines out of the caller's cart in one transaction with the cart locked: `take` gets
   * the lines with their catalogue entries, does its own writes in `tx` and names the item ids
   * to remove (the others stay). Answers what `take` answered.
   */
  async takeLines<T>(
    cartId: string,
    caller: CartCaller,
    take: (
      tx: Executor,
      lines: readonly CartLineOut[],
    ) => Promise<{ remove: readonly number[]; result: T }>,
  ): Promise<T> {
    return this.access.mutate(cartId, caller, async (tx, cart) => {
      const items = await this.access.repository.listItems(cart.id, tx);
      const entries = await this.access.options.catalog.catalogEntries(
        storedStoreView(cart.storeCode),
        items.map((item) => item.sku),
        tx,
      );
      const { remove, result } = await take(
        tx,
        items.map((item) => ({
          itemId: item.itemId,
          sku: item.sku,
          qty: item.qty,
          productOption: item.productOption as LineProductOption | null,
          entry: entries.get(item.sku) ?? null,
        })),
      );
      for (const itemId of remove) await this.access.repository.deleteItem(cart.id, itemId, tx);
      return result;
    });
  }

  /**
   * The cart's lines with their current names and prices. A call naming another store view than
   * the cart's is refused (409): the cart moved to that view in another tab, and a page of this
   * view must not take it for its own (the storefront lets go of it instead).
   */
  async pull(
    cartId: string,
    caller: CartCaller,
    view: StoreView | null = null,
  ): Promise<ServerCartItem[]> {
    const cart = await this.access.readCart(cartId, caller);
    if (view && cart.storeCode !== view.code) {
      throw new DomainError('conflict', 'cart.in_other_store_view', {
        cartId,
        storeCode: cart.storeCode,
      });
    }
    const pricing = await this.pricing.priceCart(this.access.shop.db, cart, caller, {
      coupon: null,
    });
    return pricing.lines.map(({ line, priced }) => serverItem(line.item, priced, line.entry));
  }

  /** The products an order asks for, each resolved against the catalogue of its view. */
  async resolveLines(
    view: StoreView,
    products: readonly { sku: string; product_option?: ProductOptionInput | null | undefined }[],
    tx: Executor,
  ): Promise<LineResolution[]> {
    const entries = await this.access.options.catalog.catalogEntries(
      view,
      products.map((product) => product.sku),
      tx,
    );
    return products.map((product) => {
      try {
        return { line: resolveRequestedLine(product.sku, product.product_option, entries) };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return { problem: error.message };
      }
    });
  }
}

/** The stored identity text as a short fixed-length key ('' when the line has no options). */
function checksum(identity: string): string {
  return identity === '' ? '' : createHash('sha256').update(identity).digest('hex').slice(0, 32);
}

/**
 * A stored line as the cart calls answer it, with its price when the product is sold, and its
 * product's brand and category path for the storefront's analytics items (secondary-areas §9;
 * none for a product that left the catalogue).
 */
export function serverItem(
  row: CartItemRow,
  priced: PricedLine | null,
  entry: CatalogEntry | null,
): ServerCartItem {
  const item: ServerCartItem = {
    item_id: row.itemId,
    quote_id: row.cartId,
    sku: row.sku,
    parentSku: row.parentSku,
    qty: row.qty,
    name: priced?.name ?? row.sku,
    price: fromCents(priced?.unitExclTax ?? 0),
    price_incl_tax: fromCents(priced?.unitInclTax ?? 0),
    product_type: row.productType as ServerCartItem['product_type'],
  };
  if (row.productOption) item.product_option = row.productOption;
  if (entry) Object.assign(item, catalogEntryLineFields(entry));
  return item;
}
