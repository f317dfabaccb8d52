/**
 * The store view's consent manager: Cookiebot (secondary-areas §9, decision 0067), loaded only on
 * the pages of a view with a settings id, in the view's language, with the page's nonce, from
 * CONSENT_MANAGER_SCRIPT_URL (Cookiebot's EU network unless set). The
 * shop has already told Consent Mode that everything is denied (lib/consent.ts), so Cookiebot
 * does not set defaults of its own (`data-consentmode-defaults="disabled"`); it sends Consent
 * Mode's updates itself when the shopper chooses or a stored choice is read. Its consent decides
 * whether the tag manager loads: only with consent to statistics.
 */
import { pageNonce } from './page-nonce.ts';

/**
 * Loads Cookiebot once and calls `onConsent` with every consent it reports (a stored one when the
 * page loads, each choice after); resolves once Cookiebot has loaded and read the shopper's
 * consent, or could not load (then nothing is allowed).
 */
export function startConsentManager(
  manager: { settingsId: string; language: string; scriptUrl: string },
  onConsent: (choice: { analytics: boolean; marketing: boolean }) => void,
): Promise<void> {
  return new Promise((resolve) => {
    const report = () => {
      const consent = window.Cookiebot?.consent;
      onConsent({
        analytics: consent?.statistics === true,
        marketing: consent?.marketing === true,
      });
      resolve();
    };
    // Ready: a stored consent was read, or the shopper chose (also after renewing the choice).
    window.addEventListener('CookiebotOnConsentReady', report);
    // Loaded without a consent yet: events wait no longer, nothing is allowed until a choice.
    // With one, its consent-ready event follows and decides.
    window.addEventListener(
      'CookiebotOnLoad',
      () => {
        if (!window.Cookiebot?.hasResponse) resolve();
      },
      { once: true },
    );
    const script = document.createElement('script');
    script.id = 'Cookiebot';
    script.src = manager.scriptUrl;
    script.async = true;
    script.dataset.cbid = manager.settingsId;
    script.dataset.culture = manager.language;
    script.dataset.consentmodeDefaults = 'disabled';
    const nonce = pageNonce();
    if (nonce) script.nonce = nonce;
    // Blocked or offline: the page goes on without analytics.
    script.addEventListener('error', () => resolve(), { once: true });
    document.head.append(script);
  });
}
