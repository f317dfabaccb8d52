import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gs1CheckDigit,
  isStoreRangeEan13,
  isValidEan8,
  isValidEan13,
  normaliseScannedCode,
  toEan13,
} from './barcode.ts';

describe('GS1 check digits', () => {
  it('computes the check digit of EAN-13 and EAN-8 bodies', () => {
    // Published examples: 4006381333931 (EAN-13), 73513537 (EAN-8).
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('7351353')).toBe(7);
    expect(toEan13('871234567890')).toBe('8712345678906');
  });

  it('accepts a code with its check digit and refuses every other last digit', () => {
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan8('73513537')).toBe(true);
    expect(isValidEan8('73513536')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(isValidEan13('40063813339a1')).toBe(false);
  });

  it('finds every single changed digit of an EAN-13', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{12}$/),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 9 }),
        (body, position, shift) => {
          const code = toEan13(body);
          const changed = String((Number(code[position]) + shift) % 10);
          const wrong = code.slice(0, position) + changed + code.slice(position + 1);
          expect(isValidEan13(code)).toBe(true);
          expect(isValidEan13(wrong)).toBe(false);
        },
      ),
    );
  });

  it('tells the restricted-circulation range 20–29 (a retailer’s own codes)', () => {
    expect(isStoreRangeEan13(toEan13('210000000042'))).toBe(true);
    expect(isStoreRangeEan13('8712345678906')).toBe(false);
  });
});

describe('normaliseScannedCode', () => {
  it('strips line ends, spaces, dashes and a symbology prefix from a GS1 code', () => {
    for (const input of [
      '8712345678906',
      ' 8712345678906\r\n',
      '\t8712345678906',
      '87 1234 5678 906',
      '8-712345-678906',
      ']E08712345678906',
    ]) {
      expect(normaliseScannedCode(input)).toEqual({
        ok: true,
        code: '8712345678906',
        kind: 'ean_code',
      });
    }
  });

  it('refuses a GS1 code whose check digit is wrong', () => {
    expect(normaliseScannedCode('8712345678907')).toEqual({ ok: false, reason: 'check_digit' });
    expect(normaliseScannedCode('73513536')).toEqual({ ok: false, reason: 'check_digit' });
  });

  it('reads a UPC-A as the EAN-13 with a leading 0 and keeps an EAN-8', () => {
    expect(normaliseScannedCode('036000291452')).toEqual({
      ok: true,
      code: '0036000291452',
      kind: 'ean_code',
    });
    expect(normaliseScannedCode('73513537')).toEqual({
      ok: true,
      code: '73513537',
      kind: 'ean_code',
    });
  });

  it('names an in-store code: the restricted range or a till’s own letters and digits', () => {
    const own = toEan13('210000000042');
    expect(normaliseScannedCode(own)).toEqual({ ok: true, code: own, kind: 'os_barcode' });
    expect(normaliseScannedCode(' OS-4711 \n')).toEqual({
      ok: true,
      code: 'OS-4711',
      kind: 'os_barcode',
    });
  });

  it('refuses empty input and input that is no code', () => {
    expect(normaliseScannedCode(' \r\n')).toEqual({ ok: false, reason: 'empty' });
    expect(normaliseScannedCode('<script>')).toEqual({ ok: false, reason: 'format' });
    expect(normaliseScannedCode('A'.repeat(33))).toEqual({ ok: false, reason: 'format' });
  });
});
