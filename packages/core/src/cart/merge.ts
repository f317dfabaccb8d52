/**
 * The cart merge decision, as a pure function: given the client's lines, the server's items and the
 * switches, it returns the client lines to keep, the server calls to make and the diff log.
 * Applying a server answer to the lines is a pure function too. Unlike the original, lines that are
 * already in sync do receive the server's ids.
 */
import { productsEquals } from './checksum.ts';
import type { CartItem, CartItemPayload, CartProductOption, ServerLine } from './types.ts';

export type DiffStatus = 'no-item' | 'wrong-qty' | 'update-required' | 'no-changes';

export interface DiffLogItem {
  /** Whose side lacks or differs: 'server' when the server must change, 'client' for the client. */
  party: 'client' | 'server';
  status: DiffStatus;
  sku: string;
  clientQty?: number;
  serverQty?: number;
}

export interface MergeOptions {
  /** The client's lines win: missing server items are added, extra ones deleted, quantities written. */
  forceClientState: boolean;
  /** Only log the differences; no line or server item changes. */
  dryRun: boolean;
  /** Add the client and server quantities of matching lines (after login). */
  mergeQty?: boolean;
  serverSyncCanRemoveLocalItems: boolean;
  serverSyncCanModifyLocalItems: boolean;
}

export type ServerCall =
  | {
      kind: 'update';
      /** The client line the call is for (found again by productsEquals when the answer comes). */
      line: CartItem;
      payload: CartItemPayload;
      /** The matching server item, null when the line is new to the server. */
      serverItem: ServerLine | null;
    }
  | { kind: 'delete'; serverItem: ServerLine };

export interface MergePlan {
  items: CartItem[];
  calls: ServerCall[];
  diff: DiffLogItem[];
}

/** The product_option the server needs: configurable options without their display labels. */
function transportOption(option: CartProductOption | undefined): CartProductOption | undefined {
  const attributes = option?.extension_attributes;
  if (!attributes) return option;
  const configurable = attributes.configurable_item_options?.map(({ option_id, option_value }) => ({
    option_id,
    option_value,
  }));
  return {
    extension_attributes: {
      ...attributes,
      ...(configurable ? { configurable_item_options: configurable } : {}),
    },
  };
}

/**
 * The update payload of a line: a configurable line goes by its parent sku and its options (the
 * server resolves the child); qty is the absolute quantity wanted.
 */
export function toCartItemPayload(
  line: CartItem,
  qty: number,
  serverItem: ServerLine | null,
): CartItemPayload {
  const configurable =
    (line.product_option?.extension_attributes?.configurable_item_options?.length ?? 0) > 0;
  const sku = configurable && line.parentSku ? line.parentSku : line.sku;
  const productOption = transportOption(line.product_option);
  return {
    sku,
    qty,
    ...(productOption ? { product_option: productOption } : {}),
    ...(serverItem ? { item_id: serverItem.item_id, quoteId: serverItem.quote_id } : {}),
  };
}

/**
 * What a server item says of its product for the line's analytics items (secondary-areas §9):
 * its brand and category path as the server's catalogue names them. A server answer without
 * them leaves the line's own (kept from the product page when it was added).
 */
function productFields(serverItem: ServerLine): Pick<CartItem, 'brand' | 'category_path'> {
  return {
    ...(serverItem.brand !== undefined ? { brand: serverItem.brand } : {}),
    ...(serverItem.category_path !== undefined
      ? { category_path: [...serverItem.category_path] }
      : {}),
  };
}

/** A client line made from a server item the client did not have. */
export function cartItemFromServer(serverItem: ServerLine): CartItem {
  return {
    sku: serverItem.sku,
    parentSku: serverItem.parentSku ?? serverItem.sku,
    qty: serverItem.qty,
    type_id: serverItem.product_type,
    name: serverItem.name ?? serverItem.sku,
    price: serverItem.price ?? 0,
    price_incl_tax: serverItem.price_incl_tax ?? 0,
    ...(serverItem.product_option ? { product_option: serverItem.product_option } : {}),
    ...productFields(serverItem),
    server_item_id: serverItem.item_id,
    server_cart_id: serverItem.quote_id,
    prev_qty: serverItem.qty,
  };
}

function withServerIds(line: CartItem, serverItem: ServerLine): CartItem {
  return {
    ...line,
    ...productFields(serverItem),
    server_item_id: serverItem.item_id,
    server_cart_id: serverItem.quote_id,
    type_id: serverItem.product_type ?? line.type_id,
  };
}

const asComparable = (serverItem: ServerLine) => ({
  sku: serverItem.sku,
  item_id: serverItem.item_id,
  product_option: serverItem.product_option ?? undefined,
});

/**
 * Decides the merge of client lines with server items:
 * - a client line the server lacks is added to the server, or dropped locally when the server may
 *   remove local lines (and the client state is not forced);
 * - a quantity mismatch is written to the server, or taken from it when the server may modify
 *   local lines (and the client state is not forced);
 * - a server item the client lacks is deleted on the server when the client state is forced,
 *   otherwise added locally;
 * - lines in sync get the server's ids; a dry run only logs.
 * Each server item pairs with at most one line, so no line is lost or doubled.
 */
export function planCartMerge(
  clientItems: readonly CartItem[],
  serverItems: readonly ServerLine[],
  options: MergeOptions,
): MergePlan {
  const diff: DiffLogItem[] = [];
  const calls: ServerCall[] = [];
  const items: CartItem[] = [];
  const paired = new Set<number>();
  const clientWins = options.forceClientState;

  for (const line of clientItems) {
    const index = serverItems.findIndex(
      (serverItem, i) => !paired.has(i) && productsEquals(line, asComparable(serverItem)),
    );
    const serverItem = index >= 0 ? serverItems[index] : undefined;
    if (!serverItem) {
      diff.push({ party: 'server', status: 'no-item', sku: line.sku, clientQty: line.qty });
      if (options.dryRun) {
        items.push(line);
      } else if (clientWins || !options.serverSyncCanRemoveLocalItems) {
        const { server_item_id: _id, server_cart_id: _cart, ...fresh } = line;
        items.push(fresh);
        calls.push({
          kind: 'update',
          line: fresh,
          payload: toCartItemPayload(fresh, fresh.qty, null),
          serverItem: null,
        });
      }
      continue;
    }
    paired.add(index);
    if (line.qty !== serverItem.qty || options.mergeQty) {
      diff.push({
        party: 'server',
        status: 'wrong-qty',
        sku: line.sku,
        clientQty: line.qty,
        serverQty: serverItem.qty,
      });
      if (options.dryRun) {
        items.push(line);
      } else if (clientWins || !options.serverSyncCanModifyLocalItems) {
        const qty = options.mergeQty ? line.qty + serverItem.qty : line.qty;
        const updated = { ...withServerIds(line, serverItem), qty };
        items.push(updated);
        calls.push({
          kind: 'update',
          line: updated,
          payload: toCartItemPayload(updated, qty, serverItem),
          serverItem,
        });
      } else {
        items.push({
          ...withServerIds(line, serverItem),
          qty: serverItem.qty,
          prev_qty: serverItem.qty,
        });
      }
      continue;
    }
    items.push(options.dryRun ? line : withServerIds(line, serverItem));
  }

  serverItems.forEach((serverItem, index) => {
    if (paired.has(index)) return;
    diff.push({
      party: 'client',
      status: 'no-item',
      sku: serverItem.sku,
      serverQty: serverItem.qty,
    });
    if (options.dryRun) return;
    // A second server item equal to a line already kept is a server-side duplicate: it goes.
    const duplicate = items.some((line) => productsEquals(line, asComparable(serverItem)));
    if (clientWins || duplicate) {
      calls.push({ kind: 'delete', serverItem });
    } else {
      items.push(cartItemFromServer(serverItem));
    }
  });

  const clientChanged = diff.some((entry) => entry.party === 'client');
  const serverChanged = diff.some((entry) => entry.party === 'server');
  diff.push({ party: 'client', status: clientChanged ? 'update-required' : 'no-changes', sku: '' });
  diff.push({ party: 'server', status: serverChanged ? 'update-required' : 'no-changes', sku: '' });
  return { items, calls, diff };
}

export type ServerUpdateOutcome =
  | { ok: true; item: ServerLine }
  /** The server refused the update (4xx): the line is restored or removed. */
  | { ok: false };

/**
 * The lines after the server answered an update call: success copies the server's ids onto the line
 * (and drops another line the server says is the same item); a refusal restores the previous
 * quantity of a line the server knows, or removes a line the server does not know.
 */
export function applyServerUpdate(
  items: readonly CartItem[],
  call: Extract<ServerCall, { kind: 'update' }>,
  outcome: ServerUpdateOutcome,
): CartItem[] {
  const index = items.findIndex((line) => productsEquals(line, call.line));
  if (index < 0) return [...items];
  const line = items[index] as CartItem;
  if (outcome.ok) {
    const updated: CartItem = {
      ...line,
      ...productFields(outcome.item),
      server_item_id: outcome.item.item_id,
      server_cart_id: outcome.item.quote_id,
      prev_qty: outcome.item.qty,
      type_id: outcome.item.product_type ?? line.type_id,
    };
    return items
      .map((existing, i) => (i === index ? updated : existing))
      .filter((existing, i) => i === index || existing.server_item_id !== outcome.item.item_id);
  }
  const known = call.serverItem !== null && (line.server_item_id ?? line.item_id) !== undefined;
  if (known && line.prev_qty !== undefined && line.prev_qty > 0) {
    return items.map((existing, i) =>
      i === index ? { ...existing, qty: line.prev_qty as number } : existing,
    );
  }
  return items.filter((_, i) => i !== index);
}
