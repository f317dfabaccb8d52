/**
 * How the order screens say money, times and the API's refusals: amounts in the operator's
 * language, refusals by their key where the back office has the text (shop.orderadmin.errors),
 * else the API's English text naming the field.
 */
import { HttpError } from 'react-admin';

export function money(cents: number, locale: string, currency = 'EUR'): string {
  return new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    style: 'currency',
    currency,
  }).format(cents / 100);
}

export function when(iso: string | null, locale: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** The API's refusals of the order and return calls the back office says itself. */
const ERROR_TEXTS: Record<string, string> = {
  'orderadmin.not_found': 'not_found',
  'orderadmin.step_not_allowed': 'step_not_allowed',
  'orderadmin.not_pickup': 'not_pickup',
  'orderadmin.pickup_order': 'pickup_order',
  'orderadmin.money_missing': 'money_missing',
  'orderadmin.not_paid': 'not_paid',
  'orderadmin.nothing_to_refund': 'nothing_to_refund',
  'orderadmin.line_unknown': 'line_unknown',
  'orderadmin.line_duplicate': 'line_duplicate',
  'orderadmin.qty_too_many': 'qty_too_many',
  'orderadmin.outside_provider': 'outside_provider',
  'orderadmin.exceeds_provider': 'exceeds_provider',
  'orderadmin.refund_refused': 'refund_refused',
  'orderadmin.refund_in_progress': 'refund_in_progress',
  'orderadmin.request_key_reused': 'request_key_reused',
  'orderadmin.refund_unanswered': 'refund_unanswered',
  'orderadmin.refund_unsettled': 'refund_unsettled',
  'orderadmin.refund_not_found': 'refund_not_found',
  'orderadmin.refund_not_settleable': 'refund_not_settleable',
  'return.not_found': 'return_not_found',
  'return.state_change_invalid': 'return_state_change_invalid',
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A refused call in words: a known key of the orders API with its parameters in the operator's
 * language; a missing role, a session or a network fault as api.ts names them; else the text.
 */
export function refusalText(error: unknown, translate: Translate): string {
  if (error instanceof HttpError) {
    const body = error.body as { meta?: { key?: string; params?: Record<string, string> } } | null;
    const key = body?.meta?.key;
    const known = key ? ERROR_TEXTS[key] : undefined;
    if (known) {
      return translate(`shop.orderadmin.errors.${known}`, {
        ...body?.meta?.params,
        _: error.message,
      });
    }
    return translate(error.message, { _: error.message });
  }
  return error instanceof Error ? error.message : String(error);
}

/** A fresh key for one attempt of a refund or cancel: retries of that attempt send it again. */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
