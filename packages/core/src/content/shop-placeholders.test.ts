import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_METHODS } from '../cart/methods.ts';
import { STORE_VIEWS } from '../store-views.ts';
import {
  type CompanyDetails,
  companyPlaceholders,
  DEMO_COMPANY_DETAILS,
  fillCompanyPlaceholders,
  fillShopPlaceholders,
} from './shop-placeholders.ts';

const company: CompanyDetails = {
  ...DEMO_COMPANY_DETAILS,
  name: 'Müller & Söhne GmbH',
  representatives: 'Eva Müller',
};

describe('company facts in shop texts', () => {
  it('fills every company field from the settings', () => {
    const text =
      '{{company:name}} | {{company:address}} | {{company:email}} | {{company:phone}} | {{company:representatives}} | {{company:register}} {{company:kvk}} | {{company:vat}}';
    expect(fillCompanyPlaceholders(text, company, 'text')).toBe(
      'Müller & Söhne GmbH | Oudegracht 120, 3511 AZ Utrecht | klantenservice@kindershop.example | +31 30 123 45 67 | Eva Müller | Kamer van Koophandel (KvK) 12345678 | NL001234567B01',
    );
  });

  it('escapes the values of HTML and leaves a story text’s values as they are', () => {
    expect(fillCompanyPlaceholders('<p>{{company:name}}</p>', company, 'html')).toBe(
      '<p>Müller &amp; Söhne GmbH</p>',
    );
    expect(fillCompanyPlaceholders('{{company:name}}', company, 'text')).toBe(
      'Müller & Söhne GmbH',
    );
  });

  it('leaves an unknown field as written, so a typo shows instead of vanishing', () => {
    expect(fillCompanyPlaceholders('{{company:ceo}}', company, 'text')).toBe('{{company:ceo}}');
    expect(companyPlaceholders('a {{company:name}} b {{company:vat}}')).toEqual([
      '{{company:name}}',
      '{{company:vat}}',
    ]);
  });

  it('fills shipping and company facts in one pass', () => {
    const facts = { shippingMethods: DEFAULT_SHIPPING_METHODS, company };
    expect(
      fillShopPlaceholders(
        '<p>{{company:name}}: {{shipping:flatrate_flatrate:price}}</p>',
        facts,
        STORE_VIEWS.nl,
        'html',
      ),
    ).toBe('<p>Müller &amp; Söhne GmbH: € 4,95</p>');
  });
});
