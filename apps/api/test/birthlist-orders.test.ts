/**
 * What an order does for a birth list besides counting its gifts: the buyer's confirmation names
 * the list it bought from, the parents get a notice in their list's language (what was bought
 * and the giver's first name, nothing else of the buyer) once the gift is paid for (a provider
 * payment confirmed paid; an order paid without the provider when it is placed), never twice,
 * and never for a payment that ends without money; and contributions to donation items (gift
 * card lines marked with the item) count their amount with the order, past the target too, and
 * leave once when the payment is canceled. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMail, login, readOutbox, register } from './accounts-helper.ts';
import { createTestShop, type TestShop } from './helper.ts';
import {
  addGiftCardRecipientOptions,
  address,
  createCart,
  MONDAY_NOON,
  orderBody,
  placeOrder,
  providerAction,
  setStock,
  startPayment,
} from './order-helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({
    now: () => MONDAY_NOON,
    env: { SHOP_PUBLIC_URL: 'http://shop.test' },
    // The gift card asks for a recipient, as the demo's does (a contribution takes none).
    catalog: addGiftCardRecipientOptions,
  });
  await setStock(t, 'SLAB', 1000);
  await setStock(t, 'SPEEN', 1000);
});
afterAll(() => t.close());

const FUTURE = '2027-03-01';
let parentCount = 0;

interface Parent {
  email: string;
  q: string;
  listId: number;
  urlKey: string;
}

/** A parent (first name Lena) with a list in a store view, one item and one donation item. */
async function parentWithList(
  storeCode: 'nl' | 'de',
  item: { sku: string; qty: number } = { sku: 'SLAB', qty: 2 },
  target = 30_000,
) {
  parentCount += 1;
  const email = `lena${parentCount}-${Date.now()}@example.nl`;
  await register(t, email, { firstname: 'Lena', storeCode });
  const { token } = await login(t, email);
  const q = `?token=${encodeURIComponent(token)}`;
  const created = await t.call({
    method: 'POST',
    url: `/api/ext/birthlist/create${q}&storeCode=${storeCode}`,
    payload: {
      birthlist: {
        display_name: 'Emma & Daan',
        expected_date: FUTURE,
        url_key: `emma-daan-${parentCount}-${Date.now()}`,
      },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const listId = created.body.result.entity_id as number;
  const added = await t.call({
    method: 'POST',
    url: `/api/ext/birthlist/item/create${q}`,
    payload: { productItem: { birthlist_id: listId, ...item } },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const donation = await t.call({
    method: 'POST',
    url: `/api/ext/birthlist/donation-item/create${q}`,
    payload: {
      donationItem: { birthlist_id: listId, title: 'Kinderwagen', target_amount: target },
    },
  });
  expect(donation.status, JSON.stringify(donation.body)).toBe(200);
  const parent: Parent = { email, q, listId, urlKey: created.body.result.url_key };
  return {
    parent,
    itemId: added.body.result.birthlist_item_id as number,
    donationId: donation.body.result.donation_item_id as number,
  };
}

const gift = (itemId: number, qty = 1, sku = 'SLAB') => ({
  sku,
  qty,
  product_option: { extension_attributes: { birthlist_item_id: itemId } },
});

/** A gift card line (amount option value 1: € 25, 2: € 50) contributing to a donation item. */
const contribution = (donationId: number, value = '1', qty = 1, extra: object[] = []) => ({
  sku: 'CADEAUKAART',
  qty,
  product_option: {
    extension_attributes: {
      custom_options: [{ option_id: 1, option_value: value }, ...extra],
      birthlist_donation_item_id: donationId,
    },
  },
});

/** A plain gift card for someone (no birth list). */
const giftCard = (value = '1') => ({
  sku: 'CADEAUKAART',
  qty: 1,
  product_option: {
    extension_attributes: {
      custom_options: [
        { option_id: 1, option_value: value },
        { option_id: 2, option_value: 'Lotte' },
        { option_id: 3, option_value: 'lotte@example.nl' },
      ],
    },
  },
});

/** The order of a giver (Oma Gerda Jansen, gerda@example.nl) for a cart. */
function giverOrder(
  cartId: string,
  lines: { sku: string; qty: number }[],
  info: Record<string, unknown> = {},
  storeCode = 'nl',
) {
  return orderBody(
    cartId,
    lines,
    { store_code: storeCode },
    {
      billingAddress: address({ firstname: 'Oma Gerda', email: 'gerda@example.nl' }),
      ...info,
    },
  );
}

const keyOf = (answer: { body: unknown }) => (answer.body as { meta?: { key?: string } }).meta?.key;

const mailsTo = (to: string, kind: string) =>
  readOutbox(t).filter((mail) => mail.to === to && mail.kind === kind);

async function donationOf(id: number) {
  const [row] = await t.shop.db
    .select()
    .from(schema.birthListDonationItems)
    .where(eq(schema.birthListDonationItems.id, id));
  return row!;
}

async function boughtOf(itemId: number) {
  const [row] = await t.shop.db
    .select()
    .from(schema.birthListItems)
    .where(eq(schema.birthListItems.id, itemId));
  return row!.qtyBought;
}

/** The payment call of the storefront for an order body, by the list's giver. */
const paymentCall = (order: ReturnType<typeof orderBody>) =>
  startPayment(t, order, { email: 'gerda@example.nl' });

/**
 * An action on the test provider's page, as the shopper clicks it: approve, cancel or fail
 * (each pushes the outcome to the shop), or resend (the same push again). Resolves once the
 * mails it caused are delivered.
 */
async function atProvider(redirect: string, action: 'approve' | 'cancel' | 'fail' | 'resend') {
  const answer = await providerAction(t, redirect, action);
  await t.app.services.outbox.deliverDue();
  return answer;
}

const cancelAtProvider = (redirect: string) => atProvider(redirect, 'cancel');

const redirectOf = (started: { body: { result: any } }) =>
  started.body.result.buckaroo_response.RequiredAction.RedirectURL as string;

/** Cash on delivery: an order paid without the payment provider. */
const ON_DELIVERY = { payment_method_code: 'cashondelivery', payment_method_additional: {} };

describe('the mails of an order with birth list gifts', () => {
  it('name the list in the confirmation; the parents get what was bought, in their list’s language, with the giver’s first name only', async () => {
    const { parent, itemId, donationId } = await parentWithList('de');
    const lines = [gift(itemId), contribution(donationId), { sku: 'SPEEN', qty: 1 }];
    const cartId = await createCart(t, lines);
    const body = giverOrder(cartId, lines);
    const placed = await paymentCall(body);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderNumber = placed.body.result.orderNumber as string;
    expect((await atProvider(redirectOf(placed), 'approve')).statusCode).toBe(303);

    const confirmation = lastMail(t, 'gerda@example.nl', 'order_confirmation');
    expect(confirmation.language).toBe('nl');
    expect(confirmation.text).toContain(
      'Deze cadeaus heb je gekocht van de geboortelijst van Emma & Daan:\n\n1 x Slabbetje katoen\n1 x Bijdrage aan Kinderwagen: € 25,-',
    );
    expect(confirmation.text).not.toContain(parent.email);

    const [notice, ...more] = mailsTo(parent.email, 'birthlist_gift');
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      language: 'de',
      storeCode: 'de',
      subject: 'Ein Geschenk von Ihrer Geburtsliste wurde gekauft',
    });
    // The product's German name: the list is German, the order Dutch.
    expect(notice!.text).toContain(
      'Hallo Lena,\n\nOma Gerda hat ein Geschenk von Ihrer Geburtsliste „Emma & Daan“ gekauft:\n\n1 x Lätzchen Baumwolle\n1 x Beitrag zu Kinderwagen: € 25,-',
    );
    // Nothing else of the buyer or the order: no e-mail, last name, address, number or totals,
    // and not the products bought for themselves, in either part. (The footer below '--' states
    // the shop's own company details, whose address is in Utrecht too.)
    const noticeBody = notice!.text.split('\n--\n')[0]!;
    const htmlBody = notice!.html.split('Kindershop B.V.')[0]!;
    for (const secret of [
      'gerda@example.nl',
      'Jansen',
      'Kerkstraat',
      'Utrecht',
      orderNumber,
      'Schnuller',
      'Fopspeen',
      'Gesamtsumme',
      'Versand',
    ]) {
      expect(noticeBody, secret).not.toContain(secret);
      expect(htmlBody, secret).not.toContain(secret);
      expect(notice!.subject, secret).not.toContain(secret);
    }

    // A replay of the same order (a retried call) writes no second notice.
    const again = await paymentCall(body);
    expect(again.status).toBe(200);
    expect(mailsTo(parent.email, 'birthlist_gift')).toHaveLength(1);
  });

  it('are in German for an order from the German store view, and the Dutch parents read Dutch', async () => {
    const { parent, itemId } = await parentWithList('nl');
    const lines = [gift(itemId, 2)];
    const cartId = await createCart(t, lines, '?storeCode=de');
    const placed = await placeOrder(t, giverOrder(cartId, lines, ON_DELIVERY, 'de'));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const confirmation = lastMail(t, 'gerda@example.nl', 'order_confirmation');
    expect(confirmation.language).toBe('de');
    expect(confirmation.text).toContain(
      'Diese Geschenke haben Sie von der Geburtsliste von Emma & Daan gekauft:\n\n2 x Lätzchen Baumwolle',
    );
    const notice = lastMail(t, parent.email, 'birthlist_gift');
    expect(notice.language).toBe('nl');
    expect(notice.subject).toBe('Er is een cadeau gekocht van je geboortelijst');
    expect(notice.text).toContain(
      'Oma Gerda heeft een cadeau gekocht van je geboortelijst "Emma & Daan":\n\n2 x Slabbetje katoen',
    );
  });

  it('are not written for an order without gifts: no parents, no birth list in the confirmation', async () => {
    const before = readOutbox(t).filter((mail) => mail.kind === 'birthlist_gift').length;
    const plainCart = await createCart(t, [{ sku: 'SPEEN', qty: 1 }]);
    const plain = await placeOrder(t, giverOrder(plainCart, [{ sku: 'SPEEN', qty: 1 }]));
    expect(plain.status).toBe(200);
    expect(readOutbox(t).filter((mail) => mail.kind === 'birthlist_gift')).toHaveLength(before);
    expect(lastMail(t, 'gerda@example.nl', 'order_confirmation').text).not.toContain(
      'geboortelijst',
    );
  });
});

describe('when the parents are told of a gift', () => {
  it('for a provider payment: once its money is confirmed, not when it starts, once also when the push repeats', async () => {
    const { parent, itemId } = await parentWithList('nl');
    const lines = [gift(itemId)];
    const cartId = await createCart(t, lines);
    const order = giverOrder(cartId, lines);
    const started = await paymentCall(order);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const number = started.body.result.orderNumber as string;
    const confirmations = () =>
      readOutbox(t).filter(
        (mail) => mail.kind === 'order_confirmation' && mail.data.orderNumber === number,
      );
    // The buyer's confirmation and the parents' notice wait for the money, though the item is
    // reserved for this giver already.
    expect(confirmations()).toHaveLength(0);
    expect(await boughtOf(itemId)).toBe(1);
    expect(mailsTo(parent.email, 'birthlist_gift')).toEqual([]);
    // The storefront repeats its call (a retry): nothing new.
    expect((await paymentCall(order)).status).toBe(200);
    expect(mailsTo(parent.email, 'birthlist_gift')).toEqual([]);

    const redirect = redirectOf(started);
    expect((await atProvider(redirect, 'approve')).statusCode).toBe(303);
    const [notice, ...more] = mailsTo(parent.email, 'birthlist_gift');
    expect(more).toEqual([]);
    expect(notice!.text).toContain('Oma Gerda heeft een cadeau gekocht');
    expect(confirmations()).toHaveLength(1);
    expect(notice!.text).toContain('1 x Slabbetje katoen');

    // The provider sends its push again, twice at once, and the return page reads the order:
    // the money was confirmed once, so the parents hear of it once.
    const resent = await Promise.all([
      atProvider(redirect, 'resend'),
      atProvider(redirect, 'resend'),
    ]);
    expect(resent.map((answer) => answer.statusCode)).toEqual([303, 303]);
    const hash = started.body.result.order_hash as string;
    const status = await t.call({ method: 'GET', url: `/api/order/status?order_hash=${hash}` });
    expect(status.body.result).toMatchObject({ payment_status: 'paid' });
    expect(mailsTo(parent.email, 'birthlist_gift')).toHaveLength(1);
    expect(confirmations()).toHaveLength(1);
    expect(await boughtOf(itemId)).toBe(1);
  });

  it('never for a provider payment canceled or failed before it was paid; the item is wanted again', async () => {
    for (const action of ['cancel', 'fail'] as const) {
      const { parent, itemId, donationId } = await parentWithList('nl');
      const lines = [gift(itemId), contribution(donationId)];
      const cartId = await createCart(t, lines);
      const started = await paymentCall(giverOrder(cartId, lines));
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const redirect = redirectOf(started);
      expect((await atProvider(redirect, action)).statusCode, action).toBe(303);
      // The push again changes nothing.
      await atProvider(redirect, 'resend');
      expect(mailsTo(parent.email, 'birthlist_gift'), action).toEqual([]);
      expect(await boughtOf(itemId), action).toBe(0);
      expect((await donationOf(donationId)).contributedAmount, action).toBe(0);
    }
  });

  it('for cash on delivery: when the order is placed, with its confirmation', async () => {
    const { parent, itemId } = await parentWithList('nl');
    const lines = [gift(itemId)];
    const cartId = await createCart(t, lines);
    const body = giverOrder(cartId, lines, ON_DELIVERY);
    const placed = await paymentCall(body);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.result.buckaroo_response).toBeNull();
    expect(lastMail(t, parent.email, 'birthlist_gift').text).toContain('1 x Slabbetje katoen');
    // A replay of the same order (the offline queue) writes no second notice.
    expect((await placeOrder(t, body)).status).toBe(200);
    expect(mailsTo(parent.email, 'birthlist_gift')).toHaveLength(1);
  });

  it('is never sent for an order whose payment could not start (as its confirmation is not)', async () => {
    const { parent, itemId, donationId } = await parentWithList('nl');
    const lines = [gift(itemId), contribution(donationId)];
    const cartId = await createCart(t, lines);
    const order = giverOrder(cartId, lines, {
      payment_method_code: 'buckaroo_magento2_ideal',
      payment_method_additional: { issuer: 'GEENBANK' },
    });
    const refused = await paymentCall(order);
    expect(refused.status).toBe(400);
    const [placed] = await t.shop.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderId, order.order_id));
    expect(placed).toMatchObject({ status: 'canceled' });
    const rows = await t.shop.db.select().from(schema.mailOutbox);
    expect(rows.filter((row) => row.data.orderNumber === placed!.incrementId)).toEqual([]);
    expect(mailsTo(parent.email, 'birthlist_gift')).toEqual([]);
    // What it counted is given back.
    expect(await boughtOf(itemId)).toBe(0);
    expect((await donationOf(donationId)).contributedAmount).toBe(0);
  });
});

describe('contributions to a donation item', () => {
  it('raise what it received by the line’s amount when the order is placed, past its target too', async () => {
    const { parent, donationId } = await parentWithList('nl', undefined, 3_000);
    const lines = [contribution(donationId, '1', 2)];
    const cartId = await createCart(t, lines);
    const placed = await placeOrder(t, giverOrder(cartId, lines));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect((await donationOf(donationId)).contributedAmount).toBe(5_000);

    const second = [contribution(donationId, '2')];
    const cart2 = await createCart(t, second);
    const paid = await paymentCall(giverOrder(cart2, second));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await donationOf(donationId)).contributedAmount).toBe(10_000);
    await atProvider(redirectOf(paid), 'approve');

    const page = await t.call({
      method: 'GET',
      url: `/api/ext/birthlist/public/nl/${parent.urlKey}`,
    });
    expect(page.body.result.donation_items).toEqual([
      {
        donation_item_id: donationId,
        title: 'Kinderwagen',
        target_amount: 3_000,
        contributed_amount: 10_000,
      },
    ]);
    const stats = await t.call({ method: 'GET', url: `/api/ext/birthlist/statistics${parent.q}` });
    expect(stats.body.result).toMatchObject({ donation_target: 3_000, contributed_amount: 10_000 });
    const rows = await t.shop.db
      .select()
      .from(schema.birthListContributions)
      .where(eq(schema.birthListContributions.donationItemId, donationId));
    expect(rows.map((row) => row.amount).sort()).toEqual([5_000, 5_000]);
    expect(lastMail(t, parent.email, 'birthlist_gift').text).toContain(
      'Bijdrage aan Kinderwagen: € 50,-',
    );
  });

  it('of several givers at once all count, none lost or doubled', async () => {
    const { donationId } = await parentWithList('nl');
    const lines = [contribution(donationId)];
    const carts: string[] = [];
    for (let i = 0; i < 5; i++) carts.push(await createCart(t, lines));
    const answers = await Promise.all(carts.map((cart) => placeOrder(t, giverOrder(cart, lines))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await donationOf(donationId)).contributedAmount).toBe(5 * 2_500);
  });

  it('are a cart line of their own, apart from the same gift card for someone', async () => {
    const { donationId } = await parentWithList('nl');
    const cartId = await createCart(t, [giftCard('1'), contribution(donationId, '1')]);
    const pulled = await t.call({ method: 'GET', url: `/api/cart/pull?cartId=${cartId}` });
    expect(pulled.body.result).toHaveLength(2);
    const marked = pulled.body.result.find(
      (line: { product_option: any }) =>
        line.product_option.extension_attributes.birthlist_donation_item_id === donationId,
    );
    expect(marked.product_option.extension_attributes.custom_options).toEqual([
      { option_id: 1, option_value: '1' },
    ]);
  });

  it('leave the donation item once when the payment is canceled', async () => {
    const { donationId } = await parentWithList('nl');
    const lines = [contribution(donationId, '2')];
    const cartId = await createCart(t, lines);
    const started = await paymentCall(giverOrder(cartId, lines));
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect((await donationOf(donationId)).contributedAmount).toBe(5_000);
    const redirect = redirectOf(started);
    expect((await cancelAtProvider(redirect)).statusCode).toBe(303);
    expect((await donationOf(donationId)).contributedAmount).toBe(0);
    await cancelAtProvider(redirect);
    expect((await donationOf(donationId)).contributedAmount).toBe(0);
    const [row] = await t.shop.db
      .select()
      .from(schema.birthListContributions)
      .where(eq(schema.birthListContributions.donationItemId, donationId));
    expect(row!.releasedAt).not.toBeNull();
  });

  it('to an unknown donation item or an inactive list are refused with 409, in the cart and at the order', async () => {
    const cartId = await createCart(t, []);
    const update = (cartItem: object) =>
      t.call({ method: 'POST', url: `/api/cart/update?cartId=${cartId}`, payload: { cartItem } });
    const unknown = await update(contribution(999_999));
    expect(unknown.status).toBe(409);
    expect(keyOf(unknown)).toBe('birthlist.contribution_unavailable');
    expect(unknown.body.result).toBe(
      'This birth list no longer takes contributions towards this gift.',
    );

    const { parent, donationId } = await parentWithList('nl');
    const lines = [contribution(donationId)];
    const ready = await createCart(t, lines);
    const inactive = await t.call({
      method: 'PUT',
      url: `/api/ext/birthlist/mark-inactive/${parent.listId}${parent.q}`,
    });
    expect(inactive.status).toBe(200);
    const refused = await placeOrder(t, giverOrder(ready, lines));
    expect(refused.status).toBe(409);
    expect(keyOf(refused)).toBe('birthlist.contribution_unavailable');
    expect((await donationOf(donationId)).contributedAmount).toBe(0);
    const orders = await t.shop.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.cartId, ready));
    expect(orders).toEqual([]);
    expect(keyOf(await update(contribution(donationId)))).toBe(
      'birthlist.contribution_unavailable',
    );
  });

  it('refuse a product that is not a gift card, a gift line, a recipient and bad ids with 400', async () => {
    const { itemId, donationId } = await parentWithList('nl');
    const cartId = await createCart(t, []);
    const update = (cartItem: object) =>
      t.call({ method: 'POST', url: `/api/cart/update?cartId=${cartId}`, payload: { cartItem } });
    const notCard = await update({
      sku: 'SLAB',
      qty: 1,
      product_option: { extension_attributes: { birthlist_donation_item_id: donationId } },
    });
    expect(notCard.status).toBe(400);
    expect(keyOf(notCard)).toBe('birthlist.contribution_not_gift_card');
    expect((notCard.body as any).meta.field).toBe(
      'product_option.extension_attributes.birthlist_donation_item_id',
    );
    const both = await update({
      ...contribution(donationId),
      product_option: {
        extension_attributes: {
          ...contribution(donationId).product_option.extension_attributes,
          birthlist_item_id: itemId,
        },
      },
    });
    expect(both.status).toBe(400);
    expect(keyOf(both)).toBe('birthlist.contribution_and_gift');
    for (const recipient of [
      { option_id: 2, option_value: 'Lotte' },
      { option_id: 3, option_value: 'lotte@example.nl' },
      { option_id: 4, option_value: 'Veel geluk!' },
    ]) {
      const answer = await update(contribution(donationId, '1', 1, [recipient]));
      expect(answer.status, JSON.stringify(recipient)).toBe(400);
      expect(keyOf(answer)).toBe('birthlist.contribution_no_recipient');
    }
    for (const id of ['x', -1, 0, 1.5, 1e12, null, {}, [], true, '12']) {
      const answer = await update({
        sku: 'CADEAUKAART',
        qty: 1,
        product_option: {
          extension_attributes: {
            custom_options: [{ option_id: 1, option_value: '1' }],
            birthlist_donation_item_id: id,
          },
        },
      });
      expect(answer.status, JSON.stringify(id)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(id)).toBeLessThan(500);
    }
    // The order call checks its products the same way (400 with the problem).
    const order = await placeOrder(
      t,
      giverOrder(cartId, [
        {
          sku: 'SLAB',
          qty: 1,
          product_option: { extension_attributes: { birthlist_donation_item_id: donationId } },
        } as never,
      ]),
    );
    expect(order.status).toBe(400);
    expect((order.body as any).meta.errors.join(' ')).toContain(
      'Only a gift card can be a contribution to a birth list.',
    );
  });

  it('keep their donation item: it cannot be removed while it holds contributions (409)', async () => {
    const { parent, donationId } = await parentWithList('nl');
    const lines = [contribution(donationId)];
    const cartId = await createCart(t, lines);
    const started = await paymentCall(giverOrder(cartId, lines));
    expect(started.status).toBe(200);
    const remove = () =>
      t.call({
        method: 'DELETE',
        url: `/api/ext/birthlist/donation-item/delete/${donationId}${parent.q}`,
      });
    const refused = await remove();
    expect(refused.status).toBe(409);
    expect(keyOf(refused)).toBe('birthlist.donation_has_contributions');
    // The payment is canceled: nothing is held any more, and the item may go.
    const redirect = started.body.result.buckaroo_response.RequiredAction.RedirectURL as string;
    await cancelAtProvider(redirect);
    expect((await remove()).body).toEqual({ code: 200, result: true });
    expect((await remove()).status).toBe(404);
  });
});
