/**
 * The cart's entities: the line the browser keeps, with what the server adds to it (its item id
 * and quote id) once the line is in sync.
 * A line of a configurable product carries the CHILD sku and its parent in parentSku, as the
 * server returns it; a bundle line carries the bundle sku and its selections in product_option.
 */
import type { PackageSelection } from '../catalog/package.ts';
import type { ProductTypeId } from '../catalog/seed-types.ts';

export interface CartConfigurableItemOption {
  option_id: string | number;
  option_value: string | number;
  label?: string;
  value?: string;
}

export interface CartBundleOption {
  option_id: string | number;
  option_qty: string | number;
  option_selections: (string | number)[];
}

export interface CartCustomOption {
  option_id: string | number;
  option_value: string | number;
}

export interface CartProductOption {
  extension_attributes?: {
    configurable_item_options?: CartConfigurableItemOption[];
    bundle_options?: CartBundleOption[];
    custom_options?: CartCustomOption[];
    /**
     * A package's selection, injected into the line just before adding (secondary-areas §4);
     * the server turns it into the bundle parts it stands for.
     */
    package_options?: PackageSelection[];
    discount_amount?: number;
    /**
     * The birth list item a gift line is bought for: part of the line's identity (a gift and
     * the same product for oneself are two lines).
     */
    birthlist_item_id?: number;
    /**
     * The donation item a contribution line (a gift card bought for the list's parents) adds
     * its amount to: part of the line's identity like `birthlist_item_id`.
     */
    birthlist_donation_item_id?: number;
  };
}

/** Row totals of a line as the server's totals report them. */
export interface CartItemTotals {
  row_total: number;
  row_total_incl_tax: number;
  discount_amount: number;
  options: { label: string; value: string }[];
}

/** One line of the client cart. */
export interface CartItem {
  sku: string;
  parentSku?: string | undefined;
  qty: number;
  type_id: ProductTypeId;
  name: string;
  /** Unit prices known to the client (euros); the server's totals replace them when online. */
  price: number;
  price_incl_tax: number;
  image?: string | null | undefined;
  /** The storefront path of the product, for links from the cart. */
  path?: string | undefined;
  /**
   * The product's brand as its store view names it, kept from the product (or the server's
   * line) for the analytics items (secondary-areas §9); null or absent: none known.
   */
  brand?: string | null | undefined;
  /**
   * The names of the product's deepest category path, top first (at most 6 levels), kept with
   * the line for the analytics items (secondary-areas §9); absent: not known.
   */
  category_path?: string[] | undefined;
  product_option?: CartProductOption | undefined;
  checksum?: string | undefined;
  item_id?: number | undefined;
  server_item_id?: number | undefined;
  server_cart_id?: string | undefined;
  prev_qty?: number | undefined;
  errors?: Record<string, string> | undefined;
  info?: Record<string, string> | undefined;
  is_in_stock?: boolean | undefined;
  stock?: { is_in_stock: boolean; qty: number; manage_stock: boolean } | undefined;
  totals?: CartItemTotals | undefined;
}

/**
 * What the cart rules read of a line of the server cart. The cart API's answer (the contracts'
 * ServerCartItem) carries these fields and more.
 */
export interface ServerLine {
  item_id: number;
  quote_id: string;
  sku: string;
  parentSku?: string | null | undefined;
  qty: number;
  name?: string | undefined;
  price?: number | undefined;
  price_incl_tax?: number | undefined;
  product_type: ProductTypeId;
  product_option?: CartProductOption | null | undefined;
  /** The product's brand and category path as the server's catalogue names them (analytics). */
  brand?: string | null | undefined;
  category_path?: string[] | undefined;
}

/** What the client sends to POST /api/cart/update. */
export interface CartItemPayload {
  sku: string;
  qty: number;
  product_option?: CartProductOption | undefined;
  quoteId?: string | undefined;
  item_id?: number | undefined;
}
