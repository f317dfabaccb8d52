import { describe, expect, it } from 'vitest';
import { type CartLineToMove, wishlistEntryOfCartLine } from './from-cart.ts';

const product = { id: 7, sku: 'KW-100', status: 1, visibility: 4 };

function line(overrides: Partial<CartLineToMove> = {}): CartLineToMove {
  return { productOption: null, entry: { parent: product, child: null }, ...overrides };
}

describe('a cart line moved to the wishlist', () => {
  it('becomes its product', () => {
    expect(wishlistEntryOfCartLine(line())).toEqual({
      entry: { productId: 7, sku: 'KW-100', childSku: '' },
    });
  });

  it('of a configurable keeps the chosen child', () => {
    const moved = wishlistEntryOfCartLine(
      line({ entry: { parent: { ...product, sku: 'ROMPER' }, child: { sku: 'ROMPER-56' } } }),
    );
    expect(moved).toEqual({ entry: { productId: 7, sku: 'ROMPER', childSku: 'ROMPER-56' } });
  });

  it('drops the options a wishlist does not keep (bundle selections, custom options)', () => {
    const moved = wishlistEntryOfCartLine(
      line({
        productOption: {
          extension_attributes: { custom_options: [{ option_id: 1, option_value: '2' }] },
        },
      }),
    );
    expect(moved).toEqual({ entry: { productId: 7, sku: 'KW-100', childSku: '' } });
  });

  it('stays in the cart when it is a gift for a birth list item', () => {
    const gift = line({ productOption: { extension_attributes: { birthlist_item_id: 3 } } });
    expect(wishlistEntryOfCartLine(gift)).toEqual({ kept: 'birthlist_gift' });
  });

  it('stays in the cart when it is a contribution to a donation item', () => {
    const contribution = line({
      productOption: { extension_attributes: { birthlist_donation_item_id: 4 } },
    });
    expect(wishlistEntryOfCartLine(contribution)).toEqual({ kept: 'birthlist_contribution' });
  });

  it('stays in the cart when its product is gone, disabled or not shown on its own', () => {
    expect(wishlistEntryOfCartLine(line({ entry: null }))).toEqual({ kept: 'unavailable' });
    for (const parent of [
      { ...product, status: 2 },
      { ...product, visibility: 1 },
    ]) {
      expect(wishlistEntryOfCartLine(line({ entry: { parent, child: null } }))).toEqual({
        kept: 'unavailable',
      });
    }
  });
});
