/**
 * The birth list's public page as plain data (secondary-areas §2, §4 "Birth list", §9): each item
 * of the list with its product in the page's store view (name, chosen variant, image, price,
 * stock) and the cart line a gift for it becomes, the donation items' progress, the expected
 * date in the page's language, how many items the page shows, and how many of an item a
 * visitor may still give. Pure functions: the loader builds the page with them on the server,
 * the page's gift button uses the quantity rule in the browser.
 */
import type { PublicBirthList } from '@shop/contracts';
import {
  buildConfigurableItemOptions,
  type CartItem,
  type CartProductOption,
  getChildConfiguration,
  type PriceTaxNote,
  type ProductDocument,
  type StoreView,
} from '@shop/core';
import { getProductPath } from './catalog.ts';
import { PRODUCT_CARD_FIELDS, toProductCard } from './catalog-documents.ts';

/** Items whose products load at once (the spec's birth list page of 50); "show more" adds as many. */
export const BIRTHLIST_PAGE_SIZE = 50;

/** The document fields the page reads of a product (and of its configurable children). */
export const BIRTHLIST_PRODUCT_FIELDS = [
  ...PRODUCT_CARD_FIELDS,
  'type_id',
  'status',
  'visibility',
  'stock',
  'hide_add_to_cart_button',
  'configurable_options',
  'configurable_children',
];

type PublicItem = PublicBirthList['items'][number];
type Child = NonNullable<ProductDocument['configurable_children']>[number];

/** An item's product as the page shows it; null when the catalogue no longer sells it. */
export interface GiftProductView {
  name: string;
  /** The chosen variant in the page's language ("Kleur: Lila, Maat: 68"), null for none. */
  variant: string | null;
  image: string | null;
  path: string | null;
  /** In the store view's basis, euros. */
  price: number;
  from: boolean;
  taxNote: PriceTaxNote;
  inStock: boolean;
  /** The line a gift adds to the cart (quantity 1; the page sets the chosen quantity). */
  line: CartItem | null;
}

export interface GiftItemView {
  id: number;
  favorite: boolean;
  wanted: number;
  stillWanted: number;
  /** Null while the item is past the products loaded, or when its product is gone. */
  product: GiftProductView | null;
  /** The item's product is not in the catalogue any more (as opposed to not loaded). */
  unavailable: boolean;
}

/**
 * The documents an item may name by its sku: the product itself, or the configurable parent of
 * a child sku (found by `childParents`).
 */
export interface ItemDocuments {
  bySku: ReadonlyMap<string, ProductDocument>;
  /** Child sku → the parent's document. */
  byChildSku: ReadonlyMap<string, ProductDocument>;
}

/** Indexes search results by their sku and by the skus of their configurable children. */
export function indexDocuments(docs: readonly ProductDocument[]): ItemDocuments {
  const bySku = new Map<string, ProductDocument>();
  const byChildSku = new Map<string, ProductDocument>();
  for (const doc of docs) {
    if (typeof doc.sku !== 'string') continue;
    bySku.set(doc.sku, doc);
    for (const child of doc.configurable_children ?? []) byChildSku.set(child.sku, doc);
  }
  return { bySku, byChildSku };
}

/**
 * The configurable child an item names: its own sku when it is a child, else the child whose
 * attribute values are the item's configurable_item_options (attribute id → value index).
 */
export function findItemChild(
  doc: ProductDocument,
  item: Pick<PublicItem, 'sku' | 'product_option'>,
) {
  const children = doc.configurable_children ?? [];
  const bySku = children.find((child) => child.sku === item.sku);
  if (bySku) return bySku;
  const chosen = optionOf(item.product_option)?.extension_attributes?.configurable_item_options;
  if (!chosen || chosen.length === 0) return null;
  const wanted = chosen.map((choice) => {
    const option = doc.configurable_options?.find(
      (o) => o.attribute_id === Number(choice.option_id),
    );
    return option ? { code: option.attribute_code, value: Number(choice.option_value) } : null;
  });
  if (wanted.some((w) => w === null)) return null;
  return (
    children.find((child) => wanted.every((w) => w && Number(child[w.code]) === w.value)) ?? null
  );
}

/** The chosen variant's labels in the document's language: "Kleur: Lila, Maat: 68". */
export function describeVariant(doc: ProductDocument, child: Child): string | null {
  const parts = (doc.configurable_options ?? []).flatMap((option) => {
    const value = option.values.find((v) => v.value_index === Number(child[option.attribute_code]));
    return value ? [`${option.label}: ${value.label}`] : [];
  });
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * An item of the public list as the page shows it, with its product read from `docs` in the
 * page's store view. `withProduct` false leaves the product out (an item past the loaded ones).
 */
export function toGiftItemView(
  item: PublicItem,
  docs: ItemDocuments | null,
  storeView: StoreView,
): GiftItemView {
  const base = {
    id: item.birthlist_item_id,
    favorite: item.is_favorite,
    wanted: item.qty,
    stillWanted: Math.max(0, item.qty_still_wanted),
  };
  if (!docs) return { ...base, product: null, unavailable: false };
  const doc = docs.bySku.get(item.sku) ?? docs.byChildSku.get(item.sku);
  const product = doc ? toGiftProduct(item, doc, storeView) : null;
  return { ...base, product, unavailable: product === null };
}

function toGiftProduct(
  item: PublicItem,
  doc: ProductDocument,
  storeView: StoreView,
): GiftProductView | null {
  if (typeof doc.status === 'number' && doc.status >= 2) return null;
  const configurable = doc.type_id === 'configurable';
  const child = configurable ? findItemChild(doc, item) : null;
  if (configurable && (!child || child.status >= 2)) return null;
  // The cards' price rules, with the chosen child's prices for a configurable.
  const card = toProductCard(
    child ? { ...doc, ...child, sku: doc.sku, name: doc.name, slug: doc.slug } : doc,
    storeView,
  );
  if (!card) return null;
  const chosen = child ?? doc;
  const image = child?.image ?? doc.image ?? null;
  const path = getProductPath(storeView, card, child?.sku);
  const sellable = !doc.hide_add_to_cart_button && doc.type_id !== 'grouped';
  return {
    name: doc.name,
    variant: child ? describeVariant(doc, child) : null,
    image,
    path,
    price: card.price,
    from: card.from,
    taxNote: card.taxNote,
    inStock: chosen.stock?.is_in_stock === true,
    line: sellable
      ? {
          sku: chosen.sku,
          parentSku: doc.sku,
          qty: 1,
          type_id: doc.type_id,
          name: doc.name,
          // What the page knows; the server recomputes every price.
          price: chosen.final_price,
          price_incl_tax: chosen.final_price_incl_tax,
          image,
          path,
          product_option: giftOption(item, doc, child),
        }
      : null,
  };
}

/**
 * The options of a gift line: the item's own (bundle selections, custom options), a
 * configurable's chosen child in the page's language, and the item the gift is for.
 */
function giftOption(
  item: PublicItem,
  doc: ProductDocument,
  child: Child | null,
): CartProductOption {
  const own = optionOf(item.product_option)?.extension_attributes ?? {};
  const { configurable_item_options: _labelsOfTheListsLanguage, ...rest } = own;
  return {
    extension_attributes: {
      ...rest,
      ...(child
        ? {
            configurable_item_options: buildConfigurableItemOptions(
              doc,
              getChildConfiguration(doc, child),
            ),
          }
        : {}),
      birthlist_item_id: item.birthlist_item_id,
    },
  };
}

/** The public answer's product_option (typed unknown by the contract) as a cart option. */
function optionOf(value: unknown): CartProductOption | null {
  if (!value || typeof value !== 'object') return null;
  const ext = (value as { extension_attributes?: unknown }).extension_attributes;
  return ext && typeof ext === 'object' ? (value as CartProductOption) : null;
}

/**
 * How many items the page shows: `?show=` rounded up to whole pages of 50, at least one page,
 * no more than the list has (a bad or missing value is one page).
 */
export function parseShownCount(param: string | null, total: number): number {
  const asked = param !== null && /^\d{1,6}$/.test(param) ? Number(param) : BIRTHLIST_PAGE_SIZE;
  const pages = Math.max(1, Math.ceil(asked / BIRTHLIST_PAGE_SIZE));
  const maxPages = Math.max(1, Math.ceil(total / BIRTHLIST_PAGE_SIZE));
  return Math.min(pages, maxPages) * BIRTHLIST_PAGE_SIZE;
}

/**
 * How many of an item a visitor can still add as a gift: what is still wanted less what this
 * cart already holds for it, never below 0.
 */
export function giftQtyLimit(stillWanted: number, inCart: number): number {
  return Math.max(0, stillWanted - Math.max(0, inCart));
}

/** The units of each birth list item this cart holds as gifts, by item id. */
export function giftUnitsInCart(items: readonly CartItem[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const line of items) {
    const itemId = line.product_option?.extension_attributes?.birthlist_item_id;
    if (itemId !== undefined) units.set(itemId, (units.get(itemId) ?? 0) + line.qty);
  }
  return units;
}

/** A donation item's progress: the share contributed (0–100, whole percent) and what is left, in cents. */
export function donationProgress(targetCents: number, contributedCents: number) {
  const target = Math.max(0, targetCents);
  const contributed = Math.max(0, contributedCents);
  const percent = target === 0 ? 100 : Math.min(100, Math.floor((contributed / target) * 100));
  return { percent, remaining: Math.max(0, target - contributed) };
}

/** The expected date ('YYYY-MM-DD') in the page's language: "1 maart 2027", "1. März 2027". */
export function formatExpectedDate(date: string, locale: StoreView['locale']): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const at = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return null;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
}
