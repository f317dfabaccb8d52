/**
 * The customer's own lists, items and donation items: another customer's list or item answers
 * 404, as if it did not exist. Shared by the use cases with the repository, options and clock.
 */
import type { Executor, ShopDatabase } from '@shop/db';
import { domainError, notFound } from '../../lib/errors.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import type { BirthListServiceOptions } from './options.ts';
import {
  type BirthListItemRow,
  BirthListRepository,
  type BirthListRow,
  type DonationItemRow,
} from './repository.ts';
import { listView } from './views.ts';

export const notFoundList = () => notFound('birthlist.not_found');
export const notFoundItem = () => notFound('birthlist.item_not_found');

export function assertActive(list: BirthListRow): void {
  if (!list.active) throw domainError('conflict', 'birthlist.inactive');
}

export class BirthListAccess {
  readonly repository: BirthListRepository;

  constructor(
    readonly shop: ShopDatabase,
    readonly options: BirthListServiceOptions,
  ) {
    this.repository = new BirthListRepository(shop);
  }

  now(): Date {
    return this.options.now?.() ?? new Date();
  }
  async fullView(list: BirthListRow, tx?: Executor) {
    const [items, donations] = await Promise.all([
      this.repository.itemsOf(list.id, tx),
      this.repository.donationsOf(list.id, tx),
    ]);
    return listView(list, items, donations);
  }

  /** The caller's list with this id; 404 for a list of someone else, as for none. */
  async ownList(
    caller: TokenCustomer,
    id: number,
    tx?: Executor,
    options: { lock?: boolean } = {},
  ): Promise<BirthListRow> {
    const list =
      options.lock && tx
        ? await this.repository.lockById(id, tx)
        : await this.repository.findById(id, tx);
    if (!list || list.customerId !== caller.customerId) throw notFoundList();
    return list;
  }

  async ownItem(caller: TokenCustomer, itemId: number): Promise<BirthListItemRow> {
    const item = await this.repository.findItem(itemId);
    const list = item ? await this.repository.findById(item.birthListId) : null;
    if (!item || !list || list.customerId !== caller.customerId) throw notFoundItem();
    return item;
  }

  async ownDonation(caller: TokenCustomer, id: number): Promise<DonationItemRow> {
    const donation = await this.repository.findDonation(id);
    const list = donation ? await this.repository.findById(donation.birthListId) : null;
    if (!donation || !list || list.customerId !== caller.customerId) {
      throw notFound('birthlist.donation_not_found');
    }
    return donation;
  }
}
