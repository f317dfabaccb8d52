import { describe, expect, it } from 'vitest';
import type { BundleOption, CustomOption } from '../catalog/document.ts';
import { checkOptionChoices } from './option-choices.ts';

const priceSource = { price: 0, special_price: null, special_from: null, special_to: null };
const link = (id: number, extra: Partial<BundleOption['product_links'][number]> = {}) => ({
  id,
  sku: `P-${id}`,
  name: `Part ${id}`,
  qty: 1,
  can_change_quantity: false,
  is_default: false,
  position: id,
  price: 10,
  price_incl_tax: 12.1,
  price_source: priceSource as unknown as BundleOption['product_links'][number]['price_source'],
  tax_class_id: 2,
  stock: { is_in_stock: true } as BundleOption['product_links'][number]['stock'],
  ...extra,
});

const BUNDLE: BundleOption[] = [
  {
    option_id: 1,
    title: 'Kinderwagen',
    type: 'radio',
    required: true,
    position: 1,
    product_links: [link(11, { is_default: true }), link(12)],
  },
  {
    option_id: 2,
    title: 'Adapterset',
    type: 'checkbox',
    required: false,
    position: 2,
    product_links: [link(21), link(22, { can_change_quantity: true })],
  },
  {
    option_id: 3,
    title: 'Voetenzak',
    type: 'select',
    required: false,
    position: 3,
    product_links: [link(31), link(32)],
  },
];

const value = (id: number, price: number) => ({
  option_type_id: id,
  title: `€ ${price}`,
  price,
  price_type: 'fixed' as const,
  sort_order: id,
});

const GIFT_CARD: CustomOption[] = [
  {
    option_id: 5,
    title: 'Bedrag',
    type: 'drop_down',
    is_require: true,
    sort_order: 1,
    values: [value(51, 25), value(52, 55), value(53, 100)],
  },
  { option_id: 6, title: 'Naam', type: 'field', is_require: false, sort_order: 2, values: [] },
  {
    option_id: 7,
    title: 'Extra',
    type: 'checkbox',
    is_require: false,
    sort_order: 3,
    values: [value(71, 2), value(72, 3)],
  },
];

const custom = (choices: { option_id: number | string; option_value: number | string }[]) =>
  checkOptionChoices({ custom_options: GIFT_CARD }, { custom_options: choices });
const bundle = (
  choices: {
    option_id: number | string;
    option_qty?: number | string | null;
    option_selections: (number | string)[];
  }[],
) => checkOptionChoices({ bundle_options: BUNDLE }, { bundle_options: choices });

describe('checkOptionChoices: custom options (a gift card amount among them)', () => {
  it('takes one value of a single-choice option and normalises the choices', () => {
    expect(
      custom([
        { option_id: '7', option_value: '72, 71' },
        { option_id: 5, option_value: 52 },
        { option_id: 6, option_value: ' Noor ' },
      ]),
    ).toEqual({
      ok: true,
      choices: {
        bundle_options: null,
        custom_options: [
          { option_id: 5, option_value: '52' },
          { option_id: 6, option_value: 'Noor' },
          { option_id: 7, option_value: '71,72' },
        ],
      },
    });
  });

  it('refuses two values for a single-choice option (two gift card amounts), naming it', () => {
    const result = custom([{ option_id: 5, option_value: '52,52' }]);
    expect(result).toMatchObject({
      ok: false,
      problem: { rule: 'two_values', kind: 'custom', optionId: '5', title: 'Bedrag', count: 2 },
    });
    expect(custom([{ option_id: 5, option_value: '51,53' }])).toMatchObject({
      ok: false,
      problem: { rule: 'two_values', title: 'Bedrag' },
    });
  });

  it('refuses an option given twice instead of adding both up', () => {
    const result = custom([
      { option_id: 5, option_value: '52' },
      { option_id: '5', option_value: '52' },
    ]);
    expect(result).toMatchObject({
      ok: false,
      problem: { rule: 'repeated', optionId: '5', title: 'Bedrag' },
    });
  });

  it('refuses a missing required option, naming it', () => {
    expect(custom([{ option_id: 6, option_value: 'Noor' }])).toMatchObject({
      ok: false,
      problem: { rule: 'required', optionId: '5', title: 'Bedrag' },
    });
    expect(custom([{ option_id: 5, option_value: '  ' }])).toMatchObject({
      ok: false,
      problem: { rule: 'required', title: 'Bedrag' },
    });
  });

  it('does not require an option the line does not ask for', () => {
    const result = checkOptionChoices(
      { custom_options: GIFT_CARD },
      { custom_options: [] },
      new Set([5]),
    );
    expect(result.ok).toBe(true);
  });

  it('refuses an unknown option and an unknown value', () => {
    expect(custom([{ option_id: 9, option_value: '1' }])).toMatchObject({
      ok: false,
      problem: { rule: 'unknown_option', kind: 'custom', optionId: '9', title: '' },
    });
    expect(
      custom([
        { option_id: 5, option_value: '52' },
        { option_id: 7, option_value: '71,79' },
      ]),
    ).toMatchObject({
      ok: false,
      problem: { rule: 'unknown_value', title: 'Extra', value: '79' },
    });
  });

  it('takes several distinct values of a multiple-choice option, not one twice', () => {
    expect(
      custom([
        { option_id: 5, option_value: '51' },
        { option_id: 7, option_value: '71,71' },
      ]),
    ).toMatchObject({
      ok: false,
      problem: { rule: 'value_repeated', title: 'Extra', value: '71' },
    });
  });
});

describe('checkOptionChoices: bundle parts', () => {
  it('takes the chosen parts only: an optional option not given is not chosen', () => {
    expect(bundle([{ option_id: 1, option_selections: ['12'] }])).toEqual({
      ok: true,
      choices: {
        bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [12] }],
        custom_options: [],
      },
    });
  });

  it('refuses a missing required option instead of charging its default', () => {
    expect(bundle([{ option_id: 2, option_selections: [21] }])).toMatchObject({
      ok: false,
      problem: { rule: 'required', kind: 'bundle', optionId: '1', title: 'Kinderwagen' },
    });
    expect(bundle([{ option_id: 1, option_selections: [] }])).toMatchObject({
      ok: false,
      problem: { rule: 'required', title: 'Kinderwagen' },
    });
  });

  it('refuses two parts for a single-choice option (radio, select)', () => {
    expect(bundle([{ option_id: 1, option_selections: [11, 12] }])).toMatchObject({
      ok: false,
      problem: { rule: 'two_values', title: 'Kinderwagen', count: 2 },
    });
    expect(
      bundle([
        { option_id: 1, option_selections: [11] },
        { option_id: 3, option_selections: [31, 32] },
      ]),
    ).toMatchObject({ ok: false, problem: { rule: 'two_values', title: 'Voetenzak' } });
  });

  it('refuses an option named twice', () => {
    expect(
      bundle([
        { option_id: 1, option_selections: [11] },
        { option_id: '1', option_selections: [12] },
      ]),
    ).toMatchObject({
      ok: false,
      problem: { rule: 'repeated', optionId: '1', title: 'Kinderwagen' },
    });
  });

  it('takes several distinct parts of a multiple-choice option, not one twice', () => {
    const ok = bundle([
      { option_id: 1, option_selections: [11] },
      { option_id: 2, option_selections: [22, 21] },
    ]);
    expect(ok.ok && ok.choices.bundle_options?.[1]).toEqual({
      option_id: 2,
      option_qty: 1,
      option_selections: [21, 22],
    });
    expect(
      bundle([
        { option_id: 1, option_selections: [11] },
        { option_id: 2, option_selections: [21, 21] },
      ]),
    ).toMatchObject({ ok: false, problem: { rule: 'value_repeated', value: '21' } });
  });

  it('refuses an unknown option or part and a bad part quantity', () => {
    expect(bundle([{ option_id: 8, option_selections: [11] }])).toMatchObject({
      ok: false,
      problem: { rule: 'unknown_option', kind: 'bundle', optionId: '8' },
    });
    expect(bundle([{ option_id: 1, option_selections: [13] }])).toMatchObject({
      ok: false,
      problem: { rule: 'unknown_value', title: 'Kinderwagen', value: '13' },
    });
    const qty = (option_qty: number | string) =>
      bundle([
        { option_id: 1, option_selections: [11] },
        { option_id: 2, option_qty, option_selections: [22] },
      ]);
    expect(qty(0)).toMatchObject({ ok: false, problem: { rule: 'bad_qty', optionId: '2' } });
    expect(qty(101)).toMatchObject({ ok: false, problem: { rule: 'bad_qty' } });
    expect(qty('3')).toMatchObject({ ok: true });
  });

  it('refuses a bundle with no part at all', () => {
    const optional = BUNDLE.map((option) => ({ ...option, required: false }));
    expect(checkOptionChoices({ bundle_options: optional }, { bundle_options: [] })).toMatchObject({
      ok: false,
      problem: { rule: 'nothing_chosen', kind: 'bundle' },
    });
  });
});
