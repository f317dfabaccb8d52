/**
 * Coupons: applied to and removed from a cart, their uses counted and given back for orders,
 * and the newsletter's personal sign-up coupon issued.
 */
import { randomBytes } from 'node:crypto';
import type { NamedCouponRule } from '@shop/core';
import type { Executor } from '@shop/db';
import { domainError, domainErrorOfText } from '../../lib/errors.ts';
import type { CartAccess } from './access.ts';
import type { CartCaller } from './options.ts';
import type { CartPricing } from './pricing.ts';

export class CartCoupons {
  constructor(
    private readonly access: CartAccess,
    private readonly pricing: CartPricing,
  ) {}

  /** Applies a coupon that applies to the cart now (its stored spelling is kept). */
  async applyCoupon(cartId: string, caller: CartCaller, code: string): Promise<true> {
    // A personal coupon is checked against a logged-in shopper's address at once (read before
    // the transaction); a guest's cart is checked when the order names its address.
    const callerEmail = caller ? await this.access.options.customers.customerEmail(caller) : null;
    return this.access.mutate(cartId, caller, async (tx, cart) => {
      const rule = await this.access.repository.findCouponRule(code, tx);
      const customerEmail = cart.customerId !== null ? callerEmail : null;
      const pricing = await this.pricing.priceCart(tx, cart, caller, {
        coupon: { code: rule?.code ?? code, rule },
        customerEmail,
      });
      const { problem } = pricing.coupon;
      if (problem || !rule) {
        throw problem
          ? domainErrorOfText(problem.kind, problem.message)
          : domainError('not_found', 'coupon.not_valid', { code });
      }
      await this.access.repository.updateCart(cart.id, { couponCode: rule.code }, tx);
      return true as const;
    });
  }

  async deleteCoupon(cartId: string, caller: CartCaller): Promise<true> {
    return this.access.mutate(cartId, caller, async (tx, cart) => {
      await this.access.repository.updateCart(cart.id, { couponCode: null }, tx);
      return true as const;
    });
  }

  /** The rule of a coupon code (codes compare case-insensitively), or null. */
  findCouponRule(code: string, tx?: Executor): Promise<NamedCouponRule | null> {
    return this.access.repository.findCouponRule(code, tx);
  }

  /** Counts one use of a coupon below its usage limit; false when it is used up or inactive. */
  claimCouponUse(code: string, tx?: Executor): Promise<boolean> {
    return this.access.repository.claimCouponUse(code, tx);
  }

  /** Gives back one use of a coupon (an order that used it was canceled). */
  releaseCouponUse(code: string, tx?: Executor): Promise<void> {
    return this.access.repository.releaseCouponUse(code, tx);
  }

  /** Drops the cart's coupon when it is still this code (it no longer applies). */
  dropCoupon(cartId: string, code: string, now: Date): Promise<void> {
    return this.access.repository.dropCoupon(cartId, code, now);
  }

  /**
   * Issues an address's personal single-use coupon (the newsletter's sign-up coupon): a new
   * random code the first time; null when the address had one before (it is never issued twice).
   */
  async issuePersonalCoupon(
    coupon: { email: string; name: string; percent: number; prefix: string },
    tx: Executor,
  ): Promise<string | null> {
    const { repository } = this.access;
    if (await repository.personalCouponOf(coupon.email, tx)) return null;
    // A taken code (one in about 10^12) is drawn again.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = `${coupon.prefix}${randomCouponPart()}`;
      const issued = await repository.insertPersonalCoupon({ ...coupon, code }, tx);
      if (issued) return issued;
      if (await repository.personalCouponOf(coupon.email, tx)) return null;
    }
    throw new Error('no free coupon code was drawn');
  }
}

/** Eight characters without look-alikes (no 0/O, 1/I/L): easy to type from a mail. */
function randomCouponPart(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(8), (byte) => alphabet[byte % alphabet.length]).join('');
}
