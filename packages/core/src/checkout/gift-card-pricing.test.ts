import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_METHODS, DEFAULT_SHIPPING_METHODS } from '../cart/methods.ts';
import type { ProductDocument } from '../catalog/document.ts';
import { STORE_VIEWS } from '../store-views.ts';
import { TAX_CLASS_STANDARD } from '../tax-rules.ts';
import { priceLine } from './line-price.ts';
import {
  type CheckoutLineInput,
  type CheckoutPricingInput,
  type NamedCouponRule,
  priceCheckout,
} from './pricing.ts';

const NOW = new Date('2025-06-01T12:00:00Z');

const source = (price: number) => ({
  price,
  special_price: null,
  special_from_date: null,
  special_to_date: null,
  advice_price: null,
  tier_prices: [],
});

/** A gift card as the demo catalogue has it: price 0, an amount option, a standard tax class. */
const giftCard = {
  sku: 'CADEAUBON',
  name: 'Cadeaubon',
  type_id: 'virtual',
  is_giftcard: true,
  tax_class_id: TAX_CLASS_STANDARD,
  price_source: source(0),
  custom_options: [
    {
      option_id: 7,
      title: 'Bedrag',
      type: 'drop_down',
      is_require: true,
      sort_order: 1,
      values: [
        { option_type_id: 71, title: '€ 25', price: 25, price_type: 'fixed', sort_order: 1 },
        { option_type_id: 72, title: '€ 50', price: 50, price_type: 'fixed', sort_order: 2 },
      ],
    },
  ],
} as unknown as ProductDocument;

const slab = {
  sku: 'SLAB',
  name: 'Slab',
  type_id: 'simple',
  is_giftcard: false,
  tax_class_id: TAX_CLASS_STANDARD,
  price_source: source(2000),
} as unknown as ProductDocument;

function giftCardLine(itemId: number, valueId = 72, qty = 1): CheckoutLineInput {
  return {
    itemId,
    productType: 'virtual',
    productOption: {
      extension_attributes: { custom_options: [{ option_id: 7, option_value: String(valueId) }] },
    },
    qty,
    entry: { parent: giftCard, child: null },
  };
}

const slabLine = (itemId: number, qty = 1): CheckoutLineInput => ({
  itemId,
  productType: 'simple',
  productOption: null,
  qty,
  entry: { parent: slab, child: null },
});

const welkom: NamedCouponRule = {
  code: 'WELKOM10',
  kind: 'percent',
  amount: 10,
  minSubtotal: 0,
  fromDate: null,
  toDate: null,
  usageLimit: null,
  timesUsed: 0,
  active: true,
};

function input(overrides: Partial<CheckoutPricingInput>): CheckoutPricingInput {
  return {
    view: STORE_VIEWS.nl,
    lines: [],
    customerGroupId: 0,
    usePriceTiers: false,
    shippingCountry: 'NL',
    billingCountry: 'NL',
    shippingMethod: { carrierCode: 'flatrate', methodCode: 'flatrate' },
    coupon: null,
    shippingMethods: DEFAULT_SHIPPING_METHODS,
    paymentMethods: DEFAULT_PAYMENT_METHODS,
    now: NOW,
    ...overrides,
  };
}

const ctx = (view = STORE_VIEWS.nl, taxCountry = 'NL') => ({
  view,
  taxCountry,
  customerGroupId: 0,
  usePriceTiers: false,
  now: NOW,
});

describe('a gift card line (a multi-purpose voucher)', () => {
  it('costs exactly the chosen amount, without VAT, in both store views', () => {
    const nl = priceLine(
      {
        productType: 'virtual',
        productOption: giftCardLine(1).productOption,
        entry: giftCardLine(1).entry!,
      },
      1,
      ctx(),
    );
    expect(nl).toMatchObject({ unitExclTax: 5000, unitInclTax: 5000, isGiftCard: true });
    expect(nl.parts).toEqual([{ unitPriceExclTax: 5000, unitPriceInclTax: 5000, taxRate: 0 }]);
    const de = priceLine(
      {
        productType: 'virtual',
        productOption: giftCardLine(1).productOption,
        entry: giftCardLine(1).entry!,
      },
      1,
      ctx(STORE_VIEWS.de, 'DE'),
    );
    expect(de).toMatchObject({ unitExclTax: 5000, unitInclTax: 5000 });
  });

  it('adds no VAT to the totals and no tax line', () => {
    const priced = priceCheckout(input({ lines: [giftCardLine(1, 72, 2)] }));
    expect(priced.totals.grand_total).toBe(100);
    expect(priced.totals.tax_amount).toBe(0);
    expect(priced.totals.items[0]).toMatchObject({ tax_amount: 0, tax_percent: 0 });
    const tax = priced.totals.total_segments.find((s) => s.code === 'tax');
    expect(tax?.extension_attributes?.tax_grandtotal_details).toEqual([]);
  });
});

describe('a coupon and gift cards', () => {
  it('takes nothing off a gift card in a mixed cart: 10 % of the other lines only', () => {
    const priced = priceCheckout(
      input({
        lines: [slabLine(1), giftCardLine(2)],
        coupon: { code: 'WELKOM10', rule: welkom },
      }),
    );
    expect(priced.coupon.problem).toBeNull();
    expect(priced.totals.discount_amount).toBe(-2);
    const [slabItem, cardItem] = priced.totals.items;
    expect(slabItem?.discount_amount).toBe(2);
    expect(cardItem?.discount_amount).toBe(0);
    expect(priced.totals.grand_total).toBe(20 - 2 + 50);
  });

  it('gives nothing on a cart of gift cards only and says why', () => {
    const priced = priceCheckout(
      input({ lines: [giftCardLine(1)], coupon: { code: 'WELKOM10', rule: welkom } }),
    );
    expect(priced.coupon).toEqual({
      applied: null,
      problem: {
        kind: 'invalid',
        message: 'The coupon code "WELKOM10" cannot be used for gift cards.',
      },
    });
    expect(priced.totals.discount_amount).toBe(0);
    expect(priced.totals.grand_total).toBe(50);
  });

  it('judges a minimum subtotal on the lines a coupon may discount', () => {
    const priced = priceCheckout(
      input({
        lines: [slabLine(1), giftCardLine(2)],
        coupon: { code: 'WELKOM10', rule: { ...welkom, minSubtotal: 5000 } },
      }),
    );
    expect(priced.coupon.applied).toBeNull();
    expect(priced.coupon.problem?.message).toMatch(/needs a subtotal of at least/);
  });
});

describe('a line with text options (a gift card recipient, an engraving)', () => {
  const withText = {
    ...giftCard,
    custom_options: [
      ...(giftCard.custom_options ?? []),
      { option_id: 8, title: 'Naam', type: 'field', is_require: true, sort_order: 2, values: [] },
      {
        option_id: 9,
        title: 'Boodschap',
        type: 'area',
        is_require: false,
        sort_order: 3,
        values: [],
      },
    ],
  } as ProductDocument;

  it('shows the shopper’s texts as the options and costs the amount only', () => {
    const priced = priceLine(
      {
        productType: 'virtual',
        productOption: {
          extension_attributes: {
            custom_options: [
              { option_id: 7, option_value: '71' },
              { option_id: 8, option_value: 'Lotte' },
              { option_id: 9, option_value: 'Gefeliciteerd!' },
            ],
          },
        },
        entry: { parent: withText, child: null },
      },
      1,
      ctx(),
    );
    expect(priced.options).toEqual([
      { label: 'Bedrag', value: '€ 25' },
      { label: 'Naam', value: 'Lotte' },
      { label: 'Boodschap', value: 'Gefeliciteerd!' },
    ]);
    expect(priced.unitInclTax).toBe(2500);
  });

  it('adds a text option’s surcharge and shows its text', () => {
    const engraved = {
      ...slab,
      custom_options: [
        {
          option_id: 3,
          title: 'Graveren',
          type: 'field',
          is_require: false,
          sort_order: 1,
          values: [
            {
              option_type_id: 31,
              title: 'Gravure',
              price: 7.5,
              price_type: 'fixed',
              sort_order: 1,
            },
          ],
        },
      ],
    } as unknown as ProductDocument;
    const priced = priceLine(
      {
        productType: 'simple',
        productOption: {
          extension_attributes: { custom_options: [{ option_id: 3, option_value: 'Sam' }] },
        },
        entry: { parent: engraved, child: null },
      },
      1,
      ctx(),
    );
    expect(priced.options).toEqual([{ label: 'Graveren', value: 'Sam' }]);
    expect(priced.unitInclTax).toBe(2750);
  });
});

describe('paying for gift cards', () => {
  const GIFT_CARD_METHOD = 'buckaroo_magento2_giftcards';
  const codes = (lines: CheckoutLineInput[]) =>
    priceCheckout(input({ lines })).paymentMethods.map((method) => method.code);

  it('never offers the gift card payment method for a cart that holds a gift card', () => {
    expect(codes([giftCardLine(1)])).not.toContain(GIFT_CARD_METHOD);
    expect(codes([slabLine(1), giftCardLine(2)])).not.toContain(GIFT_CARD_METHOD);
    // The other methods stay.
    expect(codes([slabLine(1), giftCardLine(2)])).toContain('buckaroo_magento2_ideal');
  });

  it('offers it for a cart without gift cards', () => {
    expect(codes([slabLine(1)])).toContain(GIFT_CARD_METHOD);
  });

  it('says the cart holds a gift card, so a call naming the method can be refused', () => {
    expect(priceCheckout(input({ lines: [slabLine(1), giftCardLine(2)] })).holdsGiftCard).toBe(
      true,
    );
    expect(priceCheckout(input({ lines: [slabLine(1)] })).holdsGiftCard).toBe(false);
  });
});
