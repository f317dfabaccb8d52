/**
 * Gift cards. A gift card is a multi-purpose voucher: it carries no VAT when sold (tax class
 * none; VAT is due when it is spent), no coupon takes anything off it, and its price is the
 * amount the shopper picks from its amount option. Its product price is therefore "from" the
 * smallest amount, and each amount is shown as a plain amount, never as a surcharge.
 */
import type { StoreView } from '../store-views.ts';
import { TAX_CLASS_NONE } from '../tax-rules.ts';
import type { CustomOption } from './document.ts';

/** The product fields a gift card's rules read. */
export interface GiftCardProduct {
  is_giftcard?: boolean | null;
  tax_class_id: number;
  custom_options?: readonly Pick<CustomOption, 'values'>[] | null;
}

/** Whether a product is a gift card. */
export function isGiftCard(product: Pick<GiftCardProduct, 'is_giftcard'>): boolean {
  return product.is_giftcard === true;
}

/** The tax class a product is sold at: none for a gift card, else its own. */
export function saleTaxClass(product: Pick<GiftCardProduct, 'is_giftcard' | 'tax_class_id'>) {
  return isGiftCard(product) ? TAX_CLASS_NONE : product.tax_class_id;
}

/** The tax note beside a shown price (a key of the storefront's catalogue). */
export type PriceTaxNote = 'no VAT' | 'incl. VAT' | 'excl. VAT';

/**
 * The tax note beside a product's price, wherever it is shown (product page, product cards): a
 * product sold at tax class none (a gift card always is) carries no VAT, so its note says so in
 * every store view; any other price is in the store view's basis: incl. VAT in every consumer view
 (nl and de), excl. VAT only in a view that shows net prices.
 * A product whose tax class is not known is taken at its own basis.
 */
export function priceTaxNote(
  product: { is_giftcard?: boolean | null; tax_class_id?: number | null },
  view: Pick<StoreView, 'pricesIncludeTax'>,
): PriceTaxNote {
  const taxClass = isGiftCard(product) ? TAX_CLASS_NONE : product.tax_class_id;
  if (taxClass === TAX_CLASS_NONE) return 'no VAT';
  return view.pricesIncludeTax ? 'incl. VAT' : 'excl. VAT';
}

/**
 * The amounts (cents) a gift card can be bought for: the fixed values of its options, smallest
 * first, without repeats. Empty for a product that is not a gift card.
 */
export function giftCardAmounts(product: GiftCardProduct): number[] {
  if (!isGiftCard(product)) return [];
  const amounts = (product.custom_options ?? []).flatMap((option) =>
    option.values
      .filter((value) => value.price_type === 'fixed' && value.price > 0)
      .map((value) => Math.round(value.price * 100)),
  );
  return [...new Set(amounts)].sort((a, b) => a - b);
}

/** The smallest amount of a gift card in cents (its "from" price); null when it has none. */
export function giftCardFromAmount(product: GiftCardProduct): number | null {
  return giftCardAmounts(product)[0] ?? null;
}

/** The longest recipient name and message of a gift card (characters). */
export const GIFT_CARD_NAME_MAX = 100;
export const GIFT_CARD_MESSAGE_MAX = 300;
