/**
 * The birth list's calls of the API client (secondary-areas §7 "Birth list"), each with the
 * customer's token: the customer's list, creating and changing it, marking it inactive, removing
 * its products, the url check, its items and donation items, and putting what is still wanted in
 * the cart. Loaded with the birth list store only (its own chunk).
 */
import type {
  BirthList,
  BirthListAddAllResponse,
  BirthListCreateBody,
  BirthListDonationCreateBody,
  BirthListDonationResponse,
  BirthListDonationUpdateBody,
  BirthListItemCreateBody,
  BirthListItemResponse,
  BirthListItemUpdateBody,
  BirthListOfUserResponse,
  BirthListResponse,
  BirthListTrueResponse,
  BirthListUpdateBody,
  BirthListUrlCheckResponse,
  ResultOf,
} from '@shop/contracts';
import type { StoreCode } from '@shop/core';
import { callJson } from './json-request.ts';

const P = '/api/ext/birthlist';

export type BirthListDetails = BirthListCreateBody['birthlist'];
export type BirthListDetailsChange = BirthListUpdateBody['birthlist'];
export type NewBirthListItem = Omit<BirthListItemCreateBody['productItem'], 'birthlist_id'>;
export type BirthListItemChange = BirthListItemUpdateBody['item'];
export type NewDonationItem = Omit<BirthListDonationCreateBody['donationItem'], 'birthlist_id'>;
export type DonationItemChange = BirthListDonationUpdateBody['donationItem'];
export type UrlCheck = ResultOf<typeof BirthListUrlCheckResponse>;
export type { BirthList };

/** The customer's list: the active one, else their latest; null when they never made one. */
export function getBirthList(userId: number, signal?: AbortSignal): Promise<BirthList | null> {
  return callJson<typeof BirthListOfUserResponse>('GET', `${P}/get/${userId}`, {
    auth: true,
    ...(signal ? { signal } : {}),
  });
}

/** Creates the customer's list in a store view. */
export function createBirthList(storeCode: StoreCode, details: BirthListDetails) {
  return callJson<typeof BirthListResponse>(
    'POST',
    `${P}/create?storeCode=${encodeURIComponent(storeCode)}`,
    { auth: true, storeCode, body: { birthlist: details } },
  );
}

/** Changes the name, message, expected date or url key; answers the whole list. */
export function updateBirthList(id: number, change: BirthListDetailsChange) {
  return callJson<typeof BirthListResponse>('PUT', `${P}/update/${id}`, {
    auth: true,
    body: { birthlist: change },
  });
}

/** Marks the list inactive: its page is gone, its url key stays taken. */
export function markBirthListInactive(id: number) {
  return callJson<typeof BirthListTrueResponse>('PUT', `${P}/mark-inactive/${id}`, { auth: true });
}

/** Removes every product of the list except the favourites. */
export function removeBirthListProducts(id: number) {
  return callJson<typeof BirthListTrueResponse>('PUT', `${P}/remove-products/${id}`, {
    auth: true,
  });
}

/** Whether a list may take a url key: status 'success' only when it may. */
export function checkBirthListUrl(urlKey: string, signal?: AbortSignal): Promise<UrlCheck> {
  return callJson<typeof BirthListUrlCheckResponse>(
    'GET',
    `${P}/check-url/${encodeURIComponent(urlKey)}`,
    { auth: true, ...(signal ? { signal } : {}) },
  );
}

/** Adds a product to the list (the same product again raises its wanted quantity). */
export function createBirthListItem(listId: number, item: NewBirthListItem) {
  return callJson<typeof BirthListItemResponse>('POST', `${P}/item/create`, {
    auth: true,
    body: { productItem: { birthlist_id: listId, ...item } },
  });
}

/** Changes the wanted quantity, favourite mark or position of an item; answers the item. */
export function updateBirthListItem(itemId: number, change: BirthListItemChange) {
  return callJson<typeof BirthListItemResponse>('PUT', `${P}/item/update/${itemId}`, {
    auth: true,
    body: { item: change },
  });
}

/** Removes an item (a favourite is refused with 409). */
export function deleteBirthListItem(itemId: number) {
  return callJson<typeof BirthListTrueResponse>('DELETE', `${P}/item/delete/${itemId}`, {
    auth: true,
  });
}

/** Adds a donation item (amounts in cents). */
export function createDonationItem(listId: number, item: NewDonationItem) {
  return callJson<typeof BirthListDonationResponse>('POST', `${P}/donation-item/create`, {
    auth: true,
    body: { donationItem: { birthlist_id: listId, ...item } },
  });
}

/** Changes the title or target of a donation item. */
export function updateDonationItem(donationItemId: number, change: DonationItemChange) {
  return callJson<typeof BirthListDonationResponse>(
    'PUT',
    `${P}/donation-item/update/${donationItemId}`,
    { auth: true, body: { donationItem: change } },
  );
}

/** Removes a donation item. */
export function deleteDonationItem(donationItemId: number) {
  return callJson<typeof BirthListTrueResponse>(
    'DELETE',
    `${P}/donation-item/delete/${donationItemId}`,
    { auth: true },
  );
}

/** Puts what is still wanted of the list's items in the customer's cart `cartId`. */
export function addAllBirthListProductsToCart(
  storeCode: StoreCode,
  cartId: string,
  listId: number,
) {
  return callJson<typeof BirthListAddAllResponse>(
    'POST',
    `${P}/add-all-products-to-cart?cartId=${encodeURIComponent(cartId)}`,
    { auth: true, storeCode, body: { birthListId: listId } },
  );
}
