/** The credits that pay part of a cart's total (gift cards, points), changed on the cart. */
import type { CartTotals } from '@shop/contracts';
import type { Executor } from '@shop/db';
import type { CartAccess } from './access.ts';
import type { CartCaller } from './options.ts';
import type { CartPricing } from './pricing.ts';

export class CartCreditChanges {
  constructor(
    private readonly access: CartAccess,
    private readonly pricing: CartPricing,
  ) {}

  /**
   * Changes the credits applied to the caller's cart (`work`, in the transaction that locks the
   * cart; it learns whose cart it is and whether it holds a gift card product); answers the
   * totals after.
   */
  async changeCredits(
    cartId: string,
    caller: CartCaller,
    work: (
      tx: Executor,
      cart: { id: string; customerId: number | null; holdsGiftCard: boolean },
    ) => Promise<void>,
  ): Promise<CartTotals> {
    return this.access.mutate(cartId, caller, async (tx, cart) => {
      const before = await this.pricing.priceCart(tx, cart, caller);
      await work(tx, {
        id: cart.id,
        customerId: cart.customerId,
        holdsGiftCard: before.holdsGiftCard,
      });
      return (await this.pricing.priceCart(tx, cart, caller)).totals;
    });
  }
}
