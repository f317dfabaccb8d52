import { describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  type ErrorMessageKey,
  englishErrorMessage,
  errorMessageOfText,
  errorMessageParamNames,
} from './messages.ts';

const KEYS = Object.keys(ERROR_MESSAGES) as ErrorMessageKey[];

describe('the message keys of the API', () => {
  it('are namespaced lower-case names, each with a template', () => {
    for (const key of KEYS) {
      expect(key).toMatch(/^[a-z]+\.[a-z_]+$/);
      expect(ERROR_MESSAGES[key].trim()).not.toBe('');
    }
  });

  it('fill their placeholders with the parameters', () => {
    expect(englishErrorMessage('cart.only_available', { maxQuantity: 3 })).toBe(
      'Only 3 products of this type are available!',
    );
    expect(errorMessageParamNames('cart.carrier_unknown')).toEqual(['carrierCode', 'methodCode']);
  });

  it('find the key and parameters of every template filled with values', () => {
    for (const key of KEYS) {
      const names = errorMessageParamNames(key);
      // A template that is one placeholder alone is only ever thrown by its key.
      if (/^\{\w+\}$/.test(ERROR_MESSAGES[key])) continue;
      const params = Object.fromEntries(names.map((name, index) => [name, `v${index}x`]));
      const found = errorMessageOfText(englishErrorMessage(key, params));
      expect(found?.key, key).toBeDefined();
      // Two keys may share an English text (same words for the shopper); the text is the same.
      expect(englishErrorMessage(found!.key, found!.params)).toBe(englishErrorMessage(key, params));
    }
  });
});
