/**
 * The catalogue as the shop's own tables hold it ("source of truth"), in the shape the demo
 * generator writes and the database loader reads. Money is integer cents. Catalogue prices are
 * entered including the tax of the base country (NL), the way Dutch retailers price; see
 * `tax.ts` for how net and gross prices per store view are derived.
 */

/** A text per language of the two shopper-facing store views. The default store view uses `nl`. */
export interface Localized<T = string> {
  nl: T;
  de: T;
}

export type ProductTypeId = 'simple' | 'configurable' | 'bundle' | 'grouped' | 'virtual';

/** 1 not visible individually, 2 catalog, 3 search, 4 catalog and search (Magento's values). */
export type Visibility = 1 | 2 | 3 | 4;

/** 1 enabled; 2 or higher disabled. */
export type ProductStatus = number;

export type ProductLabelId =
  | 'new-label'
  | 'action-sticker'
  | 'sale-label'
  | 'advice-price-label'
  | 'red-label'
  | 'sold-out-label';

export interface CategorySeed {
  id: number;
  /** The root category (4442) has parentId 1. */
  parentId: number;
  name: Localized;
  urlKey: Localized;
  description?: Localized;
  position: number;
  includeInMenu: boolean;
  /** 'PAGE' means a content page, not a product listing. */
  displayMode: 'PRODUCTS' | 'PAGE' | 'PRODUCTS_AND_PAGE';
  isActive: boolean;
  /** Path of a generated image in the media store, e.g. `/category/strollers.svg`. */
  image?: string;
}

export type AttributeInput = 'select' | 'multiselect' | 'text' | 'boolean' | 'price' | 'weight';

export interface AttributeOptionSeed {
  /** Option id, unique over all attributes (Magento eav_attribute_option ids). */
  value: number;
  label: Localized;
  /** Colour swatch as #rrggbb, for colour options. */
  swatch?: string;
  position: number;
}

export interface AttributeSeed {
  id: number;
  code: string;
  input: AttributeInput;
  label: Localized;
  /** Offered as a listing facet. */
  isFilterable: boolean;
  isSearchable: boolean;
  isVisible: boolean;
  isComparable: boolean;
  isUserDefined: boolean;
  /** Usable as a configurable option (colour, size). */
  isConfigurable: boolean;
  position: number;
  options: AttributeOptionSeed[];
}

export interface StockSeed {
  qty: number;
  isInStock: boolean;
  manageStock: boolean;
}

export interface TierPriceSeed {
  customerGroupId: number;
  qty: number;
  /** Price per unit in cents, same tax basis as `price`. */
  value: number;
}

export interface MediaSeed {
  type: 'image' | 'video';
  /** Path inside the media store, starting with '/', e.g. `/product/stroller/magenta-1.svg`. */
  file: string;
  label?: Localized;
  position: number;
  /** For videos: provider id such as a YouTube id, and its title. */
  videoId?: string;
  videoUrl?: string;
}

export interface BundleSelectionSeed {
  selectionId: number;
  sku: string;
  qty: number;
  canChangeQty: boolean;
  isDefault: boolean;
  position: number;
}

export interface BundleOptionSeed {
  optionId: number;
  title: Localized;
  type: 'select' | 'radio' | 'checkbox' | 'multi';
  required: boolean;
  position: number;
  selections: BundleSelectionSeed[];
}

export interface CustomOptionValueSeed {
  optionTypeId: number;
  title: Localized;
  /** Cents for 'fixed', a percentage (e.g. 10 for 10 %) for 'percent'. */
  price: number;
  priceType: 'fixed' | 'percent';
  position: number;
}

export interface CustomOptionSeed {
  optionId: number;
  title: Localized;
  type: 'drop_down' | 'radio' | 'checkbox' | 'field' | 'area';
  required: boolean;
  position: number;
  values: CustomOptionValueSeed[];
}

export interface ProductLinkSeed {
  type: 'related' | 'upsell' | 'crosssell' | 'associated';
  sku: string;
  position: number;
  /** Default quantity for grouped ('associated') links. */
  qty?: number;
}

/**
 * A link group: products sold separately that belong together (the same pram in other colours
 * or frames, the parts of a set). Each member's page links to the others.
 */
export interface LinkGroupSeed {
  groupId: number;
  /** The kind of group (link_type_group_id): 'colour', 'frame' or 'set'. */
  type: 'colour' | 'frame' | 'set';
  title: Localized;
  members: {
    sku: string;
    /** What sets this member apart in the group (its colour, its frame). */
    label: Localized;
    /** A colour swatch as #rrggbb, for colour groups. */
    swatch?: string;
    position: number;
  }[];
}

export interface ProductSeed {
  id: number;
  sku: string;
  typeId: ProductTypeId;
  name: Localized;
  /** HTML as a shop writes it (paragraphs, a list of features). */
  description: Localized;
  shortDescription?: Localized;
  urlKey: Localized;
  status: ProductStatus;
  visibility: Visibility;
  /** A key of TAX_CLASSES (2 standard rate, 5 reduced rate). */
  taxClassId: number;
  /** Cents, including the NL tax (see file comment). 0 for bundles and grouped products. */
  price: number;
  specialPrice?: number;
  /** ISO date-time strings. */
  specialFromDate?: string;
  specialToDate?: string;
  /** Recommended retail price (adviesprijs), cents, same basis as price. */
  advicePrice?: number;
  tierPrices?: TierPriceSeed[];
  stock: StockSeed;
  /**
   * Attribute values by attribute code: an option id for select, a list of option ids for
   * multiselect, a string for text, a boolean for boolean, a number for weight.
   */
  attributes: Record<string, number | number[] | string | boolean>;
  /** Category assignments with the product's position in each category (lower first). */
  categories: { id: number; position: number }[];
  media: MediaSeed[];
  labels: ProductLabelId[];
  newsFromDate?: string;
  newsToDate?: string;
  eanCode?: string;
  osBarcode?: string;
  links: ProductLinkSeed[];
  /** For configurable products: the attribute codes that vary, in display order. */
  configurableAttributes?: string[];
  /** For configurable products: simple children (visibility 1), each with its own attributes. */
  children?: ProductSeed[];
  bundleOptions?: BundleOptionSeed[];
  customOptions?: CustomOptionSeed[];
  /** A bundle's discount in whole percent on each of its parts (its saving against apart). */
  bundleDiscountPercent?: number;
  hideAddToCartButton?: boolean;
  isGiftCard?: boolean;
  /**
   * A bundle sold as a package: the shopper picks a product per option and its super
   * attributes; its selections may be configurable products' variants.
   */
  isPackage?: boolean;
  /** The link groups the product is a member of (read from the catalogue, not written). */
  linkGroups?: LinkGroupSeed[];
  createdAt: string;
  updatedAt: string;
}

export interface UrlRedirectSeed {
  requestPath: string;
  targetPath: string;
  /** 301 or 302. */
  redirectType: 301 | 302;
  storeCode: 'nl' | 'de';
}

export interface CmsPageSeed {
  id: number;
  identifier: Localized;
  title: Localized;
  content: Localized;
}

export interface CatalogSeed {
  categories: CategorySeed[];
  attributes: AttributeSeed[];
  products: ProductSeed[];
  redirects: UrlRedirectSeed[];
  cmsPages: CmsPageSeed[];
  /** Link groups over the products (absent: none). */
  linkGroups?: LinkGroupSeed[];
}

/** The links of one product, by its id. */
export interface ProductLinksSeed {
  productId: number;
  links: ProductLinkSeed[];
}

/**
 * A catalogue a slice at a time, so that a large one is never in memory as a whole: one 'start'
 * slice, then 'products' slices (each parent with its children), then 'links' slices, then one
 * 'end' slice. A product of a 'products' slice may come without links that a 'links' slice
 * gives it later (they name products that may come after it).
 */
export type CatalogSlice =
  | { type: 'start'; categories: CategorySeed[]; attributes: AttributeSeed[] }
  | { type: 'products'; products: ProductSeed[] }
  | { type: 'links'; links: ProductLinksSeed[] }
  | {
      type: 'end';
      redirects: UrlRedirectSeed[];
      cmsPages: CmsPageSeed[];
      linkGroups: LinkGroupSeed[];
    };
