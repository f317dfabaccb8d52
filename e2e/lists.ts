/**
 * The customers' lists as several journeys need them: a birth list with gifts and a wishlist
 * entry made over the API (the journeys that test making them use the pages), and the figures of
 * the parents' statistics on the manage page.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, uniqueEmail } from './fixtures.ts';

/** A romper suit of the demo catalogue, lilac in size 68 (colour 93 and size 144). */
export const ROMPER = {
  sku: 'SLE-100047',
  childSku: 'SLE-100047-LIL-68',
  options: [
    { option_id: 93, option_value: 5016 },
    { option_id: 144, option_value: 5021 },
  ],
  page: '/p/SLE-100047/lotje-en-lars-basic-boxpakje/SLE-100047-LIL-68',
};
/** A pack of diapers of the demo catalogue (a simple product). */
export const DIAPERS = 'DIA-101231';

export interface ListWithGifts {
  urlKey: string;
  listId: number;
  romperItem: number;
  diapersItem: number;
  donationId: number;
}

/** A date some months ahead, as a list's expected date ('YYYY-MM-DD'). */
function expectedDate(): string {
  return new Date(Date.now() + 120 * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/**
 * A birth list of the token's customer, under an address no other run took: three romper suits
 * (lilac, 68), one pack of diapers as the favourite, and a pram to save for together.
 */
export async function birthListWithGifts(
  request: APIRequestContext,
  token: string,
  details: { name: string; message?: string },
): Promise<ListWithGifts> {
  const headers = { authorization: `Bearer ${token}` };
  const urlKey = `e2e-${uniqueEmail('list')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)}`.replace(/-+$/, '');
  const list = await request.post('/api/ext/birthlist/create?storeCode=nl', {
    headers,
    data: {
      birthlist: {
        display_name: details.name,
        message: details.message,
        expected_date: expectedDate(),
        url_key: urlKey,
      },
    },
  });
  expect(list.status(), await list.text()).toBe(200);
  const listId = (await list.json()).result.entity_id as number;
  const addItem = async (productItem: Record<string, unknown>) => {
    const answer = await request.post('/api/ext/birthlist/item/create', {
      headers,
      data: { productItem: { birthlist_id: listId, ...productItem } },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    return (await answer.json()).result.birthlist_item_id as number;
  };
  const romperItem = await addItem({
    sku: ROMPER.sku,
    qty: 3,
    product_option: { extension_attributes: { configurable_item_options: ROMPER.options } },
  });
  const diapersItem = await addItem({ sku: DIAPERS, qty: 1, is_favorite: true });
  const donation = await request.post('/api/ext/birthlist/donation-item/create', {
    headers,
    data: { donationItem: { birthlist_id: listId, title: 'Kinderwagen', target_amount: 50000 } },
  });
  expect(donation.status()).toBe(200);
  const donationId = (await donation.json()).result.donation_item_id as number;
  return { urlKey, listId, romperItem, diapersItem, donationId };
}

/** Marks a birth list inactive, as its settings page does. */
export async function markListInactive(request: APIRequestContext, token: string, listId: number) {
  const answer = await request.put(`/api/ext/birthlist/mark-inactive/${listId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Puts a product on the token customer's server wishlist (as another device would). */
export async function addToServerWishlist(request: APIRequestContext, token: string, sku: string) {
  const search = await request.post('/api/catalog/nl/product/_search', {
    data: { filters: { sku: [sku] }, size: 1, includeFields: ['id', 'sku'] },
  });
  const productId = (await search.json()).result.items[0].id as number;
  const added = await request.post('/api/ext/wishlist/add', {
    headers: { authorization: `Bearer ${token}` },
    data: { productId },
  });
  expect(added.status()).toBe(200);
}

/** One figure of the statistics on the manage page, by its label. */
export function statistic(page: Page, label: string) {
  return page
    .getByTestId('birthlist-statistics')
    .locator('div')
    .filter({ hasText: label })
    .locator('dd');
}
