/** The parents told, once the money of an order that bought from their list is certain. */
import { formatPrice, type StoreView, storedStoreView } from '@shop/core';
import type { Executor } from '@shop/db';
import type { BirthListAccess } from './access.ts';
import type { GiftedList } from './options.ts';

export class ParentMail {
  constructor(private readonly access: BirthListAccess) {}

  /**
   * Writes the mail to the parents of each list an order bought from, in the list's language,
   * in the transaction `tx` that makes the gifts certain (placing an order paid without a
   * provider, or confirming the money of one paid through the provider): what was bought
   * (product names in the list's language) and contributed, and the giver only by the first
   * name they gave in their billing address; nothing else of the buyer or the order.
   */
  async mailParents(
    tx: Executor,
    order: { incrementId: string; billingAddress: unknown },
    lists: readonly GiftedList[],
  ): Promise<void> {
    const billing = (order.billingAddress ?? {}) as { firstname?: unknown };
    const giverName = typeof billing.firstname === 'string' ? billing.firstname.trim() : '';
    for (const gifted of lists) {
      const list = await this.access.repository.findById(gifted.listId, tx);
      const contact = list
        ? await this.access.options.customers.mailContact(list.customerId, tx)
        : null;
      if (!list || !contact) continue;
      const view = storedStoreView(list.storeCode);
      const names = await this.namesOfItems(view, list.id, gifted.gifts, tx);
      const money = (cents: number) => formatPrice(cents / 100, view.locale);
      await this.access.options.outbox.enqueue(
        tx,
        contact.email,
        {
          kind: 'birthlist_gift',
          firstname: contact.firstname,
          giverName,
          list: {
            displayName: list.displayName,
            gifts: gifted.gifts.map((gift) => ({
              name: names.get(gift.itemId) ?? gift.name,
              qty: gift.qty,
            })),
            contributions: gifted.contributions.map(({ title, amount }) => ({
              title,
              amount: money(amount),
            })),
          },
          orderNumber: order.incrementId,
        },
        { code: view.code, language: view.language },
      );
    }
  }

  /** The product names of a list's items in the list's store view, by item id. */
  private async namesOfItems(
    view: StoreView,
    listId: number,
    gifts: readonly { itemId: number }[],
    tx: Executor,
  ): Promise<Map<number, string>> {
    const items = await this.access.repository.itemsByIds(
      listId,
      gifts.map((gift) => gift.itemId),
      tx,
    );
    const entries = await this.access.options.catalog.catalogEntries(
      view,
      items.map((item) => item.lineSku),
      tx,
    );
    const names = new Map<number, string>();
    for (const item of items) {
      const name = entries.get(item.lineSku)?.parent.name;
      if (name) names.set(item.id, name);
    }
    return names;
  }
}
