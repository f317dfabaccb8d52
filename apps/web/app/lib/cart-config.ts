/**
 * The cart switches of this shop (core's defaults), plus the storefront's own: an external checkout
 * hides the 'Proceed to checkout' links, and rerouting sends the add-to-cart buttons of
 * configurable and bundle products in listings to the product page.
 */
import { type CartConfig, DEFAULT_CART_CONFIG } from '@shop/core';

export interface StorefrontCartConfig extends CartConfig {
  /** The checkout lives elsewhere: no 'Proceed to checkout' link or action. */
  externalCheckout: boolean;
  /** Add-to-cart buttons of configurable and bundle products outside their page go to the page. */
  rerouteCompositeProducts: boolean;
  /** How long the closed-shop check at startup may take before it is given up. */
  closedCheckTimeoutMs: number;
  /**
   * Orders placed offline are sent without asking when the shop is online again (off, so the
   * shopper confirms them).
   */
  automaticOrderTransmission: boolean;
  /** After a network error the service worker's background sync 'orderSync' is asked for. */
  offlineOrderNotification: boolean;
}

export const CART_CONFIG: StorefrontCartConfig = {
  ...DEFAULT_CART_CONFIG,
  externalCheckout: false,
  rerouteCompositeProducts: true,
  closedCheckTimeoutMs: 500,
  automaticOrderTransmission: false,
  offlineOrderNotification: true,
};
