import type { AnalyticsProductInput } from '@shop/core';
import { trackEvent } from '../lib/analytics.ts';
import { askAppLoginFirst } from '../lib/app-bridge.ts';
import { useTranslate } from '../lib/i18n.ts';
import { useWishlistSkus } from '../stores/wishlist-flags.ts';
import { loadWishlist } from '../stores/wishlist-loader.ts';

/** What a heart puts on the list: the chosen sku, its product's sku and the product's id. */
export interface WishlistTarget {
  sku: string;
  parentSku: string;
  productId: number;
}

/**
 * The wishlist heart: a toggle button (aria-pressed) named after the product. The server renders
 * it unpressed (its HTML holds nothing personal); the wishlist logic loads on the first press.
 */
export function WishlistHeart({
  target,
  name,
  price,
  item,
}: {
  target: WishlistTarget;
  name: string;
  /** What one unit sells for (euros), for analytics' add_to_wishlist. */
  price: number;
  /** What else the page knows of the product for analytics (a product page: brand, categories). */
  item?: Pick<AnalyticsProductInput, 'brand' | 'categories' | 'regularPrice'>;
}) {
  const t = useTranslate();
  const pressed = useWishlistSkus().includes(target.sku);
  const toggle = () => {
    if (!pressed) {
      trackEvent('add_to_wishlist', {
        sku: target.parentSku,
        name,
        variant: target.sku === target.parentSku ? null : target.sku,
        finalPrice: price,
        ...item,
      });
    }
    void loadWishlist().then((m) => m.toggleWishlist(target));
  };
  return (
    <button
      type="button"
      className="wishlist-heart"
      aria-pressed={pressed}
      aria-label={t('{name} on the wishlist', { name })}
      onClick={() => {
        // In the app, a logged-out shopper is asked to log in first (secondary-areas §6).
        if (askAppLoginFirst()) return;
        toggle();
      }}
    >
      <span className="icon icon--heart" aria-hidden="true" />
    </button>
  );
}
