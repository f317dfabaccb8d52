/**
 * A cart priced: totals are recomputed from the catalogue on every call (core's checkout pricing,
 * the same the order uses); nothing a client sends as a price is used.
 */
import type { CartAddressInput } from '@shop/contracts';
import {
  type AvailableCredit,
  type CheckoutLineInput,
  type CheckoutPricing,
  type CheckoutPricingInput,
  type LineProductOption,
  type PricedLine,
  priceCheckout,
  storedStoreView,
} from '@shop/core';
import type { Executor } from '@shop/db';
import type { CartAccess } from './access.ts';
import type { ResolvedLine } from './cart-products.ts';
import type { CartCaller } from './options.ts';
import type { CartItemRow, CartRow } from './repository.ts';

/** A cart line as checkout pricing takes it, with its stored row. */
export type CartLine = CheckoutLineInput & { item: CartItemRow };

/** The country of an address as either spelling sends it; null without one. */
export function countryOf(address: CartAddressInput | null | undefined): string | null {
  const country = address?.country_id || address?.countryId;
  return country ? country.toUpperCase() : null;
}

export class CartPricing {
  constructor(private readonly access: CartAccess) {}

  /** The cart's checkout pricing input: its view, countries, chosen method and customer group. */
  private pricingInput<L extends CheckoutLineInput>(
    cart: CartRow,
    caller: CartCaller,
    lines: readonly L[],
    coupon: CheckoutPricingInput['coupon'],
    credits: readonly AvailableCredit[] = [],
  ): CheckoutPricingInput<L> {
    const { shippingCarrierCode: carrierCode, shippingMethodCode: methodCode } = cart;
    const { options } = this.access;
    const view = storedStoreView(cart.storeCode);
    return {
      view,
      lines,
      // A guest cart is priced for guests, whoever holds it.
      customerGroupId: caller && cart.customerId !== null ? caller.groupId : 0,
      usePriceTiers: options.usePriceTiers,
      shippingCountry: countryOf(cart.shippingAddress as CartAddressInput | null),
      billingCountry: countryOf(cart.billingAddress as CartAddressInput | null),
      shippingMethod: carrierCode && methodCode ? { carrierCode, methodCode } : null,
      coupon,
      shippingMethods: options.shippingMethods,
      // The cart's store view offers its own methods: another view's are refused.
      paymentMethods: options.paymentMethodsByView[view.code],
      now: this.access.now(),
      credits,
    };
  }

  /**
   * The cart priced from its lines and the current catalogue: totals, shipping and payment
   * methods. `coupon` replaces the cart's own coupon (null: price without one).
   */
  async priceCart(
    exec: Executor,
    cart: CartRow,
    caller: CartCaller,
    options: {
      coupon?: CheckoutPricingInput['coupon'];
      customerEmail?: string | null;
    } = {},
  ): Promise<CheckoutPricing<CartLine>> {
    const view = storedStoreView(cart.storeCode);
    const items = await this.access.repository.listItems(cart.id, exec);
    const entries = await this.access.options.catalog.catalogEntries(
      view,
      items.map((item) => item.sku),
      exec,
    );
    // A product disabled or removed since it was added has no entry: it stays in pull (so the
    // storefront can remove it) but not in the totals.
    const lines = items.map(
      (item): CartLine => ({
        itemId: item.itemId,
        productType: item.productType,
        productOption: item.productOption as LineProductOption | null,
        qty: item.qty,
        entry: entries.get(item.sku) ?? null,
        item,
      }),
    );
    const coupon =
      options.coupon !== undefined ? options.coupon : await this.cartCoupon(exec, cart);
    const credits = (await this.access.options.credits?.creditsOf(cart.id, exec)) ?? [];
    return priceCheckout({
      ...this.pricingInput(cart, caller, lines, coupon, credits),
      customerEmail: options.customerEmail ?? null,
    });
  }

  /** The cart's coupon with its rule (a coupon that stopped applying stays on the cart). */
  private async cartCoupon(exec: Executor, cart: CartRow) {
    if (!cart.couponCode) return null;
    return {
      code: cart.couponCode,
      rule: await this.access.repository.findCouponRule(cart.couponCode, exec),
    };
  }

  /** The price of `qty` units of one line in this cart. */
  priceOneLine(cart: CartRow, caller: CartCaller, line: ResolvedLine, qty: number): PricedLine {
    const input = { itemId: 0, productType: line.productType, productOption: line.productOption };
    const pricing = priceCheckout(
      this.pricingInput(cart, caller, [{ ...input, qty, entry: line.entry }], null),
    );
    return pricing.lines[0]!.priced!;
  }
}
