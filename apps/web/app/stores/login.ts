/**
 * Logging in and out, and what follows the customer in this browser. Above the user store and
 * the lists (cart, wishlist, birth list), which never import it: the birth list reads the
 * customer from user.ts, and only this module and session-end.ts load the lists.
 *
 * - login (password, one-time code, or an e-mail-only checkout's new account): keep the tokens, load the customer, greet them for 4 s,
 *   then connect the cart to the customer's cart (coupon off, merge quantities, coupon on) and
 *   the wishlist to the customer's list (this browser's entries added to it); the customer's
 *   birth list is read.
 * - logout: end the session, clear the cart of both store views, the wishlist and the birth list in the browser
 *   (the customer's cart and list stay on the server), the tokens, the customer, the search history; "You're logged out".
 */
import type { StoreView } from '@shop/core';
import { trackEvent } from '../lib/analytics.ts';
import { notifyAppSignedOut } from '../lib/app-bridge.ts';
import { storeTokens } from '../lib/customer-token.ts';
import { getAccessToken } from '../lib/session.ts';
import type { CurrentUser, TokenPair } from '../lib/user-api.ts';
import * as userApi from '../lib/user-api.ts';
import { notify } from './notifications.ts';
import { clearCustomerData } from './session-end.ts';
import { getNoticeView, keepLogin, setNoticeView, setUserState, translate } from './user.ts';

/** How long the greeting after a login stays: 4 seconds. */
const LOGGED_IN_NOTICE_MS = 4000;

const DELETE_ACCOUNT_FAILED_MESSAGE =
  'Something went wrong while deleting your account. If this problem persists, please contact us and we will help you get your account deleted.';

/** Logs in with e-mail and password. */
export async function login(view: StoreView, email: string, password: string): Promise<void> {
  setNoticeView(view);
  await completeLogin(await userApi.loginCustomer(email.trim(), password));
  trackEvent('login', 'password');
}

/** Logs in with a mailed one-time code. */
export async function loginWithCode(view: StoreView, requestId: string, code: string) {
  setNoticeView(view);
  await completeLogin(await userApi.validateOneTimePassword(requestId, code.trim()));
  trackEvent('login', 'one_time_password');
}

/** Logs in with the refresh token of a one-time-password login (the app's login message). */
export async function loginWithOneTimePasswordToken(view: StoreView, token: string) {
  setNoticeView(view);
  await completeLogin(await userApi.refreshOneTimePasswordLogin(token));
}

/**
 * The checkout's first step with only an e-mail address: a new address gets an account without
 * password and is logged in. An address that has an account is refused by the API (an ApiError
 * with the key account.login_required): the shopper logs in with its password or a mailed code.
 */
export async function startCheckoutWithEmail(view: StoreView, email: string): Promise<void> {
  setNoticeView(view);
  await completeLogin(await userApi.startCheckoutAccount(view.code, email.trim()));
  // A new address gets its account here (secondary-areas §7 sign_up).
  trackEvent('sign_up', 'checkout_email');
}

/** Creates an account and logs in with it (the sign-up of the modal). */
export async function register(
  view: StoreView,
  customer: { email: string; firstname: string; lastname: string },
  password: string,
): Promise<void> {
  setNoticeView(view);
  const email = customer.email.trim();
  await userApi.createCustomer(
    view.code,
    { email, firstname: customer.firstname.trim(), lastname: customer.lastname.trim() },
    password,
  );
  trackEvent('sign_up', 'password');
  await login(view, email, password);
}

async function completeLogin(pair: TokenPair): Promise<void> {
  keepLogin(pair);
  let current: CurrentUser;
  try {
    current = await userApi.getCurrentCustomer();
  } catch (error) {
    storeTokens(null);
    setUserState({ current: null });
    throw error;
  }
  setUserState({ current, starting: false });
  // An account of an e-mail-only checkout has no name until the checkout's address gives one.
  notify({
    type: 'success',
    message: current.firstname
      ? `${translate('You are logged in')}, ${current.firstname}!`
      : `${translate('You are logged in')}!`,
    timeToLive: LOGGED_IN_NOTICE_MS,
  });
  const view = getNoticeView();
  await Promise.all([connectCart(view), connectWishlist(), connectBirthList(view)]);
}

/** The birth list follows the customer too: theirs is read (spec: loaded on user load). */
async function connectBirthList(view: StoreView): Promise<void> {
  try {
    await (await import('./birthlist.ts')).connectBirthList(view);
  } catch (error) {
    console.warn('[user] the birth list could not be read for the customer:', error);
  }
}

/** The wishlist follows the customer: the server list, with this browser's entries added. */
async function connectWishlist(): Promise<void> {
  try {
    await (await import('./wishlist.ts')).connectWishlist();
  } catch (error) {
    console.warn('[user] the wishlist could not be connected to the customer:', error);
  }
}

/** The cart follows the customer: connect the store view's cart to the customer's cart. */
async function connectCart(view: StoreView): Promise<void> {
  try {
    const [{ restoreCart }, { getCartSync }] = await Promise.all([
      import('./cart.ts'),
      import('./cart-sync.ts'),
    ]);
    await restoreCart(view.code);
    await getCartSync(view).authorize();
  } catch (error) {
    console.warn('[user] the cart could not be connected to the customer:', error);
  }
}

/**
 * Logs out; "You're logged out" unless silent. In the app, the app is told (unless the app asked
 * for the logout itself: `fromApp`).
 */
export async function logout(
  view: StoreView,
  options: { silent?: boolean; fromApp?: boolean } = {},
): Promise<void> {
  setNoticeView(view);
  await clearSession({ callServer: true });
  if (!options.fromApp) notifyAppSignedOut();
  if (!options.silent) notify({ type: 'success', message: translate("You're logged out") });
}

/**
 * Everything a logout clears: the session on the server (when asked), the tokens, the customer,
 * and what session-end.ts clears (search history, carts and checkout details of both store views).
 */
async function clearSession({ callServer }: { callServer: boolean }): Promise<void> {
  const token = getAccessToken();
  if (callServer && token) {
    try {
      await userApi.logoutCustomer(token);
    } catch (error) {
      // The session ends at expiry anyway; the browser forgets it now.
      console.warn('[user] logout did not reach the API:', error);
    }
  }
  storeTokens(null);
  setUserState({ current: null, starting: false });
  await clearCustomerData();
}

/** Deletes the account; true when it is gone and the browser cleared. */
export async function deleteAccount(): Promise<boolean> {
  let deleted = false;
  try {
    deleted = (await userApi.deleteCustomerAccount()) === true;
  } catch (error) {
    console.warn('[user] account deletion failed:', error);
  }
  if (!deleted) {
    notify({
      type: 'danger',
      message: translate(DELETE_ACCOUNT_FAILED_MESSAGE),
      hasNoTimeout: true,
      action1: { label: translate('OK') },
    });
    return false;
  }
  // Every token ended with the account: clear the browser without calling logout.
  await clearSession({ callServer: false });
  notify({ type: 'success', message: translate('Your account has been deleted') });
  return true;
}
