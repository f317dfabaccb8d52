/**
 * When the wishlist store loads: with a saved list or a login at the page start, on the first
 * press of a heart. Part of the script every page loads; the store (stores/wishlist.ts) is a chunk
 * of its own that publishes its skus to wishlist-flags.ts, which imports neither.
 */
import { getAccessToken } from '../lib/session.ts';
import { WISHLIST_KEY } from './wishlist-flags.ts';

/**
 * Whether this browser may have a list to show: a saved list or a login. Only then does a page
 * load the wishlist store before the shopper touches a heart.
 */
export function mayHaveWishlist(): boolean {
  try {
    return getAccessToken() !== null || localStorage.getItem(WISHLIST_KEY) !== null;
  } catch {
    return false;
  }
}

/** Loads the wishlist store (one import site: one list of its files in the shared script). */
export const loadWishlist = () => import('./wishlist.ts');
