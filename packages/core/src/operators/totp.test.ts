import { describe, expect, it } from 'vitest';
import {
  fromBase32,
  isTotpCodeShape,
  matchTotpStep,
  toBase32,
  totpProvisioningUri,
  totpStep,
  truncateToCode,
} from './totp.ts';

/** A stand-in code per step: the rules are what is tested here, not the HMAC. */
const codeAt = (step: number) => String(step % 1_000_000).padStart(6, '0');

describe('time steps', () => {
  it('counts 30-second steps from the Unix epoch (RFC 6238 T)', () => {
    expect(totpStep(new Date(59_000))).toBe(1);
    expect(totpStep(new Date(1_111_111_109_000))).toBe(37_037_036);
    expect(totpStep(new Date(29_999))).toBe(0);
    expect(totpStep(new Date(30_000))).toBe(1);
  });
});

describe('dynamic truncation', () => {
  it('gives the RFC 4226 example code of its digest', () => {
    const digest = Uint8Array.from(Buffer.from('1f8698690e02ca16618550ef7f19da8e945b555a', 'hex'));
    // RFC 4226 5.4: DBC 0x50ef7f19 = 1357872921; 6 digits: 872921.
    expect(truncateToCode(digest)).toBe('872921');
  });

  it('keeps leading zeros', () => {
    const digest = new Uint8Array(20);
    digest[3] = 7;
    expect(truncateToCode(digest)).toBe('000007');
  });
});

describe('matching a code', () => {
  const at = new Date(1_000 * 30 * 1_000 + 12_000); // step 1000

  it('accepts the code of the current step and of one step either side', () => {
    expect(matchTotpStep(codeAt(1000), at, null, codeAt)).toBe(1000);
    expect(matchTotpStep(codeAt(999), at, null, codeAt)).toBe(999);
    expect(matchTotpStep(codeAt(1001), at, null, codeAt)).toBe(1001);
  });

  it('refuses codes two steps away or more', () => {
    expect(matchTotpStep(codeAt(998), at, null, codeAt)).toBeNull();
    expect(matchTotpStep(codeAt(1002), at, null, codeAt)).toBeNull();
  });

  it('refuses a code of a step at or before the last accepted one (no reuse in its window)', () => {
    expect(matchTotpStep(codeAt(1000), at, 1000, codeAt)).toBeNull();
    expect(matchTotpStep(codeAt(999), at, 999, codeAt)).toBeNull();
    expect(matchTotpStep(codeAt(1001), at, 1000, codeAt)).toBe(1001);
  });

  it('refuses what is not six digits before comparing', () => {
    expect(matchTotpStep('1000', at, null, () => '1000')).toBeNull();
    expect(matchTotpStep('00100a', at, null, () => '00100a')).toBeNull();
    expect(isTotpCodeShape('012345')).toBe(true);
    expect(isTotpCodeShape(' 12345')).toBe(false);
  });
});

describe('secrets and their URI', () => {
  it('writes and reads RFC 4648 base32', () => {
    const bytes = Uint8Array.from(Buffer.from('12345678901234567890'));
    const text = toBase32(bytes);
    expect(text).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(Buffer.from(fromBase32(text) ?? []).toString()).toBe('12345678901234567890');
    expect(fromBase32('not base32!')).toBeNull();
  });

  it('writes spaces of the issuer as %20', () => {
    expect(totpProvisioningUri('Kindershop B.V.', 'a@b.nl', 'GE')).toBe(
      'otpauth://totp/Kindershop%20B.V.:a%40b.nl?secret=GE&issuer=Kindershop%20B.V.&algorithm=SHA1&digits=6&period=30',
    );
  });

  it('names issuer, account, secret and the parameters in the otpauth URI', () => {
    const uri = totpProvisioningUri('Kindershop', 'anna@shop.example', 'GEZDGNBV');
    expect(uri).toBe(
      'otpauth://totp/Kindershop:anna%40shop.example?secret=GEZDGNBV&issuer=Kindershop&algorithm=SHA1&digits=6&period=30',
    );
  });
});
