/**
 * Reward points (secondary-areas §1, §2 member page, §7 rewards calls, decision record 38): the
 * ledger of a customer's points, what a paid order earns, what a canceled one gives up, and the
 * primitives an order uses to spend points and to give them back. Every change is one ledger
 * entry written with the balance in the caller's transaction, once per reason and reference, and
 * the balance never goes below zero.
 */
import type {
  CartTotals,
  RewardsApplyResult,
  RewardsBalance,
  RewardsBalanceQuery,
} from '@shop/contracts';
import {
  type AvailableCredit,
  type CatalogEntry,
  type CreditUse,
  canSpendPoints,
  fromCents,
  isGiftCard,
  pointsForOrder,
  pointsToTakeBack,
  pointsValueCents,
  type RewardRates,
  type StoreView,
  storedStoreView,
} from '@shop/core';
import type { Executor } from '@shop/db';
import { DomainError, notFound } from '../../lib/errors.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { NewRewardEntry, RewardEntryRow, RewardsRepository } from './repository.ts';

/** An order as the points see it (a row of the orders). */
export interface RewardOrder {
  id: number;
  incrementId: string;
  customerId: number | null;
  storeCode: string;
  grandTotal: number;
  shippingInclTax: number;
  /** What gift cards and points paid of the grand total (cents). */
  creditsAmount: number;
}

export interface RewardsOptions {
  rates: RewardRates;
  /**
   * Runs `work` on the caller's cart, locked, and answers its totals after (404 unless the
   * caller may use the cart): the cart module's own change of the cart's credits.
   */
  changeCredits: (
    cartId: string,
    caller: TokenCustomer,
    work: (tx: Executor, cart: { id: string; customerId: number | null }) => Promise<void>,
  ) => Promise<CartTotals>;
  /** An order's lines with what was paid for each (cents incl. tax), from the order module. */
  orderLines: (orderId: number, tx: Executor) => Promise<{ sku: string; amount: number }[]>;
  /** The catalogue entries of skus, read in the caller's transaction. */
  catalogEntries: (
    view: StoreView,
    skus: readonly string[],
    tx: Executor,
  ) => Promise<Map<string, CatalogEntry>>;
  now: () => Date;
}

/** The reference of an order's points in the ledger (earned, spent, taken and given back). */
export const orderReference = (orderId: number) => `order:${orderId}`;

const notEnoughPoints = () =>
  new DomainError('invalid', 'rewards.not_enough_points', {}, { field: 'pointAmount' });

export class RewardsService {
  readonly kind = 'reward' as const;

  constructor(
    private readonly repository: RewardsRepository,
    private readonly options: RewardsOptions,
  ) {}

  /** The customer's points, their value, the shop's rates and a page of the history. */
  async balance(customer: TokenCustomer, query: RewardsBalanceQuery): Promise<RewardsBalance> {
    const { rates } = this.options;
    const points = await this.repository.balanceOf(customer.customerId);
    const history = await this.repository.history(customer.customerId, {
      size: query.pageSize,
      number: query.currentPage,
    });
    return {
      points,
      value: fromCents(pointsValueCents(points, rates)),
      points_per_euro: rates.pointsPerEuro,
      point_value: fromCents(rates.pointValueCents),
      history: {
        items: history.items.map(historyEntry),
        total_count: history.total,
        current_page: query.currentPage,
        page_size: query.pageSize,
      },
    };
  }

  /**
   * Records the points the customer wants to spend on their own cart (POST rewards apply): at
   * most their balance; 0 takes an earlier choice back. Nothing is taken yet: the order takes them
   * when it is placed, and checks the balance again then. Answers the cart's totals with them.
   */
  async applyToCart(
    customer: TokenCustomer,
    cartId: string,
    pointAmount: number,
  ): Promise<RewardsApplyResult> {
    const totals = await this.options.changeCredits(cartId, customer, async (tx, cart) => {
      // Points pay only the customer's own cart: a guest cart is answered like a foreign one.
      if (cart.customerId !== customer.customerId) throw notFound('cart.not_found', { cartId });
      if (pointAmount === 0) {
        await this.repository.clearCartPoints(cart.id, tx);
        return;
      }
      const balance = await this.repository.balanceOf(customer.customerId, tx);
      if (!canSpendPoints(pointAmount, balance)) throw notEnoughPoints();
      await this.repository.setCartPoints(
        { cartId: cart.id, customerId: customer.customerId, points: pointAmount },
        this.options.now(),
        tx,
      );
    });
    return {
      resultCode: pointAmount === 0 ? 'removed' : 'applied',
      pointAmount,
      value: fromCents(pointsValueCents(pointAmount, this.options.rates)),
      totals,
    };
  }

  // ------------------------------------------------------------------ as a credit of a cart

  /**
   * The points chosen for a cart as a credit that pays part of it: at most what the customer
   * holds now, worth their value; none when none were chosen.
   */
  async creditsOf(cartId: string, exec?: Executor): Promise<AvailableCredit[]> {
    const chosen = await this.repository.cartPoints(cartId, exec);
    if (!chosen) return [];
    const balance = await this.repository.balanceOf(chosen.customerId, exec);
    return [this.creditOf(chosen.customerId, Math.min(chosen.points, balance))];
  }

  /**
   * The points chosen for a cart, with the customer's balance locked until the order's
   * transaction ends (concurrent orders of the customer wait for each other): as they pay now
   * (at most the balance) and as the shopper saw them (the points chosen).
   */
  async lockForOrder(
    cartId: string,
    tx: Executor,
  ): Promise<{ current: AvailableCredit[]; seen: AvailableCredit[] }> {
    const chosen = await this.repository.cartPoints(cartId, tx);
    if (!chosen) return { current: [], seen: [] };
    const balance = await this.repository.lockBalance(chosen.customerId, tx);
    return {
      current: [this.creditOf(chosen.customerId, Math.min(chosen.points, balance))],
      seen: [this.creditOf(chosen.customerId, chosen.points)],
    };
  }

  /**
   * Takes the points of the order's reward credit use from its customer, in the order's
   * transaction, as the entry 'spent' of the order; false when the balance no longer holds
   * them (the caller refuses the order: rolled back).
   */
  async spendForOrder(
    tx: Executor,
    order: { id: number; incrementId: string },
    uses: readonly CreditUse[],
  ): Promise<boolean> {
    for (const use of uses) {
      if (use.kind !== 'reward' || !use.units) continue;
      try {
        await this.spend(use.id, use.units, orderReference(order.id), tx, order);
      } catch (error) {
        if (error instanceof DomainError) return false;
        throw error;
      }
    }
    return true;
  }

  /** Gives back the points spent on an order, once (the order was canceled without money). */
  async releaseForOrder(tx: Executor, order: { id: number }): Promise<void> {
    await this.giveBack(orderReference(order.id), tx);
  }

  /**
   * After an order was refused because the points no longer fit: the cart keeps the points the
   * customer still holds (none: the choice is taken back).
   */
  async refreshSeen(cartId: string): Promise<void> {
    const chosen = await this.repository.cartPoints(cartId);
    if (!chosen) return;
    const balance = await this.repository.balanceOf(chosen.customerId);
    if (balance >= chosen.points) return;
    if (balance === 0) await this.repository.clearCartPoints(cartId);
    else
      await this.repository.setCartPoints(
        { cartId, ...chosen, points: balance },
        this.options.now(),
      );
  }

  private creditOf(customerId: number, points: number): AvailableCredit {
    const { pointValueCents } = this.options.rates;
    return {
      kind: 'reward',
      id: customerId,
      label: 'points',
      balance: pointsValueCents(points, this.options.rates),
      unitCents: pointValueCents,
    };
  }

  /**
   * Takes `points` from the customer's balance in the caller's transaction, as one entry 'spent'
   * under `reference` (e.g. `order:{id}`). One conditional update takes them only while the
   * balance holds them, so concurrent spends never take more than there is; one that does not
   * fit throws 'You do not have this many points' (field pointAmount) and the caller's
   * transaction must roll back. Spending again under the same reference changes nothing.
   */
  async spend(
    customerId: number,
    points: number,
    reference: string,
    tx: Executor,
    order?: { id: number; incrementId: string },
  ): Promise<void> {
    if (!Number.isInteger(points) || points <= 0) throw notEnoughPoints();
    const now = this.options.now();
    if (!(await this.repository.debitIfCovered(customerId, points, now, tx))) {
      throw notEnoughPoints();
    }
    const written = await this.repository.insertEntryOnce(
      {
        customerId,
        points: -points,
        reason: 'spent',
        reference,
        orderId: order?.id ?? null,
        orderIncrementId: order?.incrementId ?? null,
        createdAt: now,
      },
      tx,
    );
    // Spent before under this reference (a retry): the balance keeps what that spend took.
    if (!written) await this.repository.credit(customerId, points, now, tx);
  }

  /**
   * Gives back what was spent under `reference`, once (an entry 'given_back'), in the caller's
   * transaction; answers the points given back (0 when nothing was spent or it was given back
   * before).
   */
  async giveBack(reference: string, tx: Executor): Promise<number> {
    const spent = await this.repository.findEntry('spent', reference, tx);
    if (!spent) return 0;
    return this.creditOnce(
      {
        customerId: spent.customerId,
        points: -spent.points,
        reason: 'given_back',
        reference,
        orderId: spent.orderId,
        orderIncrementId: spent.orderIncrementId,
      },
      tx,
    );
  }

  /**
   * Credits what a paid order earns to its customer, in the transaction that marks it paid: a
   * guest's order earns nothing, gift card lines and what credits paid earn nothing, and an order earns once (its
   * entry 'earned' is unique), however often its payment is reported. Answers the points.
   */
  async earnForPaidOrder(order: RewardOrder, tx: Executor): Promise<number> {
    if (order.customerId === null) return 0;
    const giftCardsInclTax = await this.giftCardAmount(order, tx);
    // What gift cards and points paid of it was not paid anew: it earns nothing.
    const points = pointsForOrder(
      {
        grandTotal: order.grandTotal,
        shippingInclTax: order.shippingInclTax,
        giftCardsInclTax,
        paidWithCredit: order.creditsAmount,
      },
      this.options.rates,
    );
    if (points <= 0) return 0;
    return this.creditOnce(
      {
        customerId: order.customerId,
        points,
        reason: 'earned',
        reference: orderReference(order.id),
        orderId: order.id,
        orderIncrementId: order.incrementId,
      },
      tx,
    );
  }

  /**
   * Adds points with their ledger entry, once per reason and reference: a repeated call finds
   * the entry and credits nothing. Answers the points credited.
   */
  private async creditOnce(
    entry: Omit<NewRewardEntry, 'createdAt'>,
    tx: Executor,
  ): Promise<number> {
    const now = this.options.now();
    if (!(await this.repository.insertEntryOnce({ ...entry, createdAt: now }, tx))) return 0;
    await this.repository.credit(entry.customerId, entry.points, now, tx);
    return entry.points;
  }

  /**
   * Takes back what a canceled order earned, in the transaction that cancels it: at most what is
   * left of the balance (which never goes negative), once. (What was spent on it goes back with
   * the order's credits: releaseForOrder.)
   */
  async orderCanceled(order: RewardOrder, tx: Executor): Promise<void> {
    const reference = orderReference(order.id);
    const earned = await this.repository.findEntry('earned', reference, tx);
    if (earned) {
      const balance = await this.repository.lockBalance(earned.customerId, tx);
      const points = pointsToTakeBack(earned.points, balance);
      const now = this.options.now();
      if (points > 0) {
        const written = await this.repository.insertEntryOnce(
          {
            customerId: earned.customerId,
            points: -points,
            reason: 'taken_back',
            reference,
            orderId: order.id,
            orderIncrementId: order.incrementId,
            createdAt: now,
          },
          tx,
        );
        if (written) await this.repository.debitIfCovered(earned.customerId, points, now, tx);
      }
    }
  }

  /**
   * Adds (or with negative points removes, at most the balance) points by hand or because they
   * expired, once per reference; answers the points changed.
   */
  async adjust(
    customerId: number,
    points: number,
    reason: 'adjusted' | 'expired',
    reference: string,
    tx: Executor,
  ): Promise<number> {
    const balance = await this.repository.lockBalance(customerId, tx);
    const change = points < 0 ? -pointsToTakeBack(-points, balance) : points;
    if (change === 0) return 0;
    const now = this.options.now();
    const written = await this.repository.insertEntryOnce(
      { customerId, points: change, reason, reference, createdAt: now },
      tx,
    );
    if (!written) return 0;
    if (change > 0) await this.repository.credit(customerId, change, now, tx);
    else await this.repository.debitIfCovered(customerId, -change, now, tx);
    return change;
  }

  /** What the order paid for gift cards (cents): lines whose product is a gift card. */
  private async giftCardAmount(order: RewardOrder, tx: Executor): Promise<number> {
    const lines = await this.options.orderLines(order.id, tx);
    if (lines.length === 0) return 0;
    const entries = await this.options.catalogEntries(
      storedStoreView(order.storeCode),
      lines.map((line) => line.sku),
      tx,
    );
    return lines.reduce((sum, line) => {
      const entry = entries.get(line.sku);
      return entry && isGiftCard(entry.parent) ? sum + line.amount : sum;
    }, 0);
  }
}

function historyEntry(row: RewardEntryRow) {
  return {
    id: row.id,
    points: row.points,
    reason: row.reason,
    order_id: row.orderId,
    order_number: row.orderIncrementId,
    created_at: row.createdAt.toISOString(),
  };
}
