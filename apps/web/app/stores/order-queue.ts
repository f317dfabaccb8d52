/**
 * Placing orders and the offline order queue. Every order is kept in IndexedDB under its
 * order_id until the server accepted it, so a reload, a crash or a lost connection never loses
 * it, and the server's order_id de-duplication makes every resend safe. A queued order is never
 * shown as placed before the server answered 200.
 *
 * - place: the same order twice in one session is ignored (fingerprint); offline it is queued;
 *   online 'Processing order...' and the call: provider methods through the payment call, the
 *   others through POST /api/order. 200 → stored as transmitted with its confirmation; 400 →
 *   the validation notice; a server or network error → queued for a retry with the notice that
 *   says so (and the background sync 'orderSync' after a network error).
 * - the queue: untransmitted orders are sent one at a time; the answers end, keep or cancel them
 *   (core's queueReplyOutcome). Canceled orders put their products back into the cart.
 */
import type { PaymentInstructions, PaymentStatus } from '@shop/contracts';
import {
  COUPON_NO_LONGER_APPLIES_NOTICE,
  isCouponRefusal,
  isOutOfStockAnswer,
  isProviderPaymentMethod,
  ORDER_QUEUED_NOTICE,
  ORDER_SCHEMA_ERROR,
  ORDER_VALIDATION_NOTICE,
  type OrderDraft,
  type OrderLine,
  orderFingerprint,
  PROCESSING_ORDER_MESSAGE,
  paymentRedirectUrl,
  placeOrderOutcome,
  queueReplyOutcome,
  STORE_VIEWS,
  type StampedOrder,
  type StoreCode,
  type StoreView,
  stampOrder,
} from '@shop/core';
import { ApiError } from '../lib/api.ts';
import { CART_CONFIG } from '../lib/cart-config.ts';
import type {
  OrderCallResult,
  PaymentInformationAnswer,
  PlacedOrderAnswer,
} from '../lib/checkout-api.ts';
import * as checkoutApi from '../lib/checkout-api.ts';
import { errorText } from '../lib/error-text.ts';
import { createTranslator, type MessageKey } from '../lib/i18n.ts';
import { loadMessageArea } from '../lib/message-areas.ts';
import { getAccessToken } from '../lib/session.ts';
import { SHOP_CONTACT_EMAIL } from '../lib/shop.ts';
import { localizePath } from '../lib/store-view.ts';
import { showLoader as showLoaderOverlay } from './loader.ts';
import { type NotificationInput, notify as showNotification } from './notifications.ts';
import {
  indexedDbOrderStorage,
  isUnsent,
  type QueueEntryState,
  type OrderQueueStorage as StorageOf,
} from './order-queue-storage.ts';
import { rememberUnsentOrders } from './unsent-orders.ts';

/** What the server said when it accepted an order. */
export interface OrderConfirmation {
  orderNumber: string;
  orderHash: string;
  paymentStatus: PaymentStatus;
  /** The provider's page to pay at (a redirect method), null otherwise. */
  redirectUrl: string | null;
  instructions: PaymentInstructions | null;
}

/** An order in the queue. */
export interface QueuedOrder extends QueueEntryState {
  order: StampedOrder;
  storeCode: StoreCode;
  transmited: boolean;
  transmited_at: string | null;
  confirmation: OrderConfirmation | null;
  /** The server refused the order for good: it is not sent again. */
  canceled: boolean;
  notice: string | null;
  /** The service worker's 'Order waiting!' notification, in the shopper's language. */
  notification: { title: string; body: string };
}

export type PlaceOrderResult =
  | { status: 'ignored' }
  | { status: 'queued'; orderId: string }
  | { status: 'placed'; orderId: string; confirmation: OrderConfirmation }
  | { status: 'invalid'; message: string }
  | {
      status: 'refused';
      message: string;
      /** Why, where the checkout reacts: the lines learn their stock, or the new total shows. */
      reason: 'out_of_stock' | 'coupon' | 'other';
      /**
       * The refusal's message key and parameters (e.g. a gift for a birth list item nobody
       * wants any more), null when the answer had none.
       */
      refusal: { key: string; params: Readonly<Record<string, string | number>> } | null;
    };

export type OrderQueueStorage = StorageOf<QueuedOrder>;

export interface OrderQueueDeps {
  storage: OrderQueueStorage;
  api: Pick<typeof checkoutApi, 'sendOrder' | 'sendPaymentInformation'>;
  /** A customer is logged in: the order is placed with the customer's access token. */
  isLoggedIn: () => boolean;
  isOnline: () => boolean;
  notify: (notification: NotificationInput) => void;
  showLoader: (message: string) => () => void;
  /** Asks the service worker for the background sync 'orderSync' (after a network error). */
  registerBackgroundSync: () => Promise<void>;
  /** Puts the products of a canceled order back into the cart. */
  restoreLines: (storeCode: StoreCode, lines: OrderLine[]) => Promise<void>;
  /** Makes the checkout's texts available (notices are in that message area). */
  loadMessages?: () => Promise<void>;
  now?: () => Date;
  uuid?: () => string;
}

/** What the shopper reads when the order could not be stocked. */
const SOME_PRODUCTS_UNAVAILABLE_MESSAGE = 'Some of the ordered products are not available!';

/** Fingerprints of the orders placed in this page's session (kept in memory only). */
const sessionFingerprints = new Set<string>();

export function createOrderQueue(storeView: StoreView, deps: OrderQueueDeps) {
  const t = createTranslator(storeView.locale);
  const now = () => deps.now?.() ?? new Date();
  const uuid = () => deps.uuid?.() ?? crypto.randomUUID();
  /** Orders being sent now (a per-id mutex: two triggers never send one order twice at once). */
  const inFlight = new Set<string>();
  const listeners = new Set<() => void>();

  const emit = async () => {
    rememberUnsentOrders((await deps.storage.all()).some(isUnsent));
    for (const listener of listeners) listener();
  };

  const translateNotice = (notice: string) =>
    t(notice as MessageKey, { email: SHOP_CONTACT_EMAIL });

  /** The call of an order: the payment call for provider methods, else POST /api/order. */
  function send(entry: QueuedOrder): Promise<OrderCallResult<OrderAnswer>> {
    const customer = deps.isLoggedIn();
    return isProviderPaymentMethod(entry.order.addressInformation.payment_method_code)
      ? deps.api.sendPaymentInformation(entry.storeCode, customer, entry.order)
      : deps.api.sendOrder(entry.storeCode, customer, entry.order);
  }

  /** Places an order (see the module comment). */
  async function placeOrder(draft: OrderDraft): Promise<PlaceOrderResult> {
    await deps.loadMessages?.();
    const fingerprint = orderFingerprint(draft);
    if (sessionFingerprints.has(fingerprint)) return { status: 'ignored' };
    const order = stampOrder(draft, now(), uuid());
    sessionFingerprints.add(fingerprint);
    const entry: QueuedOrder = {
      order,
      storeCode: storeView.code,
      transmited: false,
      transmited_at: null,
      confirmation: null,
      canceled: false,
      notice: null,
      notification: {
        title: t('Order waiting!'),
        body: t('Click here to confirm the order that you made offline.'),
      },
    };
    if (!deps.isOnline()) {
      await save(entry);
      return { status: 'queued', orderId: order.order_id };
    }
    const done = deps.showLoader(t(PROCESSING_ORDER_MESSAGE));
    try {
      // Kept before the call: a crash or a closed tab during the call leaves it to be resent.
      await save(entry);
      const reply = await send(entry);
      const message = reply.reached && typeof reply.result === 'string' ? reply.result : null;
      const outcome = reply.reached
        ? placeOrderOutcome(reply.code, message, true, reply.refusal?.key ?? null)
        : placeOrderOutcome(null, null, false);
      if (outcome === 'placed' && reply.reached) {
        const confirmation = confirmationOf(reply.result);
        await save({
          ...entry,
          transmited: true,
          transmited_at: now().toISOString(),
          confirmation,
        });
        return { status: 'placed', orderId: order.order_id, confirmation };
      }
      sessionFingerprints.delete(fingerprint);
      if (outcome === 'invalid') {
        console.error(`[order] ${ORDER_SCHEMA_ERROR}: ${JSON.stringify(reply)}`);
        const notice = translateNotice(ORDER_VALIDATION_NOTICE);
        deps.notify({ type: 'danger', message: notice, action1: { label: t('OK') } });
        await save({ ...entry, transmited: true, canceled: true, notice: ORDER_VALIDATION_NOTICE });
        return { status: 'invalid', message: notice };
      }
      if (outcome === 'refused') {
        // A retry cannot change this answer (out of stock, a closed cart): not queued.
        await deps.storage.del(order.order_id);
        await emit();
        const reason =
          reply.reached && isOutOfStockAnswer(reply.code, message)
            ? 'out_of_stock'
            : reply.reached && isCouponRefusal(reply.code, message)
              ? 'coupon'
              : 'other';
        const text =
          reason === 'out_of_stock'
            ? SOME_PRODUCTS_UNAVAILABLE_MESSAGE
            : reason === 'coupon'
              ? COUPON_NO_LONGER_APPLIES_NOTICE
              : (message ?? 'Something went wrong please try again');
        // Any other refusal reads by its message key in the shopper's language, a product it
        // names by its sku with the product's name.
        const shown =
          reason === 'other' && reply.reached
            ? await errorText(storeView.locale, namingProducts(reply.refusal, order.products))
            : t(text as MessageKey);
        deps.notify({ type: 'danger', message: shown, action1: { label: t('OK') } });
        const key = reply.reached ? reply.refusal?.key : null;
        const refusal = key && reply.reached ? { key, params: reply.refusal?.params ?? {} } : null;
        return { status: 'refused', message: text, reason, refusal };
      }
      deps.notify({
        type: 'danger',
        message: t(ORDER_QUEUED_NOTICE),
        action1: { label: t('OK') },
      });
      // Not awaited: without an active service worker `ready` never settles.
      if (!reply.reached) void deps.registerBackgroundSync().catch(() => {});
      return { status: 'queued', orderId: order.order_id };
    } finally {
      done();
    }
  }

  /**
   * Sends the stored untransmitted orders one at a time. Stops at a network error (the rest
   * waits for the next time online; the background sync is asked for).
   */
  async function processQueue(): Promise<void> {
    if (!deps.isOnline()) return;
    await deps.loadMessages?.();
    const pending = (await deps.storage.all())
      .filter(isUnsent)
      .sort((a, b) => a.order.created_at.localeCompare(b.order.created_at));
    for (const queued of pending) {
      const id = queued.order.order_id;
      if (inFlight.has(id)) continue;
      inFlight.add(id);
      try {
        const entry = (await deps.storage.get(id)) ?? queued;
        if (!isUnsent(entry)) continue;
        const reply = await send(entry);
        if (!reply.reached) {
          void deps.registerBackgroundSync().catch(() => {});
          return;
        }
        await applyQueueReply(entry, reply);
      } finally {
        inFlight.delete(id);
      }
    }
  }

  async function applyQueueReply(
    entry: QueuedOrder,
    reply: Extract<OrderCallResult<OrderAnswer>, { reached: true }>,
  ): Promise<void> {
    const message = typeof reply.result === 'string' ? reply.result : null;
    const outcome = queueReplyOutcome(reply.code, message);
    if (!outcome.transmitted) {
      // Shown, and left to be sent again (a retry may succeed unless 400 or out of stock).
      deps.notify({
        type: 'danger',
        message: t((outcome.notice ?? 'Something went wrong please try again') as MessageKey),
        action1: { label: t('OK') },
      });
      return;
    }
    if (outcome.canceled) {
      await save({
        ...entry,
        transmited: true,
        transmited_at: now().toISOString(),
        canceled: true,
        notice: outcome.notice,
      });
      deps.notify({
        type: 'danger',
        message: translateNotice(outcome.notice ?? ''),
        action1: { label: t('OK') },
        hasNoTimeout: true,
      });
      await deps.restoreLines(entry.storeCode, entry.order.products);
      return;
    }
    const confirmation = confirmationOf(reply.result);
    await save({
      ...entry,
      transmited: true,
      transmited_at: now().toISOString(),
      confirmation,
    });
    deps.notify({
      type: 'success',
      message: t('Your order {number} has been placed.', { number: confirmation.orderNumber }),
      action1: {
        label: t('View your order'),
        link: `${localizePath(storeView, '/checkout-return')}?order_hash=${encodeURIComponent(confirmation.orderHash)}`,
      },
      hasNoTimeout: true,
    });
  }

  async function save(entry: QueuedOrder): Promise<void> {
    await deps.storage.set(entry.order.order_id, entry);
    await emit();
  }

  /** The orders the server has not accepted yet (collected when back online). */
  async function unsentOrders(): Promise<QueuedOrder[]> {
    return (await deps.storage.all()).filter(isUnsent);
  }

  /**
   * Cancels the unsent orders (the shopper declined the offline-order confirmation): they are
   * deleted and their products go back into the cart, so nothing the shopper chose is lost.
   */
  async function cancelUnsentOrders(): Promise<void> {
    for (const entry of await unsentOrders()) {
      await deps.storage.del(entry.order.order_id);
      await deps.restoreLines(entry.storeCode, entry.order.products);
    }
    await emit();
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return {
    placeOrder,
    processQueue,
    unsentOrders,
    cancelUnsentOrders,
    getOrder: (orderId: string) => deps.storage.get(orderId),
    subscribe,
  };
}

export type OrderQueue = ReturnType<typeof createOrderQueue>;

/** What an accepted order answers: POST /api/order, or the payment call. */
type OrderAnswer = PlacedOrderAnswer | PaymentInformationAnswer;

/** The confirmation in an accepted order's answer (POST /api/order or the payment call). */
function confirmationOf(result: OrderAnswer | string): OrderConfirmation {
  const answer: Partial<PlacedOrderAnswer & PaymentInformationAnswer> =
    typeof result === 'string' ? {} : result;
  return {
    orderNumber: String(answer.orderNumber ?? ''),
    orderHash: String(answer.order_hash ?? answer.orderHash ?? ''),
    paymentStatus: answer.payment_status ?? 'pending',
    redirectUrl: paymentRedirectUrl(answer.buckaroo_response ?? null),
    instructions: answer.instructions ?? null,
  };
}

// ---------------------------------------------------------------- the browser's queue

/** The queue's IndexedDB storage (its database and store are shared with the worker). */
const orderQueueStorage: OrderQueueStorage = indexedDbOrderStorage<QueuedOrder>();

async function registerOrderSync(): Promise<void> {
  if (!CART_CONFIG.offlineOrderNotification) return;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
    sync?: { register(tag: string): Promise<void> };
  };
  await registration.sync?.register('orderSync');
}

async function restoreLinesToCart(storeCode: StoreCode, lines: OrderLine[]): Promise<void> {
  const [{ restoreCart }, { getCartSync }] = await Promise.all([
    import('./cart.ts'),
    import('./cart-sync.ts'),
  ]);
  await restoreCart(storeCode);
  await getCartSync(STORE_VIEWS[storeCode]).restoreLines(lines);
}

const queues = new Map<StoreCode, OrderQueue>();

/** The order queue of a store view in the browser. */
export function getOrderQueue(storeView: StoreView): OrderQueue {
  let queue = queues.get(storeView.code);
  if (!queue) {
    queue = createOrderQueue(storeView, {
      storage: orderQueueStorage,
      api: checkoutApi,
      isLoggedIn: () => getAccessToken() !== null,
      isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
      notify: showNotification,
      showLoader: showLoaderOverlay,
      registerBackgroundSync: registerOrderSync,
      restoreLines: restoreLinesToCart,
      loadMessages: () => loadMessageArea(storeView.locale, 'checkout'),
    });
    queues.set(storeView.code, queue);
  }
  return queue;
}

/** A refusal whose `sku` parameter is a line of the order, with the line's name in its place. */
function namingProducts(
  refusal: ApiError | undefined,
  lines: readonly OrderLine[],
): ApiError | undefined {
  const name = refusal && lines.find((line) => line.sku === refusal.params.sku)?.name;
  if (!refusal || !name) return refusal;
  return new ApiError(refusal.message, refusal.code, refusal.unreachable, refusal.key, {
    ...refusal.params,
    sku: name,
  });
}
