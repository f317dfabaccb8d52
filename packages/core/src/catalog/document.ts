/**
 * The catalogue read model: one document per product and store view, as the catalogue search,
 * product reads and listings answer it (the shape the original shop's search index held).
 * Amounts are decimals in euros (2 fraction digits), the unit the storefront and the API calls
 * speak; the rules that make them work in integer cents.
 */
import type { LinkGroup, PackageOption } from './package.ts';
import type { ProductLabelId, ProductTypeId, Visibility } from './seed-types.ts';

export interface StockInfo {
  is_in_stock: boolean;
  qty: number;
  manage_stock: boolean;
}

/**
 * Raw price inputs kept on every document so that the price rules can be re-applied at read
 * time (a special price window may open or close after indexing). Cents, NL gross basis.
 */
export interface PriceSource {
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  advice_price: number | null;
  tier_prices: { customer_group_id: number; qty: number; value: number }[];
}

/** Price fields as displayed: each price as net (plain), its tax (_tax) and gross (_incl_tax). */
export interface PriceFields {
  price: number;
  price_tax: number;
  price_incl_tax: number;
  final_price: number;
  final_price_tax: number;
  final_price_incl_tax: number;
  special_price: number;
  special_price_tax: number;
  special_price_incl_tax: number;
  special_from_date: string | null;
  special_to_date: string | null;
  original_price: number;
  original_price_tax: number;
  original_price_incl_tax: number;
  regular_price: number;
  advice_price: number | null;
  advice_price_incl_tax: number | null;
  /** Whole percent off the original price, 0 when none. */
  discount_percentage: number;
  tier_prices: { customer_group_id: number; qty: number; value: number; value_incl_tax: number }[];
}

export interface MediaEntry {
  /** Media store path, e.g. `/product/stroller/magenta-1.svg`. */
  image: string;
  pos: number;
  typ: 'image' | 'video';
  lab: string | null;
  vid: { url: string; title: string; video_id: string } | null;
}

export interface ChildDocument extends PriceFields {
  id: number;
  sku: string;
  name: string;
  status: number;
  visibility: Visibility;
  tax_class_id: number;
  stock: StockInfo;
  image: string | null;
  ean_code: string | null;
  /** The shop's in-store barcode of this variant (a till scans it), or null. */
  os_barcode: string | null;
  price_source: PriceSource;
  /** Attribute values by code: option ids as numbers (select), strings or booleans. */
  [attributeCode: string]: unknown;
}

export interface ConfigurableOption {
  attribute_id: number;
  attribute_code: string;
  label: string;
  position: number;
  values: { value_index: number; label: string; swatch?: string | null }[];
}

/**
 * What the bundle rules read of an option's part (price, defaults, stock): a product page carries
 * only this and what it shows of each part.
 */
export interface BundlePartRule {
  id: number;
  qty: number;
  is_default: boolean;
  position: number;
  /** The linked product's current price for the view, net and incl. tax (euros). */
  price: number;
  price_incl_tax: number;
  stock: { is_in_stock: boolean };
}

/** What the bundle rules read of an option: its parts and whether one must be chosen. */
export interface BundleOptionRule {
  option_id: number;
  required: boolean;
  product_links: readonly BundlePartRule[];
}

export interface BundleOption {
  option_id: number;
  title: string;
  type: string;
  required: boolean;
  position: number;
  product_links: {
    id: number;
    sku: string;
    name: string;
    qty: number;
    can_change_quantity: boolean;
    is_default: boolean;
    position: number;
    price: number;
    price_incl_tax: number;
    price_source: PriceSource;
    tax_class_id: number;
    stock: StockInfo;
  }[];
}

export interface CustomOption {
  option_id: number;
  title: string;
  type: string;
  is_require: boolean;
  sort_order: number;
  values: {
    option_type_id: number;
    title: string;
    /** Euros for 'fixed' (as entered, NL gross basis), a percentage for 'percent'. */
    price: number;
    price_type: 'fixed' | 'percent';
    sort_order: number;
  }[];
}

export interface ProductLink {
  link_type: 'related' | 'upsell' | 'crosssell' | 'associated';
  linked_product_sku: string;
  linked_product_type: ProductTypeId;
  position: number;
  qty: number | null;
}

export interface CategoryRef {
  category_id: number;
  name: string;
  slug: string;
  url_path: string;
}

export interface ProductDocument extends PriceFields {
  id: number;
  sku: string;
  type_id: ProductTypeId;
  name: string;
  description: string;
  short_description: string | null;
  url_key: string;
  url_path: string;
  slug: string;
  /**
   * The product's url key in every language: the same product's page in the other store view
   * (the language switcher, hreflang alternates) without another read. Absent from documents of
   * read models built before it.
   */
  url_keys?: Record<'nl' | 'de', string>;
  status: number;
  visibility: Visibility;
  tax_class_id: number;
  stock: StockInfo;
  category_ids: number[];
  category: CategoryRef[];
  image: string | null;
  small_image: string | null;
  thumbnail: string | null;
  media_gallery: MediaEntry[];
  product_labels: ProductLabelId[];
  new: 0 | 1;
  sale: 0 | 1;
  news_from_date: string | null;
  news_to_date: string | null;
  ean_code: string | null;
  os_barcode: string | null;
  product_links: ProductLink[];
  configurable_options?: ConfigurableOption[];
  configurable_children?: ChildDocument[];
  bundle_options?: BundleOption[];
  custom_options?: CustomOption[];
  hide_add_to_cart_button: boolean;
  is_giftcard: boolean;
  /** A bundle's discount in whole percent on each chosen part (0: it costs its parts). */
  bundle_discount_percent?: number;
  /** A package's options as products to pick (a bundle sold as a package; see package.ts). */
  package_options?: PackageOption[];
  /** The link groups the product is a member of (absent: none). */
  link_groups?: LinkGroup[];
  /** The lowest price it sells for, shown as "from" (a gift card's smallest amount). */
  from_price?: number;
  price_source: PriceSource;
  /**
   * The approved reviews of the product in this store view: average (one decimal) and count.
   * Absent while it has none; cards and the product page draw stars from it.
   */
  rating_summary?: { average: number; count: number };
  created_at: string;
  updated_at: string;
  /** Attribute values by code (colour, size, brand, age and the Dutch-named ones). */
  [attributeCode: string]: unknown;
}
