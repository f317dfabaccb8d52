import { informalGermanAddress } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { type AccountMail, renderAccountMail } from './templates.ts';

/** One mail of every kind. */
const MAILS: AccountMail[] = [
  { kind: 'one_time_password', code: '123456', validMinutes: 10 },
  { kind: 'password_reset', resetUrl: 'https://shop.example/de/reset', validMinutes: 60 },
  { kind: 'welcome', firstname: 'Anna', shopUrl: 'https://shop.example/de' },
  {
    kind: 'order_confirmation',
    firstname: 'Anna',
    orderNumber: '100000001',
    lines: [{ name: 'Strampler', qty: 2, rowTotal: '19,90 €' }],
    shipping: '4,95 €',
    grandTotal: '24,85 €',
    paymentMethod: 'PayPal',
  },
];

describe('the German mails address the shopper with "Sie"', () => {
  for (const mail of MAILS) {
    it(`${mail.kind} uses no du, dich, dir or dein*`, () => {
      const { subject, text } = renderAccountMail(mail, 'de');
      expect(informalGermanAddress(`${subject}\n${text}`)).toEqual([]);
    });
  }
});
