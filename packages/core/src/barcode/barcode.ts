/**
 * Barcodes a scanner or a till reads off a product: GS1 codes (EAN-13, EAN-8 and UPC-A, which is
 * an EAN-13 with a leading 0) with their check digit, and the shop's own in-store codes
 * (`os_barcode`). In-store codes are EAN-13s in the GS1 restricted-circulation range 20–29,
 * which GS1 leaves to a retailer for its own items; any other letters-and-digits code a till
 * prints (no GS1 shape) is an in-store code too.
 */

/** Which product field a scanned code is looked up in first. */
export type BarcodeKind = 'ean_code' | 'os_barcode';

/**
 * Visibilities of a product a shopper can scan on the shelf and open on the in-store page: shown
 * in the catalogue (2), in search (3) or both (4); a variant's own document (1) never is.
 */
export const SCANNABLE_VISIBILITY: readonly number[] = [2, 3, 4];

export type ScannedCode =
  | {
      ok: true;
      /** The code as stored on products: GS1 codes as 13 or 8 digits, others without spaces. */
      code: string;
      /** The field it names first; a code of the restricted range may also be an ean_code. */
      kind: BarcodeKind;
    }
  | { ok: false; reason: 'empty' | 'check_digit' | 'format' };

/** Longest in-store code accepted (till systems print short codes). */
export const MAX_STORE_CODE_LENGTH = 32;

/**
 * The GS1 check digit of the digits of a code without its check digit (12 for EAN-13, 7 for
 * EAN-8): from the right, digits are weighted 3, 1, 3, …; the check digit makes the sum a
 * multiple of 10.
 */
export function gs1CheckDigit(body: string): number {
  if (!/^\d+$/.test(body)) throw new RangeError(`A GS1 code body holds digits only: ${body}`);
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a code is 13 digits whose last is the GS1 check digit of the first 12. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && gs1CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** Whether a code is 8 digits whose last is the GS1 check digit of the first 7. */
export function isValidEan8(code: string): boolean {
  return /^\d{8}$/.test(code) && gs1CheckDigit(code.slice(0, 7)) === Number(code[7]);
}

/** A full EAN-13 from its 12-digit body. */
export function toEan13(body: string): string {
  if (!/^\d{12}$/.test(body)) throw new RangeError(`An EAN-13 body is 12 digits: ${body}`);
  return body + String(gs1CheckDigit(body));
}

/** Whether an EAN-13 lies in the restricted-circulation range 20–29 (a retailer's own code). */
export function isStoreRangeEan13(code: string): boolean {
  return isValidEan13(code) && code[0] === '2';
}

/**
 * Scanned or typed input as the code to look up. Scanners add a line end, a tab or a symbology
 * prefix such as `]E0`; people type spaces or dashes between digit groups. All-digit input of
 * 8, 12 or 13 digits must carry a valid GS1 check digit; other letters-and-digits input is an
 * in-store code.
 */
export function normaliseScannedCode(input: string): ScannedCode {
  // Control characters (CR, LF, tab, GS) and the AIM symbology identifier (]E0, ]C1, …).
  const trimmed = input
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .replace(/^\][A-Za-z]\d/, '')
    .trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  const digits = trimmed.replace(/[\s-]+/g, '');
  if (/^\d+$/.test(digits) && [8, 12, 13].includes(digits.length)) {
    const code = digits.length === 12 ? `0${digits}` : digits;
    const valid = code.length === 13 ? isValidEan13(code) : isValidEan8(code);
    if (!valid) return { ok: false, reason: 'check_digit' };
    return { ok: true, code, kind: isStoreRangeEan13(code) ? 'os_barcode' : 'ean_code' };
  }
  const storeCode = trimmed.replace(/\s+/g, '');
  if (
    storeCode.length > MAX_STORE_CODE_LENGTH ||
    !/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(storeCode)
  ) {
    return { ok: false, reason: 'format' };
  }
  return { ok: true, code: storeCode, kind: 'os_barcode' };
}
