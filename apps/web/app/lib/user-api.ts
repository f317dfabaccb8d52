/**
 * The account calls of the API client (spec core-shop §7 User, secondary §7 account, one-time
 * password and newsletter; README "Accounts"). They use api.ts's transport and errors; they live
 * in their own module because api.ts is loaded by every page and Rollup keeps a module in one
 * chunk, so these would otherwise add to the product page's JavaScript. Only the lazily loaded
 * account code imports this module.
 *
 * The access token travels as `Authorization: Bearer`, never in the URL (the request log of a
 * proxy or the browser history would keep it).
 */
import type { Customer } from '@shop/contracts';
import type { StoreCode } from '@shop/core';
import { ApiError, type CallOptions, callApi, callApiEnvelope } from './api.ts';
import { jsonInit } from './json-request.ts';

/** The customer as GET /api/user/me answers it (contract packages/contracts user.ts). */
export interface CurrentUser extends Customer {
  groupToken?: string;
}

/** An address as the profile sends it (street: street, house number, affix). */
export interface AddressPayload {
  id?: number;
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  telephone?: string | null;
  default_shipping?: boolean;
  default_billing?: boolean;
}

/** A login: the short-lived access token and the refresh token that renews it once. */
export interface TokenPair {
  token: string;
  refreshToken: string;
}

/** One page of the order history (Magento search result shape). */
export interface OrderHistoryPage {
  items: Record<string, unknown>[];
  search_criteria: { page_size: number; current_page: number };
  total_count: number;
}

function tokenPair(answer: { result: string; meta?: Record<string, unknown> }): TokenPair {
  const refreshToken = answer.meta?.refreshToken;
  if (typeof refreshToken !== 'string') {
    throw new ApiError('The API answered a login without a refresh token', 502);
  }
  return { token: answer.result, refreshToken };
}

/** Logs in with e-mail and password (401 with the sign-in-incorrect text otherwise). */
export async function loginCustomer(
  email: string,
  password: string,
  options: CallOptions = {},
): Promise<TokenPair> {
  const answer = await callApiEnvelope<string>('/api/user/login', {
    ...jsonInit('POST', { body: { username: email, password } }),
    ...options,
  });
  return tokenPair(answer);
}

/** Trades a refresh token (usable once) for a new pair. */
export async function refreshCustomerToken(refreshToken: string): Promise<TokenPair> {
  const answer = await callApiEnvelope<string>(
    '/api/user/refresh',
    jsonInit('POST', { body: { refreshToken } }),
  );
  return tokenPair(answer);
}

/** Ends the session of the token on the server. */
export function logoutCustomer(token: string): Promise<boolean> {
  return callApi<boolean>('/api/user/logout', jsonInit('POST', { token }));
}

/** Creates an account (409 when the e-mail is taken); a welcome mail follows. */
export function createCustomer(
  storeCode: StoreCode,
  customer: { email: string; firstname: string; lastname: string },
  password: string,
): Promise<Customer> {
  return callApi<Customer>(
    `/api/user/create?${new URLSearchParams({ storeCode })}`,
    jsonInit('POST', { storeCode, body: { customer, password } }),
  );
}

/** The logged-in customer. */
export function getCurrentCustomer(token: string): Promise<CurrentUser> {
  return callApi<CurrentUser>('/api/user/me', jsonInit('GET', { token }));
}

/** Changes name, e-mail and addresses; answers the customer as stored. */
export function updateCurrentCustomer(
  token: string,
  customer: {
    firstname?: string;
    lastname?: string;
    email?: string;
    addresses?: AddressPayload[];
  },
): Promise<Customer> {
  return callApi<Customer>('/api/user/me', jsonInit('POST', { token, body: { customer } }));
}

/** Changes the password; the customer's other sessions end. */
export function changeCustomerPassword(
  token: string,
  currentPassword: string,
  newPassword: string,
): Promise<boolean> {
  return callApi<boolean>(
    '/api/user/change-password',
    jsonInit('POST', { token, body: { currentPassword, newPassword } }),
  );
}

/** Mails a reset link (answers true for unknown addresses too). */
export function requestPasswordReset(storeCode: StoreCode, email: string): Promise<boolean> {
  return callApi<boolean>(
    `/api/user/reset-password?${new URLSearchParams({ storeCode })}`,
    jsonInit('POST', { storeCode, body: { email } }),
  );
}

/** Sets a new password with the token of a reset mail; every session ends. */
export function resetCustomerPassword(
  email: string,
  resetToken: string,
  newPassword: string,
): Promise<boolean> {
  return callApi<boolean>(
    '/api/user/create-password',
    jsonInit('POST', { body: { email, newPassword, resetToken } }),
  );
}

/** One page of the customer's orders (empty until orders exist). */
export function getOrderHistory(
  token: string,
  page: { pageSize: number; currentPage: number },
): Promise<OrderHistoryPage> {
  const query = new URLSearchParams({
    pageSize: String(page.pageSize),
    currentPage: String(page.currentPage),
  });
  return callApi<OrderHistoryPage>(`/api/user/order-history?${query}`, jsonInit('GET', { token }));
}

/** Mails a one-time code; answers the opaque id of the request (for any address). */
export async function requestOneTimePassword(storeCode: StoreCode, email: string): Promise<string> {
  const result = await callApi<{ customer_id: string }>(
    `/api/ext/one-time-password/request?${new URLSearchParams({ storeCode })}`,
    jsonInit('POST', { storeCode, body: { email } }),
  );
  return result.customer_id;
}

/** Logs in with a mailed code; succeeds only with a non-zero status (spec secondary §5). */
export async function validateOneTimePassword(requestId: string, code: string): Promise<TokenPair> {
  const answer = await callApiEnvelope<{ status: number; customer_token: string }>(
    '/api/ext/one-time-password/validate',
    jsonInit('POST', { body: { customer_id: requestId, one_time_password: code } }),
  );
  if (!answer.result.status) {
    throw new ApiError('The one-time password is not valid or has expired.', 401);
  }
  return tokenPair({ result: answer.result.customer_token, meta: answer.meta });
}

/** Removes the customer's personal data and ends every session (true on success). */
export function deleteCustomerAccount(token: string): Promise<boolean> {
  return callApi<boolean>('/api/ext/user-extend/mine', jsonInit('DELETE', { token }));
}

/** Whether the customer's own e-mail is subscribed to the newsletter. */
export async function getNewsletterStatus(token: string, email: string): Promise<boolean> {
  const status = await callApi<string>(
    `/api/ext/magento2-newsletter/subscribe?${new URLSearchParams({ email })}`,
    jsonInit('GET', { token }),
  );
  return status === 'subscribed';
}

/** Subscribes an address to the newsletter. */
export function subscribeNewsletter(email: string): Promise<boolean> {
  return callApi<boolean>(
    '/api/ext/magento2-newsletter/subscribe',
    jsonInit('POST', { body: { email } }),
  );
}

/** Unsubscribes the customer's own address. */
export function unsubscribeNewsletter(token: string, email: string): Promise<boolean> {
  return callApi<boolean>(
    '/api/ext/magento2-newsletter/subscribe',
    jsonInit('DELETE', { token, body: { email } }),
  );
}
