/**
 * What a typed or scanned barcode is (secondary-areas §5: the scan looks products up by ean_code
 * or os_barcode). Thirteen digits are an EAN-13 and must carry their check digit; anything else of
 * letters, digits and dashes is a store's own barcode (os_barcode).
 */

export type BarcodeKind = 'ean13' | 'os_barcode';

export type BarcodeCheck =
  | { ok: true; kind: BarcodeKind; code: string }
  | { ok: false; problem: 'empty' | 'check_digit' | 'characters' };

/** The longest barcode the shop accepts (the API's limit for a code). */
export const BARCODE_MAX_LENGTH = 64;

/** The EAN-13 check digit of the first twelve digits: weights 1 and 3 alternating, mod 10. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let index = 0; index < 12; index += 1) {
    sum += Number(first12[index]) * (index % 2 === 0 ? 1 : 3);
  }
  return (10 - (sum % 10)) % 10;
}

/** Checks a barcode as typed: spaces are ignored, an EAN-13's check digit must match. */
export function checkBarcode(input: string): BarcodeCheck {
  const code = input.replace(/\s+/g, '');
  if (code === '') return { ok: false, problem: 'empty' };
  if (code.length > BARCODE_MAX_LENGTH || !/^[A-Za-z0-9-]+$/.test(code)) {
    return { ok: false, problem: 'characters' };
  }
  if (/^\d{13}$/.test(code)) {
    return ean13CheckDigit(code) === Number(code[12])
      ? { ok: true, kind: 'ean13', code }
      : { ok: false, problem: 'check_digit' };
  }
  return { ok: true, kind: 'os_barcode', code };
}
