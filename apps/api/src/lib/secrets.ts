/** Random secrets and their stored form. Only hashes of tokens and codes reach the database. */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random url-safe token of `bytes` random bytes (32 bytes = 256 bits). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A random code of `digits` decimal digits (leading zeros kept). */
export function randomDigits(digits: number): string {
  let code = '';
  for (let i = 0; i < digits; i += 1) code += String(randomInt(10));
  return code;
}

/** SHA-256 of a text as hex: the stored form of high-entropy tokens. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * HMAC-SHA-256 of a text under a server key, as hex: the stored form of a secret that is looked
 * up by its value (a gift card code). Without the key a stolen table cannot be tried against
 * guessed codes.
 */
export function keyedHash(key: Uint8Array | string, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

/** Compares two secrets (operator keys) in a time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * The shortest secret the shop accepts in its configuration or makes itself, in characters:
 * every key it checks and every secret it signs with (32 random characters are far beyond
 * guessing, through any rate limit).
 */
export const SECRET_MIN_LENGTH = 32;
