/**
 * What an order's payment outcome does to it afterwards: a canceled order gives back its
 * reservations, an order whose payment could not start reopens its cart, a paid order does what
 * waits for its money (its confirmation among it).
 */
import { orderSummaryLines, storedStoreView, toCents } from '@shop/core';
import type { Executor } from '@shop/db';
import type { OrderContext } from './context.ts';
import type { OrderNotice } from './options.ts';
import type { OrderRow } from './repository.ts';

export class AfterPayment {
  constructor(private readonly access: OrderContext) {}

  /**
   * Cancels the reservations of an unpaid order: gives back the stock it took and its coupon
   * use, and the shopper gets the order's cart back with its coupon (a canceled payment leaves
   * the shopper where they were before 'Place order'). Run once per order, inside the
   * transaction that cancels it.
   */
  async releaseReservations(tx: Executor, order: OrderRow): Promise<void> {
    await this.giveBackReservations(tx, order);
    if (order.cartId) {
      await this.access.options.carts.returnCartOfCanceledOrder(
        order.cartId,
        order.couponCode,
        this.access.now(),
        tx,
      );
    }
  }

  /**
   * Gives back what an order reserved: the stock it took, the birth list gifts it counted, its
   * coupon use and what its gift cards and points paid (each once), in the transaction that
   * cancels it. The shopper's cart is left alone (the back office cancels orders too).
   */
  async giveBackReservations(tx: Executor, order: OrderRow): Promise<void> {
    await this.access.options.stock.giveBack(order.stockTaken ?? {}, tx);
    // The gifts it counted are wanted again, with the stock (once: the purchases remember it).
    await this.access.options.gifts?.releaseGifts(tx, order.id);
    if (order.couponCode) await this.access.options.carts.releaseCouponUse(order.couponCode, tx);
    // What its gift cards paid goes back to them (once: the order's credits remember it).
    await this.access.options.credits?.release(tx, order);
  }

  /** Withdraws the unsent mails of an order that is not going to be delivered. */
  async withdrawMails(tx: Executor, order: OrderRow): Promise<void> {
    await this.access.options.withdrawMails?.(tx, order);
  }

  /**
   * Gives back the cart an order was placed from (its lines and coupon) and withdraws its unsent
   * mails, after the order was canceled without money (its payment could not start, it stayed
   * unpaid, its cart placed a new order). Runs in the transaction that cancels it.
   */
  async reopenCartOf(tx: Executor, order: OrderRow, now: Date): Promise<void> {
    if (order.cartId) {
      await this.access.options.carts.returnCartOfCanceledOrder(
        order.cartId,
        order.couponCode,
        now,
        tx,
      );
    }
    // The order is not going to be delivered: no mail of it still waiting goes out. (Its
    // confirmation and gift notices were never written: they wait for the money.)
    await this.access.options.withdrawMails?.(tx, order);
  }

  /** Writes a notice of the order to its shopper (see OrderNotice), in the transaction `tx`. */
  async mailNotice(tx: Executor, order: OrderRow, notice: OrderNotice): Promise<void> {
    if (!this.access.options.mailNotice) return;
    // What was ordered, so a notice says what it is about.
    const lines = (await this.access.repository.itemsOf(order.id, tx)).map(({ name, qty }) => ({
      name,
      qty,
    }));
    await this.access.options.mailNotice(tx, order, notice, lines);
  }

  /**
   * What waits for the money of an order paid through the provider, once it is confirmed, in
   * the transaction that marks it paid (once per order: only one change takes an order from
   * awaiting its money to paid): its gift cards are issued (onPaid), its cart is done with, the
   * shopper gets the confirmation ("thank you, we received it") and the parents of the birth
   * lists it bought from are told. What it bought is read back from the order.
   */
  async paymentConfirmed(tx: Executor, order: OrderRow): Promise<void> {
    await this.access.options.onPaid?.(tx, order);
    if (order.cartId) {
      await this.access.options.carts.closeForPaidOrder(order.cartId, this.access.now(), tx);
    }
    const gifts = this.access.options.gifts;
    const lines = await this.access.repository.itemsOf(order.id, tx);
    const giftLists = gifts ? await gifts.countedGiftsOf(tx, order.id, lines) : [];
    await this.access.options.mailConfirmation?.(tx, {
      order,
      view: storedStoreView(order.storeCode),
      lines: orderSummaryLines(order.totals).map((line) => ({
        name: line.name,
        qty: line.qty,
        rowTotalInclTax: toCents(line.row_total_incl_tax),
      })),
      giftLists,
    });
    if (gifts && giftLists.length > 0) await gifts.mailParents(tx, order, giftLists);
  }
}
