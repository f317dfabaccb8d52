import type { PublicBirthList } from '@shop/contracts';
import { type CartItem, type ProductDocument, STORE_VIEWS } from '@shop/core';
import { describe, expect, it } from 'vitest';
import {
  describeVariant,
  donationProgress,
  findItemChild,
  formatExpectedDate,
  giftQtyLimit,
  giftUnitsInCart,
  indexDocuments,
  parseShownCount,
  toGiftItemView,
} from './birthlist-public.ts';

type Item = PublicBirthList['items'][number];

const child = (sku: string, color: number, size: number, extra: object = {}) => ({
  id: 1,
  sku,
  name: sku,
  status: 1,
  visibility: 1,
  tax_class_id: 2,
  color,
  size,
  image: `/product/${sku}.svg`,
  stock: { is_in_stock: true, qty: 5, manage_stock: true },
  final_price: 25.58,
  final_price_incl_tax: 30.95,
  ...extra,
});

/** A romper suit in two colours and two sizes, as the German store view's search answers it. */
const romper = {
  id: 47,
  sku: 'SLE-100047',
  type_id: 'configurable',
  name: 'Lotje & Lars Basic Strampler',
  slug: 'lotje-en-lars-basic-strampler',
  status: 1,
  visibility: 4,
  tax_class_id: 2,
  image: '/product/romper.svg',
  final_price: 25.58,
  final_price_incl_tax: 30.95,
  hide_add_to_cart_button: false,
  stock: { is_in_stock: true, qty: 10, manage_stock: true },
  configurable_options: [
    {
      attribute_id: 93,
      attribute_code: 'color',
      label: 'Farbe',
      position: 0,
      values: [
        { value_index: 5016, label: 'Flieder' },
        { value_index: 5017, label: 'Terrakotta' },
      ],
    },
    {
      attribute_id: 144,
      attribute_code: 'size',
      label: 'Größe',
      position: 1,
      values: [
        { value_index: 5018, label: '50' },
        { value_index: 5021, label: '68' },
      ],
    },
  ],
  configurable_children: [
    child('SLE-100047-LIL-68', 5016, 5021, { final_price: 26.4, final_price_incl_tax: 31.95 }),
    child('SLE-100047-TER-50', 5017, 5018, {
      stock: { is_in_stock: false, qty: 0, manage_stock: true },
    }),
  ],
} as unknown as ProductDocument;

const diapers = {
  id: 12,
  sku: 'DIA-101231',
  type_id: 'simple',
  name: 'Mooi Mini Natural luiers maat 1',
  slug: 'mooi-mini-natural-luiers-maat-1',
  status: 1,
  visibility: 4,
  tax_class_id: 2,
  image: '/product/diapers.svg',
  final_price: 12.4,
  final_price_incl_tax: 15,
  hide_add_to_cart_button: false,
  stock: { is_in_stock: true, qty: 144, manage_stock: true },
} as unknown as ProductDocument;

/** The item options as the list stores them: in the parents' (Dutch) labels. */
const dutchOptions = (color: number, size: number) => ({
  extension_attributes: {
    configurable_item_options: [
      { option_id: '93', option_value: String(color), label: 'Kleur', value: 'Lila' },
      { option_id: '144', option_value: String(size), label: 'Maat', value: '68' },
    ],
  },
});

const item = (extra: Partial<Item>): Item => ({
  birthlist_item_id: 1,
  sku: 'DIA-101231',
  product_option: null,
  qty: 3,
  qty_still_wanted: 2,
  is_favorite: false,
  ...extra,
});

describe('the product of a list item', () => {
  const docs = indexDocuments([romper, diapers]);

  it('finds a configurable’s chosen child by the item’s options, or by the child’s own sku', () => {
    expect(
      findItemChild(romper, { sku: 'SLE-100047', product_option: dutchOptions(5016, 5021) })?.sku,
    ).toBe('SLE-100047-LIL-68');
    expect(findItemChild(romper, { sku: 'SLE-100047-TER-50', product_option: null })?.sku).toBe(
      'SLE-100047-TER-50',
    );
    expect(
      findItemChild(romper, { sku: 'SLE-100047', product_option: dutchOptions(1, 2) }),
    ).toBeNull();
  });

  it('names the chosen variant in the page’s language, not the list’s', () => {
    const lila = romper.configurable_children?.[0];
    if (!lila) throw new Error('fixture');
    expect(describeVariant(romper, lila)).toBe('Farbe: Flieder, Größe: 68');
  });

  it('shows a configurable item with its child’s price and stock and the line of a gift for it', () => {
    const view = toGiftItemView(
      item({ birthlist_item_id: 7, sku: 'SLE-100047', product_option: dutchOptions(5016, 5021) }),
      docs,
      STORE_VIEWS.de,
    );
    expect(view).toMatchObject({
      id: 7,
      wanted: 3,
      stillWanted: 2,
      unavailable: false,
      product: {
        name: 'Lotje & Lars Basic Strampler',
        variant: 'Farbe: Flieder, Größe: 68',
        path: '/de/p/SLE-100047/lotje-en-lars-basic-strampler/SLE-100047-LIL-68',
        // The German store view shows consumers prices incl. VAT, as the Dutch one does.
        price: 31.95,
        taxNote: 'incl. VAT',
        inStock: true,
      },
    });
    expect(view.product?.line).toMatchObject({
      sku: 'SLE-100047-LIL-68',
      parentSku: 'SLE-100047',
      qty: 1,
      type_id: 'configurable',
      price_incl_tax: 31.95,
      product_option: {
        extension_attributes: {
          birthlist_item_id: 7,
          configurable_item_options: [
            { option_id: '93', option_value: '5016', label: 'Farbe', value: 'Flieder' },
            { option_id: '144', option_value: '5021', label: 'Größe', value: '68' },
          ],
        },
      },
    });
  });

  it('finds an item named by a child sku through its parent, sold out when the child is', () => {
    const view = toGiftItemView(item({ sku: 'SLE-100047-TER-50' }), docs, STORE_VIEWS.nl);
    expect(view.product).toMatchObject({ inStock: false, price: 30.95, taxNote: 'incl. VAT' });
  });

  it('shows a simple item with its own line, marked with the item', () => {
    const view = toGiftItemView(item({ birthlist_item_id: 3 }), docs, STORE_VIEWS.nl);
    expect(view.product?.variant).toBeNull();
    expect(view.product?.line).toMatchObject({
      sku: 'DIA-101231',
      parentSku: 'DIA-101231',
      product_option: { extension_attributes: { birthlist_item_id: 3 } },
    });
  });

  it('says a product the catalogue no longer has is unavailable, and one not loaded is not', () => {
    expect(toGiftItemView(item({ sku: 'GONE' }), docs, STORE_VIEWS.nl)).toMatchObject({
      product: null,
      unavailable: true,
    });
    const disabled = indexDocuments([{ ...diapers, status: 2 } as ProductDocument]);
    expect(toGiftItemView(item({}), disabled, STORE_VIEWS.nl).unavailable).toBe(true);
    expect(toGiftItemView(item({}), null, STORE_VIEWS.nl)).toMatchObject({
      product: null,
      unavailable: false,
    });
  });

  it('offers no line for a product that is not sold on its own', () => {
    const hidden = indexDocuments([
      { ...diapers, hide_add_to_cart_button: true } as ProductDocument,
    ]);
    expect(toGiftItemView(item({}), hidden, STORE_VIEWS.nl).product?.line).toBeNull();
  });
});

describe('how many of an item a visitor may give', () => {
  it('is what is still wanted less what this cart holds for it, never below 0', () => {
    expect(giftQtyLimit(3, 0)).toBe(3);
    expect(giftQtyLimit(3, 2)).toBe(1);
    expect(giftQtyLimit(1, 4)).toBe(0);
  });

  it('counts the cart’s gift units per item, leaving lines for oneself out', () => {
    const line = (qty: number, itemId?: number): CartItem => ({
      sku: 'A',
      qty,
      type_id: 'simple',
      name: 'A',
      price: 1,
      price_incl_tax: 1.21,
      ...(itemId
        ? { product_option: { extension_attributes: { birthlist_item_id: itemId } } }
        : {}),
    });
    expect([...giftUnitsInCart([line(5), line(2, 7), line(1, 8), line(1, 7)])]).toEqual([
      [7, 3],
      [8, 1],
    ]);
  });
});

describe('the page’s other figures', () => {
  it('shows whole pages of 50 items, at least one, at most the list', () => {
    expect(parseShownCount(null, 120)).toBe(50);
    expect(parseShownCount('100', 120)).toBe(100);
    expect(parseShownCount('51', 120)).toBe(100);
    expect(parseShownCount('500', 120)).toBe(150);
    expect(parseShownCount('abc', 120)).toBe(50);
    expect(parseShownCount('0', 10)).toBe(50);
    expect(parseShownCount('-5', 10)).toBe(50);
  });

  it('gives a donation item’s progress in whole percent, never past 100', () => {
    expect(donationProgress(50000, 12500)).toEqual({ percent: 25, remaining: 37500 });
    expect(donationProgress(10000, 12000)).toEqual({ percent: 100, remaining: 0 });
    expect(donationProgress(30000, 0)).toEqual({ percent: 0, remaining: 30000 });
  });

  it('writes the expected date in the page’s language, whatever the time zone', () => {
    expect(formatExpectedDate('2027-03-01', 'nl-NL')).toBe('1 maart 2027');
    expect(formatExpectedDate('2027-03-01', 'de-DE')).toBe('1. März 2027');
    expect(formatExpectedDate('not a date', 'nl-NL')).toBeNull();
  });
});
