/**
 * The account calls of the API client: login and its refresh, the account, the password, the
 * order history, the login by one-time password and the newsletter. They use api.ts's transport
 * and errors; they live in their own module because api.ts is loaded by every page and Rollup
 * keeps a module in one chunk, so these would otherwise add to the product page's JavaScript.
 * Only the lazily loaded account code imports this module.
 *
 * Calls of the logged-in customer carry the access token (`auth`), which the client refreshes
 * when it has expired (customer-token.ts, which also keeps the tokens of a login).
 */
import type {
  Customer,
  CustomerResponse,
  EmailLinkResponse,
  MeResponse,
  NewsletterStatusResponse,
  OneTimePasswordRefreshResponse,
  OneTimePasswordRequestResponse,
  OneTimePasswordValidateResponse,
  OrderHistoryResponse,
  ResultOf,
  TokenResponse,
  TrueResponse,
} from '@shop/contracts';
import type { AddressBookEntry, StoreCode } from '@shop/core';
import { ApiError, type CallOptions } from './api.ts';
import { type TokenPair, tokenPair } from './customer-token.ts';
import { callJson, callJsonEnvelope } from './json-request.ts';

export type { TokenPair } from './customer-token.ts';

/** The customer as GET /api/user/me answers it, with the token of the customer's group. */
export type CurrentUser = ResultOf<typeof MeResponse>;

/** An address as the profile sends it (street: street, house number, affix): core's address book entry. */
export type AddressPayload = AddressBookEntry;

/** One page of the order history (Magento search result shape). */
export type OrderHistoryPage = ResultOf<typeof OrderHistoryResponse>;

/** Logs in with e-mail and password (401 with the sign-in-incorrect text otherwise). */
export async function loginCustomer(
  email: string,
  password: string,
  options: CallOptions = {},
): Promise<TokenPair> {
  const answer = await callJsonEnvelope<typeof TokenResponse>('POST', '/api/user/login', {
    body: { username: email, password },
    ...options,
  });
  return tokenPair(answer);
}

/**
 * Ends the session of the token on the server. It carries the token as it is: an expired one is
 * not refreshed only to be ended.
 */
export function logoutCustomer(token: string): Promise<true> {
  return callJson<typeof TrueResponse>('POST', '/api/user/logout', { token });
}

/** Creates an account (409 when the e-mail is taken); a welcome mail follows. */
export function createCustomer(
  storeCode: StoreCode,
  customer: { email: string; firstname: string; lastname: string },
  password: string,
): Promise<Customer> {
  return callJson<typeof CustomerResponse>(
    'POST',
    `/api/user/create?${new URLSearchParams({ storeCode })}`,
    { storeCode, body: { customer, password } },
  );
}

/**
 * The checkout with only an e-mail: a new address gets an account without password and its
 * login; an address that has an account is refused (409, key account.login_required).
 */
export async function startCheckoutAccount(
  storeCode: StoreCode,
  email: string,
): Promise<TokenPair> {
  const answer = await callJsonEnvelope<typeof TokenResponse>(
    'POST',
    `/api/user/checkout-account?${new URLSearchParams({ storeCode })}`,
    { storeCode, body: { email } },
  );
  return tokenPair(answer);
}

/** Sets a first password in an account without one; the customer's other sessions end. */
export function setCustomerPassword(newPassword: string) {
  return callJson<typeof TrueResponse>('POST', '/api/user/set-password', {
    auth: true,
    body: { newPassword },
  });
}

/** The logged-in customer. */
export function getCurrentCustomer(): Promise<CurrentUser> {
  return callJson<typeof MeResponse>('GET', '/api/user/me', { auth: true });
}

/**
 * Changes name and addresses; answers the customer as stored. A new e-mail address needs the
 * current password and stays pending (`pending_email`) until confirmed by the link mailed to it.
 */
export function updateCurrentCustomer(
  customer: {
    firstname?: string;
    lastname?: string;
    email?: string;
    addresses?: AddressPayload[];
  },
  currentPassword?: string,
  storeCode?: StoreCode,
): Promise<CurrentUser> {
  return callJson<typeof MeResponse>('POST', '/api/user/me', {
    auth: true,
    ...(storeCode ? { storeCode } : {}),
    body: { customer, ...(currentPassword ? { currentPassword } : {}) },
  });
}

/** Mails a new confirmation link to the pending address, or to the own one while unconfirmed. */
export function sendEmailConfirmation(storeCode: StoreCode): Promise<true> {
  return callJson<typeof TrueResponse>('POST', '/api/user/send-email-confirmation', {
    auth: true,
    storeCode,
  });
}

/** What a confirmation or undo link did: the account's address now, and whether it moved. */
export type EmailLinkOutcome = ResultOf<typeof EmailLinkResponse>;

/** Confirms an address by the token of its mailed link (no login needed). */
export function confirmEmailAddress(token: string): Promise<EmailLinkOutcome> {
  return callJson<typeof EmailLinkResponse>('POST', '/api/user/confirm-email', {
    body: { token },
  });
}

/** Undoes an address change by the token of the link mailed to the old address. */
export function undoEmailChange(token: string): Promise<EmailLinkOutcome> {
  return callJson<typeof EmailLinkResponse>('POST', '/api/user/undo-email-change', {
    body: { token },
  });
}

/** Changes the password; the customer's other sessions end. */
export function changeCustomerPassword(currentPassword: string, newPassword: string) {
  return callJson<typeof TrueResponse>('POST', '/api/user/change-password', {
    auth: true,
    body: { currentPassword, newPassword },
  });
}

/** Mails a reset link (answers true for unknown addresses too). */
export function requestPasswordReset(storeCode: StoreCode, email: string): Promise<true> {
  return callJson<typeof TrueResponse>(
    'POST',
    `/api/user/reset-password?${new URLSearchParams({ storeCode })}`,
    { storeCode, body: { email } },
  );
}

/** Sets a new password with the token of a reset mail; every session ends. */
export function resetCustomerPassword(
  email: string,
  resetToken: string,
  newPassword: string,
): Promise<true> {
  return callJson<typeof TrueResponse>('POST', '/api/user/create-password', {
    body: { email, newPassword, resetToken },
  });
}

/** One page of the customer's orders (empty until orders exist). */
export function getOrderHistory(page: {
  pageSize: number;
  currentPage: number;
}): Promise<OrderHistoryPage> {
  const query = new URLSearchParams({
    pageSize: String(page.pageSize),
    currentPage: String(page.currentPage),
  });
  return callJson<typeof OrderHistoryResponse>('GET', `/api/user/order-history?${query}`, {
    auth: true,
  });
}

/** Mails a one-time code; answers the opaque id of the request (for any address). */
export async function requestOneTimePassword(storeCode: StoreCode, email: string): Promise<string> {
  const result = await callJson<typeof OneTimePasswordRequestResponse>(
    'POST',
    `/api/ext/one-time-password/request?${new URLSearchParams({ storeCode })}`,
    { storeCode, body: { email } },
  );
  return result.customer_id;
}

/** Logs in with a mailed code; succeeds only with a non-zero status. */
export async function validateOneTimePassword(requestId: string, code: string): Promise<TokenPair> {
  const answer = await callJsonEnvelope<typeof OneTimePasswordValidateResponse>(
    'POST',
    '/api/ext/one-time-password/validate',
    { body: { customer_id: requestId, one_time_password: code } },
  );
  if (!answer.result.status) {
    throw new ApiError('The one-time password is not valid or has expired.', 401);
  }
  return tokenPair({ result: answer.result.customer_token, meta: answer.meta });
}

/**
 * Logs in with the refresh token of a one-time-password login (the app's login message,
 * secondary-areas §7: POST refresh token, body token; result customer_token).
 */
export async function refreshOneTimePasswordLogin(token: string): Promise<TokenPair> {
  const answer = await callJsonEnvelope<typeof OneTimePasswordRefreshResponse>(
    'POST',
    '/api/ext/one-time-password/refresh',
    { body: { token } },
  );
  return tokenPair({ result: answer.result.customer_token, meta: answer.meta });
}

/** Keeps the app's push notification token on the customer (custom_attributes). */
export function savePushNotificationToken(token: string): Promise<CurrentUser> {
  return callJson<typeof MeResponse>('POST', '/api/user/me', {
    auth: true,
    body: { customer: { custom_attributes: { push_notification_token: token } } },
  });
}

/** Removes the customer's personal data and ends every session (true on success). */
export function deleteCustomerAccount(): Promise<true> {
  return callJson<typeof TrueResponse>('DELETE', '/api/ext/user-extend/mine', { auth: true });
}

/** Whether the customer's own e-mail is subscribed to the newsletter. */
export async function getNewsletterStatus(email: string): Promise<boolean> {
  const status = await callJson<typeof NewsletterStatusResponse>(
    'GET',
    `/api/ext/magento2-newsletter/subscribe?${new URLSearchParams({ email })}`,
    { auth: true },
  );
  return status === 'subscribed';
}

/**
 * Subscribes the customer's own (verified) address: active at once (decision 39); another
 * address gets a confirmation link. The store view sets the language of the mail.
 */
export function subscribeNewsletter(email: string, storeCode?: StoreCode): Promise<true> {
  return callJson<typeof TrueResponse>('POST', '/api/ext/magento2-newsletter/subscribe', {
    auth: true,
    body: { email },
    ...(storeCode ? { storeCode } : {}),
  });
}

/** Unsubscribes the customer's own address. */
export function unsubscribeNewsletter(email: string): Promise<true> {
  return callJson<typeof TrueResponse>('DELETE', '/api/ext/magento2-newsletter/subscribe', {
    auth: true,
    body: { email },
  });
}
