/**
 * The order mails' catalogue of the money rows (core order-money.ts): each row's label in Dutch
 * and German, and the shop's payment method titles that are words rather than brand names (a
 * brand, e.g. 'iDEAL', is written the same in both). The storefront has the same keys in its own
 * catalogue (order.json).
 */
import {
  fillMoneyLabel,
  formatPrice,
  type OrderMoneyLabel,
  type OrderMoneyRow,
  type PriceLocale,
} from '@shop/core';
import type { OrderMailMoneyRow as MailMoneyRow } from '../mail/order-notices.ts';

type MailLanguage = 'nl' | 'de';

const MONEY_LABELS: Record<MailLanguage, Record<OrderMoneyLabel, string>> = {
  nl: {
    Subtotal: 'Subtotaal',
    'Discount ({code})': 'Korting ({code})',
    'Discount {percent}% ({code})': 'Korting {percent}% ({code})',
    'Free shipping ({code})': 'Gratis verzending ({code})',
    Discount: 'Korting',
    Shipping: 'Verzendkosten',
    'Grand total': 'Totaal',
    'Incl. {rate}% VAT': 'Waarvan btw {rate}%',
    'Incl. VAT': 'Waarvan btw',
    'Gift card {code}': 'Cadeaubon {code}',
    'Reward points ({points})': 'Spaarpunten ({points})',
    'Gift cards and points': 'Cadeaubonnen en spaarpunten',
    'Paid by {method}': 'Betaling via {method}',
  },
  de: {
    Subtotal: 'Zwischensumme',
    'Discount ({code})': 'Rabatt ({code})',
    'Discount {percent}% ({code})': 'Rabatt {percent} % ({code})',
    'Free shipping ({code})': 'Kostenloser Versand ({code})',
    Discount: 'Rabatt',
    Shipping: 'Versandkosten',
    'Grand total': 'Gesamtsumme',
    'Incl. {rate}% VAT': 'Enthaltene MwSt. {rate} %',
    'Incl. VAT': 'Enthaltene MwSt.',
    'Gift card {code}': 'Geschenkkarte {code}',
    'Reward points ({points})': 'Treuepunkte ({points})',
    'Gift cards and points': 'Geschenkkarten und Treuepunkte',
    'Paid by {method}': 'Zahlung per {method}',
  },
};

/** Payment method titles that are words (the configured title is the key). */
const PAYMENT_METHOD_TITLES: Record<MailLanguage, Record<string, string>> = {
  nl: {
    'Credit card': 'Creditcard',
    'in3: pay in 3 terms': 'in3: betaal in 3 termijnen',
    'Bank transfer': 'Overboeking',
    'Riverty: pay afterwards': 'Riverty: achteraf betalen',
    'Gift card': 'Cadeaukaart',
    'Cash on delivery': 'Rembours',
    'No payment needed': 'Geen betaling nodig',
  },
  de: {
    'Credit card': 'Kreditkarte',
    'in3: pay in 3 terms': 'in3: in 3 Raten zahlen',
    'Bank transfer': 'Überweisung',
    'Riverty: pay afterwards': 'Riverty: später bezahlen',
    'Gift card': 'Geschenkkarte',
    'Cash on delivery': 'Nachnahme',
    'No payment needed': 'Keine Zahlung nötig',
  },
};

/** A payment method's title in the mail's language (a brand name as it is). */
export function paymentMethodTitle(title: string, locale: PriceLocale): string {
  return PAYMENT_METHOD_TITLES[languageOf(locale)][title] ?? title;
}

/** The rows of an order as its mails list them, in the language of the order's store view. */
export function mailMoneyRows(rows: readonly OrderMoneyRow[], locale: PriceLocale): MailMoneyRow[] {
  const language = languageOf(locale);
  return rows.map((row) => ({
    label: fillMoneyLabel(MONEY_LABELS[language][row.label], {
      ...row.params,
      ...(typeof row.params.method === 'string'
        ? { method: paymentMethodTitle(row.params.method, locale) }
        : {}),
    }),
    amount: formatPrice(row.amount / 100, locale),
  }));
}

const languageOf = (locale: PriceLocale): MailLanguage => (locale === 'de-DE' ? 'de' : 'nl');
