/**
 * Line identity: the checksum of a line's options (two requests for the same sku with the same
 * options are one line) and whether two lines are the same line (productsEquals).
 */
import { sha3_224 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { CartItem, CartProductOption } from './types.ts';

/** sha3-224 (FIPS) of a text, as lower-case hex. */
export function sha3Hex(text: string): string {
  return bytesToHex(sha3_224(utf8ToBytes(text)));
}

/** Every number inside a value turned into a string, recursively (objects and arrays copied). */
function numbersToStrings(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(numbersToStrings);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, numbersToStrings(v)]));
  }
  return value;
}

function nonEmptyList(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value.length > 0 ? value : null;
  if (value !== null && typeof value === 'object') {
    const values = Object.values(value);
    return values.length > 0 ? values : null;
  }
  return null;
}

/** The value whose JSON the checksum hashes (exported for tests and diagnostics). */
export function getChecksumSource(productOption: CartProductOption | null | undefined): unknown {
  if (!productOption) return null;
  const attributes = productOption.extension_attributes ?? {};
  const list =
    nonEmptyList(attributes.bundle_options) ??
    nonEmptyList(attributes.custom_options) ??
    nonEmptyList(attributes.configurable_item_options);
  if (!list) return productOption;
  const gift = attributes.birthlist_item_id;
  const contribution = attributes.birthlist_donation_item_id;
  // A gift for a birth list item is a line of its own: its checksum differs from the same
  // options bought for oneself. So is a contribution to a donation item: the same gift card
  // amount for someone else, or for another donation item, is another line.
  if (gift !== undefined) {
    return { options: numbersToStrings(list), birthlist_item_id: String(gift) };
  }
  if (contribution !== undefined) {
    return { options: numbersToStrings(list), birthlist_donation_item_id: String(contribution) };
  }
  return numbersToStrings(list);
}

/**
 * The checksum of a line: sha3-224 of the JSON of its first non-empty option list (bundle, custom,
 * configurable; numbers as strings), of the whole product_option otherwise, or of `null` without one.
 */
export function getProductChecksum(item: { product_option?: CartProductOption | null }): string {
  return sha3Hex(JSON.stringify(getChecksumSource(item.product_option)));
}

type Comparable = Pick<CartItem, 'sku' | 'product_option' | 'checksum'> & {
  item_id?: number | undefined;
  server_item_id?: number | undefined;
};

const serverId = (item: Comparable) => item.server_item_id ?? item.item_id;

function hasOptionList(
  item: Comparable,
  key: 'bundle_options' | 'custom_options' | 'configurable_item_options',
) {
  return nonEmptyList(item.product_option?.extension_attributes?.[key]) !== null;
}

/** The birth list item a line is a gift for, or undefined (bought for oneself). */
const giftOf = (item: Comparable) =>
  item.product_option?.extension_attributes?.birthlist_item_id ?? undefined;

/** The donation item a line contributes to, or undefined (not a contribution). */
const contributionOf = (item: Comparable) =>
  item.product_option?.extension_attributes?.birthlist_donation_item_id ?? undefined;

/**
 * Whether two lines are the same line: a gift for a birth list item, or a contribution to a
 * donation item, never equals a line for another item or for oneself (unless the server says
 * it is its one line); bundle or custom
 * options compare by server id or by sku and checksum; configurable lines by sku (ids change when
 * a line is reconfigured); others by server id or sku. A missing checksum is computed.
 */
export function productsEquals(a: Comparable | null | undefined, b: Comparable | null | undefined) {
  if (!a || !b) return false;
  const idA = serverId(a);
  const idB = serverId(b);
  const sameId = idA !== undefined && idB !== undefined && idA === idB;
  if (giftOf(a) !== giftOf(b) || contributionOf(a) !== contributionOf(b)) return sameId;
  if (
    hasOptionList(a, 'bundle_options') ||
    hasOptionList(b, 'bundle_options') ||
    hasOptionList(a, 'custom_options') ||
    hasOptionList(b, 'custom_options')
  ) {
    if (sameId) return true;
    // The sku is compared too: the original matched two different bundles with equal selections.
    return (
      String(a.sku) === String(b.sku) &&
      (a.checksum ?? getProductChecksum(a)) === (b.checksum ?? getProductChecksum(b))
    );
  }
  if (
    hasOptionList(a, 'configurable_item_options') ||
    hasOptionList(b, 'configurable_item_options')
  ) {
    return String(a.sku) === String(b.sku);
  }
  return sameId || String(a.sku) === String(b.sku);
}
