/**
 * The mail outbox: a mail is written in the transaction of what it reports and sent after the
 * commit; a failing mail server neither fails nor delays the order; failed deliveries are tried
 * again later and finally given up; two senders on one database send each mail once.
 */
import { schema } from '@shop/db';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../src/modules/mail/mailer.ts';
import { MailOutbox } from '../src/modules/mail/outbox.ts';
import type { AccountMail } from '../src/modules/mail/templates.ts';
import { createTestShop, type TestShop } from './helper.ts';
import { createCart, MONDAY_NOON, orderBody, placeOrder, setStock } from './order-helper.ts';

/** A mailer that fails while told to, and counts what it delivered. */
class SwitchableMailer implements Mailer {
  failing = false;
  delivered: { to: string; mail: AccountMail }[] = [];
  constructor(private readonly inner?: Mailer) {}
  async sendAccountMail(
    to: string,
    mail: AccountMail,
    view: { code: string; language: 'nl' | 'de' },
  ) {
    if (this.failing) throw new Error('the mail server does not answer');
    this.delivered.push({ to, mail });
    await this.inner?.sendAccountMail(to, mail, view);
  }
}

const silentLog = { warn: () => {}, error: () => {} };

let t: TestShop;
const mailer = new SwitchableMailer();
beforeAll(async () => {
  t = await createTestShop({ now: () => MONDAY_NOON, mailer });
});
afterAll(() => t.close());

const rowsTo = (to: string) =>
  t.shop.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.recipient, to));

describe(`the mail outbox (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('places the order while the mail server fails, and sends its confirmation later', async () => {
    await setStock(t, 'SPEEN', 10);
    const cartId = await createCart(t, [{ sku: 'SPEEN', qty: 1 }]);
    const body = orderBody(
      cartId,
      [{ sku: 'SPEEN', qty: 1 }],
      {},
      {
        billingAddress: {
          ...orderBody(null, []).addressInformation.billingAddress,
          email: 'later@example.nl',
        },
        // Paid on delivery: confirmed with the order.
        payment_method_code: 'cashondelivery',
      },
    );
    mailer.failing = true;
    const placed = await placeOrder(t, body);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [waiting] = await rowsTo('later@example.nl');
    expect(waiting).toMatchObject({
      kind: 'order_confirmation',
      status: 'pending',
      attempts: 1,
      lastError: 'the mail server does not answer',
    });
    // Later: the server answers again and the retry is due.
    mailer.failing = false;
    await t.shop.db
      .update(schema.mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(schema.mailOutbox.id, waiting!.id));
    await t.app.services.outbox.deliverDue();
    const [sent] = await rowsTo('later@example.nl');
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    const confirmation = mailer.delivered.find((d) => d.to === 'later@example.nl')?.mail;
    expect(confirmation).toMatchObject({
      kind: 'order_confirmation',
      orderNumber: placed.body.result.orderNumber,
    });
  });

  it('writes no mail for an order that was refused (nothing committed)', async () => {
    await setStock(t, 'SLAB', 0);
    const cartId = await createCart(t, [{ sku: 'SPEEN', qty: 1 }]);
    const body = orderBody(
      cartId,
      [{ sku: 'SLAB', qty: 1 }],
      {},
      {
        billingAddress: {
          ...orderBody(null, []).addressInformation.billingAddress,
          email: 'refused@example.nl',
        },
      },
    );
    expect((await placeOrder(t, body)).status).toBe(409);
    expect(await rowsTo('refused@example.nl')).toEqual([]);
  });

  it('tries a failing mail again with growing pauses, then gives it up and says so', async () => {
    let now = new Date('2026-11-23T11:00:00Z');
    const errors: string[] = [];
    const failing = new SwitchableMailer();
    failing.failing = true;
    const outbox = new MailOutbox(t.shop, {
      mailer: failing,
      log: { warn: () => {}, error: (_facts, message) => errors.push(message) },
      now: () => now,
      maxAttempts: 3,
      retryBaseMs: 30_000,
      pollMs: 0,
    });
    await outbox.enqueue(
      t.shop.db,
      'retry@example.nl',
      { kind: 'welcome', firstname: 'R', shopUrl: 'x' },
      { code: 'nl', language: 'nl' },
    );
    const row = async () => (await rowsTo('retry@example.nl'))[0]!;
    await outbox.deliverDue();
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await row()).nextAttemptAt.getTime() - now.getTime()).toBe(30_000);
    // Not due yet: nothing happens.
    await outbox.deliverDue();
    expect((await row()).attempts).toBe(1);
    now = new Date(now.getTime() + 30_000);
    await outbox.deliverDue();
    expect(await row()).toMatchObject({ status: 'pending', attempts: 2 });
    expect((await row()).nextAttemptAt.getTime() - now.getTime()).toBe(60_000);
    now = new Date(now.getTime() + 60_000);
    await outbox.deliverDue();
    expect(await row()).toMatchObject({ status: 'failed', attempts: 3 });
    expect(errors).toEqual(['a mail could not be sent and is given up']);
    await outbox.close();
  });

  it('takes over a mail whose sender died holding it, once its lease ran out', async () => {
    let now = new Date('2026-11-23T11:00:00Z');
    const sender = new SwitchableMailer();
    const outbox = new MailOutbox(t.shop, {
      mailer: sender,
      log: silentLog,
      now: () => now,
      pollMs: 0,
      leaseMs: 60_000,
    });
    await outbox.enqueue(
      t.shop.db,
      'lease@example.nl',
      { kind: 'welcome', firstname: 'L', shopUrl: 'x' },
      { code: 'nl', language: 'nl' },
    );
    // Another process claimed it and died.
    await t.shop.db
      .update(schema.mailOutbox)
      .set({ lockedUntil: new Date(now.getTime() + 60_000), attempts: 1 })
      .where(eq(schema.mailOutbox.recipient, 'lease@example.nl'));
    await outbox.deliverDue();
    expect(sender.delivered).toHaveLength(0);
    now = new Date(now.getTime() + 60_001);
    await outbox.deliverDue();
    expect(sender.delivered.map((d) => d.to)).toEqual(['lease@example.nl']);
    await outbox.close();
  });

  it('sends every mail once when two senders share the database', async () => {
    const first = new SwitchableMailer();
    const second = new SwitchableMailer();
    const a = new MailOutbox(t.shop, { mailer: first, log: silentLog, pollMs: 0, batchSize: 3 });
    const b = new MailOutbox(t.shop, { mailer: second, log: silentLog, pollMs: 0, batchSize: 3 });
    const recipients = Array.from({ length: 30 }, (_, i) => `twice-${i}@example.nl`);
    for (const to of recipients) {
      await a.enqueue(
        t.shop.db,
        to,
        { kind: 'welcome', firstname: 'T', shopUrl: 'x' },
        { code: 'nl', language: 'nl' },
      );
    }
    await Promise.all([a.deliverDue(), b.deliverDue(), a.deliverDue(), b.deliverDue()]);
    const delivered = [...first.delivered, ...second.delivered].map((d) => d.to).sort();
    expect(delivered).toEqual([...recipients].sort());
    const rows = await t.shop.db
      .select()
      .from(schema.mailOutbox)
      .where(
        and(inArray(schema.mailOutbox.recipient, recipients), eq(schema.mailOutbox.status, 'sent')),
      );
    expect(rows).toHaveLength(30);
    await Promise.all([a.close(), b.close()]);
  });
});

describe('mails of the account calls', () => {
  it('writes the welcome mail with the account, and none for a refused registration', async () => {
    const register = (email: string) =>
      t.call({
        method: 'POST',
        url: '/api/user/create',
        payload: {
          customer: { email, firstname: 'Wim', lastname: 'Wit' },
          password: 'Zonnig-Hert7',
        },
      });
    expect((await register('welkom@example.nl')).status).toBe(200);
    expect((await register('welkom@example.nl')).status).toBe(409);
    const rows = await rowsTo('welkom@example.nl');
    expect(rows.map((row) => [row.kind, row.status])).toEqual([['welcome', 'sent']]);
  });
});
