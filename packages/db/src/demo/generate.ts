/**
 * The deterministic demo catalogue generator: the same options always give the same
 * `CatalogSeed` (byte-identical JSON). All randomness comes from a seeded PRNG; all dates are
 * relative to `options.now`.
 */
import type {
  BundleOptionSeed,
  CatalogSeed,
  CatalogSlice,
  CustomOptionSeed,
  LinkGroupSeed,
  Localized,
  MediaSeed,
  ProductLabelId,
  ProductLinkSeed,
  ProductLinksSeed,
  ProductSeed,
  StockSeed,
  TierPriceSeed,
  Visibility,
} from '@shop/core';
import {
  GIFT_CARD_PACKAGE_ID,
  TAX_CLASS_NONE,
  TAX_CLASS_REDUCED,
  TAX_CLASS_STANDARD,
} from '@shop/core';
import {
  type AttributeCatalog,
  buildAttributes,
  COLOUR_BY_KEY,
  SIZE_BY_KEY,
} from './attributes.ts';
import { BRANDS_BY_GROUP, type BrandDef, SERIES } from './brands.ts';
import { buildCategories, type CategoryNode } from './categories.ts';
import { buildCmsPages, buildRedirects } from './content.ts';
import { KINDS, type KindDef } from './kinds.ts';
import { Rng } from './prng.ts';
import { type ProductMeta, ProductMetas } from './product-metas.ts';
import { TakenKeys } from './taken-keys.ts';
import {
  BUNDLE_TEMPLATES,
  type BundleTemplate,
  GROUPED_TEMPLATES,
  SERVICE_LOCATIONS,
  SERVICE_TEMPLATES,
} from './templates.ts';
import { capitalize, escapeHtml, slugify, toEan13 } from './text.ts';

export interface GenerateCatalogOptions {
  /** Number of sellable (top-level) products, configurable children not counted. Default 2,200. */
  products?: number;
  /** PRNG seed. Default 4442. */
  seed?: number;
  /**
   * The moment the catalogue is generated for: special price windows, news windows and
   * created/updated dates are relative to it. Pass the real current time when seeding a
   * database; it defaults to a fixed date so that calls without it stay reproducible.
   */
  now?: Date;
}

export const DEFAULT_PRODUCT_COUNT = 2200;
export const DEFAULT_SEED = 4442;
const DEFAULT_NOW = new Date('2025-01-01T00:00:00.000Z');

const DAY = 86_400_000;
const GIFT_CARD_SKU = 'CADEAUBON';
const GIFT_CARD_AMOUNTS = [1000, 2500, 5000, 10000] as const;

type Pair = readonly [nl: string, de: string];
type SpecialWindow = 'active' | 'expired' | 'future' | 'open';

/** Media store path of a product image. */
function productImagePath(kind: string, colourKey: string, view: number): string {
  return `/product/${kind}/${colourKey}-${view}.svg`;
}

/** Top-level products per slice of `generateCatalogSlices` unless told otherwise. */
const DEFAULT_SLICE_SIZE = 5000;

/** Generates the demo catalogue. */
export function generateCatalog(options: GenerateCatalogOptions = {}): CatalogSeed {
  return catalogOfSlices(generateCatalogSlices(options, Number.POSITIVE_INFINITY));
}

/**
 * Generates the demo catalogue a slice at a time (see `CatalogSlice`), `sliceSize` top-level
 * products to a slice: put together again, the slices are exactly what `generateCatalog` returns
 * for the options. What the generator keeps of a product once its slice is out is a small
 * `ProductMeta` in columns (ProductMetas) and its url keys' fingerprints (TakenKeys): about 160
 * bytes a product, so a catalogue of a million products is made in under 200 MB of heap. Regular
 * products come without their related, upsell and cross-sell links (those name products made
 * after them): the 'links' slices give them.
 */
export function generateCatalogSlices(
  options: GenerateCatalogOptions = {},
  sliceSize = DEFAULT_SLICE_SIZE,
): Generator<CatalogSlice, void, undefined> {
  if (!(sliceSize >= 1)) throw new Error(`sliceSize must be >= 1, got ${sliceSize}`);
  return new CatalogGenerator(options).slices(sliceSize);
}

/** A whole catalogue of its slices: the links of a 'links' slice go into their products. */
export function catalogOfSlices(slices: Iterable<CatalogSlice>): CatalogSeed {
  const products: ProductSeed[] = [];
  const byId = new Map<number, ProductSeed>();
  let start: Extract<CatalogSlice, { type: 'start' }> | undefined;
  let end: Extract<CatalogSlice, { type: 'end' }> | undefined;
  for (const slice of slices) {
    if (slice.type === 'start') start = slice;
    else if (slice.type === 'end') end = slice;
    else if (slice.type === 'products') {
      for (const product of slice.products) {
        products.push(product);
        byId.set(product.id, product);
      }
    } else {
      for (const { productId, links } of slice.links) {
        const product = byId.get(productId);
        if (!product) throw new Error(`Links of product ${productId}, which came in no slice`);
        product.links = links;
      }
    }
  }
  if (!start || !end) throw new Error('A catalogue needs its start and end slices');
  return {
    categories: start.categories,
    attributes: start.attributes,
    products,
    redirects: end.redirects,
    cmsPages: end.cmsPages,
    linkGroups: end.linkGroups,
  };
}

interface NameParts {
  brand: BrandDef;
  series: string;
  noun: Pair;
  variant?: Pair;
  pack: string;
}

interface PriceExtras {
  specialFactor?: number;
  window?: SpecialWindow;
  from?: string;
  to?: string;
  adviceFactor?: number;
  tier: boolean;
}

/** How many brand, series, variant and pack combinations are tried for a free product name. */
const NAME_SEARCH_LIMIT = 24;

/** Bundle discounts in whole percent, taken in turn (no chance drawn, so the rest stays put). */
const BUNDLE_DISCOUNTS = [10, 8, 12, 5, 15] as const;

class CatalogGenerator {
  private readonly rng: Rng;
  private readonly total: number;
  private readonly nowMs: number;
  private readonly todayMs: number;
  private readonly attrs: AttributeCatalog;
  private readonly categorySeeds: CatalogSeed['categories'];
  private readonly categoryByKey: Map<string, CategoryNode>;
  private readonly categoryPositions = new Map<number, number>();
  private readonly urlKeys = { nl: new TakenKeys(), de: new TakenKeys() };
  private bundleCount = 0;
  private readonly imagePaths = new Map<string, string>();
  private readonly shortDescriptions = new Map<string, Localized>();
  private readonly childDescriptions = new Map<Localized, Map<string, Localized>>();
  private readonly kindWeights: number[];
  private readonly optionLabels = new Map<number, Localized>();
  private readonly seriesNames = new Map<string, string>();
  /** The products made since the last slice went out. */
  private pending: ProductSeed[] = [];
  private readonly metas = new ProductMetas();
  /** The first two listed products: the redirects send their former url keys to them. */
  private readonly renamed: { sku: string; urlKey: Localized }[] = [];
  private giftCardUrlKey: Localized | undefined;
  private nextId = 1;
  private nextSerial = 100001;
  private nextEan = 0;
  private nextCustomOptionId = 1;
  private nextOptionTypeId = 1;
  private nextBundleOptionId = 1;
  private nextSelectionId = 1;
  private specialCount = 0;
  /**
   * Whether a configurable already lacks one colour × size combination: the first one with at
   * least two colours and two sizes does (its first colour in its largest size), so the product
   * page's "no such configuration" warning has a real case. Later products are unchanged.
   */
  private missingCombinationPlaced = false;

  constructor(options: GenerateCatalogOptions) {
    const count = options.products ?? DEFAULT_PRODUCT_COUNT;
    if (!Number.isFinite(count) || count < 1)
      throw new Error(`products must be >= 1, got ${count}`);
    this.total = Math.floor(count);
    const seed = options.seed ?? DEFAULT_SEED;
    this.rng = new Rng(seed);
    const now = options.now ?? DEFAULT_NOW;
    if (Number.isNaN(now.getTime())) throw new Error('now must be a valid date');
    this.nowMs = Math.floor(now.getTime() / 1000) * 1000;
    this.todayMs = Math.floor(this.nowMs / DAY) * DAY;
    this.attrs = buildAttributes();
    const categories = buildCategories();
    this.categorySeeds = categories.seeds;
    this.categoryByKey = categories.byKey;
    this.kindWeights = KINDS.map((k) => k.weight);
    for (const attribute of this.attrs.attributes) {
      for (const option of attribute.options) this.optionLabels.set(option.value, option.label);
    }
    this.nextEan = 1000 + this.rng.int(0, 89_999) * 1000;
  }

  *slices(sliceSize: number): Generator<CatalogSlice, void, undefined> {
    const { total } = this;
    const large = total >= 50;
    const services = large ? Math.max(6, Math.round(total * 0.004)) : 0;
    const bundles = large ? Math.max(5, Math.round(total * 0.008)) : 0;
    const grouped = large ? Math.max(4, Math.round(total * 0.004)) : 0;
    const regular = total - 1 - services - bundles - grouped;
    const full = () => this.pending.length >= sliceSize;

    yield { type: 'start', categories: this.categorySeeds, attributes: this.attrs.attributes };
    for (let i = 0; i < regular; i++) {
      const kind =
        i < KINDS.length
          ? (KINDS[i] as KindDef)
          : (KINDS[this.rng.weightedIndex(this.kindWeights)] as KindDef);
      this.addRegularProduct(kind);
      if (full()) yield this.takeProducts();
    }
    const pools = this.buildPools();
    for (let i = 0; i < bundles; i++) {
      this.addBundle(BUNDLE_TEMPLATES[i % BUNDLE_TEMPLATES.length] as BundleTemplate, pools);
      if (full()) yield this.takeProducts();
    }
    for (let i = 0; i < grouped; i++) {
      this.addGrouped(i, pools);
      if (full()) yield this.takeProducts();
    }
    for (let i = 0; i < services; i++) {
      this.addService(i);
      if (full()) yield this.takeProducts();
    }
    this.addGiftCard();
    if (full()) yield this.takeProducts();
    // Made last and without chance, so the rest of the catalogue stays as it was before it (a
    // shop seeded earlier gets it added: see seed.ts). It draws nothing and the links below
    // touch nothing it uses, so it comes before them, with the other products.
    if (large) this.addPramPackage();
    if (this.pending.length > 0) yield this.takeProducts();
    yield* this.links(pools, sliceSize);
    // Without chance too, like the pram package.
    const linkGroups = large ? this.buildLinkGroups() : [];
    yield {
      type: 'end',
      redirects: buildRedirects({
        categoryPath: (key) => this.category(key).urlPath,
        products: this.renamed,
        giftCardUrlKey: this.giftCardUrlKey as Localized,
      }),
      cmsPages: buildCmsPages(),
      linkGroups,
    };
  }

  private takeProducts(): CatalogSlice {
    const products = this.pending;
    this.pending = [];
    return { type: 'products', products };
  }

  // ── Link groups and the pram package (secondary-areas §3) ──────────────────────────────

  /** Listed products of some kinds in the order they were made. */
  private listedOfKinds(kinds: readonly string[], type?: 'simple' | 'configurable') {
    const { metas } = this;
    const found: ProductMeta[] = [];
    for (let index = 0; index < metas.length; index++) {
      if (!metas.isListed(index) || !kinds.includes(metas.kindOf(index).key)) continue;
      const meta = metas.at(index);
      if (type === undefined || meta.typeId === type) found.push(meta);
    }
    return found;
  }

  /**
   * Link groups of prams: a brand's pram of one kind sold in other colours as
   * separate products, and a brand's prams in their other frames (combi pram, buggy, pushchair,
   * twin pram), one product per frame.
   */
  private buildLinkGroups(): LinkGroupSeed[] {
    const groups: LinkGroupSeed[] = [];
    const prams = ['stroller', 'buggy', 'pushchair', 'twin-stroller'];
    const byModel = new Map<string, ProductMeta[]>();
    for (const meta of this.listedOfKinds(prams, 'simple')) {
      // The brand's pram of one kind: a model, sold per colour.
      const key = `${meta.kind.key}/${meta.brand.key}`;
      const list = byModel.get(key) ?? [];
      if (!list.some((other) => other.colour === meta.colour)) list.push(meta);
      byModel.set(key, list);
    }
    for (const members of byModel.values()) {
      if (members.length < 2 || groups.length >= 12) continue;
      groups.push({
        groupId: groups.length + 1,
        type: 'colour',
        title: { nl: 'Ook in andere kleuren', de: 'Auch in anderen Farben' },
        members: members.slice(0, 5).map((meta, index) => {
          const colour = COLOUR_BY_KEY.get(meta.colour);
          const label = this.colourName(meta.colour, meta.kind, meta.brand, meta.series);
          return {
            sku: meta.sku,
            label: { nl: label[0], de: label[1] },
            ...(colour ? { swatch: colour.hex } : {}),
            position: index + 1,
          };
        }),
      });
    }
    const colourGroups = groups.length;
    const byBrand = new Map<string, ProductMeta[]>();
    for (const meta of this.listedOfKinds(prams)) {
      const list = byBrand.get(meta.brand.key) ?? [];
      if (!list.some((other) => other.kind.key === meta.kind.key)) list.push(meta);
      byBrand.set(meta.brand.key, list);
    }
    for (const members of byBrand.values()) {
      if (members.length < 2 || groups.length - colourGroups >= 6) continue;
      groups.push({
        groupId: groups.length + 1,
        type: 'frame',
        title: { nl: 'Ook met een ander onderstel', de: 'Auch mit anderem Gestell' },
        members: members.map((meta, index) => {
          const noun = meta.kind.nouns[0] as Pair;
          return {
            sku: meta.sku,
            label: { nl: capitalise(noun[0]), de: noun[1] },
            position: index + 1,
          };
        }),
      });
    }
    return groups;
  }

  /**
   * A pram package: a pram, an infant car seat and, if wanted, an isofix base and a footmuff,
   * each picked from a few products, the pram and the seat in the colour of the shopper's
   * choice (their variants are the package's parts).
   */
  private addPramPackage(): void {
    const options: BundleOptionSeed[] = [];
    const parts: [kind: string, title: Pair, required: boolean, count: number][] = [
      ['stroller', ['Kinderwagen', 'Kinderwagen'], true, 3],
      ['infant-car-seat', ['Autostoeltje', 'Babyschale'], true, 3],
      ['isofix-base', ['Isofix-basis', 'Isofix-Basis'], false, 2],
      ['footmuff', ['Voetenzak', 'Fußsack'], false, 3],
    ];
    let lead: ProductMeta | undefined;
    for (const [kind, title, required, count] of parts) {
      const configurable = this.listedOfKinds([kind], 'configurable').filter(
        (meta) => (meta.children?.length ?? 0) > 0,
      );
      const picked = [...configurable, ...this.listedOfKinds([kind], 'simple')].slice(0, count);
      if (picked.length === 0) continue;
      lead ??= picked[0];
      const skus = picked.flatMap((meta) =>
        meta.children ? meta.children.map((child) => child.sku) : [meta.sku],
      );
      options.push({
        optionId: this.nextBundleOptionId++,
        title: { nl: title[0], de: title[1] },
        type: 'radio',
        required,
        position: options.length + 1,
        selections: skus.map((sku, index) => ({
          selectionId: this.nextSelectionId++,
          sku,
          qty: 1,
          canChangeQty: false,
          isDefault: index === 0,
          position: index + 1,
        })),
      });
    }
    if (!lead || options.length < 2) return;
    const name = this.distinctName({
      nl: 'Kinderwagenpakket: kinderwagen, autostoeltje en accessoires naar keuze',
      de: 'Kinderwagen-Paket: Kinderwagen, Babyschale und Zubehör nach Wahl',
    });
    const id = this.allocateId();
    const created = new Date(this.todayMs).toISOString();
    this.pending.push({
      id,
      sku: 'PAKKET-KINDERWAGEN',
      typeId: 'bundle',
      isPackage: true,
      name,
      description: {
        nl: '<p>Stel je eigen kinderwagenpakket samen: kies de kinderwagen en het autostoeltje in de kleur die jij mooi vindt, en voeg desgewenst een isofix-basis en een voetenzak toe. Samen voordeliger dan los.</p><ul><li>Kinderwagen en autostoeltje in jouw kleur</li><li>Isofix-basis en voetenzak naar keuze</li><li>10% voordeel op elk onderdeel</li></ul>',
        de: '<p>Stellen Sie Ihr eigenes Kinderwagen-Paket zusammen: Wählen Sie Kinderwagen und Babyschale in Ihrer Lieblingsfarbe und fügen Sie nach Wunsch eine Isofix-Basis und einen Fußsack hinzu. Zusammen günstiger als einzeln.</p><ul><li>Kinderwagen und Babyschale in Ihrer Farbe</li><li>Isofix-Basis und Fußsack nach Wahl</li><li>10 % Vorteil auf jedes Teil</li></ul>',
      },
      urlKey: this.uniqueUrlKey(name, id),
      status: 1,
      visibility: 4,
      taxClassId: TAX_CLASS_STANDARD,
      price: 0,
      stock: { qty: 0, isInStock: true, manageStock: false },
      attributes: { brand: this.attrs.optionId('brand', lead.brand.key) },
      categories: this.assignCategories(this.category('stroller-sets')),
      media: this.productMedia(lead.kind.key, lead.colour, 3, name),
      labels: [],
      links: [],
      bundleOptions: options,
      bundleDiscountPercent: 10,
      createdAt: created,
      updatedAt: created,
    });
  }

  // ── Regular products (simple and configurable) ───────────────────────────────────────────

  private addRegularProduct(kind: KindDef): void {
    const { rng } = this;
    const brands = BRANDS_BY_GROUP.get(kind.brands) ?? [];
    const configurable = kind.config !== undefined && rng.chance(kind.config.share);
    const noun = rng.pickBiased(kind.nouns);
    const variant = kind.variants ? rng.pick(kind.variants) : undefined;
    const pack = kind.packs ? rng.pick(kind.packs) : '';
    const colour = rng.pickBiased(kind.colours, 1.3);
    const colourInName = !kind.noColour && !kind.variants;
    const simpleSize = !configurable && kind.sizes ? rng.pick(kind.sizes) : undefined;

    // Try a few brand/series combinations for a name that is not taken yet.
    const parts: NameParts = {
      brand: rng.pick(brands),
      series: this.pickSeries(kind),
      noun,
      variant,
      pack,
    };
    const colourLabel = () =>
      colourInName && !configurable
        ? this.colourName(colour, kind, parts.brand, parts.series)
        : undefined;
    let name = productName(parts, colourLabel(), simpleSize);
    for (let attempt = 0; attempt < 4 && this.isNameTaken(name); attempt++) {
      parts.brand = rng.pick(brands);
      parts.series = this.pickSeries(kind);
      name = productName(parts, colourLabel(), simpleSize);
    }
    // Two products of one name at different prices confuse shoppers: when chance found no free
    // name, the first free brand and series combination is taken (in order, drawing nothing).
    if (this.isNameTaken(name)) {
      const series = SERIES[kind.brands];
      const seriesNames = series.names.flatMap((seriesName) =>
        seriesName === ''
          ? ['']
          : series.suffixes.map((suffix) =>
              suffix.trim() === seriesName ? seriesName : seriesName + suffix,
            ),
      );
      const variants = kind.variants ?? [parts.variant];
      const packs = kind.packs ?? [parts.pack];
      // Bounded, so a very large catalogue (where names run out) is still made quickly.
      let tries = 0;
      search: for (const candidate of brands) {
        for (const seriesName of seriesNames) {
          for (const otherVariant of variants) {
            for (const otherPack of packs) {
              Object.assign(parts, {
                brand: candidate,
                series: seriesName,
                variant: otherVariant,
                pack: otherPack,
              });
              name = productName(parts, colourLabel(), simpleSize);
              if (!this.isNameTaken(name) || ++tries >= NAME_SEARCH_LIMIT) break search;
            }
          }
        }
      }
    }
    const { brand, series } = parts;

    const id = this.allocateId();
    const sku = `${skuPrefix(kind.key)}-${this.nextSerial++}`;
    const leaf = this.category(kind.category);
    const { createdAt, updatedAt, news } = this.dates();
    const basePrice = this.drawPrice(kind.price);
    const extras = this.drawPriceExtras(basePrice);
    const sharedAttributes = this.kindAttributes(kind, brand);

    const product: ProductSeed = {
      id,
      sku,
      typeId: configurable ? 'configurable' : 'simple',
      name,
      description: { nl: '', de: '' },
      shortDescription: this.shortDescription(kind),
      urlKey: this.uniqueUrlKey(name, id),
      status: rng.chance(0.02) ? 2 : 1,
      visibility: this.drawVisibility(),
      taxClassId: kind.taxClass === 5 ? TAX_CLASS_REDUCED : TAX_CLASS_STANDARD,
      price: basePrice,
      stock: { qty: 0, isInStock: true, manageStock: true },
      attributes: sharedAttributes,
      categories: this.assignCategories(leaf),
      media: [],
      labels: [],
      links: [],
      createdAt,
      updatedAt,
    };
    if (news) {
      product.newsFromDate = news.from;
      product.newsToDate = news.to;
    }

    let colourCount = 1;
    let sizeRange: string[] = [];
    let childColours: string[] | undefined;
    if (configurable && kind.config) {
      const result = this.addChildren(product, kind, parts, colourInName, extras);
      colourCount = result.colours.length;
      sizeRange = result.sizes;
      childColours = result.childColours;
      product.media = this.parentMedia(kind.key, result.colours, name);
    } else {
      if (!kind.noColour) sharedAttributes.color = this.attrs.optionId('color', colour);
      if (simpleSize) {
        sharedAttributes.size = this.attrs.optionId('size', simpleSize);
        const age = SIZE_BY_KEY.get(simpleSize)?.age;
        if (age) sharedAttributes.age = this.attrs.optionId('age', age);
      }
      this.applyPrices(product, basePrice, extras);
      product.stock = this.drawStock();
      product.media = this.productMedia(kind.key, colour, this.drawViewCount(), name);
      product.eanCode = this.ean();
      if (rng.chance(0.9)) product.osBarcode = this.osBarcode(id);
      if (rng.chance(0.004)) product.hideAddToCartButton = true;
    }
    if (kind.video && rng.chance(0.08)) this.addVideo(product);
    if (kind.customOptions && rng.chance(0.12)) {
      product.customOptions = this.customOptions(kind.customOptions);
    }

    product.description = this.describe(kind, brand, sharedAttributes, {
      colourLabel: colourLabel(),
      colourCount,
      sizeRange,
    });
    product.labels = this.labels(product, extras, news?.active ?? false);

    this.pending.push(product);
    const listed = product.status === 1 && product.visibility === 4;
    if (listed && this.renamed.length < 2) this.renamed.push({ sku, urlKey: product.urlKey });
    const meta: ProductMeta = {
      id,
      sku,
      price: product.price,
      typeId: configurable ? 'configurable' : 'simple',
      enabled: product.status === 1,
      kind,
      colour: childColours?.[0] ?? colour,
      brand,
      series,
      leafCategory: leaf.seed.id,
      listed,
    };
    if (product.children) {
      meta.children = [];
      product.children.forEach((child, index) => {
        if (child.status === 1) {
          meta.children?.push({ sku: child.sku, colour: childColours?.[index] ?? meta.colour });
        }
      });
    }
    this.metas.push(meta);
  }

  private addChildren(
    parent: ProductSeed,
    kind: KindDef,
    parts: NameParts,
    colourInName: boolean,
    extras: PriceExtras,
  ): { colours: string[]; sizes: string[]; childColours: string[] } {
    const { rng } = this;
    const config = kind.config as NonNullable<KindDef['config']>;
    const withSizes = config.mode === 'colour-size';
    const colours = rng.sample(kind.colours, withSizes ? rng.int(1, 3) : rng.int(2, 4));
    let sizes: string[] = [];
    if (withSizes) {
      const all = config.sizes ?? [];
      const length = Math.min(all.length, all.length <= 3 ? all.length : rng.int(4, 6));
      const start = rng.int(0, all.length - length);
      sizes = all.slice(start, start + length);
    }
    // Some variants cost more: the larger sizes, or a special-edition colour.
    const sizeSurcharge = withSizes && rng.chance(0.25) ? rng.pick([100, 200, 300, 500]) : 0;
    const surchargeFrom = Math.ceil(sizes.length / 2);
    const colourSurcharge = !withSizes && rng.chance(0.15) ? rng.pick([2000, 3000, 5000]) : 0;

    const children: ProductSeed[] = [];
    const childColours: string[] = [];
    const parentAttributes = parent.attributes;
    let minPrice = Number.POSITIVE_INFINITY;
    let qty = 0;
    let inStock = false;
    const viewCount = this.drawViewCount();
    const lacksCombination =
      withSizes && colours.length >= 2 && sizes.length >= 2 && !this.missingCombinationPlaced;
    if (lacksCombination) this.missingCombinationPlaced = true;
    colours.forEach((colourKey, colourIndex) => {
      const colour = COLOUR_BY_KEY.get(colourKey);
      if (!colour) throw new Error(`Unknown colour ${colourKey}`);
      const colourName = colourInName
        ? this.colourName(colourKey, kind, parts.brand, parts.series)
        : undefined;
      const sizeList: (string | undefined)[] = withSizes ? sizes : [undefined];
      sizeList.forEach((sizeKey, sizeIndex) => {
        const size = sizeKey ? SIZE_BY_KEY.get(sizeKey) : undefined;
        const id = this.allocateId();
        // Joined rather than concatenated: the generator keeps children's skus (for sets and
        // packages), and a joined string is one piece where a concatenated one is a chain.
        const sku = [parent.sku, colour.code, ...(size ? [size.code] : [])].join('-');
        const name = productName(parts, colourName, sizeKey);
        let price = parent.price;
        if (size && sizeIndex >= surchargeFrom) price += sizeSurcharge;
        if (colourIndex === colours.length - 1 && colours.length > 1) price += colourSurcharge;
        const attributes: ProductSeed['attributes'] = {
          ...parentAttributes,
          color: this.attrs.optionId('color', colourKey),
        };
        if (size) {
          attributes.size = this.attrs.optionId('size', size.key);
          if (size.age) attributes.age = this.attrs.optionId('age', size.age);
        }
        const child: ProductSeed = {
          id,
          sku,
          typeId: 'simple',
          name,
          description: this.childDescription(parent.shortDescription, colourKey, size?.key),
          urlKey: this.uniqueUrlKey(name, id),
          status: rng.chance(0.03) ? 2 : 1,
          visibility: 1,
          taxClassId: parent.taxClassId,
          price,
          stock: this.drawStock(0.08),
          attributes,
          categories: [],
          media: this.productMedia(kind.key, colourKey, viewCount),
          labels: [],
          eanCode: this.ean(),
          links: [],
          createdAt: parent.createdAt,
          updatedAt: parent.updatedAt,
        };
        if (rng.chance(0.9)) child.osBarcode = this.osBarcode(id);
        this.applyPrices(child, price, extras);
        if (!child.stock.isInStock) child.labels.push('sold-out-label');
        // The child is drawn like the others (the random sequence stays the same), then left out.
        if (lacksCombination && colourIndex === 0 && sizeIndex === sizeList.length - 1) return;
        children.push(child);
        childColours.push(colourKey);
        if (child.status === 1) {
          minPrice = Math.min(minPrice, price);
          if (child.stock.isInStock) {
            inStock = true;
            qty += child.stock.qty;
          }
        }
      });
    });
    // A configurable needs at least one enabled child.
    const first = children[0] as ProductSeed;
    if (!children.some((c) => c.status === 1)) {
      first.status = 1;
      minPrice = first.price;
      if (first.stock.isInStock) {
        inStock = true;
        qty += first.stock.qty;
      }
    }
    // Parent age for clothing: the youngest size.
    const firstAge = sizes.map((s) => SIZE_BY_KEY.get(s)?.age).find((a) => a !== undefined);
    if (firstAge) parentAttributes.age = this.attrs.optionId('age', firstAge);

    parent.configurableAttributes = withSizes ? ['color', 'size'] : ['color'];
    parent.children = children;
    this.applyPrices(parent, minPrice, extras);
    parent.stock = { qty, isInStock: inStock, manageStock: true };
    return { colours, sizes, childColours };
  }

  // ── Bundles, grouped products, services, gift card ───────────────────────────────────────

  private buildPools(): Pools {
    const { metas } = this;
    const simpleByKind = new Map<string, number[]>();
    const childByKind = new Map<string, number[]>();
    const listedByKind = new Map<string, number[]>();
    const listedByCategory = new Map<number, number[]>();
    const anySimple: number[] = [];
    const push = <K>(map: Map<K, number[]>, key: K, value: number) => {
      const list = map.get(key);
      if (list) list.push(value);
      else map.set(key, [value]);
    };
    for (let index = 0; index < metas.length; index++) {
      const kind = metas.kindOf(index).key;
      if (metas.isEnabledSimple(index)) {
        push(simpleByKind, kind, index);
        anySimple.push(index);
      }
      const children = metas.childrenOf(index);
      for (let child = children.start; child < children.start + children.count; child++) {
        push(childByKind, kind, child);
      }
      if (metas.isListed(index)) {
        push(listedByKind, kind, index);
        push(listedByCategory, metas.leafCategoryOf(index), index);
      }
    }
    return { simpleByKind, childByKind, listedByKind, listedByCategory, anySimple };
  }

  /** Simple skus of one of the kinds: visible simples first, then configurable children. */
  private pickSimples(
    pools: Pools,
    kinds: readonly string[],
    count: number,
  ): { sku: string; kind: string; colour: string; meta?: ProductMeta }[] {
    const { rng } = this;
    const out: { sku: string; kind: string; colour: string; meta?: ProductMeta }[] = [];
    const seen = new Set<string>();
    for (const kind of kinds) {
      for (const index of rng.sample(pools.simpleByKind.get(kind) ?? [], count)) {
        const meta = this.metas.at(index);
        if (out.length < count && !seen.has(meta.sku)) {
          seen.add(meta.sku);
          out.push({ sku: meta.sku, kind, colour: meta.colour, meta });
        }
      }
    }
    for (const kind of kinds) {
      for (const number of rng.sample(pools.childByKind.get(kind) ?? [], count)) {
        const child = this.metas.childAt(number);
        if (out.length < count && !seen.has(child.sku)) {
          seen.add(child.sku);
          out.push({ sku: child.sku, kind, colour: child.colour });
        }
      }
    }
    if (out.length === 0 && pools.anySimple.length > 0) {
      const meta = this.metas.at(rng.pick(pools.anySimple));
      out.push({ sku: meta.sku, kind: meta.kind.key, colour: meta.colour, meta });
    }
    return out;
  }

  private addBundle(template: BundleTemplate, pools: Pools): void {
    const { rng } = this;
    const bundleOptions: BundleOptionSeed[] = [];
    let lead: { kind: string; colour: string; meta?: ProductMeta } | undefined;
    template.options.forEach((optionTemplate, position) => {
      const picks = this.pickSimples(pools, optionTemplate.kinds, optionTemplate.count);
      if (picks.length === 0) return;
      lead ??= picks[0];
      bundleOptions.push({
        optionId: this.nextBundleOptionId++,
        title: { nl: optionTemplate.title[0], de: optionTemplate.title[1] },
        type: optionTemplate.type,
        required: optionTemplate.required,
        position: position + 1,
        selections: picks.map((pick, index) => ({
          selectionId: this.nextSelectionId++,
          sku: pick.sku,
          qty: optionTemplate.qty,
          canChangeQty: optionTemplate.canChangeQty,
          isDefault: optionTemplate.hasDefault && index === 0,
          position: index + 1,
        })),
      });
    });
    if (!lead || bundleOptions.length === 0) return;
    const leadMeta = lead.meta;
    const brandName = leadMeta?.brand.name ?? 'Kiddo';
    const series = leadMeta?.series ?? 'Basic';
    const fill = (text: string) =>
      text.replace('{brand}', brandName).replace('{series}', series).replace(/\s+/g, ' ');
    // Sets of one name would show one name at two prices: a second one is numbered.
    const name = this.distinctName({ nl: fill(template.name[0]), de: fill(template.name[1]) });
    const id = this.allocateId();
    const { createdAt, updatedAt } = this.dates();
    const product: ProductSeed = {
      id,
      sku: `SET-${this.nextSerial++}`,
      typeId: 'bundle',
      name,
      description: {
        nl: `<p>${escapeHtml(template.pitch[0])}</p>${featureList(template.features, 0)}`,
        de: `<p>${escapeHtml(template.pitch[1])}</p>${featureList(template.features, 1)}`,
      },
      urlKey: this.uniqueUrlKey(name, id),
      status: 1,
      visibility: 4,
      taxClassId: TAX_CLASS_STANDARD,
      price: 0,
      stock: { qty: 0, isInStock: true, manageStock: false },
      attributes: leadMeta ? { brand: this.attrs.optionId('brand', leadMeta.brand.key) } : {},
      categories: this.assignCategories(this.category(template.category)),
      media: this.productMedia(lead.kind, lead.colour, 3, name),
      labels: rng.chance(0.5) ? ['action-sticker'] : [],
      links: [],
      bundleOptions,
      // A set is sold as cheaper than its parts: it takes a real discount off each part.
      bundleDiscountPercent: BUNDLE_DISCOUNTS[this.bundleCount++ % BUNDLE_DISCOUNTS.length],
      createdAt,
      updatedAt,
    };
    this.pending.push(product);
  }

  private addGrouped(index: number, pools: Pools): void {
    const { rng } = this;
    const template = GROUPED_TEMPLATES[
      index % GROUPED_TEMPLATES.length
    ] as (typeof GROUPED_TEMPLATES)[number];
    const themeColour = rng.pick([
      'mint',
      'old-pink',
      'light-blue',
      'beige',
      'ochre',
      'grey',
      'white',
    ]);
    const colour = COLOUR_BY_KEY.get(themeColour);
    if (!colour) throw new Error(`Unknown colour ${themeColour}`);
    const links: ProductLinkSeed[] = [];
    const seen = new Set<string>();
    for (const [kind, qty] of template.items) {
      const candidates = this.pickSimples(pools, [kind], 4);
      const pick = candidates.find((c) => c.colour === themeColour) ?? candidates[0];
      if (pick && !seen.has(pick.sku)) {
        seen.add(pick.sku);
        links.push({ type: 'associated', sku: pick.sku, position: links.length + 1, qty });
      }
    }
    if (links.length === 0) return;
    // Sets of one name would show one name at two prices: a second one is numbered.
    const name = this.distinctName({
      nl: `${template.name[0]} ${colour.label[0].toLowerCase()}`,
      de: `${template.name[1]} ${colour.label[1]}`,
    });
    const id = this.allocateId();
    const { createdAt, updatedAt } = this.dates();
    const itemsNl = [
      'Geleverd als losse artikelen, de hoeveelheden zijn vrij aan te passen',
      'Alle artikelen zijn ook los verkrijgbaar',
    ];
    const itemsDe = [
      'Geliefert als einzelne Artikel, die Mengen sind frei anpassbar',
      'Alle Artikel sind auch einzeln erhältlich',
    ];
    const product: ProductSeed = {
      id,
      sku: `UITZET-${this.nextSerial++}`,
      typeId: 'grouped',
      name,
      description: {
        nl: `<p>${escapeHtml(template.pitch[0])}</p><ul>${itemsNl.map((t) => `<li>${t}</li>`).join('')}</ul>`,
        de: `<p>${escapeHtml(template.pitch[1])}</p><ul>${itemsDe.map((t) => `<li>${t}</li>`).join('')}</ul>`,
      },
      urlKey: this.uniqueUrlKey(name, id),
      status: 1,
      visibility: 4,
      taxClassId: TAX_CLASS_STANDARD,
      price: 0,
      stock: { qty: 0, isInStock: true, manageStock: false },
      attributes: { color: this.attrs.optionId('color', themeColour) },
      categories: this.assignCategories(this.category('gift-sets')),
      media: this.productMedia('gift-box', themeColour, 3, name),
      labels: [],
      links,
      createdAt,
      updatedAt,
    };
    this.pending.push(product);
  }

  private addService(index: number): void {
    const { rng } = this;
    const template = SERVICE_TEMPLATES[
      index % SERVICE_TEMPLATES.length
    ] as (typeof SERVICE_TEMPLATES)[number];
    const round = Math.floor(index / SERVICE_TEMPLATES.length);
    const location = SERVICE_LOCATIONS[round % SERVICE_LOCATIONS.length] as Pair;
    const edition = Math.floor(round / SERVICE_LOCATIONS.length);
    const suffix = edition > 0 ? ` (${edition + 1})` : '';
    const name = {
      nl: `${template.name[0]} - ${location[0]}${suffix}`,
      de: `${template.name[1]} - ${location[1]}${suffix}`,
    };
    const id = this.allocateId();
    const { createdAt, updatedAt } = this.dates();
    const price = Math.round(template.price * 100);
    const colour = rng.pick(['ochre', 'mint', 'lilac', 'light-blue', 'old-pink']);
    const product: ProductSeed = {
      id,
      sku: `SRV-${this.nextSerial++}`,
      typeId: 'virtual',
      name,
      description: {
        nl: `<p>${escapeHtml(template.pitch[0])}</p>${featureList(template.features, 0)}`,
        de: `<p>${escapeHtml(template.pitch[1])}</p>${featureList(template.features, 1)}`,
      },
      urlKey: this.uniqueUrlKey(name, id),
      status: 1,
      visibility: rng.chance(0.1) ? 3 : 4,
      taxClassId: TAX_CLASS_STANDARD,
      price,
      stock: { qty: 0, isInStock: true, manageStock: false },
      attributes: {},
      categories: this.assignCategories(this.category('workshops')),
      media: this.productMedia('workshop', colour, 1, name),
      labels: [],
      links: [],
      createdAt,
      updatedAt,
    };
    if (rng.chance(0.15)) {
      product.specialPrice = Math.round(price * 0.8);
      product.labels.push('sale-label');
    }
    this.pending.push(product);
  }

  private addGiftCard(): void {
    const name = { nl: 'Cadeaubon', de: 'Geschenkgutschein' };
    const { createdAt, updatedAt } = this.dates();
    const values = GIFT_CARD_AMOUNTS.map((cents, position) => ({
      optionTypeId: this.nextOptionTypeId++,
      title: { nl: `€ ${cents / 100}`, de: `${cents / 100} €` },
      price: cents,
      priceType: 'fixed' as const,
      position: position + 1,
    }));
    const product: ProductSeed = {
      id: GIFT_CARD_PACKAGE_ID,
      sku: GIFT_CARD_SKU,
      typeId: 'virtual',
      name,
      description: {
        nl: '<p>Geef een cadeaubon en laat de ontvanger zelf kiezen uit ons complete assortiment, van kinderwagen tot knuffel. Handig voor de kraamvisite of als bijdrage aan de geboortelijst.</p><ul><li>Kies een bedrag van € 10, € 25, € 50 of € 100</li><li>Online en in al onze winkels te besteden</li><li>2 jaar geldig</li><li>Direct per e-mail in je mailbox</li></ul>',
        de: '<p>Verschenken Sie einen Gutschein und lassen Sie die Beschenkten selbst aus unserem gesamten Sortiment wählen, vom Kinderwagen bis zum Kuscheltier. Ideal zur Geburt oder als Beitrag zur Geburtsliste.</p><ul><li>Wählen Sie einen Betrag von 10 €, 25 €, 50 € oder 100 €</li><li>Online und in allen Filialen einlösbar</li><li>2 Jahre gültig</li><li>Sofort per E-Mail zugestellt</li></ul>',
      },
      shortDescription: {
        nl: 'De cadeaubon voor elk kraambezoek.',
        de: 'Der Gutschein für jeden Babybesuch.',
      },
      urlKey: this.uniqueUrlKey({ nl: 'cadeaubon', de: 'geschenkgutschein' }, GIFT_CARD_PACKAGE_ID),
      status: 1,
      visibility: 4,
      // A multi-purpose voucher: no VAT when sold.
      taxClassId: TAX_CLASS_NONE,
      price: 0,
      stock: { qty: 0, isInStock: true, manageStock: false },
      attributes: {},
      categories: this.assignCategories(this.category('gift-cards')),
      media: this.productMedia('gift-card', 'pink', 2, name),
      labels: [],
      links: [],
      customOptions: [
        {
          optionId: this.nextCustomOptionId++,
          title: { nl: 'Bedrag', de: 'Betrag' },
          type: 'drop_down',
          required: true,
          position: 1,
          values,
        },
        // The recipient (core's giftCardRecipientOptions: the fields in order are the name and
        // the e-mail address, the area is the message), written by the shopper on the page.
        {
          optionId: this.nextCustomOptionId++,
          title: { nl: 'Naam van de ontvanger', de: 'Name der beschenkten Person' },
          type: 'field',
          required: true,
          position: 2,
          values: [],
        },
        {
          optionId: this.nextCustomOptionId++,
          title: {
            nl: 'E-mailadres van de ontvanger',
            de: 'E-Mail-Adresse der beschenkten Person',
          },
          type: 'field',
          required: true,
          position: 3,
          values: [],
        },
        {
          optionId: this.nextCustomOptionId++,
          title: { nl: 'Persoonlijke boodschap', de: 'Persönliche Nachricht' },
          type: 'area',
          required: false,
          position: 4,
          values: [],
        },
      ],
      isGiftCard: true,
      createdAt,
      updatedAt,
    };
    this.giftCardUrlKey = product.urlKey;
    this.pending.push(product);
  }

  // ── Links ─────────────────────────────────────────────────────────────────────────────────

  /**
   * Related, upsell and cross-sell links of the listed regular products, `sliceSize` products'
   * links to a slice (a product without links has none).
   */
  private *links(pools: Pools, sliceSize: number): Generator<CatalogSlice, void, undefined> {
    const { rng } = this;
    const { metas } = this;
    const metasOf = (indexes: number[]) => indexes.map((index) => metas.at(index));
    let slice: ProductLinksSeed[] = [];
    for (let index = 0; index < metas.length; index++) {
      if (!metas.isListed(index) || !rng.chance(0.75)) continue;
      const meta = metas.at(index);
      const links: ProductLinkSeed[] = [];
      const used = new Set<string>([meta.sku]);
      const add = (
        type: ProductLinkSeed['type'],
        candidates: readonly ProductMeta[],
        max: number,
      ) => {
        let position = 1;
        for (const candidate of candidates) {
          if (position > max) break;
          if (used.has(candidate.sku)) continue;
          used.add(candidate.sku);
          links.push({ type, sku: candidate.sku, position: position++ });
        }
      };
      const sameCategory = pools.listedByCategory.get(meta.leafCategory) ?? [];
      add('related', metasOf(rng.sample(sameCategory, 6)), rng.int(2, 4));
      const sameKind = pools.listedByKind.get(meta.kind.key) ?? [];
      add(
        'upsell',
        metasOf(rng.sample(sameKind, 8)).filter((m) => m.price > meta.price),
        rng.int(1, 2),
      );
      if (meta.kind.crossSell) {
        const kinds = rng.sample(meta.kind.crossSell, rng.int(1, 3));
        const candidates: ProductMeta[] = [];
        for (const kind of kinds) {
          const pool = pools.listedByKind.get(kind);
          if (pool && pool.length > 0) candidates.push(metas.at(rng.pick(pool)));
        }
        add('crosssell', candidates, 3);
      }
      if (links.length > 0) slice.push({ productId: meta.id, links });
      if (slice.length >= sliceSize) {
        yield { type: 'links', links: slice };
        slice = [];
      }
    }
    if (slice.length > 0) yield { type: 'links', links: slice };
  }

  // ── Building blocks ──────────────────────────────────────────────────────────────────────

  private allocateId(): number {
    if (this.nextId === GIFT_CARD_PACKAGE_ID) this.nextId++;
    return this.nextId++;
  }

  private category(key: string): CategoryNode {
    const node = this.categoryByKey.get(key);
    if (!node) throw new Error(`Unknown category ${key}`);
    return node;
  }

  /** The leaf and its ancestors below the root, each with the next position in it. */
  private assignCategories(leaf: CategoryNode): { id: number; position: number }[] {
    return leaf.path.map((category) => {
      const position = (this.categoryPositions.get(category.id) ?? 0) + 1;
      this.categoryPositions.set(category.id, position);
      return { id: category.id, position };
    });
  }

  /** The name, or when it is taken the name with the first free set number ("set 2"). */
  private distinctName(name: Localized): Localized {
    let candidate = name;
    for (let number = 2; this.isNameTaken(candidate); number++) {
      candidate = { nl: `${name.nl} (set ${number})`, de: `${name.de} (Set ${number})` };
    }
    return candidate;
  }

  /** Whether a product of this name (in either language) exists already. */
  private isNameTaken(name: Localized): boolean {
    return (
      this.urlKeys.nl.has(slugify(name.nl, 'nl')) || this.urlKeys.de.has(slugify(name.de, 'de'))
    );
  }

  private pickSeries(kind: KindDef): string {
    const series = SERIES[kind.brands];
    const name = this.rng.pick(series.names);
    if (name === '') return '';
    const suffix = this.rng.pick(series.suffixes);
    // No "Sensitive Sensitive" or "Rib Rib".
    const full = suffix.trim() === name ? name : name + suffix;
    // One string per series: every product's meta keeps its series, and there are few.
    const known = this.seriesNames.get(full);
    if (known !== undefined) return known;
    this.seriesNames.set(full, full);
    return full;
  }

  private colourName(colourKey: string, kind: KindDef, brand: BrandDef, series: string): Pair {
    const colour = COLOUR_BY_KEY.get(colourKey);
    if (!colour) throw new Error(`Unknown colour ${colourKey}`);
    if (kind.marketingColour) {
      // The same brand and series always use the same colour name for a colour.
      const index = hashString(`${brand.key}/${series}`) % colour.marketing.length;
      const label = colour.marketing[index] as string;
      return [label, label];
    }
    return [colour.label[0].toLowerCase(), colour.label[1]];
  }

  private uniqueUrlKey(name: Localized, id: number): Localized {
    return {
      nl: claim(this.urlKeys.nl, slugify(name.nl, 'nl'), id),
      de: claim(this.urlKeys.de, slugify(name.de, 'de'), id),
    };
  }

  /**
   * A child's description: the parent's short description and the variant's colour and size.
   * Shared between children with the same text, so large catalogues stay small in memory.
   */
  private childDescription(
    short: Localized | undefined,
    colourKey: string,
    sizeKey: string | undefined,
  ): Localized {
    const intro = short ?? { nl: '', de: '' };
    let byVariant = this.childDescriptions.get(intro);
    if (!byVariant) {
      byVariant = new Map();
      this.childDescriptions.set(intro, byVariant);
    }
    const key = `${colourKey}|${sizeKey ?? ''}`;
    let found = byVariant.get(key);
    if (!found) {
      const colour = this.attrs.optionLabel('color', colourKey);
      const size = sizeKey ? this.attrs.optionLabel('size', sizeKey) : undefined;
      const build = (lang: 'nl' | 'de') => {
        const items = [
          `<li>${lang === 'nl' ? 'Kleur' : 'Farbe'}: ${lang === 'nl' ? colour.nl.toLowerCase() : colour.de}</li>`,
        ];
        if (size) items.push(`<li>${lang === 'nl' ? 'Maat' : 'Größe'}: ${size[lang]}</li>`);
        return `<p>${escapeHtml(intro[lang])}</p><ul>${items.join('')}</ul>`;
      };
      found = { nl: build('nl'), de: build('de') };
      byVariant.set(key, found);
    }
    return found;
  }

  private shortDescription(kind: KindDef): Localized {
    const index = this.rng.int(0, kind.pitches.length - 1);
    const key = `${kind.key}#${index}`;
    let found = this.shortDescriptions.get(key);
    if (!found) {
      const pitch = kind.pitches[index] as Pair;
      found = { nl: `${capitalize(pitch[0])}.`, de: `${capitalize(pitch[1])}.` };
      this.shortDescriptions.set(key, found);
    }
    return found;
  }

  private dates(): {
    createdAt: string;
    updatedAt: string;
    news?: { from: string; to: string; active: boolean };
  } {
    const { rng } = this;
    let created = this.nowMs - rng.int(1, 730 * 24 * 3600) * 1000;
    let news: { from: string; to: string; active: boolean } | undefined;
    if (rng.chance(0.1)) {
      const r = rng.next();
      let from: number;
      let to: number;
      let active = false;
      if (r < 0.6) {
        from = this.todayMs - rng.int(0, 20) * DAY;
        to = this.todayMs + rng.int(10, 60) * DAY;
        active = true;
      } else if (r < 0.9) {
        from = this.todayMs - rng.int(90, 200) * DAY;
        to = this.todayMs - rng.int(1, 60) * DAY;
      } else {
        from = this.todayMs + rng.int(2, 14) * DAY;
        to = from + rng.int(30, 60) * DAY;
      }
      news = { from: iso(from), to: iso(to), active };
      created = Math.min(
        this.nowMs - 3600_000,
        Math.max(from, this.nowMs - 730 * DAY) + rng.int(0, 36_000) * 1000,
      );
    }
    const updated = created + Math.floor((rng.next() * (this.nowMs - created)) / 1000) * 1000;
    return news
      ? { createdAt: iso(created), updatedAt: iso(updated), news }
      : { createdAt: iso(created), updatedAt: iso(updated) };
  }

  /** A shop-like price in cents: ending in ,95 ,99 or ,00 (cheap items also ,29 ,49 ,79). */
  private drawPrice([min, max]: readonly [number, number]): number {
    const euros = min + (max - min) * this.rng.next() ** 1.4;
    return this.roundPrice(euros);
  }

  private roundPrice(euros: number): number {
    const { rng } = this;
    if (euros < 10) {
      const whole = Math.max(0, Math.floor(euros));
      return whole * 100 + rng.pick([29, 49, 79, 95, 99]);
    }
    const step = euros >= 200 ? 10 : euros >= 50 ? 5 : 1;
    const base = Math.max(step, Math.round(euros / step) * step);
    const r = rng.next();
    return base * 100 - (r < 0.45 ? 5 : r < 0.75 ? 1 : 0);
  }

  private drawPriceExtras(price: number): PriceExtras {
    const { rng } = this;
    const extras: PriceExtras = { tier: price >= 500 && rng.chance(0.07) };
    if (rng.chance(0.16)) {
      const cycle: SpecialWindow[] = ['active', 'expired', 'future', 'open'];
      const window =
        this.specialCount < cycle.length
          ? (cycle[this.specialCount] as SpecialWindow)
          : (cycle[rng.weightedIndex([0.4, 0.2, 0.15, 0.25])] as SpecialWindow);
      this.specialCount++;
      extras.specialFactor = rng.pick([0.7, 0.75, 0.8, 0.85, 0.9]);
      extras.window = window;
      if (window === 'active') {
        extras.from = iso(this.todayMs - rng.int(1, 30) * DAY);
        extras.to = iso(this.todayMs + rng.int(2, 45) * DAY);
      } else if (window === 'expired') {
        extras.from = iso(this.todayMs - rng.int(40, 120) * DAY);
        extras.to = iso(this.todayMs - rng.int(1, 30) * DAY);
      } else if (window === 'future') {
        const from = this.todayMs + rng.int(2, 20) * DAY;
        extras.from = iso(from);
        extras.to = iso(from + rng.int(7, 30) * DAY);
      }
    }
    if (rng.chance(0.18)) extras.adviceFactor = 1.1 + rng.int(0, 5) * 0.05;
    return extras;
  }

  private applyPrices(product: ProductSeed, price: number, extras: PriceExtras): void {
    product.price = price;
    if (extras.specialFactor !== undefined) {
      let special = Math.round((price * extras.specialFactor) / 100) * 100 - 5;
      if (special >= price || special <= 0)
        special = Math.max(1, Math.round(price * extras.specialFactor));
      product.specialPrice = special;
      if (extras.from) product.specialFromDate = extras.from;
      if (extras.to) product.specialToDate = extras.to;
    }
    if (extras.adviceFactor !== undefined) {
      const advice = Math.round((price * extras.adviceFactor) / 100) * 100 - 5;
      product.advicePrice = advice > price ? advice : price + 500;
    }
    if (extras.tier) {
      const tiers: TierPriceSeed[] = [
        { customerGroupId: 2, qty: 1, value: Math.round(price * 0.9) },
        { customerGroupId: 2, qty: 5, value: Math.round(price * 0.85) },
      ];
      product.tierPrices = tiers;
    }
  }

  private drawVisibility(): Visibility {
    const r = this.rng.next();
    return r < 0.01 ? 2 : r < 0.02 ? 3 : 4;
  }

  private drawStock(outOfStock = 0.05): StockSeed {
    const r = this.rng.next();
    if (r < outOfStock) return { qty: 0, isInStock: false, manageStock: true };
    if (r < outOfStock + 0.08)
      return { qty: this.rng.int(1, 5), isInStock: true, manageStock: true };
    return { qty: this.rng.int(6, 250), isInStock: true, manageStock: true };
  }

  private drawViewCount(): number {
    const r = this.rng.next();
    return r < 0.1 ? 1 : r < 0.25 ? 2 : 3;
  }

  private imagePath(kind: string, colour: string, view: number): string {
    const key = `${kind}|${colour}|${view}`;
    let path = this.imagePaths.get(key);
    if (!path) {
      path = productImagePath(kind, colour, view);
      this.imagePaths.set(key, path);
    }
    return path;
  }

  /**
   * Image entries of one colour. The main image carries the product name as its label; the
   * other views and children's images leave it out (a label per image only repeats the name).
   */
  private productMedia(
    kind: string,
    colour: string,
    views: number,
    label?: Localized,
  ): MediaSeed[] {
    const media: MediaSeed[] = [];
    for (let view = 1; view <= views; view++) {
      const file = this.imagePath(kind, colour, view);
      media.push(
        label && view === 1
          ? { type: 'image', file, label, position: view }
          : { type: 'image', file, position: view },
      );
    }
    return media;
  }

  /** All views of the first colour, then the front view of every other colour. */
  private parentMedia(kind: string, colours: readonly string[], label: Localized): MediaSeed[] {
    const media = this.productMedia(kind, colours[0] as string, 3, label);
    for (const colour of colours.slice(1)) {
      media.push({
        type: 'image',
        file: this.imagePath(kind, colour, 1),
        position: media.length + 1,
      });
    }
    return media;
  }

  private addVideo(product: ProductSeed): void {
    const first = product.media[0];
    if (!first) return;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    let videoId = '';
    for (let i = 0; i < 11; i++) videoId += alphabet[this.rng.int(0, alphabet.length - 1)];
    product.media.push({
      type: 'video',
      file: first.file,
      label: { nl: `Video: ${product.name.nl}`, de: `Video: ${product.name.de}` },
      position: product.media.length + 1,
      videoId,
      videoUrl: `https://www.youtube.com/watch?v=${videoId}`,
    });
  }

  private ean(): string {
    const body = `871${String(this.nextEan++).padStart(9, '0')}`;
    return toEan13(body);
  }

  /** In-store barcode: an EAN-13 in the restricted-circulation range 2x. */
  private osBarcode(id: number): string {
    return toEan13(`21${String(id).padStart(10, '0')}`);
  }

  private customOptions(
    kinds: readonly ('engraving' | 'giftwrap' | 'warranty')[],
  ): CustomOptionSeed[] {
    const chosen = this.rng.sample(kinds, this.rng.int(1, Math.min(2, kinds.length)));
    const ordered = kinds.filter((k) => chosen.includes(k));
    return ordered.map((kind, index) => {
      const optionId = this.nextCustomOptionId++;
      const value = (
        title: Pair,
        price: number,
        priceType: 'fixed' | 'percent',
        position: number,
      ) => ({
        optionTypeId: this.nextOptionTypeId++,
        title: { nl: title[0], de: title[1] },
        price,
        priceType,
        position,
      });
      if (kind === 'engraving') {
        return {
          optionId,
          title: {
            nl: 'Naam borduren of graveren (max. 12 tekens)',
            de: 'Name sticken oder gravieren (max. 12 Zeichen)',
          },
          type: 'field',
          required: false,
          position: index + 1,
          values: [value(['Personalisatie', 'Personalisierung'], 750, 'fixed', 1)],
        };
      }
      if (kind === 'giftwrap') {
        return {
          optionId,
          title: { nl: 'Cadeauverpakking', de: 'Geschenkverpackung' },
          type: 'checkbox',
          required: false,
          position: index + 1,
          values: [
            value(
              ['Inpakken als cadeau met kaartje', 'Als Geschenk verpacken mit Karte'],
              295,
              'fixed',
              1,
            ),
          ],
        };
      }
      return {
        optionId,
        title: { nl: 'Garantieverlenging', de: 'Garantieverlängerung' },
        type: 'drop_down',
        required: false,
        position: index + 1,
        values: [
          value(['Geen verlenging', 'Keine Verlängerung'], 0, 'fixed', 1),
          value(['1 jaar extra garantie', '1 Jahr zusätzliche Garantie'], 10, 'percent', 2),
          value(['2 jaar extra garantie', '2 Jahre zusätzliche Garantie'], 15, 'percent', 3),
        ],
      };
    });
  }

  private kindAttributes(kind: KindDef, brand: BrandDef): ProductSeed['attributes'] {
    const { rng, attrs } = this;
    const a = kind.attrs;
    const out: ProductSeed['attributes'] = { brand: attrs.optionId('brand', brand.key) };
    if (a.age) out.age = attrs.optionId('age', rng.pick(a.age));
    if (a.material) out.materiaal = attrs.optionId('materiaal', rng.pickBiased(a.material));
    if (a.from) out.geschikt_vanaf = attrs.optionId('geschikt_vanaf', rng.pickBiased(a.from));
    if (a.kg)
      out.gewicht = roundTo(a.kg[0] + (a.kg[1] - a.kg[0]) * rng.next(), a.kg[1] < 2 ? 2 : 1);
    if (a.isofix !== undefined) out.isofix = rng.chance(a.isofix);
    if (a.washable !== undefined) out.wasbaar = rng.chance(a.washable);
    if (a.foldable !== undefined) out.inklapbaar = rng.chance(a.foldable);
    out.duurzaam = rng.chance(a.sustainable ?? 0.15);
    if (a.bpaFree) out.bpa_vrij = true;
    if (a.iSize) out.i_size = attrs.optionId('i_size', rng.pickBiased(a.iSize));
    if (a.contents) out.inhoud = rng.pick(a.contents);
    if (a.dimensions) out.afmetingen = rng.pick(a.dimensions);
    if (a.maxLoad) out.max_belasting = rng.int(a.maxLoad[0], a.maxLoad[1]);
    if (a.warranty) out.garantie = attrs.optionId('garantie', rng.pick(a.warranty));
    return out;
  }

  private describe(
    kind: KindDef,
    brand: BrandDef,
    attributes: ProductSeed['attributes'],
    variant: { colourLabel?: Pair; colourCount: number; sizeRange: string[] },
  ): Localized {
    const { rng } = this;
    const pitch = rng.pick(kind.pitches);
    const features = rng
      .sample(
        kind.features.map((f, i) => [f, i] as const),
        rng.int(3, 5),
      )
      .sort((x, y) => x[1] - y[1])
      .map(([f]) => f);
    const extra: Pair[] = [];
    const label = (value: unknown): Localized | undefined =>
      typeof value === 'number' ? this.optionLabels.get(value) : undefined;
    const mentions = (word: string) => features.some(([nl]) => nl.toLowerCase().includes(word));
    const material = label(attributes.materiaal);
    if (material)
      extra.push([`Materiaal: ${material.nl.toLowerCase()}`, `Material: ${material.de}`]);
    const from = label(attributes.geschikt_vanaf);
    if (from && !mentions('geschikt vanaf')) {
      extra.push(
        attributes.geschikt_vanaf === this.attrs.optionId('geschikt_vanaf', 'pregnancy')
          ? [
              'Geschikt tijdens de zwangerschap en daarna',
              'Geeignet während der Schwangerschaft und danach',
            ]
          : [`Geschikt ${lowerFirst(from.nl)}`, `Geeignet ${lowerFirst(from.de)}`],
      );
    }
    const iSize = label(attributes.i_size);
    if (iSize && !mentions('i-size')) {
      extra.push([
        `Goedgekeurd volgens i-Size (R129) voor kinderen van ${iSize.nl}`,
        `Zugelassen nach i-Size (R129) für Kinder von ${iSize.de}`,
      ]);
    }
    if (attributes.isofix === true && !mentions('isofix'))
      extra.push(['Met ISOFIX-bevestiging', 'Mit ISOFIX-Befestigung']);
    if (typeof attributes.gewicht === 'number') {
      const kg = formatDecimal(attributes.gewicht);
      extra.push([`Gewicht: ${kg} kg`, `Gewicht: ${kg} kg`]);
    }
    if (typeof attributes.max_belasting === 'number' && !mentions('belastbaar')) {
      extra.push([
        `Maximale belasting: ${attributes.max_belasting} kg`,
        `Maximale Belastung: ${attributes.max_belasting} kg`,
      ]);
    }
    if (typeof attributes.afmetingen === 'string') {
      extra.push([`Afmetingen: ${attributes.afmetingen}`, `Maße: ${attributes.afmetingen}`]);
    }
    if (typeof attributes.inhoud === 'string')
      extra.push([`Inhoud: ${attributes.inhoud}`, `Inhalt: ${attributes.inhoud}`]);
    if (attributes.duurzaam === true) {
      extra.push([
        'Duurzaam geproduceerd met oog voor mens en milieu',
        'Nachhaltig hergestellt mit Blick auf Mensch und Umwelt',
      ]);
    }
    const garantie = label(attributes.garantie);
    if (garantie) extra.push([`${capitalize(garantie.nl)} garantie`, `${garantie.de} Garantie`]);

    let colourSentence: Pair | undefined;
    if (variant.colourLabel) {
      colourSentence = [
        `Deze uitvoering is in de kleur ${variant.colourLabel[0]}.`,
        `Diese Ausführung ist in der Farbe ${variant.colourLabel[1]} gehalten.`,
      ];
    } else if (variant.sizeRange.length > 1) {
      const first = SIZE_BY_KEY.get(variant.sizeRange[0] as string)?.label ?? ['', ''];
      const last = SIZE_BY_KEY.get(variant.sizeRange[variant.sizeRange.length - 1] as string)
        ?.label ?? ['', ''];
      const many = variant.colourCount > 1;
      colourSentence = [
        `Verkrijgbaar in ${many ? `${variant.colourCount} kleuren en ` : ''}de maten ${first[0]} tot en met ${last[0]}.`,
        `Erhältlich in ${many ? `${variant.colourCount} Farben und ` : ''}den Größen ${first[1]} bis ${last[1]}.`,
      ];
    } else if (variant.colourCount > 1) {
      colourSentence = [
        `Verkrijgbaar in ${variant.colourCount} kleuren.`,
        `Erhältlich in ${variant.colourCount} Farben.`,
      ];
    }
    const closers: readonly Pair[] = [
      ['Een fijn cadeau voor de kraamvisite.', 'Ein schönes Geschenk zum Babybesuch.'],
      [
        'Op werkdagen voor 22:00 uur besteld, morgen in huis.',
        'Werktags bis 22 Uhr bestellt, in 1-3 Werktagen geliefert.',
      ],
      ['Gratis retourneren binnen 30 dagen.', 'Kostenlose Rücksendung innerhalb von 30 Tagen.'],
    ];
    const closer = rng.chance(0.35) ? rng.pick(closers) : undefined;
    const withTagline = rng.chance(0.7);
    const allFeatures = [...features, ...extra.slice(0, 4)];
    const build = (lang: 0 | 1): string => {
      let intro = `${capitalize(pitch[lang])}.`;
      if (colourSentence) intro += ` ${colourSentence[lang]}`;
      let html = `<p>${escapeHtml(intro)}</p>`;
      const second = [withTagline ? brand.tagline[lang] : '', closer ? closer[lang] : '']
        .filter(Boolean)
        .join(' ');
      if (second) html += `<p>${escapeHtml(second)}</p>`;
      html += featureList(allFeatures, lang);
      return html;
    };
    return { nl: build(0), de: build(1) };
  }

  private labels(product: ProductSeed, extras: PriceExtras, isNew: boolean): ProductLabelId[] {
    const { rng } = this;
    const labels: ProductLabelId[] = [];
    if (isNew) labels.push('new-label');
    if (rng.chance(0.04)) labels.push('action-sticker');
    if (
      product.specialPrice !== undefined &&
      (extras.window === 'active' || extras.window === 'open')
    ) {
      labels.push('sale-label');
    }
    if (product.advicePrice !== undefined) labels.push('advice-price-label');
    if (rng.chance(0.005)) labels.push('red-label');
    if (!product.stock.isInStock) labels.push('sold-out-label');
    return labels;
  }
}

/** The products bundles, sets and links are picked from, by their numbers in the metas. */
interface Pools {
  simpleByKind: Map<string, number[]>;
  /** Children by their numbers among all children (ProductMetas.childAt). */
  childByKind: Map<string, number[]>;
  listedByKind: Map<string, number[]>;
  listedByCategory: Map<number, number[]>;
  anySimple: number[];
}

function productName(
  parts: NameParts,
  colour: Pair | undefined,
  sizeKey: string | undefined,
): Localized {
  const build = (lang: 0 | 1): string => {
    const words = [parts.brand.name];
    if (parts.series) words.push(parts.series);
    words.push(parts.noun[lang]);
    if (parts.variant) words.push(parts.variant[lang]);
    if (colour) words.push(colour[lang]);
    let text = words.join(' ');
    const { pack } = parts;
    if (pack)
      text += /stuks|paar|pack/.test(pack)
        ? ` - ${translatePack(pack, lang)}`
        : ` ${translatePack(pack, lang)}`;
    const size = sizeKey && sizeKey !== 'one-size' ? SIZE_BY_KEY.get(sizeKey) : undefined;
    if (size) text += lang === 0 ? ` - maat ${size.label[0]}` : ` - Größe ${size.label[1]}`;
    return text;
  };
  return { nl: build(0), de: build(1) };
}

function featureList(features: readonly Pair[], lang: 0 | 1): string {
  return `<ul>${features.map((f) => `<li>${escapeHtml(f[lang])}</li>`).join('')}</ul>`;
}

/** Takes `base` if free, else `base-{id}`, else `base-{id}-{n}`; records the result. */
function claim(taken: TakenKeys, base: string, id: number): string {
  let candidate = base || `product-${id}`;
  if (taken.has(candidate)) candidate = `${base}-${id}`;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}-${id}-${n}`;
  taken.add(candidate);
  return candidate;
}

function skuPrefix(kind: string): string {
  const parts = kind.split('-');
  const letters =
    parts.length > 1
      ? parts.map((p) => p.slice(0, parts.length > 2 ? 1 : 2)).join('')
      : kind.slice(0, 3);
  return letters.toUpperCase();
}

function translatePack(pack: string, lang: 0 | 1): string {
  if (lang === 0) return pack;
  return pack.replace('stuks', 'Stück').replace('paar', 'Paar').replace('mnd', 'Monate');
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function roundTo(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

function formatDecimal(value: number): string {
  return String(value).replace('.', ',');
}

/** A small stable string hash (FNV-1a). */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A Dutch noun as a label on its own ("kinderwagen" → "Kinderwagen"). */
function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
