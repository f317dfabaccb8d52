/**
 * What the test provider accepts of a transaction request, as Buckaroo's JSON API takes it: the
 * body's schema, the services it knows by their Buckaroo names, and which service a request
 * chooses (or the request errors Buckaroo would answer).
 */
import { z } from 'zod';
import type { BuckarooTransactionResponse } from '../buckaroo-types.ts';

type RequestErrors = NonNullable<BuckarooTransactionResponse['RequestErrors']>;

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .max(2000, 'must be at most 2000 characters');

/** The part of Buckaroo's transaction request the test provider reads; the rest is ignored. */
export const TestTransactionRequest = z.looseObject({
  Currency: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code'),
  AmountDebit: z
    .number()
    .positive()
    .max(1_000_000)
    .refine((amount) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6, {
      error: 'must have at most two decimals',
    }),
  Invoice: z.string().trim().min(1).max(100),
  Order: z.string().max(100).optional(),
  Description: z.string().max(500).default(''),
  ReturnURL: httpUrl,
  ReturnURLCancel: httpUrl.optional(),
  ReturnURLError: httpUrl.optional(),
  ReturnURLReject: httpUrl.optional(),
  PushURL: httpUrl,
  ServicesSelectableByClient: z.string().max(500).optional(),
  Services: z
    .looseObject({
      ServiceList: z
        .array(
          z.looseObject({
            Name: z.string().max(100),
            Action: z.string().max(100),
            Parameters: z
              .array(z.looseObject({ Name: z.string().max(100), Value: z.string().max(1000) }))
              .max(50)
              .optional(),
          }),
        )
        .max(10),
    })
    .optional(),
});
export type TestTransactionRequest = z.infer<typeof TestTransactionRequest>;

/** Services paid on a page of the provider, by their Buckaroo names. */
const REDIRECT_SERVICES = [
  'ideal',
  'creditcard',
  'paypal',
  'In3',
  'Tinka',
  'klarnakp',
  'giftcard',
  'applepay',
  'bancontactmrcash',
  'sofortueberweisung',
  'eps',
];
/** Card brands a shop lets the shopper choose from (ServicesSelectableByClient). */
const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'maestro',
  'vpay',
  'visaelectron',
  'cartebleuevisa',
  'cartebancaire',
  'dankort',
  'nexi',
  'postepay',
];
/**
 * Gift card brands a shop lets the shopper choose from (ServicesSelectableByClient): the card's
 * number and PIN are entered on the provider's page, as with card brands.
 */
const GIFT_CARD_BRANDS = ['vvvgiftcard', 'fashioncheque', 'webshopgiftcard'];
export const TRANSFER = 'transfer';
export const RIVERTY = 'afterpay';
const byLowerCaseName = (names: string[]) =>
  new Map(names.map((name) => [name.toLowerCase(), name]));
/** Buckaroo names by their lower case: the shop may spell 'In3' as 'in3'. */
const KNOWN_SERVICES = byLowerCaseName([
  ...REDIRECT_SERVICES,
  ...CARD_BRANDS,
  ...GIFT_CARD_BRANDS,
  TRANSFER,
  RIVERTY,
]);
/** Only services with a page can be left to the shopper's choice. */
const SELECTABLE_SERVICES = byLowerCaseName([
  ...REDIRECT_SERVICES,
  ...CARD_BRANDS,
  ...GIFT_CARD_BRANDS,
]);

const NOT_AVAILABLE = 'This service is not available in the test provider.';
const NOT_SELECTABLE = 'Only services paid on a page can be left to the shopper.';
const NO_SERVICE = 'No service was given (Services.ServiceList or ServicesSelectableByClient).';
const ONLY_PAY = 'The test provider supports only the action Pay.';

/**
 * The service a request names (the first of its list), with its iDEAL issuer; or the request
 * errors Buckaroo would give. A choice left to the shopper (ServicesSelectableByClient) is kept
 * as its comma-separated list.
 */
export function chooseService(
  request: TestTransactionRequest,
): { service: string; issuer: string | null } | { error: RequestErrors; named: string } {
  const refused = (named: string, error: RequestErrors) => ({
    named: named.slice(0, 100) || 'none',
    error,
  });
  const [first] = request.Services?.ServiceList ?? [];
  if (first) {
    const service = KNOWN_SERVICES.get(first.Name.toLowerCase());
    if (!service) {
      return refused(first.Name, {
        ServiceErrors: [{ Name: first.Name, ErrorMessage: NOT_AVAILABLE }],
      });
    }
    if (first.Action.toLowerCase() !== 'pay') {
      return refused(service, {
        ActionErrors: [{ Service: service, Name: first.Action, ErrorMessage: ONLY_PAY }],
      });
    }
    const issuer =
      service === 'ideal'
        ? (first.Parameters?.find((p) => p.Name.toLowerCase() === 'issuer')?.Value.trim() ?? '')
        : '';
    return { service, issuer: issuer === '' ? null : issuer.toUpperCase() };
  }
  const choices = (request.ServicesSelectableByClient ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (choices.length === 0) {
    return refused('none', { ServiceErrors: [{ Name: '', ErrorMessage: NO_SERVICE }] });
  }
  const wrong = choices.find((name) => !SELECTABLE_SERVICES.has(name.toLowerCase()));
  if (wrong !== undefined) {
    return refused(wrong, { ServiceErrors: [{ Name: wrong, ErrorMessage: NOT_SELECTABLE }] });
  }
  return {
    service: choices.map((name) => SELECTABLE_SERVICES.get(name.toLowerCase())).join(','),
    issuer: null,
  };
}

/**
 * A refund request as Buckaroo's JSON API takes it: AmountCredit, the key of the payment it pays
 * back and that payment's service with the action Refund.
 */
export const TestRefundRequest = z.looseObject({
  Currency: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code'),
  AmountCredit: z
    .number()
    .positive()
    .max(1_000_000)
    .refine((amount) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6, {
      error: 'must have at most two decimals',
    }),
  Invoice: z.string().trim().min(1).max(100),
  Description: z.string().max(500).default(''),
  OriginalTransactionKey: z.string().trim().min(1).max(64),
  PushURL: httpUrl.optional(),
  Services: z.looseObject({
    ServiceList: z
      .array(z.looseObject({ Name: z.string().max(100), Action: z.string().max(100) }))
      .min(1)
      .max(10),
  }),
});
export type TestRefundRequest = z.infer<typeof TestRefundRequest>;

/** Whether a transaction request pays back (AmountCredit) instead of asking for money. */
export function isRefundRequest(json: unknown): boolean {
  return typeof json === 'object' && json !== null && 'AmountCredit' in json;
}
