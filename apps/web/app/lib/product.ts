/**
 * The product page's pure rules over plain data: page paths and redirect decisions, the chosen
 * child of a configurable product and the option links that lead to the others, the stock text, the
 * gallery order and the breadcrumb trail. Browser-safe; the core rules do the selection itself.
 */
import {
  type BundleOption,
  type BundlePartRule,
  type CategoryRef,
  type ConfigurableOption,
  type CustomOption,
  findConfigurableVariant,
  type GiftCardRecipientOptions,
  getAvailableOptions,
  getChildConfiguration,
  giftCardRecipientOptions,
  isCombinationAvailable,
  isVariantEligible,
  type LinkGroup,
  lastMomentOf,
  type MediaEntry,
  type NO_AVAILABLE_VARIANTS,
  type PackageOption,
  type PriceFields,
  type ProductConfiguration,
  type ProductDocument,
  type ProductLabelId,
  type ProductLink,
  type ProductTypeId,
  STOCK_DISPLAY_THRESHOLD,
  type StockInfo,
  selectVariant,
  type VariantOptions,
} from '@shop/core';
import { getProductPath } from './catalog.ts';
import type { localizePath } from './store-view.ts';

/** The price fields the page shows (the rest of PriceFields stays on the server). */
export type ShownPriceFields = Pick<
  PriceFields,
  | 'price'
  | 'price_incl_tax'
  | 'final_price'
  | 'final_price_incl_tax'
  | 'special_price'
  | 'special_price_incl_tax'
  | 'original_price'
  | 'original_price_incl_tax'
  | 'discount_percentage'
  | 'advice_price'
  | 'advice_price_incl_tax'
>;

const SHOWN_PRICE_KEYS = [
  'price',
  'price_incl_tax',
  'final_price',
  'final_price_incl_tax',
  'special_price',
  'special_price_incl_tax',
  'original_price',
  'original_price_incl_tax',
  'discount_percentage',
  'advice_price',
  'advice_price_incl_tax',
] as const satisfies readonly (keyof ShownPriceFields)[];

/**
 * The last moment of the special price window (special_to_date read in the shop's time zone), or
 * null when it has no end: the page says until when an active special price holds.
 */
interface SpecialPriceEnd {
  special_until: number | null;
}

/** The prices a page shows of a product or of one of its children. */
type ShownPrices = ShownPriceFields & SpecialPriceEnd;

/**
 * A configurable child as the page needs it: its option values are plain properties; its prices
 * one object that children of the same prices share, so the page data carries each set once.
 */
export interface ProductChild {
  sku: string;
  prices: ShownPrices;
  status: number;
  stock: StockInfo;
  image: string | null;
  ean_code: string | null;
  [attributeCode: string]: unknown;
}

/** A bundle part as the page shows and prices it (no price source, tax class or stock figures). */
interface BundlePartView extends BundlePartRule {
  name: string;
  can_change_quantity: boolean;
}

/** A bundle option as the page needs it: core's bundle rules read it, the page shows it. */
export interface BundleOptionView
  extends Pick<BundleOption, 'option_id' | 'title' | 'type' | 'required' | 'position'> {
  product_links: BundlePartView[];
}

/**
 * Equal values as one object: the page data writes an object it has written before as a
 * reference, so each distinct value (a children's price set, a part's stock, a colour) is carried
 * once however many times the page uses it.
 */
function sharedValues() {
  const known = new Map<string, unknown>();
  return <T>(value: T): T => {
    const key = JSON.stringify(value);
    if (known.has(key)) return known.get(key) as T;
    known.set(key, value);
    return value;
  };
}
type Shared = ReturnType<typeof sharedValues>;

/** The bundle option of the view: what the page shows of each part and what the rules read. */
function bundleOptionView(option: BundleOption, shared: Shared): BundleOptionView {
  return {
    option_id: option.option_id,
    title: option.title,
    type: option.type,
    required: option.required,
    position: option.position,
    product_links: option.product_links.map((link) => ({
      id: link.id,
      name: link.name,
      qty: link.qty,
      can_change_quantity: link.can_change_quantity,
      is_default: link.is_default,
      position: link.position,
      price: link.price,
      price_incl_tax: link.price_incl_tax,
      stock: shared({ is_in_stock: link.stock.is_in_stock }),
    })),
  };
}

/** A package's options with each attribute value (a colour and its swatch) carried once. */
function packageOptionsView(options: PackageOption[], shared: Shared): PackageOption[] {
  return options.map((option) => ({
    ...option,
    products: option.products.map((product) => ({
      ...product,
      super_attributes: product.super_attributes.map((attribute) => ({
        ...attribute,
        values: attribute.values.map(shared),
      })),
    })),
  }));
}

export interface ProductView extends ShownPriceFields, SpecialPriceEnd {
  id: number;
  sku: string;
  type_id: ProductTypeId;
  name: string;
  slug: string;
  description: string;
  short_description: string | null;
  status: number;
  tax_class_id: number;
  stock: StockInfo;
  image: string | null;
  ean_code: string | null;
  media_gallery: MediaEntry[];
  product_labels: ProductLabelId[];
  category: CategoryRef[];
  configurable_options: ConfigurableOption[];
  configurable_children: ProductChild[];
  bundle_options: BundleOptionView[];
  /** A bundle's discount in whole percent on each chosen part (0: it costs its parts). */
  bundle_discount_percent?: number;
  custom_options: CustomOption[];
  /** A package's options as products to pick (absent for any other product). */
  package_options?: PackageOption[];
  /** The link groups the product is in (other colours, frames): server-rendered links. */
  link_groups?: LinkGroup[];
  /** A gift card's recipient options (core giftCardRecipientOptions, read on the server). */
  gift_card_recipient?: GiftCardRecipientOptions;
  hide_add_to_cart_button: boolean;
  /** A gift card: sold without VAT, never discounted, priced "from" its smallest amount. */
  is_giftcard?: boolean;
  /** The approved reviews' average and count in this store view; null while there are none. */
  rating?: { average: number; count: number } | null;
}

/** A product page request: the route params `/p/{parentSku}/{slug}/{childSku?}`. */
export interface ProductRequest {
  parentSku: string;
  slug: string;
  childSku?: string | undefined;
}

/** Variant selection settings of the shop: out-of-stock children stay listed and choosable. */
const VARIANT_OPTIONS: VariantOptions = { listOutOfStockProducts: true };

/** The product page path: `/p/{sku}/{slug}` or `/p/{sku}/{slug}/{childSku}`, under /de for German. */
export function getProductPagePath(
  storeView: Parameters<typeof localizePath>[0],
  sku: string,
  slug: string,
  childSku?: string | null,
): string {
  return getProductPath(storeView, { sku, slug }, childSku);
}

/**
 * Where a request for an existing product must be sent instead (301), or null when its URL is
 * canonical: an unknown or disabled childSku is dropped, a wrong slug (or sku spelling) becomes
 * the product's own.
 */
export function getProductRedirectPath(
  storeView: Parameters<typeof localizePath>[0],
  request: ProductRequest,
  product: Pick<ProductView, 'sku' | 'slug' | 'configurable_children'>,
): string | null {
  const childSku = request.childSku
    ? (product.configurable_children.find(
        (child) => child.sku === request.childSku && isVariantEligible(child, VARIANT_OPTIONS),
      )?.sku ?? null)
    : null;
  const childOk = !request.childSku || childSku !== null;
  if (childOk && request.slug === product.slug && request.parentSku === product.sku) return null;
  return getProductPagePath(storeView, product.sku, product.slug, childSku);
}

export type ChosenVariant =
  | { child: ProductChild; error: null }
  | { child: null; error: typeof NO_AVAILABLE_VARIANTS | null };

/**
 * The child a configurable product page shows: the URL's childSku when it names an eligible
 * child, else the core selection with no choice (the first eligible child). Products without
 * children have no child and no error; a configurable product whose children are all unavailable
 * gets 'No available product variants'.
 */
export function getChosenVariant(
  product: Pick<ProductView, 'type_id' | 'configurable_children' | 'configurable_options'>,
  childSku: string | null | undefined,
): ChosenVariant {
  if (product.type_id !== 'configurable') return { child: null, error: null };
  const configuration: ProductConfiguration = childSku ? { sku: childSku } : {};
  const selection = selectVariant(product, configuration, VARIANT_OPTIONS);
  return selection.ok
    ? { child: selection.variant, error: null }
    : { child: null, error: selection.error };
}

export interface OptionLink {
  id: string;
  label: string;
  /** Hex colour of a colour swatch, null when the value has none. */
  swatch: string | null;
  selected: boolean;
  /** An eligible child has this value together with the other chosen values. */
  available: boolean;
  /** The child this choice leads to is out of stock (it stays choosable, shown as sold out). */
  soldOut: boolean;
  /** The page of the child this choice leads to; null when no eligible child has the value. */
  href: string | null;
}

export interface OptionGroup {
  attributeCode: string;
  label: string;
  /** Every value has a swatch colour: show swatches instead of buttons. */
  swatches: boolean;
  values: OptionLink[];
}

/**
 * The option groups of a configurable product with a link per value: choosing a value keeps the
 * other chosen values and leads to the child matching the most of them (core
 * findConfigurableVariant). A value whose exact combination has no eligible child is marked
 * unavailable; its link leads to the nearest child that has the value, if any.
 */
export function getOptionGroups(
  storeView: Parameters<typeof localizePath>[0],
  product: Pick<ProductView, 'sku' | 'slug' | 'configurable_children' | 'configurable_options'>,
  chosen: ProductChild | null,
): OptionGroup[] {
  const lists = getAvailableOptions(product);
  const current = chosen ? getChildConfiguration(product, chosen) : {};
  return product.configurable_options
    .filter((option) => lists[option.attribute_code])
    .sort((a, b) => a.position - b.position)
    .map((option) => {
      const choices = lists[option.attribute_code] ?? [];
      const values = choices.map((choice): OptionLink => {
        const wanted: ProductConfiguration = { ...current, [choice.attribute_code]: choice };
        const target = findConfigurableVariant(product, wanted, VARIANT_OPTIONS);
        const hasValue = target !== null && String(target[choice.attribute_code]) === choice.id;
        const swatch =
          option.values.find((value) => String(value.value_index) === choice.id)?.swatch ?? null;
        return {
          id: choice.id,
          label: choice.label,
          swatch,
          selected: optionId(current[choice.attribute_code]) === choice.id,
          available: isCombinationAvailable(product, wanted, VARIANT_OPTIONS),
          soldOut: hasValue && target.stock?.is_in_stock === false,
          href:
            hasValue && target
              ? getProductPagePath(storeView, product.sku, product.slug, target.sku)
              : null,
        };
      });
      return {
        attributeCode: option.attribute_code,
        label: option.label || option.attribute_code,
        swatches: values.length > 0 && values.every((value) => Boolean(value.swatch)),
        values,
      };
    });
}

function optionId(value: ProductConfiguration[string]): string | null {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'id' in value) {
    return String(value.id);
  }
  return null;
}

type StockState = { state: 'in-stock' } | { state: 'low'; qty: number } | { state: 'sold-out' };

/**
 * What the page says about stock: sold out when not in stock, the quantity
 * when a managed stock holds STOCK_DISPLAY_THRESHOLD or fewer, else simply in stock.
 */
export function getStockState(stock: Pick<StockInfo, 'is_in_stock' | 'qty' | 'manage_stock'>) {
  if (!stock.is_in_stock) return { state: 'sold-out' } satisfies StockState;
  if (stock.manage_stock && stock.qty > 0 && stock.qty <= STOCK_DISPLAY_THRESHOLD) {
    return { state: 'low', qty: Math.floor(stock.qty) } satisfies StockState;
  }
  return { state: 'in-stock' } satisfies StockState;
}

/** The gallery entries in order, the chosen child's own image first when it has one. */
export function getGalleryEntries(
  media: readonly MediaEntry[],
  childImage: string | null | undefined,
): MediaEntry[] {
  const entries = [...media].sort((a, b) => a.pos - b.pos);
  if (!childImage) return entries;
  const index = entries.findIndex((entry) => entry.typ === 'image' && entry.image === childImage);
  if (index === 0) return entries;
  if (index > 0) {
    const [entry] = entries.splice(index, 1);
    return entry ? [entry, ...entries] : entries;
  }
  return [{ image: childImage, pos: 0, typ: 'image', lab: null, vid: null }, ...entries];
}

/**
 * The privacy-friendly embed address of a gallery video (YouTube without cookies), or null when
 * the video is not a YouTube one (then it is only linked).
 */
export function getVideoEmbedUrl(video: MediaEntry['vid']): string | null {
  if (!video) return null;
  const host = safeHost(video.url);
  if (!host || !/(^|\.)(youtube\.com|youtu\.be)$/.test(host)) return null;
  if (!/^[\w-]{6,20}$/.test(video.video_id)) return null;
  return `https://www.youtube-nocookie.com/embed/${video.video_id}?autoplay=1`;
}

function safeHost(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/**
 * The category trail of a product: the deepest of its category paths with its ancestors among
 * the product's categories, top first (Home › category › subcategory).
 */
export function getCategoryTrail(categories: readonly CategoryRef[]): CategoryRef[] {
  const depth = (category: CategoryRef) => category.url_path.split('/').length;
  const deepest = [...categories].sort((a, b) => depth(b) - depth(a))[0];
  if (!deepest) return [];
  return categories
    .filter(
      (category) =>
        deepest.url_path === category.url_path ||
        deepest.url_path.startsWith(`${category.url_path}/`),
    )
    .sort((a, b) => depth(a) - depth(b));
}

/** Text of catalogue HTML, at most `max` characters, cut at a word with '…' (meta description). */
export function toPlainText(html: string, max = 155): string {
  const text = html
    .replace(/<(br|\/p|\/li|\/h\d)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The skus of the products shown as related: the related links, else the upsell ones. */
export function getRelatedSkus(links: readonly ProductLink[], limit = 8): string[] {
  const byType = (type: ProductLink['link_type']) =>
    links
      .filter((link) => link.link_type === type)
      .sort((a, b) => a.position - b.position)
      .map((link) => link.linked_product_sku);
  const related = byType('related');
  return (related.length > 0 ? related : byType('upsell')).slice(0, limit);
}

/** The skus of the simple products of a grouped product, with their link quantity. */
export function getGroupedLinks(links: readonly ProductLink[]): ProductLink[] {
  return links
    .filter((link) => link.link_type === 'associated' && link.linked_product_type === 'simple')
    .sort((a, b) => a.position - b.position);
}

/** The product document as the page needs it (children, bundle links and prices trimmed). */
export function toProductView(doc: ProductDocument): ProductView {
  const shared = sharedValues();
  const optionCodes = (doc.configurable_options ?? []).map((option) => option.attribute_code);
  return {
    ...pickPrices(doc),
    special_until: specialUntil(doc.special_to_date),
    id: doc.id,
    sku: doc.sku,
    type_id: doc.type_id,
    name: doc.name,
    slug: doc.slug,
    description: doc.description ?? '',
    short_description: doc.short_description ?? null,
    status: doc.status,
    tax_class_id: doc.tax_class_id,
    stock: doc.stock,
    image: doc.image ?? null,
    ean_code: doc.ean_code ?? null,
    media_gallery: doc.media_gallery ?? [],
    product_labels: doc.product_labels ?? [],
    category: doc.category ?? [],
    configurable_options: doc.configurable_options ?? [],
    configurable_children: (doc.configurable_children ?? []).map((child) => ({
      prices: shared({
        ...pickPrices(child),
        special_until: specialUntil(child.special_to_date),
      }),
      ...Object.fromEntries(optionCodes.map((code) => [code, child[code] ?? null])),
      sku: child.sku,
      status: child.status,
      stock: child.stock,
      image: child.image ?? null,
      ean_code: child.ean_code ?? null,
    })),
    bundle_options: (doc.bundle_options ?? []).map((option) => bundleOptionView(option, shared)),
    bundle_discount_percent: doc.bundle_discount_percent ?? 0,
    custom_options: doc.custom_options ?? [],
    ...(doc.package_options
      ? { package_options: packageOptionsView(doc.package_options, shared) }
      : {}),
    link_groups: doc.link_groups ?? [],
    gift_card_recipient: giftCardRecipientOptions(doc),
    hide_add_to_cart_button: Boolean(doc.hide_add_to_cart_button),
    is_giftcard: doc.is_giftcard === true,
    rating: doc.rating_summary && doc.rating_summary.count > 0 ? doc.rating_summary : null,
  };
}

function specialUntil(toDate: string | null | undefined): number | null {
  return toDate ? lastMomentOf(toDate) : null;
}

function pickPrices(fields: ShownPriceFields): ShownPriceFields {
  const picked = {} as Record<keyof ShownPriceFields, number | null>;
  for (const key of SHOWN_PRICE_KEYS) picked[key] = fields[key] ?? null;
  return picked as ShownPriceFields;
}

/** Largest quantity the quantity field accepts. */
export const MAX_QTY = 999;

/** A whole quantity from 1 to MAX_QTY: the text is parsed as an integer, anything else is 1. */
export function parseQty(text: string): number {
  const parsed = Number.parseInt(text, 10);
  return Number.isFinite(parsed) && parsed >= 1 ? Math.min(parsed, MAX_QTY) : 1;
}
