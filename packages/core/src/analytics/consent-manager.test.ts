import { describe, expect, it } from 'vitest';
import {
  CONSENT_MANAGER_SCRIPT_URL,
  consentManagerIdsOf,
  parseConsentManagerId,
  parseConsentManagerScriptUrl,
} from './consent-manager.ts';

const ID = '0a1b2c3d-4e5f-6789-abcd-ef0123456789';

describe('the consent manager settings id of a store view (secondary-areas §9)', () => {
  it('takes a Cookiebot domain group id, trimmed and in lower case', () => {
    expect(parseConsentManagerId(` ${ID.toUpperCase()} `)).toEqual({ ok: true, id: ID });
  });

  it('reads unset or empty as none: the shop shows its own banner', () => {
    expect(parseConsentManagerId(undefined)).toEqual({ ok: true, id: null });
    expect(parseConsentManagerId('   ')).toEqual({ ok: true, id: null });
  });

  it('refuses what is not a domain group id', () => {
    for (const value of [
      'GTM-ABC123',
      `${ID}0`,
      ID.replaceAll('-', ''),
      'zzzzzzzz-4e5f-6789-abcd-ef0123456789',
    ]) {
      expect(parseConsentManagerId(value)).toMatchObject({ ok: false });
    }
  });

  it('gives each store view its own id, the default view the Dutch one', () => {
    expect(consentManagerIdsOf({ CONSENT_MANAGER_ID_DE: ID })).toEqual({
      nl: null,
      de: ID,
      default: null,
    });
    expect(consentManagerIdsOf({ CONSENT_MANAGER_ID_NL: ID })).toEqual({
      nl: ID,
      de: null,
      default: ID,
    });
  });

  it('names the setting that is wrong', () => {
    expect(() => consentManagerIdsOf({ CONSENT_MANAGER_ID_DE: 'x' })).toThrow(
      /^CONSENT_MANAGER_ID_DE: must be a Cookiebot domain group id/,
    );
  });

  it("loads Cookiebot's EU script unless another script URL is set; refuses what is not one", () => {
    expect(parseConsentManagerScriptUrl(undefined)).toBe(CONSENT_MANAGER_SCRIPT_URL);
    expect(parseConsentManagerScriptUrl(' ')).toBe(CONSENT_MANAGER_SCRIPT_URL);
    expect(parseConsentManagerScriptUrl('http://127.0.0.1:5030/uc.js')).toBe(
      'http://127.0.0.1:5030/uc.js',
    );
    expect(parseConsentManagerScriptUrl('javascript:alert(1)')).toBeNull();
    expect(parseConsentManagerScriptUrl('https://example.org')).toBeNull();
  });
});
