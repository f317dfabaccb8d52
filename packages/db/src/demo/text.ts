/** Text helpers for the demo catalogue: url keys, capitalisation, EAN-13 codes. */

import { gs1CheckDigit, isValidEan13, toEan13 } from '@shop/core';

const GERMAN_FOLDS: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'ae',
  Ö: 'oe',
  Ü: 'ue',
  ß: 'ss',
};

/**
 * A url key: lower-case a-z, 0-9 and single hyphens. German umlauts become ae/oe/ue and ß ss,
 * other accents are dropped ('één' → 'een'), '+' becomes 'plus' and '&' 'en'/'und'.
 */
export function slugify(text: string, language: 'nl' | 'de' = 'nl'): string {
  return text
    .replace(/[äöüÄÖÜß]/g, (c) => GERMAN_FOLDS[c] ?? c)
    .replace(/\+/g, ' plus ')
    .replace(/&/g, language === 'de' ? ' und ' : ' en ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function capitalize(text: string): string {
  return text.length === 0 ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/** The GS1 check digit of the first 12 digits of an EAN-13 (the rule lives in core). */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 body must be 12 digits: ${first12}`);
  return gs1CheckDigit(first12);
}

export { isValidEan13, toEan13 };

/** Escapes text for use inside HTML element content. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
