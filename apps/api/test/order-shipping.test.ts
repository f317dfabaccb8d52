/**
 * Shipping an order (POST /api/ext/orders/{number}/ship, x-operator-key): the back office marks a
 * paid order, or one paid at the door, shipped once, and the shopper is mailed the parcel in the
 * order's language in the same transaction. Without the key, or for an order still waiting for a
 * payment made before delivery, nothing changes and nothing is mailed.
 */
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from './accounts-helper.ts';
import { createTestShop, type TestShop } from './helper.ts';
import {
  createCart,
  MONDAY_NOON,
  orderBody,
  ordersWithId,
  setStock,
  startPayment,
} from './order-helper.ts';

const KEY = 'a-back-office-key-of-enough-length';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({
    now: () => MONDAY_NOON,
    env: { SHOP_PUBLIC_URL: 'http://shop.test', ORDER_OPERATOR_KEY: KEY },
  });
  await setStock(t, 'SLAB', 100);
});
afterAll(() => t.close());

const lines = [{ sku: 'SLAB', qty: 2 }];

/** An error answer's message key. */
interface ErrorAnswer {
  meta: { key: string };
}

/** An order placed with a payment method (cash on delivery or a transfer): its number and id. */
async function placed(method: string) {
  const cartId = await createCart(t, lines);
  const answer = await startPayment(
    t,
    orderBody(cartId, lines, {}, { payment_method_code: method, payment_method_additional: {} }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return {
    number: answer.body.result.orderNumber as string,
    id: answer.body.result.backendOrderId as string,
  };
}

const ship = (number: string, payload: object, key: string | null = KEY) =>
  t.call({
    method: 'POST',
    url: `/api/ext/orders/${number}/ship`,
    payload,
    headers: key === null ? {} : { 'x-operator-key': key },
  } as never);

const shippedMails = (number: string) =>
  readOutbox(t).filter((mail) => mail.kind === 'order_shipped' && mail.data.orderNumber === number);

describe('POST /api/ext/orders/{number}/ship', () => {
  it('ships an order paid at the door once and mails the shopper its parcel', async () => {
    const order = await placed('cashondelivery');
    const answer = await ship(order.number, {
      carrier: 'PostNL',
      tracking_number: '3SKABA000000001',
      tracking_url: 'https://tracking.example/3SKABA000000001',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toEqual({ increment_id: order.number, status: 'Order Shipped' });
    const [row] = await ordersWithId(t, order.id);
    expect(row).toMatchObject({ status: 'Order Shipped', paymentStatus: 'pending' });
    // The change is in the audit log with the key that made it, in the same transaction.
    const audit = await t.shop.db
      .select()
      .from(schema.operatorAudit)
      .where(eq(schema.operatorAudit.entityId, order.number));
    expect(audit).toEqual([
      expect.objectContaining({
        actor: 'key:ORDER_OPERATOR_KEY',
        action: 'order.ship',
        entityType: 'order',
        before: { status: expect.any(String), payment_status: 'pending' },
        after: {
          status: 'Order Shipped',
          payment_status: 'pending',
          carrier: 'PostNL',
          tracking_number: '3SKABA000000001',
        },
      }),
    ]);
    expect((audit[0]!.before as { status: string }).status).not.toBe('Order Shipped');

    await t.app.services.outbox.deliverDue();
    const [mail, ...more] = shippedMails(order.number);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ language: 'nl', to: row!.customerEmail });
    expect(mail!.subject).toBe(`Je bestelling ${order.number} is verzonden`);
    expect(mail!.text).toContain('Vervoerder: PostNL');
    expect(mail!.text).toContain('Trackingcode: 3SKABA000000001');
    expect(mail!.text).toContain('https://tracking.example/3SKABA000000001');
    expect(mail!.text).toContain('2 x ');
    expect(mail!.html).toContain('href="https://tracking.example/3SKABA000000001"');

    // Once: a second call is refused and mails nothing.
    const again = await ship(order.number, {});
    expect(again.status).toBe(409);
    expect((again.body as unknown as ErrorAnswer).meta.key).toBe('order.not_shippable');
    await t.app.services.outbox.deliverDue();
    expect(shippedMails(order.number)).toHaveLength(1);
  });

  it('refuses an order still waiting for its transfer, an unknown number and a wrong key', async () => {
    const order = await placed('buckaroo_magento2_transfer');
    const waiting = await ship(order.number, {});
    expect(waiting.status).toBe(409);
    expect((waiting.body as unknown as ErrorAnswer).meta.key).toBe('order.not_shippable');
    expect((await ship('000999999', {})).status).toBe(404);
    const wrong = await ship(order.number, {}, 'not-the-key-of-the-back-office');
    expect(wrong.status).toBe(401);
    expect((wrong.body as unknown as ErrorAnswer).meta.key).toBe('order.operator_key_required');
    expect((await ship(order.number, {}, null)).status).toBe(401);
    expect((await ship(order.number, { tracking_url: 'http://plain.example' })).status).toBe(400);
    await t.app.services.outbox.deliverDue();
    expect(shippedMails(order.number)).toEqual([]);
    const [row] = await ordersWithId(t, order.id);
    expect(row!.status).toBe('Order Placed');
  });
});
