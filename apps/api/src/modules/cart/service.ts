/**
 * Cart use cases, one file each, behind the one service the routes and other modules use:
 * `lifecycle.ts` (create, lock and close for an order, give back, release), `lines.ts` (set,
 * remove, take and list lines), `checkout.ts` (totals, shipping and payment methods),
 * `coupons.ts`, `credits.ts`, `store-switch.ts` (the cart moves to another store view). Every mutating call runs in one transaction that first locks the
 * cart row (`access.ts`); totals are recomputed from the catalogue on every call (`pricing.ts`,
 * core's checkout pricing, the same the order uses); nothing a client sends as a price is used.
 */
import type {
  CartAddressInput,
  CartStoreSwitch,
  CartTotals,
  ProductOptionInput,
  ServerCartItem,
  ShippingMethod,
} from '@shop/contracts';
import type { NamedCouponRule, StoreView } from '@shop/core';
import type { Executor, ShopDatabase } from '@shop/db';
import { CartAccess } from './access.ts';
import { CartCheckout } from './checkout.ts';
import { CartCoupons } from './coupons.ts';
import { CartCreditChanges } from './credits.ts';
import { CartLifecycle } from './lifecycle.ts';
import { CartLines, type LineUpdate } from './lines.ts';
import type { CartCaller, CartLineOut, CartServiceOptions, LineResolution } from './options.ts';
import { CartPricing } from './pricing.ts';
import type { CartRow } from './repository.ts';
import { CartStoreSwitcher } from './store-switch.ts';

export class CartService {
  private readonly lifecycle: CartLifecycle;
  private readonly lines: CartLines;
  private readonly checkout: CartCheckout;
  private readonly coupons: CartCoupons;
  private readonly credits: CartCreditChanges;
  private readonly switcher: CartStoreSwitcher;

  constructor(shop: ShopDatabase, options: CartServiceOptions) {
    const access = new CartAccess(shop, options);
    const pricing = new CartPricing(access);
    this.lifecycle = new CartLifecycle(access);
    this.lines = new CartLines(access, pricing);
    this.checkout = new CartCheckout(access, pricing);
    this.coupons = new CartCoupons(access, pricing);
    this.credits = new CartCreditChanges(access, pricing);
    this.switcher = new CartStoreSwitcher(access, pricing);
  }

  // ------------------------------------------------------------------ lifecycle.ts

  create(caller: CartCaller, view: StoreView): Promise<string> {
    return this.lifecycle.create(caller, view);
  }

  lockForOrder(cartId: string, caller: CartCaller, tx: Executor): Promise<CartRow | null> {
    return this.lifecycle.lockForOrder(cartId, caller, tx);
  }

  closeForOrder(cartId: string, now: Date, tx: Executor): Promise<void> {
    return this.lifecycle.closeForOrder(cartId, now, tx);
  }

  closeForPaidOrder(cartId: string, now: Date, tx: Executor): Promise<void> {
    return this.lifecycle.closeForPaidOrder(cartId, now, tx);
  }

  returnCartOfCanceledOrder(
    cartId: string,
    couponCode: string | null,
    now: Date,
    tx: Executor,
  ): Promise<void> {
    return this.lifecycle.returnCartOfCanceledOrder(cartId, couponCode, now, tx);
  }

  releaseCustomerCarts(customerId: number, tx?: Executor): Promise<void> {
    return this.lifecycle.releaseCustomerCarts(customerId, tx);
  }

  // ------------------------------------------------------------------ lines.ts

  update(cartId: string, caller: CartCaller, input: LineUpdate): Promise<ServerCartItem> {
    return this.lines.update(cartId, caller, input);
  }

  deleteItem(cartId: string, caller: CartCaller, itemId: number): Promise<true> {
    return this.lines.deleteItem(cartId, caller, itemId);
  }

  takeLines<T>(
    cartId: string,
    caller: CartCaller,
    take: (
      tx: Executor,
      lines: readonly CartLineOut[],
    ) => Promise<{ remove: readonly number[]; result: T }>,
  ): Promise<T> {
    return this.lines.takeLines(cartId, caller, take);
  }

  pull(
    cartId: string,
    caller: CartCaller,
    view: StoreView | null = null,
  ): Promise<ServerCartItem[]> {
    return this.lines.pull(cartId, caller, view);
  }

  resolveLines(
    view: StoreView,
    products: readonly { sku: string; product_option?: ProductOptionInput | null | undefined }[],
    tx: Executor,
  ): Promise<LineResolution[]> {
    return this.lines.resolveLines(view, products, tx);
  }

  // ------------------------------------------------------------------ store-switch.ts

  switchStoreView(
    cartId: string,
    caller: CartCaller,
    view: StoreView,
    targetCartId: string | null,
  ): Promise<CartStoreSwitch> {
    return this.switcher.switchStoreView(cartId, caller, view, targetCartId);
  }

  // ------------------------------------------------------------------ checkout.ts

  totals(cartId: string, caller: CartCaller): Promise<CartTotals> {
    return this.checkout.totals(cartId, caller);
  }

  collectTotals(
    cartId: string,
    caller: CartCaller,
    methods: Parameters<CartCheckout['collectTotals']>[2],
  ): Promise<CartTotals> {
    return this.checkout.collectTotals(cartId, caller, methods);
  }

  paymentMethods(cartId: string, caller: CartCaller) {
    return this.checkout.paymentMethods(cartId, caller);
  }

  shippingMethods(
    cartId: string,
    caller: CartCaller,
    address: CartAddressInput,
  ): Promise<ShippingMethod[]> {
    return this.checkout.shippingMethods(cartId, caller, address);
  }

  shippingInformation(
    cartId: string,
    caller: CartCaller,
    info: Parameters<CartCheckout['shippingInformation']>[2],
  ) {
    return this.checkout.shippingInformation(cartId, caller, info);
  }

  selectPaymentMethod(
    cartId: string,
    caller: CartCaller,
    method: { method: string; additional_data?: string[] | null | undefined },
  ): Promise<string> {
    return this.checkout.selectPaymentMethod(cartId, caller, method);
  }

  // ------------------------------------------------------------------ coupons.ts

  applyCoupon(cartId: string, caller: CartCaller, code: string): Promise<true> {
    return this.coupons.applyCoupon(cartId, caller, code);
  }

  deleteCoupon(cartId: string, caller: CartCaller): Promise<true> {
    return this.coupons.deleteCoupon(cartId, caller);
  }

  findCouponRule(code: string, tx?: Executor): Promise<NamedCouponRule | null> {
    return this.coupons.findCouponRule(code, tx);
  }

  claimCouponUse(code: string, tx?: Executor): Promise<boolean> {
    return this.coupons.claimCouponUse(code, tx);
  }

  releaseCouponUse(code: string, tx?: Executor): Promise<void> {
    return this.coupons.releaseCouponUse(code, tx);
  }

  dropCoupon(cartId: string, code: string, now: Date): Promise<void> {
    return this.coupons.dropCoupon(cartId, code, now);
  }

  issuePersonalCoupon(
    coupon: { email: string; name: string; percent: number; prefix: string },
    tx: Executor,
  ): Promise<string | null> {
    return this.coupons.issuePersonalCoupon(coupon, tx);
  }

  // ------------------------------------------------------------------ credits.ts

  changeCredits(
    cartId: string,
    caller: CartCaller,
    work: Parameters<CartCreditChanges['changeCredits']>[2],
  ): Promise<CartTotals> {
    return this.credits.changeCredits(cartId, caller, work);
  }
}
