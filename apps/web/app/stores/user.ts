/**
 * The logged-in customer. Loaded on demand: by the authentication modal and the account pages
 * (which load the customer when a page with a stored login starts). Its calls carry the
 * customer's token through the API client, which refreshes an expired token once for all
 * waiting calls. Logging in and out, with what follows the customer (cart, wishlist, birth list),
 * is login.ts, above this store and the lists.
 *
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

/** Changes the user state (login.ts: a login, a logout). */
export const setUserState = setState;

/** The store view whose language notices use (the page that last called the store). */
let storeView: StoreView = STORE_VIEWS.nl;

/** The store view of the page that calls the store now (login.ts too); its notices' language. */
export function setNoticeView(view: StoreView): void {
  storeView = view;
}

/** The store view whose language notices use. */
export function getNoticeView(): StoreView {
  return storeView;
}

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

/** A notice's text in the language of the store view that last called the store. */
export const translate = (key: string, values?: Record<string, string>) =>
  createTranslator(storeView.locale)(key as MessageKey, values);

/** Keeps the tokens of a new login: the token queue starts again. */
export function keepLogin(pair: TokenPair): void {
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

/** Asks for a one-time code by mail; answers the id of the request the code belongs to. */
export function requestLoginCode(view: StoreView, email: string): Promise<string> {
  storeView = view;
  return userApi.requestOneTimePassword(view.code, email.trim());
}

// ---- account pages

/** Saves name, e-mail and addresses (only these of the account may change). */
export async function updateProfile(
  change: {
    firstname: string;
    lastname: string;
    email: string;
    addresses?: AddressPayload[];
  },
  currentPassword?: string,
): Promise<void> {
  const before = userStore.getState().current?.pending_email ?? null;
  const saved = await userApi.updateCurrentCustomer(change, currentPassword, storeView.code);
  setState({ current: { ...userStore.getState().current, ...saved } });
  // A new address waits for its confirmation: the notice says where the link went.
  const pending = saved.pending_email && saved.pending_email !== before;
  notify({
    type: 'success',
    message: pending
      ? translate('Confirm your new e-mail address via the mail we sent to {email}.', {
          email: saved.pending_email ?? '',
        })
      : translate('Account data has successfully been updated'),
    action1: { label: translate('OK') },
  });
}

/** Mails a new confirmation link (to the pending address, or the own one while unconfirmed). */
export async function resendEmailConfirmation(): Promise<void> {
  await userApi.sendEmailConfirmation(storeView.code);
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

/**
 * An account without a name (an e-mail-only checkout's) takes the name the checkout's address
 * gives; an account with a name keeps it. Quiet: the checkout goes on if this fails.
 */
export async function nameAccountIfUnnamed(firstname: string, lastname: string): Promise<void> {
  const current = userStore.getState().current;
  if (!current) return;
  if (current.firstname !== '' || current.lastname !== '') return;
  try {
    const saved = await userApi.updateCurrentCustomer({
      firstname: firstname.trim(),
      lastname: lastname.trim(),
    });
    setState({ current: { ...current, ...saved } });
  } catch (error) {
    console.warn('[user] the account could not take the name of the checkout:', error);
  }
}

/**
 * A first password for an account without one: null when set, else the message to show. The
 * session stays; the account's other sessions end.
 */
export async function setFirstPassword(newPassword: string): Promise<string | null> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    const message = translate('Reset password feature does not work while offline!');
    notify({ type: 'danger', message });
    return message;
  }
  try {
    await userApi.setCustomerPassword(newPassword);
  } catch (error) {
    return errorText(storeView.locale, error);
  }
  const current = userStore.getState().current;
  if (current) setState({ current: { ...current, has_password: true } });
  notify({ type: 'success', message: translate('Password has successfully been set') });
  return null;
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

/**
 * Whether the customer's e-mail receives the newsletter. An unconfirmed address is not the
 * customer's own to the newsletter yet (decision 53): it reads as not subscribed, and signing it
 * up mails a confirmation link like a guest's.
 */
export function getNewsletterSubscribed(email: string): Promise<boolean> {
  if (userStore.getState().current?.email_confirmed === false) return Promise.resolve(false);
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
