/**
 * The shopper's consent to analytics and marketing, and Google Consent Mode v2 (secondary-areas
 * §5, §9). Before anything else every page tells the data layer that all storage is denied;
 * a remembered choice then updates it. The tag manager loads only with a container id and the
 * shopper's consent to analytics, so without consent no request leaves for a tracker. The choice
 * is kept in this browser's local storage and can be changed from the footer.
 */
import { pageNonce } from './page-nonce.ts';

/** The analytics settings of a store view (root loader). */
export interface AnalyticsSettings {
  /** The tag manager's container id; null: analytics off. */
  containerId: string | null;
  /**
   * The store view's consent manager (Cookiebot, decision 0067): its settings id and the
   * language of its banner; null: the shop's own banner asks.
   */
  consentManager: { settingsId: string; language: string; scriptUrl: string } | null;
}

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

interface StoredConsent extends ConsentChoice {
  version: 1;
  /** When the choice was made (ISO): a banner text change may ask again. */
  at: string;
}

/**
 * The cookie statement's storefront path (before the store view's prefix), which the banner
 * links to: the same in both languages. A constant here rather than the legal pages' module,
 * which would be one more script for a shopper who has not chosen yet; a test holds it equal to
 * the legal pages' path.
 */
export const COOKIE_STATEMENT_PATH = '/cookies';

/** Local storage key of the choice. */
const CONSENT_STORAGE_KEY = 'shop/consent';

/** The event by which the footer's link asks to show the consent choice again. */
export const OPEN_CONSENT_EVENT = 'shop:open-consent';

type DataLayerEntry = Record<string, unknown> | IArguments;

/** What the shop reads of Cookiebot's object (its documented JavaScript API). */
interface CookiebotApi {
  consent: { necessary: boolean; preferences: boolean; statistics: boolean; marketing: boolean };
  hasResponse: boolean;
  renew(): void;
}

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
    Cookiebot?: CookiebotApi;
  }
}

/** gtag's command form: the tag manager reads consent commands as an `arguments` object. */
function gtag(..._args: unknown[]): void {
  window.dataLayer ??= [];
  // biome-ignore lint/complexity/noArguments: Consent Mode reads the arguments object itself.
  window.dataLayer.push(arguments);
}

/** The remembered choice, or null when the shopper has not chosen (or storage is unavailable). */
export function readConsent(): ConsentChoice | null {
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredConsent>;
    if (stored.version !== 1) return null;
    return { analytics: stored.analytics === true, marketing: stored.marketing === true };
  } catch {
    return null;
  }
}

const granted = (yes: boolean) => (yes ? 'granted' : 'denied');

let started = false;
let tagManagerLoaded = false;
let settings: AnalyticsSettings = { containerId: null, consentManager: null };
/** Resolves once the consent of this page is known (the consent manager has loaded or failed). */
let consentKnown: Promise<void> = Promise.resolve();

/**
 * Starts Consent Mode once per page: everything denied by default (before any tag can run),
 * then the remembered choice, which loads the tag manager when it allows analytics.
 */
export function startConsentMode(current: AnalyticsSettings): void {
  settings = current;
  if (started || !current.containerId) return;
  started = true;
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    functionality_storage: 'denied',
    personalization_storage: 'denied',
    security_storage: 'granted',
    wait_for_update: 500,
  });
  const manager = current.consentManager;
  if (manager) {
    // The consent manager asks, drives Consent Mode's updates and says when the tag manager
    // may load; its glue loads only on the pages of a view that has one.
    consentKnown = import('./consent-manager.ts').then(({ startConsentManager }) =>
      startConsentManager(manager, (choice) => {
        if (choice.analytics) loadTagManager();
      }),
    );
    return;
  }
  const stored = readConsent();
  if (stored) applyConsent(stored);
}

/** Resolves once this page's consent is known: at once with the shop's own banner. */
export function whenConsentKnown(): Promise<void> {
  return consentKnown;
}

/** Remembers a choice and applies it at once. */
export function saveConsent(choice: ConsentChoice): void {
  try {
    const stored: StoredConsent = { ...choice, version: 1, at: new Date().toISOString() };
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
  applyConsent(choice);
}

function applyConsent(choice: ConsentChoice): void {
  gtag('consent', 'update', {
    analytics_storage: granted(choice.analytics),
    ad_storage: granted(choice.marketing),
    ad_user_data: granted(choice.marketing),
    ad_personalization: granted(choice.marketing),
  });
  if (choice.analytics) loadTagManager();
}

/** Whether events may go to the data layer: a container is configured and analytics are allowed. */
export function isAnalyticsAllowed(): boolean {
  if (settings.containerId === null) return false;
  if (settings.consentManager) return window.Cookiebot?.consent?.statistics === true;
  return readConsent()?.analytics === true;
}

/**
 * Loads the tag manager once, with the page's nonce (its policy runs scripts by nonce). A choice
 * withdrawn later keeps it loaded for this page, but Consent Mode stops its storage and the
 * next page does not load it.
 */
function loadTagManager(): void {
  const id = settings.containerId;
  if (tagManagerLoaded || !id) return;
  tagManagerLoaded = true;
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  document.head.append(script);
}

/**
 * Asks the page to show the consent choice again (the footer's link): the consent manager's own
 * way to change a consent (Cookiebot's renew), else the shop's banner.
 */
export function openConsentChoice(): void {
  if (settings.consentManager) {
    window.Cookiebot?.renew();
    return;
  }
  window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
}
