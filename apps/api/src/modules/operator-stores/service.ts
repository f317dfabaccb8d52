/**
 * The owners' stores (decision 76): each store's opening hours per weekday and whether it is a
 * pick-up location. Hours follow core's reading of 'HH:MM-HH:MM' (parseDayHours): text it could
 * not read would make the day closed without anyone noticing, so it is refused. Every change is
 * audited in its own transaction.
 *
 * A store's shelf stock (decision 86): read page by page and set as a batch of skus, applied
 * together or not at all; a sku already at the sent quantity changes nothing and is not audited.
 * Only skus the catalogue holds on a shelf are taken (core's isShelfType). The storefront's
 * store stock answers read store_stock on every call and are not kept by caches (no-cache), so
 * a change shows at once; no process keeps a copy to forget.
 */
import type {
  AdminStore,
  AdminStoreStockBody,
  AdminStoreStockItem,
  AdminStoreStockQuery,
  AdminStoreUpdateBody,
} from '@shop/contracts';
import { isShelfType, parseDayHours } from '@shop/core';
import type { RecordChange } from '../../lib/audit.ts';
import { DomainError, notFound } from '../../lib/errors.ts';
import type { OperatorStoreRepository, StoreRow } from './repository.ts';

export interface OperatorStoreDeps {
  repository: OperatorStoreRepository;
  /** Forgets the store locator's cached searches of this process (others follow within a minute). */
  forgetSearches: () => void;
}

export class OperatorStoreService {
  constructor(private readonly deps: OperatorStoreDeps) {}

  async list(): Promise<AdminStore[]> {
    return (await this.deps.repository.list()).map(storeView);
  }

  async update(code: string, change: AdminStoreUpdateBody, record: RecordChange) {
    for (const [weekday, hours] of Object.entries(change.opening_hours ?? {})) {
      if (hours !== null && hours !== undefined && parseDayHours(hours) === null) {
        throw new DomainError(
          'invalid',
          'storeadmin.hours_invalid',
          { weekday },
          { field: `opening_hours.${weekday}` },
        );
      }
    }
    const { repository } = this.deps;
    const store = await repository.transaction(async (tx) => {
      const current = await repository.lock(code, tx);
      if (!current) throw notFound('storeadmin.not_found', { code });
      const openingHours: Record<string, string> = { ...current.openingHours };
      for (const [weekday, hours] of Object.entries(change.opening_hours ?? {})) {
        if (hours === null || hours === undefined) delete openingHours[weekday];
        else openingHours[weekday] = hours;
      }
      const row = await repository.update(
        code,
        {
          openingHours,
          isPickupLocation: change.is_pickup_location ?? current.isPickupLocation,
        },
        tx,
      );
      if (!row) throw notFound('storeadmin.not_found', { code });
      const before = storeView(current);
      const after = storeView(row);
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await record(
          { action: 'store.update', entityType: 'store', entityId: code, before, after },
          tx,
        );
      }
      return after;
    });
    this.deps.forgetSearches();
    return store;
  }

  /** One page of a store's shelf stock by sku (404 for an unknown store). */
  async shelf(code: string, query: AdminStoreStockQuery) {
    const { repository } = this.deps;
    if (!(await repository.exists(code))) throw notFound('storeadmin.not_found', { code });
    const { rows, total } = await repository.shelf(code, query.q, {
      offset: (query.page - 1) * query.size,
      limit: query.size,
    });
    const items: AdminStoreStockItem[] = rows.map((row) => ({
      sku: row.sku,
      name: row.name,
      qty: row.qty,
    }));
    return { items, total, page: query.page, size: query.size };
  }

  /** Sets a store's shelf quantity of each sent sku; nothing is written when one is refused. */
  async setShelf(code: string, body: AdminStoreStockBody, record: RecordChange) {
    const seen = new Set<string>();
    body.items.forEach((item, index) => {
      if (seen.has(item.sku)) {
        throw new DomainError(
          'invalid',
          'storeadmin.stock_duplicate_sku',
          { sku: item.sku },
          { field: `items.${index}.sku` },
        );
      }
      seen.add(item.sku);
    });
    const { repository } = this.deps;
    const skus = body.items.map((item) => item.sku);
    const changed = await repository.transaction(async (tx) => {
      if (!(await repository.lock(code, tx))) throw notFound('storeadmin.not_found', { code });
      const types = await repository.productTypes(skus, tx);
      body.items.forEach((item, index) => {
        const type = types.get(item.sku);
        if (type === undefined) {
          throw new DomainError(
            'not_found',
            'storeadmin.stock_unknown_sku',
            { sku: item.sku },
            { field: `items.${index}.sku` },
          );
        }
        if (!isShelfType(type)) {
          throw new DomainError(
            'invalid',
            'storeadmin.stock_not_shelf_sku',
            { sku: item.sku },
            { field: `items.${index}.sku` },
          );
        }
      });
      const held = await repository.lockShelf(code, skus, tx);
      const writes = body.items.filter((item) => held.get(item.sku) !== item.qty);
      await repository.writeShelf(code, writes, tx);
      for (const item of writes) {
        const before = held.get(item.sku);
        await record(
          {
            action: 'store.stock',
            entityType: 'store_stock',
            entityId: `${code}/${item.sku}`,
            before: before === undefined ? null : { qty: before },
            after: { qty: item.qty },
          },
          tx,
        );
      }
      return writes.length;
    });
    return { received: body.items.length, changed, unchanged: body.items.length - changed };
  }
}

function storeView(row: StoreRow): AdminStore {
  // Monday to Sunday, so before and after compare alike.
  const hours: Record<string, string> = {};
  for (const weekday of ['1', '2', '3', '4', '5', '6', '7'] as const) {
    const value = row.openingHours[weekday];
    if (value !== undefined) hours[weekday] = value;
  }
  return {
    code: row.code,
    name: row.name,
    city: row.city,
    country_id: row.countryId,
    active: row.active,
    is_pickup_location: row.isPickupLocation,
    opening_hours: hours,
  };
}
