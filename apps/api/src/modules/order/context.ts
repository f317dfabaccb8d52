/** What every order use case works with: the database, the repository, the options, the clock. */
import type { ShopDatabase } from '@shop/db';
import type { OrderServiceOptions } from './options.ts';
import { OrderRepository } from './repository.ts';

export class OrderContext {
  readonly repository: OrderRepository;

  constructor(
    readonly shop: ShopDatabase,
    readonly options: OrderServiceOptions,
  ) {
    this.repository = new OrderRepository(shop);
  }

  now(): Date {
    return this.options.now?.() ?? new Date();
  }
}
