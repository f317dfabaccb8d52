import { STORE_VIEWS, TAX_CLASS_NONE, TAX_CLASS_STANDARD } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { PRODUCT_CARD_FIELDS, SEARCH_CARD_FIELDS, toProductCard } from './catalog-documents.ts';

/** A search item as grids ask for it (PRODUCT_CARD_FIELDS). */
const item = (fields: Record<string, unknown>) => ({
  sku: 'X',
  name: 'X',
  slug: 'x',
  image: null,
  final_price: 10,
  final_price_incl_tax: 12.1,
  is_giftcard: false,
  tax_class_id: TAX_CLASS_STANDARD,
  ...fields,
});

describe('toProductCard: the tax note of a card', () => {
  it('asks the API for the fields the note is decided by', () => {
    expect(PRODUCT_CARD_FIELDS).toEqual(expect.arrayContaining(['is_giftcard', 'tax_class_id']));
  });

  it('says a gift card carries no VAT, in nl and in de, as its product page does', () => {
    const giftCard = item({
      sku: 'CADEAUBON',
      is_giftcard: true,
      tax_class_id: TAX_CLASS_NONE,
      final_price: 0,
      final_price_incl_tax: 0,
      from_price: 10,
    });
    expect(toProductCard(giftCard, STORE_VIEWS.nl)).toMatchObject({
      price: 10,
      from: true,
      taxNote: 'no VAT',
    });
    expect(toProductCard(giftCard, STORE_VIEWS.de)).toMatchObject({ taxNote: 'no VAT' });
  });

  it('shows any other product incl. VAT in both consumer views, net only in a net view', () => {
    expect(toProductCard(item({}), STORE_VIEWS.nl)).toMatchObject({
      price: 12.1,
      taxNote: 'incl. VAT',
    });
    expect(toProductCard(item({}), STORE_VIEWS.de)).toMatchObject({
      price: 12.1,
      taxNote: 'incl. VAT',
    });
    expect(toProductCard(item({}), { ...STORE_VIEWS.de, pricesIncludeTax: false })).toMatchObject({
      price: 10,
      taxNote: 'excl. VAT',
    });
  });
});

describe('toProductCard: the category path of a search result', () => {
  it('search results ask for the category refs, other grids do not', () => {
    expect(SEARCH_CARD_FIELDS).toContain('category');
    expect(PRODUCT_CARD_FIELDS).not.toContain('category');
  });

  it('names the deepest category path, top first, from the refs (malformed ones left out)', () => {
    const card = toProductCard(
      item({
        category: [
          { category_id: 1, name: 'Op pad', url_path: 'op-pad' },
          { category_id: 3, name: 'Duowagens', url_path: 'op-pad/kinderwagens/duowagens' },
          { category_id: 2, name: 'Kinderwagens', url_path: 'op-pad/kinderwagens' },
          { category_id: 9, name: '', url_path: 'leeg' },
          'not a ref',
        ],
      }),
      STORE_VIEWS.nl,
    );
    expect(card?.categoryPath).toEqual(['Op pad', 'Kinderwagens', 'Duowagens']);
  });

  it('gives no path where the item has no refs (the listing names its own)', () => {
    expect(toProductCard(item({}), STORE_VIEWS.nl)).not.toHaveProperty('categoryPath');
  });
});
