/**
 * The seam to the native app that wraps the shop (secondary-areas §2: in the app the in-store
 * page's scanner bar asks the app to scan; §5: the query parameter _storyblok_lang=app turns the
 * message bridge on). The shop knows it runs in the app when the app's web view offers its
 * message port, or when a page of this visit was opened with that parameter. A scan request goes
 * to the app as a message; the app answers by opening /in-store/{url_key} itself.
 */

const APP_FLAG_KEY = 'shop/in-app';

interface AppWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
}

/** Whether the page runs inside the app (browser only; false on the server). */
export function isInApp(): boolean {
  if (typeof window === 'undefined') return false;
  if ((window as AppWindow).ReactNativeWebView) return true;
  try {
    if (new URLSearchParams(window.location.search).get('_storyblok_lang') === 'app') {
      sessionStorage.setItem(APP_FLAG_KEY, '1');
      return true;
    }
    return sessionStorage.getItem(APP_FLAG_KEY) === '1';
  } catch {
    return false;
  }
}

/** A message to the app: through its web view's port, else to the frame that embeds the shop. */
function postToApp(message: { type: string; [field: string]: unknown }): boolean {
  const text = JSON.stringify(message);
  const port = (window as AppWindow).ReactNativeWebView;
  if (port) {
    port.postMessage(text);
    return true;
  }
  if (window.parent !== window) {
    window.parent.postMessage(message, '*');
    return true;
  }
  return false;
}

/** Asks the app to open its barcode scanner (the scanner bar's 'Start scanning'). */
export function requestAppScan(): boolean {
  return postToApp({ type: 'scan' });
}
