import { informalGermanAddress } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { type AccountMail, renderAccountMail } from './templates.ts';
import { TEST_BRAND } from './test-brand.ts';

const announced: AccountMail = {
  kind: 'return_announced',
  firstname: 'Lena',
  returnNumber: 'RDE000000007',
  orderNumber: 'DE000000004',
  lines: [{ name: 'Strampler', qty: 2 }],
  returnAddress: ['Kindershop B.V.', 'Oudegracht 120', '3511 AZ Utrecht'],
};

describe('the mail of an announced return', () => {
  it('says where to send it, the number to put in the parcel and what happens next', async () => {
    for (const language of ['nl', 'de'] as const) {
      const { subject, text, html } = await renderAccountMail(announced, language, TEST_BRAND);
      expect(subject).toContain('RDE000000007');
      expect(text).toContain('2 x Strampler');
      expect(text).toContain('Kindershop B.V.\nOudegracht 120\n3511 AZ Utrecht');
      expect(text.match(/RDE000000007/g)?.length).toBeGreaterThanOrEqual(2);
      expect(text).toContain(
        language === 'nl' ? 'binnen 14 dagen terug' : 'innerhalb von 14 Tagen',
      );
      expect(html).toContain('RDE000000007');
      expect(html).toContain('Oudegracht 120');
    }
  });

  it('addresses a German shopper with "Sie"', async () => {
    const { subject, text } = await renderAccountMail(announced, 'de', TEST_BRAND);
    expect(informalGermanAddress(`${subject}\n${text}`)).toEqual([]);
  });
});

describe("the order confirmation's return link", () => {
  const confirmation: AccountMail = {
    kind: 'order_confirmation',
    firstname: 'Anna',
    orderNumber: 'NL000000001',
    lines: [{ name: 'Romper', qty: 1, rowTotal: '€ 9,95' }],
    shipping: '€ 0,00',
    grandTotal: '€ 9,95',
    paymentMethod: 'iDEAL',
    returnUrl: 'https://shop.example/returns/NL000000001?signature=abc',
  };
  const url = 'https://shop.example/returns/NL000000001?signature=abc';

  it('is in both parts when the order has one, in both languages', async () => {
    const nl = await renderAccountMail(confirmation, 'nl', TEST_BRAND);
    expect(nl.text).toContain(`Retour aanmelden: ${url}`);
    expect(nl.html).toContain(url);
    const de = await renderAccountMail(confirmation, 'de', TEST_BRAND);
    expect(de.text).toContain(`Rücksendung anmelden: ${url}`);
    const { returnUrl: _none, ...without } = confirmation as Extract<
      AccountMail,
      { kind: 'order_confirmation' }
    >;
    expect((await renderAccountMail(without, 'nl', TEST_BRAND)).text).not.toContain('/returns/');
  });
});
