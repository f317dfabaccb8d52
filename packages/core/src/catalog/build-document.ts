/**
 * Builds the read-model document of one product for one store view from the catalogue as
 * stored (ProductSeed shape), plus the columns that listings and search filter and sort on.
 * Pure: the indexer feeds it, tests call it directly.
 */

import { toCents } from '../money.ts';
import {
  type AnalyzedText,
  analyzeDescription,
  analyzeText,
  type SearchLanguage,
  stemWord,
} from '../search/analyze.ts';
import { tokenize } from '../search/tokenize.ts';
import { parseShopDate } from '../shop-time.ts';
import type { StoreView } from '../store-views.ts';
import {
  computeBundlePrice,
  computeGroupedPrice,
  getDefaultBundleSelections,
  isBundleAvailable,
} from './composite-prices.ts';
import type {
  BundleOption,
  CategoryRef,
  ChildDocument,
  ConfigurableOption,
  CustomOption,
  MediaEntry,
  PriceFields,
  PriceSource,
  ProductDocument,
  ProductLink,
  StockInfo,
} from './document.ts';
import { giftCardFromAmount } from './gift-card.ts';
import { parentPriceCandidates } from './group-prices.ts';
import type { LinkGroup, PackageOption, PackageProduct } from './package.ts';
import {
  applyConfigurableParentPrice,
  computePriceFields,
  discountPercentage,
  type PriceAmount,
  pickPriceFields,
} from './prices.ts';
import type { AttributeInput, ProductSeed, ProductTypeId } from './seed-types.ts';

export interface CategoryInfo {
  id: number;
  parentId: number;
  name: string;
  slug: string;
  urlPath: string;
  isActive: boolean;
}

export interface AttributeInfo {
  id: number;
  code: string;
  label: string;
  input: AttributeInput;
  isFilterable: boolean;
  options: Map<number, { label: string; swatch: string | null; position: number }>;
}

export interface DocumentContext {
  storeView: StoreView;
  now: Date;
  categories: Map<number, CategoryInfo>;
  attributes: Map<string, AttributeInfo>;
  /** Every product by sku: bundle selections and grouped links are looked up here. */
  productsBySku: Map<string, ProductSeed>;
  /**
   * The type of products that only related, upsell and cross-sell links name (a document names
   * their sku and type, nothing more), where productsBySku lacks them.
   */
  linkedTypes?: Map<string, ProductTypeId>;
  /** The configurable parent of each child sku (a package's variants are grouped by it). */
  parentsBySku?: Map<string, ProductSeed>;
  /**
   * Words of the catalogue in the view's language (as tokenized, and their stems): the parts a
   * compound of a name or category may be split into. Without it compounds stay whole.
   */
  vocabulary?: ReadonlySet<string>;
}

/** What the read-model table stores beside the document. */
export interface DocumentColumns {
  /** Displayed final price in cents (incl. tax where the view shows it). */
  price: number;
  isInStock: boolean;
  categoryIds: number[];
  positions: Record<string, number>;
  facetTerms: string[];
  childSkus: string[];
  /**
   * Indexed words by weight: the product's name; its categories; its skus, barcode and brand;
   * the modifiers of compounds in name and categories (what it is for, not what it is); the
   * words of its description that none of those has (weighed as the modifiers).
   */
  search: { name: string; sku: string; category: string; weak: string; description: string };
  /** Next moment a special price or "new" window opens or closes, or null. */
  priceValidUntil: Date | null;
}

export function priceSourceOf(product: ProductSeed): PriceSource {
  return {
    price: product.price,
    special_price: product.specialPrice ?? null,
    special_from_date: product.specialFromDate ?? null,
    special_to_date: product.specialToDate ?? null,
    advice_price: product.advicePrice ?? null,
    tier_prices: (product.tierPrices ?? []).map((tier) => ({
      customer_group_id: tier.customerGroupId,
      qty: tier.qty,
      value: tier.value,
    })),
  };
}

function stockOf(product: ProductSeed): StockInfo {
  return {
    is_in_stock: product.stock.isInStock,
    qty: product.stock.qty,
    manage_stock: product.stock.manageStock,
  };
}

function pricesOf(product: ProductSeed, ctx: DocumentContext): PriceFields {
  return computePriceFields({
    source: priceSourceOf(product),
    taxClassId: product.taxClassId,
    storeView: ctx.storeView,
    now: ctx.now,
  });
}

/**
 * Price fields of a bundle or grouped product from the sums of its parts: what it costs now
 * (`final`) and what the parts cost before special prices (`regular`).
 */
function compositePriceFields(
  template: PriceFields,
  final: PriceAmount,
  regular: PriceAmount,
  storeView: StoreView,
): PriceFields {
  const net = toCents(final.price);
  const gross = toCents(final.price_incl_tax);
  const regularNet = toCents(regular.price);
  const regularGross = toCents(regular.price_incl_tax);
  const shown = storeView.pricesIncludeTax;
  return {
    ...template,
    price: net / 100,
    price_tax: (gross - net) / 100,
    price_incl_tax: gross / 100,
    final_price: net / 100,
    final_price_tax: (gross - net) / 100,
    final_price_incl_tax: gross / 100,
    original_price: regularNet / 100,
    original_price_tax: (regularGross - regularNet) / 100,
    original_price_incl_tax: regularGross / 100,
    regular_price: (shown ? regularGross : regularNet) / 100,
    discount_percentage: discountPercentage(shown ? regularGross : regularNet, shown ? gross : net),
  };
}

/** Whether a from/to window (either end optional, both inclusive, shop time) is open now. */
function isWindowOpen(from: string | undefined, to: string | undefined, now: Date): boolean {
  if (!from && !to) return false;
  const time = now.getTime();
  const start = from ? parseShopDate(from) : null;
  const end = to ? parseShopDate(to) : null;
  if ((from && !start) || (to && !end)) return false;
  return (!start || time >= start.start) && (!end || time < end.end);
}

/** The next instant after `now` at which a window opens (its start) or closes (its end). */
function nextBoundary(windows: [string | undefined, string | undefined][], now: Date): Date | null {
  let next: number | null = null;
  for (const [from, to] of windows) {
    const moments = [
      from ? parseShopDate(from)?.start : undefined,
      to ? parseShopDate(to)?.end : undefined,
    ];
    for (const moment of moments) {
      if (moment !== undefined && moment > now.getTime() && (next === null || moment < next)) {
        next = moment;
      }
    }
  }
  return next === null ? null : new Date(next);
}

function attributeValues(
  attributes: Record<string, unknown>,
  ctx: DocumentContext,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [code, value] of Object.entries(attributes)) {
    if (ctx.attributes.has(code)) values[code] = value;
  }
  return values;
}

function facetTermsOf(products: ProductSeed[], ctx: DocumentContext): string[] {
  const terms = new Set<string>();
  for (const product of products) {
    for (const [code, value] of Object.entries(product.attributes)) {
      const attribute = ctx.attributes.get(code);
      if (!attribute?.isFilterable) continue;
      const list = Array.isArray(value) ? value : [value];
      for (const item of list) {
        if (item === null || item === undefined || item === '') continue;
        terms.add(`${code}:${String(item)}`);
      }
    }
  }
  return [...terms];
}

function mediaOf(product: ProductSeed, language: 'nl' | 'de'): MediaEntry[] {
  return [...product.media]
    .sort((a, b) => a.position - b.position)
    .map((media) => ({
      image: media.file,
      pos: media.position,
      typ: media.type,
      lab: media.label?.[language] ?? null,
      vid:
        media.type === 'video' && media.videoId
          ? {
              url: media.videoUrl ?? '',
              title: media.label?.[language] ?? '',
              video_id: media.videoId,
            }
          : null,
    }));
}

function firstImage(product: ProductSeed): string | null {
  const image = [...product.media]
    .filter((media) => media.type === 'image')
    .sort((a, b) => a.position - b.position)[0];
  return image?.file ?? null;
}

function isSellable(product: ProductSeed): boolean {
  return product.status < 2;
}

function childDocument(child: ProductSeed, ctx: DocumentContext): ChildDocument {
  const language = ctx.storeView.language;
  return {
    ...attributeValues(child.attributes, ctx),
    ...pricesOf(child, ctx),
    id: child.id,
    sku: child.sku,
    name: child.name[language],
    status: child.status,
    visibility: child.visibility,
    tax_class_id: child.taxClassId,
    stock: stockOf(child),
    image: firstImage(child),
    ean_code: child.eanCode ?? null,
    os_barcode: child.osBarcode ?? null,
    price_source: priceSourceOf(child),
  };
}

function configurableOptionsOf(
  product: ProductSeed,
  children: ProductSeed[],
  ctx: DocumentContext,
): ConfigurableOption[] {
  const options: ConfigurableOption[] = [];
  (product.configurableAttributes ?? []).forEach((code, position) => {
    const attribute = ctx.attributes.get(code);
    if (!attribute) return;
    const used = new Set<number>();
    for (const child of children) {
      const value = child.attributes[code];
      if (typeof value === 'number') used.add(value);
    }
    const values = [...used]
      .map((id) => ({ id, option: attribute.options.get(id) }))
      .filter((entry) => entry.option && entry.option.label.trim() !== '')
      .sort((a, b) => a.option!.position - b.option!.position)
      .map(({ id, option }) => ({ value_index: id, label: option!.label, swatch: option!.swatch }));
    options.push({
      attribute_id: attribute.id,
      attribute_code: code,
      label: attribute.label,
      position,
      values,
    });
  });
  return options;
}

function bundleOptionsOf(product: ProductSeed, ctx: DocumentContext): BundleOption[] {
  const language = ctx.storeView.language;
  return (product.bundleOptions ?? []).map((option) => ({
    option_id: option.optionId,
    title: option.title[language],
    type: option.type,
    required: option.required,
    position: option.position,
    product_links: option.selections.flatMap((selection) => {
      const linked = ctx.productsBySku.get(selection.sku);
      if (!linked) return [];
      const fields = pricesOf(linked, ctx);
      return [
        {
          id: selection.selectionId,
          sku: selection.sku,
          name: linked.name[language],
          qty: selection.qty,
          can_change_quantity: selection.canChangeQty,
          is_default: selection.isDefault,
          position: selection.position,
          price: fields.final_price,
          price_incl_tax: fields.final_price_incl_tax,
          price_source: priceSourceOf(linked),
          tax_class_id: linked.taxClassId,
          stock: stockOf(linked),
        },
      ];
    }),
  }));
}

/**
 * A package's options as products to pick: the selections of each bundle option grouped by the
 * product they belong to (a configurable parent, whose super attributes choose the variant, or
 * the simple product itself).
 */
function packageOptionsOf(product: ProductSeed, ctx: DocumentContext): PackageOption[] {
  const language = ctx.storeView.language;
  return (product.bundleOptions ?? []).map((option) => {
    const products: PackageProduct[] = [];
    for (const selection of [...option.selections].sort((a, b) => a.position - b.position)) {
      const linked = ctx.productsBySku.get(selection.sku);
      if (!linked || !isSellable(linked)) continue;
      const parent = ctx.parentsBySku?.get(selection.sku);
      const owner = parent ?? linked;
      let entry = products.find((p) => p.product_id === owner.id);
      if (!entry) {
        entry = {
          product_id: owner.id,
          sku: owner.sku,
          name: owner.name[language],
          image: firstImage(owner) ?? firstImage(linked),
          super_attributes: parent
            ? configurableOptionsOf(parent, parent.children ?? [], ctx).map((attribute) => ({
                attribute_id: attribute.attribute_id,
                attribute_code: attribute.attribute_code,
                label: attribute.label,
                values: [],
              }))
            : [],
          variants: [],
        };
        products.push(entry);
      }
      const attributes: Record<string, number> = {};
      for (const attribute of entry.super_attributes) {
        const value = linked.attributes[attribute.attribute_code];
        if (typeof value !== 'number') continue;
        attributes[String(attribute.attribute_id)] = value;
        if (!attribute.values.some((v) => v.value_index === value)) {
          const info = ctx.attributes.get(attribute.attribute_code)?.options.get(value);
          attribute.values.push({
            value_index: value,
            label: info?.label ?? String(value),
            swatch: info?.swatch ?? null,
          });
        }
      }
      entry.variants.push({ selection_id: selection.selectionId, sku: selection.sku, attributes });
    }
    for (const entry of products) {
      for (const attribute of entry.super_attributes) {
        const info = ctx.attributes.get(attribute.attribute_code);
        attribute.values.sort(
          (a, b) =>
            (info?.options.get(a.value_index)?.position ?? 0) -
            (info?.options.get(b.value_index)?.position ?? 0),
        );
      }
    }
    return {
      option_id: option.optionId,
      title: option.title[language],
      required: option.required,
      position: option.position,
      products,
    };
  });
}

/** The link groups of a product, each with its members that are for sale. */
function linkGroupsOf(product: ProductSeed, ctx: DocumentContext): LinkGroup[] {
  const language = ctx.storeView.language;
  return (product.linkGroups ?? []).flatMap((group) => {
    const links = [...group.members]
      .sort((a, b) => a.position - b.position)
      .flatMap((member) => {
        const linked = member.sku === product.sku ? product : ctx.productsBySku.get(member.sku);
        if (!linked || !isSellable(linked) || linked.visibility < 2) return [];
        return [
          {
            link_id: linked.id,
            link_type_group_id: group.type,
            product_id: linked.id,
            sku: linked.sku,
            name: linked.name[language],
            label: member.label[language],
            swatch: member.swatch ?? null,
            url_path: linked.urlKey[language],
            image: firstImage(linked),
            is_in_stock: linked.stock.isInStock,
          },
        ];
      });
    // A group needs another member to link to.
    if (links.length < 2) return [];
    return [
      {
        group_id: group.groupId,
        product_id: product.id,
        link_type_group_id: group.type,
        title: group.title[language],
        links,
      },
    ];
  });
}

function customOptionsOf(product: ProductSeed, language: 'nl' | 'de'): CustomOption[] {
  return (product.customOptions ?? []).map((option) => ({
    option_id: option.optionId,
    title: option.title[language],
    type: option.type,
    is_require: option.required,
    sort_order: option.position,
    values: option.values.map((value) => ({
      option_type_id: value.optionTypeId,
      title: value.title[language],
      price: value.priceType === 'fixed' ? value.price / 100 : value.price,
      price_type: value.priceType,
      sort_order: value.position,
    })),
  }));
}

/** The bundle options with each link priced at its regular (pre-special) price. */
function atRegularPrices(options: BundleOption[], ctx: DocumentContext): BundleOption[] {
  return options.map((option) => ({
    ...option,
    product_links: option.product_links.map((link) => {
      const linked = ctx.productsBySku.get(link.sku);
      const fields = linked ? pricesOf(linked, ctx) : null;
      return fields
        ? { ...link, price: fields.original_price, price_incl_tax: fields.original_price_incl_tax }
        : link;
    }),
  }));
}

/** The members of a grouped product, priced now and before special prices. */
function groupedMembers(links: ProductLink[], ctx: DocumentContext) {
  return links
    .filter((link) => link.link_type === 'associated')
    .flatMap((link) => {
      const member = ctx.productsBySku.get(link.linked_product_sku);
      if (!member) return [];
      const fields = pricesOf(member, ctx);
      const base = {
        sku: member.sku,
        type_id: member.typeId,
        status: member.status,
        stock: stockOf(member),
      };
      return [
        {
          now: {
            ...base,
            final_price: fields.final_price,
            final_price_incl_tax: fields.final_price_incl_tax,
          },
          regular: {
            ...base,
            final_price: fields.original_price,
            final_price_incl_tax: fields.original_price_incl_tax,
          },
        },
      ];
    });
}

export function buildProductDocument(
  product: ProductSeed,
  ctx: DocumentContext,
): { doc: ProductDocument; columns: DocumentColumns } {
  const language = ctx.storeView.language;
  const children = product.children ?? [];
  const sellableChildren = children.filter(isSellable);

  let prices = pricesOf(product, ctx);
  let stock = stockOf(product);
  const childDocs = children.map((child) => childDocument(child, ctx));
  const typeOf = (sku: string) => ctx.productsBySku.get(sku)?.typeId ?? ctx.linkedTypes?.get(sku);
  const links: ProductLink[] = product.links
    .filter((link) => typeOf(link.sku) !== undefined)
    .sort((a, b) => a.position - b.position)
    .map((link) => ({
      link_type: link.type,
      linked_product_sku: link.sku,
      linked_product_type: typeOf(link.sku)!,
      position: link.position,
      qty: link.qty ?? null,
    }));
  const bundleOptions = bundleOptionsOf(product, ctx);
  if (product.typeId === 'configurable') {
    const candidates = parentPriceCandidates(childDocs);
    prices = pickPriceFields(applyConfigurableParentPrice(prices, candidates));
    const inStock = sellableChildren.filter((child) => child.stock.isInStock);
    stock = {
      is_in_stock: product.stock.isInStock && inStock.length > 0,
      qty: inStock.reduce((sum, child) => sum + child.stock.qty, 0),
      manage_stock: product.stock.manageStock,
    };
  } else if (product.typeId === 'bundle') {
    const defaults = getDefaultBundleSelections(bundleOptions);
    const discount = product.bundleDiscountPercent ?? 0;
    prices = compositePriceFields(
      prices,
      computeBundlePrice(bundleOptions, defaults, discount),
      computeBundlePrice(atRegularPrices(bundleOptions, ctx), defaults),
      ctx.storeView,
    );
    // In stock exactly when every required option has an available part (it is preselected).
    stock = { ...stock, is_in_stock: product.stock.isInStock && isBundleAvailable(bundleOptions) };
  } else if (product.typeId === 'grouped') {
    const members = groupedMembers(links, ctx);
    prices = compositePriceFields(
      prices,
      computeGroupedPrice(
        links,
        members.map((member) => member.now),
      ),
      computeGroupedPrice(
        links,
        members.map((member) => member.regular),
      ),
      ctx.storeView,
    );
    stock = {
      ...stock,
      is_in_stock:
        product.stock.isInStock &&
        members.some((member) => member.now.status === 1 && member.now.stock.is_in_stock),
    };
  }

  const categoryRefs: CategoryRef[] = [];
  const categoryIds: number[] = [];
  const positions: Record<string, number> = {};
  for (const assignment of product.categories) {
    const category = ctx.categories.get(assignment.id);
    if (!category) continue;
    categoryIds.push(category.id);
    positions[String(category.id)] = assignment.position;
    categoryRefs.push({
      category_id: category.id,
      name: category.name,
      slug: category.slug,
      url_path: category.urlPath,
    });
  }

  const isNew = isWindowOpen(product.newsFromDate, product.newsToDate, ctx.now);
  const labels = [...product.labels];
  if (!stock.is_in_stock && !labels.includes('sold-out-label')) labels.push('sold-out-label');
  const image = firstImage(product) ?? (children[0] ? firstImage(children[0]) : null);
  const urlKey = product.urlKey[language];

  const doc: ProductDocument = {
    ...attributeValues(product.attributes, ctx),
    ...prices,
    id: product.id,
    sku: product.sku,
    type_id: product.typeId,
    name: product.name[language],
    description: product.description[language],
    short_description: product.shortDescription?.[language] ?? null,
    url_key: urlKey,
    url_path: urlKey,
    slug: urlKey,
    url_keys: { nl: product.urlKey.nl, de: product.urlKey.de },
    status: product.status,
    visibility: product.visibility,
    tax_class_id: product.taxClassId,
    stock,
    category_ids: categoryIds,
    category: categoryRefs,
    image,
    small_image: image,
    thumbnail: image,
    media_gallery: mediaOf(product, language),
    product_labels: labels,
    new: isNew ? 1 : 0,
    sale: prices.special_price > 0 || prices.discount_percentage > 0 ? 1 : 0,
    news_from_date: product.newsFromDate ?? null,
    news_to_date: product.newsToDate ?? null,
    ean_code: product.eanCode ?? null,
    os_barcode: product.osBarcode ?? null,
    product_links: links,
    hide_add_to_cart_button: product.hideAddToCartButton ?? false,
    is_giftcard: product.isGiftCard ?? false,
    price_source: priceSourceOf(product),
    created_at: product.createdAt,
    updated_at: product.updatedAt,
  };
  if (product.typeId === 'configurable') {
    doc.configurable_options = configurableOptionsOf(product, children, ctx);
    doc.configurable_children = childDocs;
  }
  if (bundleOptions.length) doc.bundle_options = bundleOptions;
  if (product.bundleDiscountPercent) doc.bundle_discount_percent = product.bundleDiscountPercent;
  if (product.typeId === 'bundle' && product.isPackage) {
    doc.package_options = packageOptionsOf(product, ctx);
  }
  const linkGroups = linkGroupsOf(product, ctx);
  if (linkGroups.length > 0) doc.link_groups = linkGroups;
  if (product.customOptions?.length) doc.custom_options = customOptionsOf(product, language);
  // A gift card is priced "from" its smallest amount (it has no VAT: the same in every basis).
  const fromAmount = giftCardFromAmount(doc);
  if (fromAmount !== null) doc.from_price = fromAmount / 100;

  const displayed =
    fromAmount !== null
      ? fromAmount / 100
      : ctx.storeView.pricesIncludeTax
        ? prices.final_price_incl_tax
        : prices.final_price;
  const windows = [product, ...children].flatMap(
    (item): [string | undefined, string | undefined][] => [
      [item.specialFromDate, item.specialToDate],
      [item.newsFromDate, item.newsToDate],
    ],
  );
  return {
    doc,
    columns: {
      price: toCents(displayed),
      isInStock: stock.is_in_stock,
      categoryIds,
      positions,
      facetTerms: facetTermsOf([product, ...sellableChildren], ctx),
      childSkus: children.map((child) => child.sku),
      search: searchWords(product, children, categoryRefs, ctx),
      priceValidUntil: nextBoundary(windows, ctx.now),
    },
  };
}

/**
 * A category name's words, analysed once per vocabulary (an indexer run has one per store view):
 * every product of a category names it again.
 */
const analyzedCategoryNames = new WeakMap<ReadonlySet<string>, Map<string, AnalyzedText>>();

function analyzedCategoryName(
  name: string,
  language: SearchLanguage,
  vocabulary: ReadonlySet<string> | undefined,
): AnalyzedText {
  if (!vocabulary) return analyzeText(name, language);
  let known = analyzedCategoryNames.get(vocabulary);
  if (!known) {
    known = new Map();
    analyzedCategoryNames.set(vocabulary, known);
  }
  let analyzed = known.get(name);
  if (!analyzed) {
    analyzed = analyzeText(name, language, (word) => vocabulary.has(word));
    known.set(name, analyzed);
  }
  return analyzed;
}

/**
 * The words a product is found by, by weight. Name and category words count with their stems
 * and compound heads; a word that one of the product's categories names only as a modifier
 * (Autositz in Autositz-Zubehör) is weak for the product even where a parent category names
 * it, so that accessories of a thing rank after the thing.
 */
function searchWords(
  product: ProductSeed,
  children: ProductSeed[],
  categoryRefs: CategoryRef[],
  ctx: DocumentContext,
): DocumentColumns['search'] {
  const language = ctx.storeView.language;
  const vocabulary = ctx.vocabulary;
  const isKnown = vocabulary ? (word: string) => vocabulary.has(word) : undefined;
  const name = analyzeText(product.name[language], language, isKnown);
  const categories = categoryRefs.map((ref) =>
    analyzedCategoryName(ref.name, language, vocabulary),
  );
  const modifiers = new Set(categories.flatMap((category) => category.weak));
  const categoryWords = new Set(
    categories
      .flatMap((category) => category.strong)
      .filter((word) => !modifiers.has(word) && !modifiers.has(stemWord(word, language))),
  );
  const brandId = product.attributes.brand;
  const brand =
    typeof brandId === 'number'
      ? (ctx.attributes.get('brand')?.options.get(brandId)?.label ?? '')
      : '';
  // Colours of the product and its variants, by their labels, weigh as the brand does.
  const colours = [product, ...children].flatMap((item) => {
    const colourId = item.attributes.color;
    const label =
      typeof colourId === 'number'
        ? ctx.attributes.get('color')?.options.get(colourId)?.label
        : null;
    return label ? [label] : [];
  });
  const colourWords = tokenize(colours.join(' ')).flatMap((word) => [
    word,
    stemWord(word, language),
  ]);
  const skuWords = tokenize(
    [product.sku, ...children.map((child) => child.sku), product.eanCode ?? '', brand].join(' '),
  ).concat([...new Set(colourWords)]);
  const weak = [...new Set([...name.weak, ...modifiers])];
  // A description's word counts only where nothing weightier has it, so the ranks of the words
  // found in the name, categories, skus and brand stay as they were.
  const weightier = new Set([...name.strong, ...categoryWords, ...skuWords, ...weak]);
  const description = analyzeDescription(product.description?.[language] ?? '', language).filter(
    (word) => !weightier.has(word),
  );
  return {
    name: name.strong.join(' '),
    category: [...categoryWords].join(' '),
    sku: skuWords.join(' '),
    weak: weak.join(' '),
    description: description.join(' '),
  };
}
