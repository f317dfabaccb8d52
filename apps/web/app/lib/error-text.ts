/**
 * The one way the storefront shows a failed call to the shopper: by the answer's message key
 * (`meta.key`, packages/contracts messages.ts) and its parameters, in the page's language, from
 * the errors catalogue (app/i18n/<locale>/errors.json). The API's English (`result`) and raw
 * validation text are never shown: an answer without a key the catalogue knows reads as the
 * general "Something went wrong" message.
 */
import { ApiError } from './api.ts';
import { createTranslator, type Locale, type MessageKey, type Translate } from './i18n.ts';
import { loadMessageArea } from './message-areas.ts';

/** What a shopper reads for a failure the catalogue has no text for. */
export const GENERAL_ERROR_MESSAGE = 'Something went wrong please try again';

/**
 * The text of a failed call with a translator whose catalogue holds the errors area. A field
 * problem may have a text of its own for that field (`field.too_big@qty`: the quantity).
 */
export function translateError(t: Translate, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.unreachable) return t('You are offline');
    if (error.key) {
      const field = typeof error.params.field === 'string' ? error.params.field : '';
      const fieldName = field.split('.').pop();
      const candidates = fieldName ? [`${error.key}@${fieldName}`, error.key] : [error.key];
      for (const candidate of candidates) {
        // The translator answers the key itself when its catalogue has no text for it.
        if (t(candidate as MessageKey) !== candidate) {
          return t(candidate as MessageKey, error.params);
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
  return translateError(createTranslator(locale), error);
}
