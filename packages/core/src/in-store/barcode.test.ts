import { describe, expect, it } from 'vitest';
import { checkBarcode, ean13CheckDigit } from './barcode.ts';

describe('ean13CheckDigit', () => {
  it('computes the check digit of a known EAN-13', () => {
    // 4006381333931 is a printed EAN-13 whose last digit is 1.
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('871234567890')).toBe(6);
  });
});

describe('checkBarcode', () => {
  it('accepts an EAN-13 with its check digit, spaces ignored', () => {
    expect(checkBarcode(' 4006381 333931 ')).toEqual({
      ok: true,
      kind: 'ean13',
      code: '4006381333931',
    });
  });

  it('refuses an EAN-13 whose check digit does not match', () => {
    expect(checkBarcode('4006381333932')).toEqual({ ok: false, problem: 'check_digit' });
  });

  it('takes other codes of letters, digits and dashes as a store barcode', () => {
    expect(checkBarcode('OS-12345')).toEqual({ ok: true, kind: 'os_barcode', code: 'OS-12345' });
    expect(checkBarcode('12345678')).toEqual({ ok: true, kind: 'os_barcode', code: '12345678' });
  });

  it('refuses an empty code and codes with other characters', () => {
    expect(checkBarcode('   ')).toEqual({ ok: false, problem: 'empty' });
    expect(checkBarcode('12/34')).toEqual({ ok: false, problem: 'characters' });
    expect(checkBarcode('1'.repeat(65))).toEqual({ ok: false, problem: 'characters' });
  });
});
