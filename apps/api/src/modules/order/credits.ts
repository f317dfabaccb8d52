/**
 * The credits that pay part of an order, from every source at once: gift cards first, then
 * the reward points, in that order in the cart's totals and in the order (core credits.ts
 * allocates them). Each source locks, takes and gives back its own kind; this joins them for
 * the cart and the order.
 */
import type { AvailableCredit, CreditUse } from '@shop/core';
import { allocateCredits } from '@shop/core';
import type { Executor } from '@shop/db';
import type { OrderCredits } from './options.ts';

/** An order as a credit source sees it. */
export interface CreditOrder {
  id: number;
  incrementId: string;
}

/** One kind of credit (gift cards, reward points). */
export interface CreditSource {
  readonly kind: AvailableCredit['kind'];
  /** The credits applied to a cart, as they pay now. */
  creditsOf(cartId: string, exec?: Executor): Promise<AvailableCredit[]>;
  /** The cart's credits locked until `tx` ends: as they are now and as the shopper saw them. */
  lockForOrder(
    cartId: string,
    tx: Executor,
  ): Promise<{ current: AvailableCredit[]; seen: AvailableCredit[] }>;
  /** Takes its own kind's uses off and records them with the order; false when one no longer fits. */
  spendForOrder(tx: Executor, order: CreditOrder, uses: readonly CreditUse[]): Promise<boolean>;
  /** Gives what the order took of it back, once. */
  releaseForOrder(tx: Executor, order: CreditOrder): Promise<void>;
  /** After a refused order: the cart's credits as the shopper will see them next. */
  refreshSeen(cartId: string): Promise<void>;
}

export class CombinedCredits implements OrderCredits {
  constructor(private readonly sources: readonly CreditSource[]) {}

  async creditsOf(cartId: string, exec?: Executor): Promise<AvailableCredit[]> {
    const credits: AvailableCredit[] = [];
    for (const source of this.sources) credits.push(...(await source.creditsOf(cartId, exec)));
    return credits;
  }

  async lockForOrder(
    cartId: string,
    tx: Executor,
  ): Promise<{ current: AvailableCredit[]; seen: AvailableCredit[] }> {
    const current: AvailableCredit[] = [];
    const seen: AvailableCredit[] = [];
    for (const source of this.sources) {
      const locked = await source.lockForOrder(cartId, tx);
      current.push(...locked.current);
      seen.push(...locked.seen);
    }
    return { current, seen };
  }

  /**
   * The kind of the first credit that pays less of `amount` than the shopper saw it pay (another
   * order spent it since): such an order must not cost more unseen. Null when none does.
   */
  changedSinceSeen(
    amount: number,
    credits: { current: AvailableCredit[]; seen: AvailableCredit[] },
  ): AvailableCredit['kind'] | null {
    const now = allocateCredits(amount, credits.current);
    const seen = allocateCredits(amount, credits.seen);
    const changed = now.uses.find((use, index) => use.amount < (seen.uses[index]?.amount ?? 0));
    return changed?.kind ?? null;
  }

  /** Takes every source's uses off; the kind of the first that no longer fits, else null. */
  async spend(
    tx: Executor,
    order: CreditOrder,
    uses: readonly CreditUse[],
  ): Promise<AvailableCredit['kind'] | null> {
    for (const source of this.sources) {
      if (!(await source.spendForOrder(tx, order, uses))) return source.kind;
    }
    return null;
  }

  async release(tx: Executor, order: CreditOrder): Promise<void> {
    for (const source of this.sources) await source.releaseForOrder(tx, order);
  }

  async refreshSeen(cartId: string): Promise<void> {
    for (const source of this.sources) await source.refreshSeen(cartId);
  }
}
