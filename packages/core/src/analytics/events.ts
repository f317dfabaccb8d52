/**
 * The payloads of the analytics events (secondary-areas §7) as the tag manager's data layer takes
 * them: `{event, ...}` with GA4's ecommerce object for the shop events. Pure builders: the
 * storefront calls them at the moment each event happens and pushes what they return.
 */
import type { CartItem } from '../cart/types.ts';
import {
  ANALYTICS_CURRENCY,
  type AnalyticsItem,
  type AnalyticsProductInput,
  analyticsItem,
  itemsValue,
} from './items.ts';

/** Every event name the data layer carries (secondary-areas §7). */
export const ANALYTICS_EVENTS = [
  'view_item_list',
  'add_to_cart',
  'remove_from_cart',
  'purchase',
  'view_item',
  'select_item',
  'add_to_wishlist',
  'begin_checkout',
  'add_personal_info',
  'add_shipping_info',
  'add_payment_info',
  'view_cart',
  'login',
  'sign_up',
  'search',
  'search_click',
  'no_search_results',
  'search_use',
  'sort_use',
  'filter_use',
  'slider_use',
  'slider_select',
  'newsletter_subscription',
  'text_message',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

export interface EcommerceData {
  currency: string;
  value: number;
  items: AnalyticsItem[];
  item_list_name?: string;
  transaction_id?: string;
  coupon?: string;
  tax?: number;
  shipping?: number;
  shipping_tier?: string;
  payment_type?: string;
}

export interface AnalyticsEvent {
  event: AnalyticsEventName;
  ecommerce?: EcommerceData;
  [key: string]: unknown;
}

function ecommerce(
  event: AnalyticsEventName,
  items: AnalyticsItem[],
  extra: Partial<EcommerceData> = {},
): AnalyticsEvent {
  return {
    event,
    ecommerce: { currency: ANALYTICS_CURRENCY, value: itemsValue(items), ...extra, items },
  };
}

/** A product page is seen: its product (the chosen variant's price). */
export function viewItemEvent(product: AnalyticsProductInput): AnalyticsEvent {
  return ecommerce('view_item', [analyticsItem(product)]);
}

/** A listing (category, search, carousel) shows products: each with its place in the list. */
export function viewItemListEvent(
  listName: string,
  products: readonly AnalyticsProductInput[],
): AnalyticsEvent {
  const items = products.map((product, index) =>
    analyticsItem({ ...product, index: product.index ?? index, listName }),
  );
  return ecommerce('view_item_list', items, { item_list_name: listName });
}

/** A product of a list is chosen. */
export function selectItemEvent(listName: string, product: AnalyticsProductInput): AnalyticsEvent {
  return ecommerce('select_item', [analyticsItem({ ...product, listName })], {
    item_list_name: listName,
  });
}

/** A product goes into the cart, `quantity` of it. */
export function addToCartEvent(product: AnalyticsProductInput): AnalyticsEvent {
  return ecommerce('add_to_cart', [analyticsItem(product)]);
}

/** A cart line (or part of its quantity) leaves the cart. */
export function removeFromCartEvent(product: AnalyticsProductInput): AnalyticsEvent {
  return ecommerce('remove_from_cart', [analyticsItem(product)]);
}

/** A product goes onto the wishlist. */
export function addToWishlistEvent(product: AnalyticsProductInput): AnalyticsEvent {
  return ecommerce('add_to_wishlist', [analyticsItem(product)]);
}

/**
 * A cart line as an item: a configurable line's parent sku is the item and its child sku the
 * variant; the unit price is what the line costs per unit incl. tax (the server's row total when
 * known, so a line discount counts), the regular price the line's own unit price; the brand and
 * category path those the line kept of its product (the brand default and no categories for a
 * line that kept none).
 */
export function cartLineInput(
  line: Pick<
    CartItem,
    'sku' | 'parentSku' | 'name' | 'qty' | 'price_incl_tax' | 'totals' | 'brand' | 'category_path'
  >,
): AnalyticsProductInput {
  const qty = line.qty > 0 ? line.qty : 1;
  const rowPaid = line.totals
    ? line.totals.row_total_incl_tax - Math.abs(line.totals.discount_amount)
    : null;
  const unit = rowPaid !== null ? rowPaid / qty : line.price_incl_tax;
  return {
    sku: line.parentSku ?? line.sku,
    name: line.name,
    brand: line.brand ?? null,
    categoryPath: line.category_path ?? null,
    variant: line.parentSku && line.parentSku !== line.sku ? line.sku : null,
    regularPrice: line.totals ? line.totals.row_total_incl_tax / qty : line.price_incl_tax,
    finalPrice: unit,
    quantity: qty,
  };
}

type CartLineLike = Parameters<typeof cartLineInput>[0];

function cartItems(lines: readonly CartLineLike[]): AnalyticsItem[] {
  return lines.map((line, index) => analyticsItem({ ...cartLineInput(line), index }));
}

/** The cart page is seen. */
export function viewCartEvent(lines: readonly CartLineLike[]): AnalyticsEvent {
  return ecommerce('view_cart', cartItems(lines));
}

/** The checkout starts, with the cart's coupon when one applies. */
export function beginCheckoutEvent(
  lines: readonly CartLineLike[],
  coupon?: string | null,
): AnalyticsEvent {
  return ecommerce('begin_checkout', cartItems(lines), coupon ? { coupon } : {});
}

/** The shopper's personal details (e-mail, name) of the checkout are given. */
export function addPersonalInfoEvent(lines: readonly CartLineLike[]): AnalyticsEvent {
  return ecommerce('add_personal_info', cartItems(lines));
}

/** A delivery method is chosen (its code or title as the tier). */
export function addShippingInfoEvent(
  lines: readonly CartLineLike[],
  shippingTier: string,
): AnalyticsEvent {
  return ecommerce('add_shipping_info', cartItems(lines), { shipping_tier: shippingTier });
}

/** A payment method is chosen. */
export function addPaymentInfoEvent(
  lines: readonly CartLineLike[],
  paymentType: string,
): AnalyticsEvent {
  return ecommerce('add_payment_info', cartItems(lines), { payment_type: paymentType });
}

/** A customer logs in; `method` says how ('password', 'one_time_password'). */
export function loginEvent(method: string): AnalyticsEvent {
  return { event: 'login', method };
}

/** A shopper makes an account. */
export function signUpEvent(method: string): AnalyticsEvent {
  return { event: 'sign_up', method };
}

/** A search is made, with how many products it found. */
export function searchEvent(searchTerm: string, resultCount: number): AnalyticsEvent {
  return { event: 'search', search_term: searchTerm.trim(), result_count: resultCount };
}

/** A search found nothing. */
export function noSearchResultsEvent(searchTerm: string): AnalyticsEvent {
  return { event: 'no_search_results', search_term: searchTerm.trim() };
}

/**
 * A search result is followed, in the search overlay or on the search page: a product (with its
 * sku as `item_id`), a suggested category or another suggestion, or a remembered search.
 */
export function searchClickEvent(
  searchTerm: string,
  target: {
    type: 'product' | 'category' | 'suggestion' | 'history';
    label: string;
    url: string;
    itemId?: string;
  },
): AnalyticsEvent {
  return {
    event: 'search_click',
    search_term: searchTerm.trim(),
    click_type: target.type,
    click_label: target.label,
    click_url: target.url,
    ...(target.itemId ? { item_id: target.itemId } : {}),
  };
}

/** The search overlay is opened (where from: the tab bar, the header, the app). */
export function searchUseEvent(source: string): AnalyticsEvent {
  return { event: 'search_use', search_source: source };
}

/** A listing's sort order is changed ('price:asc'). */
export function sortUseEvent(sort: string, listName: string): AnalyticsEvent {
  return { event: 'sort_use', sort_option: sort, item_list_name: listName };
}

/** A listing's filter is set or cleared. */
export function filterUseEvent(
  filter: string,
  value: string,
  active: boolean,
  listName: string,
): AnalyticsEvent {
  return {
    event: 'filter_use',
    filter_name: filter,
    filter_value: value,
    filter_active: active,
    item_list_name: listName,
  };
}

/** A slider (product carousel, hero) is moved by the shopper. */
export function sliderUseEvent(sliderName: string, direction: 'next' | 'previous'): AnalyticsEvent {
  return { event: 'slider_use', slider_name: sliderName, slider_direction: direction };
}

/** A slide's link (a product of a carousel, a banner) is followed. */
export function sliderSelectEvent(
  sliderName: string,
  slide: { label: string; url: string; index: number },
): AnalyticsEvent {
  return {
    event: 'slider_select',
    slider_name: sliderName,
    slide_label: slide.label,
    slide_url: slide.url,
    slide_index: slide.index,
  };
}

/** A newsletter sign-up succeeded; `placement` says where (footer, preferences, confirmation). */
export function newsletterSubscriptionEvent(placement: string): AnalyticsEvent {
  return { event: 'newsletter_subscription', placement };
}

/** An error notification is shown to the shopper (secondary-areas §7, §8): its text. */
export function textMessageEvent(message: string, type: string): AnalyticsEvent {
  return { event: 'text_message', message_type: type, message_text: message };
}
