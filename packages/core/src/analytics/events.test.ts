import type { OrderStatusResult } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../cart/types.ts';
import type { CategoryRef } from '../catalog/document.ts';
import {
  ANALYTICS_EVENTS,
  addPaymentInfoEvent,
  addPersonalInfoEvent,
  addShippingInfoEvent,
  addToCartEvent,
  addToWishlistEvent,
  beginCheckoutEvent,
  cartLineInput,
  filterUseEvent,
  loginEvent,
  newsletterSubscriptionEvent,
  noSearchResultsEvent,
  removeFromCartEvent,
  searchClickEvent,
  searchEvent,
  searchUseEvent,
  selectItemEvent,
  signUpEvent,
  sliderSelectEvent,
  sliderUseEvent,
  sortUseEvent,
  textMessageEvent,
  viewCartEvent,
  viewItemEvent,
  viewItemListEvent,
} from './events.ts';
import {
  ANALYTICS_BRAND_DEFAULT,
  analyticsItem,
  catalogEntryLineFields,
  categoryPathOf,
  lineProductFields,
} from './items.ts';
import { pageTypeOf } from './page-type.ts';
import { analyticsOrderOf, isOrderPurchased, purchaseEvent, purchaseToReport } from './purchase.ts';

/** A demo product's categories as its catalogue document lists them (CategoryRef). */
const strollerCategories: CategoryRef[] = [
  { category_id: 4443, name: 'Op pad', slug: 'op-pad', url_path: 'op-pad' },
  {
    category_id: 4460,
    name: 'Kinderwagens',
    slug: 'kinderwagens',
    url_path: 'op-pad/kinderwagens',
  },
  {
    category_id: 4461,
    name: 'Duowagens',
    slug: 'duowagens',
    url_path: 'op-pad/kinderwagens/duowagens',
  },
  { category_id: 4501, name: 'Sale', slug: 'sale', url_path: 'sale' },
];

const stroller = {
  sku: 'KW-1001',
  name: 'Duowagen Luna',
  brand: 'Joolz',
  categories: strollerCategories,
  regularPrice: 649.99,
  finalPrice: 549.95,
};

/**
 * A configurable line of the client cart, after the server's totals came back, with the brand
 * and category path it kept of its product.
 */
const bodyLine: CartItem = {
  sku: 'RB-2040-74',
  parentSku: 'RB-2040',
  qty: 2,
  type_id: 'configurable',
  name: 'Rompertje biologisch katoen',
  price: 10.74,
  price_incl_tax: 12.99,
  brand: 'Little Dutch',
  category_path: ['Babykleding', 'Rompers'],
  totals: {
    row_total: 21.47,
    row_total_incl_tax: 25.98,
    discount_amount: -2.6,
    options: [{ label: 'Maat', value: '74' }],
  },
};

/** A simple line not yet in sync (no totals), kept from before lines kept their product's brand. */
const bottleLine: CartItem = {
  sku: 'FL-330',
  qty: 1,
  type_id: 'simple',
  name: 'Drinkfles 330 ml',
  price: 8.26,
  price_incl_tax: 9.99,
};

/** The stroller put into the cart from its product page: the line keeps brand and categories. */
const strollerLine: CartItem = {
  sku: 'KW-1001',
  parentSku: 'KW-1001',
  qty: 1,
  type_id: 'simple',
  name: 'Duowagen Luna',
  price: 454.5,
  price_incl_tax: 549.95,
  ...lineProductFields(stroller),
};

describe('analytics items (secondary-areas §9)', () => {
  it('takes the deepest category path, top first, skipping other branches', () => {
    expect(categoryPathOf(strollerCategories)).toEqual(['Op pad', 'Kinderwagens', 'Duowagens']);
  });

  it('names up to 6 category levels item_category, then item_category1 to item_category5', () => {
    const deep = ['a', 'a/b', 'a/b/c', 'a/b/c/d', 'a/b/c/d/e', 'a/b/c/d/e/f', 'a/b/c/d/e/f/g'].map(
      (url_path) => ({ name: url_path.toUpperCase(), url_path }),
    );
    const item = analyticsItem({ sku: 'x', name: 'X', finalPrice: 1, categories: deep });
    expect(item).toMatchObject({
      item_category: 'A',
      item_category1: 'A/B',
      item_category2: 'A/B/C',
      item_category3: 'A/B/C/D',
      item_category4: 'A/B/C/D/E',
      item_category5: 'A/B/C/D/E/F',
    });
    expect(Object.values(item)).not.toContain('A/B/C/D/E/F/G');
  });

  it('gives the discount as regular minus final price to 2 decimals, quantity 1 by default', () => {
    expect(analyticsItem(stroller)).toEqual({
      item_id: 'KW-1001',
      item_name: 'Duowagen Luna',
      item_brand: 'Joolz',
      price: 549.95,
      discount: 100.04,
      quantity: 1,
      item_category: 'Op pad',
      item_category1: 'Kinderwagens',
      item_category2: 'Duowagens',
    });
  });

  it('uses the brand default for a product without a brand, and never a negative discount', () => {
    const item = analyticsItem({ sku: 'x', name: 'X', brand: ' ', finalPrice: 5, regularPrice: 4 });
    expect(item.item_brand).toBe(ANALYTICS_BRAND_DEFAULT);
    expect(item.discount).toBe(0);
  });
});

describe('analytics events (secondary-areas §7)', () => {
  it('view_item carries currency, value and the product', () => {
    expect(viewItemEvent({ ...stroller, variant: 'Grijs' })).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'EUR',
        value: 549.95,
        items: [expect.objectContaining({ item_id: 'KW-1001', item_variant: 'Grijs' })],
      },
    });
  });

  it('view_item_list numbers the items and names the list', () => {
    const event = viewItemListEvent('Kinderwagens', [stroller, { ...stroller, sku: 'KW-1002' }]);
    expect(event.ecommerce?.item_list_name).toBe('Kinderwagens');
    expect(event.ecommerce?.items.map((item) => [item.item_id, item.index])).toEqual([
      ['KW-1001', 0],
      ['KW-1002', 1],
    ]);
    expect(event.ecommerce?.value).toBe(1099.9);
  });

  it('select_item, add_to_cart, remove_from_cart and add_to_wishlist carry one item', () => {
    expect(selectItemEvent('Zoeken', stroller).ecommerce?.items[0]?.item_list_name).toBe('Zoeken');
    const added = addToCartEvent({ ...stroller, quantity: 2 });
    expect(added).toMatchObject({ event: 'add_to_cart', ecommerce: { value: 1099.9 } });
    expect(removeFromCartEvent(cartLineInput(bottleLine))).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: {
        value: 9.99,
        items: [{ item_id: 'FL-330', quantity: 1, item_brand: ANALYTICS_BRAND_DEFAULT }],
      },
    });
    expect(removeFromCartEvent(cartLineInput(strollerLine)).ecommerce?.items).toEqual([
      {
        item_id: 'KW-1001',
        item_name: 'Duowagen Luna',
        item_brand: 'Joolz',
        price: 549.95,
        discount: 0,
        quantity: 1,
        item_category: 'Op pad',
        item_category1: 'Kinderwagens',
        item_category2: 'Duowagens',
      },
    ]);
    expect(addToWishlistEvent(stroller).event).toBe('add_to_wishlist');
  });

  it('reads a configurable cart line as its parent with the child as variant, its discount included', () => {
    expect(analyticsItem(cartLineInput(bodyLine))).toEqual({
      item_id: 'RB-2040',
      item_name: 'Rompertje biologisch katoen',
      item_brand: 'Little Dutch',
      item_variant: 'RB-2040-74',
      price: 11.69,
      discount: 1.3,
      quantity: 2,
      item_category: 'Babykleding',
      item_category1: 'Rompers',
    });
  });

  it('a cart line names brand and categories exactly as its product does', () => {
    expect(lineProductFields(stroller)).toEqual({
      brand: 'Joolz',
      category_path: ['Op pad', 'Kinderwagens', 'Duowagens'],
    });
    const fromProduct = analyticsItem(stroller);
    const fromLine = analyticsItem(cartLineInput(strollerLine));
    for (const key of [
      'item_brand',
      'item_category',
      'item_category1',
      'item_category2',
      'item_category3',
    ] as const) {
      expect(fromLine[key]).toBe(fromProduct[key]);
    }
    // A product without a brand keeps none: its line's items carry the brand default.
    expect(lineProductFields({ brand: '  ', categories: [] })).toEqual({
      brand: null,
      category_path: [],
    });
    expect(analyticsItem(cartLineInput({ ...bottleLine, brand: null })).item_brand).toBe(
      ANALYTICS_BRAND_DEFAULT,
    );
  });

  it("the server's line takes brand and category path from the catalogue entry", () => {
    expect(
      catalogEntryLineFields({ brand: 'Joolz', parent: { category: strollerCategories } }),
    ).toEqual({ brand: 'Joolz', category_path: ['Op pad', 'Kinderwagens', 'Duowagens'] });
    expect(catalogEntryLineFields({ parent: {} })).toEqual({ brand: null, category_path: [] });
  });

  it('a line keeps at most 6 category levels, named item_category to item_category5', () => {
    const deep = ['a', 'a/b', 'a/b/c', 'a/b/c/d', 'a/b/c/d/e', 'a/b/c/d/e/f', 'a/b/c/d/e/f/g'].map(
      (url_path) => ({ name: url_path.toUpperCase(), url_path }),
    );
    const kept = lineProductFields({ brand: 'Joolz', categories: deep });
    expect(kept.category_path).toHaveLength(6);
    const item = analyticsItem(cartLineInput({ ...bottleLine, ...kept }));
    expect(item).toMatchObject({ item_category: 'A', item_category5: 'A/B/C/D/E/F' });
    expect(Object.values(item)).not.toContain('A/B/C/D/E/F/G');
  });

  it('view_cart, begin_checkout and the checkout steps carry each line with its brand and categories', () => {
    const lines = [bodyLine, bottleLine];
    const kept = [
      {
        item_id: 'RB-2040',
        item_brand: 'Little Dutch',
        item_category: 'Babykleding',
        item_category1: 'Rompers',
      },
      { item_id: 'FL-330', item_brand: ANALYTICS_BRAND_DEFAULT },
    ];
    for (const event of [
      viewCartEvent(lines),
      beginCheckoutEvent(lines, null),
      addPersonalInfoEvent(lines),
      addShippingInfoEvent(lines, 'flatrate'),
      addPaymentInfoEvent(lines, 'buckaroo_magento2_ideal'),
    ]) {
      expect(event.ecommerce?.items).toMatchObject(kept);
      expect(event.ecommerce?.items[1]).not.toHaveProperty('item_category');
    }
    expect(viewCartEvent(lines).ecommerce).toMatchObject({ value: 33.37, currency: 'EUR' });
    expect(beginCheckoutEvent(lines, 'WELKOM10').ecommerce).toMatchObject({
      coupon: 'WELKOM10',
      items: [{ index: 0 }, { index: 1 }],
    });
    expect(beginCheckoutEvent(lines, null).ecommerce).not.toHaveProperty('coupon');
    expect(addPersonalInfoEvent(lines).event).toBe('add_personal_info');
    expect(addShippingInfoEvent(lines, 'flatrate').ecommerce?.shipping_tier).toBe('flatrate');
    expect(addPaymentInfoEvent(lines, 'buckaroo_magento2_ideal').ecommerce?.payment_type).toBe(
      'buckaroo_magento2_ideal',
    );
  });

  it('the events without ecommerce say what happened', () => {
    expect(loginEvent('password')).toEqual({ event: 'login', method: 'password' });
    expect(signUpEvent('password')).toEqual({ event: 'sign_up', method: 'password' });
    expect(searchEvent(' luier ', 12)).toEqual({
      event: 'search',
      search_term: 'luier',
      result_count: 12,
    });
    expect(noSearchResultsEvent('xyzzy')).toEqual({
      event: 'no_search_results',
      search_term: 'xyzzy',
    });
    expect(
      searchClickEvent('luier ', {
        type: 'product',
        label: 'Luiers maat 3',
        url: '/p/L3/luiers',
        itemId: 'L3',
      }),
    ).toEqual({
      event: 'search_click',
      search_term: 'luier',
      click_type: 'product',
      click_label: 'Luiers maat 3',
      click_url: '/p/L3/luiers',
      item_id: 'L3',
    });
    expect(
      searchClickEvent('luier', { type: 'category', label: 'Luiers', url: '/c/luiers' }),
    ).not.toHaveProperty('item_id');
    expect(searchUseEvent('tab-bar')).toEqual({ event: 'search_use', search_source: 'tab-bar' });
    expect(sortUseEvent('price:asc', 'Kinderwagens')).toMatchObject({ sort_option: 'price:asc' });
    expect(filterUseEvent('color', 'Grijs', true, 'Kinderwagens')).toMatchObject({
      event: 'filter_use',
      filter_name: 'color',
      filter_value: 'Grijs',
      filter_active: true,
    });
    expect(sliderUseEvent('Nieuw', 'next')).toMatchObject({ slider_direction: 'next' });
    expect(
      sliderSelectEvent('Nieuw', { label: 'Luna', url: '/p/KW-1001/luna', index: 2 }),
    ).toMatchObject({ event: 'slider_select', slide_index: 2 });
    expect(newsletterSubscriptionEvent('footer')).toEqual({
      event: 'newsletter_subscription',
      placement: 'footer',
    });
    expect(textMessageEvent('Er ging iets mis', 'danger')).toEqual({
      event: 'text_message',
      message_type: 'danger',
      message_text: 'Er ging iets mis',
    });
  });

  it('has a builder for every event the spec lists', () => {
    expect(ANALYTICS_EVENTS).toHaveLength(24);
  });
});

/** An order as /checkout-return reads it: a coupon, shipping and VAT among its money rows. */
const order: OrderStatusResult = {
  increment_id: 'NL000000123',
  order_hash: 'abcdefghijklmnopqrstuvwx',
  store_code: 'nl',
  created_at: '2026-11-27T10:00:00.000Z',
  status: 'Order Placed',
  payment_status: 'paid',
  payment_method: 'buckaroo_magento2_ideal',
  grand_total: 38.36,
  credits_paid: 0,
  amount_due: 38.36,
  currency: 'EUR',
  shipping_method: 'flatrate_flatrate',
  pickup_location_code: null,
  payment_url: null,
  instructions: null,
  lines: [
    {
      name: 'Rompertje biologisch katoen',
      qty: 2,
      options: [{ label: 'Maat', value: '74' }],
      row_total: 21.47,
      row_total_incl_tax: 25.98,
      sku: 'ROM-1-74',
      parent_sku: 'ROM-1',
      price_incl_tax: 12.99,
      discount_amount: 2.6,
      brand: 'Little Dutch',
      category_path: ['Babykleding', 'Rompers'],
    },
    {
      name: 'Drinkfles 330 ml',
      qty: 1,
      options: [],
      row_total: 8.26,
      row_total_incl_tax: 9.99,
      sku: 'DRI-2',
      parent_sku: 'DRI-2',
      price_incl_tax: 9.99,
      discount_amount: 0,
      // A line of an order placed before lines kept their product's brand and categories.
      brand: null,
      category_path: [],
    },
  ],
  money_rows: [
    { kind: 'subtotal', label: 'Subtotal', params: {}, amount: 35.97 },
    { kind: 'discount', label: 'Discount ({code})', params: { code: 'WELKOM10' }, amount: -2.6 },
    { kind: 'shipping', label: 'Shipping', params: {}, amount: 4.99 },
    { kind: 'grand_total', label: 'Grand total', params: {}, amount: 38.36 },
    { kind: 'tax', label: 'VAT {rate}%', params: { rate: 21 }, amount: 6.66 },
    { kind: 'payment', label: 'iDEAL', params: {}, amount: 38.36 },
  ],
  shipping_address: null,
  shipping_description: 'Standard delivery',
  expected_delivery_date: '2026-11-30',
};

describe('purchase (secondary-areas §3, §7)', () => {
  it('reads the analytics order from the money rows', () => {
    expect(analyticsOrderOf(order)).toEqual({
      increment_id: 'NL000000123',
      coupon_code: 'WELKOM10',
      grand_total: 38.36,
      shipping_incl_tax: 4.99,
      tax_amount: 6.66,
    });
  });

  it('carries transaction id, value, tax, shipping, coupon and the lines', () => {
    expect(purchaseEvent(order)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'NL000000123',
        currency: 'EUR',
        value: 38.36,
        tax: 6.66,
        shipping: 4.99,
        coupon: 'WELKOM10',
        items: [
          {
            item_id: 'ROM-1',
            item_name: 'Rompertje biologisch katoen',
            item_brand: 'Little Dutch',
            item_variant: 'ROM-1-74',
            price: 11.69,
            discount: 1.3,
            quantity: 2,
            index: 0,
            item_category: 'Babykleding',
            item_category1: 'Rompers',
          },
          {
            item_id: 'DRI-2',
            item_name: 'Drinkfles 330 ml',
            item_brand: ANALYTICS_BRAND_DEFAULT,
            price: 9.99,
            discount: 0,
            quantity: 1,
            index: 1,
          },
        ],
      },
    });
  });

  it('reads the lines of an order answered without brand and categories with the brand default', () => {
    const { brand: _brand, category_path: _path, ...older } = order.lines[0]!;
    const items = purchaseEvent({ ...order, lines: [older] }).ecommerce?.items;
    expect(items?.[0]?.item_brand).toBe(ANALYTICS_BRAND_DEFAULT);
    expect(items?.[0]).not.toHaveProperty('item_category');
  });

  it('counts paid, free and transfer orders as purchased; not a payment under way, canceled or failed', () => {
    expect(isOrderPurchased({ payment_status: 'paid', payment_url: null })).toBe(true);
    expect(isOrderPurchased({ payment_status: 'not_required', payment_url: null })).toBe(true);
    expect(isOrderPurchased({ payment_status: 'pending', payment_url: null })).toBe(true);
    expect(isOrderPurchased({ payment_status: 'pending', payment_url: 'https://pay/x' })).toBe(
      false,
    );
    expect(isOrderPurchased({ payment_status: 'canceled', payment_url: null })).toBe(false);
    expect(isOrderPurchased({ payment_status: 'failed', payment_url: null })).toBe(false);
  });

  it('reports an order once: never again for a number already reported', () => {
    const first = purchaseToReport(order, []);
    expect(first).toEqual({ report: true, reported: ['NL000000123'] });
    expect(purchaseToReport(order, first.reported)).toEqual({
      report: false,
      reported: ['NL000000123'],
    });
    expect(purchaseToReport({ ...order, payment_status: 'failed' }, []).report).toBe(false);
  });

  it('keeps the latest 50 reported numbers', () => {
    const many = Array.from({ length: 50 }, (_, n) => `NL${n}`);
    expect(purchaseToReport(order, many).reported).toHaveLength(50);
    expect(purchaseToReport(order, many).reported.at(-1)).toBe('NL000000123');
  });
});

describe('page type (secondary-areas §2, §7)', () => {
  it('is PDP on the current product path, PLP on the current category path', () => {
    expect(pageTypeOf({ pathname: '/p/KW-1001/luna', productPath: '/p/KW-1001/luna' })).toBe('PDP');
    expect(pageTypeOf({ pathname: '/c/kinderwagens', categoryPath: '/c/kinderwagens/' })).toBe(
      'PLP',
    );
  });

  it("is the route's tag, else the path without slashes, else Homepage", () => {
    expect(pageTypeOf({ pathname: '/cart', routePageType: 'Cart' })).toBe('Cart');
    expect(pageTypeOf({ pathname: '/my-account/profile' })).toBe('my-accountprofile');
    expect(pageTypeOf({ pathname: '/' })).toBe('Homepage');
  });
});
