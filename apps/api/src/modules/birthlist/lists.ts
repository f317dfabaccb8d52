/**
 * The customer's lists: read, made, changed, closed, their url key checked and their statistics;
 * the public page of a list; closing a deleted account's lists.
 */
import type { BirthListCreateBody, BirthListUpdateBody } from '@shop/contracts';
import {
  BIRTHLIST_MESSAGES,
  birthListStatistics,
  isStoreCode,
  normalizeUrlKey,
  type StoreView,
  urlKeyProblem,
  validateExpectedDate,
} from '@shop/core';
import type { Executor } from '@shop/db';
import {
  DomainError,
  domainError,
  domainErrorOfText,
  invalidField,
  notFound,
} from '../../lib/errors.ts';
import type { TokenCustomer } from '../auth/tokens.ts';
import { assertActive, type BirthListAccess, notFoundList } from './access.ts';
import type { BirthListRepository } from './repository.ts';
import { listSummary, publicListView, statisticsView } from './views.ts';

export class BirthLists {
  constructor(private readonly access: BirthListAccess) {}

  /** The customer's list (the active one, else their latest), with items and donation items. */
  async getOfUser(caller: TokenCustomer, userId: number) {
    if (userId !== caller.customerId) throw notFoundList();
    const [list] = await this.access.repository.listOfCustomer(caller.customerId);
    // A customer who never made a list has none: an answer, not an error.
    return list ? this.access.fullView(list) : null;
  }

  /** Every list of the customer, without their items. */
  async listsOfUser(caller: TokenCustomer) {
    return (await this.access.repository.listOfCustomer(caller.customerId)).map(listSummary);
  }

  async create(caller: TokenCustomer, body: BirthListCreateBody['birthlist'], view: StoreView) {
    const urlKey = this.checkedUrlKey(body.url_key, 'birthlist.url_key');
    this.checkExpectedDate(body.expected_date);
    const now = this.access.now();
    const list = await this.access.repository.insert({
      customerId: caller.customerId,
      storeCode: view.code,
      displayName: body.display_name,
      message: body.message ?? '',
      expectedDate: body.expected_date,
      urlKey,
      createdAt: now,
      updatedAt: now,
    });
    if (!list) {
      // A unique index refused it: the customer's active list, or the key taken meanwhile.
      const [current] = await this.access.repository.listOfCustomer(caller.customerId);
      if (current?.active) throw domainError('conflict', 'birthlist.exists');
      throw urlNotAvailable();
    }
    return this.access.fullView(list);
  }

  async update(caller: TokenCustomer, id: number, body: BirthListUpdateBody['birthlist']) {
    return this.access.shop.db.transaction(async (tx) => {
      const list = await this.access.ownList(caller, id, tx, { lock: true });
      assertActive(list);
      const change: Parameters<BirthListRepository['update']>[1] = {};
      if (body.display_name !== undefined) change.displayName = body.display_name;
      if (body.message !== undefined) change.message = body.message;
      // The date is checked when it changes: a list goes on after the birth.
      if (body.expected_date !== undefined && body.expected_date !== list.expectedDate) {
        this.checkExpectedDate(body.expected_date);
        change.expectedDate = body.expected_date;
      }
      if (body.url_key !== undefined) {
        const urlKey = this.checkedUrlKey(body.url_key, 'birthlist.url_key');
        if (urlKey !== list.urlKey) change.urlKey = urlKey;
      }
      const updated = await this.access.repository.update(list.id, change, this.access.now(), tx);
      if (!updated) throw urlNotAvailable();
      return this.access.fullView(updated, tx);
    });
  }

  async markInactive(caller: TokenCustomer, id: number): Promise<true> {
    const list = await this.access.ownList(caller, id);
    if (list.active) await this.access.repository.setInactive(list.id, this.access.now());
    return true;
  }

  /** Takes every product off the list except the favourites (which cannot be removed). */
  async removeProducts(caller: TokenCustomer, id: number): Promise<true> {
    const list = await this.access.ownList(caller, id);
    await this.access.repository.deletePlainItems(list.id);
    return true;
  }

  /** 'success' only when a list could take the key: free, or the caller's own list's key. */
  async checkUrl(caller: TokenCustomer, raw: string) {
    const key = normalizeUrlKey(raw);
    const problem = urlKeyProblem(key);
    if (problem) return urlCheckError(problem);
    const holder = await this.access.repository.findByUrlKey(key);
    if (holder && holder.customerId !== caller.customerId) {
      return urlCheckError(BIRTHLIST_MESSAGES.urlNotAvailable);
    }
    return { status: 'success' as const };
  }

  async statistics(caller: TokenCustomer) {
    const [list] = await this.access.repository.listOfCustomer(caller.customerId);
    if (!list) throw notFoundList();
    const [items, donations] = await Promise.all([
      this.access.repository.itemsOf(list.id),
      this.access.repository.donationsOf(list.id),
    ]);
    return statisticsView(list, birthListStatistics(items, donations));
  }

  /**
   * A list as its page shows it to anyone with its link: only what the parents chose to show.
   * An unknown or inactive list is unavailable (404), named by the key asked for.
   */
  async publicList(storeCode: string, rawKey: string) {
    const urlKey = normalizeUrlKey(rawKey);
    const unavailable = () =>
      notFound('birthlist.unavailable', { urlKey: rawKey.slice(0, BIRTHLIST_KEY_ECHO) });
    if (!isStoreCode(storeCode) || urlKeyProblem(urlKey)) throw unavailable();
    const list = await this.access.repository.findByUrlKey(urlKey);
    if (!list?.active) throw unavailable();
    const [items, donations] = await Promise.all([
      this.access.repository.itemsOf(list.id),
      this.access.repository.donationsOf(list.id),
    ]);
    return publicListView(list, items, donations);
  }

  /**
   * Closes a deleted account's lists in the deletion's transaction: inactive (their pages are
   * unavailable) and without the parents' name and message.
   */
  closeListsOfCustomer(customerId: number, tx: Executor): Promise<void> {
    return this.access.repository.closeListsOf(customerId, this.access.now(), tx);
  }

  /** A url key fit for a list: 400 for its format, 409 for a reserved word. */
  private checkedUrlKey(raw: string, field: string): string {
    const key = normalizeUrlKey(raw);
    const problem = urlKeyProblem(key);
    if (problem === BIRTHLIST_MESSAGES.urlNotAvailable) throw urlNotAvailable();
    if (problem) throw invalidField(problem, field);
    return key;
  }

  private checkExpectedDate(value: string): void {
    const problem = validateExpectedDate(value, this.access.now());
    if (problem) throw invalidField(problem, 'birthlist.expected_date');
  }
}

/** How much of an asked-for key an answer repeats. */
const BIRTHLIST_KEY_ECHO = 60;

/**
 * The url key is taken or reserved: the spec's text exactly (the registration form shows it
 * under the url field), so no field prefix.
 */
function urlNotAvailable(): DomainError {
  return new DomainError('conflict', 'birthlist.url_not_available');
}

function urlCheckError(message: string) {
  const found = domainErrorOfText('conflict', message);
  return { status: 'error' as const, message: found.message, key: found.key };
}
