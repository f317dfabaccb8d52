/**
 * The logged-in customer (spec core-shop §3 User, §4 User token, Login, Logout; secondary §3, §4;
 * reference-notes §6.1). Loaded on demand: by the authentication modal, the account pages (which
 * load the customer, the spec's session start) and the cart's calls that carry a token. Every
 * call with the token goes through the token queue, which refreshes an expired token once for all
 * waiting calls.
 *
 * - login (password or one-time code): keep the tokens, load the customer, greet them for 4 s,
 *   then connect the cart to the customer's cart (coupon off, merge quantities, coupon on).
 * - logout: end the session, clear the cart of both store views in the browser (the customer's
 *   cart stays on the server), the tokens, the customer, the search history; "You're logged out".
 * - a failed refresh: silent logout, the sign-up modal and the spec's error notice.
 */
import { STORE_VIEWS, type StoreView } from '@shop/core';
import { useSyncExternalStore } from 'react';
import { ApiError } from '../lib/api.ts';
import { createTranslator, type MessageKey } from '../lib/i18n.ts';
import { createTokenQueue, type TokenTask } from '../lib/token-queue.ts';
import type { AddressPayload, CurrentUser, TokenPair } from '../lib/user-api.ts';
import * as userApi from '../lib/user-api.ts';
import { notify } from './notifications.ts';
import { ACCESS_TOKEN_KEY, getAccessToken, SESSION_CHANGE_EVENT } from './session.ts';
import { openAuthModal } from './ui.ts';

/** The refresh token's key beside the access token's (stores/session.ts). */
export const REFRESH_TOKEN_KEY = 'shop/user/current-refresh-token';
/** The search history the logout resets (spec secondary §9). */
const SEARCH_HISTORY_KEY = 'shop/user/search-history';
/** How long the greeting after a login stays (spec core-shop §8: 4 seconds). */
const LOGGED_IN_NOTICE_MS = 4000;

export const REFRESH_FAILED_MESSAGE =
  'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.';
export const DELETE_ACCOUNT_FAILED_MESSAGE =
  'Something went wrong while deleting your account. If this problem persists, please contact us and we will help you get your account deleted.';

export interface UserState {
  /** The customer, null for a guest or before the stored login has been checked. */
  current: CurrentUser | null;
  /** A stored login is being checked (GET me) after a page load. */
  starting: boolean;
}

// With a stored login the customer is about to load: pages show "loading", not "log in first".
let state: UserState = { current: null, starting: getAccessToken() !== null };
const listeners = new Set<() => void>();
/** The store view whose language notices use (the page that last called the store). */
let storeView: StoreView = STORE_VIEWS.nl;

function setState(change: Partial<UserState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export function getUserState(): UserState {
  return state;
}

const SERVER_STATE: UserState = { current: null, starting: true };

/** The user state; the server render and hydration see "starting", so pages render neutrally. */
export function useUser(): UserState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => SERVER_STATE,
  );
}

const translate = (key: string, values?: Record<string, string>) =>
  createTranslator(storeView.locale)(key as MessageKey, values);

// ---- the tokens and their queue

function getRefreshToken(): string | null {
  try {
    return localStorage.getItem(REFRESH_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Keeps a new token pair (login, one-time code, refresh); null removes both. */
function storeTokens(pair: TokenPair | null): void {
  const wasLoggedIn = getAccessToken() !== null;
  try {
    if (pair) {
      localStorage.setItem(ACCESS_TOKEN_KEY, pair.token);
      localStorage.setItem(REFRESH_TOKEN_KEY, pair.refreshToken);
    } else {
      localStorage.removeItem(ACCESS_TOKEN_KEY);
      localStorage.removeItem(REFRESH_TOKEN_KEY);
    }
  } catch (error) {
    console.warn('[user] the login could not be stored:', error);
  }
  if (wasLoggedIn !== (pair !== null) && typeof window !== 'undefined') {
    window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
  }
}

const queue = createTokenQueue({
  getToken: getAccessToken,
  refresh: refreshTokens,
  onRefreshFailed: () => {
    void clearSession({ callServer: false });
    openAuthModal('register');
    notify({ type: 'danger', message: translate(REFRESH_FAILED_MESSAGE), hasNoTimeout: true });
  },
});

/**
 * Trades the refresh token for a new pair. Tabs of the shop share the stored tokens, and a used
 * refresh token presented again ends the session (decision 0005), so tabs refresh one at a time
 * (Web Locks) and a tab that finds the token already renewed by another uses that one.
 */
async function refreshTokens(): Promise<string> {
  const startedWith = getRefreshToken();
  const renew = async () => {
    const current = getRefreshToken();
    if (!current) throw new ApiError('No refresh token stored', 401);
    if (current !== startedWith) {
      const token = getAccessToken();
      if (token) return token;
    }
    const pair = await userApi.refreshCustomerToken(current);
    storeTokens(pair);
    return pair.token;
  };
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(REFRESH_TOKEN_KEY, renew);
  }
  return renew();
}

/** Runs a call with the customer's token through the token queue. */
export function withToken<T>(task: TokenTask<T>): Promise<T> {
  return queue.run(task);
}

// ---- session

let starting: Promise<void> | null = null;

/** After a page load with a stored login: load the customer (once per page). */
export function startSession(view: StoreView): Promise<void> {
  storeView = view;
  if (!getAccessToken()) return Promise.resolve();
  if (state.current) return Promise.resolve();
  starting ??= (async () => {
    setState({ starting: true });
    try {
      setState({ current: await withToken(userApi.getCurrentCustomer) });
    } catch (error) {
      // Offline or the API down: the login stays stored and is checked at the next page load.
      if (!(error instanceof ApiError && error.code === 401)) {
        console.warn('[user] the customer could not be loaded:', error);
      }
    } finally {
      setState({ starting: false });
      starting = null;
    }
  })();
  return starting;
}

/** Logs in with e-mail and password (spec core-shop §4 Login). */
export async function login(view: StoreView, email: string, password: string): Promise<void> {
  storeView = view;
  await completeLogin(await userApi.loginCustomer(email.trim(), password));
}

/** Asks for a one-time code by mail; answers the id of the request the code belongs to. */
export function requestLoginCode(view: StoreView, email: string): Promise<string> {
  storeView = view;
  return userApi.requestOneTimePassword(view.code, email.trim());
}

/** Logs in with a mailed one-time code (spec secondary §4). */
export async function loginWithCode(view: StoreView, requestId: string, code: string) {
  storeView = view;
  await completeLogin(await userApi.validateOneTimePassword(requestId, code.trim()));
}

/** Creates an account and logs in with it (spec core-shop §4; the sign-up of the modal). */
export async function register(
  view: StoreView,
  customer: { email: string; firstname: string; lastname: string },
  password: string,
): Promise<void> {
  storeView = view;
  const email = customer.email.trim();
  await userApi.createCustomer(
    view.code,
    { email, firstname: customer.firstname.trim(), lastname: customer.lastname.trim() },
    password,
  );
  await login(view, email, password);
}

async function completeLogin(pair: TokenPair): Promise<void> {
  storeTokens(pair);
  queue.reset();
  let current: CurrentUser;
  try {
    current = await withToken(userApi.getCurrentCustomer);
  } catch (error) {
    storeTokens(null);
    setState({ current: null });
    throw error;
  }
  setState({ current, starting: false });
  notify({
    type: 'success',
    message: `${translate('You are logged in')}, ${current.firstname}!`,
    timeToLive: LOGGED_IN_NOTICE_MS,
  });
  await connectCart(storeView);
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

/** Logs out (spec core-shop §4 Logout); "You're logged out" unless silent. */
export async function logout(view: StoreView, options: { silent?: boolean } = {}): Promise<void> {
  storeView = view;
  await clearSession({ callServer: true });
  if (!options.silent) notify({ type: 'success', message: translate("You're logged out") });
}

/**
 * Everything a logout clears: the session on the server (when asked), the carts and checkout
 * details of both store views in the browser, the tokens, the customer and the search history.
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
  setState({ current: null, starting: false });
  try {
    localStorage.removeItem(SEARCH_HISTORY_KEY);
  } catch {
    // Storage blocked: nothing was kept either.
  }
  try {
    const [{ restoreCart }, { getCartSync }, { clearCheckoutDetails }] = await Promise.all([
      import('./cart.ts'),
      import('./cart-sync.ts'),
      import('./checkout.ts'),
    ]);
    for (const view of Object.values(STORE_VIEWS)) {
      await restoreCart(view.code);
      getCartSync(view).clear();
      clearCheckoutDetails(view.code);
    }
  } catch (error) {
    console.warn('[user] the cart could not be cleared:', error);
  }
}

// ---- account pages

/** Saves name, e-mail and addresses (spec core-shop §3: only these may change). */
export async function updateProfile(change: {
  firstname: string;
  lastname: string;
  email: string;
  addresses?: AddressPayload[];
}): Promise<void> {
  const saved = await withToken((token) => userApi.updateCurrentCustomer(token, change));
  setState({ current: { ...state.current, ...saved } });
  notify({
    type: 'success',
    message: translate('Account data has successfully been updated'),
    action1: { label: translate('OK') },
  });
}

/** The outcome of a password change: null when done, else the message to show. */
export async function changePassword(
  currentPassword: string,
  newPassword: string,
): Promise<string | null> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    const message = translate('Reset password feature does not work while offline!');
    notify({ type: 'danger', message });
    return message;
  }
  const email = state.current?.email;
  try {
    await withToken((token) => userApi.changeCustomerPassword(token, currentPassword, newPassword));
  } catch (error) {
    const message = translate(error instanceof Error ? error.message : String(error));
    notify({ type: 'danger', message });
    return message;
  }
  notify({ type: 'success', message: translate('Password has successfully been changed') });
  // Log in again with the new password (reference §6.1): a fresh pair for this browser.
  if (email) {
    try {
      storeTokens(await userApi.loginCustomer(email, newPassword));
      queue.reset();
    } catch (error) {
      console.warn('[user] new login after the password change failed:', error);
    }
  }
  return null;
}

/** Deletes the account (spec secondary §4, §8); true when it is gone and the browser cleared. */
export async function deleteAccount(): Promise<boolean> {
  let deleted = false;
  try {
    deleted = (await withToken(userApi.deleteCustomerAccount)) === true;
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

/** Whether the customer's e-mail receives the newsletter. */
export function getNewsletterSubscribed(email: string): Promise<boolean> {
  return withToken((token) => userApi.getNewsletterStatus(token, email));
}

/** Subscribes or unsubscribes the customer's e-mail (subscribing needs no token). */
export async function setNewsletterSubscribed(email: string, subscribed: boolean): Promise<void> {
  if (subscribed) await userApi.subscribeNewsletter(email);
  else await withToken((token) => userApi.unsubscribeNewsletter(token, email));
}

/** One page of the customer's orders. */
export function getOrders(page: { pageSize: number; currentPage: number }) {
  return withToken((token) => userApi.getOrderHistory(token, page));
}
