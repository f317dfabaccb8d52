/**
 * Where the order queue keeps its orders: one IndexedDB database and store (idb-keyval's), read
 * and written by the page (stores/order-queue.ts) and read by the service worker (app/sw.ts),
 * which tells the page about unsent orders when the background sync 'orderSync' fires. One
 * module for both, so their names and the meaning of "unsent" cannot drift apart.
 */
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

const ORDER_QUEUE_DB = 'shop-orders';
const ORDER_QUEUE_STORE = 'orders';

/** The fields of a queued order that the worker reads as well. */
export interface QueueEntryState {
  transmited: boolean;
  canceled: boolean;
  storeCode: string;
  /** The 'Order waiting!' notification, in the shopper's language. */
  notification?: { title: string; body: string };
}

/** An order the server has not accepted yet and that was not given up. */
export const isUnsent = (entry: Pick<QueueEntryState, 'transmited' | 'canceled'>): boolean =>
  !entry.transmited && !entry.canceled;

export interface OrderQueueStorage<T> {
  get(orderId: string): Promise<T | undefined>;
  set(orderId: string, entry: T): Promise<void>;
  del(orderId: string): Promise<void>;
  all(): Promise<T[]>;
}

let store: UseStore | null = null;
const orderStore = () => {
  store ??= createStore(ORDER_QUEUE_DB, ORDER_QUEUE_STORE);
  return store;
};

/** The queue's IndexedDB storage. */
export function indexedDbOrderStorage<T>(): OrderQueueStorage<T> {
  return {
    get: (orderId) => get<T>(orderId, orderStore()),
    set: (orderId, entry) => set(orderId, entry, orderStore()),
    del: (orderId) => del(orderId, orderStore()),
    all: async () => (await entries<string, T>(orderStore())).map(([, entry]) => entry),
  };
}
