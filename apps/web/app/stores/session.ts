/**
 * Whether a customer is logged in in this browser: the stored access token. Every page loads this
 * module (the header's account button asks it), so it holds only the read; the API client's
 * token handling (lib/customer-token.ts, loaded on demand) writes the tokens. They live
 * in localStorage under keys shared by both store views (one login for the shop), which a click
 * handler can read synchronously, unlike IndexedDB.
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
