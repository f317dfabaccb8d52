import { informalGermanAddress } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { type AccountMail, renderAccountMail } from './templates.ts';

/** One mail of every kind. */
const MAILS: AccountMail[] = [
  {
    kind: 'newsletter_confirm',
    confirmUrl: 'https://shop.example/de/newsletter/confirm?token=x',
    unsubscribeUrl: 'https://shop.example/de/newsletter/unsubscribe?token=y',
    listUnsubscribeUrl: 'https://shop.example/api/ext/magento2-newsletter/unsubscribe?token=y',
    validDays: 7,
  },
  {
    kind: 'newsletter_coupon',
    couponCode: 'NEWS-ABCD1234',
    percent: 10,
    shopUrl: 'https://shop.example/de/cart',
    unsubscribeUrl: 'https://shop.example/de/newsletter/unsubscribe?token=y',
    listUnsubscribeUrl: 'https://shop.example/api/ext/magento2-newsletter/unsubscribe?token=y',
  },
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
  {
    kind: 'order_confirmation',
    firstname: 'Anna',
    orderNumber: '100000002',
    lines: [{ name: 'Geschenkgutschein', qty: 1, rowTotal: '25,00 €' }],
    shipping: '0,00 €',
    grandTotal: '25,00 €',
    paymentMethod: 'PayPal',
    birthLists: [
      {
        displayName: 'Emma & Daan',
        gifts: [{ name: 'Lätzchen', qty: 2 }],
        contributions: [{ title: 'Kinderwagen', amount: '25,00 €' }],
      },
    ],
  },
  {
    kind: 'birthlist_gift',
    firstname: 'Lena',
    giverName: 'Oma Gerda',
    list: {
      displayName: 'Emma & Daan',
      gifts: [{ name: 'Lätzchen', qty: 2 }],
      contributions: [{ title: 'Kinderwagen', amount: '25,00 €' }],
    },
    orderNumber: '100000002',
  },
  {
    kind: 'contact_message',
    name: 'Lena Schmidt',
    email: 'lena@example.de',
    subject: '',
    orderNumber: '100000003',
    message: 'Wann wird meine Bestellung geliefert?',
  },
  {
    kind: 'gift_cards',
    firstname: 'Lena',
    orderNumber: 'DE000000004',
    cards: [
      {
        code: 'ABCD-EFGH-JKLM-NPQR',
        value: '50,00 €',
        expiresOn: '27. November 2028',
        recipientName: 'Mia',
        message: 'Alles Gute!',
      },
    ],
  },
];

describe('the German mails address the shopper with "Sie"', () => {
  for (const mail of MAILS) {
    it(`${mail.kind} ${MAILS.indexOf(mail)} uses no du, dich, dir or dein*`, () => {
      const { subject, text } = renderAccountMail(mail, 'de');
      expect(informalGermanAddress(`${subject}\n${text}`)).toEqual([]);
    });
  }
});

describe('the birth list gift notice', () => {
  it('names the giver by the first name they gave, else "someone", in both languages', () => {
    const notice = MAILS.find((mail) => mail.kind === 'birthlist_gift')!;
    expect(renderAccountMail(notice, 'de').text).toContain('Oma Gerda hat ein Geschenk');
    const anonymous = { ...notice, giverName: '', firstname: '' } as AccountMail;
    expect(renderAccountMail(anonymous, 'nl').text).toMatch(/^Hallo,\n\nIemand heeft een cadeau/);
    expect(renderAccountMail(anonymous, 'de').text).toMatch(/^Hallo,\n\nJemand hat ein Geschenk/);
  });
});
