import {
  ERROR_MESSAGES,
  type ErrorMessageKey,
  errorMessageParamNames,
  fillTemplate,
} from '@shop/contracts';
import { formatPrice } from '@shop/core';
import { describe, expect, it } from 'vitest';
import deErrors from '../i18n/de-DE/errors.json';
import nlErrors from '../i18n/nl-NL/errors.json';
import { ApiError } from './api.ts';
import { GENERAL_ERROR_MESSAGE, translateError } from './error-text.ts';
import type { Translate } from './i18n.ts';

const CATALOGUES = { 'nl-NL': nlErrors, 'de-DE': deErrors } as Record<
  string,
  Record<string, string>
>;
const KEYS = Object.keys(ERROR_MESSAGES) as ErrorMessageKey[];
const GENERAL = { 'nl-NL': 'Er ging iets mis', 'de-DE': 'Etwas ist schiefgelaufen' };

/** A translator over one errors catalogue, plus the general texts of the root catalogue. */
function translatorOf(messages: Record<string, string>): Translate {
  const all: Record<string, string> = {
    ...messages,
    [GENERAL_ERROR_MESSAGE]: 'GENERAL',
    'You are offline': 'OFFLINE',
  };
  return (key, values) => fillTemplate(all[key] ?? key, values);
}

describe('the errors catalogues', () => {
  for (const [locale, catalogue] of Object.entries(CATALOGUES)) {
    it(`${locale} has a text for every message key of the API`, () => {
      const missing = KEYS.filter((key) => !catalogue[key]?.trim());
      expect(missing).toEqual([]);
    });

    it(`${locale} has no key the API does not have (a field variant names a known key)`, () => {
      const unknown = Object.keys(catalogue).filter(
        (key) => !Object.hasOwn(ERROR_MESSAGES, key.split('@')[0]!),
      );
      expect(unknown).toEqual([]);
    });

    it(`${locale} uses only placeholders its key's English template has`, () => {
      const wrong = Object.entries(catalogue).flatMap(([key, text]) => {
        const names = new Set(errorMessageParamNames(key.split('@')[0] as ErrorMessageKey));
        // A field problem's own text may use the field's parameters too.
        names.add('field');
        const used = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
        return used.filter((name) => !names.has(name)).map((name) => `${key}: {${name}}`);
      });
      expect(wrong).toEqual([]);
    });
  }
});

describe('translateError: the shopper reads a failed call by its message key', () => {
  const t = translatorOf(nlErrors);

  it('fills the parameters of a keyed answer into the translation', () => {
    const error = new ApiError(
      'Only 3 products of this type are available!',
      400,
      false,
      'cart.only_available',
      {
        maxQuantity: '3',
      },
    );
    expect(translateError('nl-NL', t, error)).toBe(
      'Er zijn nog maar 3 stuks van dit product beschikbaar!',
    );
  });

  it('takes a field problem’s own text for that field (the quantity) over the general one', () => {
    const error = new ApiError(
      'Invalid request: body.cartItem.qty: …',
      400,
      false,
      'field.too_big',
      {
        field: 'cartItem.qty',
        maximum: '10000',
      },
    );
    expect(translateError('nl-NL', t, error)).toBe(
      'Je kunt maximaal 10.000 stuks van een product bestellen.',
    );
  });

  it('formats a numeric parameter in the page’s locale: 10.000 in nl and de', () => {
    const error = new ApiError(
      'Only 10000 products of this type are available!',
      400,
      false,
      'cart.only_available',
      {
        maxQuantity: '10000',
      },
    );
    expect(translateError('nl-NL', t, error)).toBe(
      'Er zijn nog maar 10.000 stuks van dit product beschikbaar!',
    );
    expect(translateError('de-DE', translatorOf(deErrors), error)).toBe(
      'Von diesem Produkt sind nur noch 10.000 Stück verfügbar!',
    );
  });

  it('formats an amount parameter as the shop’s money, in both locales', () => {
    const error = new ApiError(
      'Filter "price" takes an amount in euros up to 21474836.47',
      400,
      false,
      'catalog.filter_amount',
      {
        field: 'price',
        max: '21474836.47',
      },
    );
    expect(translateError('nl-NL', t, error)).toBe(
      `Dit filter werkt met een bedrag tot ${formatPrice(21474836.47, 'nl-NL')}.`,
    );
    expect(translateError('de-DE', translatorOf(deErrors), error)).toContain(
      formatPrice(21474836.47, 'de-DE'),
    );
    expect(formatPrice(21474836.47, 'nl-NL')).toBe('€ 21.474.836,47');
  });

  it('leaves a parameter that is text as it is, digits or not (a coupon code)', () => {
    const error = new ApiError(
      'The coupon code "10000" is not valid.',
      400,
      false,
      'coupon.not_valid',
      {
        code: '10000',
      },
    );
    expect(translateError('nl-NL', t, error)).toBe('De kortingscode „10000” is niet geldig.');
  });

  it('shows the general message, never the English, for an unknown key or no key', () => {
    const unknown = new ApiError('Some new English text', 400, false, 'cart.brand_new_rule', {});
    const none = new ApiError('Invalid request: body.cartItem.qty: too big', 400);
    expect(translateError('nl-NL', t, unknown)).toBe('GENERAL');
    expect(translateError('nl-NL', t, none)).toBe('GENERAL');
    expect(translateError('nl-NL', t, new Error('boom'))).toBe('GENERAL');
  });

  it('says the shopper is offline when the API was not reached', () => {
    expect(translateError('nl-NL', t, new ApiError('fetch failed', 502, true))).toBe('OFFLINE');
  });

  it('has the general message in both root catalogues', async () => {
    const nl = (await import('../i18n/nl-NL/account.json')).default as Record<string, string>;
    const de = (await import('../i18n/de-DE/account.json')).default as Record<string, string>;
    expect(nl[GENERAL_ERROR_MESSAGE]).toContain(GENERAL['nl-NL']);
    expect(de[GENERAL_ERROR_MESSAGE]).toContain(GENERAL['de-DE']);
  });
});
