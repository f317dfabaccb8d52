import { informalGermanAddress } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { type AccountMail, renderAccountMail } from './templates.ts';
import { TEST_BRAND } from './test-brand.ts';

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
    kind: 'welcome',
    firstname: 'Anna',
    shopUrl: 'https://shop.example/de',
    confirmUrl: 'https://shop.example/de/my-account/confirm-email?token=x',
    validHours: 48,
  },
  {
    kind: 'email_confirm',
    confirmUrl: 'https://shop.example/de/my-account/confirm-email?token=x',
    validHours: 48,
    change: false,
  },
  {
    kind: 'email_confirm',
    confirmUrl: 'https://shop.example/de/my-account/confirm-email?token=x',
    validHours: 48,
    change: true,
  },
  {
    kind: 'email_change_notice',
    newEmail: 'neu@example.de',
    undoUrl: 'https://shop.example/de/my-account/undo-email-change?token=y',
    validDays: 14,
  },
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
  {
    kind: 'order_confirmation',
    firstname: 'Anna',
    orderNumber: 'DE000000005',
    lines: [
      { name: 'Strampler', qty: 2, rowTotal: '19,90 €' },
      { name: 'Schnuller', qty: 1, rowTotal: '4,95 €' },
    ],
    shipping: '4,95 €',
    grandTotal: '24,85 €',
    paymentMethod: 'PayPal',
    discount: '-4,95 €',
    taxes: [{ rate: '19', amount: '3,97 €' }],
    payment: 'paid',
    amountDue: '24,85 €',
    shippingAddress: ['Anna Schmidt', 'Hauptstraße 1', '10115 Berlin', 'DE'],
    billingAddress: ['Anna Schmidt', 'Hauptstraße 1', '10115 Berlin', 'DE'],
    moneyRows: [
      { label: 'Zwischensumme', amount: '24,85 €' },
      { label: 'Rabatt (SOMMER)', amount: '-4,95 €' },
      { label: 'Versandkosten', amount: '4,95 €' },
      { label: 'Gesamtsumme', amount: '24,85 €' },
    ],
  },
  {
    kind: 'order_confirmation',
    firstname: 'Anna',
    orderNumber: 'DE000000006',
    lines: [{ name: 'Strampler', qty: 1, rowTotal: '9,95 €' }],
    shipping: '4,95 €',
    grandTotal: '14,90 €',
    paymentMethod: 'Nachnahme',
    payment: 'on_delivery',
    amountDue: '14,90 €',
    shippingAddress: ['Anna Schmidt', 'Hauptstraße 1', '10115 Berlin', 'DE'],
    billingAddress: ['Anna Schmidt', 'Hauptstraße 1', '10115 Berlin', 'DE'],
  },
  {
    kind: 'order_received',
    firstname: 'Anna',
    orderNumber: 'DE000000007',
    amountDue: '24,85 €',
    paymentMethod: 'Überweisung',
    lines: [{ name: 'Strampler', qty: 2, rowTotal: '19,90 €' }],
    grandTotal: '24,85 €',
    instructions: {
      amount: '24,85 €',
      accountHolder: 'Kindershop B.V.',
      iban: 'NL44RABO0123456789',
      bic: 'RABONL2U',
      reference: 'DE000000007',
    },
    payWithinDays: 7,
  },
  {
    kind: 'order_canceled_unpaid',
    firstname: 'Anna',
    orderNumber: 'DE000000008',
    grandTotal: '24,85 €',
  },
  {
    kind: 'order_shipped',
    firstname: 'Anna',
    orderNumber: 'DE000000009',
    lines: [{ name: 'Strampler', qty: 2, rowTotal: '19,90 €' }],
    shippingAddress: ['Anna Schmidt', 'Hauptstraße 1', '10115 Berlin', 'DE'],
    carrier: 'DHL',
    trackingNumber: 'JJD000390007',
    trackingUrl: 'https://tracking.example/JJD000390007',
  },
  {
    kind: 'gift_card',
    recipientName: 'Mia',
    buyerName: 'Lena Schmidt',
    message: 'Alles Gute!',
    code: 'ABCD-EFGH-JKLM-NPQR',
    value: '50,00 €',
    expiresOn: '27. November 2028',
    orderNumber: 'DE000000004',
  },
  {
    kind: 'gift_cards',
    firstname: 'Lena',
    orderNumber: 'DE000000010',
    cards: [
      {
        code: 'ABCD-EFGH-JKLM-NPQS',
        value: '25,00 €',
        expiresOn: '27. November 2028',
        recipientName: 'Mia',
        message: '',
        sentTo: 'mia@example.de',
      },
      {
        code: 'ABCD-EFGH-JKLM-NPQT',
        value: '10,00 €',
        expiresOn: '27. November 2028',
        recipientName: 'Tom',
        message: 'Viel Freude!',
        sentTo: '',
      },
    ],
  },
];

describe('the German mails address the shopper with "Sie"', () => {
  for (const [index, mail] of MAILS.entries()) {
    it(`${mail.kind} ${index} uses no du, dich, dir or dein*`, async () => {
      const { subject, text, html } = await renderAccountMail(mail, 'de', TEST_BRAND);
      expect(
        informalGermanAddress(`${subject}\n${text}\n${visibleTexts(html).join('\n')}`),
      ).toEqual([]);
    });
  }
});

describe('the birth list gift notice', () => {
  it('names the giver by the first name they gave, else "someone", in both languages', async () => {
    const notice = MAILS.find((mail) => mail.kind === 'birthlist_gift')!;
    expect((await renderAccountMail(notice, 'de', TEST_BRAND)).text).toContain(
      'Oma Gerda hat ein Geschenk',
    );
    const anonymous = { ...notice, giverName: '', firstname: '' } as AccountMail;
    expect((await renderAccountMail(anonymous, 'nl', TEST_BRAND)).text).toMatch(
      /^Hallo,\n\nIemand heeft een cadeau/,
    );
    expect((await renderAccountMail(anonymous, 'de', TEST_BRAND)).text).toMatch(
      /^Hallo,\n\nJemand hat ein Geschenk/,
    );
  });
});

/** The texts a reader sees in a mail's HTML (not the head, not the hidden inbox preview). */
function visibleTexts(html: string): string[] {
  const body = html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<div[^>]*data-skip-in-text[^>]*>[\s\S]*?<\/div><\/div>/, '');
  return body
    .split(/<[^>]+>/)
    .map((part) => decodeEntities(part).replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '');
}

/** The link targets of a mail's HTML. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => decodeEntities(match[1] ?? ''));
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** Words of English that must never show in a Dutch or German mail. */
const ENGLISH =
  /\b(the|your|you|order|thank|thanks|shipping|payment|total|subtotal|delivery|gift card|dear|please|valid|click|withdrawal|address)\b/i;

describe('every mail kind in Dutch and German', () => {
  for (const language of ['nl', 'de'] as const) {
    for (const [index, mail] of MAILS.entries()) {
      it(`${mail.kind} ${index} (${language}) is HTML with a text part that states every fact`, async () => {
        const { subject, text, html } = await renderAccountMail(mail, language, TEST_BRAND);
        expect(html).toMatch(/^<!DOCTYPE html/);
        expect(html).toContain(`lang="${language}"`);
        expect(html).toContain('name="color-scheme"');
        // No remote image is needed: the shop's name is the logo.
        expect(html).not.toMatch(/<img/i);
        expect(text.length).toBeGreaterThan(20);
        const flatText = text.replace(/\s+/g, ' ');
        for (const seen of visibleTexts(html)) expect(flatText).toContain(seen);
        for (const link of hrefs(html)) expect(text).toContain(link);
        expect(`${subject}\n${text}\n${visibleTexts(html).join('\n')}`).not.toMatch(ENGLISH);
      });
    }
  }
});

describe('the order mails tell the truth', () => {
  const render = (kind: string, language: 'nl' | 'de', index = 0) =>
    renderAccountMail(MAILS.filter((mail) => mail.kind === kind)[index]!, language, TEST_BRAND);

  it('a pending transfer is received, with how to pay, and thanks for nothing', async () => {
    const nl = await render('order_received', 'nl');
    expect(nl.text).toContain('De betaling is nog niet binnen');
    expect(nl.text).toContain('IBAN: NL44RABO0123456789');
    expect(nl.text).toContain('2 x Strampler: 19,90 €');
    expect(nl.text).not.toMatch(/bedankt/i);
    const de = await render('order_received', 'de');
    expect(de.text).toContain('Verwendungszweck: DE000000007');
    expect(de.text).not.toMatch(/vielen dank/i);
  });

  it('the paid confirmation has lines, money rows, addresses, method, company and withdrawal', async () => {
    const { text } = await render('order_confirmation', 'de', 2);
    expect(text).toContain('Wir haben Ihre Zahlung erhalten');
    expect(text).toContain('1 x Schnuller: 4,95 €');
    expect(text).toContain('Rabatt (SOMMER): -4,95 €');
    // The money rows stand between the lines and the addresses.
    expect(text.indexOf('Zwischensumme')).toBeGreaterThan(text.indexOf('Schnuller'));
    expect(text.indexOf('Zwischensumme')).toBeLessThan(text.indexOf('Lieferadresse'));
    expect(text).toContain('Rechnungsadresse:\nAnna Schmidt');
    expect(text).toContain('Zahlungsart: PayPal');
    expect(text).toContain('Kindershop B.V.');
    expect(text).toContain('USt-IdNr.: NL001234567B01');
    expect(text).toContain('https://shop.example/de/widerrufsrecht');
    expect(text).toContain('Muster-Widerrufsformular');
    const nl = await render('order_confirmation', 'nl', 2);
    expect(nl.text).toContain('https://shop.example/herroepingsrecht');
    expect(nl.text).toContain('modelformulier voor herroeping');
  });

  it('without money rows the confirmation shows discount, shipping, total and VAT per rate', async () => {
    const first = MAILS.find((mail) => mail.kind === 'order_confirmation')!;
    const mail = { ...first, discount: '-€ 5,00', taxes: [{ rate: '21', amount: '€ 3,47' }] };
    const { text } = await renderAccountMail(mail as AccountMail, 'nl', TEST_BRAND);
    expect(text).toContain('Korting: -€ 5,00');
    expect(text).toContain('Totaal (incl. btw): 24,85 €');
    expect(text).toContain('Waarvan btw 21%: € 3,47');
  });

  it('an order paid at the door is confirmed without claiming the money arrived', async () => {
    const nl = await render('order_confirmation', 'nl', 3);
    expect(nl.text).toContain('Je betaalt 14,90 € bij de bezorging (Nachnahme)');
    expect(nl.text).not.toContain('betaling ontvangen');
  });

  it("the recipient's gift card names the giver, the message, value, code and last day", async () => {
    const { subject, text } = await render('gift_card', 'nl');
    expect(subject).toBe('Lena Schmidt geeft je een cadeaubon van Kindershop');
    expect(text).toContain('Hallo Mia,');
    expect(text).toContain('"Alles Gute!"\n- Lena Schmidt');
    expect(text).toContain('ABCD-EFGH-JKLM-NPQR');
    expect(text).toContain('Waarde: 50,00 €');
    expect(text).toContain('Geldig tot en met: 27. November 2028');
  });

  it("the buyer's copy says which card was mailed on and which one to hand over", async () => {
    const { text } = await render('gift_cards', 'de', 1);
    expect(text).toContain('auch an Mia gesendet (mia@example.de)');
    expect(text).toContain('Diese Geschenkkarte überreichen Sie selbst an Tom');
  });
});
