/**
 * The gifts and contributions an order buys from a list: counted in the order's transaction,
 * read back for a payment confirmed later, given back once when the order is canceled without
 * money.
 */
import { type LineProductOption, lineOptionsIdentity } from '@shop/core';
import type { Executor } from '@shop/db';
import { domainError } from '../../lib/errors.ts';
import type { BirthListAccess } from './access.ts';
import type { GiftedList, GiftLine } from './options.ts';

/** The options of a line without the gift mark: the options the list item was chosen with. */
function withoutGift(option: LineProductOption | null): LineProductOption | null {
  if (!option?.extension_attributes) return option;
  const { birthlist_item_id: _gift, ...rest } = option.extension_attributes;
  return Object.keys(rest).length > 0 ? { extension_attributes: rest } : null;
}

export class OrderGifts {
  constructor(private readonly access: BirthListAccess) {}

  /**
   * Counts the order's gift lines as bought on their lists and its contributions towards their
   * donation items, in the order's transaction (after its stock was taken); answers what the
   * order bought from each list, for its mails. A line for an item that is bought already
   * (nothing or too little still wanted) refuses the order with 409; so does a line whose item
   * is gone, on an inactive list, or for another product than the item's, and a contribution to
   * a donation item that is gone or on an inactive list. Items, then donation items, are
   * counted in id order, so concurrent orders lock them in the same order.
   */
  async countGifts(
    tx: Executor,
    orderId: number,
    lines: readonly GiftLine[],
  ): Promise<GiftedList[]> {
    const lists = this.giftedLists(tx);
    const gifts = linesMarkedWith(lines, 'birthlist_item_id');
    for (const { line, id: itemId } of gifts) {
      const identity = lineOptionsIdentity(withoutGift(line.productOption));
      const counted = await this.access.repository.countGift(
        itemId,
        line.sku,
        identity,
        line.qty,
        tx,
      );
      if (!counted) await this.refuseGift(itemId, line, identity, tx);
      else
        (await lists.of(counted.birthListId)).gifts.push({
          itemId,
          name: line.name,
          qty: line.qty,
        });
    }
    await this.access.repository.recordPurchases(
      gifts.map(({ line, id }) => ({
        orderId,
        orderItemId: line.orderItemId,
        birthListItemId: id,
        qty: line.qty,
      })),
      tx,
    );
    const contributions = linesMarkedWith(lines, 'birthlist_donation_item_id');
    for (const { line, id: donationItemId } of contributions) {
      const counted = await this.access.repository.countContribution(
        donationItemId,
        line.amount,
        tx,
      );
      if (!counted) throw domainError('conflict', 'birthlist.contribution_unavailable');
      (await lists.of(counted.birthListId)).contributions.push({
        donationItemId,
        title: counted.title,
        amount: line.amount,
      });
    }
    await this.access.repository.recordContributions(
      contributions
        .filter(({ line }) => line.amount > 0)
        .map(({ line, id }) => ({
          orderId,
          orderItemId: line.orderItemId,
          donationItemId: id,
          amount: line.amount,
        })),
      tx,
    );
    return lists.all();
  }

  /**
   * What an order's gifts and contributions still count on their lists, by list as
   * `countGifts` answered them when it was placed, for the parents' notices of an order whose
   * money is confirmed after it was placed; none once its payment ended without money (they
   * were given back). `lines` are the order's lines, for the names in the order's language. A
   * gift whose item the parents removed meanwhile names no list any more and is left out.
   */
  async countedGiftsOf(
    tx: Executor,
    orderId: number,
    lines: readonly GiftLine[],
  ): Promise<GiftedList[]> {
    const names = new Map(lines.map((line) => [line.orderItemId, line.name]));
    const lists = this.giftedLists(tx);
    for (const purchase of await this.access.repository.countedPurchasesOf(orderId, tx)) {
      (await lists.of(purchase.birthListId)).gifts.push({
        itemId: purchase.itemId,
        name: names.get(purchase.orderItemId) ?? '',
        qty: purchase.qty,
      });
    }
    for (const contribution of await this.access.repository.countedContributionsOf(orderId, tx)) {
      (await lists.of(contribution.birthListId)).contributions.push({
        donationItemId: contribution.donationItemId,
        title: contribution.title,
        amount: contribution.amount,
      });
    }
    return lists.all();
  }

  /** What an order bought, gathered by list in the order first met, each list with its name. */
  private giftedLists(tx: Executor) {
    const lists = new Map<number, GiftedList>();
    return {
      of: async (listId: number): Promise<GiftedList> => {
        let gifted = lists.get(listId);
        if (!gifted) {
          const list = await this.access.repository.findById(listId, tx);
          gifted = { listId, displayName: list?.displayName ?? '', gifts: [], contributions: [] };
          lists.set(listId, gifted);
        }
        return gifted;
      },
      all: (): GiftedList[] => [...lists.values()],
    };
  }

  /** Why a gift line could not be counted: 409, the item bought already or not this one. */
  private async refuseGift(
    itemId: number,
    line: GiftLine,
    identity: string,
    tx: Executor,
  ): Promise<never> {
    const item = await this.access.repository.findItem(itemId, tx);
    const list = item ? await this.access.repository.findById(item.birthListId, tx) : null;
    const sameProduct = item?.lineSku === line.sku && item.optionsChecksum === identity;
    if (!item || !list?.active || !sameProduct) {
      throw domainError('conflict', 'birthlist.gift_not_on_list', { sku: line.sku });
    }
    throw domainError('conflict', 'birthlist.item_bought');
  }

  /**
   * Gives back what a canceled order's gifts and contributions counted, once, in the
   * transaction canceling it.
   */
  async releaseGifts(tx: Executor, orderId: number): Promise<void> {
    await this.access.repository.releasePurchasesOf(orderId, this.access.now(), tx);
    await this.access.repository.releaseContributionsOf(orderId, this.access.now(), tx);
  }
}

/** The lines marked with a birth list id (`key`), with that id, in id order. */
function linesMarkedWith(
  lines: readonly GiftLine[],
  key: 'birthlist_item_id' | 'birthlist_donation_item_id',
): { line: GiftLine; id: number }[] {
  return lines
    .map((line) => ({ line, id: line.productOption?.extension_attributes?.[key] }))
    .filter((marked): marked is { line: GiftLine; id: number } => marked.id !== undefined)
    .sort((a, b) => a.id - b.id);
}
