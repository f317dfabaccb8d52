import {
  buildOrder,
  type CheckoutInput,
  type OrderLine,
  STORE_VIEWS,
  type StampedOrder,
} from '@shop/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api.ts';
import type { OrderCallResult } from '../lib/checkout-api.ts';
import { loadAllMessageAreas } from '../lib/message-areas.ts';
import type { NotificationInput } from './notifications.ts';
import { createOrderQueue, type OrderQueueStorage, type QueuedOrder } from './order-queue.ts';

const input = (extra: Partial<CheckoutInput> = {}): CheckoutInput => ({
  userId: 7,
  cartId: 'cart-1',
  storeCode: 'nl',
  items: [{ sku: 'A', qty: 2, type_id: 'simple', name: 'A', price: 10, price_incl_tax: 12.1 }],
  personal: { firstName: 'Anna', lastName: 'Jansen', email: 'anna@example.nl' },
  address: {
    country: 'NL',
    streetAddress: 'Kerkstraat',
    houseNumber: '12',
    affix: '',
    city: 'Utrecht',
    zipCode: '3511 AB',
    phoneNumber: '',
  },
  shipping: { carrierCode: 'flatrate', methodCode: 'flatrate' },
  pickupLocationCode: null,
  payment: { method: 'cashondelivery', additional: {} },
  ...extra,
});

beforeAll(() => loadAllMessageAreas());

type Reply = OrderCallResult<unknown>;
const placed = (number: string): Reply => ({
  reached: true,
  code: 200,
  result: { orderNumber: number, orderHash: `hash-${number}` },
});

/** A queue over memory storage and a scripted API; every call and notice is recorded. */
function setup(options: { online?: boolean; replies?: Reply[]; token?: string | null } = {}) {
  const stored = new Map<string, QueuedOrder>();
  const storage: OrderQueueStorage = {
    get: async (id) => stored.get(id),
    set: async (id, entry) => {
      stored.set(id, structuredClone(entry));
    },
    del: async (id) => {
      stored.delete(id);
    },
    all: async () => [...stored.values()],
  };
  const replies = [...(options.replies ?? [])];
  const sent: { path: string; order: StampedOrder; customer: boolean }[] = [];
  const send = (path: string) => async (_store: string, customer: boolean, order: StampedOrder) => {
    sent.push({ path, order, customer });
    return replies.shift() ?? { reached: false as const, error: new Error('no reply scripted') };
  };
  const notices: NotificationInput[] = [];
  const restored: OrderLine[][] = [];
  let syncs = 0;
  let loaders = 0;
  const state = { online: options.online ?? true };
  let ids = 0;
  const queue = createOrderQueue(STORE_VIEWS.nl, {
    storage,
    api: {
      sendOrder: send('/api/order') as never,
      sendPaymentInformation: send('/api/ext/buckaroo/payment-information') as never,
    },
    isLoggedIn: () => (options.token ?? null) !== null,
    isOnline: () => state.online,
    notify: (notice) => notices.push(notice),
    showLoader: () => {
      loaders += 1;
      return () => {};
    },
    registerBackgroundSync: async () => {
      syncs += 1;
    },
    restoreLines: async (_store, lines) => {
      restored.push(lines);
    },
    now: () => new Date('2026-11-23T10:00:00Z'),
    uuid: () => `uuid-${++ids}`,
  });
  return {
    queue,
    stored,
    sent,
    notices,
    restored,
    state,
    replies,
    syncs: () => syncs,
    loaders: () => loaders,
  };
}

describe('placing an order', () => {
  it('sends an order online through POST /api/order and keeps it as transmitted', async () => {
    const { queue, sent, stored, loaders } = setup({ replies: [placed('NL000000001')] });
    const result = await queue.placeOrder(buildOrder(input()));
    expect(result).toMatchObject({
      status: 'placed',
      confirmation: { orderNumber: 'NL000000001', orderHash: 'hash-NL000000001' },
    });
    expect(sent.map((call) => call.path)).toEqual(['/api/order']);
    expect(sent[0]?.order.order_id).toBe(`${Date.parse('2026-11-23T10:00:00Z')}-uuid-1`);
    expect([...stored.values()][0]).toMatchObject({ transmited: true, canceled: false });
    expect(loaders()).toBe(1);
  });

  it('sends provider payment methods through the payment call and reads its redirect', async () => {
    const { queue, sent } = setup({
      replies: [
        {
          reached: true,
          code: 200,
          result: {
            orderNumber: 'NL000000002',
            order_hash: 'h2',
            payment_status: 'pending',
            buckaroo_response: {
              RequiredAction: { Name: 'Redirect', RedirectURL: 'https://pay/1' },
            },
          },
        },
      ],
    });
    const result = await queue.placeOrder(
      buildOrder(input({ payment: { method: 'buckaroo_magento2_ideal', additional: {} } })),
    );
    expect(sent[0]?.path).toBe('/api/ext/buckaroo/payment-information');
    expect(result).toMatchObject({
      status: 'placed',
      confirmation: { orderHash: 'h2', redirectUrl: 'https://pay/1', paymentStatus: 'pending' },
    });
  });

  it('ignores the same order a second time in the session', async () => {
    const { queue, sent } = setup({ replies: [placed('NL1'), placed('NL2')] });
    await queue.placeOrder(buildOrder(input({ userId: 99 })));
    expect(await queue.placeOrder(buildOrder(input({ userId: 99 })))).toEqual({
      status: 'ignored',
    });
    expect(sent).toHaveLength(1);
  });

  it('queues an order placed offline without sending it', async () => {
    const { queue, sent, stored } = setup({ online: false });
    const result = await queue.placeOrder(buildOrder(input({ userId: 11 })));
    expect(result.status).toBe('queued');
    expect(sent).toHaveLength(0);
    expect([...stored.values()][0]).toMatchObject({
      transmited: false,
      canceled: false,
      notification: { title: 'Bestelling wacht!' },
    });
    expect((await queue.unsentOrders()).length).toBe(1);
  });

  it('on 400 shows the validation notice, keeps the order as refused and allows a retry', async () => {
    const { queue, notices, stored } = setup({
      replies: [{ reached: true, code: 400, result: 'invalid' }, placed('NL3')],
    });
    const draft = buildOrder(input({ userId: 12 }));
    expect((await queue.placeOrder(draft)).status).toBe('invalid');
    expect(notices[0]?.message).toMatch(/klantenservice@kindershop\.example/);
    expect([...stored.values()][0]).toMatchObject({ transmited: true, canceled: true });
    // The fingerprint was removed: the same order may be placed again.
    expect((await queue.placeOrder(draft)).status).toBe('placed');
  });

  it('on a network or server error queues the order, says so and asks for the background sync', async () => {
    const { queue, notices, stored, syncs } = setup({
      replies: [{ reached: false, error: new Error('offline') }],
    });
    const result = await queue.placeOrder(buildOrder(input({ userId: 13 })));
    expect(result.status).toBe('queued');
    expect(notices[0]?.message).toBe(
      'Je bestelling kon door een storing niet worden verstuurd. We hebben hem bewaard en versturen hem later.',
    );
    expect([...stored.values()][0]).toMatchObject({ transmited: false });
    expect(syncs()).toBe(1);
  });

  it('does not queue what a retry cannot change (out of stock): shown, not kept', async () => {
    const { queue, notices, stored } = setup({
      replies: [
        { reached: true, code: 409, result: 'Error while adding products. A is out of stock!' },
      ],
    });
    expect((await queue.placeOrder(buildOrder(input({ userId: 14 })))).status).toBe('refused');
    expect(notices[0]?.message).toBe('Een paar producten uit je bestelling zijn niet beschikbaar.');
    expect(stored.size).toBe(0);
  });

  it('says so in the shopper’s language when the coupon no longer applies, and does not queue', async () => {
    const { queue, notices, stored } = setup({
      replies: [
        {
          reached: true,
          code: 409,
          result:
            'The coupon no longer applies: The coupon code "X" has expired. The order was not placed.',
        },
      ],
    });
    const result = await queue.placeOrder(buildOrder(input({ userId: 15 })));
    expect(result).toMatchObject({ status: 'refused', reason: 'coupon' });
    expect(notices[0]?.message).toBe(
      'De kortingscode geldt niet meer. Je bestelling is niet geplaatst: bekijk het nieuwe totaal.',
    );
    expect(stored.size).toBe(0);
  });

  it('reads a gift nobody wants any more in the shopper’s language and names the refusal’s key', async () => {
    const refusal = new ApiError(
      'This birth list product has been bought already.',
      409,
      false,
      'birthlist.item_bought',
    );
    const { queue, notices, stored } = setup({
      replies: [{ reached: true, code: 409, result: refusal.message, refusal }],
    });
    const result = await queue.placeOrder(buildOrder(input({ userId: 16 })));
    expect(result).toMatchObject({
      status: 'refused',
      reason: 'other',
      refusal: { key: 'birthlist.item_bought', params: {} },
    });
    expect(notices[0]?.message).toBe('Dit product van de geboortelijst is al gekocht.');
    expect(stored.size).toBe(0);
  });

  it('names the product of a refusal by its name rather than its sku', async () => {
    const refusal = new ApiError(
      'The product A is no longer on the birth list.',
      409,
      false,
      'birthlist.gift_not_on_list',
      { sku: 'A' },
    );
    const { queue, notices } = setup({
      replies: [{ reached: true, code: 409, result: refusal.message, refusal }],
    });
    const result = await queue.placeOrder(
      buildOrder(
        input({
          userId: 17,
          items: [
            {
              sku: 'A',
              qty: 1,
              type_id: 'simple',
              name: 'Slaapzak',
              price: 10,
              price_incl_tax: 12.1,
            },
          ],
        }),
      ),
    );
    expect(result).toMatchObject({
      refusal: { key: 'birthlist.gift_not_on_list', params: { sku: 'A' } },
    });
    expect(notices[0]?.message).toBe('Het product Slaapzak staat niet meer op de geboortelijst.');
  });
});

describe('the offline queue', () => {
  it('sends unsent orders one at a time, oldest first, and keeps what a retry may fix', async () => {
    const context = setup({ online: false });
    await context.queue.placeOrder(buildOrder(input({ userId: 21 })));
    await context.queue.placeOrder(buildOrder(input({ userId: 22 })));
    await context.queue.placeOrder(buildOrder(input({ userId: 23 })));
    context.state.online = true;
    context.replies.push(
      placed('NL21'),
      { reached: true, code: 503, result: 'The shop is closed' },
      { reached: true, code: 409, result: 'Error while adding products. A is out of stock!' },
    );
    await context.queue.processQueue();
    expect(context.sent.map((call) => call.order.user_id)).toEqual(['21', '22', '23']);
    const byUser = (id: string) =>
      [...context.stored.values()].find((entry) => entry.order.user_id === id);
    expect(byUser('21')).toMatchObject({ transmited: true, confirmation: { orderNumber: 'NL21' } });
    expect(byUser('22')).toMatchObject({ transmited: false, canceled: false });
    expect(byUser('23')).toMatchObject({ transmited: true, canceled: true });
    // The canceled order's products go back into the cart.
    expect(context.restored).toHaveLength(1);
    expect(context.notices.map((notice) => notice.type)).toEqual(['success', 'danger', 'danger']);
    // Only the retriable one is still to be sent.
    expect((await context.queue.unsentOrders()).map((entry) => entry.order.user_id)).toEqual([
      '22',
    ]);
  });

  it('stops at a network error and leaves the rest for later', async () => {
    const context = setup({ online: false });
    await context.queue.placeOrder(buildOrder(input({ userId: 31 })));
    await context.queue.placeOrder(buildOrder(input({ userId: 32 })));
    context.state.online = true;
    context.replies.push({ reached: false, error: new Error('down') });
    await context.queue.processQueue();
    expect(context.sent).toHaveLength(1);
    expect(context.syncs()).toBe(1);
    expect(await context.queue.unsentOrders()).toHaveLength(2);
  });

  it('sends nothing while offline, and a declined confirmation puts the products back', async () => {
    const context = setup({ online: false });
    await context.queue.placeOrder(buildOrder(input({ userId: 41 })));
    await context.queue.processQueue();
    expect(context.sent).toHaveLength(0);
    await context.queue.cancelUnsentOrders();
    expect(context.stored.size).toBe(0);
    expect(context.restored[0]?.map((line) => [line.sku, line.qty])).toEqual([['A', 2]]);
  });

  it('never sends one order twice when two triggers run at once', async () => {
    const context = setup({ online: false });
    await context.queue.placeOrder(buildOrder(input({ userId: 51 })));
    context.state.online = true;
    context.replies.push(placed('NL51'), placed('NL51-again'));
    await Promise.all([context.queue.processQueue(), context.queue.processQueue()]);
    expect(context.sent).toHaveLength(1);
  });
});
