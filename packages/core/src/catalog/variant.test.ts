import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConfigurableOption } from './document.ts';
import {
  buildConfigurableItemOptions,
  type ConfigurableProductLike,
  findConfigurableVariant,
  getAvailableOptions,
  getChildConfiguration,
  getConfigurationForChildSku,
  isCombinationAvailable,
  NO_AVAILABLE_VARIANTS,
  selectVariant,
  type VariantCandidate,
} from './variant.ts';

const RED = 49;
const BLUE = 50;
const S = 120;
const M = 121;
const L = 122;

function child(sku: string, color: number, size: number, extra: Partial<VariantCandidate> = {}) {
  return { sku, status: 1, stock: { is_in_stock: true }, color, size, ...extra };
}

const options: ConfigurableOption[] = [
  {
    attribute_id: 93,
    attribute_code: 'color',
    label: 'Kleur',
    position: 0,
    values: [
      { value_index: RED, label: 'Rood' },
      { value_index: BLUE, label: 'Blauw' },
      { value_index: 51, label: '   ' },
    ],
  },
  {
    attribute_id: 144,
    attribute_code: 'size',
    label: 'Maat',
    position: 1,
    values: [
      { value_index: S, label: 'S' },
      { value_index: M, label: 'M' },
      { value_index: L, label: 'L' },
    ],
  },
  { attribute_id: 77, attribute_code: 'price', label: 'Prijs', position: 2, values: [] },
  { attribute_id: 78, attribute_code: '', label: 'Nameless', position: 3, values: [] },
];

function product(children: VariantCandidate[]): ConfigurableProductLike<VariantCandidate> {
  return { configurable_options: options, configurable_children: children };
}

const pick = (code: string, id: number) => ({ attribute_code: code, id: String(id) });

describe('findConfigurableVariant', () => {
  const shirt = product([
    child('RED-S', RED, S),
    child('RED-M', RED, M),
    child('BLUE-M', BLUE, M),
    child('BLUE-L', BLUE, L),
  ]);

  it('picks the child matching all chosen options', () => {
    const variant = findConfigurableVariant(shirt, {
      color: pick('color', BLUE),
      size: pick('size', M),
    });
    expect(variant?.sku).toBe('BLUE-M');
  });

  it('picks the child matching the most chosen options, the earlier one on a tie', () => {
    const variant = findConfigurableVariant(shirt, {
      color: pick('color', RED),
      size: pick('size', L),
    });
    expect(variant?.sku).toBe('RED-S');
  });

  it('uses the first eligible child when nothing matches, not the cheapest', () => {
    const cheapLast = product([
      child('A', RED, S, { price_incl_tax: 50 }),
      child('B', BLUE, M, { price_incl_tax: 10 }),
    ]);
    expect(findConfigurableVariant(cheapLast, { color: pick('color', 999) })?.sku).toBe('A');
    expect(findConfigurableVariant(cheapLast)?.sku).toBe('A');
  });

  it('takes the child named by configuration.sku', () => {
    expect(findConfigurableVariant(shirt, { sku: 'BLUE-L', color: pick('color', RED) })?.sku).toBe(
      'BLUE-L',
    );
  });

  it('accepts plain ids and lists of chosen options', () => {
    expect(findConfigurableVariant(shirt, { color: String(BLUE), size: L })?.sku).toBe('BLUE-L');
    expect(findConfigurableVariant(shirt, { size: [pick('size', L), pick('size', M)] })?.sku).toBe(
      'RED-M',
    );
  });

  it('ignores the price key', () => {
    expect(findConfigurableVariant(shirt, { price: '10', size: pick('size', M) })?.sku).toBe(
      'RED-M',
    );
  });

  it('skips disabled children (status 2 or more)', () => {
    const p = product([
      child('RED-S', RED, S, { status: 2 }),
      child('RED-M', RED, M, { status: 3 }),
      child('BLUE-M', BLUE, M),
    ]);
    expect(
      findConfigurableVariant(p, { color: pick('color', RED), size: pick('size', S) })?.sku,
    ).toBe('BLUE-M');
  });

  it('skips out-of-stock children only when out-of-stock products are not listed', () => {
    const p = product([
      child('RED-S', RED, S, { stock: { is_in_stock: false } }),
      child('BLUE-M', BLUE, M),
    ]);
    const chosen = { color: pick('color', RED), size: pick('size', S) };
    expect(findConfigurableVariant(p, chosen)?.sku).toBe('RED-S');
    expect(findConfigurableVariant(p, chosen, { listOutOfStockProducts: false })?.sku).toBe(
      'BLUE-M',
    );
  });

  it('always returns an eligible child when there is one, and the best match', () => {
    const arbitraryChild = fc.record({
      sku: fc.string({ minLength: 1, maxLength: 4 }),
      status: fc.integer({ min: 0, max: 3 }),
      stock: fc.record({ is_in_stock: fc.boolean() }),
      color: fc.constantFrom(RED, BLUE),
      size: fc.constantFrom(S, M, L),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryChild, { maxLength: 8 }),
        fc.constantFrom(RED, BLUE),
        fc.constantFrom(S, M, L),
        fc.boolean(),
        (children, color, size, listOutOfStockProducts) => {
          const config = { color: pick('color', color), size: pick('size', size) };
          const eligible: VariantCandidate[] = children.filter(
            (c) => c.status < 2 && (listOutOfStockProducts || c.stock.is_in_stock),
          );
          const found = findConfigurableVariant(product(children), config, {
            listOutOfStockProducts,
          });
          if (eligible.length === 0) return found === null;
          const level = (c: VariantCandidate) =>
            Number(c.color === color) + Number(c.size === size);
          const best = Math.max(...eligible.map(level));
          return (
            found !== null &&
            eligible.includes(found) &&
            level(found) === best &&
            eligible.find((c) => level(c) === best) === found
          );
        },
      ),
    );
  });
});

describe('selectVariant', () => {
  const unavailable = product([
    child('RED-S', RED, S, { status: 2 }),
    child('RED-M', RED, M, { status: 2 }),
  ]);

  it("reports 'No available product variants' when no child is eligible", () => {
    expect(selectVariant(unavailable, { color: pick('color', RED) })).toEqual({
      ok: false,
      error: NO_AVAILABLE_VARIANTS,
    });
    expect(NO_AVAILABLE_VARIANTS).toBe('No available product variants');
  });

  it('falls back to the first child when the fallback is on', () => {
    const selection = selectVariant(unavailable, {}, { fallbackToDefault: true });
    expect(selection.ok && selection.variant.sku).toBe('RED-S');
  });

  it('reports the error for a product without children even with the fallback', () => {
    expect(selectVariant(product([]), {}, { fallbackToDefault: true }).ok).toBe(false);
  });
});

describe('isCombinationAvailable', () => {
  const p = product([
    child('RED-S', RED, S),
    child('BLUE-M', BLUE, M),
    child('BLUE-L', BLUE, L, { status: 2 }),
  ]);

  it('is true only when an eligible child matches every chosen option', () => {
    expect(isCombinationAvailable(p, { color: pick('color', BLUE), size: pick('size', M) })).toBe(
      true,
    );
    expect(isCombinationAvailable(p, { color: pick('color', RED), size: pick('size', M) })).toBe(
      false,
    );
    expect(isCombinationAvailable(p, { color: pick('color', BLUE), size: pick('size', L) })).toBe(
      false,
    );
    expect(isCombinationAvailable(p, { color: pick('color', BLUE) })).toBe(true);
  });
});

describe('option lists and configurations', () => {
  const p = product([child('RED-S', RED, S), child('BLUE-M', BLUE, M)]);

  it('lists options per attribute, without blank labels, price or codeless options', () => {
    expect(getAvailableOptions(p)).toEqual({
      color: [
        { label: 'Rood', id: '49', attribute_code: 'color' },
        { label: 'Blauw', id: '50', attribute_code: 'color' },
      ],
      size: [
        { label: 'S', id: '120', attribute_code: 'size' },
        { label: 'M', id: '121', attribute_code: 'size' },
        { label: 'L', id: '122', attribute_code: 'size' },
      ],
    });
  });

  it("gives the configuration of the URL's child sku", () => {
    expect(getConfigurationForChildSku(p, 'BLUE-M')).toEqual({
      color: { attribute_code: 'color', id: '50', label: 'Blauw' },
      size: { attribute_code: 'size', id: '121', label: 'M' },
    });
    expect(getConfigurationForChildSku(p, 'NOPE')).toBeNull();
  });

  it('selects back the child its configuration was taken from', () => {
    for (const c of p.configurable_children ?? []) {
      expect(findConfigurableVariant(p, getChildConfiguration(p, c))).toBe(c);
    }
  });

  it('builds configurable_item_options with attribute and value labels', () => {
    const config = {
      color: pick('color', BLUE),
      size: { attribute_code: 'size', id: '121', label: 'Medium' },
      price: '5',
    };
    expect(buildConfigurableItemOptions(p, config)).toEqual([
      { option_id: '93', option_value: '50', label: 'Kleur', value: 'Blauw' },
      { option_id: '144', option_value: '121', label: 'Maat', value: 'Medium' },
    ]);
  });
});
