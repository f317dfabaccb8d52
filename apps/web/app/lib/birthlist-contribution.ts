/**
 * Contributing money to a birth list's donation item (secondary-areas §4 "Birth list", decision
 * 25): the visitor buys the shop's gift card for the parents, an amount of its amount option,
 * and the cart line carries the donation item's id. No recipient, no message: the card is the
 * list owner's. Pure functions: the loader reads the gift card on the server and turns it into
 * the amounts offered; the page's contribute action builds the line in the browser.
 */
import { type CartItem, isGiftCard, type ProductDocument, type ProductTypeId } from '@shop/core';

/** The document fields the page reads of the gift card. */
export const GIFT_CARD_FIELDS = [
  'sku',
  'name',
  'image',
  'type_id',
  'status',
  'stock',
  'is_giftcard',
  'custom_options',
];

/** One amount a contribution can be: the amount option's value and its amount in cents. */
export interface ContributionAmount {
  valueId: number;
  cents: number;
}

/** What a contribution adds to the cart: the gift card with its amount option. */
export interface ContributionProduct {
  sku: string;
  name: string;
  image: string | null;
  typeId: ProductTypeId;
  /** The custom option the amount is chosen with. */
  optionId: number;
  /** Smallest first, without repeats. */
  amounts: ContributionAmount[];
}

/**
 * The gift card a contribution buys, or null when the document is no gift card the shop sells
 * now (disabled, sold out, or without fixed amounts): the page then offers no contribution.
 */
export function toContributionProduct(doc: ProductDocument | null): ContributionProduct | null {
  if (!doc || !isGiftCard({ is_giftcard: doc.is_giftcard === true })) return null;
  if (typeof doc.status === 'number' && doc.status >= 2) return null;
  if (doc.stock?.is_in_stock === false) return null;
  // The amount option: the one whose values are fixed amounts (the recipient's are texts).
  for (const option of doc.custom_options ?? []) {
    const seen = new Set<number>();
    const amounts: ContributionAmount[] = [];
    for (const value of option.values ?? []) {
      const cents = Math.round(value.price * 100);
      if (value.price_type !== 'fixed' || cents <= 0 || seen.has(cents)) continue;
      seen.add(cents);
      amounts.push({ valueId: value.option_type_id, cents });
    }
    if (amounts.length === 0) continue;
    return {
      sku: doc.sku,
      name: doc.name,
      image: typeof doc.image === 'string' ? doc.image : null,
      typeId: doc.type_id,
      optionId: option.option_id,
      amounts: amounts.sort((a, b) => a.cents - b.cents),
    };
  }
  return null;
}

/**
 * The cart line of a contribution of `amount` to a donation item: the gift card at that amount
 * (a voucher carries no VAT, so both prices are the amount; the server recomputes them anyway),
 * marked with the donation item.
 */
export function buildContributionLine(
  product: ContributionProduct,
  donationItemId: number,
  amount: ContributionAmount,
): CartItem {
  const euros = amount.cents / 100;
  return {
    sku: product.sku,
    parentSku: product.sku,
    qty: 1,
    type_id: product.typeId,
    name: product.name,
    price: euros,
    price_incl_tax: euros,
    image: product.image,
    product_option: {
      extension_attributes: {
        custom_options: [{ option_id: product.optionId, option_value: String(amount.valueId) }],
        birthlist_donation_item_id: donationItemId,
      },
    },
  };
}

/** The donation item a cart line contributes to, or undefined. */
export function contributionOf(line: Pick<CartItem, 'product_option'>): number | undefined {
  return line.product_option?.extension_attributes?.birthlist_donation_item_id;
}
