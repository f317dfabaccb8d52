/**
 * The demo's shipping page states only what the checkout charges: every amount and country comes
 * from the shipping configuration through placeholders, and every country of the checkout's
 * address form is named, as delivered to or as pick-up only.
 */
import {
  CHECKOUT_COUNTRIES,
  countryList,
  DEFAULT_SHIPPING_METHODS,
  fillShippingPlaceholders,
  isPickupMethod,
  pickupOnlyCountries,
  STORE_VIEWS,
  shippingPlaceholders,
  shippingPlaceholderValue,
} from '@shop/core';
import { describe, expect, it } from 'vitest';
import { buildCmsPages } from './content.ts';

const shippingPage = buildCmsPages().find((page) => page.identifier.nl === 'verzendkosten')!;

describe.each(['nl', 'de'] as const)('the %s shipping page', (store) => {
  const raw = shippingPage.content[store];
  const view = STORE_VIEWS[store];
  const { locale } = view;
  const filled = fillShippingPlaceholders(raw, DEFAULT_SHIPPING_METHODS, view);

  it('writes no amount by hand: prices come from the configuration', () => {
    const text = raw.replace(/\{\{shipping:[^}]+\}\}/g, '');
    expect(text).not.toMatch(/€|\d+,\d\d|\d+,-|EUR/);
  });

  it('has a value for every placeholder under the default configuration', () => {
    const placeholders = shippingPlaceholders(raw);
    expect(placeholders.length).toBeGreaterThan(0);
    for (const placeholder of placeholders) {
      const [, name, field] = placeholder.slice(2, -2).split(':');
      expect(
        shippingPlaceholderValue(name!, field, DEFAULT_SHIPPING_METHODS, view),
        placeholder,
      ).not.toBeNull();
    }
    expect(filled).not.toContain('{{');
  });

  it('states the checkout’s price and free-from amount of standard delivery', () => {
    const standard = DEFAULT_SHIPPING_METHODS.find((m) => m.carrierCode === 'flatrate')!;
    expect(filled).toContain(`€ ${(standard.amountInclTax / 100).toFixed(2).replace('.', ',')}`);
    expect(filled).toContain(`€ ${standard.freeFromSubtotal! / 100},-`);
    expect(filled).toContain(
      shippingPlaceholderValue('flatrate_flatrate', 'price', DEFAULT_SHIPPING_METHODS, view)!,
    );
  });

  it('says how its prices are meant where the view shows prices excl. tax', () => {
    if (view.pricesIncludeTax) expect(raw).not.toMatch(/zzgl\.|excl\./);
    else expect(raw).toMatch(/\{\{shipping:flatrate_flatrate:price\}\} zzgl\. MwSt\./);
  });

  it('names every country of the checkout, as delivered to or as pick-up only', () => {
    for (const country of CHECKOUT_COUNTRIES) {
      expect(filled, country).toContain(countryList([country], locale));
    }
    expect(filled).toContain(countryList(pickupOnlyCountries(DEFAULT_SHIPPING_METHODS), locale));
  });

  it('calls pick-up free only while the configuration charges nothing for it', () => {
    const pickup = DEFAULT_SHIPPING_METHODS.find((m) =>
      isPickupMethod(m.carrierCode, m.methodCode),
    );
    expect(raw).toMatch(/Gratis afhalen|Kostenlose Abholung/);
    expect(pickup?.amountInclTax).toBe(0);
  });
});
