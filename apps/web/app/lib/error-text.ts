/**
 * The one way the storefront shows a failed call to the shopper: by the answer's message key
 * (`meta.key`, packages/contracts messages.ts) and its parameters, in the page's language, from
 * the errors catalogue (app/i18n/<locale>/errors.json). The API's English (`result`) and raw
 * validation text are never shown: an answer without a key the catalogue knows reads as the
 * general "Something went wrong" message. Parameters that are numbers or amounts are written in
 * the page's locale ("10.000", amounts in the shop's money format).
 */
// The message list alone: the package's schemas (zod) stay out of the browser's code.
import {
  ERROR_MESSAGE_PARAM_FORMATS,
  type ErrorMessageKey,
  type MessageParamValues,
} from '@shop/contracts/messages';
import { formatPrice } from '@shop/core';
import { ApiError } from './api.ts';
import { createTranslator, type Locale, type MessageKey, type Translate } from './i18n.ts';
import { loadMessageArea } from './message-areas.ts';

/** What a shopper reads for a failure the catalogue has no text for. */
export const GENERAL_ERROR_MESSAGE = 'Something went wrong please try again';

/**
 * The text of a failed call in a locale, with a translator whose catalogue holds the errors
 * area. A field problem may have a text of its own for that field (`field.too_big@qty`: the
 * quantity).
 */
export function translateError(locale: Locale, t: Translate, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.unreachable) return t('You are offline');
    if (error.key) {
      const field = typeof error.params.field === 'string' ? error.params.field : '';
      const fieldName = field.split('.').pop();
      const candidates = fieldName ? [`${error.key}@${fieldName}`, error.key] : [error.key];
      for (const candidate of candidates) {
        // The translator answers the key itself when its catalogue has no text for it.
        if (t(candidate as MessageKey) !== candidate) {
          return t(candidate as MessageKey, formatParams(error.key, error.params, locale));
        }
      }
    }
  }
  return t(GENERAL_ERROR_MESSAGE);
}

/** The text of a failed call in a locale, after loading the errors catalogue (once). */
export async function errorText(locale: Locale, error: unknown): Promise<string> {
  try {
    await loadMessageArea(locale, 'errors');
  } catch {
    // Without the catalogue the general message still reads in the page's language.
  }
  return translateError(locale, createTranslator(locale), error);
}

/** A plain decimal as the API writes numbers into parameters ("10000", "21474836.47"). */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * The parameters of a key with its numbers (contracts' ERROR_MESSAGE_PARAM_FORMATS) in the
 * locale's digits and its amounts in the shop's money format; any other parameter, and a value
 * that is not a plain number, stays as it came.
 */
function formatParams(key: string, params: MessageParamValues, locale: Locale): MessageParamValues {
  // Looked up in the formats alone: the keys' English templates stay out of the browser's code.
  const formats: Partial<Record<string, 'number' | 'euros'>> = Object.hasOwn(
    ERROR_MESSAGE_PARAM_FORMATS,
    key,
  )
    ? (ERROR_MESSAGE_PARAM_FORMATS[key as ErrorMessageKey] ?? {})
    : {};
  const numbers = new Intl.NumberFormat(locale);
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      const format = formats[name];
      const text = String(value);
      if (!format || !PLAIN_NUMBER.test(text)) return [name, value];
      const amount = Number(text);
      return [name, format === 'euros' ? formatPrice(amount, locale) : numbers.format(amount)];
    }),
  );
}
