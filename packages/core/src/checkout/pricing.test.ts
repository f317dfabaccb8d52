import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CASH_ON_DELIVERY_CODE,
  DEFAULT_PAYMENT_METHODS,
  DEFAULT_SHIPPING_METHODS,
  FREE_PAYMENT_CODE,
} from '../cart/methods.ts';
import type { ProductDocument } from '../catalog/document.ts';
import { toCents } from '../money.ts';
import { STORE_VIEWS } from '../store-views.ts';
import { TAX_CLASS_REDUCED, TAX_CLASS_STANDARD } from '../tax-rules.ts';
import { type CatalogEntry, priceLine } from './line-price.ts';
import {
  type CheckoutLineInput,
  type CheckoutPricingInput,
  type NamedCouponRule,
  priceCheckout,
} from './pricing.ts';

const NOW = new Date('2025-06-01T12:00:00Z');

/** A catalogue document with what pricing reads: name, price (NL gross cents) and tax class. */
function product(
  sku: string,
  priceCents: number,
  extra: Partial<ProductDocument> = {},
): ProductDocument {
  return {
    sku,
    name: `Product ${sku}`,
    type_id: 'simple',
    tax_class_id: TAX_CLASS_STANDARD,
    price_source: {
      price: priceCents,
      special_price: null,
      special_from_date: null,
      special_to_date: null,
      advice_price: null,
      tier_prices: [],
    },
    ...extra,
  } as unknown as ProductDocument;
}

const entry = (doc: ProductDocument): CatalogEntry => ({ parent: doc, child: null });

function line(
  itemId: number,
  doc: ProductDocument | null,
  qty = 1,
  productType = doc?.type_id ?? 'simple',
): CheckoutLineInput {
  return {
    itemId,
    productType,
    productOption: null,
    qty,
    entry: doc ? entry(doc) : null,
  };
}

const rule = (overrides: Partial<NamedCouponRule> = {}): NamedCouponRule => ({
  code: 'WELKOM10',
  kind: 'percent',
  amount: 10,
  minSubtotal: 0,
  fromDate: null,
  toDate: null,
  usageLimit: null,
  timesUsed: 0,
  active: true,
  ...overrides,
});

function input(overrides: Partial<CheckoutPricingInput> = {}): CheckoutPricingInput {
  return {
    view: STORE_VIEWS.nl,
    lines: [line(1, product('SLAB', 1295), 2)],
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

describe('priceCheckout', () => {
  it('prices the lines, quotes the chosen shipping and totals them in the Dutch view', () => {
    const pricing = priceCheckout(input());
    expect(pricing.subtotalInclTax).toBe(2590);
    expect(pricing.shipping).toMatchObject({ status: 'quoted', quote: { amountInclTax: 495 } });
    expect(pricing.totals).toMatchObject({
      subtotal_incl_tax: 25.9,
      shipping_incl_tax: 4.95,
      grand_total: 30.85,
      quote_currency_code: 'EUR',
    });
    expect(pricing.totals.items).toHaveLength(1);
    expect(pricing.totals.items[0]).toMatchObject({ item_id: 1, qty: 2, price_incl_tax: 12.95 });
  });

  it('ships for free from the free-shipping subtotal and quotes every method of the shop', () => {
    const pricing = priceCheckout(input({ lines: [line(1, product('KW', 5000))] }));
    expect(pricing.shipping).toMatchObject({ status: 'quoted', quote: { amountInclTax: 0 } });
    expect(pricing.shippingQuotes.map((q) => q.method.carrierCode)).toEqual(
      DEFAULT_SHIPPING_METHODS.map((m) => m.carrierCode),
    );
  });

  it('taxes by the delivery country when the shop has its rates, else by the view', () => {
    const de = priceCheckout(input({ shippingCountry: 'DE' }));
    expect(de.taxCountry).toBe('DE');
    expect(de.totals.items[0]?.tax_percent).toBe(19);
    const be = priceCheckout(input({ shippingCountry: 'BE' }));
    expect(be.taxCountry).toBe('NL');
    expect(be.totals.items[0]?.tax_percent).toBe(21);
    const none = priceCheckout(input({ shippingCountry: null }));
    expect(none.taxCountry).toBe('NL');
  });

  it('says why the chosen shipping method is not quoted', () => {
    expect(priceCheckout(input({ shippingMethod: null })).shipping).toEqual({ status: 'none' });
    expect(
      priceCheckout(input({ shippingMethod: { carrierCode: 'ups', methodCode: 'ups' } })).shipping,
    ).toEqual({ status: 'unknown' });
    const abroad = priceCheckout(
      input({
        shippingCountry: 'FR',
        shippingMethod: { carrierCode: 'express', methodCode: 'express' },
      }),
    );
    expect(abroad.shipping.status).toBe('unavailable');
    expect(abroad.totals.shipping_incl_tax).toBe(0);
    expect(abroad.totals.total_segments.map((s) => s.code)).not.toContain('shipping');
  });

  it('quotes the view’s default country while no delivery country is known', () => {
    const nl = priceCheckout(
      input({
        shippingCountry: null,
        shippingMethod: { carrierCode: 'express', methodCode: 'express' },
      }),
    );
    expect(nl.shipping.status).toBe('quoted');
  });

  it('leaves lines out of the totals whose product is no longer sold or has no known price', () => {
    const pricing = priceCheckout(
      input({
        lines: [line(1, product('SLAB', 1295)), line(2, null), line(3, product('GONE', -100))],
      }),
    );
    expect(pricing.lines.map((l) => [l.priced === null, l.priceUnknown])).toEqual([
      [false, false],
      [true, false],
      [false, true],
    ]);
    expect(pricing.totals.items.map((item) => item.item_id)).toEqual([1]);
    expect(pricing.subtotalInclTax).toBe(1295);
  });

  it('applies a coupon that applies and says why another does not', () => {
    const applied = priceCheckout(input({ coupon: { code: 'welkom10', rule: rule() } }));
    expect(applied.coupon).toEqual({ applied: rule(), problem: null });
    expect(applied.totals.discount_amount).toBe(-2.59);
    expect(applied.totals.coupon_code).toBe('WELKOM10');

    const tooSmall = priceCheckout(
      input({ coupon: { code: 'WELKOM10', rule: rule({ minSubtotal: 5000 }) } }),
    );
    expect(tooSmall.coupon.applied).toBeNull();
    expect(tooSmall.coupon.problem?.message).toBe(
      'The coupon code "WELKOM10" needs a subtotal of at least € 50,-.',
    );
    expect(tooSmall.totals.discount_amount).toBe(0);
    expect(tooSmall.totals).not.toHaveProperty('coupon_code');

    const unknown = priceCheckout(input({ coupon: { code: 'NOPE', rule: null } }));
    expect(unknown.coupon.problem).toEqual({
      kind: 'not_found',
      message: 'The coupon code "NOPE" is not valid.',
    });
  });

  it('makes shipping free with a free-shipping coupon', () => {
    const pricing = priceCheckout(
      input({ coupon: { code: 'GRATIS', rule: rule({ code: 'GRATIS', kind: 'free_shipping' }) } }),
    );
    expect(pricing.totals.shipping_incl_tax).toBe(0);
    expect(pricing.totals.grand_total).toBe(25.9);
  });

  it('ships a virtual cart for free and offers it no cash on delivery', () => {
    const card = product('CARD', 2500, { type_id: 'virtual' });
    const pricing = priceCheckout(input({ lines: [line(1, card)] }));
    expect(pricing.isVirtual).toBe(true);
    expect(pricing.totals.shipping_incl_tax).toBe(0);
    expect(pricing.paymentMethods.map((m) => m.code)).not.toContain(CASH_ON_DELIVERY_CODE);
    const goods = priceCheckout(input());
    expect(goods.paymentMethods.map((m) => m.code)).toContain(CASH_ON_DELIVERY_CODE);
  });

  it('offers only the free method with nothing to pay, and every method before the first line', () => {
    const free = priceCheckout(
      input({
        lines: [line(1, product('GIFT', 0))],
        shippingMethod: { carrierCode: 'instorepickup', methodCode: 'maven' },
      }),
    );
    expect(free.paymentMethods.map((m) => m.code)).toEqual([FREE_PAYMENT_CODE]);
    const empty = priceCheckout(input({ lines: [], shippingMethod: null }));
    expect(empty.paymentMethods.map((m) => m.code)).toContain('buckaroo_magento2_in3');
  });

  it('chooses payment methods by the billing country, else the delivery country, else the view', () => {
    const codes = (overrides: Partial<CheckoutPricingInput>) =>
      priceCheckout(input(overrides)).paymentMethods.map((m) => m.code);
    const bancontact = 'buckaroo_magento2_mrcash';
    expect(codes({ billingCountry: 'BE' })).toContain(bancontact);
    expect(codes({ billingCountry: null, shippingCountry: 'BE' })).toContain(bancontact);
    expect(codes({ billingCountry: null, shippingCountry: null })).not.toContain(bancontact);
  });

  it('shows German prices incl. the German VAT: each row is the shown unit price times its quantity', () => {
    const pricing = priceCheckout(
      input({ view: STORE_VIEWS.de, shippingCountry: 'DE', billingCountry: 'DE' }),
    );
    const [item] = pricing.totals.items;
    // 12,95 incl. 21 % is 10,70 net; 10,70 net is 12,73 incl. 19 %, the price the shop showed.
    expect(item).toMatchObject({
      price: 10.7,
      price_incl_tax: 12.73,
      row_total_incl_tax: 25.46,
      tax_percent: 19,
    });
    expect(pricing.totals.total_segments[0]).toMatchObject({ code: 'subtotal', value: 25.46 });
    expect(pricing.totals.grand_total).toBe(25.46 + 4.95);
    expect(pricing.totals.tax_country_id).toBe('DE');
  });

  it('taxes a German cart delivered to the Netherlands at the Dutch rate and says so', () => {
    const pricing = priceCheckout(
      input({ view: STORE_VIEWS.de, shippingCountry: 'NL', billingCountry: 'NL' }),
    );
    // The same 10,70 net with 21 %: the Dutch shelf price again.
    expect(pricing.totals.items[0]).toMatchObject({ price_incl_tax: 12.95, tax_percent: 21 });
    expect(pricing.totals.tax_country_id).toBe('NL');
    // Belgium has no rates in the shop: the view's country's rates apply.
    const belgium = priceCheckout(
      input({ view: STORE_VIEWS.de, shippingCountry: 'BE', billingCountry: 'BE' }),
    );
    expect(belgium.totals.tax_country_id).toBe('DE');
    expect(belgium.totals.items[0]).toMatchObject({ price_incl_tax: 12.73 });
  });

  it('prices each line as priceLine does for the same view, tax country and group', () => {
    const doc = product('BOEK', 1999, { tax_class_id: TAX_CLASS_REDUCED });
    const pricing = priceCheckout(input({ lines: [line(7, doc, 3)], customerGroupId: 2 }));
    expect(pricing.lines[0]?.priced).toEqual(
      priceLine(entryLine(doc), 3, {
        view: STORE_VIEWS.nl,
        taxCountry: 'NL',
        customerGroupId: 2,
        usePriceTiers: false,
        now: NOW,
      }),
    );
  });
});

const entryLine = (doc: ProductDocument) => ({
  productType: doc.type_id,
  productOption: null,
  entry: entry(doc),
});

describe('priceCheckout properties', () => {
  const lineArb = fc.record({
    price: fc.integer({ min: 0, max: 500_000 }),
    qty: fc.integer({ min: 1, max: 20 }),
    reduced: fc.boolean(),
    sold: fc.boolean(),
  });
  const checkoutArb = fc.record({
    lines: fc.array(lineArb, { maxLength: 8 }),
    view: fc.constantFrom(STORE_VIEWS.nl, STORE_VIEWS.de, STORE_VIEWS.default),
    country: fc.constantFrom('NL', 'DE', 'BE', 'FR', null),
    method: fc.constantFrom('flatrate', 'express', 'instorepickup', null),
    coupon: fc.option(
      fc.record({
        kind: fc.constantFrom('percent' as const, 'fixed' as const, 'free_shipping' as const),
        amount: fc.integer({ min: 0, max: 200_000 }),
        minSubtotal: fc.integer({ min: 0, max: 100_000 }),
      }),
      { nil: null },
    ),
  });

  type Checkout = typeof checkoutArb extends fc.Arbitrary<infer T> ? T : never;
  const build = (c: Checkout) =>
    input({
      view: c.view,
      shippingCountry: c.country,
      billingCountry: c.country,
      shippingMethod: c.method
        ? {
            carrierCode: c.method,
            methodCode: c.method === 'instorepickup' ? 'maven' : c.method,
          }
        : null,
      lines: c.lines.map((l, i) =>
        line(
          i + 1,
          l.sold
            ? product(`SKU-${i}`, l.price, {
                tax_class_id: l.reduced ? TAX_CLASS_REDUCED : TAX_CLASS_STANDARD,
              })
            : null,
          l.qty,
        ),
      ),
      coupon: c.coupon ? { code: 'CODE', rule: rule({ code: 'CODE', ...c.coupon }) } : null,
    });

  it('never gives a negative total, and the grand total is subtotal less discount plus shipping', () => {
    fc.assert(
      fc.property(checkoutArb, (c) => {
        const { totals } = priceCheckout(build(c));
        for (const value of [
          totals.grand_total,
          totals.subtotal_incl_tax,
          totals.shipping_incl_tax,
          totals.tax_amount,
        ]) {
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(totals.discount_amount).toBeLessThanOrEqual(0);
        expect(toCents(totals.grand_total)).toBe(
          toCents(totals.subtotal_incl_tax) +
            toCents(totals.discount_amount) +
            toCents(totals.shipping_incl_tax),
        );
      }),
    );
  });

  it('counts exactly the sold lines, and a coupon applies exactly when it says no problem', () => {
    fc.assert(
      fc.property(checkoutArb, (c) => {
        const pricing = priceCheckout(build(c));
        expect(pricing.totals.items.map((item) => item.item_id)).toEqual(
          c.lines.flatMap((l, i) => (l.sold ? [i + 1] : [])),
        );
        expect(pricing.subtotalInclTax).toBe(toCents(pricing.totals.subtotal_incl_tax));
        if (c.coupon) {
          expect(pricing.coupon.applied === null).toBe(pricing.coupon.problem !== null);
          expect(pricing.coupon.problem === null).toBe(
            pricing.subtotalInclTax >= c.coupon.minSubtotal,
          );
        } else {
          expect(pricing.coupon).toEqual({ applied: null, problem: null });
        }
      }),
    );
  });

  it('charges shipping only for a quoted method, and offers only the free method at zero', () => {
    fc.assert(
      fc.property(checkoutArb, (c) => {
        const pricing = priceCheckout(build(c));
        if (pricing.shipping.status !== 'quoted') expect(pricing.totals.shipping_incl_tax).toBe(0);
        const codes = pricing.paymentMethods.map((m) => m.code);
        if (c.lines.length > 0 && pricing.totals.grand_total === 0) {
          expect(codes).toEqual([FREE_PAYMENT_CODE]);
        } else {
          expect(codes).not.toContain(FREE_PAYMENT_CODE);
        }
      }),
    );
  });
});
