/**
 * The analytics events by name with their payload builders (packages/core), loaded only once a
 * shopper allowed analytics: the pages of a shopper without consent never load this code.
 * Pushes each event onto the data layer with the page type of the page (secondary-areas §7).
 */
import {
  type AnalyticsEvent,
  addPaymentInfoEvent,
  addPersonalInfoEvent,
  addShippingInfoEvent,
  addToCartEvent,
  addToWishlistEvent,
  beginCheckoutEvent,
  filterUseEvent,
  loginEvent,
  newsletterSubscriptionEvent,
  noSearchResultsEvent,
  pageTypeOf,
  purchaseEvent,
  type RoutePageType,
  removeFromCartEvent,
  searchClickEvent,
  searchEvent,
  searchUseEvent,
  selectItemEvent,
  signUpEvent,
  sliderSelectEvent,
  sliderUseEvent,
  sortUseEvent,
  textMessageEvent,
  viewCartEvent,
  viewItemEvent,
  viewItemListEvent,
} from '@shop/core';

export const BUILDERS = {
  view_item_list: viewItemListEvent,
  add_to_cart: addToCartEvent,
  remove_from_cart: removeFromCartEvent,
  purchase: purchaseEvent,
  view_item: viewItemEvent,
  select_item: selectItemEvent,
  add_to_wishlist: addToWishlistEvent,
  begin_checkout: beginCheckoutEvent,
  add_personal_info: addPersonalInfoEvent,
  add_shipping_info: addShippingInfoEvent,
  add_payment_info: addPaymentInfoEvent,
  view_cart: viewCartEvent,
  login: loginEvent,
  sign_up: signUpEvent,
  search: searchEvent,
  search_click: searchClickEvent,
  no_search_results: noSearchResultsEvent,
  search_use: searchUseEvent,
  sort_use: sortUseEvent,
  filter_use: filterUseEvent,
  slider_use: sliderUseEvent,
  slider_select: sliderSelectEvent,
  newsletter_subscription: newsletterSubscriptionEvent,
  text_message: textMessageEvent,
} satisfies Record<AnalyticsEvent['event'], (...args: never[]) => AnalyticsEvent>;

/** The page type of the page now shown: its route's tag (data-page-type) or its path. */
function currentPageType(): string {
  const tagged = document.querySelector<HTMLElement>('[data-page-type]')?.dataset.pageType;
  // The path inside the store view: /de/cart and /cart are the same page.
  const pathname = window.location.pathname.replace(/^\/de(?=\/|$)/, '') || '/';
  return pageTypeOf({ pathname, routePageType: (tagged as RoutePageType | undefined) ?? null });
}

/** Pushes an event; an ecommerce event first clears the previous one's ecommerce object. */
export function pushEvent(event: AnalyticsEvent): void {
  window.dataLayer ??= [];
  if (event.ecommerce) window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({ ...event, page_type: currentPageType() });
}
