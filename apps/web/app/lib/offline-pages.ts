/**
 * Which pages the service worker may keep for offline reading. A page it keeps stays in the
 * browser's cache storage, readable by anyone using that browser profile later: so never a URL
 * that carries a secret (a login or reset token, an order's hash, a one-time code, an e-mail
 * address) and never a page that is about one shopper (checkout, account, order results,
 * password reset). Catalogue and content pages are kept; they hold nothing personal.
 */

/** Query parameters that carry a secret or a shopper's data. */
const SECRET_PARAMETERS = new Set([
  'token',
  'resettoken',
  'reset_token',
  'order_hash',
  'orderhash',
  'code',
  'one_time_password',
  'email',
  'customer_id',
  'queued',
]);

/** Pages about one shopper, in either store view (/de first). */
const PERSONAL_PAGES =
  /^(\/de)?\/(checkout|checkout-return|checkout-failed|reset-password|my-account)(\/|$)/;

/** Paths that are not storefront pages at all. */
const NOT_PAGES = /^\/(api|img|test-payment)(\/|$)/;

export function mayKeepOffline(url: URL): boolean {
  if (NOT_PAGES.test(url.pathname) || PERSONAL_PAGES.test(url.pathname)) return false;
  for (const name of url.searchParams.keys()) {
    if (SECRET_PARAMETERS.has(name.toLowerCase())) return false;
  }
  return true;
}
