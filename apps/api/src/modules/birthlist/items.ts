/** A list's items and donation items: added, changed and removed by the list's customer. */
import type {
  BirthListDonationCreateBody,
  BirthListDonationUpdateBody,
  BirthListItemCreateBody,
  BirthListItemUpdateBody,
  ProductOptionInput,
} from '@shop/contracts';
import {
  BIRTHLIST_MESSAGES,
  itemRemovalProblem,
  lineOptionsIdentity,
  storedStoreView,
} from '@shop/core';
import { DomainError, domainError, domainErrorOfText, notFound } from '../../lib/errors.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import { assertActive, type BirthListAccess, notFoundItem } from './access.ts';
import type { BirthListRepository } from './repository.ts';
import { donationView, itemView } from './views.ts';

export class BirthListItems {
  constructor(private readonly access: BirthListAccess) {}

  async createItem(caller: TokenCustomer, body: BirthListItemCreateBody['productItem']) {
    const list = await this.access.ownList(caller, body.birthlist_id);
    assertActive(list);
    const requested = { sku: body.sku, product_option: withoutGiftInput(body.product_option) };
    const [resolution] = await this.access.shop.db.transaction((tx) =>
      this.access.options.carts.resolveLines(storedStoreView(list.storeCode), [requested], tx),
    );
    if (!resolution || 'problem' in resolution) {
      throw domainErrorOfText('invalid', resolution?.problem ?? '', {
        field: 'productItem.sku',
      });
    }
    const { line } = resolution;
    const now = this.access.now();
    const item = await this.access.repository.addItem({
      birthListId: list.id,
      sku: body.sku,
      lineSku: line.sku,
      productOption: line.productOption,
      optionsChecksum: lineOptionsIdentity(line.productOption),
      qtyWanted: body.qty ?? 1,
      favorite: body.is_favorite ?? false,
      position: await this.access.repository.nextItemPosition(list.id),
      createdAt: now,
      updatedAt: now,
    });
    return itemView(item);
  }

  async updateItem(caller: TokenCustomer, itemId: number, body: BirthListItemUpdateBody['item']) {
    const item = await this.access.ownItem(caller, itemId);
    const change: Parameters<BirthListRepository['updateItem']>[1] = {};
    if (body.qty !== undefined) change.qtyWanted = body.qty;
    if (body.is_favorite !== undefined) change.favorite = body.is_favorite;
    if (body.position !== undefined) change.position = body.position;
    const updated = await this.access.repository.updateItem(item.id, change, this.access.now());
    if (!updated) {
      const current = await this.access.repository.findItem(item.id);
      if (!current) throw notFoundItem();
      throw new DomainError(
        'conflict',
        'birthlist.wanted_below_bought',
        { bought: current.qtyBought },
        { field: 'item.qty' },
      );
    }
    return itemView(updated);
  }

  async deleteItem(caller: TokenCustomer, itemId: number): Promise<true> {
    const item = await this.access.ownItem(caller, itemId);
    const problem = itemRemovalProblem(item);
    // The spec's own text is the answer (it says what is refused); no field prefix.
    if (problem) throw domainErrorOfText('conflict', problem);
    // The statement itself keeps a favourite: one marked meanwhile is not removed either.
    if (!(await this.access.repository.deleteItem(item.id))) {
      const current = await this.access.repository.findItem(item.id);
      if (!current) throw notFoundItem();
      throw domainErrorOfText('conflict', BIRTHLIST_MESSAGES.favoriteNotRemovable);
    }
    return true;
  }

  // ------------------------------------------------------------------ donation items

  async createDonation(caller: TokenCustomer, body: BirthListDonationCreateBody['donationItem']) {
    const list = await this.access.ownList(caller, body.birthlist_id);
    assertActive(list);
    const now = this.access.now();
    const donations = await this.access.repository.donationsOf(list.id);
    const item = await this.access.repository.insertDonation({
      birthListId: list.id,
      title: body.title,
      targetAmount: body.target_amount,
      position: donations.length,
      createdAt: now,
      updatedAt: now,
    });
    return donationView(item);
  }

  async donationsOf(caller: TokenCustomer, listId: number) {
    const list = await this.access.ownList(caller, listId);
    return (await this.access.repository.donationsOf(list.id)).map(donationView);
  }

  async updateDonation(
    caller: TokenCustomer,
    id: number,
    body: BirthListDonationUpdateBody['donationItem'],
  ) {
    const donation = await this.access.ownDonation(caller, id);
    const change: Parameters<BirthListRepository['updateDonation']>[1] = {};
    if (body.title !== undefined) change.title = body.title;
    if (body.target_amount !== undefined) change.targetAmount = body.target_amount;
    if (body.position !== undefined) change.position = body.position;
    const updated = await this.access.repository.updateDonation(
      donation.id,
      change,
      this.access.now(),
    );
    if (!updated) throw notFound('birthlist.donation_not_found');
    return donationView(updated);
  }

  /** Removes a donation item; one that received contributions stays (409), they are the parents'. */
  async deleteDonation(caller: TokenCustomer, id: number): Promise<true> {
    const donation = await this.access.ownDonation(caller, id);
    if (await this.access.repository.deleteDonation(donation.id)) return true;
    if (!(await this.access.repository.findDonation(donation.id))) {
      throw notFound('birthlist.donation_not_found');
    }
    throw domainError('conflict', 'birthlist.donation_has_contributions');
  }
}

/** A product option as sent, without a gift or contribution mark (a list item is neither). */
function withoutGiftInput(option: ProductOptionInput | null | undefined) {
  if (!option?.extension_attributes) return option;
  const {
    birthlist_item_id: _gift,
    birthlist_donation_item_id: _contribution,
    ...rest
  } = option.extension_attributes;
  return { ...option, extension_attributes: rest };
}
