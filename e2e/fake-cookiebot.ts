/**
 * A stand-in for Cookiebot's script (uc.js), served by the journeys' local server
 * (CONSENT_MANAGER_SCRIPT_URL, e2e/tile-server.ts), so no journey loads it from the internet. It
 * speaks the part of Cookiebot's documented JavaScript API the shop uses (decision 0067):
 * - the script element's `data-cbid`, `data-culture` and `data-consentmode-defaults`;
 * - `window.Cookiebot` with `consent.{necessary, preferences, statistics, marketing}`,
 *   `consented`, `declined`, `hasResponse`, `show()`, `hide()` and `renew()`;
 * - the window events `CookiebotOnLoad`, `CookiebotOnAccept`, `CookiebotOnDecline` and
 *   `CookiebotOnConsentReady`;
 * - the consent kept in the `CookieConsent` cookie in Cookiebot's own notation
 *   (`{stamp:'…',necessary:true,preferences:false,statistics:true,…}`), which a journey may set
 *   beforehand (fixtures.ts) as a returning shopper's;
 * - Google Consent Mode v2's update pushed onto the data layer as gtag's arguments (statistics →
 *   analytics_storage; marketing → ad_storage, ad_user_data, ad_personalization; preferences →
 *   functionality and personalization storage), and no default when the defaults are disabled.
 * Its dialog ("Cybot" ids, as Cookiebot's) writes its styles into the page, as Cookiebot does.
 */
export const FAKE_COOKIEBOT_PATH = '/cookiebot/uc.js';

/** The German view's consent manager settings id of the journeys' shop (playwright.config.ts). */
export const E2E_CONSENT_MANAGER_ID = '00000000-0000-4000-8000-00000000e2e0';

export const FAKE_COOKIEBOT_SCRIPT = `(() => {
  const script = document.currentScript;
  const culture = (script && script.dataset.culture) || 'en';
  const TEXTS = {
    nl: { title: 'Deze website gebruikt cookies', deny: 'Weigeren', allow: 'Alle cookies toestaan' },
    de: { title: 'Diese Webseite verwendet Cookies', deny: 'Ablehnen', allow: 'Alle zulassen' },
    en: { title: 'This website uses cookies', deny: 'Deny', allow: 'Allow all' },
  };
  const text = TEXTS[culture] || TEXTS.en;
  const COOKIE = 'CookieConsent';

  function gtag() {
    window.dataLayer = window.dataLayer || [];
    window.dataLayer.push(arguments);
  }
  const granted = (yes) => (yes ? 'granted' : 'denied');

  function readCookie() {
    const entry = document.cookie.split('; ').find((c) => c.startsWith(COOKIE + '='));
    if (!entry) return null;
    const value = decodeURIComponent(entry.slice(COOKIE.length + 1));
    if (value === '-1') return null;
    const flag = (key) => new RegExp(key + ':true').test(value);
    return { preferences: flag('preferences'), statistics: flag('statistics'), marketing: flag('marketing') };
  }
  function writeCookie(choice) {
    const value = "{stamp:'fake',necessary:true,preferences:" + choice.preferences +
      ',statistics:' + choice.statistics + ',marketing:' + choice.marketing + ",method:'explicit',ver:1}";
    document.cookie = COOKIE + '=' + encodeURIComponent(value) + '; path=/; SameSite=Lax';
  }
  const fire = (name) => window.dispatchEvent(new Event(name));

  const api = {
    consent: { necessary: true, preferences: false, statistics: false, marketing: false, method: null },
    consented: false,
    declined: false,
    hasResponse: false,
    show,
    hide,
    renew() {
      document.cookie = COOKIE + '=; path=/; max-age=0';
      show();
    },
  };

  function apply(choice) {
    api.consent = { necessary: true, ...choice, method: 'explicit' };
    api.hasResponse = true;
    api.consented = choice.statistics || choice.marketing || choice.preferences;
    api.declined = !api.consented;
    gtag('consent', 'update', {
      ad_storage: granted(choice.marketing),
      ad_user_data: granted(choice.marketing),
      ad_personalization: granted(choice.marketing),
      analytics_storage: granted(choice.statistics),
      functionality_storage: granted(choice.preferences),
      personalization_storage: granted(choice.preferences),
      security_storage: 'granted',
    });
    fire(api.consented ? 'CookiebotOnAccept' : 'CookiebotOnDecline');
    fire('CookiebotOnConsentReady');
  }

  function choose(choice) {
    writeCookie(choice);
    hide();
    apply(choice);
  }

  function show() {
    if (document.getElementById('CybotCookiebotDialog')) return;
    const style = document.createElement('style');
    style.id = 'CybotCookiebotDialogStyle';
    style.textContent = '#CybotCookiebotDialog{position:fixed;z-index:2147483647;left:8px;right:8px;bottom:8px;max-width:560px;margin:0 auto;padding:16px;background:#141414;color:#fff;border-radius:8px;font:16px/1.4 sans-serif}#CybotCookiebotDialog button{margin:8px 8px 0 0;padding:10px 16px;font:inherit;border-radius:4px;border:2px solid #fff;background:#141414;color:#fff}';
    document.head.append(style);
    const dialog = document.createElement('div');
    dialog.id = 'CybotCookiebotDialog';
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-labelledby', 'CybotCookiebotDialogTitle');
    dialog.lang = culture;
    const title = document.createElement('h2');
    title.id = 'CybotCookiebotDialogTitle';
    title.textContent = text.title;
    const deny = document.createElement('button');
    deny.id = 'CybotCookiebotDialogBodyButtonDecline';
    deny.textContent = text.deny;
    deny.addEventListener('click', () => choose({ preferences: false, statistics: false, marketing: false }));
    const allow = document.createElement('button');
    allow.id = 'CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll';
    allow.textContent = text.allow;
    allow.addEventListener('click', () => choose({ preferences: true, statistics: true, marketing: true }));
    dialog.append(title, deny, allow);
    document.body.append(dialog);
  }
  function hide() {
    document.getElementById('CybotCookiebotDialog')?.remove();
    document.getElementById('CybotCookiebotDialogStyle')?.remove();
  }

  window.Cookiebot = api;
  window.CookieConsent = api;
  if (!script || script.dataset.consentmodeDefaults !== 'disabled') {
    gtag('consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied', wait_for_update: 500 });
  }
  // A stored consent is read at once (Cookiebot's properties hold it before its events fire).
  const stored = readCookie();
  if (stored) {
    api.consent = { necessary: true, ...stored, method: 'explicit' };
    api.hasResponse = true;
  }
  setTimeout(() => {
    fire('CookiebotOnLoad');
    if (stored) apply(stored);
    else show();
  }, 0);
})();
`;
