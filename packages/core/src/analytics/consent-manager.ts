/**
 * The consent manager of a store view (secondary-areas §9: "loaded per store view with a
 * setting id", in the view's language). The shop uses Cookiebot (decision 0067): a maintained,
 * Google-certified consent manager that speaks Google Consent Mode v2 itself, on its EU content
 * network. A view with a Cookiebot domain group id loads Cookiebot's banner instead of the
 * shop's own; a view without one shows the shop's banner.
 */
import type { StoreCode } from '../store-views.ts';

/** Cookiebot's script on its EU content network (consent data stays in the EU). */
export const CONSENT_MANAGER_SCRIPT_URL = 'https://consent.cookiebot.eu/uc.js';

/**
 * What a page that loads Cookiebot may load beyond the shop's own (Cookiebot's documented
 * Content-Security-Policy for its EU network): its calls home, the frame that shares a consent
 * across the shop's domains, its images; the script's own origin comes from its URL.
 */
export const CONSENT_MANAGER_ORIGINS = {
  connect: ['https://consent.cookiebot.eu', 'https://consentcdn.cookiebot.eu'],
  frame: ['https://consentcdn.cookiebot.eu'],
  image: ['https://consent.cookiebot.eu'],
} as const;

/**
 * The consent manager's script as configured (CONSENT_MANAGER_SCRIPT_URL: a copy served by the
 * shop's own proxy, or the journeys' stand-in); unset or empty: Cookiebot's. Null when it is not
 * an http(s) URL of a script.
 */
export function parseConsentManagerScriptUrl(value: string | undefined): string | null {
  const url = value?.trim() || CONSENT_MANAGER_SCRIPT_URL;
  return /^https?:\/\/[^/\s]+\/\S+$/.test(url) ? url : null;
}

/** A Cookiebot domain group id: a UUID (8-4-4-4-12 hexadecimal digits). */
const SETTINGS_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The setting of each store view that names its consent manager's settings id. */
export const CONSENT_MANAGER_SETTINGS = {
  nl: 'CONSENT_MANAGER_ID_NL',
  de: 'CONSENT_MANAGER_ID_DE',
} as const;

export type ConsentManagerIds = Readonly<Record<StoreCode, string | null>>;

/**
 * A settings id as configured: trimmed, lower case; empty or unset is none (the shop's own
 * banner). Anything else than a domain group id is refused with what is wrong.
 */
export function parseConsentManagerId(
  value: string | undefined,
): { ok: true; id: string | null } | { ok: false; message: string } {
  const id = value?.trim() ?? '';
  if (id === '') return { ok: true, id: null };
  if (!SETTINGS_ID.test(id)) {
    return {
      ok: false,
      message: 'must be a Cookiebot domain group id (00000000-0000-0000-0000-000000000000)',
    };
  }
  return { ok: true, id: id.toLowerCase() };
}

/**
 * The consent manager's settings id of every store view from the settings: the Dutch view's for
 * the default view (which reads like the Dutch one). Throws naming the setting that is wrong.
 */
export function consentManagerIdsOf(
  settings: Readonly<
    Partial<
      Record<(typeof CONSENT_MANAGER_SETTINGS)[keyof typeof CONSENT_MANAGER_SETTINGS], string>
    >
  >,
): ConsentManagerIds {
  const read = (code: keyof typeof CONSENT_MANAGER_SETTINGS) => {
    const key = CONSENT_MANAGER_SETTINGS[code];
    const parsed = parseConsentManagerId(settings[key]);
    if (!parsed.ok) throw new Error(`${key}: ${parsed.message}`);
    return parsed.id;
  };
  const nl = read('nl');
  return { nl, de: read('de'), default: nl };
}
