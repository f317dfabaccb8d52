import { STORE_VIEWS } from '@shop/core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  contributionListOf,
  getBirthListPath,
  giftListOf,
  refusedGiftLines,
  rememberContributionList,
  rememberGiftList,
} from './birthlist-gifts.ts';

const gift = (sku: string, itemId: number, qty = 1) => ({
  sku,
  qty,
  product_option: { extension_attributes: { birthlist_item_id: itemId } },
});
const own = (sku: string, qty = 1) => ({ sku, qty });

describe('the public page path of a list', () => {
  it('is /geboortelijst/{key} in both store views, under /de for German', () => {
    expect(getBirthListPath(STORE_VIEWS.nl, 'emma-en-daan')).toBe('/geboortelijst/emma-en-daan');
    expect(getBirthListPath(STORE_VIEWS.de, 'emma-en-daan')).toBe('/de/geboortelijst/emma-en-daan');
  });
});

describe('the lists this browser bought gifts for', () => {
  const memory = new Map<string, string>();
  beforeEach(() => {
    memory.clear();
    globalThis.localStorage = {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => void memory.set(key, value),
      removeItem: (key: string) => void memory.delete(key),
      clear: () => memory.clear(),
      key: () => null,
      length: 0,
    };
  });

  it('remembers the list and title of a contribution apart from a gift with the same id', () => {
    rememberGiftList(7, { name: 'Emma & Daan', urlKey: 'emma-en-daan' });
    rememberContributionList(7, { name: 'Noor', urlKey: 'noor', title: 'Kinderwagen' });
    expect(contributionListOf(7)).toEqual({ name: 'Noor', urlKey: 'noor', title: 'Kinderwagen' });
    expect(giftListOf(7)).toEqual({ name: 'Emma & Daan', urlKey: 'emma-en-daan' });
    expect(contributionListOf(8)).toBeNull();
  });

  it('remembers the list of a gift by its item and forgets nothing it did not see', () => {
    rememberGiftList(7, { name: 'Emma & Daan', urlKey: 'emma-en-daan' });
    expect(giftListOf(7)).toEqual({ name: 'Emma & Daan', urlKey: 'emma-en-daan' });
    expect(giftListOf(8)).toBeNull();
  });

  it('reads a damaged entry as unknown', () => {
    memory.set('shop/birthlist/gifts', '{not json');
    expect(giftListOf(7)).toBeNull();
    rememberGiftList(7, { name: 'Emma', urlKey: 'emma' });
    expect(giftListOf(7)?.name).toBe('Emma');
  });
});

describe('the gift lines an order was refused for', () => {
  const lines = [own('A'), gift('A', 7), gift('B-RED', 8, 2), gift('C', 9)];

  it('marks the line of the sku a gift not on its list names', () => {
    const refused = refusedGiftLines(
      lines,
      { key: 'birthlist.gift_not_on_list', params: { sku: 'B-RED' } },
      new Map(),
    );
    expect(refused).toEqual([gift('B-RED', 8, 2)]);
  });

  it('marks the gifts of items with fewer units still wanted than the cart holds, or unknown', () => {
    const stillWanted = new Map([
      [7, 1],
      [8, 1],
    ]);
    const refused = refusedGiftLines(
      lines,
      { key: 'birthlist.item_bought', params: {} },
      stillWanted,
    );
    expect(refused.map((line) => line.sku)).toEqual(['B-RED', 'C']);
  });

  it('marks every gift line when nothing tells them apart, never a line for oneself', () => {
    const refused = refusedGiftLines(
      lines,
      { key: 'birthlist.item_bought', params: {} },
      new Map([
        [7, 5],
        [8, 5],
        [9, 5],
      ]),
    );
    expect(refused.map((line) => line.sku)).toEqual(['A', 'B-RED', 'C']);
    expect(refused).not.toContainEqual(own('A'));
  });
});

describe('a refused contribution', () => {
  const contribution = (donationId: number) => ({
    sku: 'CADEAUBON',
    qty: 1,
    product_option: { extension_attributes: { birthlist_donation_item_id: donationId } },
  });
  const cart = [own('A'), gift('B', 7), contribution(4), contribution(5)];
  const refusal = { key: 'birthlist.contribution_unavailable', params: {} };

  it('marks the contributions whose donation item the lists no longer show', () => {
    expect(refusedGiftLines(cart, refusal, new Map(), new Set([5]))).toEqual([contribution(4)]);
  });

  it('marks every contribution, and no gift or own line, when nothing tells them apart', () => {
    expect(refusedGiftLines(cart, refusal, new Map(), new Set([4, 5]))).toEqual([
      contribution(4),
      contribution(5),
    ]);
  });
});
