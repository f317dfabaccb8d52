/**
 * The price a line is charged is a price its product page shows: for any option definitions of a
 * bundle, a product with custom options or a gift card, and any choices the page can make, the
 * line the page sends (buildProductLine) is either refused by the option rules
 * (checkOptionChoices) or charged (core's priceLine, what the cart and the order use) exactly
 * what the page shows for the same choices (getShownPrice). Choices the rules forbid (two values
 * for a single choice, a required option left out, an option named twice) are always refused.
 */
import {
  type BundleOption,
  type BundleOptionSelection,
  type CartItem,
  type CustomOption,
  checkOptionChoices,
  computePriceFields,
  type LineProductOption,
  type PriceSource,
  type ProductDocument,
  priceLine,
  STORE_VIEWS,
  type StoreView,
  saleTaxClass,
  TAX_CLASS_NONE,
  TAX_CLASS_STANDARD,
  toCents,
} from '@shop/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildProductLine } from './cart-line.ts';
import type { ProductView } from './product.ts';
import { type CustomChoices, getChosenCustomValues, getShownPrice } from './product-price.ts';

const NOW = new Date('2026-11-23T11:00:00Z');
const REDUCED_TAX = 1;

const priceSource = (cents: number): PriceSource => ({
  price: cents,
  special_price: null,
  special_from_date: null,
  special_to_date: null,
  advice_price: null,
  tier_prices: [],
});

/** The price fields of a product in a view, as the catalogue's documents hold them. */
const fieldsOf = (cents: number, taxClassId: number, view: StoreView) =>
  computePriceFields({ source: priceSource(cents), taxClassId, storeView: view, now: NOW });

const uniqueIds = (min: number, max: number) =>
  fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: min, maxLength: max });

/** Bundle options with their parts (each part a product with a price of at least 1 cent). */
const bundleOptionsArb = uniqueIds(1, 3).chain((optionIds) =>
  fc.tuple(
    ...optionIds.map((optionId) =>
      fc.record({
        option_id: fc.constant(optionId),
        type: fc.constantFrom('select', 'radio', 'checkbox', 'multi'),
        required: fc.boolean(),
        qty: fc.integer({ min: 1, max: 3 }),
        can_change_quantity: fc.boolean(),
        links: uniqueIds(1, 3).chain((linkIds) =>
          fc.tuple(
            ...linkIds.map((id) =>
              fc.record({
                id: fc.constant(optionId * 100 + id),
                cents: fc.integer({ min: 1, max: 50_000 }),
                tax_class_id: fc.constantFrom(TAX_CLASS_STANDARD, REDUCED_TAX),
              }),
            ),
          ),
        ),
      }),
    ),
  ),
);

type BundleSpec = fc.Arbitrary<typeof bundleOptionsArb extends fc.Arbitrary<infer T> ? T : never>;
type BundleSpecValue = BundleSpec extends fc.Arbitrary<infer T> ? T : never;

function bundleOptionsOf(spec: BundleSpecValue, view: StoreView): BundleOption[] {
  return spec.map((option, index) => ({
    option_id: option.option_id,
    title: `Option ${option.option_id}`,
    type: option.type,
    required: option.required,
    position: index + 1,
    product_links: option.links.map((link, position) => {
      const fields = fieldsOf(link.cents, link.tax_class_id, view);
      return {
        id: link.id,
        sku: `PART-${link.id}`,
        name: `Part ${link.id}`,
        qty: option.qty,
        can_change_quantity: option.can_change_quantity,
        is_default: position === 0,
        position,
        price: fields.final_price,
        price_incl_tax: fields.final_price_incl_tax,
        price_source: priceSource(link.cents),
        tax_class_id: link.tax_class_id,
        stock: { is_in_stock: true, qty: 10, manage_stock: true },
      };
    }),
  }));
}

/** Custom options: choice options (one or several values) and text options with a surcharge. */
const customOptionsArb = (giftCard: boolean) =>
  uniqueIds(giftCard ? 1 : 0, 3).chain((optionIds) =>
    fc.tuple(
      ...optionIds.map((optionId, index) =>
        fc.record({
          option_id: fc.constant(optionId),
          // A gift card's first option is its amount: a required single choice of fixed amounts.
          type:
            giftCard && index === 0
              ? fc.constant('drop_down')
              : fc.constantFrom('drop_down', 'radio', 'checkbox', 'multiple', 'field', 'area'),
          is_require: giftCard && index === 0 ? fc.constant(true) : fc.boolean(),
          values: uniqueIds(1, 3).chain((valueIds) =>
            fc.tuple(
              ...valueIds.map((id) =>
                fc.record({
                  option_type_id: fc.constant(optionId * 100 + id),
                  price_type:
                    giftCard && index === 0
                      ? fc.constant('fixed' as const)
                      : fc.constantFrom('fixed' as const, 'percent' as const),
                  price: fc.integer({ min: 0, max: 20_000 }),
                }),
              ),
            ),
          ),
        }),
      ),
    ),
  );

type CustomSpecValue =
  ReturnType<typeof customOptionsArb> extends fc.Arbitrary<infer T> ? T : never;

function customOptionsOf(spec: CustomSpecValue): CustomOption[] {
  return spec.map((option, index) => ({
    option_id: option.option_id,
    title: `Keuze ${option.option_id}`,
    type: option.type,
    is_require: option.is_require,
    sort_order: index + 1,
    values: option.values.map((value, position) => ({
      option_type_id: value.option_type_id,
      title: `Waarde ${value.option_type_id}`,
      // Fixed amounts are euros (cents / 100); percentages whole percent up to 50.
      price: value.price_type === 'fixed' ? value.price / 100 : value.price % 51,
      price_type: value.price_type,
      sort_order: position + 1,
    })),
  }));
}

/** What a product page can have chosen: per option a subset of its values or parts. */
const pickArb = fc.array(fc.array(fc.nat(9), { maxLength: 3 }), { minLength: 3, maxLength: 3 });
const textArb = fc.array(fc.constantFrom('', ' ', 'Noor', ' Sem '), {
  minLength: 3,
  maxLength: 3,
});

const SINGLE = new Set(['select', 'radio', 'drop_down']);
const isText = (type: string) => type === 'field' || type === 'area';

/** The page's bundle selections: one part or none for a single choice, a set for several. */
function pageBundleSelections(
  options: readonly BundleOption[],
  picks: number[][],
  qtys: number[],
): BundleOptionSelection[] {
  return options.map((option, index) => {
    const links = option.product_links;
    const picked = [...new Set((picks[index] ?? []).map((n) => links[n % links.length]!.id))];
    const chosen = SINGLE.has(option.type) ? picked.slice(0, 1) : picked;
    const first = links.find((l) => l.id === chosen[0]);
    return {
      option_id: option.option_id,
      // The page offers a quantity only where the part lets the shopper change it.
      option_qty: first?.can_change_quantity ? (qtys[index] ?? 1) : (first?.qty ?? 1),
      option_selections: chosen,
    };
  });
}

/** The page's custom choices: the values picked, and a text option's text (with its value). */
function pageCustomChoices(options: readonly CustomOption[], picks: number[][], texts: string[]) {
  const choices: Record<number, number[]> = {};
  const customTexts: Record<number, string> = {};
  options.forEach((option, index) => {
    const values = option.values;
    if (isText(option.type)) {
      const text = texts[index] ?? '';
      customTexts[option.option_id] = text;
      choices[option.option_id] = text.trim() && values[0] ? [values[0].option_type_id] : [];
      return;
    }
    const picked = [
      ...new Set((picks[index] ?? []).map((n) => values[n % values.length]!.option_type_id)),
    ];
    choices[option.option_id] = SINGLE.has(option.type) ? picked.slice(0, 1) : picked;
  });
  return { choices: choices as CustomChoices, texts: customTexts };
}

const kindArb = fc.constantFrom('bundle', 'simple', 'giftcard');
const viewArb = fc.constantFrom(STORE_VIEWS.nl, STORE_VIEWS.de);

/** A generated product with the page's choices for it. */
const caseArb = fc
  .tuple(kindArb, viewArb)
  .chain(([kind, view]) =>
    fc.record({
      kind: fc.constant(kind),
      view: fc.constant(view),
      baseCents: kind === 'giftcard' ? fc.constant(0) : fc.integer({ min: 0, max: 100_000 }),
      taxClassId: fc.constantFrom(TAX_CLASS_STANDARD, REDUCED_TAX, TAX_CLASS_NONE),
      discount: fc.integer({ min: 0, max: 30 }),
      bundle: kind === 'bundle' ? bundleOptionsArb : fc.constant([] as BundleSpecValue),
      custom: customOptionsArb(kind === 'giftcard'),
      bundlePicks: pickArb,
      bundleQtys: fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 3, maxLength: 3 }),
      customPicks: pickArb,
      texts: textArb,
    }),
  )
  .map((c) => {
    const bundleOptions = bundleOptionsOf(c.bundle, c.view);
    const customOptions = customOptionsOf(c.custom);
    const doc = {
      sku: 'P-1',
      name: 'Product',
      slug: 'product',
      type_id: c.kind === 'bundle' ? 'bundle' : 'virtual',
      tax_class_id: c.kind === 'giftcard' ? TAX_CLASS_NONE : c.taxClassId,
      is_giftcard: c.kind === 'giftcard',
      price_source: priceSource(c.baseCents),
      bundle_options: bundleOptions,
      bundle_discount_percent: c.discount,
      custom_options: customOptions,
    };
    const fields = fieldsOf(c.baseCents, saleTaxClass(doc), c.view);
    const product = {
      ...doc,
      ...fields,
      image: null,
      special_until: null,
    } as unknown as ProductView;
    const bundleSelections = pageBundleSelections(bundleOptions, c.bundlePicks, c.bundleQtys);
    const custom = pageCustomChoices(customOptions, c.customPicks, c.texts);
    return { ...c, doc, fields, product, bundleSelections, custom };
  });

type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

/** The line the page adds for its choices (what the storefront sends). */
function pageLine(c: Case): CartItem {
  return buildProductLine({
    storeView: c.view,
    product: c.product,
    child: null,
    qty: 1,
    fields: c.fields,
    bundleSelections: c.bundleSelections,
    customChoices: c.custom.choices,
    customTexts: c.custom.texts,
    customValues: getChosenCustomValues(c.doc.custom_options, c.custom.choices),
  });
}

/** What the page shows for its choices (one unit, in the view's basis), in cents. */
function shownCents(c: Case): number {
  const shown = getShownPrice({
    fields: c.fields,
    storeView: c.view,
    taxClassId: saleTaxClass(c.doc),
    ...(c.kind === 'bundle'
      ? {
          bundle: {
            options: c.doc.bundle_options,
            selections: c.bundleSelections,
            discountPercent: c.discount,
          },
        }
      : {}),
    customValues: getChosenCustomValues(c.doc.custom_options, c.custom.choices),
    qty: 1,
  });
  return toCents(shown.final);
}

function check(c: Case, ext: NonNullable<CartItem['product_option']>['extension_attributes']) {
  return checkOptionChoices(
    {
      bundle_options: c.kind === 'bundle' ? c.doc.bundle_options : null,
      custom_options: c.doc.custom_options,
    },
    { bundle_options: ext?.bundle_options ?? [], custom_options: ext?.custom_options ?? [] },
  );
}

/** What the cart and the order charge for one unit of the checked line, in the view's basis. */
function chargedCents(c: Case, option: LineProductOption): number {
  const priced = priceLine(
    {
      productType: c.doc.type_id,
      productOption: option,
      entry: { parent: c.doc as unknown as ProductDocument, child: null },
    },
    1,
    {
      view: c.view,
      taxCountry: c.view.taxCountry,
      customerGroupId: 0,
      usePriceTiers: false,
      now: NOW,
    },
  );
  return c.view.pricesIncludeTax ? priced.unitInclTax : priced.unitExclTax;
}

describe('option choices: the charged price is a price the product page shows', () => {
  it('charges an accepted line exactly what the page shows for its choices', () => {
    let accepted = 0;
    fc.assert(
      fc.property(caseArb, (c) => {
        const ext = pageLine(c).product_option?.extension_attributes;
        const checked = check(c, ext);
        if (!checked.ok) return;
        accepted += 1;
        const { bundle_options, custom_options } = checked.choices;
        const option: LineProductOption = {
          extension_attributes: {
            ...(bundle_options ? { bundle_options } : {}),
            ...(custom_options.length > 0 ? { custom_options } : {}),
          },
        };
        expect(chargedCents(c, option)).toBe(shownCents(c));
      }),
    );
    // The property says something only when many generated lines are accepted.
    expect(accepted).toBeGreaterThan(20);
  });

  it('refuses a page’s line with a required option left out, naming it', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const ext = pageLine(c).product_option?.extension_attributes;
        const required = [
          ...c.doc.bundle_options
            .filter((o) => o.required)
            .map((o) => ({
              id: o.option_id,
              given: ext?.bundle_options?.some(
                (b) => b.option_id === o.option_id && b.option_selections.length > 0,
              ),
            })),
          ...c.doc.custom_options
            .filter((o) => o.is_require)
            .map((o) => ({
              id: o.option_id,
              given: ext?.custom_options?.some((x) => x.option_id === o.option_id),
            })),
        ];
        const missing = required.filter((r) => !r.given);
        const checked = check(c, ext);
        if (missing.length > 0) {
          // Refused: for the missing option, or a bundle for having no part at all.
          expect(checked.ok).toBe(false);
          if (!checked.ok) expect(['required', 'nothing_chosen']).toContain(checked.problem.rule);
        }
      }),
    );
  });

  it('refuses two values for a single choice and an option named twice, naming the option', () => {
    fc.assert(
      fc.property(caseArb, fc.nat(), (c, pick) => {
        const ext = pageLine(c).product_option?.extension_attributes ?? {};
        const checked = check(c, ext);
        fc.pre(checked.ok);
        // An option named twice (the same entry again), in either list.
        const lists = [
          ...(ext.bundle_options ?? []).map((entry) => ({ kind: 'bundle' as const, entry })),
          ...(ext.custom_options ?? []).map((entry) => ({ kind: 'custom' as const, entry })),
        ];
        fc.pre(lists.length > 0);
        const chosen = lists[pick % lists.length]!;
        const twice =
          chosen.kind === 'bundle'
            ? check(c, { ...ext, bundle_options: [...(ext.bundle_options ?? []), chosen.entry] })
            : check(c, { ...ext, custom_options: [...(ext.custom_options ?? []), chosen.entry] });
        expect(twice).toMatchObject({
          ok: false,
          problem: { rule: 'repeated', optionId: String(chosen.entry.option_id) },
        });
        // A second value for a single-choice option that has one to spare.
        if (chosen.kind === 'custom') {
          const option = c.doc.custom_options.find((o) => o.option_id === chosen.entry.option_id)!;
          const other = option.values.find(
            (v) => String(v.option_type_id) !== String(chosen.entry.option_value),
          );
          if (SINGLE.has(option.type) && other) {
            const two = check(c, {
              ...ext,
              custom_options: (ext.custom_options ?? []).map((x) =>
                x === chosen.entry
                  ? { ...x, option_value: `${x.option_value},${other.option_type_id}` }
                  : x,
              ),
            });
            expect(two).toMatchObject({
              ok: false,
              problem: { rule: 'two_values', optionId: String(option.option_id) },
            });
          }
        } else {
          const option = c.doc.bundle_options.find((o) => o.option_id === chosen.entry.option_id)!;
          const other = option.product_links.find(
            (l) => !chosen.entry.option_selections.includes(l.id),
          );
          if (SINGLE.has(option.type) && other && chosen.entry.option_selections.length === 1) {
            const two = check(c, {
              ...ext,
              bundle_options: (ext.bundle_options ?? []).map((b) =>
                b === chosen.entry
                  ? { ...b, option_selections: [...b.option_selections, other.id] }
                  : b,
              ),
            });
            expect(two).toMatchObject({
              ok: false,
              problem: { rule: 'two_values', optionId: String(option.option_id) },
            });
          }
        }
      }),
    );
  });
});
