/**
 * The shop's orders in Buckaroo's terms and back: the transaction request of an order (return
 * and push addresses, the service with the iDEAL bank the shopper chose, Riverty's buyer data,
 * card and gift-card brands chosen on the provider's page), what the shop reads of an answer
 * (refusals, transfer instructions) and the part of it the storefront receives.
 */
import type { BuckarooResponse, OrderBody, PaymentInstructions } from '@shop/contracts';
import { fromCents, orderAmountDue, type PaymentMethodDefinition } from '@shop/core';
import type { schema } from '@shop/db';
import type {
  BuckarooParameter,
  BuckarooTransactionRequest,
  BuckarooTransactionResponse,
} from './buckaroo-types.ts';
import type { ReturnTarget } from './options.ts';
import type { PaymentRow } from './repository.ts';

type OrderRow = typeof schema.orders.$inferSelect;

/** Buckaroo's transaction request for an order (amounts in euros, URLs absolute). */
export function transactionRequest(
  order: OrderRow,
  method: PaymentMethodDefinition,
  input: {
    issuer: string | null;
    clientIp: string | null;
    returnTo: ReturnTarget;
    pushUrl: string;
  },
): BuckarooTransactionRequest {
  // The return pages of the store view the shopper checked out in (German under /de).
  const prefix = input.returnTo.view.code === 'de' ? '/de' : '';
  const base = `${input.returnTo.origin}${prefix}`;
  const hash = encodeURIComponent(order.orderHash);
  const request: BuckarooTransactionRequest = {
    Currency: order.currency,
    // The remainder: what the order's gift cards paid is not asked for again.
    AmountDebit: fromCents(orderAmountDue(order)),
    Invoice: order.incrementId,
    Order: order.incrementId,
    Description: `Kindershop ${order.incrementId}`,
    ReturnURL: `${base}/checkout-return?order_hash=${hash}`,
    ReturnURLCancel: `${base}/checkout-failed?order_hash=${hash}&reason=canceled`,
    ReturnURLError: `${base}/checkout-failed?order_hash=${hash}&reason=error`,
    ReturnURLReject: `${base}/checkout-failed?order_hash=${hash}&reason=rejected`,
    PushURL: input.pushUrl,
  };
  if (input.clientIp) {
    request.ClientIP = { Type: input.clientIp.includes(':') ? 1 : 0, Address: input.clientIp };
  }
  const service = method.serviceCode as string;
  if (service === 'creditcard' || service === 'giftcard') {
    // The shopper picks the card brand on the provider's page.
    request.ServicesSelectableByClient =
      service === 'creditcard'
        ? 'amex,mastercard,visa,maestro'
        : 'vvvgiftcard,fashioncheque,webshopgiftcard';
    request.ContinueOnIncomplete = 1;
    return request;
  }
  const parameters: BuckarooParameter[] = [];
  if (input.issuer) parameters.push({ Name: 'issuer', Value: input.issuer });
  if (service === 'afterpay') parameters.push(...rivertyParameters(order));
  request.Services = { ServiceList: [{ Name: service, Action: 'Pay', Parameters: parameters }] };
  return request;
}

/** The provider's answer to a payment still pending, rebuilt for a repeated start. */
export function pendingResponse(payment: PaymentRow, isTest: boolean): BuckarooTransactionResponse {
  return {
    Key: payment.transactionKey as string,
    Status: {
      Code: { Code: payment.statusCode ?? 791, Description: 'Pending processing' },
      DateTime: payment.updatedAt.toISOString(),
    },
    RequiredAction: payment.redirectUrl
      ? { Name: 'Redirect', Type: 'Redirect', RedirectURL: payment.redirectUrl }
      : null,
    Invoice: '',
    ServiceCode: payment.serviceCode,
    IsTest: isTest,
    Currency: payment.currency,
    AmountDebit: fromCents(payment.amount),
  };
}

/** The text of a refused transaction request (Buckaroo's RequestErrors), or null. */
export function requestErrorText(response: BuckarooTransactionResponse): string | null {
  const errors = response.RequestErrors;
  if (!errors) return null;
  const messages = [
    ...(errors.ChannelErrors ?? []),
    ...(errors.ServiceErrors ?? []),
    ...(errors.ActionErrors ?? []),
    ...(errors.ParameterErrors ?? []),
    ...(errors.CustomParameterErrors ?? []),
  ].map((error) => error.ErrorMessage);
  return messages.length > 0 ? messages.join(' ') : null;
}

/** Transfer instructions from the provider's answer (its service parameters). */
export function instructionsOf(
  response: BuckarooTransactionResponse,
  isTestProvider: boolean,
): PaymentInstructions | null {
  if (response.RequiredAction?.RedirectURL) return null;
  const parameters = response.Services?.flatMap((service) => service.Parameters ?? []) ?? [];
  if (parameters.length === 0) return null;
  const value = (name: string) =>
    parameters.find((p) => p.Name.toLowerCase() === name.toLowerCase())?.Value;
  const instructions: PaymentInstructions = {};
  const iban = value('IBAN');
  const bic = value('BIC');
  const holder = value('AccountHolderName');
  const reference = value('PaymentReference');
  const amount = value('Amount');
  if (iban) instructions.iban = iban;
  if (bic) instructions.bic = bic;
  if (holder) instructions.account_holder = holder;
  if (reference) instructions.reference = reference;
  if (amount && Number.isFinite(Number(amount))) instructions.amount = Number(amount);
  if (Object.keys(instructions).length === 0) return null;
  if (isTestProvider && response.Key) {
    instructions.test_page_url = `/test-payment/pay/${encodeURIComponent(response.Key)}`;
  }
  return instructions;
}

/**
 * The provider's answer as the storefront receives it: the transaction, its status and where to
 * send the shopper (a redirect without a name is Buckaroo's 'Redirect').
 */
export function storefrontResponse(response: BuckarooTransactionResponse): BuckarooResponse {
  return {
    Key: response.Key,
    Status: { Code: response.Status.Code, DateTime: response.Status.DateTime },
    RequiredAction: response.RequiredAction?.RedirectURL
      ? {
          Name: response.RequiredAction.Name || 'Redirect',
          Type: response.RequiredAction.Type || 'Redirect',
          RedirectURL: response.RequiredAction.RedirectURL,
        }
      : null,
    ServiceCode: response.ServiceCode ?? null,
    IsTest: response.IsTest,
  };
}

/**
 * The iDEAL issuer the shopper chose: in the payment call's additional data, else in the
 * order's (its address information first). Each may be an object with `issuer` or, as the
 * cart call sends it, a list of JSON strings.
 */
export function chosenIssuer(additional: unknown, order: OrderBody): string | null {
  for (const source of [
    additional,
    order.addressInformation.payment_method_additional,
    order.payment_method_additional,
  ]) {
    const issuer = readIssuer(source);
    if (issuer) return issuer;
  }
  return null;
}

function readIssuer(source: unknown): string | null {
  if (!source) return null;
  if (Array.isArray(source)) {
    for (const entry of source) {
      const issuer = readIssuer(typeof entry === 'string' ? parseJsonOrNull(entry) : entry);
      if (issuer) return issuer;
    }
    return null;
  }
  if (typeof source === 'object') {
    const value = (source as Record<string, unknown>).issuer;
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  }
  return null;
}

function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** What Riverty (Afterpay) needs of the buyer: the billing person and address. */
function rivertyParameters(order: OrderRow): BuckarooParameter[] {
  const billing = order.billingAddress as Record<string, unknown>;
  const street = Array.isArray(billing.street) ? (billing.street as string[]) : [];
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  const fields: [string, string][] = [
    ['Category', 'Person'],
    ['FirstName', text(billing.firstname)],
    ['LastName', text(billing.lastname)],
    ['Street', text(street[0])],
    ['StreetNumber', text(street[1])],
    ['StreetNumberAdditional', text(street[2])],
    ['PostalCode', text(billing.postcode)],
    ['City', text(billing.city)],
    ['Country', text(billing.country_id)],
    ['Email', order.customerEmail],
    ['Phone', text(billing.telephone)],
  ];
  return fields
    .filter(([, value]) => value !== '')
    .map(([Name, Value]) => ({ Name, Value, GroupType: 'BillingCustomer', GroupID: '' }));
}
