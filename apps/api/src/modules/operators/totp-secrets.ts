/**
 * The cryptography of the operators' second factor: HMAC-SHA-1 codes (RFC 4226/6238, the rules
 * around them are packages/core totp.ts) and the TOTP secrets at rest, encrypted with
 * AES-256-GCM under the shop's operator secret key (OPERATOR_SECRET_KEY, or one the shop made
 * and kept in its database). A stored secret reads `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { truncateToCode } from '@shop/core';

/** The code of one time step for a secret (RFC 4226 HOTP with the step as counter). */
export function totpCodeAt(secret: Uint8Array, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', secret).update(counter).digest();
  return truncateToCode(digest);
}

/** A new TOTP secret: 20 random bytes, the length RFC 4226 recommends for SHA-1. */
export function newTotpSecret(): Uint8Array {
  return randomBytes(20);
}

/** The 32-byte AES key of a configured or generated secret text. */
export function secretKeyOf(text: string): Buffer {
  return createHash('sha256').update(`operator-totp:${text}`).digest();
}

export function sealTotpSecret(key: Buffer, secret: Uint8Array): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed].map(part64).join('.');
}

/** The secret of a stored text; throws when it was sealed under another key or is damaged. */
export function openTotpSecret(key: Buffer, stored: string): Uint8Array {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('Not a sealed TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]);
}

function part64(part: string | Buffer): string {
  return typeof part === 'string' ? part : part.toString('base64url');
}
