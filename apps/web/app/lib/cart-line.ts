/**
 * The cart lines a product page adds: the chosen
 * child of a configurable product with its configurable_item_options, a bundle with its
 * selections, custom options, and the members of a grouped product (each its own line).
 * Prices here are what the page knows; the server recomputes them (it never trusts the client).
 */
import {
  type BundleOptionSelection,
  buildConfigurableItemOptions,
  type CartItem,
  type CartProductOption,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_NAME_MAX,
  getChildConfiguration,
  giftCardLineProblems,
  type PackageSelection,
  type PriceAmount,
  parseOptionQty,
  type StoreView,
} from '@shop/core';
import type { Translate } from './i18n.ts';
import { loadMessageArea } from './message-areas.ts';
import { getProductPagePath, type ProductChild, type ProductView } from './product.ts';
import type { GroupedItem } from './product-api.ts';
import { type CustomChoices, getShownPrice, type ShownPriceInput } from './product-price.ts';

export interface ProductLineInput {
  storeView: StoreView;
  product: ProductView;
  child: ProductChild | null;
  qty: number;
  /** The (live) price fields of the chosen product. */
  fields: ShownPriceInput['fields'];
  bundleSelections: readonly BundleOptionSelection[];
  /** A package's checked selection, injected into the line just before adding (§4). */
  packageSelections?: readonly PackageSelection[] | null;
  customChoices: CustomChoices;
  customTexts: Record<number, string>;
  customValues: NonNullable<ShownPriceInput['customValues']>;
}

/** The unit price incl. and excl. tax of the chosen product with its options. */
function unitPrice(input: ProductLineInput): PriceAmount {
  const base = {
    fields: input.fields,
    taxClassId: input.product.tax_class_id,
    ...(input.product.type_id === 'bundle'
      ? {
          bundle: {
            options: input.product.bundle_options,
            selections: input.bundleSelections,
            // The same discount the page shows, so the line's price is the page's.
            discountPercent: input.product.bundle_discount_percent ?? 0,
          },
        }
      : {}),
    customValues: input.customValues,
    qty: 1,
  };
  return {
    price: getShownPrice({ ...base, storeView: { ...input.storeView, pricesIncludeTax: false } })
      .final,
    price_incl_tax: getShownPrice({
      ...base,
      storeView: { ...input.storeView, pricesIncludeTax: true },
    }).final,
  };
}

function customOptions(input: ProductLineInput) {
  return input.product.custom_options.flatMap((option) => {
    const text = input.customTexts[option.option_id]?.trim();
    const ids = input.customChoices[option.option_id] ?? [];
    if (text) return [{ option_id: option.option_id, option_value: text }];
    if (ids.length === 0) return [];
    return [{ option_id: option.option_id, option_value: ids.join(',') }];
  });
}

/** The line of a simple, virtual, configurable or bundle product page. */
export function buildProductLine(input: ProductLineInput): CartItem {
  const { product, child, storeView } = input;
  const attributes: NonNullable<CartProductOption['extension_attributes']> = {};
  if (product.type_id === 'configurable' && child) {
    attributes.configurable_item_options = buildConfigurableItemOptions(
      product,
      getChildConfiguration(product, child),
    );
  }
  if (product.type_id === 'bundle') {
    attributes.bundle_options = input.bundleSelections.map((selection) => ({
      option_id: selection.option_id,
      option_qty: parseOptionQty(selection.option_qty) ?? 1,
      option_selections: [...selection.option_selections],
    }));
  }
  if (input.packageSelections && input.packageSelections.length > 0) {
    attributes.package_options = input.packageSelections.map((selection) => ({
      ...selection,
      selected_products: [...selection.selected_products],
      super_attributes: { ...selection.super_attributes },
    }));
  }
  const custom = customOptions(input);
  if (custom.length > 0) attributes.custom_options = custom;
  const price = unitPrice(input);
  return {
    sku: child?.sku ?? product.sku,
    parentSku: product.sku,
    qty: input.qty,
    type_id: product.type_id,
    name: product.name,
    price: price.price,
    price_incl_tax: price.price_incl_tax,
    image: child?.image ?? product.image,
    path: getProductPagePath(storeView, product.sku, product.slug, child?.sku),
    ...(Object.keys(attributes).length > 0
      ? { product_option: { extension_attributes: attributes } }
      : {}),
  };
}

/** The lines of a grouped product: each member with its link quantity times the chosen quantity. */
export function buildGroupedLines(
  storeView: StoreView,
  links: readonly { linked_product_sku: string; qty: number | null }[],
  members: readonly GroupedItem[],
  qty: number,
): CartItem[] {
  return links.flatMap((link) => {
    const member = members.find((item) => item.sku === link.linked_product_sku);
    if (!member) return [];
    return [
      {
        sku: member.sku,
        parentSku: member.sku,
        qty: (link.qty && link.qty > 0 ? link.qty : 1) * qty,
        type_id: 'simple' as const,
        name: member.name,
        price: member.final_price,
        price_incl_tax: member.final_price_incl_tax,
        image: member.image,
        ...(member.slug ? { path: getProductPagePath(storeView, member.sku, member.slug) } : {}),
      },
    ];
  });
}

/**
 * The problems of a gift card's recipient (core's checkGiftCardRecipient: a name, a valid e-mail
 * address, a message of at most 300 characters) by option id, in the page's language (the
 * texts of the API's answers, cart.gift_card_*). Empty for a good recipient or another product.
 */
export async function giftCardRecipientErrors(
  storeView: StoreView,
  product: ProductView,
  texts: Record<number, string>,
  t: Translate,
): Promise<Record<number, string>> {
  const options = product.gift_card_recipient ?? {};
  const values = Object.entries(texts).map(([id, text]) => ({ option_id: id, option_value: text }));
  const problems = giftCardLineProblems(options, values);
  if (problems.length === 0) return {};
  await loadMessageArea(storeView.locale, 'errors');
  const errors: Record<number, string> = {};
  for (const problem of problems) {
    const optionId = options[problem.field];
    if (optionId === undefined) continue;
    errors[optionId] = t(`cart.gift_card_${problem.rule}`, {
      max: problem.field === 'message' ? GIFT_CARD_MESSAGE_MAX : GIFT_CARD_NAME_MAX,
    });
  }
  return errors;
}
