/**
 * The browser's lines after the cart moved to another store view (decision 0049): the server
 * answers the cart's lines priced in the new view, each saying whether the view sells it; the
 * browser keeps what only it knows (images, lines not yet sent) and takes names, prices and links
 * of the new view. A line is never doubled: every server line pairs with at most one browser line,
 * and a browser line not yet on the server joins only when no line equals it.
 */
import { productsEquals } from './checksum.ts';
import type { CartItem, ServerLine } from './types.ts';

/** A line of the moved cart as the server answers it. */
export interface SwitchedLine extends ServerLine {
  /** The new view sells the product; a line it does not sell stays, outside the totals. */
  available: boolean;
  /** The product's slug in the new view; null when the view does not sell it. */
  slug: string | null;
}

/** The error key of a line the store view does not sell (shown on the line). */
export const NOT_SOLD_IN_VIEW_MESSAGE =
  'This product is not sold in this shop. Remove it to check out, or switch back.';

/**
 * How the browser's lines meet the moved cart's:
 * - 'server': the lines are the server's (a cart brought over from the other view, or one the
 *   other view took meanwhile), plus browser lines never sent to the server;
 * - 'client': the browser's lines stay as they are (the shopper just changed them here), only
 *   relabelled for the new view.
 */
type SwitchedLinesMode = 'server' | 'client';

const comparable = (line: SwitchedLine) => ({
  sku: line.sku,
  item_id: line.item_id,
  product_option: line.product_option ?? undefined,
});

/** The browser line the server line is: the same server id, else an equal line. */
function pairOf(
  line: SwitchedLine,
  clientLines: readonly CartItem[],
  taken: Set<CartItem>,
): CartItem | undefined {
  return (
    clientLines.find((item) => !taken.has(item) && item.server_item_id === line.item_id) ??
    clientLines.find((item) => !taken.has(item) && productsEquals(item, comparable(line)))
  );
}

/** A browser line with the name, prices, link and availability of the new view. */
function relabel(
  item: CartItem,
  line: SwitchedLine,
  pathOf: (line: SwitchedLine) => string | undefined,
): CartItem {
  const { availability: _old, ...errors } = item.errors ?? {};
  const path = line.available ? pathOf(line) : undefined;
  const next: CartItem = {
    ...item,
    name: line.available ? (line.name ?? item.name) : item.name,
    price: line.price ?? 0,
    price_incl_tax: line.price_incl_tax ?? 0,
    // The server's option carries the option labels of the new view.
    ...(line.available && line.product_option ? { product_option: line.product_option } : {}),
    server_item_id: line.item_id,
    server_cart_id: line.quote_id,
    // Row totals of the old view no longer hold; the new view's totals bring them.
    totals: undefined,
    errors: line.available ? errors : { ...errors, availability: NOT_SOLD_IN_VIEW_MESSAGE },
  };
  if (path !== undefined) next.path = path;
  else if (!line.available) delete next.path;
  if (Object.keys(next.errors ?? {}).length === 0) delete next.errors;
  return next;
}

/**
 * The browser's lines once the cart is in the new view. `clientLines` are the lines the browser
 * held (the other view's first when a cart is brought over); `pathOf` builds a product link in
 * the new view from a server line with its slug.
 */
export function linesAfterStoreSwitch(
  clientLines: readonly CartItem[],
  switched: readonly SwitchedLine[],
  pathOf: (line: SwitchedLine) => string | undefined,
  mode: SwitchedLinesMode,
): CartItem[] {
  const taken = new Set<CartItem>();
  const pairs = new Map<CartItem, SwitchedLine>();
  const fromServer: CartItem[] = [];
  for (const line of switched) {
    const item = pairOf(line, clientLines, taken);
    if (item) {
      taken.add(item);
      pairs.set(item, line);
      fromServer.push({ ...relabel(item, line, pathOf), qty: line.qty, prev_qty: line.qty });
    } else {
      fromServer.push(relabel(newLine(line), line, pathOf));
    }
  }
  if (mode === 'client') {
    return clientLines.map((item) => {
      const line = pairs.get(item);
      return line ? relabel(item, line, pathOf) : item;
    });
  }
  // Browser lines never sent to the server go along, once each.
  const unsent = clientLines.filter(
    (item) => !taken.has(item) && item.server_item_id === undefined,
  );
  return joinLines(fromServer, unsent);
}

/**
 * `lines` and then each of `more` that equals none of them (nor an earlier one of `more`): two
 * browser carts joined without a line twice.
 */
export function joinLines(lines: readonly CartItem[], more: readonly CartItem[]): CartItem[] {
  const joined = [...lines];
  for (const item of more) {
    if (!joined.some((line) => productsEquals(line, item))) joined.push(item);
  }
  return joined;
}

/** A browser line for a server line the browser did not hold. */
function newLine(line: SwitchedLine): CartItem {
  return {
    sku: line.sku,
    parentSku: line.parentSku ?? line.sku,
    qty: line.qty,
    type_id: line.product_type,
    name: line.name ?? line.sku,
    price: line.price ?? 0,
    price_incl_tax: line.price_incl_tax ?? 0,
    ...(line.product_option ? { product_option: line.product_option } : {}),
    prev_qty: line.qty,
  };
}
