/**
 * The identity of a cart line's options: two requests for the same sku with the same bundle
 * selections and custom options are the same line. Configurable options are not part of it: the
 * child sku already says which variant it is.
 */
import type { ConfigurableItemOption } from '../catalog/variant.ts';

export interface BundleOptionChoice {
  option_id: number;
  option_qty: number;
  option_selections: number[];
}

export interface CustomOptionChoice {
  option_id: number;
  option_value: string;
}

/** product_option as stored with a line: normalised, sorted, numbers as numbers. */
export interface LineProductOption {
  extension_attributes: {
    configurable_item_options?: ConfigurableItemOption[];
    bundle_options?: BundleOptionChoice[];
    custom_options?: CustomOptionChoice[];
    /** The birth list item a gift line is bought for. */
    birthlist_item_id?: number;
    /** The birth list donation item a gift card line is a contribution to. */
    birthlist_donation_item_id?: number;
  };
}

/** The canonical text of the parts of a line's options that make it a separate line. */
export function lineOptionsIdentity(option: LineProductOption | null | undefined): string {
  const ext = option?.extension_attributes;
  const bundle = (ext?.bundle_options ?? [])
    .map((b) => ({
      option_id: b.option_id,
      option_qty: b.option_qty,
      option_selections: [...b.option_selections].sort((x, y) => x - y),
    }))
    .sort((a, b) => a.option_id - b.option_id);
  const custom = (ext?.custom_options ?? [])
    .map((c) => ({ option_id: c.option_id, option_value: String(c.option_value) }))
    .sort((a, b) => a.option_id - b.option_id);
  const gift = ext?.birthlist_item_id;
  // A gift for a birth list item is a line of its own (its units count on that list).
  if (gift !== undefined) return JSON.stringify({ bundle, custom, birthlist_item_id: gift });
  const contribution = ext?.birthlist_donation_item_id;
  // So is a contribution to a donation item (its amount counts towards that item).
  if (contribution !== undefined) {
    return JSON.stringify({ bundle, custom, birthlist_donation_item_id: contribution });
  }
  if (bundle.length === 0 && custom.length === 0) return '';
  return JSON.stringify({ bundle, custom });
}
