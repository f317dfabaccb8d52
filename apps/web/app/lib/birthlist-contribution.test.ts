import type { ProductDocument } from '@shop/core';
import { describe, expect, it } from 'vitest';
import {
  buildContributionLine,
  contributionOf,
  toContributionProduct,
} from './birthlist-contribution.ts';

const value = (id: number, price: number, type: 'fixed' | 'percent' = 'fixed') => ({
  option_type_id: id,
  title: `€ ${price}`,
  price,
  price_type: type,
  sort_order: id,
});

const card = (extra: Partial<ProductDocument> = {}) =>
  ({
    sku: 'CADEAUBON',
    name: 'Cadeaubon',
    image: '/gift-card.jpg',
    type_id: 'virtual',
    status: 1,
    stock: { is_in_stock: true, qty: 0, manage_stock: false },
    is_giftcard: true,
    custom_options: [
      {
        option_id: 11,
        title: 'Bedrag',
        type: 'drop_down',
        is_require: true,
        sort_order: 1,
        values: [value(7, 50), value(5, 10), value(6, 25), value(8, 25), value(9, 5, 'percent')],
      },
      { option_id: 12, title: 'Naam', type: 'field', is_require: true, sort_order: 2, values: [] },
    ],
    ...extra,
  }) as unknown as ProductDocument;

describe('the gift card a contribution buys', () => {
  it('offers the fixed amounts of its amount option, smallest first, without repeats', () => {
    expect(toContributionProduct(card())).toEqual({
      sku: 'CADEAUBON',
      name: 'Cadeaubon',
      image: '/gift-card.jpg',
      typeId: 'virtual',
      optionId: 11,
      amounts: [
        { valueId: 5, cents: 1_000 },
        { valueId: 6, cents: 2_500 },
        { valueId: 7, cents: 5_000 },
      ],
    });
  });

  it('is none for another product, a disabled or sold-out card, or a card without amounts', () => {
    expect(toContributionProduct(null)).toBeNull();
    expect(toContributionProduct(card({ is_giftcard: false }))).toBeNull();
    expect(toContributionProduct(card({ status: 2 }))).toBeNull();
    expect(
      toContributionProduct(
        card({ stock: { is_in_stock: false, qty: 0, manage_stock: true } as never }),
      ),
    ).toBeNull();
    expect(toContributionProduct(card({ custom_options: [] }))).toBeNull();
  });
});

describe('the cart line of a contribution', () => {
  it('is the card at the amount, for the donation item, without recipient options', () => {
    const product = toContributionProduct(card());
    if (!product) throw new Error('no gift card');
    const line = buildContributionLine(product, 4, { valueId: 6, cents: 2_500 });
    expect(line).toMatchObject({
      sku: 'CADEAUBON',
      qty: 1,
      type_id: 'virtual',
      price: 25,
      price_incl_tax: 25,
      product_option: {
        extension_attributes: {
          custom_options: [{ option_id: 11, option_value: '6' }],
          birthlist_donation_item_id: 4,
        },
      },
    });
    expect(contributionOf(line)).toBe(4);
    expect(contributionOf({ product_option: undefined })).toBeUndefined();
  });
});
