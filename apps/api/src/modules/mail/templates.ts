/**
 * Every mail of the shop in Dutch and German (the language of the store view the request came
 * from, or of the birth list's; the default view writes Dutch): the account mails, the order
 * mails, the gift cards, the birth list's gift notice, the contact form's message and the
 * newsletter's. Each kind is written once as blocks (document.ts) and sent as HTML (layout.ts)
 * with a plain-text part made from the same blocks.
 */
import {
  type MailBlock,
  type MailBrand,
  type MailDocument,
  renderText,
  shopLink,
} from './document.ts';
import {
  type OrderMailLine,
  type OrderMailMoneyRow,
  type OrderNoticeMail,
  orderNoticeDocument,
  withdrawalLink,
} from './order-notices.ts';

export type { MailBrand, MailLanguage } from './document.ts';

import type { MailLanguage } from './document.ts';

/**
 * What an order bought from one birth list: its gifts (quantity and product name) and its
 * contributions to donation items (the item's title, the amount formatted already).
 */
interface BirthListGiftsOfMail {
  displayName: string;
  gifts: { name: string; qty: number }[];
  contributions: { title: string; amount: string }[];
}

/** One gift card in its buyer's mail (value and date formatted already). */
interface GiftCardOfMail {
  code: string;
  value: string;
  expiresOn: string;
  recipientName: string;
  message: string;
  /**
   * The address the card was mailed to as well; '' when the buyer hands it over themselves
   * (absent in a mail queued before cards were mailed to their recipients).
   */
  sentTo?: string;
}

export type AccountMail =
  | OrderNoticeMail
  | { kind: 'one_time_password'; code: string; validMinutes: number }
  | { kind: 'password_reset'; resetUrl: string; validMinutes: number }
  | {
      kind: 'welcome';
      firstname: string;
      shopUrl: string;
      /** The link that confirms the new account's address (absent in a mail queued before). */
      confirmUrl?: string;
      validHours?: number;
    }
  | {
      /**
       * A link that confirms an address: the account's own (sent again), or a new one the
       * customer asked for (`change`), which becomes the account's address by it.
       */
      kind: 'email_confirm';
      confirmUrl: string;
      validHours: number;
      change: boolean;
    }
  | {
      /** To the address being replaced: what was asked, and the link that undoes it. */
      kind: 'email_change_notice';
      newEmail: string;
      undoUrl: string;
      validDays: number;
    }
  | {
      /**
       * The confirmation of an order: written once its money arrived, or at placing for an order
       * paid on delivery or with nothing to pay (decision 0043).
       */
      kind: 'order_confirmation';
      firstname: string;
      orderNumber: string;
      /**
       * Amounts are formatted already (e.g. '€ 12,95'), incl. VAT as every consumer view shows
       * them; the total says so.
       */
      lines: OrderMailLine[];
      shipping: string;
      grandTotal: string;
      paymentMethod: string;
      /**
       * The order's money one row at a time (subtotal, each discount, shipping, grand total, VAT
       * per rate, gift cards, points, what the method charged), labels in the mail's language;
       * when given they are the mail's money block. Absent: the rows below are shown.
       */
      moneyRows?: OrderMailMoneyRow[];
      /** The discount (formatted, e.g. '-€ 5,00'); absent or '' for none. */
      discount?: string;
      /** The VAT the total includes, per rate ('21' → '€ 3,47'). */
      taxes?: { rate: string; amount: string }[];
      /**
       * Where the money stands: received ('paid'), paid at the door ('on_delivery': the shopper
       * pays `amountDue` then) or nothing to pay ('none'). Absent (queued before): paid.
       */
      payment?: 'paid' | 'on_delivery' | 'none';
      amountDue?: string;
      /** The delivery address (or the pick-up store), one line each; empty: nothing is sent. */
      shippingAddress?: string[];
      /** Whether `shippingAddress` is a store the order is picked up at. */
      pickup?: boolean;
      billingAddress?: string[];
      /** The birth lists the order's gifts were bought from (absent or empty: none). */
      birthLists?: BirthListGiftsOfMail[];
      /** The order's signed return page, for a shopper without a password (absent: none). */
      returnUrl?: string;
    }
  | {
      /**
       * A return the shopper announced: its number, what goes back and where to send it.
       */
      kind: 'return_announced';
      firstname: string;
      returnNumber: string;
      orderNumber: string;
      lines: { name: string; qty: number }[];
      /** The lines of the return address (name first). */
      returnAddress: string[];
    }
  | {
      /**
       * To a birth list's parents: what a giver bought from their list. It names the giver only
       * as the giver wrote their first name; nothing else of the buyer or the order is shown
       * (the order number is kept with the mail only to withdraw it with the order's).
       */
      kind: 'birthlist_gift';
      /** The parent's first name ('' when unknown). */
      firstname: string;
      /** The giver's first name as they gave it ('' when none). */
      giverName: string;
      list: BirthListGiftsOfMail;
      orderNumber: string;
    }
  | {
      /**
       * To the buyer of gift cards, once their order is paid: each card's code (grouped for
       * reading), value and last day, with the recipient and message the buyer wrote for it, and
       * whether it was mailed to the recipient too.
       */
      kind: 'gift_cards';
      firstname: string;
      orderNumber: string;
      cards: GiftCardOfMail[];
    }
  | {
      /**
       * To the recipient of a gift card, once the order is paid: who gives it (the buyer's name
       * as on the order), their message, the card's value, code and last day.
       */
      kind: 'gift_card';
      recipientName: string;
      buyerName: string;
      message: string;
      code: string;
      value: string;
      expiresOn: string;
      orderNumber: string;
    }
  | {
      /**
       * A message of the contact form to the shop's own contact address (never to another),
       * answered by replying: the reply goes to the sender's address.
       */
      kind: 'contact_message';
      name: string;
      email: string;
      /** '' when the sender gave none. */
      subject: string;
      /** '' when the sender gave none. */
      orderNumber: string;
      message: string;
    }
  | {
      /** The newsletter's double opt-in: the link that makes a pending subscription active. */
      kind: 'newsletter_confirm';
      confirmUrl: string;
      /** The storefront's unsubscribe page (in the text) and the API's one-click URL (header). */
      unsubscribeUrl: string;
      listUnsubscribeUrl: string;
      validDays: number;
    }
  | {
      /** The newsletter's sign-up coupon, mailed once an address's subscription is active. */
      kind: 'newsletter_coupon';
      couponCode: string;
      percent: number;
      shopUrl: string;
      unsubscribeUrl: string;
      listUnsubscribeUrl: string;
    };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, when not to the shop's sender address. */
  replyTo?: string;
  /** Extra headers (a newsletter mail's List-Unsubscribe). */
  headers?: Record<string, string>;
}

/** Subject, HTML and text part of a mail in a language. */
export async function renderAccountMail(
  mail: AccountMail,
  language: MailLanguage,
  brand: MailBrand,
): Promise<RenderedMail> {
  const doc = mailDocument(mail, language, brand);
  return {
    subject: doc.subject,
    text: renderText(doc, brand, language),
    html: await (await loadLayout()).renderHtml(doc, brand, language),
    ...(doc.replyTo ? { replyTo: doc.replyTo } : {}),
    ...(doc.headers ? { headers: doc.headers } : {}),
  };
}

/**
 * The HTML layout, loaded at the first mail: React decides between its development and
 * production builds when it is first imported, and the server sets NODE_ENV when it starts, after
 * its static imports. Loaded then, the mails share the production React with the pages (two
 * builds in one process break server rendering).
 */
let layout: Promise<typeof import('./layout.ts')> | undefined;
function loadLayout() {
  layout ??= import('./layout.ts');
  return layout;
}

/** The button that confirms an address, how long it works, and what to do when nothing was asked. */
function confirmBlocks(confirmUrl: string, validHours: number, nl: boolean): MailBlock[] {
  return [
    {
      kind: 'button',
      label: nl ? 'E-mailadres bevestigen' : 'E-Mail-Adresse bestätigen',
      url: confirmUrl,
    },
    {
      kind: 'text',
      text: nl
        ? `De link werkt één keer en is ${validHours} uur geldig. Pas na je bevestiging zie je ook je aankopen in onze winkels in je account.`
        : `Der Link funktioniert einmal und ist ${validHours} Stunden gültig. Erst nach Ihrer Bestätigung sehen Sie auch Ihre Einkäufe in unseren Filialen in Ihrem Konto.`,
    },
    {
      kind: 'note',
      text: nl
        ? 'Heb je niets aangevraagd? Dan kun je deze e-mail negeren.'
        : 'Haben Sie nichts angefordert? Dann können Sie diese E-Mail ignorieren.',
    },
  ];
}

/** The blocks of a mail in a language. */
function mailDocument(mail: AccountMail, language: MailLanguage, brand: MailBrand): MailDocument {
  const nl = language === 'nl';
  const signoff = nl ? 'Groet,' : 'Viele Grüße';
  const shopper = { signoff, audience: 'shopper' as const };
  const hello = (firstname: string) => (firstname ? `Hallo ${firstname},` : 'Hallo,');
  switch (mail.kind) {
    case 'order_received':
    case 'order_canceled_unpaid':
    case 'order_shipped':
      return orderNoticeDocument(mail, nl, brand);
    case 'one_time_password': {
      const valid = nl
        ? `De code werkt één keer en is ${mail.validMinutes} minuten geldig.`
        : `Der Code funktioniert einmal und ist ${mail.validMinutes} Minuten gültig.`;
      return {
        ...shopper,
        subject: nl ? `Je inlogcode: ${mail.code}` : `Ihr Anmeldecode: ${mail.code}`,
        preview: valid,
        greeting: 'Hallo,',
        blocks: [
          { kind: 'code', label: nl ? 'Je inlogcode' : 'Ihr Anmeldecode', value: mail.code },
          { kind: 'text', text: valid },
          {
            kind: 'note',
            text: nl
              ? 'Heb je geen code aangevraagd? Dan kun je deze e-mail negeren.'
              : 'Haben Sie keinen Code angefordert? Dann können Sie diese E-Mail ignorieren.',
          },
        ],
      };
    }
    case 'password_reset': {
      const first = nl
        ? 'Via de knop hieronder kies je een nieuw wachtwoord.'
        : 'Über die Schaltfläche unten wählen Sie ein neues Passwort.';
      return {
        ...shopper,
        subject: nl ? 'Stel je wachtwoord opnieuw in' : 'Passwort zurücksetzen',
        preview: first,
        greeting: 'Hallo,',
        blocks: [
          { kind: 'text', text: first },
          {
            kind: 'button',
            label: nl ? 'Nieuw wachtwoord kiezen' : 'Neues Passwort wählen',
            url: mail.resetUrl,
          },
          {
            kind: 'text',
            text: nl
              ? `De link werkt één keer en is ${mail.validMinutes} minuten geldig.`
              : `Der Link funktioniert einmal und ist ${mail.validMinutes} Minuten gültig.`,
          },
          {
            kind: 'note',
            text: nl
              ? 'Heb je niets aangevraagd? Dan blijft je wachtwoord zoals het is.'
              : 'Haben Sie nichts angefordert? Dann bleibt Ihr Passwort unverändert.',
          },
        ],
      };
    }
    case 'welcome': {
      const first = nl
        ? 'Je account is aangemaakt. Je kunt nu inloggen en je bestellingen volgen.'
        : 'Ihr Konto wurde angelegt. Sie können sich jetzt anmelden und Ihre Bestellungen verfolgen.';
      if (mail.confirmUrl) {
        return {
          ...shopper,
          subject: nl ? `Welkom bij ${brand.shopName}` : `Willkommen bei ${brand.shopName}`,
          preview: first,
          greeting: hello(mail.firstname),
          blocks: [
            { kind: 'text', text: first },
            ...confirmBlocks(mail.confirmUrl, mail.validHours ?? 48, nl),
          ],
        };
      }
      return {
        ...shopper,
        subject: nl ? `Welkom bij ${brand.shopName}` : `Willkommen bei ${brand.shopName}`,
        preview: first,
        greeting: hello(mail.firstname),
        blocks: [
          { kind: 'text', text: first },
          {
            kind: 'button',
            label: nl ? `Naar ${brand.shopName}` : `Zu ${brand.shopName}`,
            url: mail.shopUrl,
          },
        ],
      };
    }
    case 'email_confirm': {
      const first = mail.change
        ? nl
          ? `Je hebt gevraagd om dit e-mailadres voor je account bij ${brand.shopName} te gebruiken. Het wordt je nieuwe adres zodra je het bevestigt.`
          : `Sie möchten diese E-Mail-Adresse für Ihr Konto bei ${brand.shopName} verwenden. Sie wird Ihre neue Adresse, sobald Sie sie bestätigen.`
        : nl
          ? `Bevestig dat dit e-mailadres bij je account bij ${brand.shopName} hoort.`
          : `Bitte bestätigen Sie, dass diese E-Mail-Adresse zu Ihrem Konto bei ${brand.shopName} gehört.`;
      return {
        ...shopper,
        subject: nl ? 'Bevestig je e-mailadres' : 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
        preview: first,
        greeting: 'Hallo,',
        blocks: [
          { kind: 'text', text: first },
          ...confirmBlocks(mail.confirmUrl, mail.validHours, nl),
        ],
      };
    }
    case 'email_change_notice': {
      const first = nl
        ? `Er is gevraagd om het e-mailadres van je account bij ${brand.shopName} te wijzigen in ${mail.newEmail}. Het wijzigt pas als dat nieuwe adres bevestigd is.`
        : `Es wurde beantragt, die E-Mail-Adresse Ihres Kontos bei ${brand.shopName} in ${mail.newEmail} zu ändern. Sie ändert sich erst, wenn die neue Adresse bestätigt ist.`;
      return {
        ...shopper,
        subject: nl ? 'Je e-mailadres wordt gewijzigd' : 'Ihre E-Mail-Adresse wird geändert',
        preview: first,
        greeting: 'Hallo,',
        blocks: [
          { kind: 'text', text: first },
          {
            kind: 'text',
            text: nl
              ? 'Was jij dit niet? Maak de wijziging dan ongedaan: je account houdt dit adres, overal wordt uitgelogd, en kies daarna een nieuw wachtwoord.'
              : 'Waren Sie das nicht? Dann machen Sie die Änderung rückgängig: Ihr Konto behält diese Adresse, Sie werden überall abgemeldet, und wählen Sie danach ein neues Passwort.',
          },
          {
            kind: 'button',
            label: nl ? 'Wijziging ongedaan maken' : 'Änderung rückgängig machen',
            url: mail.undoUrl,
          },
          {
            kind: 'note',
            text: nl
              ? `De link werkt één keer en is ${mail.validDays} dagen geldig. Was jij het wel? Dan hoef je niets te doen.`
              : `Der Link funktioniert einmal und ist ${mail.validDays} Tage gültig. Waren Sie es? Dann müssen Sie nichts tun.`,
          },
        ],
      };
    }
    case 'order_confirmation':
      return confirmationDocument(mail, nl, brand);
    case 'return_announced':
      return returnDocument(mail, nl);
    case 'birthlist_gift': {
      const first = nl
        ? `${mail.giverName || 'Iemand'} heeft een cadeau gekocht van je geboortelijst "${mail.list.displayName}":`
        : `${mail.giverName || 'Jemand'} hat ein Geschenk von Ihrer Geburtsliste „${mail.list.displayName}“ gekauft:`;
      return {
        ...shopper,
        subject: nl
          ? 'Er is een cadeau gekocht van je geboortelijst'
          : 'Ein Geschenk von Ihrer Geburtsliste wurde gekauft',
        preview: first,
        greeting: hello(mail.firstname),
        blocks: [
          { kind: 'text', text: first },
          giftItems(mail.list, nl),
          {
            kind: 'text',
            text: nl
              ? 'Op je geboortelijst zie je wat er al gekocht is.'
              : 'Auf Ihrer Geburtsliste sehen Sie, was bereits gekauft wurde.',
          },
        ],
      };
    }
    case 'gift_cards':
      return giftCardsDocument(mail, nl, brand);
    case 'gift_card':
      return giftCardDocument(mail, nl, brand);
    case 'contact_message': {
      const about =
        mail.subject || (nl ? 'Vraag via het contactformulier' : 'Frage über das Kontaktformular');
      const first = nl
        ? 'Bericht via het contactformulier van de webshop (nl).'
        : 'Nachricht über das Kontaktformular des Webshops (de).';
      return {
        subject: nl ? `Contactformulier: ${about}` : `Kontaktformular: ${about}`,
        preview: first,
        greeting: '',
        signoff: '',
        audience: 'shop',
        replyTo: mail.email,
        blocks: [
          { kind: 'text', text: first },
          {
            kind: 'facts',
            rows: [
              { label: nl ? 'Naam' : 'Name', value: mail.name },
              { label: nl ? 'E-mailadres' : 'E-Mail-Adresse', value: mail.email },
              ...(mail.orderNumber
                ? [{ label: nl ? 'Bestelnummer' : 'Bestellnummer', value: mail.orderNumber }]
                : []),
              { label: nl ? 'Onderwerp' : 'Betreff', value: about },
            ],
          },
          { kind: 'quote', text: mail.message },
          {
            kind: 'note',
            text: nl
              ? 'Beantwoord deze e-mail om de klant te antwoorden.'
              : 'Antworten Sie auf diese E-Mail, um dem Kunden zu antworten.',
          },
        ],
      };
    }
    case 'newsletter_confirm': {
      const first = nl
        ? `Je hebt je aangemeld voor de nieuwsbrief van ${brand.shopName}. Bevestig je aanmelding via de knop hieronder.`
        : `Sie haben sich für den Newsletter von ${brand.shopName} angemeldet. Bitte bestätigen Sie Ihre Anmeldung über die Schaltfläche unten.`;
      return {
        ...shopper,
        subject: nl
          ? 'Bevestig je aanmelding voor de nieuwsbrief'
          : 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
        preview: first,
        greeting: 'Hallo,',
        headers: unsubscribeHeaders(mail.listUnsubscribeUrl),
        blocks: [
          { kind: 'text', text: first },
          {
            kind: 'button',
            label: nl ? 'Aanmelding bevestigen' : 'Anmeldung bestätigen',
            url: mail.confirmUrl,
          },
          {
            kind: 'text',
            text: nl
              ? `De link is ${mail.validDays} dagen geldig. Na je bevestiging ontvang je een kortingscode. Heb je je niet aangemeld? Dan kun je deze e-mail negeren: zonder bevestiging ontvang je niets van ons.`
              : `Der Link ist ${mail.validDays} Tage gültig. Nach Ihrer Bestätigung erhalten Sie einen Gutscheincode. Haben Sie sich nicht angemeldet? Dann können Sie diese E-Mail ignorieren: Ohne Bestätigung erhalten Sie nichts von uns.`,
          },
          unsubscribeLink(mail.unsubscribeUrl, nl),
        ],
      };
    }
    case 'newsletter_coupon': {
      const first = nl
        ? `Bedankt voor je aanmelding voor de nieuwsbrief. Met deze code krijg je eenmalig ${mail.percent}% korting op een bestelling met dit e-mailadres:`
        : `Vielen Dank für Ihre Anmeldung zum Newsletter. Mit diesem Code erhalten Sie einmalig ${mail.percent} % Rabatt auf eine Bestellung mit dieser E-Mail-Adresse:`;
      return {
        ...shopper,
        subject: nl
          ? `Welkom bij de nieuwsbrief: ${mail.percent}% korting`
          : `Willkommen beim Newsletter: ${mail.percent} % Rabatt`,
        preview: first,
        greeting: 'Hallo,',
        headers: unsubscribeHeaders(mail.listUnsubscribeUrl),
        blocks: [
          { kind: 'text', text: first },
          {
            kind: 'code',
            label: nl ? 'Je kortingscode' : 'Ihr Gutscheincode',
            value: mail.couponCode,
          },
          {
            kind: 'button',
            label: nl ? 'Naar je winkelwagen' : 'Zum Warenkorb',
            url: mail.shopUrl,
          },
          unsubscribeLink(mail.unsubscribeUrl, nl),
        ],
      };
    }
  }
}

/**
 * The confirmation: thanks only for money that is there (or for an order paid at the door or
 * with nothing to pay, whose confirmation says so), then what was ordered, the money, the
 * addresses, the payment method and the withdrawal information.
 */
function confirmationDocument(
  mail: Extract<AccountMail, { kind: 'order_confirmation' }>,
  nl: boolean,
  brand: MailBrand,
): MailDocument {
  const payment = mail.payment ?? 'paid';
  const thanks = nl
    ? `Bedankt voor je bestelling ${mail.orderNumber}!`
    : `Vielen Dank für Ihre Bestellung ${mail.orderNumber}!`;
  const money = {
    paid: nl
      ? 'We hebben je betaling ontvangen en maken je bestelling klaar.'
      : 'Wir haben Ihre Zahlung erhalten und bereiten Ihre Bestellung vor.',
    on_delivery: nl
      ? `Je betaalt ${mail.amountDue ?? mail.grandTotal} bij de bezorging (${mail.paymentMethod}). We maken je bestelling klaar.`
      : `Sie zahlen ${mail.amountDue ?? mail.grandTotal} bei der Lieferung (${mail.paymentMethod}). Wir bereiten Ihre Bestellung vor.`,
    none: nl
      ? 'Er valt niets te betalen. We maken je bestelling klaar.'
      : 'Es ist nichts zu bezahlen. Wir bereiten Ihre Bestellung vor.',
  }[payment];
  const shipping = mail.shippingAddress ?? [];
  const next =
    shipping.length === 0
      ? []
      : [
          {
            kind: 'text' as const,
            text: mail.pickup
              ? nl
                ? 'We laten je weten wanneer je bestelling klaarligt in de winkel.'
                : 'Wir sagen Ihnen Bescheid, sobald Ihre Bestellung im Geschäft bereitliegt.'
              : nl
                ? 'Zodra je bestelling onderweg is, hoor je van ons.'
                : 'Sobald Ihre Bestellung unterwegs ist, melden wir uns.',
          },
        ];
  const rows: (OrderMailMoneyRow & { strong?: boolean })[] = mail.moneyRows?.length
    ? mail.moneyRows
    : [
        ...(mail.discount ? [{ label: nl ? 'Korting' : 'Rabatt', amount: mail.discount }] : []),
        { label: nl ? 'Verzendkosten' : 'Versandkosten', amount: mail.shipping },
        {
          label: nl ? 'Totaal (incl. btw)' : 'Gesamtsumme (inkl. MwSt.)',
          amount: mail.grandTotal,
          strong: true,
        },
        ...(mail.taxes ?? []).map((tax) => ({
          label: nl ? `Waarvan btw ${tax.rate}%` : `Enthaltene MwSt. ${tax.rate} %`,
          amount: tax.amount,
        })),
      ];
  const addresses = [
    ...(shipping.length > 0
      ? [
          {
            title: mail.pickup
              ? nl
                ? 'Afhalen in de winkel'
                : 'Abholung im Geschäft'
              : nl
                ? 'Bezorgadres'
                : 'Lieferadresse',
            lines: shipping,
          },
        ]
      : []),
    ...(mail.billingAddress?.length
      ? [{ title: nl ? 'Factuuradres' : 'Rechnungsadresse', lines: mail.billingAddress }]
      : []),
  ];
  const gifts: MailBlock[] = (mail.birthLists ?? []).flatMap((list) => [
    {
      kind: 'text' as const,
      text: nl
        ? `Deze cadeaus heb je gekocht van de geboortelijst van ${list.displayName}:`
        : `Diese Geschenke haben Sie von der Geburtsliste von ${list.displayName} gekauft:`,
    },
    giftItems(list, nl),
  ]);
  return {
    subject: nl ? `Je bestelling ${mail.orderNumber}` : `Ihre Bestellung ${mail.orderNumber}`,
    preview: `${thanks} ${money}`,
    greeting: mail.firstname ? `Hallo ${mail.firstname},` : 'Hallo,',
    signoff: nl ? 'Groet,' : 'Viele Grüße',
    audience: 'shopper',
    blocks: [
      { kind: 'text', text: thanks },
      { kind: 'text', text: money },
      ...next,
      { kind: 'heading', text: nl ? 'Je bestelling' : 'Ihre Bestellung' },
      {
        kind: 'facts',
        rows: [
          { label: nl ? 'Bestelnummer' : 'Bestellnummer', value: mail.orderNumber },
          { label: nl ? 'Betaalwijze' : 'Zahlungsart', value: mail.paymentMethod },
        ],
      },
      {
        kind: 'items',
        rows: mail.lines.map((line) => ({ qty: line.qty, name: line.name, amount: line.rowTotal })),
      },
      { kind: 'money', rows },
      ...(addresses.length > 0 ? [{ kind: 'addresses' as const, items: addresses }] : []),
      ...gifts,
      { kind: 'heading', text: nl ? 'Herroepingsrecht' : 'Widerrufsrecht' },
      withdrawalLink(brand, nl),
      ...(mail.returnUrl
        ? [
            {
              kind: 'link' as const,
              text: nl
                ? 'Wil je iets retourneren? Meld je retour aan via je bestelling:'
                : 'Möchten Sie etwas zurücksenden? Melden Sie die Rücksendung bei Ihrer Bestellung an:',
              label: nl ? 'Retour aanmelden' : 'Rücksendung anmelden',
              url: mail.returnUrl,
            },
          ]
        : []),
    ],
  };
}

/**
 * A return the shopper announced: the return number to put in the parcel, what goes back, where
 * to send it and what happens next.
 */
function returnDocument(
  mail: Extract<AccountMail, { kind: 'return_announced' }>,
  nl: boolean,
): MailDocument {
  const first = nl
    ? `Je retour van bestelling ${mail.orderNumber} is aangemeld onder retournummer ${mail.returnNumber}.`
    : `Ihre Rücksendung zur Bestellung ${mail.orderNumber} ist unter der Rücksendenummer ${mail.returnNumber} angemeldet.`;
  return {
    subject: nl ? `Je retour ${mail.returnNumber}` : `Ihre Rücksendung ${mail.returnNumber}`,
    preview: first,
    greeting: mail.firstname ? `Hallo ${mail.firstname},` : 'Hallo,',
    signoff: nl ? 'Groet,' : 'Viele Grüße',
    audience: 'shopper',
    blocks: [
      { kind: 'text', text: first },
      { kind: 'code', label: nl ? 'Retournummer' : 'Rücksendenummer', value: mail.returnNumber },
      { kind: 'items', rows: mail.lines.map((line) => ({ qty: line.qty, name: line.name })) },
      { kind: 'heading', text: nl ? 'Zo stuur je het terug' : 'So senden Sie zurück' },
      {
        kind: 'text',
        text: nl
          ? `Pak de artikelen goed in en leg een briefje met het retournummer ${mail.returnNumber} in het pakket. Stuur het pakket naar:`
          : `Verpacken Sie die Artikel gut und legen Sie einen Zettel mit der Rücksendenummer ${mail.returnNumber} in das Paket. Senden Sie das Paket an:`,
      },
      {
        kind: 'addresses',
        items: [{ title: nl ? 'Retouradres' : 'Rücksendeadresse', lines: mail.returnAddress }],
      },
      {
        kind: 'text',
        text: nl
          ? 'Zodra we je retour hebben ontvangen en bekeken, betalen we het bedrag binnen 14 dagen terug op de manier waarop je hebt betaald. De stand van je retour zie je bij je bestelling.'
          : 'Sobald wir Ihre Rücksendung erhalten und geprüft haben, erstatten wir den Betrag innerhalb von 14 Tagen auf dem Weg, auf dem Sie bezahlt haben. Den Stand Ihrer Rücksendung sehen Sie bei Ihrer Bestellung.',
      },
    ],
  };
}

/** The buyer's mail of their gift cards: each card, and whether it was mailed on. */
function giftCardsDocument(
  mail: Extract<AccountMail, { kind: 'gift_cards' }>,
  nl: boolean,
  brand: MailBrand,
): MailDocument {
  const several = mail.cards.length > 1;
  const first = nl
    ? `Bedankt voor je bestelling ${mail.orderNumber}. Hier ${several ? 'zijn je cadeaubonnen' : 'is je cadeaubon'}:`
    : `Vielen Dank für Ihre Bestellung ${mail.orderNumber}. Hier ${several ? 'sind Ihre Geschenkkarten' : 'ist Ihre Geschenkkarte'}:`;
  const cards: MailBlock[] = mail.cards.flatMap((card) => {
    const delivery =
      card.sentTo === undefined
        ? []
        : [
            {
              kind: 'text' as const,
              text: card.sentTo
                ? nl
                  ? `We hebben deze cadeaubon ook naar ${card.recipientName} gemaild (${card.sentTo}).`
                  : `Wir haben diese Geschenkkarte auch an ${card.recipientName} gesendet (${card.sentTo}).`
                : nl
                  ? `Deze cadeaubon geef je zelf aan ${card.recipientName || 'de ontvanger'}: we hebben hem niet naar iemand anders gemaild.`
                  : `Diese Geschenkkarte überreichen Sie selbst${card.recipientName ? ` an ${card.recipientName}` : ''}: Wir haben sie an niemanden sonst gesendet.`,
            },
          ];
    return [
      {
        kind: 'heading' as const,
        text: card.recipientName
          ? nl
            ? `Cadeaubon voor ${card.recipientName}`
            : `Geschenkkarte für ${card.recipientName}`
          : nl
            ? 'Cadeaubon'
            : 'Geschenkkarte',
      },
      { kind: 'code' as const, label: 'Code', value: card.code },
      {
        kind: 'facts' as const,
        rows: [
          { label: nl ? 'Waarde' : 'Wert', value: card.value },
          {
            label: nl ? 'Geldig tot en met' : 'Gültig bis einschließlich',
            value: card.expiresOn,
          },
        ],
      },
      ...(card.message ? [{ kind: 'quote' as const, text: card.message }] : []),
      ...delivery,
    ];
  });
  return {
    subject: nl
      ? `Je cadeaubon${several ? 'nen' : ''} van bestelling ${mail.orderNumber}`
      : `Ihr${several ? 'e Geschenkkarten' : 'e Geschenkkarte'} aus Bestellung ${mail.orderNumber}`,
    preview: first,
    greeting: mail.firstname ? `Hallo ${mail.firstname},` : 'Hallo,',
    signoff: nl ? 'Groet,' : 'Viele Grüße',
    audience: 'shopper',
    blocks: [{ kind: 'text', text: first }, ...cards, redeemText(nl, brand), keepSafe(nl)],
  };
}

/** The recipient's mail of a gift card: who gives it, their message, the card. */
function giftCardDocument(
  mail: Extract<AccountMail, { kind: 'gift_card' }>,
  nl: boolean,
  brand: MailBrand,
): MailDocument {
  const giver = mail.buyerName || (nl ? 'Iemand' : 'Jemand');
  const first = nl
    ? `${giver} geeft je een cadeaubon van ${mail.value} van ${brand.shopName}.`
    : `${giver} schenkt Ihnen eine Geschenkkarte über ${mail.value} von ${brand.shopName}.`;
  return {
    subject: nl
      ? `${giver} geeft je een cadeaubon van ${brand.shopName}`
      : `${giver} schenkt Ihnen eine Geschenkkarte von ${brand.shopName}`,
    preview: first,
    greeting: mail.recipientName ? `Hallo ${mail.recipientName},` : 'Hallo,',
    signoff: nl ? 'Groet,' : 'Viele Grüße',
    audience: 'shopper',
    blocks: [
      { kind: 'text', text: first },
      ...(mail.message ? [{ kind: 'quote' as const, text: mail.message, by: giver }] : []),
      { kind: 'code', label: nl ? 'Je cadeauboncode' : 'Ihr Geschenkkartencode', value: mail.code },
      {
        kind: 'facts',
        rows: [
          { label: nl ? 'Waarde' : 'Wert', value: mail.value },
          { label: nl ? 'Geldig tot en met' : 'Gültig bis einschließlich', value: mail.expiresOn },
        ],
      },
      redeemText(nl, brand),
      {
        kind: 'button',
        label: nl ? `Naar ${brand.shopName}` : `Zu ${brand.shopName}`,
        url: shopLink(brand, nl ? 'nl' : 'de', '/'),
      },
      keepSafe(nl),
    ],
  };
}

function redeemText(nl: boolean, brand: MailBrand): MailBlock {
  return {
    kind: 'text',
    text: nl
      ? `De code wissel je in bij het afrekenen in de webshop van ${brand.shopName}, in het veld "Cadeaubon".`
      : `Sie lösen den Code an der Kasse des Webshops von ${brand.shopName} im Feld „Geschenkkarte“ ein.`,
  };
}

function keepSafe(nl: boolean): MailBlock {
  return {
    kind: 'note',
    text: nl
      ? 'Bewaar de code goed: wie de code heeft, kan het tegoed gebruiken.'
      : 'Bitte bewahren Sie den Code sorgfältig auf: Wer den Code kennt, kann das Guthaben nutzen.',
  };
}

/** A newsletter mail's unsubscribe link for mail clients (one click, RFC 8058). */
function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

function unsubscribeLink(url: string, nl: boolean): MailBlock {
  return nl
    ? { kind: 'link', text: 'Geen nieuwsbrief meer?', label: 'Afmelden', url }
    : { kind: 'link', text: 'Keinen Newsletter mehr?', label: 'Abmelden', url };
}

/** A list's gifts and contributions ("2 x Slab", "1 x Bijdrage aan Wieg: € 25,00"). */
function giftItems(list: BirthListGiftsOfMail, nl: boolean): MailBlock {
  return {
    kind: 'items',
    rows: [
      ...list.gifts.map((gift) => ({ qty: gift.qty, name: gift.name })),
      ...list.contributions.map((c) => ({
        qty: 1,
        name: `${nl ? 'Bijdrage aan' : 'Beitrag zu'} ${c.title}`,
        amount: c.amount,
      })),
    ],
  };
}
