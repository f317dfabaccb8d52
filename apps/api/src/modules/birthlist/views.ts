/** The birth list's rows as the calls answer them (owner's view, public view, statistics). */
import { type BirthListStatistics, sortForPublicPage, stillWanted } from '@shop/core';
import type { BirthListItemRow, BirthListRow, DonationItemRow } from './repository.ts';

export function itemView(item: BirthListItemRow) {
  return {
    birthlist_item_id: item.id,
    birthlist_id: item.birthListId,
    sku: item.sku,
    product_option: item.productOption ?? null,
    qty: item.qtyWanted,
    qty_bought: item.qtyBought,
    qty_still_wanted: stillWanted(item),
    is_favorite: item.favorite,
    position: item.position,
  };
}

export function donationView(item: DonationItemRow) {
  return {
    donation_item_id: item.id,
    birthlist_id: item.birthListId,
    title: item.title,
    target_amount: item.targetAmount,
    contributed_amount: item.contributedAmount,
    position: item.position,
  };
}

export function listSummary(list: BirthListRow) {
  return {
    entity_id: list.id,
    is_active: list.active ? (1 as const) : (0 as const),
    store_code: list.storeCode,
    display_name: list.displayName,
    message: list.message,
    expected_date: list.expectedDate,
    url_key: list.urlKey,
    created_at: list.createdAt.toISOString(),
    updated_at: list.updatedAt.toISOString(),
  };
}

export function listView(
  list: BirthListRow,
  items: readonly BirthListItemRow[],
  donations: readonly DonationItemRow[],
) {
  return {
    ...listSummary(list),
    items: items.map(itemView),
    donation_items: donations.map(donationView),
  };
}

/**
 * What a visitor may see of a list: the name, message and date the parents chose to show, and
 * per item the product, how many are wanted and still wanted, and whether it is a favourite.
 * Never the customer (id, e-mail, address), how much each visitor bought, or any order.
 */
export function publicListView(
  list: BirthListRow,
  items: readonly BirthListItemRow[],
  donations: readonly DonationItemRow[],
) {
  return {
    url_key: list.urlKey,
    is_active: 1 as const,
    display_name: list.displayName,
    message: list.message,
    expected_date: list.expectedDate,
    items: sortForPublicPage(items).map((item) => ({
      birthlist_item_id: item.id,
      sku: item.sku,
      product_option: item.productOption ?? null,
      qty: item.qtyWanted,
      qty_still_wanted: stillWanted(item),
      is_favorite: item.favorite,
    })),
    donation_items: donations.map((item) => ({
      donation_item_id: item.id,
      title: item.title,
      target_amount: item.targetAmount,
      contributed_amount: item.contributedAmount,
    })),
  };
}

export function statisticsView(list: BirthListRow, stats: BirthListStatistics) {
  return {
    entity_id: list.id,
    products: stats.products,
    items_wanted: stats.itemsWanted,
    items_bought: stats.itemsBought,
    items_still_wanted: stats.itemsStillWanted,
    donation_target: stats.donationTarget,
    contributed_amount: stats.contributedAmount,
  };
}
