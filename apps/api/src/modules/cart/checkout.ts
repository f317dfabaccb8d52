/**
 * The checkout steps on a cart: its totals, the shipping methods for an address, the addresses
 * and chosen shipping method, the payment methods offered and the one chosen.
 */
import type { CartAddressInput, CartTotals, ShippingMethod } from '@shop/contracts';
import {
  type CheckoutPricing,
  findShippingMethod,
  fromCents,
  isGiftCardPaymentMethod,
  netFromGross,
  type ShippingQuote,
  type StoreView,
} from '@shop/core';
import type { Executor } from '@shop/db';
import { DomainError, domainErrorOfText, invalid } from '../../lib/errors.ts';
import type { CartAccess } from './access.ts';
import type { CartCaller } from './options.ts';
import { type CartLine, type CartPricing, countryOf } from './pricing.ts';
import type { CartRow } from './repository.ts';

export class CartCheckout {
  constructor(
    private readonly access: CartAccess,
    private readonly pricing: CartPricing,
  ) {}

  async totals(cartId: string, caller: CartCaller): Promise<CartTotals> {
    const cart = await this.access.readCart(cartId, caller);
    return (await this.pricing.priceCart(this.access.shop.db, cart, caller)).totals;
  }

  /** collect-totals: optionally stores the chosen shipping and payment methods, then totals. */
  async collectTotals(
    cartId: string,
    caller: CartCaller,
    methods: {
      shippingCarrierCode?: string | null | undefined;
      shippingMethodCode?: string | null | undefined;
      paymentMethod?: { method?: string | undefined } | null | undefined;
    } | null,
  ): Promise<CartTotals> {
    return this.access.mutate(cartId, caller, async (tx, cart) => {
      const set: Partial<CartRow> = {};
      if (methods?.shippingCarrierCode && methods.shippingMethodCode) {
        this.assertShippingMethod(methods.shippingCarrierCode, methods.shippingMethodCode);
        set.shippingCarrierCode = methods.shippingCarrierCode;
        set.shippingMethodCode = methods.shippingMethodCode;
      }
      if (methods?.paymentMethod?.method) {
        // Offered as the cart stood before this call's shipping method.
        const pricing = await this.pricing.priceCart(tx, cart, caller);
        set.paymentMethod = this.assertPaymentMethod(methods.paymentMethod.method, pricing);
      }
      const current = await this.access.write(tx, cart, set);
      return (await this.pricing.priceCart(tx, current, caller)).totals;
    });
  }

  /**
   * The payment methods of a cart: by its billing country (else its shipping country, else the
   * store view's) and its grand total, without cash on delivery for a virtual cart; only 'free'
   * when there is nothing to pay.
   */
  async paymentMethods(cartId: string, caller: CartCaller) {
    const cart = await this.access.readCart(cartId, caller);
    return (await this.pricing.priceCart(this.access.shop.db, cart, caller)).paymentMethods;
  }

  private assertShippingMethod(carrierCode: string, methodCode: string): void {
    if (!findShippingMethod(carrierCode, methodCode, this.access.options.shippingMethods)) {
      throw invalid('cart.carrier_unknown', { carrierCode, methodCode });
    }
  }

  /** The shipping methods for an address, with their prices for this cart. */
  async shippingMethods(
    cartId: string,
    caller: CartCaller,
    address: CartAddressInput,
  ): Promise<ShippingMethod[]> {
    await this.access.options.ensureCurrentPrices();
    const country = countryOf(address);
    if (!country) throw invalid('cart.country_required');
    const { shop } = this.access;
    const cart = await this.access.openCart(shop.db, cartId, caller, false);
    const pricing = await this.pricing.priceCart(
      shop.db,
      { ...cart, shippingAddress: { country_id: country } },
      caller,
      { coupon: null },
    );
    return pricing.shippingQuotes.map((quote) => shippingMethodView(quote, pricing.view));
  }

  /** Stores the addresses and the chosen shipping method; answers payment methods and totals. */
  async shippingInformation(
    cartId: string,
    caller: CartCaller,
    info: {
      shippingAddress: CartAddressInput;
      billingAddress?: CartAddressInput | null | undefined;
      shippingCarrierCode?: string | null | undefined;
      shippingMethodCode?: string | null | undefined;
    },
  ) {
    const country = countryOf(info.shippingAddress);
    if (!country) throw invalid('cart.shipping_country_required');
    return this.access.mutate(cartId, caller, async (tx, cart) => {
      const set: Partial<CartRow> = {
        shippingAddress: { ...info.shippingAddress, country_id: country },
        billingAddress: info.billingAddress ?? null,
      };
      const { shippingCarrierCode: carrierCode, shippingMethodCode: methodCode } = info;
      if (carrierCode && methodCode) {
        await this.assertDelivers(tx, cart, caller, country, { carrierCode, methodCode });
        set.shippingCarrierCode = carrierCode;
        set.shippingMethodCode = methodCode;
      }
      const current = (await this.access.repository.updateCartAndRead(cart.id, set, tx)) ?? cart;
      const pricing = await this.pricing.priceCart(tx, current, caller);
      return { payment_methods: pricing.paymentMethods, totals: pricing.totals };
    });
  }

  /** Throws unless the shipping method is the shop's and delivers this cart to `country`. */
  private async assertDelivers(
    tx: Executor,
    cart: CartRow,
    caller: CartCaller,
    country: string,
    method: { carrierCode: string; methodCode: string },
  ): Promise<void> {
    const { shipping } = await this.pricing.priceCart(
      tx,
      {
        ...cart,
        shippingAddress: { country_id: country },
        shippingCarrierCode: method.carrierCode,
        shippingMethodCode: method.methodCode,
      },
      caller,
      { coupon: null },
    );
    if (shipping.status === 'unknown') {
      throw invalid('cart.carrier_unknown', {
        carrierCode: method.carrierCode,
        methodCode: method.methodCode,
      });
    }
    if (shipping.status === 'unavailable') {
      throw domainErrorOfText('invalid', shipping.quote.errorMessage);
    }
  }

  /**
   * The code of a payment method the priced cart offers; else refused: the gift card method for a
   * cart that holds a gift card with its own message (vouchers do not buy vouchers), any other
   * with the method's code.
   */
  private assertPaymentMethod(code: string, pricing: CheckoutPricing<CartLine>): string {
    const method = pricing.paymentMethods.find((m) => m.code === code);
    if (method) return method.code;
    if (
      pricing.holdsGiftCard &&
      isGiftCardPaymentMethod(code, this.access.options.paymentMethods)
    ) {
      throw invalid('payment.gift_card_by_gift_card');
    }
    // Named by its field: a method of another store view, country or total is not this cart's.
    throw new DomainError(
      'invalid',
      'cart.payment_method_unavailable',
      { code },
      { field: 'method' },
    );
  }

  /** Stores the chosen payment method (checked against the cart's methods); answers its code. */
  async selectPaymentMethod(
    cartId: string,
    caller: CartCaller,
    method: { method: string; additional_data?: string[] | null | undefined },
  ): Promise<string> {
    return this.access.mutate(cartId, caller, async (tx, cart) => {
      const pricing = await this.pricing.priceCart(tx, cart, caller);
      const code = this.assertPaymentMethod(method.method, pricing);
      await this.access.repository.updateCart(
        cart.id,
        { paymentMethod: code, paymentAdditionalData: method.additional_data ?? null },
        tx,
      );
      return code;
    });
  }
}

/** A shipping quote as the storefront lists it: the price shown as the view shows prices. */
function shippingMethodView(quote: ShippingQuote, view: StoreView): ShippingMethod {
  const incl = quote.amountInclTax;
  const excl = netFromGross(incl, quote.taxRate);
  const shown = view.pricesIncludeTax ? incl : excl;
  return {
    carrier_code: quote.method.carrierCode,
    method_code: quote.method.methodCode,
    carrier_title: quote.method.carrierTitle,
    method_title: quote.method.methodTitle,
    amount: fromCents(shown),
    base_amount: fromCents(shown),
    available: quote.available,
    error_message: quote.errorMessage,
    price_excl_tax: fromCents(excl),
    price_incl_tax: fromCents(incl),
  };
}
