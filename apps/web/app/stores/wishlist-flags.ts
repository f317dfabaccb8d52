/**
 * What every page knows of the wishlist: the chosen skus on it, for the hearts' pressed state and
 * the header's and tab bar's counts. The wishlist itself (its store, the merge with the server
 * list, the calls) loads on demand (wishlist-loader.ts loads stores/wishlist.ts) and publishes its
 * skus here, so the script every page loads holds only this list. Empty on the server and until the list is read.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The localStorage key of this browser's copy of the list (secondary-areas §3). */
export const WISHLIST_KEY = 'current-wishlist';

const skuStore = createStore<readonly string[]>()(() => []);

/** Publishes the skus on the list (called by the wishlist store on every change). */
export const publishWishlist = (skus: readonly string[]) => skuStore.setState(skus, true);

/** The skus on the list; none on the server and before the list is read. */
export const useWishlistSkus = () => useStore(skuStore);
