/**
 * The customer's session in this browser, below the API client and the stores: whether a customer
 * is logged in (the stored access token), the events of a login changing and the report of a login
 * that ended. Every page loads this module (the header's account button asks it), so it holds only
 * the read; the API client's token handling (customer-token.ts beside it, loaded on demand) writes
 * the tokens. They live in localStorage under keys shared by both store views (one login for the
 * shop), which a click handler can read synchronously, unlike IndexedDB.
 */
export const ACCESS_TOKEN_KEY = 'shop/user/current-token';

/** The stored access token, or null for a guest (also when storage is blocked). */
export function getAccessToken(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** The window event sent when a customer logs in or out in this tab (prices follow the group). */
export const SESSION_CHANGE_EVENT = 'shop:session-change';

/**
 * The window event sent when the customer's newsletter subscription changed on a page (the
 * preferences): the footer's sign-up reads the status again.
 */
export const NEWSLETTER_CHANGE_EVENT = 'shop:newsletter-change';

/**
 * What ends a login whose refresh was refused (its tokens are already removed): the stores clear
 * the customer's data and the sign-up modal opens. The API client sits below the stores and only
 * reports it here; the layout registers the handler (components/account/account-runtime.tsx).
 */
let sessionExpiredHandler: (() => void) | null = null;

/** Sets what a refused refresh does (null: nothing). */
export function setSessionExpiredHandler(handler: (() => void) | null): void {
  sessionExpiredHandler = handler;
}

/** Reports a login that could not be renewed (called by customer-token.ts). */
export function reportSessionExpired(): void {
  sessionExpiredHandler?.();
}
