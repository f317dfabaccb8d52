/**
 * The test provider's payment page: plain server-rendered HTML with one form, so it works
 * without JavaScript and loads nothing from elsewhere. It stands in for Buckaroo's hosted pages,
 * so it is not part of the storefront and has its own small text table (Dutch, German, English
 * by the transaction's culture) instead of the storefront's catalogues.
 */
import type { PaymentOutcome } from '@shop/core';
import type { BuckarooParameter } from '../buckaroo-types.ts';

export type PageLanguage = 'nl' | 'de' | 'en';

/** What the page says after the tester's action, besides the transaction itself. */
export type PageNotice = 'push-refused' | 'nothing-to-resend' | 'unknown-action' | null;

export interface PaymentPageView {
  culture: string;
  shopName: string;
  key: string;
  invoice: string;
  description: string;
  /** Cents. */
  amount: number;
  currency: string;
  /** Buckaroo service names; several when the shopper may choose (card brands). */
  services: string[];
  issuer: string | null;
  state: PaymentOutcome;
  /** Bank transfer instructions while the transfer is awaited. */
  instructions: BuckarooParameter[];
  isTransfer: boolean;
  /** The shop's return address for the outcome of a finished transaction. */
  returnUrl: string;
  notice: PageNotice;
}

const TEXTS = {
  nl: {
    title: 'Testbetaling',
    banner: 'TEST: dit is een testbetaling. Er wordt geen echt geld overgemaakt.',
    details: 'Betaalgegevens',
    shop: 'Winkel',
    invoice: 'Bestelnummer',
    description: 'Omschrijving',
    amount: 'Bedrag',
    method: 'Betaalmethode',
    issuer: 'Bank',
    status: 'Status',
    choose: 'Kies de uitkomst van deze testbetaling.',
    chooseTransfer: 'Maak niets over. Kies wat er met deze testoverboeking gebeurt.',
    outcome: 'Uitkomst',
    approve: 'Betaling goedkeuren',
    approveTransfer: 'Overboeking ontvangen',
    cancel: 'Betaling annuleren',
    cancelTransfer: 'Overboeking laten verlopen',
    fail: 'Betaling laten mislukken',
    transfer: 'Overboekingsgegevens (test)',
    finished: 'Deze testbetaling is afgerond.',
    back: 'Terug naar de winkel',
    resend: 'Melding opnieuw versturen',
    resendHint: 'Heeft de winkel de betalingsmelding gemist? Stuur haar opnieuw.',
    pushRefused:
      'De winkel heeft de betalingsmelding niet bevestigd. Stuur de melding opnieuw of ga terug naar de winkel.',
    nothingToResend: 'Deze betaling is nog niet afgerond: er is nog geen melding om te versturen.',
    unknownAction: 'Deze actie bestaat niet. Kies een van de knoppen.',
    notFoundTitle: 'Betaling niet gevonden',
    notFound: 'Er is geen testbetaling met deze sleutel.',
    states: {
      pending: 'Wacht op betaling',
      paid: 'Betaald',
      canceled: 'Geannuleerd',
      failed: 'Mislukt',
      rejected: 'Afgewezen',
    },
  },
  de: {
    title: 'Testzahlung',
    banner: 'TEST: Dies ist eine Testzahlung. Es wird kein echtes Geld bewegt.',
    details: 'Zahlungsdaten',
    shop: 'Shop',
    invoice: 'Bestellnummer',
    description: 'Beschreibung',
    amount: 'Betrag',
    method: 'Zahlungsart',
    issuer: 'Bank',
    status: 'Status',
    choose: 'Wählen Sie das Ergebnis dieser Testzahlung.',
    chooseTransfer: 'Überweisen Sie nichts. Wählen Sie, was mit dieser Testüberweisung geschieht.',
    outcome: 'Ergebnis',
    approve: 'Zahlung genehmigen',
    approveTransfer: 'Überweisung erhalten',
    cancel: 'Zahlung abbrechen',
    cancelTransfer: 'Überweisung verfallen lassen',
    fail: 'Zahlung fehlschlagen lassen',
    transfer: 'Überweisungsdaten (Test)',
    finished: 'Diese Testzahlung ist abgeschlossen.',
    back: 'Zurück zum Shop',
    resend: 'Benachrichtigung erneut senden',
    resendHint: 'Hat der Shop die Zahlungsbenachrichtigung verpasst? Senden Sie sie erneut.',
    pushRefused:
      'Der Shop hat die Zahlungsbenachrichtigung nicht bestätigt. Senden Sie sie erneut oder kehren Sie zum Shop zurück.',
    nothingToResend:
      'Diese Zahlung ist noch nicht abgeschlossen: Es gibt noch keine Benachrichtigung zu senden.',
    unknownAction: 'Diese Aktion gibt es nicht. Wählen Sie eine der Schaltflächen.',
    notFoundTitle: 'Zahlung nicht gefunden',
    notFound: 'Es gibt keine Testzahlung mit diesem Schlüssel.',
    states: {
      pending: 'Wartet auf Zahlung',
      paid: 'Bezahlt',
      canceled: 'Abgebrochen',
      failed: 'Fehlgeschlagen',
      rejected: 'Abgelehnt',
    },
  },
  en: {
    title: 'Test payment',
    banner: 'TEST: this is a test payment. No real money is moved.',
    details: 'Payment details',
    shop: 'Shop',
    invoice: 'Order number',
    description: 'Description',
    amount: 'Amount',
    method: 'Payment method',
    issuer: 'Bank',
    status: 'Status',
    choose: 'Choose the outcome of this test payment.',
    chooseTransfer: 'Do not transfer anything. Choose what happens to this test transfer.',
    outcome: 'Outcome',
    approve: 'Approve the payment',
    approveTransfer: 'Mark the transfer as received',
    cancel: 'Cancel the payment',
    cancelTransfer: 'Let the transfer expire',
    fail: 'Make the payment fail',
    transfer: 'Transfer details (test)',
    finished: 'This test payment is finished.',
    back: 'Back to the shop',
    resend: 'Send the notification again',
    resendHint: 'Did the shop miss the payment notification? Send it again.',
    pushRefused:
      'The shop did not confirm the payment notification. Send the notification again, or go back to the shop.',
    nothingToResend: 'This payment is not finished yet: there is no notification to send.',
    unknownAction: 'That action does not exist. Choose one of the buttons.',
    notFoundTitle: 'Payment not found',
    notFound: 'There is no test payment with this key.',
    states: {
      pending: 'Awaiting payment',
      paid: 'Paid',
      canceled: 'Canceled',
      failed: 'Failed',
      rejected: 'Rejected',
    },
  },
} as const;

const LOCALES: Record<PageLanguage, string> = { nl: 'nl-NL', de: 'de-DE', en: 'en-GB' };

/** Payment methods as shoppers know them; brand names are the same in every language. */
const METHOD_NAMES: Record<string, string | Record<PageLanguage, string>> = {
  ideal: 'iDEAL',
  creditcard: { nl: 'Creditcard', de: 'Kreditkarte', en: 'Credit card' },
  paypal: 'PayPal',
  In3: 'in3',
  Tinka: 'Tinka',
  klarnakp: 'Klarna',
  giftcard: { nl: 'Cadeaukaart', de: 'Geschenkkarte', en: 'Gift card' },
  applepay: 'Apple Pay',
  bancontactmrcash: 'Bancontact',
  sofortueberweisung: 'Sofort',
  eps: 'EPS',
  transfer: { nl: 'Overboeking', de: 'Überweisung', en: 'Bank transfer' },
  afterpay: 'Riverty',
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  maestro: 'Maestro',
  vvvgiftcard: 'VVV Cadeaukaart',
  fashioncheque: 'Fashioncheque',
  webshopgiftcard: 'Webshop Giftcard',
};

function methodName(service: string, language: PageLanguage): string {
  const name = METHOD_NAMES[service];
  if (name === undefined) return service;
  return typeof name === 'string' ? name : name[language];
}

/** The page language of a Buckaroo culture: nl-NL and de-DE have their own, anything else English. */
function languageOf(culture: string): PageLanguage {
  const language = culture.slice(0, 2).toLowerCase();
  return language === 'nl' || language === 'de' ? language : 'en';
}

/** The payment page of a transaction; `nonce` allows its one inline style sheet. */
export function renderPaymentPage(view: PaymentPageView, nonce: string): string {
  const language = languageOf(view.culture);
  const t = TEXTS[language];
  const amount = new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: view.currency,
  }).format(view.amount / 100);
  const rows: [string, string][] = [
    [t.shop, view.shopName],
    [t.invoice, view.invoice],
    [t.description, view.description],
    [t.amount, amount],
    [t.method, view.services.map((name) => methodName(name, language)).join(', ')],
    ...(view.issuer ? [[t.issuer, view.issuer] as [string, string]] : []),
    [t.status, t.states[view.state]],
  ];
  const notice = view.notice
    ? `<p class="notice" role="alert">${escapeHtml(
        view.notice === 'push-refused'
          ? t.pushRefused
          : view.notice === 'nothing-to-resend'
            ? t.nothingToResend
            : t.unknownAction,
      )}</p>`
    : '';
  const body =
    view.state === 'pending'
      ? `${view.instructions.length > 0 ? instructionsBlock(t.transfer, view.instructions) : ''}
    <section aria-labelledby="outcome">
      <h2 id="outcome">${escapeHtml(t.outcome)}</h2>
      <p>${escapeHtml(view.isTransfer ? t.chooseTransfer : t.choose)}</p>
      <form method="post" class="actions">
        <button type="submit" name="action" value="approve" class="approve">${escapeHtml(view.isTransfer ? t.approveTransfer : t.approve)}</button>
        <button type="submit" name="action" value="cancel">${escapeHtml(view.isTransfer ? t.cancelTransfer : t.cancel)}</button>
        <button type="submit" name="action" value="fail">${escapeHtml(t.fail)}</button>
      </form>
    </section>`
      : `<section aria-labelledby="outcome">
      <h2 id="outcome">${escapeHtml(t.outcome)}: ${escapeHtml(t.states[view.state])}</h2>
      <p>${escapeHtml(t.finished)}</p>
      <p><a class="back" href="${escapeHtml(view.returnUrl)}">${escapeHtml(t.back)}</a></p>
      <form method="post">
${view.notice === 'push-refused' ? '' : `\n        <p>${escapeHtml(t.resendHint)}</p>`}
        <button type="submit" name="action" value="resend">${escapeHtml(t.resend)}</button>
      </form>
    </section>`;
  return document(
    language,
    `${t.title}: ${view.invoice}`,
    nonce,
    t.banner,
    `<h1>${escapeHtml(t.title)}</h1>
    ${notice}
    <section aria-labelledby="details">
      <h2 id="details">${escapeHtml(t.details)}</h2>
      <dl>${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
    </section>
    ${body}`,
  );
}

/** The page for a key the provider does not know. */
export function renderNotFoundPage(language: PageLanguage, nonce: string): string {
  const t = TEXTS[language];
  return document(
    language,
    t.notFoundTitle,
    nonce,
    t.banner,
    `<h1>${escapeHtml(t.notFoundTitle)}</h1><p>${escapeHtml(t.notFound)}</p>`,
  );
}

/** Text made safe for HTML content and quoted attribute values. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function instructionsBlock(heading: string, parameters: BuckarooParameter[]): string {
  return `<section aria-labelledby="transfer">
      <h2 id="transfer">${escapeHtml(heading)}</h2>
      <dl>${parameters.map((p) => `<dt>${escapeHtml(p.Name)}</dt><dd>${escapeHtml(p.Value)}</dd>`).join('')}</dl>
    </section>`;
}

function document(
  language: PageLanguage,
  title: string,
  nonce: string,
  banner: string,
  main: string,
): string {
  return `<!doctype html>
<html lang="${language}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex, nofollow">
  <title>${escapeHtml(title)}</title>
  <style nonce="${escapeHtml(nonce)}">${STYLE}</style>
</head>
<body>
  <header class="banner"><p>${escapeHtml(banner)}</p></header>
  <main>
    ${main}
  </main>
</body>
</html>
`;
}

/** Black on yellow for the banner and dark text on white elsewhere: contrast well above 7:1. */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff}
.banner{background:repeating-linear-gradient(45deg,#ffd400 0 24px,#ffe45c 24px 48px);border-bottom:4px solid #1a1a1a;padding:1rem;text-align:center}
.banner p{margin:0;font-size:1.5rem;font-weight:800;letter-spacing:.02em}
main{max-width:36rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.75rem;margin:0 0 1rem}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
.notice{border:2px solid #a30000;background:#fff0f0;color:#7a0000;padding:.75rem;font-weight:600}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
button{font:inherit;padding:.6rem 1rem;border:2px solid #1a1a1a;border-radius:6px;background:#fff;color:#1a1a1a;cursor:pointer}
button.approve{background:#0b6b2f;border-color:#0b6b2f;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #0a4fd6;outline-offset:2px}
a{color:#0a4fd6}
`;
