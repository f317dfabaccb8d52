/**
 * What the storefront makes of a cart's move to another store view (decision 0049): the product
 * link of a moved line in the new view, and the notices for what did not come along as it was.
 */
import type { StoreView, SwitchedLine } from '@shop/core';
import type { CartStoreSwitch } from './cart-api.ts';
import { createTranslator } from './i18n.ts';
import { getProductPagePath } from './product.ts';

/** The product link of a moved line in `storeView` (the child chosen for a configurable line). */
export function switchedLinePath(storeView: StoreView) {
  return (line: SwitchedLine): string | undefined => {
    if (!line.slug) return undefined;
    const parentSku = line.parentSku ?? line.sku;
    return getProductPagePath(
      storeView,
      parentSku,
      line.slug,
      parentSku !== line.sku ? line.sku : null,
    );
  };
}

interface SwitchNotice {
  type: string;
  message: string;
  hasNoTimeout?: boolean;
  action1?: { label: string };
}

/**
 * Says what did not come along as it was, in the page's language: a coupon taken off, lines
 * the view does not sell (they stay in the cart, marked).
 */
export function announceSwitch(
  storeView: StoreView,
  moved: Pick<CartStoreSwitch, 'dropped_coupon' | 'items'>,
  notify: (notice: SwitchNotice) => void,
): void {
  const t = createTranslator(storeView.locale);
  const notice = (message: string) =>
    notify({ type: 'warning', message, hasNoTimeout: true, action1: { label: t('OK') } });
  if (moved.dropped_coupon) {
    notice(
      t('The coupon code "{code}" does not apply in this shop and was removed from your cart.', {
        code: moved.dropped_coupon,
      }),
    );
  }
  if (moved.items.some((line) => !line.available)) {
    notice(
      t('Some products in your cart are not sold in this shop: they stay in your cart, marked.'),
    );
  }
}
