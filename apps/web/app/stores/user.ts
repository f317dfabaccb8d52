/**
 * The logged-in customer. Loaded on demand: by the authentication modal and the account pages
 * (which load the customer when a page with a stored login starts). Its calls carry the
 * customer's token through the API client, which refreshes an expired token once for all
 * waiting calls.
 *
 * - login (password or one-time code): keep the tokens, load the customer, greet them for 4 s,
 *   then connect the cart to the customer's cart (coupon off, merge quantities, coupon on) and
 *   the wishlist to the customer's list (this browser's entries added to it); the customer's
 *   birth list is read.
 * - logout: end the session, clear the cart of both store views, the wishlist and the birth list in the browser
 *   (the customer's cart and list stay on the server), the tokens, the customer, the search history; "You're logged out".
 * - a login that ends elsewhere (a refused refresh, another call removing the tokens): the
 *   customer shown here goes too.
 */
import { STORE_VIEWS, type StoreView, withDefaultAddress } from '@shop/core';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { ApiError } from '../lib/api.ts';
import { resetTokenQueue, storeTokens } from '../lib/customer-token.ts';
import { errorText } from '../lib/error-text.ts';
import { createTranslator, type MessageKey } from '../lib/i18n.ts';
import { getAccessToken, NEWSLETTER_CHANGE_EVENT, SESSION_CHANGE_EVENT } from '../lib/session.ts';
import type { AddressPayload, CurrentUser, TokenPair } from '../lib/user-api.ts';
import * as userApi from '../lib/user-api.ts';
import { notify } from './notifications.ts';
import { clearCustomerData } from './session-end.ts';

/** How long the greeting after a login stays: 4 seconds. */
const LOGGED_IN_NOTICE_MS = 4000;

export const DELETE_ACCOUNT_FAILED_MESSAGE =
  'Something went wrong while deleting your account. If this problem persists, please contact us and we will help you get your account deleted.';

export interface UserState {
  /** The customer, null for a guest or before the stored login has been checked. */
  current: CurrentUser | null;
  /** A stored login is being checked (GET me) after a page load. */
  starting: boolean;
}

/**
 * The user store. The server render and hydration see "starting", so pages render neutrally;
 * in the browser it starts so only with a stored login (the customer is about to load: pages show
 * "loading", not "log in first").
 */
const userStore = createStore<UserState>()(() => ({ current: null, starting: true }));
if (typeof window !== 'undefined') {
  if (getAccessToken() === null) userStore.setState({ starting: false });
  // The tokens were removed in this tab (a refused refresh, a logout): nobody is logged in.
  window.addEventListener(SESSION_CHANGE_EVENT, () => {
    if (getAccessToken() === null) userStore.setState({ current: null, starting: false });
  });
}
const setState = (change: Partial<UserState>) => userStore.setState(change);

/** The store view whose language notices use (the page that last called the store). */
let storeView: StoreView = STORE_VIEWS.nl;

export function getUserState(): UserState {
  return userStore.getState();
}

/** The user state; the server render and hydration see "starting". */
export function useUser(): UserState {
  return useStore(userStore);
}

/** The logged-in customer of an account page (the layout renders pages only with one). */
export function useAccountUser(): CurrentUser {
  const { current } = useUser();
  if (!current) throw new Error('An account page rendered without a logged-in customer');
  return current;
}

const translate = (key: string, values?: Record<string, string>) =>
  createTranslator(storeView.locale)(key as MessageKey, values);

/** Keeps the tokens of a new login: the token queue starts again. */
function keepLogin(pair: TokenPair): void {
  storeTokens(pair);
  resetTokenQueue();
}

// ---- session

let starting: Promise<void> | null = null;

/** After a page load with a stored login: load the customer (once per page). */
export function startSession(view: StoreView): Promise<void> {
  storeView = view;
  if (!getAccessToken()) return Promise.resolve();
  if (userStore.getState().current) return Promise.resolve();
  starting ??= (async () => {
    setState({ starting: true });
    try {
      setState({ current: await userApi.getCurrentCustomer() });
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

/** Logs in with e-mail and password. */
export async function login(view: StoreView, email: string, password: string): Promise<void> {
  storeView = view;
  await completeLogin(await userApi.loginCustomer(email.trim(), password));
}

/** Asks for a one-time code by mail; answers the id of the request the code belongs to. */
export function requestLoginCode(view: StoreView, email: string): Promise<string> {
  storeView = view;
  return userApi.requestOneTimePassword(view.code, email.trim());
}

/** Logs in with a mailed one-time code. */
export async function loginWithCode(view: StoreView, requestId: string, code: string) {
  storeView = view;
  await completeLogin(await userApi.validateOneTimePassword(requestId, code.trim()));
}

/** Creates an account and logs in with it (the sign-up of the modal). */
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
  keepLogin(pair);
  let current: CurrentUser;
  try {
    current = await userApi.getCurrentCustomer();
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
  await Promise.all([connectCart(storeView), connectWishlist(), connectBirthList(storeView)]);
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

/** Logs out; "You're logged out" unless silent. */
export async function logout(view: StoreView, options: { silent?: boolean } = {}): Promise<void> {
  storeView = view;
  await clearSession({ callServer: true });
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
  setState({ current: null, starting: false });
  await clearCustomerData();
}

// ---- account pages

/** Saves name, e-mail and addresses (only these of the account may change). */
export async function updateProfile(change: {
  firstname: string;
  lastname: string;
  email: string;
  addresses?: AddressPayload[];
}): Promise<void> {
  const saved = await userApi.updateCurrentCustomer(change);
  setState({ current: { ...userStore.getState().current, ...saved } });
  notify({
    type: 'success',
    message: translate('Account data has successfully been updated'),
    action1: { label: translate('OK') },
  });
}

/**
 * Stores an address as the customer's default shipping and billing address (the checkout's
 * 'Save this address in my account'); the other addresses stay. Resolves once the API stored it.
 */
export async function saveDefaultAddress(address: AddressPayload): Promise<void> {
  const current = userStore.getState().current;
  if (!current) throw new ApiError('You need to be logged in', 401);
  const stored: AddressPayload[] = current.addresses.map((entry) => ({
    id: entry.id,
    firstname: entry.firstname,
    lastname: entry.lastname,
    street: entry.street,
    postcode: entry.postcode,
    city: entry.city,
    country_id: entry.country_id,
    telephone: entry.telephone ?? null,
  }));
  const saved = await userApi.updateCurrentCustomer({
    addresses: withDefaultAddress(stored, address),
  });
  setState({ current: { ...current, ...saved } });
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
  const email = userStore.getState().current?.email;
  try {
    await userApi.changeCustomerPassword(currentPassword, newPassword);
  } catch (error) {
    const message = await errorText(storeView.locale, error);
    notify({ type: 'danger', message });
    return message;
  }
  notify({ type: 'success', message: translate('Password has successfully been changed') });
  // The change ended every session: log in again with the new password, a fresh pair for this
  // browser.
  if (email) {
    try {
      keepLogin(await userApi.loginCustomer(email, newPassword));
    } catch (error) {
      console.warn('[user] new login after the password change failed:', error);
    }
  }
  return null;
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

/** Whether the customer's e-mail receives the newsletter. */
export function getNewsletterSubscribed(email: string): Promise<boolean> {
  return userApi.getNewsletterStatus(email);
}

/**
 * Subscribes (with the token: the own address is active at once, its coupon mailed in the
 * store view's language) or unsubscribes the customer's e-mail.
 */
export async function setNewsletterSubscribed(email: string, subscribed: boolean): Promise<void> {
  if (subscribed) await userApi.subscribeNewsletter(email, storeView.code);
  else await userApi.unsubscribeNewsletter(email);
  window.dispatchEvent(new Event(NEWSLETTER_CHANGE_EVENT));
}

/** One page of the customer's orders. */
export function getOrders(page: { pageSize: number; currentPage: number }) {
  return userApi.getOrderHistory(page);
}
