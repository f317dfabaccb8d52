/**
 * The order being placed as plain data: its store view, where it goes, what is wrong with it,
 * and the rows it is written as.
 */
import type { OrderAddress, OrderBody } from '@shop/contracts';
import {
  type CheckoutLineInput,
  type CheckoutPricing,
  catalogEntryLineFields,
  FREE_PAYMENT_CODE,
  giftCardRecipientOf,
  giftCardRecipientOptions,
  isStoreCode,
  NO_DELIVERY_MESSAGE,
  placedOrderState,
  STORE_VIEWS,
  type StoreView,
  storedStoreView,
  toCents,
} from '@shop/core';
import { randomToken } from '../../lib/secrets.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { ResolvedLine } from '../cart/cart-products.ts';
import type { PickupStore } from '../pickup/service.ts';
import type { NewOrder, NewOrderItem, OrderRow } from './repository.ts';

/** The cart an order is placed from, as the order reads it. */
export interface OrderCart {
  id: string;
  storeCode: string;
  couponCode: string | null;
}

/** A resolved product of the order as checkout pricing takes it. */
export type OrderLine = CheckoutLineInput & { resolved: ResolvedLine };

/** Where the order goes: its shipping address (none for a virtual cart) and pick-up store. */
export interface Delivery {
  shipping: OrderAddress | null;
  pickupLocationCode: string | null;
  problems: string[];
}

/** An order ready to be written: checked, delivered and priced. */
export interface OrderDraft {
  body: OrderBody;
  caller: TokenCustomer | null;
  cart: OrderCart | null;
  view: StoreView;
  delivery: Delivery;
  pricing: CheckoutPricing<OrderLine>;
  paymentCode: string;
  now: Date;
}

export const countryOf = (address: OrderAddress) =>
  (address.country_id || address.countryId || '').toUpperCase();

/** The address as stored: the checked fields, the country in one spelling. */
function storedAddress(address: OrderAddress): Record<string, unknown> {
  const { countryId: _drop, ...rest } = address;
  return { ...rest, country_id: countryOf(address) };
}

/**
 * The store view of an order: its cart's, else the one the body names, else the request's.
 */
export function orderViewOf(
  cart: OrderCart | null,
  body: OrderBody,
  requestView: StoreView,
): StoreView {
  if (cart) return storedStoreView(cart.storeCode);
  return body.store_code && isStoreCode(body.store_code)
    ? STORE_VIEWS[body.store_code]
    : requestView;
}

/** Lines sold at a price the catalogue no longer knows. */
export function priceProblems(pricing: CheckoutPricing<OrderLine>): string[] {
  return pricing.lines
    .filter(({ priceUnknown }) => priceUnknown)
    .map(({ line }) => `${line.resolved.sku}: the price is unknown`);
}

/** A cart that ships something needs a known shipping method that delivers to its address. */
export function shippingProblems(
  pricing: CheckoutPricing<OrderLine>,
  info: OrderBody['addressInformation'],
): string[] {
  if (pricing.isVirtual) return [];
  switch (pricing.shipping.status) {
    case 'none':
      return ['addressInformation: shipping_carrier_code and shipping_method_code are required'];
    case 'unknown':
      return [
        `Carrier with such method not found: ${info.shipping_carrier_code}, ${info.shipping_method_code}`,
      ];
    case 'unavailable':
      return [NO_DELIVERY_MESSAGE];
    default:
      return [];
  }
}

/** The order row of a priced order. */
export function newOrder(order: OrderDraft): NewOrder {
  const { body, pricing, delivery } = order;
  const { totals, isVirtual } = pricing;
  const info = body.addressInformation;
  return {
    orderId: body.order_id,
    storeCode: order.view.code,
    customerId: order.caller?.customerId ?? null,
    customerEmail: (info.billingAddress.email ?? '').trim().toLowerCase(),
    cartId: order.cart?.id ?? null,
    // Placed, awaiting its money unless it is free; paid at once when its credits pay it all.
    ...placedOrderState(order.paymentCode !== FREE_PAYMENT_CODE, pricing.credits.total > 0),
    currency: totals.quote_currency_code,
    subtotal: toCents(totals.subtotal),
    subtotalInclTax: toCents(totals.subtotal_incl_tax),
    discountAmount: toCents(totals.discount_amount),
    shippingAmount: toCents(totals.shipping_amount),
    shippingInclTax: toCents(totals.shipping_incl_tax),
    taxAmount: toCents(totals.tax_amount),
    grandTotal: toCents(totals.grand_total),
    creditsAmount: pricing.credits.total,
    couponCode: pricing.coupon.applied?.code ?? null,
    shippingCarrierCode: isVirtual ? null : (info.shipping_carrier_code ?? null),
    shippingMethodCode: isVirtual ? null : (info.shipping_method_code ?? null),
    paymentMethod: order.paymentCode,
    paymentAdditionalData: info.payment_method_additional ?? body.payment_method_additional ?? null,
    orderHash: randomToken(24),
    pickupLocationCode: delivery.pickupLocationCode,
    shippingAddress: delivery.shipping ? storedAddress(delivery.shipping) : null,
    billingAddress: storedAddress(info.billingAddress),
    totals,
    createdAt: order.now,
    updatedAt: order.now,
  };
}

/** The order's lines at the prices of its totals. */
export function orderItems(order: OrderRow, pricing: CheckoutPricing<OrderLine>): NewOrderItem[] {
  return pricing.lines.map(({ line, priced }, index) => {
    const item = pricing.totals.items[index]!;
    const { resolved } = line;
    return {
      orderId: order.id,
      sku: resolved.sku,
      parentSku: resolved.parentSku,
      name: item.name,
      productType: resolved.productType,
      qty: line.qty,
      productOption: resolved.productOption,
      price: toCents(item.price),
      priceInclTax: toCents(item.price_incl_tax),
      rowTotal: toCents(item.row_total),
      rowTotalInclTax: toCents(item.row_total_incl_tax),
      taxAmount: toCents(item.tax_amount),
      taxPercent: String(item.tax_percent),
      discountAmount: toCents(item.discount_amount),
      giftCard: priced?.isGiftCard ? giftCardRecipientOfLine(line) : null,
      ...orderItemProduct(resolved),
    };
  });
}

/**
 * What the order line keeps of its product for the purchase event's items (secondary-areas §9):
 * its brand and category path as the catalogue names them at the moment of ordering.
 */
function orderItemProduct(resolved: ResolvedLine): Pick<NewOrderItem, 'brand' | 'categoryPath'> {
  const { brand, category_path } = catalogEntryLineFields(resolved.entry);
  return { brand, categoryPath: category_path };
}

/** The recipient a gift card line carries (empty texts for a card that asks for none). */
function giftCardRecipientOfLine(line: OrderLine) {
  const parent = line.entry?.parent;
  const options = parent ? giftCardRecipientOptions(parent) : {};
  const choices = line.productOption?.extension_attributes?.custom_options ?? [];
  const recipient = giftCardRecipientOf(options, choices);
  return {
    recipient_name: recipient.recipient_name.trim(),
    recipient_email: recipient.recipient_email.trim(),
    message: recipient.message.trim(),
  };
}

/** The pick-up location code an order names (shipping address extension attributes first). */
export function pickupCodeOf(info: OrderBody['addressInformation']): string | null {
  const fromAddress = info.shippingAddress?.extension_attributes?.pickup_location_code;
  const fromExtra = info.shippingExtraFields?.pickup_location_code;
  const code = fromAddress ?? fromExtra;
  return typeof code === 'string' && code.trim() !== '' ? code.trim() : null;
}

/** The shipping address of a pick-up: the shopper's name and phone at the store's address. */
export function pickupAddress(store: PickupStore, person: OrderAddress): OrderAddress {
  return {
    firstname: person.firstname,
    middlename: person.middlename,
    lastname: person.lastname,
    telephone: person.telephone,
    company: store.name,
    street: [store.street, store.houseNumber],
    postcode: store.postcode,
    city: store.city,
    country_id: store.countryId,
    extension_attributes: { pickup_location_code: store.code },
  };
}
