/**
 * Drafting an order: its products resolved against the catalogue, its delivery found, its
 * credits locked, priced as its cart, or refused with every problem at once.
 */
import type { OrderBody } from '@shop/contracts';
import {
  type AvailableCredit,
  type CheckoutPricing,
  isGiftCardPaymentMethod,
  isPickupMethod,
  isVirtualCart,
  priceCheckout,
  type StoreView,
  toCents,
} from '@shop/core';
import type { Executor } from '@shop/db';
import { domainError } from '../../lib/errors.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { OrderContext } from './context.ts';
import {
  countryOf,
  type Delivery,
  type OrderCart,
  type OrderDraft,
  type OrderLine,
  orderViewOf,
  pickupAddress,
  pickupCodeOf,
  priceProblems,
  shippingProblems,
} from './order-draft.ts';
import { CouponNoLongerAppliesError, CreditsChangedError, OrderInvalidError } from './refusals.ts';

export class OrderDrafting {
  constructor(private readonly access: OrderContext) {}

  /**
   * The order resolved, delivered and priced, or refused: every problem found is answered at
   * once (400 with the schema message); a cart coupon that no longer applies refuses it (409).
   */
  async draftOrder(
    tx: Executor,
    body: OrderBody,
    caller: TokenCustomer | null,
    cart: OrderCart | null,
    requestView: StoreView,
  ): Promise<OrderDraft> {
    const now = this.access.now();
    const view = orderViewOf(cart, body, requestView);
    const { lines, problems: lineProblems } = await this.resolveProducts(tx, view, body.products);
    const isVirtual = isVirtualCart(lines.map((line) => ({ type_id: line.productType })));
    const delivery = await this.deliveryOf(tx, body.addressInformation, isVirtual);
    const credits = cart ? await this.access.options.credits?.lockForOrder(cart.id, tx) : undefined;
    const priced = { body, caller, cart, view, lines, isVirtual, delivery, now };
    const pricing = await this.priceOrder(tx, priced, credits?.current ?? []);
    // A gift card is not paid with gift cards: the shopper removes one or the other.
    if (pricing.holdsGiftCard && credits?.current.some((credit) => credit.kind === 'giftcard')) {
      throw domainError('invalid', 'giftcard.not_for_gift_card');
    }
    // A credit that pays less than the shopper saw (another order spent it) refuses the order
    // before anything else: the amount to pay, and with it the payment methods, changed.
    const changed =
      cart && credits
        ? this.access.options.credits?.changedSinceSeen(
            toCents(pricing.totals.grand_total),
            credits,
          )
        : null;
    if (cart && changed) throw new CreditsChangedError(cart.id, changed);
    const paymentCode = body.addressInformation.payment_method_code ?? body.payment_method_code;
    const payment = pricing.paymentMethods.find((m) => m.code === paymentCode);
    // A gift card is not paid with gift cards: the shopper reads why and picks another method.
    if (
      !payment &&
      pricing.holdsGiftCard &&
      isGiftCardPaymentMethod(paymentCode ?? '', this.access.options.paymentMethods)
    ) {
      throw domainError('invalid', 'payment.gift_card_by_gift_card');
    }
    const problems = [
      ...lineProblems,
      ...delivery.problems,
      ...priceProblems(pricing),
      ...shippingProblems(pricing, body.addressInformation),
      // Named by its field: a method of another store view, country or total is not this order's.
      ...(payment
        ? []
        : [
            `payment_method_code: The requested Payment Method "${paymentCode ?? ''}" is not available.`,
          ]),
    ];
    if (problems.length > 0 || !payment) throw new OrderInvalidError(problems);
    if (cart?.couponCode && pricing.coupon.problem) {
      throw new CouponNoLongerAppliesError(cart.couponCode, pricing.coupon.problem.message);
    }
    return { body, caller, cart, view, delivery, pricing, paymentCode: payment.code, now };
  }

  /** Every product resolved against the catalogue of the order's store view, or why not. */
  private async resolveProducts(
    tx: Executor,
    view: StoreView,
    products: OrderBody['products'],
  ): Promise<{ lines: OrderLine[]; problems: string[] }> {
    const resolutions = await this.access.options.carts.resolveLines(view, products, tx);
    const lines: OrderLine[] = [];
    const problems: string[] = [];
    resolutions.forEach((resolution, index) => {
      const product = products[index]!;
      if ('problem' in resolution) {
        problems.push(`products[${index}] (${product.sku}): ${resolution.problem}`);
        return;
      }
      const { line } = resolution;
      lines.push({
        itemId: lines.length + 1,
        productType: line.productType,
        productOption: line.productOption,
        qty: product.qty,
        entry: line.entry,
        resolved: line,
      });
    });
    return { lines, problems };
  }

  /**
   * Where the order goes. A cart that ships something needs a delivery address: the billing
   * address when no other is given. A pick-up is delivered to its store: the store's address
   * replaces whatever the body says; other methods carry no store.
   */
  private async deliveryOf(
    tx: Executor,
    info: OrderBody['addressInformation'],
    isVirtual: boolean,
  ): Promise<Delivery> {
    const shipping = info.shippingAddress ?? (isVirtual ? null : info.billingAddress);
    if (!isVirtual && isPickupMethod(info.shipping_carrier_code, info.shipping_method_code)) {
      const code = pickupCodeOf(info);
      const store = code ? await this.access.options.pickup.findPickupStore(code, tx) : null;
      if (!store) {
        const problem = code
          ? `The pick-up location ${code} does not exist.`
          : 'A pick-up order needs shippingAddress.extension_attributes.pickup_location_code.';
        return { shipping, pickupLocationCode: null, problems: [problem] };
      }
      return {
        shipping: pickupAddress(store, shipping ?? info.billingAddress),
        pickupLocationCode: store.code,
        problems: [],
      };
    }
    if (shipping?.extension_attributes) {
      const { pickup_location_code: _drop, ...rest } = shipping.extension_attributes;
      return {
        shipping: { ...shipping, extension_attributes: rest },
        pickupLocationCode: null,
        problems: [],
      };
    }
    return { shipping, pickupLocationCode: null, problems: [] };
  }

  /**
   * The order priced as its cart: the lines for the delivery country, the chosen shipping
   * method (none for a cart that ships nothing), the cart's coupon and the payment methods of
   * the billing country.
   */
  private async priceOrder(
    tx: Executor,
    order: {
      body: OrderBody;
      caller: TokenCustomer | null;
      cart: OrderCart | null;
      view: StoreView;
      lines: OrderLine[];
      isVirtual: boolean;
      delivery: Delivery;
      now: Date;
    },
    credits: readonly AvailableCredit[],
  ): Promise<CheckoutPricing<OrderLine>> {
    const info = order.body.addressInformation;
    const carrierCode = info.shipping_carrier_code;
    const methodCode = info.shipping_method_code;
    const couponCode = order.cart?.couponCode;
    return priceCheckout({
      view: order.view,
      lines: order.lines,
      customerGroupId: order.caller ? order.caller.groupId : 0,
      usePriceTiers: this.access.options.usePriceTiers,
      shippingCountry: countryOf(order.delivery.shipping ?? info.billingAddress),
      billingCountry: countryOf(info.billingAddress),
      shippingMethod:
        !order.isVirtual && carrierCode && methodCode ? { carrierCode, methodCode } : null,
      coupon: couponCode
        ? { code: couponCode, rule: await this.access.options.carts.findCouponRule(couponCode, tx) }
        : null,
      // A personal coupon (the newsletter's) applies only to orders of its own address.
      customerEmail: (info.billingAddress.email ?? '').trim().toLowerCase(),
      shippingMethods: this.access.options.shippingMethods,
      // The order's store view offers its own methods: another view's are refused.
      paymentMethods: this.access.options.paymentMethodsByView[order.view.code],
      now: order.now,
      credits,
    });
  }
}
