/**
 * The seam to the native app that wraps the shop (secondary-areas §5 app bridge, §6 roles). This
 * module is on every page, so it stays small: whether the bridge is on, and the few calls pages
 * make into it. Everything else (the message listener, the log-in prompt, haptics) is
 * components/app/app-bridge-runtime.tsx, loaded only when the bridge is on.
 *
 * The bridge is on for the visit (sessionStorage) once a page was opened with
 * ?_storyblok_lang=app, or by the app's web view (its message port, or the user agent marker
 * APP_USER_AGENT_MARKER). Messages to the app go through the web view's port, else to the page
 * that frames the shop, addressed to the trusted origins only (docs/app-bridge.md).
 */
import type { AppOutMessage } from '@shop/contracts';
import { getAccessToken } from './session.ts';

const APP_FLAG_KEY = 'shop/in-app';

/** The bridge's settings of the root loader (APP_BRIDGE_ORIGINS, APP_USER_AGENT_MARKER). */
export interface AppBridgeSettings {
  origins: string[];
  userAgentMarker: string | null;
}

let settings: AppBridgeSettings = { origins: [], userAgentMarker: null };

/** Keeps the settings of the root loader (the document calls it before anything asks). */
export function setAppBridgeSettings(next: AppBridgeSettings): void {
  settings = next;
}

/** The settings in use. */
export function getAppBridgeSettings(): AppBridgeSettings {
  return settings;
}

interface AppWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
}

/** Whether the page runs inside the app (browser only; false on the server). */
export function isInApp(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    if (sessionStorage.getItem(APP_FLAG_KEY) === '1') return true;
    const marker = settings.userAgentMarker;
    const opened =
      new URLSearchParams(window.location.search).get('_storyblok_lang') === 'app' ||
      Boolean((window as AppWindow).ReactNativeWebView) ||
      (marker !== null && navigator.userAgent.includes(marker));
    if (opened) sessionStorage.setItem(APP_FLAG_KEY, '1');
    return opened;
  } catch {
    // Storage refused (a private mode): the bridge is on only where this page says so.
    return new URLSearchParams(window.location.search).get('_storyblok_lang') === 'app';
  }
}

/**
 * A message to the app: through its web view's port, else to the frame that embeds the shop,
 * addressed to each trusted origin (the browser delivers it only to the one the frame has).
 */
export function postToApp(message: AppOutMessage): boolean {
  const port = (window as AppWindow).ReactNativeWebView;
  if (port) {
    port.postMessage(JSON.stringify(message));
    return true;
  }
  if (window.parent === window || settings.origins.length === 0) return false;
  for (const origin of settings.origins) window.parent.postMessage(message, origin);
  return true;
}

/** Asks the app to open its barcode scanner (the scanner bar's 'Start scanning'). */
export function requestAppScan(): boolean {
  return postToApp({ type: 'start-scanning' });
}

/** The customer logged out in the shop: the app is told (core-shop §4 logout). */
export function notifyAppSignedOut(): void {
  if (isInApp()) postToApp({ type: 'sign-out' });
}

/**
 * In the app, a logged-out shopper who taps account, wishlist or add to cart is asked to log in
 * ('Please log in to proceed') and offered the app's login screen (secondary-areas §4, §6).
 * True when the tap was taken for that (the caller does nothing else); always false outside the
 * app, where nothing of this loads.
 */
export function askAppLoginFirst(event?: { preventDefault(): void }): boolean {
  if (!isInApp() || getAccessToken() !== null) return false;
  event?.preventDefault();
  void import('./app-login-prompt.ts').then((m) => m.openAppLoginPrompt());
  return true;
}

/**
 * The window event by which the app asks for the search (a cancelable CustomEvent): a search
 * overlay listening for it opens and cancels the event (preventDefault); when nobody cancels it,
 * the bridge goes to the /search page.
 */
export const OPEN_SEARCH_EVENT = 'shop:app-open-search';

/**
 * Haptic feedback through the app (light, medium, heavy, select, vibrate, double; anything else
 * is light). False outside the app, where the caller uses the browser's own cue.
 */
export function sendAppHaptic(type: string): boolean {
  if (!isInApp()) return false;
  void import('./app-bridge-rules.ts').then((m) => m.sendHaptic(type, postToApp));
  return true;
}
