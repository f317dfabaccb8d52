import { describe, expect, it } from 'vitest';
import {
  newTotpSecret,
  openTotpSecret,
  sealTotpSecret,
  secretKeyOf,
  totpCodeAt,
} from './totp-secrets.ts';

describe('TOTP codes', () => {
  // RFC 6238 appendix B, SHA-1 seed, the last 6 of its 8 digits (RFC 4226 truncation).
  const seed = new TextEncoder().encode('12345678901234567890');
  it.each([
    [59, '287082'],
    [1_111_111_109, '081804'],
    [1_111_111_111, '050471'],
    [1_234_567_890, '005924'],
    [2_000_000_000, '279037'],
    [20_000_000_000, '353130'],
  ])('gives the RFC 6238 code at %i seconds', (seconds, code) => {
    expect(totpCodeAt(seed, Math.floor(seconds / 30))).toBe(code);
  });
});

describe('TOTP secrets at rest', () => {
  it('opens what it sealed, only with the same key', () => {
    const secret = newTotpSecret();
    const key = secretKeyOf('one-key-of-at-least-thirty-two-characters');
    const sealed = sealTotpSecret(key, secret);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(Buffer.from(secret).toString('base64url'));
    expect(Buffer.from(openTotpSecret(key, sealed))).toEqual(Buffer.from(secret));
    expect(() =>
      openTotpSecret(secretKeyOf('another-key-of-thirty-two-characters!'), sealed),
    ).toThrow();
  });
});
