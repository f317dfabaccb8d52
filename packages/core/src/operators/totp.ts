/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226): 6 digits, time steps of 30 seconds,
 * a code accepted for its own step and one step either side (clock drift). A code is taken at
 * most once: a step at or before the last accepted one is refused, so a code seen over a
 * shoulder cannot be used again in its window. The HMAC itself is given by the caller (this
 * package does no cryptography); these are the rules around it.
 */

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one. */
export const TOTP_WINDOW_STEPS = 1;

/** The time step (RFC 6238 counter T) of a moment. */
export function totpStep(at: Date, stepSeconds = TOTP_STEP_SECONDS): number {
  return Math.floor(at.getTime() / 1000 / stepSeconds);
}

/**
 * The RFC 4226 dynamic truncation of an HMAC-SHA-1 digest (20 bytes) to a code of `digits`
 * digits, leading zeros kept.
 */
export function truncateToCode(digest: Uint8Array, digits = TOTP_DIGITS): string {
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary =
    (((digest[offset] ?? 0) & 0x7f) << 24) |
    ((digest[offset + 1] ?? 0) << 16) |
    ((digest[offset + 2] ?? 0) << 8) |
    (digest[offset + 3] ?? 0);
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** Whether a text has the shape of a code (exactly `digits` decimal digits). */
export function isTotpCodeShape(code: string, digits = TOTP_DIGITS): boolean {
  return code.length === digits && /^[0-9]+$/.test(code);
}

/**
 * The step a code was made for, within the window around `at` and after `lastStep`, or null
 * when it matches none (wrong, too old or too new, or used before). `codeAt` gives the code of
 * a step. Steps are tried oldest first, so a code valid for two steps takes the earlier.
 */
export function matchTotpStep(
  code: string,
  at: Date,
  lastStep: number | null,
  codeAt: (step: number) => string,
  windowSteps = TOTP_WINDOW_STEPS,
): number | null {
  if (!isTotpCodeShape(code)) return null;
  const current = totpStep(at);
  for (let step = current - windowSteps; step <= current + windowSteps; step += 1) {
    if (lastStep !== null && step <= lastStep) continue;
    if (sameCode(codeAt(step), code)) return step;
  }
  return null;
}

/** Compares two codes of equal length without stopping at the first difference. */
function sameCode(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * The otpauth:// URI an authenticator app reads (as a QR code or typed): issuer and account
 * name, the base32 secret and the parameters of these rules.
 */
export function totpProvisioningUri(issuer: string, account: string, base32Secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret: base32Secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  // Spaces as %20: authenticator apps read the URI as a URI, not as a form.
  return `otpauth://totp/${label}?${query.toString().replace(/\+/g, '%20')}`;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: how authenticator apps take a secret. */
export function toBase32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** The bytes of an RFC 4648 base32 text (padding and case ignored); null when it is not base32. */
export function fromBase32(text: string): Uint8Array | null {
  const clean = text.replace(/=+$/, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(bytes);
}
