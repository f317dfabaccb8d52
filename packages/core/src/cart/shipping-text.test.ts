import { describe, expect, it } from 'vitest';
import { STORE_VIEWS } from '../store-views.ts';
import { DEFAULT_SHIPPING_METHODS, type ShippingMethodDefinition } from './methods.ts';
import {
  countryList,
  fillShippingPlaceholders,
  pickupOnlyCountries,
  shippingPlaceholders,
} from './shipping-text.ts';

describe('shipping texts from the configuration', () => {
  it('fills prices as the view shows them, free-from amounts and countries in its language', () => {
    const html =
      '<p>{{shipping:flatrate_flatrate:price}} ({{shipping:flatrate_flatrate:price_incl_tax}}), free from {{shipping:flatrate_flatrate:free_from}}: {{shipping:flatrate_flatrate:countries}}</p>';
    expect(fillShippingPlaceholders(html, DEFAULT_SHIPPING_METHODS, STORE_VIEWS.nl)).toBe(
      '<p>€ 4,95 (€ 4,95), free from € 50,-: Nederland, Duitsland en België</p>',
    );
    // The German view shows consumer prices incl. VAT too, as its checkout lists the methods.
    expect(fillShippingPlaceholders(html, DEFAULT_SHIPPING_METHODS, STORE_VIEWS.de)).toBe(
      '<p>€ 4,95 (€ 4,95), free from € 50,-: Niederlande, Deutschland und Belgien</p>',
    );
    // A view showing net prices would name the price without the view's standard rate (19 %).
    const net = { ...STORE_VIEWS.de, pricesIncludeTax: false };
    expect(fillShippingPlaceholders(html, DEFAULT_SHIPPING_METHODS, net)).toBe(
      '<p>€ 4,16 (€ 4,95), free from € 50,-: Niederlande, Deutschland und Belgien</p>',
    );
  });

  it('follows a changed configuration', () => {
    const methods: ShippingMethodDefinition[] = DEFAULT_SHIPPING_METHODS.map((m) =>
      m.carrierCode === 'flatrate'
        ? { ...m, amountInclTax: 595, freeFromSubtotal: 7500, countries: ['NL', 'DE', 'BE', 'AT'] }
        : m,
    );
    const html =
      '<p>{{shipping:flatrate_flatrate:price}} / {{shipping:flatrate_flatrate:free_from}}</p><p>No delivery: {{shipping:pickup_only_countries}}</p>';
    expect(fillShippingPlaceholders(html, methods, STORE_VIEWS.nl)).toBe('<p>€ 5,95 / € 75,-</p>');
  });

  it('names the countries only pick-up reaches: Austria with the default methods', () => {
    expect(pickupOnlyCountries(DEFAULT_SHIPPING_METHODS)).toEqual(['AT']);
    expect(countryList(['AT'], 'nl-NL')).toBe('Oostenrijk');
    expect(countryList(['AT'], 'de-DE')).toBe('Österreich');
  });

  it('leaves out an element whose placeholder has no value, and keeps the rest', () => {
    const withoutExpress = DEFAULT_SHIPPING_METHODS.filter((m) => m.carrierCode !== 'express');
    const html =
      '<ul><li>Standard {{shipping:flatrate_flatrate:price}}</li><li>Express <strong>{{shipping:express_express:price}}</strong></li><li>Pick-up {{shipping:instorepickup_maven:free_from}}</li></ul>';
    expect(fillShippingPlaceholders(html, withoutExpress, STORE_VIEWS.nl)).toBe(
      '<ul><li>Standard € 4,95</li></ul>',
    );
    expect(fillShippingPlaceholders('<p>No placeholders</p>', withoutExpress, STORE_VIEWS.nl)).toBe(
      '<p>No placeholders</p>',
    );
  });

  it('lists the placeholders of a text', () => {
    expect(
      shippingPlaceholders('a {{shipping:x_y:price}} b {{shipping:pickup_only_countries}}'),
    ).toEqual(['{{shipping:x_y:price}}', '{{shipping:pickup_only_countries}}']);
  });
});
