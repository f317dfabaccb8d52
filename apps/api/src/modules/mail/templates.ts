/**
 * The account mails, the order confirmation and the birth list's gift notice in Dutch and German
 * (the language of the store view the request came from, or of the birth list's; the default
 * view writes Dutch). Plain text: every mail client shows it the same.
 */
import { type MailMoneyRow, moneyRowLines } from './money-rows.ts';
import { type OrderNoticeMail, renderOrderNotice } from './order-notices.ts';

export type MailLanguage = 'nl' | 'de';

/**
 * What an order bought from one birth list: its gifts (quantity and product name) and its
 * contributions to donation items (the item's title, the amount formatted already).
 */
interface BirthListGiftsOfMail {
  displayName: string;
  gifts: { name: string; qty: number }[];
  contributions: { title: string; amount: string }[];
}

export type AccountMail =
  | OrderNoticeMail
  | { kind: 'one_time_password'; code: string; validMinutes: number }
  | { kind: 'password_reset'; resetUrl: string; validMinutes: number }
  | { kind: 'welcome'; firstname: string; shopUrl: string }
  | {
      kind: 'order_confirmation';
      firstname: string;
      orderNumber: string;
      /**
       * Amounts are formatted already (e.g. '€ 12,95'), incl. VAT as every consumer view shows
       * them; the total says so.
       */
      lines: { name: string; qty: number; rowTotal: string }[];
      shipping: string;
      grandTotal: string;
      paymentMethod: string;
      /**
       * The order's money one row at a time (subtotal, each discount, shipping, grand total, VAT
       * per rate, each gift card, the points, what the method charged), labels in the mail's
       * language and amounts formatted; absent in a mail queued before the rows were kept.
       */
      moneyRows?: MailMoneyRow[];
      /** The birth lists the order's gifts were bought from (absent or empty: none). */
      birthLists?: BirthListGiftsOfMail[];
      /** The order's signed return page (absent: none). */
      returnUrl?: string;
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
       * reading), value and last day, with the recipient and message the buyer wrote for it.
       */
      kind: 'gift_cards';
      firstname: string;
      orderNumber: string;
      /** Value and date are formatted already. */
      cards: {
        code: string;
        value: string;
        expiresOn: string;
        recipientName: string;
        message: string;
      }[];
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
      /** A return the shopper announced: its number, what goes back, where to send it. */
      kind: 'return_announced';
      firstname: string;
      returnNumber: string;
      orderNumber: string;
      lines: { name: string; qty: number }[];
      /** The lines of the return address (name first). */
      returnAddress: string[];
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
  /** Where a reply goes, when not to the shop's sender address. */
  replyTo?: string;
  /** Extra headers (a newsletter mail's List-Unsubscribe). */
  headers?: Record<string, string>;
}

/** Subject and text of an account mail in a language. */
export function renderAccountMail(mail: AccountMail, language: MailLanguage): RenderedMail {
  const nl = language === 'nl';
  switch (mail.kind) {
    case 'order_received':
    case 'order_canceled_unpaid':
      return renderOrderNotice(mail, nl);
    case 'one_time_password':
      return nl
        ? {
            subject: `Je inlogcode: ${mail.code}`,
            text: `Hallo,\n\nJe inlogcode is: ${mail.code}\n\nDe code werkt één keer en is ${mail.validMinutes} minuten geldig. Heb je geen code aangevraagd? Dan kun je deze e-mail negeren.\n\nGroet,\nKindershop\n`,
          }
        : {
            subject: `Ihr Anmeldecode: ${mail.code}`,
            text: `Hallo,\n\nIhr Anmeldecode lautet: ${mail.code}\n\nDer Code funktioniert einmal und ist ${mail.validMinutes} Minuten gültig. Haben Sie keinen Code angefordert? Dann können Sie diese E-Mail ignorieren.\n\nViele Grüße\nKindershop\n`,
          };
    case 'password_reset':
      return nl
        ? {
            subject: 'Stel je wachtwoord opnieuw in',
            text: `Hallo,\n\nVia deze link kies je een nieuw wachtwoord:\n${mail.resetUrl}\n\nDe link werkt één keer en is ${mail.validMinutes} minuten geldig. Heb je niets aangevraagd? Dan blijft je wachtwoord zoals het is.\n\nGroet,\nKindershop\n`,
          }
        : {
            subject: 'Passwort zurücksetzen',
            text: `Hallo,\n\nÜber diesen Link wählen Sie ein neues Passwort:\n${mail.resetUrl}\n\nDer Link funktioniert einmal und ist ${mail.validMinutes} Minuten gültig. Haben Sie nichts angefordert? Dann bleibt Ihr Passwort unverändert.\n\nViele Grüße\nKindershop\n`,
          };
    case 'welcome':
      return nl
        ? {
            subject: 'Welkom bij Kindershop',
            text: `Hallo ${mail.firstname},\n\nJe account is aangemaakt. Je kunt nu inloggen op ${mail.shopUrl}.\n\nGroet,\nKindershop\n`,
          }
        : {
            subject: 'Willkommen bei Kindershop',
            text: `Hallo ${mail.firstname},\n\nIhr Konto wurde angelegt. Sie können sich jetzt auf ${mail.shopUrl} anmelden.\n\nViele Grüße\nKindershop\n`,
          };
    case 'order_confirmation': {
      const lines = mail.lines.map((l) => `${l.qty} x ${l.name}: ${l.rowTotal}`).join('\n');
      const gifts = (mail.birthLists ?? [])
        .map((list) =>
          nl
            ? `Deze cadeaus heb je gekocht van de geboortelijst van ${list.displayName}:\n${giftLines(list, language)}\n\n`
            : `Diese Geschenke haben Sie von der Geburtsliste von ${list.displayName} gekauft:\n${giftLines(list, language)}\n\n`,
        )
        .join('');
      const money = mail.moneyRows?.length
        ? `\n${moneyRowLines(mail.moneyRows)}`
        : nl
          ? `Verzendkosten: ${mail.shipping}\nTotaal: ${mail.grandTotal} (incl. btw)`
          : `Versandkosten: ${mail.shipping}\nGesamtsumme: ${mail.grandTotal} (inkl. MwSt.)`;
      const returns = mail.returnUrl
        ? nl
          ? `Wil je iets retourneren? Meld je retour hier aan:\n${mail.returnUrl}\n\n`
          : `Möchten Sie etwas zurücksenden? Melden Sie die Rücksendung hier an:\n${mail.returnUrl}\n\n`
        : '';
      return nl
        ? {
            subject: `Je bestelling ${mail.orderNumber}`,
            text: `Hallo ${mail.firstname},\n\nBedankt voor je bestelling. We hebben hem ontvangen onder nummer ${mail.orderNumber}.\n\n${lines}\n${money}\nBetaalwijze: ${mail.paymentMethod}\n\n${gifts}Zodra je bestelling onderweg is, hoor je van ons.\n\n${returns}Groet,\nKindershop\n`,
          }
        : {
            subject: `Ihre Bestellung ${mail.orderNumber}`,
            text: `Hallo ${mail.firstname},\n\nvielen Dank für Ihre Bestellung. Wir haben sie unter der Nummer ${mail.orderNumber} erhalten.\n\n${lines}\n${money}\nZahlungsart: ${mail.paymentMethod}\n\n${gifts}Sobald Ihre Bestellung unterwegs ist, melden wir uns.\n\n${returns}Viele Grüße\nKindershop\n`,
          };
    }
    case 'birthlist_gift': {
      const greeting = mail.firstname ? `Hallo ${mail.firstname},` : 'Hallo,';
      const what = giftLines(mail.list, language);
      return nl
        ? {
            subject: 'Er is een cadeau gekocht van je geboortelijst',
            text: `${greeting}\n\n${mail.giverName || 'Iemand'} heeft een cadeau gekocht van je geboortelijst "${mail.list.displayName}":\n\n${what}\n\nOp je geboortelijst zie je wat er al gekocht is.\n\nGroet,\nKindershop\n`,
          }
        : {
            subject: 'Ein Geschenk von Ihrer Geburtsliste wurde gekauft',
            text: `${greeting}\n\n${mail.giverName || 'Jemand'} hat ein Geschenk von Ihrer Geburtsliste „${mail.list.displayName}“ gekauft:\n\n${what}\n\nAuf Ihrer Geburtsliste sehen Sie, was bereits gekauft wurde.\n\nViele Grüße\nKindershop\n`,
          };
    }
    case 'gift_cards': {
      const greeting = mail.firstname ? `Hallo ${mail.firstname},` : 'Hallo,';
      const cards = mail.cards.map((card) => giftCardLines(card, language)).join('\n\n');
      return nl
        ? {
            subject: `Je cadeaubon${mail.cards.length > 1 ? 'nen' : ''} van bestelling ${mail.orderNumber}`,
            text: `${greeting}\n\nBedankt voor je bestelling ${mail.orderNumber}. Hier ${mail.cards.length > 1 ? 'zijn je cadeaubonnen' : 'is je cadeaubon'}:\n\n${cards}\n\nDe code wissel je in bij het afrekenen in onze webshop, in het veld "Cadeaubon". Bewaar de code goed: wie de code heeft, kan het tegoed gebruiken.\n\nGroet,\nKindershop\n`,
          }
        : {
            subject: `Ihr${mail.cards.length > 1 ? 'e Geschenkkarten' : 'e Geschenkkarte'} aus Bestellung ${mail.orderNumber}`,
            text: `${greeting}\n\nvielen Dank für Ihre Bestellung ${mail.orderNumber}. Hier ${mail.cards.length > 1 ? 'sind Ihre Geschenkkarten' : 'ist Ihre Geschenkkarte'}:\n\n${cards}\n\nSie lösen den Code an der Kasse unseres Webshops im Feld „Geschenkkarte“ ein. Bitte bewahren Sie den Code sorgfältig auf: Wer den Code kennt, kann das Guthaben nutzen.\n\nViele Grüße\nKindershop\n`,
          };
    }
    case 'contact_message': {
      const orderLine = mail.orderNumber
        ? nl
          ? `Bestelnummer: ${mail.orderNumber}\n`
          : `Bestellnummer: ${mail.orderNumber}\n`
        : '';
      const about =
        mail.subject || (nl ? 'Vraag via het contactformulier' : 'Frage über das Kontaktformular');
      return nl
        ? {
            subject: `Contactformulier: ${about}`,
            text: `Bericht via het contactformulier van de webshop (nl).\n\nNaam: ${mail.name}\nE-mailadres: ${mail.email}\n${orderLine}Onderwerp: ${about}\n\n${mail.message}\n\nBeantwoord deze e-mail om de klant te antwoorden.\n`,
            replyTo: mail.email,
          }
        : {
            subject: `Kontaktformular: ${about}`,
            text: `Nachricht über das Kontaktformular des Webshops (de).\n\nName: ${mail.name}\nE-Mail-Adresse: ${mail.email}\n${orderLine}Betreff: ${about}\n\n${mail.message}\n\nAntworten Sie auf diese E-Mail, um dem Kunden zu antworten.\n`,
            replyTo: mail.email,
          };
    }
    case 'return_announced': {
      const greeting = mail.firstname ? `Hallo ${mail.firstname},` : 'Hallo,';
      const what = mail.lines.map((l) => `${l.qty} x ${l.name}`).join('\n');
      const address = mail.returnAddress.join('\n');
      return nl
        ? {
            subject: `Je retour ${mail.returnNumber}`,
            text: `${greeting}\n\nJe retour van bestelling ${mail.orderNumber} is aangemeld onder retournummer ${mail.returnNumber}.\n\n${what}\n\nZo stuur je het terug:\n1. Pak de artikelen goed in en leg een briefje met het retournummer ${mail.returnNumber} in het pakket.\n2. Stuur het pakket naar:\n${address}\n\nZodra we je retour hebben ontvangen en bekeken, betalen we het bedrag binnen 14 dagen terug op de manier waarop je hebt betaald. De stand van je retour zie je bij je bestelling.\n\nGroet,\nKindershop\n`,
          }
        : {
            subject: `Ihre Rücksendung ${mail.returnNumber}`,
            text: `${greeting}\n\nIhre Rücksendung zur Bestellung ${mail.orderNumber} ist unter der Rücksendenummer ${mail.returnNumber} angemeldet.\n\n${what}\n\nSo senden Sie zurück:\n1. Verpacken Sie die Artikel gut und legen Sie einen Zettel mit der Rücksendenummer ${mail.returnNumber} in das Paket.\n2. Senden Sie das Paket an:\n${address}\n\nSobald wir Ihre Rücksendung erhalten und geprüft haben, erstatten wir den Betrag innerhalb von 14 Tagen auf dem Weg, auf dem Sie bezahlt haben. Den Stand Ihrer Rücksendung sehen Sie bei Ihrer Bestellung.\n\nViele Grüße\nKindershop\n`,
          };
    }
    case 'newsletter_confirm': {
      const headers = unsubscribeHeaders(mail.listUnsubscribeUrl);
      return nl
        ? {
            subject: 'Bevestig je aanmelding voor de nieuwsbrief',
            text: `Hallo,\n\nJe hebt je aangemeld voor de nieuwsbrief van Kindershop. Bevestig je aanmelding via deze link:\n${mail.confirmUrl}\n\nDe link is ${mail.validDays} dagen geldig. Na je bevestiging ontvang je een kortingscode. Heb je je niet aangemeld? Dan kun je deze e-mail negeren: zonder bevestiging ontvang je niets van ons.\n\nAfmelden: ${mail.unsubscribeUrl}\n\nGroet,\nKindershop\n`,
            headers,
          }
        : {
            subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
            text: `Hallo,\n\nSie haben sich für den Newsletter von Kindershop angemeldet. Bitte bestätigen Sie Ihre Anmeldung über diesen Link:\n${mail.confirmUrl}\n\nDer Link ist ${mail.validDays} Tage gültig. Nach Ihrer Bestätigung erhalten Sie einen Gutscheincode. Haben Sie sich nicht angemeldet? Dann können Sie diese E-Mail ignorieren: Ohne Bestätigung erhalten Sie nichts von uns.\n\nAbmelden: ${mail.unsubscribeUrl}\n\nViele Grüße\nKindershop\n`,
            headers,
          };
    }
    case 'newsletter_coupon': {
      const headers = unsubscribeHeaders(mail.listUnsubscribeUrl);
      return nl
        ? {
            subject: `Welkom bij de nieuwsbrief: ${mail.percent}% korting`,
            text: `Hallo,\n\nBedankt voor je aanmelding voor de nieuwsbrief. Met deze code krijg je eenmalig ${mail.percent}% korting op een bestelling met dit e-mailadres:\n\n${mail.couponCode}\n\nVul de code in je winkelwagen in: ${mail.shopUrl}\n\nAfmelden voor de nieuwsbrief: ${mail.unsubscribeUrl}\n\nGroet,\nKindershop\n`,
            headers,
          }
        : {
            subject: `Willkommen beim Newsletter: ${mail.percent} % Rabatt`,
            text: `Hallo,\n\nvielen Dank für Ihre Anmeldung zum Newsletter. Mit diesem Code erhalten Sie einmalig ${mail.percent} % Rabatt auf eine Bestellung mit dieser E-Mail-Adresse:\n\n${mail.couponCode}\n\nGeben Sie den Code in Ihrem Warenkorb ein: ${mail.shopUrl}\n\nVom Newsletter abmelden: ${mail.unsubscribeUrl}\n\nViele Grüße\nKindershop\n`,
            headers,
          };
    }
  }
}

/** One gift card of the buyer's mail: code, value, last day, recipient and message. */
function giftCardLines(
  card: { code: string; value: string; expiresOn: string; recipientName: string; message: string },
  language: MailLanguage,
): string {
  const nl = language === 'nl';
  return [
    `${nl ? 'Code' : 'Code'}: ${card.code}`,
    `${nl ? 'Waarde' : 'Wert'}: ${card.value}`,
    `${nl ? 'Geldig tot en met' : 'Gültig bis einschließlich'} ${card.expiresOn}`,
    ...(card.recipientName ? [`${nl ? 'Voor' : 'Für'}: ${card.recipientName}`] : []),
    ...(card.message ? [`${nl ? 'Boodschap' : 'Nachricht'}: ${card.message}`] : []),
  ].join('\n');
}

/** A newsletter mail's unsubscribe link for mail clients (one click, RFC 8058). */
function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** A list's gifts and contributions, one a line ("2 x Slab", "Bijdrage aan Wieg: € 25,00"). */
function giftLines(list: BirthListGiftsOfMail, language: MailLanguage): string {
  const contribution = language === 'nl' ? 'Bijdrage aan' : 'Beitrag zu';
  return [
    ...list.gifts.map((gift) => `${gift.qty} x ${gift.name}`),
    ...list.contributions.map((c) => `${contribution} ${c.title}: ${c.amount}`),
  ].join('\n');
}
