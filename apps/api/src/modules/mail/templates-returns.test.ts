import { informalGermanAddress } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { type AccountMail, renderAccountMail } from './templates.ts';

const announced: AccountMail = {
  kind: 'return_announced',
  firstname: 'Lena',
  returnNumber: 'RDE000000007',
  orderNumber: 'DE000000004',
  lines: [{ name: 'Strampler', qty: 2 }],
  returnAddress: ['Kindershop B.V.', 'Oudegracht 120', '3511 AZ Utrecht'],
};

describe('the mail of an announced return', () => {
  it('says where to send it, the number to put in the parcel and what happens next', () => {
    for (const language of ['nl', 'de'] as const) {
      const { subject, text } = renderAccountMail(announced, language);
      expect(subject).toContain('RDE000000007');
      expect(text).toContain('2 x Strampler');
      expect(text).toContain('Kindershop B.V.\nOudegracht 120\n3511 AZ Utrecht');
      expect(text.match(/RDE000000007/g)?.length).toBeGreaterThanOrEqual(2);
      expect(text).toContain(
        language === 'nl' ? 'binnen 14 dagen terug' : 'innerhalb von 14 Tagen',
      );
    }
  });

  it('addresses a German shopper with "Sie"', () => {
    const { subject, text } = renderAccountMail(announced, 'de');
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

  it('is in the text when the order has one, in both languages', () => {
    expect(renderAccountMail(confirmation, 'nl').text).toContain(
      'Meld je retour hier aan:\nhttps://shop.example/returns/NL000000001?signature=abc',
    );
    expect(renderAccountMail(confirmation, 'de').text).toContain(
      'Rücksendung hier an:\nhttps://shop.example/returns/NL000000001?signature=abc',
    );
    const { returnUrl: _none, ...without } = confirmation as Extract<
      AccountMail,
      { kind: 'order_confirmation' }
    >;
    expect(renderAccountMail(without, 'nl').text).not.toContain('retour');
  });
});
