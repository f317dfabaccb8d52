/**
 * The app bridge while it is on (secondary-areas §5, §6; loaded by AppBridgeHost only then):
 * listens for the app's messages and shows the log-in prompt of a logged-out shopper.
 *
 * A message is handled only from a trusted origin and of a supported type (lib/app-bridge-rules.ts);
 * anything else is ignored and logged at debug level. What each message does:
 * - open-search: the search overlay when the page has one (it takes the OPEN_SEARCH_EVENT by
 *   cancelling it), else the /search page;
 * - open-in-store: the /in-store page;
 * - login: the one-time-password login (code or token); a refusal shows the server's message and
 *   asks the app for its auth screen;
 * - push-token: kept on the customer (POST /api/user/me), at once or after the next login;
 * - scan-result: the in-store page looks the code up: the product's in-store page, or 'Requested
 *   product could not be retrieved.';
 * - select-store: the store becomes the shopper's store;
 * - sign-out: logs out without telling the app again.
 */
import type { AppInMessage } from '@shop/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getAppBridgeSettings, OPEN_SEARCH_EVENT, postToApp } from '../../lib/app-bridge.ts';
import { readAppMessage, sendHaptic } from '../../lib/app-bridge-rules.ts';
import { closeAppLoginPrompt, useAppLoginPromptOpen } from '../../lib/app-login-prompt.ts';
import { errorText } from '../../lib/error-text.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { IN_STORE_PATH } from '../../lib/in-store.ts';
import { getAccessToken, SESSION_CHANGE_EVENT } from '../../lib/session.ts';
import { localizePath } from '../../lib/store-view.ts';
import { notify } from '../../stores/notifications.ts';
import { ModalFrame } from '../modal-frame.tsx';
import styles from './app-bridge.module.css';

/** A push token the app sent that is not saved yet (no customer logged in so far). */
let pendingPushToken: string | null = null;

export default function AppBridgeRuntime() {
  const storeView = useStoreView();
  const navigate = useNavigate();
  const promptOpen = useAppLoginPromptOpen();

  useEffect(() => {
    const handle = (message: AppInMessage) => handleAppMessage(message, storeView, navigate);
    const onMessage = (event: MessageEvent) => {
      const settings = getAppBridgeSettings();
      const read = readAppMessage(
        event.data,
        { origin: event.origin, fromOwnWindow: event.source === window },
        {
          origins: settings.origins,
          ownOrigin: window.location.origin,
          hasWebViewPort: 'ReactNativeWebView' in window,
        },
      );
      if (!read.ok) {
        console.debug(`[app-bridge] ignored a message (${read.reason}) from ${event.origin}`);
        return;
      }
      handle(read.message).catch((error: unknown) =>
        console.warn(`[app-bridge] the ${read.message.type} message failed:`, error),
      );
    };
    window.addEventListener('message', onMessage);
    // The mark that the bridge listens (the journeys wait for it, as for data-hydrated).
    document.documentElement.dataset.appBridge = 'on';
    // A push token that came before the login is saved once a customer is logged in.
    const onSession = () =>
      savePendingPushToken().catch((error: unknown) =>
        console.warn('[app-bridge] the push token could not be saved:', error),
      );
    window.addEventListener(SESSION_CHANGE_EVENT, onSession);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener(SESSION_CHANGE_EVENT, onSession);
    };
  }, [storeView, navigate]);

  return promptOpen ? <AppLoginPrompt onClose={closeAppLoginPrompt} /> : null;
}

/** 'Please log in to proceed', with the app's login screen as the way on. */
function AppLoginPrompt({ onClose }: { onClose: () => void }) {
  const t = useTranslate();
  return (
    <ModalFrame
      id="app-login-prompt"
      title={t('Please log in to proceed')}
      onClose={onClose}
      testId="app-login-prompt"
    >
      <p className={styles.text}>
        {t('Log in with your account to use your wishlist, your account and your cart.')}
      </p>
      <button
        type="button"
        className={styles.action}
        onClick={() => {
          postToApp({ type: 'login-screen' });
          sendHaptic('select', postToApp);
          onClose();
        }}
      >
        {t('Log in')}
      </button>
    </ModalFrame>
  );
}

async function handleAppMessage(
  message: AppInMessage,
  storeView: ReturnType<typeof useStoreView>,
  navigate: ReturnType<typeof useNavigate>,
): Promise<void> {
  switch (message.type) {
    case 'open-search': {
      // The search overlay (where the page has one) cancels the event and opens itself.
      const event = new CustomEvent(OPEN_SEARCH_EVENT, { cancelable: true });
      if (window.dispatchEvent(event)) await navigate(localizePath(storeView, '/search'));
      return;
    }
    case 'open-in-store':
      await navigate(localizePath(storeView, IN_STORE_PATH));
      return;
    case 'scan-result':
      // The in-store page's loader looks the code up (ean_code or os_barcode) and goes on to the
      // product's in-store page, or says the product could not be retrieved.
      await navigate(
        `${localizePath(storeView, IN_STORE_PATH)}?${new URLSearchParams({ code: message.code })}`,
      );
      return;
    case 'login':
      await loginFromApp(message, storeView);
      return;
    case 'push-token':
      pendingPushToken = message.token;
      await savePendingPushToken();
      return;
    case 'select-store':
      await selectStore(message.store, storeView);
      return;
    case 'sign-out': {
      const { logout } = await import('../../stores/login.ts');
      await logout(storeView, { fromApp: true });
      return;
    }
  }
}

/** The one-time-password login the app asked for; a refusal in the server's words. */
async function loginFromApp(
  message: Extract<AppInMessage, { type: 'login' }>,
  storeView: ReturnType<typeof useStoreView>,
): Promise<void> {
  const { loginWithCode, loginWithOneTimePasswordToken } = await import('../../stores/login.ts');
  try {
    if ('token' in message) await loginWithOneTimePasswordToken(storeView, message.token);
    else await loginWithCode(storeView, message.customer_id, message.one_time_password);
  } catch (error) {
    notify({ type: 'danger', message: await errorText(storeView.locale, error) });
    sendHaptic('vibrate', postToApp);
    postToApp({ type: 'auth-screen' });
  }
}

/**
 * Saves the push token the app sent once a customer is logged in (now, or at the next login of
 * this page: the app sends its token again when it opens the shop anew).
 */
async function savePendingPushToken(): Promise<void> {
  const token = pendingPushToken;
  if (token === null || !getAccessToken()) return;
  pendingPushToken = null;
  const { savePushNotificationToken } = await import('../../lib/user-api.ts');
  try {
    await savePushNotificationToken(token);
  } catch (error) {
    // Kept for the next login unless a newer token came meanwhile.
    pendingPushToken ??= token;
    throw error;
  }
}

/** The store the app chose becomes the shopper's store; an unknown one changes nothing. */
async function selectStore(slug: string, storeView: ReturnType<typeof useStoreView>) {
  const [{ getStore }, { chooseStore, toChosenStore }] = await Promise.all([
    import('../../lib/store-api.ts'),
    import('../../stores/store-location.ts'),
  ]);
  const store = await getStore(slug);
  if (!store) {
    console.debug(`[app-bridge] ignored select-store of an unknown store: ${slug}`);
    return;
  }
  chooseStore(storeView.code, toChosenStore(store));
}
