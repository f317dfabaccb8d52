import { createHash } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { CatalogSeed, CatalogSlice, ProductSeed } from '@shop/core';
import {
  GIFT_CARD_PACKAGE_ID,
  ROOT_CATEGORY_ID,
  TAX_CLASS_NONE,
  TAX_CLASS_REDUCED,
} from '@shop/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogOfSlices, generateCatalog, generateCatalogSlices } from './generate.ts';
import { isValidEan13 } from './text.ts';

const NOW = new Date('2025-06-15T10:30:00.000Z');
const seed = generateCatalog({ now: NOW });

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PRODUCT_IMAGE = /^\/product\/[a-z0-9-]+\/[a-z0-9-]+-[1-3]\.svg$/;

function allProducts(catalog: CatalogSeed): ProductSeed[] {
  return catalog.products.flatMap((p) => [p, ...(p.children ?? [])]);
}

function hash(catalog: CatalogSeed): string {
  return createHash('sha256').update(JSON.stringify(catalog)).digest('hex');
}

function optionValues(catalog: CatalogSeed, code: string): Set<number> {
  const attribute = catalog.attributes.find((a) => a.code === code);
  return new Set(attribute?.options.map((o) => o.value) ?? []);
}

describe('generateCatalog determinism', () => {
  it('gives byte-identical JSON for the same options', () => {
    expect(hash(generateCatalog({ now: NOW }))).toBe(hash(seed));
  });

  it('gives a different catalogue for a different seed', () => {
    expect(hash(generateCatalog({ now: NOW, seed: 7 }))).not.toBe(hash(seed));
  });

  it('derives dates from now, so another now moves the windows', () => {
    const later = generateCatalog({ now: new Date('2025-09-01T00:00:00.000Z') });
    expect(later.products.map((p) => p.sku)).toEqual(seed.products.map((p) => p.sku));
    expect(later.products[0]?.createdAt).not.toBe(seed.products[0]?.createdAt);
  });
});

describe('generateCatalogSlices', () => {
  it('gives, put together, exactly what generateCatalog gives', () => {
    const cases: [Parameters<typeof generateCatalog>[0], number][] = [
      [{ now: NOW }, 97],
      [{ products: 60, seed: 7, now: NOW }, 1],
      [{ products: 10, seed: 3, now: NOW }, 4],
    ];
    for (const [options, sliceSize] of cases) {
      const sliced = catalogOfSlices(generateCatalogSlices(options, sliceSize));
      expect(hash(sliced), `${options?.products} by ${sliceSize}`).toBe(
        hash(generateCatalog(options)),
      );
    }
  });

  it('makes a start, slices of at most the slice size of products, their links, and an end', () => {
    const slices = [...generateCatalogSlices({ products: 300, now: NOW }, 25)];
    const order = ['start', 'products', 'links', 'end'];
    const types = slices.map((slice) => slice.type);
    expect(types[0]).toBe('start');
    expect(types[types.length - 1]).toBe('end');
    // In that order: no products after the first links, no links after the end.
    expect(types.map((type) => order.indexOf(type))).toEqual(
      types.map((type) => order.indexOf(type)).sort((a, b) => a - b),
    );
    const seen = new Set<number>();
    for (const slice of slices) {
      if (slice.type === 'products') {
        expect(slice.products.length).toBeLessThanOrEqual(25);
        for (const product of slice.products) seen.add(product.id);
      }
      if (slice.type === 'links') {
        expect(slice.links.length).toBeLessThanOrEqual(25);
        for (const { productId, links } of slice.links) {
          expect(seen.has(productId)).toBe(true);
          expect(links.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('lets go of a slice of products once it is out', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const slices = generateCatalogSlices({ products: 400, now: NOW }, 20);
    const next = (): CatalogSlice => slices.next().value as CatalogSlice;
    next(); // the start
    const first = next();
    if (first.type !== 'products') throw new Error('products expected after the start');
    const refs = first.products.map((product) => new WeakRef(product));
    first.products.length = 0;
    // A WeakRef holds its target until the current job ends.
    await new Promise((resolve) => setImmediate(resolve));
    // The generator halfway: later products made, the links still to come.
    while (next().type === 'products') {}
    gc();
    expect(refs.filter((ref) => ref.deref() !== undefined)).toHaveLength(0);
  });
});

describe('link groups and the pram package', () => {
  it("links prams sold separately: other colours of one model, and a brand's other frames", () => {
    const groups = seed.linkGroups ?? [];
    const bySku = new Map(allProducts(seed).map((p) => [p.sku, p]));
    expect(groups.some((g) => g.type === 'colour')).toBe(true);
    expect(groups.filter((g) => g.type === 'frame').length).toBeGreaterThanOrEqual(3);
    expect(new Set(groups.map((g) => g.groupId)).size).toBe(groups.length);
    for (const group of groups) {
      expect(group.members.length).toBeGreaterThanOrEqual(2);
      for (const member of group.members) {
        const product = bySku.get(member.sku);
        expect(product?.visibility, member.sku).toBeGreaterThanOrEqual(2);
        expect(member.label.nl && member.label.de).toBeTruthy();
      }
      if (group.type === 'colour') {
        expect(group.members.every((m) => /^#[0-9a-f]{6}$/.test(m.swatch ?? ''))).toBe(true);
      }
    }
  });

  it('has a pram package whose pram and car seat are picked as products in a colour', () => {
    const packages = seed.products.filter((p) => p.isPackage);
    expect(packages).toHaveLength(1);
    const pack = packages[0]!;
    expect(pack.typeId).toBe('bundle');
    const children = new Map(
      seed.products.flatMap((p) => (p.children ?? []).map((child) => [child.sku, p] as const)),
    );
    const all = new Set(allProducts(seed).map((p) => p.sku));
    const [pram, seat] = pack.bundleOptions ?? [];
    expect(pram?.required && seat?.required).toBe(true);
    for (const option of pack.bundleOptions ?? []) {
      for (const selection of option.selections) expect(all.has(selection.sku)).toBe(true);
    }
    // The pram option offers several colours of at least one configurable pram.
    const parents = new Set(pram!.selections.map((s) => children.get(s.sku)?.sku));
    expect([...parents].filter(Boolean).length).toBeGreaterThanOrEqual(1);
    expect(pram!.selections.length).toBeGreaterThan(parents.size);
  });

  it("comes last, with ids after the other bundles' (an older demo shop takes it in as is)", () => {
    const pack = seed.products.at(-1)!;
    expect(pack.isPackage).toBe(true);
    const others = seed.products.filter((p) => p.typeId === 'bundle' && !p.isPackage);
    const optionIds = others.flatMap((p) => (p.bundleOptions ?? []).map((o) => o.optionId));
    const selectionIds = others.flatMap((p) =>
      (p.bundleOptions ?? []).flatMap((o) => o.selections.map((s) => s.selectionId)),
    );
    for (const option of pack.bundleOptions ?? []) {
      expect(option.optionId).toBeGreaterThan(Math.max(...optionIds));
      for (const s of option.selections)
        expect(s.selectionId).toBeGreaterThan(Math.max(...selectionIds));
    }
    const ids = allProducts(seed)
      .filter((p) => p !== pack)
      .map((p) => p.id);
    expect(ids).not.toContain(pack.id);
  });
});

describe('default catalogue shape', () => {
  it('has 2,200 sellable products, the pram package, plus configurable children', () => {
    expect(seed.products).toHaveLength(2201);
    const children = seed.products.reduce((n, p) => n + (p.children?.length ?? 0), 0);
    expect(children).toBeGreaterThan(1000);
  });

  it('has every product type, with a good share of configurables', () => {
    const types = new Map<string, number>();
    for (const p of seed.products) types.set(p.typeId, (types.get(p.typeId) ?? 0) + 1);
    for (const type of ['simple', 'configurable', 'bundle', 'grouped', 'virtual']) {
      expect(types.get(type) ?? 0, type).toBeGreaterThan(0);
    }
    expect(types.get('configurable') ?? 0).toBeGreaterThan(200);
  });

  it('has at least 8 top categories below root 4442, two to three levels deep', () => {
    const byId = new Map(seed.categories.map((c) => [c.id, c]));
    const root = byId.get(ROOT_CATEGORY_ID);
    expect(root?.parentId).toBe(1);
    const tops = seed.categories.filter((c) => c.parentId === ROOT_CATEGORY_ID);
    expect(tops.length).toBeGreaterThanOrEqual(8);
    const depth = (id: number): number => {
      let d = 0;
      for (let c = byId.get(id); c && c.id !== ROOT_CATEGORY_ID; c = byId.get(c.parentId)) d++;
      return d;
    };
    const maxDepth = Math.max(...seed.categories.map((c) => depth(c.id)));
    expect(maxDepth).toBe(3);
    const productTops = tops.filter((t) => t.displayMode !== 'PAGE');
    expect(productTops.length).toBeGreaterThanOrEqual(8);
    for (const top of productTops) {
      expect(
        seed.categories.some((c) => c.parentId === top.id),
        top.name.nl,
      ).toBe(true);
    }
    for (const c of seed.categories) {
      if (c.id !== ROOT_CATEGORY_ID) expect(c.id).toBeGreaterThan(ROOT_CATEGORY_ID);
    }
  });

  it('has 20+ brands, used by products', () => {
    const brands = optionValues(seed, 'brand');
    expect(brands.size).toBeGreaterThanOrEqual(20);
    const used = new Set(
      seed.products.map((p) => p.attributes.brand).filter((b) => b !== undefined),
    );
    expect(used.size).toBeGreaterThanOrEqual(20);
    for (const b of used) expect(brands.has(b as number)).toBe(true);
  });

  it('has colour, size, age, brand and Dutch-coded attributes with nl and de labels', () => {
    const codes = seed.attributes.map((a) => a.code);
    for (const code of [
      'color',
      'size',
      'age',
      'brand',
      'materiaal',
      'geschikt_vanaf',
      'gewicht',
      'isofix',
      'wasbaar',
      'duurzaam',
      'i_size',
    ]) {
      expect(codes).toContain(code);
    }
    const colour = seed.attributes.find((a) => a.code === 'color');
    expect(colour?.isConfigurable).toBe(true);
    expect(colour?.options.length).toBeGreaterThanOrEqual(15);
    for (const option of colour?.options ?? []) expect(option.swatch).toMatch(/^#[0-9a-f]{6}$/);
    for (const a of seed.attributes) {
      expect(a.label.nl && a.label.de).toBeTruthy();
      for (const o of a.options) expect(o.label.nl && o.label.de).toBeTruthy();
    }
  });
});

describe('identifiers', () => {
  const everything = allProducts(seed);

  it('has unique product ids and skus over parents and children', () => {
    expect(new Set(everything.map((p) => p.id)).size).toBe(everything.length);
    expect(new Set(everything.map((p) => p.sku)).size).toBe(everything.length);
  });

  it('has unique, slug-shaped url keys per store', () => {
    for (const store of ['nl', 'de'] as const) {
      const keys = everything.map((p) => p.urlKey[store]);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(key).toMatch(SLUG);
      const categoryKeys = seed.categories.map((c) => c.urlKey[store]);
      expect(new Set(categoryKeys).size).toBe(categoryKeys.length);
      for (const key of categoryKeys) expect(key).toMatch(SLUG);
    }
  });

  it('has option ids that are unique over all attributes', () => {
    const values = seed.attributes.flatMap((a) => a.options.map((o) => o.value));
    expect(new Set(values).size).toBe(values.length);
  });

  it('gives EAN-13 codes with valid check digits, unique, on most products', () => {
    const codes = everything.map((p) => p.eanCode).filter((c): c is string => c !== undefined);
    expect(codes.length).toBeGreaterThan(everything.length * 0.7);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(isValidEan13(code), code).toBe(true);
    const barcodes = everything.map((p) => p.osBarcode).filter((c) => c !== undefined);
    expect(barcodes.length).toBeGreaterThan(everything.length * 0.7);
  });
});

describe('variants and composite products', () => {
  const skus = new Map(allProducts(seed).map((p) => [p.sku, p]));

  it('gives every configurable enabled children with colour (and size) options of the attributes', () => {
    const colours = optionValues(seed, 'color');
    const sizes = optionValues(seed, 'size');
    const configurables = seed.products.filter((p) => p.typeId === 'configurable');
    expect(configurables.some((p) => p.configurableAttributes?.includes('size'))).toBe(true);
    expect(configurables.some((p) => p.configurableAttributes?.length === 1)).toBe(true);
    for (const parent of configurables) {
      const children = parent.children ?? [];
      expect(children.length, parent.sku).toBeGreaterThan(0);
      expect(children.some((c) => c.status === 1)).toBe(true);
      expect(parent.configurableAttributes?.[0]).toBe('color');
      const combos = new Set<string>();
      for (const child of children) {
        expect(child.typeId).toBe('simple');
        expect(child.visibility).toBe(1);
        expect(child.sku.startsWith(`${parent.sku}-`)).toBe(true);
        expect(colours.has(child.attributes.color as number)).toBe(true);
        if (parent.configurableAttributes?.includes('size')) {
          expect(sizes.has(child.attributes.size as number)).toBe(true);
        }
        expect(child.media.length).toBeGreaterThan(0);
        expect(child.description.nl).toMatch(/^<p>.*<\/p><ul><li>Kleur: [^<]+<\/li>/);
        expect(child.description.de).toMatch(/^<p>.*<\/p><ul><li>Farbe: [^<]+<\/li>/);
        combos.add(`${child.attributes.color}/${child.attributes.size}`);
      }
      expect(combos.size).toBe(children.length);
      expect(parent.price).toBe(
        Math.min(...children.filter((c) => c.status === 1).map((c) => c.price)),
      );
    }
    const children = configurables.flatMap((p) => p.children ?? []);
    expect(children.some((c) => c.status === 2)).toBe(true);
    expect(children.some((c) => !c.stock.isInStock)).toBe(true);
  });

  it('leaves out one colour × size combination of exactly one configurable', () => {
    const incomplete = seed.products.filter((parent) => {
      if (!parent.configurableAttributes?.includes('size')) return false;
      const children = parent.children ?? [];
      const colours = new Set(children.map((c) => c.attributes.color));
      const sizes = new Set(children.map((c) => c.attributes.size));
      return children.length < colours.size * sizes.size;
    });
    expect(incomplete.map((p) => p.sku)).toEqual(['ROM-100046']);
    const parent = incomplete[0] as ProductSeed;
    const skus = (parent.children ?? []).map((c) => c.sku);
    // The first colour lacks the largest size; every other combination exists.
    const [first] = skus;
    const colour = first?.split('-')[2];
    const largest = skus.at(-1)?.split('-')[3];
    expect(skus).not.toContain(`ROM-100046-${colour}-${largest}`);
    expect(skus.filter((sku) => sku.includes(`-${colour}-`)).length).toBeGreaterThan(1);
  });

  it('builds bundles from existing simple skus with defaults set', () => {
    const bundles = seed.products.filter((p) => p.typeId === 'bundle');
    expect(bundles.length).toBeGreaterThan(0);
    for (const bundle of bundles) {
      expect(bundle.price).toBe(0);
      const options = bundle.bundleOptions ?? [];
      expect(options.length).toBeGreaterThan(0);
      expect(options.flatMap((o) => o.selections).some((s) => s.isDefault)).toBe(true);
      for (const option of options) {
        for (const selection of option.selections) {
          expect(skus.get(selection.sku)?.typeId, selection.sku).toBe('simple');
          expect(selection.qty).toBeGreaterThan(0);
        }
      }
    }
  });

  it('groups existing simple skus with quantities in grouped products', () => {
    const grouped = seed.products.filter((p) => p.typeId === 'grouped');
    expect(grouped.length).toBeGreaterThan(0);
    for (const product of grouped) {
      const links = product.links.filter((l) => l.type === 'associated');
      expect(links.length).toBeGreaterThan(1);
      for (const link of links) {
        expect(skus.get(link.sku)?.typeId).toBe('simple');
        expect(link.qty).toBeGreaterThan(0);
      }
    }
  });

  it('links related, upsell and crosssell products to existing skus', () => {
    const linked = seed.products.flatMap((p) => p.links.map((l) => ({ from: p.sku, ...l })));
    for (const type of ['related', 'upsell', 'crosssell'] as const) {
      expect(
        linked.some((l) => l.type === type),
        type,
      ).toBe(true);
    }
    for (const link of linked) {
      expect(skus.has(link.sku)).toBe(true);
      expect(link.sku).not.toBe(link.from);
    }
  });

  it('has the gift card 17994 with a required amount option', () => {
    const card = seed.products.find((p) => p.id === GIFT_CARD_PACKAGE_ID);
    expect(card).toMatchObject({ typeId: 'virtual', isGiftCard: true, price: 0, status: 1 });
    const option = card?.customOptions?.[0];
    expect(option).toMatchObject({ title: { nl: 'Bedrag', de: 'Betrag' }, required: true });
    expect(option?.values.map((v) => [v.price, v.priceType])).toEqual([
      [1000, 'fixed'],
      [2500, 'fixed'],
      [5000, 'fixed'],
      [10000, 'fixed'],
    ]);
    // Then the recipient: a required name and e-mail address and an optional message.
    expect(card?.customOptions?.slice(1).map((o) => [o.type, o.required, o.values.length])).toEqual(
      [
        ['field', true, 0],
        ['field', true, 0],
        ['area', false, 0],
      ],
    );
  });

  it('has virtual services without stock management and products with custom options', () => {
    const virtual = seed.products.filter((p) => p.typeId === 'virtual');
    for (const p of virtual) expect(p.stock.manageStock).toBe(false);
    const priceTypes = new Set(
      seed.products.flatMap((p) =>
        (p.customOptions ?? []).flatMap((o) => o.values.map((v) => v.priceType)),
      ),
    );
    expect(priceTypes).toEqual(new Set(['fixed', 'percent']));
  });
});

describe('prices, windows, stock and labels', () => {
  const nowMs = NOW.getTime();

  it('has special price windows that are active, expired, future and open relative to now', () => {
    const kinds = new Set<string>();
    for (const p of allProducts(seed)) {
      if (p.specialPrice === undefined) continue;
      expect(p.specialPrice).toBeLessThan(p.price);
      expect(p.specialPrice).toBeGreaterThan(0);
      const from = p.specialFromDate ? Date.parse(p.specialFromDate) : undefined;
      const to = p.specialToDate ? Date.parse(p.specialToDate) : undefined;
      if (from === undefined && to === undefined) kinds.add('open');
      else if (to !== undefined && to < nowMs) kinds.add('expired');
      else if (from !== undefined && from > nowMs) kinds.add('future');
      else kinds.add('active');
    }
    expect(kinds).toEqual(new Set(['open', 'expired', 'future', 'active']));
  });

  it('keeps advice prices above and tier prices (group 2 only) below the price', () => {
    const withAdvice = seed.products.filter((p) => p.advicePrice !== undefined);
    expect(withAdvice.length).toBeGreaterThan(0);
    for (const p of withAdvice) {
      expect(p.advicePrice).toBeGreaterThan(p.price);
      expect(p.labels).toContain('advice-price-label');
    }
    const tiers = allProducts(seed).flatMap((p) =>
      (p.tierPrices ?? []).map((t) => ({ t, price: p.price })),
    );
    expect(tiers.length).toBeGreaterThan(0);
    for (const { t, price } of tiers) {
      expect(t.customerGroupId).toBe(2);
      expect(t.value).toBeLessThan(price);
    }
  });

  it('prices in whole cents, mostly ending in ,95 ,99 or ,00', () => {
    const simple = seed.products.filter((p) => p.typeId === 'simple');
    for (const p of simple) expect(Number.isInteger(p.price) && p.price > 0).toBe(true);
    const shopEndings = simple.filter((p) => [95, 99, 0].includes(p.price % 100)).length;
    expect(shopEndings / simple.length).toBeGreaterThan(0.8);
  });

  it('uses the reduced tax class for baby food and the standard class elsewhere', () => {
    const babyFood = seed.categories.find((c) => c.urlKey.nl === 'babyvoeding');
    expect(babyFood).toBeDefined();
    const reduced = seed.products.filter((p) => p.taxClassId === TAX_CLASS_REDUCED);
    expect(reduced.length).toBeGreaterThan(0);
    for (const p of reduced) expect(p.categories.map((c) => c.id)).toContain(babyFood?.id);
    expect(reduced.length / seed.products.length).toBeLessThan(0.15);
  });

  it('has about 5 % of simple products out of stock, some low, labelled sold out', () => {
    const simple = seed.products.filter((p) => p.typeId === 'simple');
    const out = simple.filter((p) => !p.stock.isInStock);
    expect(out.length / simple.length).toBeGreaterThan(0.02);
    expect(out.length / simple.length).toBeLessThan(0.1);
    for (const p of out) {
      expect(p.stock.qty).toBe(0);
      expect(p.labels).toContain('sold-out-label');
    }
    expect(simple.some((p) => p.stock.qty >= 1 && p.stock.qty <= 5)).toBe(true);
    for (const p of simple) expect(p.stock.qty).toBeLessThanOrEqual(250);
  });

  it('labels sale items, new items and uses every label id', () => {
    const labels = new Set(seed.products.flatMap((p) => p.labels));
    for (const id of [
      'new-label',
      'action-sticker',
      'sale-label',
      'advice-price-label',
      'red-label',
      'sold-out-label',
    ]) {
      expect(labels.has(id as never), id).toBe(true);
    }
    for (const p of seed.products.filter((x) => x.labels.includes('sale-label'))) {
      expect(p.specialPrice).toBeDefined();
    }
    for (const p of seed.products.filter((x) => x.labels.includes('new-label'))) {
      expect(Date.parse(p.newsFromDate ?? '')).toBeLessThanOrEqual(nowMs);
      expect(Date.parse(p.newsToDate ?? '')).toBeGreaterThanOrEqual(nowMs);
    }
  });

  it('has a few disabled and catalog-only or search-only products', () => {
    expect(seed.products.some((p) => p.status === 2)).toBe(true);
    expect(seed.products.some((p) => p.visibility === 2)).toBe(true);
    expect(seed.products.some((p) => p.visibility === 3)).toBe(true);
    const visible = seed.products.filter((p) => p.visibility === 4).length;
    expect(visible / seed.products.length).toBeGreaterThan(0.9);
  });

  it('dates products within the last two years before now', () => {
    const twoYears = 2 * 366 * 86_400_000;
    for (const p of allProducts(seed)) {
      const created = Date.parse(p.createdAt);
      const updated = Date.parse(p.updatedAt);
      expect(created).toBeGreaterThan(nowMs - twoYears);
      expect(created).toBeLessThanOrEqual(updated);
      expect(updated).toBeLessThanOrEqual(nowMs);
    }
  });
});

describe('texts, categories and media', () => {
  it('writes Dutch and German names and HTML descriptions with a feature list', () => {
    for (const p of seed.products) {
      expect(p.name.nl.length).toBeGreaterThan(3);
      expect(p.name.de.length).toBeGreaterThan(3);
      expect(p.description.nl).toMatch(/^<p>.+<\/p>.*<ul>(<li>[^<]+<\/li>)+<\/ul>$/);
      expect(p.description.de).toMatch(/^<p>.+<\/p>.*<ul>(<li>[^<]+<\/li>)+<\/ul>$/);
      expect(p.description.nl).not.toBe(p.description.de);
    }
  });

  it('assigns the leaf category and its ancestors, never the root', () => {
    const byId = new Map(seed.categories.map((c) => [c.id, c]));
    for (const p of seed.products) {
      const ids = new Set(p.categories.map((c) => c.id));
      expect(ids.size).toBeGreaterThan(0);
      expect(ids.has(ROOT_CATEGORY_ID)).toBe(false);
      for (const id of ids) {
        const category = byId.get(id);
        expect(category).toBeDefined();
        if (category && category.parentId !== ROOT_CATEGORY_ID)
          expect(ids.has(category.parentId)).toBe(true);
      }
    }
  });

  it('gives every product and child an image from the shared set, and some videos', () => {
    for (const p of allProducts(seed)) {
      const images = p.media.filter((m) => m.type === 'image');
      expect(images.length, p.sku).toBeGreaterThan(0);
      for (const m of images) expect(m.file).toMatch(PRODUCT_IMAGE);
    }
    const videos = seed.products.flatMap((p) => p.media.filter((m) => m.type === 'video'));
    expect(videos.length).toBeGreaterThan(0);
    for (const v of videos) {
      expect(v.videoId).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(v.videoUrl).toBe(`https://www.youtube.com/watch?v=${v.videoId}`);
    }
    for (const c of seed.categories.filter((x) => x.id !== ROOT_CATEGORY_ID)) {
      expect(c.image).toMatch(/^\/category\/[a-z0-9-]+\.svg$/);
    }
  });

  it('has redirects per store (301 and 302) and the CMS pages', () => {
    for (const store of ['nl', 'de'] as const) {
      const redirects = seed.redirects.filter((r) => r.storeCode === store);
      expect(redirects.some((r) => r.redirectType === 301)).toBe(true);
      expect(redirects.some((r) => r.redirectType === 302)).toBe(true);
      expect(new Set(redirects.map((r) => r.requestPath)).size).toBe(redirects.length);
    }
    const identifiers = seed.cmsPages.map((p) => `${p.identifier.nl}/${p.identifier.de}`);
    expect(identifiers).toEqual(['winkels/filialen']);
    // The service and legal pages are content stories at the same paths (stories/service.ts,
    // stories/legal.ts); the German cookie page's former path leads to the story's.
    expect(seed.redirects).toContainEqual(
      expect.objectContaining({
        storeCode: 'de',
        requestPath: 'cookie-richtlinie',
        targetPath: 'cookies',
      }),
    );
  });
});

describe('any size and seed', () => {
  it('keeps skus, ids and url keys unique and the gift card present', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (products, seedNumber) => {
          const catalog = generateCatalog({ products, seed: seedNumber, now: NOW });
          // A catalogue of 50 or more products also has the pram package.
          expect(catalog.products).toHaveLength(products + (products >= 50 ? 1 : 0));
          const all = allProducts(catalog);
          expect(new Set(all.map((p) => p.sku)).size).toBe(all.length);
          expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
          expect(new Set(all.map((p) => p.urlKey.nl)).size).toBe(all.length);
          expect(new Set(all.map((p) => p.urlKey.de)).size).toBe(all.length);
          expect(catalog.products.some((p) => p.id === GIFT_CARD_PACKAGE_ID && p.isGiftCard)).toBe(
            true,
          );
        },
      ),
      { numRuns: 12 },
    );
  });

  it('rejects a product count below one', () => {
    expect(() => generateCatalog({ products: 0 })).toThrow();
  });

  it('generates 100,000 products in reasonable time', { timeout: 120_000 }, () => {
    const started = performance.now();
    const catalog = generateCatalog({ products: 100_000, now: NOW });
    const seconds = (performance.now() - started) / 1000;
    expect(catalog.products).toHaveLength(100_001);
    const skus = new Set<string>();
    for (const p of allProducts(catalog)) skus.add(p.sku);
    expect(skus.size).toBe(allProducts(catalog).length);
    expect(seconds).toBeLessThan(60);
  });
});

describe('what shoppers compare', () => {
  const listed = seed.products.filter(
    (p) => p.status === 1 && (p.visibility === 2 || p.visibility === 4),
  );

  it('never lists two products of the same name (per store view) at different prices', () => {
    for (const language of ['nl', 'de'] as const) {
      // A bundle's or grouped product's price is that of its parts: each counts as its own.
      const priceByName = new Map<string, Set<number | string>>();
      for (const product of listed) {
        const name = product.name[language].trim().toLowerCase();
        const prices = priceByName.get(name) ?? new Set<number | string>();
        prices.add(
          product.typeId === 'bundle' || product.typeId === 'grouped' ? product.sku : product.price,
        );
        priceByName.set(name, prices);
      }
      const clashes = [...priceByName.entries()].filter(([, prices]) => prices.size > 1);
      expect(
        clashes.map(([name]) => name),
        language,
      ).toEqual([]);
    }
  });

  it('has products in every product category of the menu’s top level (the home page’s tiles)', () => {
    // A content category (display mode PAGE) lists no products: the home page shows no tile
    // for a category without products.
    const home = seed.categories.filter(
      (c) =>
        c.parentId === ROOT_CATEGORY_ID &&
        c.isActive &&
        c.includeInMenu &&
        c.displayMode !== 'PAGE',
    );
    expect(home.length).toBeGreaterThan(0);
    const empty = home.filter(
      (category) => !listed.some((p) => p.categories.some((link) => link.id === category.id)),
    );
    expect(empty.map((c) => c.name.nl)).toEqual([]);
  });

  it('gives every bundle a real saving against its parts, and the gift card no VAT', () => {
    const bundles = seed.products.filter((p) => p.typeId === 'bundle');
    expect(bundles.length).toBeGreaterThan(0);
    for (const bundle of bundles)
      expect(bundle.bundleDiscountPercent ?? 0, bundle.sku).toBeGreaterThan(0);
    const giftCard = seed.products.find((p) => p.isGiftCard);
    expect(giftCard?.taxClassId).toBe(TAX_CLASS_NONE);
  });
});
