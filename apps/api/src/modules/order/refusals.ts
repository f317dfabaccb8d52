/** Why an order is refused: each refusal its own error, so the placing can react to it. */
import type { AvailableCredit } from '@shop/core';
import { DomainError } from '../../lib/errors.ts';
/**
 * A 400 answer: the schema message (an order that cannot be placed as sent), with what exactly
 * is wrong in `details`.
 */
export class OrderInvalidError extends DomainError {
  constructor(details: string[]) {
    super('invalid', 'order.not_compliant', {}, { details });
  }
}

/**
 * A product without enough stock: the text the storefront's order queue reads as "Some
 * products you've ordered are out of stock". It is a 409 Conflict: the request is fine, the
 * stock is not there, and a retry of the same order cannot change that.
 */
export class OrderOutOfStockError extends DomainError {
  constructor(readonly sku: string) {
    super('conflict', 'order.out_of_stock', { sku });
  }
}

/**
 * The cart's coupon no longer applies (expired, used up, below its minimum, removed) when the
 * order is placed: the shopper confirmed a total with its discount, so the order is refused
 * (409) rather than placed at another total. The cart then drops the coupon.
 */
export class CouponNoLongerAppliesError extends DomainError {
  constructor(
    readonly code: string,
    reason: string,
  ) {
    super('conflict', 'order.coupon_no_longer_applies', { reason });
  }
}

/**
 * The balance of an applied credit changed since the shopper saw it (another order spent part
 * of a gift card, or of the points): the order is refused (409) with nothing taken; the
 * shopper reviews the cart.
 */
export class CreditsChangedError extends DomainError {
  constructor(
    readonly cartId: string,
    kind: AvailableCredit['kind'],
  ) {
    super('conflict', kind === 'reward' ? 'rewards.review_cart' : 'giftcard.review_cart');
  }
}

/**
 * The cart's earlier order was paid meanwhile (in another tab): the cart is done with and places
 * no second order. The placing closes the cart and answers as for a cart that is gone (404).
 */
export class CartOrderPaidError extends Error {
  constructor(readonly cartId: string) {
    super('the cart’s order was paid');
  }
}
