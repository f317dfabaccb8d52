/**
 * The money of an order, one row at a time: a customer with a gift card (bought in a first paid
 * order, its code by mail), reward points (earned with that order) and their personal newsletter
 * coupon places an order that uses all three and pays the rest at the test provider (iDEAL in
 * nl, PayPal in de). The thank-you page and the account's order page list the subtotal, the
 * coupon by its code, shipping, the grand total with its VAT, the gift card (masked), the points
 * and what the method charged, in the page's language, and the rows add up; so does the
 * confirmation mail. Dutch at 390 px, German at 1366 px. The
 * orders are placed over the API (the checkout journeys drive the checkout form itself); the
 * provider's page and the order's pages are the browser's.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { type ApiCustomer, newApiCustomer, providerPaymentOf, storeLogin } from './customers.ts';
import { expect, hydrated, seriousViolations, test } from './fixtures.ts';
import { ROMPER } from './lists.ts';
import { readNewestMail } from './mails.ts';

const TEXT = {
  nl: {
    prefix: '',
    width: 390,
    approve: 'Betaling goedkeuren',
    thanks: 'Bedankt voor je bestelling',
    heading: 'Kosten en betaling',
    subtotal: 'Subtotaal',
    discount: (code: string) => `Korting 10% (${code})`,
    shipping: 'Verzendkosten',
    total: 'Totaal',
    vat: /^Waarvan btw \d+%$/,
    giftCard: (masked: string) => `Cadeaubon ${masked}`,
    points: (n: number) => `Spaarpunten (${n})`,
    paid: 'Betaling via iDEAL',
  },
  de: {
    prefix: '/de',
    width: 1366,
    approve: 'Zahlung genehmigen',
    thanks: 'Vielen Dank für Ihre Bestellung',
    heading: 'Kosten und Zahlung',
    subtotal: 'Zwischensumme',
    discount: (code: string) => `Rabatt 10 % (${code})`,
    shipping: 'Versandkosten',
    total: 'Gesamtsumme',
    vat: /^Enthaltene MwSt\. \d+ %$/,
    giftCard: (masked: string) => `Geschenkkarte ${masked}`,
    points: (n: number) => `Treuepunkte (${n})`,
    paid: 'Zahlung per PayPal',
  },
} as const;
type Lang = keyof typeof TEXT;

/** A Dutch delivery address of the journeys. */
const ADDRESS = {
  firstname: 'Sanne',
  lastname: 'de Vries',
  street: ['Oudegracht', '12', 'b'],
  city: 'Utrecht',
  postcode: '3511 AB',
  country_id: 'NL',
  telephone: '0612345678',
};

interface CartLine {
  sku: string;
  qty: number;
  product_option?: unknown;
}

const authOf = (customer: ApiCustomer, lang: Lang) =>
  `token=${encodeURIComponent(customer.token)}&storeCode=${lang}`;

/** The gift card product's line of a € 10 card for the customer themselves. */
async function giftCardLine(request: APIRequestContext, lang: Lang, email: string) {
  const search = await request.post(`/api/catalog/${lang}/product/_search`, {
    data: { filters: { sku: ['CADEAUBON'] }, size: 1 },
  });
  expect(search.status()).toBe(200);
  const product = (await search.json()).result.items[0] as {
    sku: string;
    custom_options: {
      option_id: number;
      type: string;
      values: { option_type_id: number; price: number }[];
    }[];
  };
  const [amount, name, address] = product.custom_options;
  const ten = amount!.values.find((value) => value.price === 10)!;
  return {
    sku: product.sku,
    qty: 1,
    product_option: {
      extension_attributes: {
        custom_options: [
          { option_id: amount!.option_id, option_value: String(ten.option_type_id) },
          { option_id: name!.option_id, option_value: 'Sanne' },
          { option_id: address!.option_id, option_value: email },
        ],
      },
    },
  };
}

/** A new cart of the customer holding `lines`; its id. */
async function cartWith(
  request: APIRequestContext,
  customer: ApiCustomer,
  lang: Lang,
  lines: CartLine[],
) {
  const auth = authOf(customer, lang);
  const cartId = (await (await request.post(`/api/cart/create?${auth}`)).json()).result as string;
  for (const line of lines) {
    const added = await request.post(`/api/cart/update?${auth}&cartId=${cartId}`, {
      data: { cartItem: { ...line, quoteId: cartId } },
    });
    expect(added.status(), await added.text()).toBe(200);
  }
  return cartId;
}

/**
 * Places the cart's order through the storefront's payment call with a method paid on the
 * provider's page that the view offers (iDEAL; PayPal in de); the provider's page.
 */
async function payAtProvider(
  request: APIRequestContext,
  customer: ApiCustomer,
  lang: Lang,
  cartId: string,
  lines: CartLine[],
) {
  const { method, additional } = providerPaymentOf(lang);
  const placed = await request.post(
    `/api/ext/buckaroo/payment-information?${authOf(customer, lang)}`,
    {
      data: {
        paymentInformation: {
          cartId,
          email: customer.email,
          paymentMethod: { method, additional_data: additional },
        },
        order: {
          order_id: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
          created_at: new Date().toString(),
          updated_at: new Date().toString(),
          transmited: true,
          user_id: '',
          cart_id: cartId,
          store_code: lang,
          products: lines,
          addressInformation: {
            shippingAddress: ADDRESS,
            billingAddress: { ...ADDRESS, email: customer.email },
            shipping_method_code: 'flatrate',
            shipping_carrier_code: 'flatrate',
            payment_method_code: method,
            payment_method_additional: additional,
          },
        },
      },
    },
  );
  expect(placed.status(), await placed.text()).toBe(200);
  const result = (await placed.json()).result;
  return {
    number: result.orderNumber as string,
    redirect: result.buckaroo_response.RequiredAction.RedirectURL as string,
  };
}

/** The shopper approves the payment on the test provider's page and lands on the thank-you page. */
async function approveAtProvider(page: Page, lang: Lang, redirect: string) {
  await page.goto(new URL(redirect).pathname);
  await page.getByRole('button', { name: TEXT[lang].approve }).click();
  await expect(page).toHaveURL(/\/checkout-return\?order_hash=/);
  await expect(page.getByRole('heading', { name: TEXT[lang].thanks })).toBeVisible();
}

/** The customer's own newsletter coupon (10 %): signing up their own address mails it at once. */
async function newsletterCoupon(request: APIRequestContext, customer: ApiCustomer) {
  const signUp = await request.post(
    `/api/ext/magento2-newsletter/subscribe?token=${encodeURIComponent(customer.token)}`,
    { data: { email: customer.email } },
  );
  expect(signUp.status()).toBe(200);
  const mail = await readNewestMail('newsletter_coupon', customer.email);
  return mail.data.couponCode as string;
}

async function pointsOf(request: APIRequestContext, customer: ApiCustomer) {
  const answer = await request.get('/api/ext/rewards/balance', {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()).result.points as number;
}

/** An amount as the shop writes it ('€ 1.234,56', '-€ 10,-') in cents. */
function centsOf(text: string): number {
  const match = /(-?)€\s?([\d.]+),(\d{2}|-)/.exec(text);
  if (!match) throw new Error(`No amount in: ${text}`);
  const cents =
    Number(match[2]!.replaceAll('.', '')) * 100 + (match[3] === '-' ? 0 : Number(match[3]));
  return match[1] === '-' ? -cents : cents;
}

/** The money rows on the page: kind, label and amount in cents, in their order. */
async function moneyRows(page: Page) {
  const section = page.getByRole('region', { name: /Kosten/ });
  await expect(section.getByTestId('money-row').first()).toBeVisible();
  const rows = section.getByTestId('money-row');
  const list: { kind: string; label: string; cents: number }[] = [];
  for (const row of await rows.all()) {
    list.push({
      kind: (await row.getAttribute('data-kind')) ?? '',
      label: ((await row.locator('dt').textContent()) ?? '').trim(),
      cents: centsOf((await row.locator('dd').textContent()) ?? ''),
    });
  }
  return list;
}

/** Each row the order must list, and that they add up to what the method charged. */
function expectRows(
  rows: { kind: string; label: string; cents: number }[],
  lang: Lang,
  order: { coupon: string; maskedCard: string; points: number },
) {
  const text = TEXT[lang];
  expect(rows.map((row) => row.kind)).toEqual([
    'subtotal',
    'discount',
    'shipping',
    'grand_total',
    ...rows.filter((row) => row.kind === 'tax').map(() => 'tax'),
    'giftcard',
    'reward',
    'payment',
  ]);
  const of = (kind: string) => rows.filter((row) => row.kind === kind);
  expect(of('subtotal')[0]!.label).toBe(text.subtotal);
  expect(of('discount')[0]!.label).toBe(text.discount(order.coupon));
  expect(of('discount')[0]!.cents).toBeLessThan(0);
  expect(of('shipping')[0]!.label).toBe(text.shipping);
  expect(of('grand_total')[0]!.label).toBe(text.total);
  expect(of('tax').length).toBeGreaterThan(0);
  for (const tax of of('tax')) expect(tax.label).toMatch(text.vat);
  expect(of('giftcard')[0]).toMatchObject({ label: text.giftCard(order.maskedCard), cents: -1000 });
  expect(of('reward')[0]).toMatchObject({ label: text.points(order.points), cents: -order.points });
  expect(of('payment')[0]!.label).toBe(text.paid);
  // Subtotal, discount and shipping make the grand total; less the card and the points, what
  // the method charged.
  const sum = (kinds: string[]) =>
    rows.filter((row) => kinds.includes(row.kind)).reduce((total, row) => total + row.cents, 0);
  const grand = of('grand_total')[0]!.cents;
  expect(sum(['subtotal', 'discount', 'shipping'])).toBe(grand);
  expect(grand + sum(['giftcard', 'reward'])).toBe(of('payment')[0]!.cents);
  expect(of('payment')[0]!.cents).toBeGreaterThan(0);
}

test.describe('the money of an order', () => {
  for (const lang of ['nl', 'de'] as const) {
    test(`${lang}: a coupon, a gift card and points, each on the thank-you page and the account's order page`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      test.slow();
      const text = TEXT[lang];
      await page.setViewportSize({ width: text.width, height: 900 });
      const customer = await newApiCustomer(request, `money-${lang}`, lang);
      await storeLogin(page, customer, text.prefix);

      // A first order: a € 10 gift card for themselves and two rompers (which earn points).
      const firstLines = [
        { sku: ROMPER.childSku, qty: 2 },
        await giftCardLine(request, lang, customer.email),
      ];
      const firstCart = await cartWith(request, customer, lang, firstLines);
      const first = await payAtProvider(request, customer, lang, firstCart, firstLines);
      await approveAtProvider(page, lang, first.redirect);
      const cardMail = await readNewestMail('gift_cards', customer.email);
      const code = (cardMail.data.cards as { code: string }[])[0]!.code;
      const points = await pointsOf(request, customer);
      expect(points).toBeGreaterThan(0);
      const coupon = await newsletterCoupon(request, customer);

      // The order: three rompers, the coupon, the card and all the points; the method pays the rest.
      const lines = [{ sku: ROMPER.childSku, qty: 3 }];
      const cartId = await cartWith(request, customer, lang, lines);
      const auth = authOf(customer, lang);
      const couponAnswer = await request.post(
        `/api/cart/apply-coupon?${auth}&cartId=${cartId}&coupon=${coupon}`,
      );
      expect(couponAnswer.status(), await couponAnswer.text()).toBe(200);
      const cardAnswer = await request.post(`/api/ext/giftcard/apply?${auth}`, {
        data: { quoteId: cartId, giftCardCode: code },
      });
      expect(cardAnswer.status(), await cardAnswer.text()).toBe(200);
      const pointsAnswer = await request.post(`/api/ext/rewards/apply?${auth}&cartId=${cartId}`, {
        data: { pointAmount: points },
      });
      expect(pointsAnswer.status(), await pointsAnswer.text()).toBe(200);
      const order = await payAtProvider(request, customer, lang, cartId, lines);
      await approveAtProvider(page, lang, order.redirect);
      await hydrated(page);

      const expected = { coupon, maskedCard: `****-****-****-${code.slice(-4)}`, points };
      await expect(page.getByRole('heading', { name: text.heading })).toBeVisible();
      expectRows(await moneyRows(page), lang, expected);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: test.info().outputPath(`order-money-thanks-${lang}-${text.width}.png`),
        fullPage: true,
      });

      // The confirmation mail lists the same rows, in the shop's language.
      await expect
        .poll(
          async () => (await readNewestMail('order_confirmation', customer.email)).data.orderNumber,
        )
        .toBe(order.number);
      const mail = await readNewestMail('order_confirmation', customer.email);
      const mailRows = mail.data.moneyRows as { label: string; amount: string }[];
      expect(mailRows.map((row) => row.label)).toEqual(
        expect.arrayContaining([
          text.discount(coupon),
          text.giftCard(expected.maskedCard),
          text.points(points),
          text.paid,
        ]),
      );
      expect(mail.text).toContain(`${text.giftCard(expected.maskedCard)}: -€ 10,-`);

      // The account's order page lists the same rows.
      const history = await request.get('/api/user/order-history', {
        headers: { authorization: `Bearer ${customer.token}` },
      });
      const entry = (
        (await history.json()).result.items as { entity_id: number; increment_id: string }[]
      ).find((item) => item.increment_id === order.number);
      expect(entry).toBeDefined();
      await page.goto(`${text.prefix}/my-account/purchases/${entry!.entity_id}`);
      await hydrated(page);
      await expect(page.getByRole('heading', { name: text.heading })).toBeVisible();
      expectRows(await moneyRows(page), lang, expected);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: test.info().outputPath(`order-money-account-${lang}-${text.width}.png`),
        fullPage: true,
      });
      expect(consoleErrors).toEqual([]);
    });
  }
});
