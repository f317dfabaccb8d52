/**
 * Reward points journeys (secondary-areas §2 member page, §3, §4, §8): a customer's order is
 * paid at the test provider (approved on its page in the browser), then the member page shows
 * the points it earned, what they are worth and the history line with the order linked, in
 * Dutch and in German; when the balance cannot be fetched, the error notification stays until
 * it is closed and the page keeps the balance's error. The order is placed over the API (the
 * checkout journeys drive the checkout form itself); the login is put into the page's storage,
 * as the login modal leaves it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  type ApiCustomer,
  newApiCustomer,
  placeApiOrder,
  providerPaymentOf,
  storeLogin,
} from './customers.ts';
import { expect, hydrated, seriousViolations, test } from './fixtures.ts';
import { ROMPER } from './lists.ts';

const TEXT = {
  nl: {
    prefix: '',
    approve: 'Betaling goedkeuren',
    heading: 'Spaarpunten',
    points: (n: number) => `${n} punten`,
    earned: 'Gespaard met bestelling',
    error: 'We konden je spaarpunten niet ophalen.',
    close: /Sluiten/,
    width: 390,
    addToCart: 'In winkelmand',
    cart: /Winkelmand/,
    address: [
      ['Postcode', '3511 AB'],
      ['Huisnummer', '12'],
      ['Straat', 'Oudegracht'],
      ['Plaats', 'Utrecht'],
    ],
    saveAddress: 'Adres opslaan',
    saved: 'We gebruiken dit adres voor je bestelling.',
    shipping: /Standaard bezorging/,
    payment: /PayPal/,
    placeOrder: 'Bestellen en betalen',
    thanks: 'Bedankt voor je bestelling',
    have: (n: number) => `Je hebt ${n} punten`,
    pointsLabel: 'Aantal punten om te gebruiken',
    spend: 'Punten gebruiken',
    pay: (n: number) => `${n} punten betalen`,
    dontUse: 'Punten niet gebruiken',
    toPay: 'Nog te betalen',
    spent: 'Besteed aan bestelling',
  },
  de: {
    prefix: '/de',
    approve: 'Zahlung genehmigen',
    heading: 'Treuepunkte',
    points: (n: number) => `${n} Punkte`,
    earned: 'Gesammelt mit Bestellung',
    error: 'Wir konnten Ihre Treuepunkte nicht abrufen.',
    close: /Schließen/,
    width: 1366,
    addToCart: 'In den Warenkorb',
    cart: /Warenkorb/,
    address: [
      ['Postleitzahl', '10115'],
      ['Hausnummer', '5'],
      ['Straße', 'Invalidenstraße'],
      ['Ort', 'Berlin'],
    ],
    saveAddress: 'Adresse speichern',
    saved: 'Wir verwenden diese Adresse für Ihre Bestellung.',
    shipping: /Standardversand/,
    payment: /PayPal/,
    placeOrder: 'Zahlungspflichtig bestellen',
    thanks: 'Vielen Dank für Ihre Bestellung',
    have: (n: number) => `Sie haben ${n} Punkte`,
    pointsLabel: 'Einzulösende Punkte',
    spend: 'Punkte einlösen',
    pay: (n: number) => `${n} Punkte bezahlen`,
    dontUse: 'Punkte nicht einlösen',
    toPay: 'Noch zu zahlen',
    spent: 'Eingelöst für Bestellung',
  },
} as const;
type Lang = keyof typeof TEXT;

/** Two lilac rompers, paid on the provider's page (iDEAL, PayPal in de): answers the order's number and the provider's page. */
async function placeProviderOrder(request: APIRequestContext, customer: ApiCustomer, lang: Lang) {
  const result = await placeApiOrder(request, customer, {
    storeCode: lang,
    sku: ROMPER.childSku,
    qty: 2,
    ...providerPaymentOf(lang),
  });
  return {
    number: result.orderNumber,
    redirect: result.buckaroo_response?.RequiredAction.RedirectURL ?? '',
  };
}

async function balanceOf(request: APIRequestContext, customer: ApiCustomer) {
  const answer = await request.get('/api/ext/rewards/balance', {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()).result as { points: number; value: number };
}

/** A paid order of the customer, approved at the test provider's page: answers its number. */
async function earnPoints(
  page: Page,
  request: APIRequestContext,
  customer: ApiCustomer,
  lang: Lang,
) {
  const order = await placeProviderOrder(request, customer, lang);
  await page.goto(new URL(order.redirect).pathname);
  await page.getByRole('button', { name: TEXT[lang].approve }).click();
  await expect(page).toHaveURL(/\/checkout-return\?order_hash=/);
  return order.number;
}

test.describe('reward points', () => {
  for (const lang of ['nl', 'de'] as const) {
    test(`${lang}: a paid order's points on the member page, with the order linked`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      const text = TEXT[lang];
      const customer = await newApiCustomer(request, `rewards-${lang}`, lang);
      await storeLogin(page, customer, text.prefix);
      // The shopper approves at the test provider's page.
      const order = { number: await earnPoints(page, request, customer, lang) };

      const { points } = await balanceOf(request, customer);
      expect(points).toBeGreaterThan(0);
      await page.goto(`${text.prefix}/my-account/kindershop-member`);
      await hydrated(page);
      const section = page.getByTestId('reward-points');
      await expect(section.getByRole('heading', { name: text.heading })).toBeVisible();
      await expect(page.getByTestId('reward-balance')).toHaveText(text.points(points));
      await expect(page.getByTestId('reward-value')).toContainText(
        (points / 100).toFixed(2).replace('.', ','),
      );
      const row = section.getByRole('row', { name: new RegExp(order.number) });
      await expect(row).toContainText(text.earned);
      await expect(row).toContainText(`+${points}`);
      await expect(row.getByRole('link', { name: order.number })).toHaveAttribute(
        'href',
        new RegExp(`^${text.prefix}/my-account/purchases/\\d+$`),
      );
      expect(await seriousViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    test(`${lang}: the balance error stays until it is closed`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      const text = TEXT[lang];
      const customer = await newApiCustomer(request, `rewards-${lang}`, lang);
      await storeLogin(page, customer, text.prefix);
      await page.route('**/api/ext/rewards/balance**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 500, result: 'Internal server error' }),
        }),
      );
      // The page's clock, so that "stays" is checked well past a notification's five seconds.
      await page.clock.install();
      await page.goto(`${text.prefix}/my-account/kindershop-member`);
      await hydrated(page);
      const notification = page.locator('.notification').filter({ hasText: text.error });
      await expect(notification).toHaveAttribute('role', 'alert');
      await expect(notification).toContainText('500');
      // On the page as the balance's error too, with the code.
      const pageError = page.getByTestId('reward-points').getByRole('alert');
      await expect(pageError).toContainText(text.error);
      await expect(pageError).toContainText('500');
      expect(await seriousViolations(page)).toEqual([]);
      await page.clock.runFor(30_000);
      await expect(notification).toBeVisible();
      // Closed by the shopper, it goes; the balance's error stays on the page.
      await notification.getByRole('button', { name: text.close }).click();
      await expect(notification).toHaveCount(0);
      await expect(pageError).toBeVisible();
      const others = consoleErrors.filter((error) => !/status of 500/.test(error));
      expect(others, 'console errors other than the refused balance').toEqual([]);
      consoleErrors.length = 0;
    });

    test(`${lang}: points earned with one order pay part of the next in the checkout`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      test.slow();
      const text = TEXT[lang];
      await page.setViewportSize({ width: text.width, height: 900 });
      const customer = await newApiCustomer(request, `rewards-${lang}`, lang);
      await storeLogin(page, customer, text.prefix);
      await earnPoints(page, request, customer, lang);
      const { points } = await balanceOf(request, customer);
      expect(points).toBeGreaterThan(0);

      // The next order: a romper in the cart, then the checkout.
      await page.goto(`${text.prefix}${ROMPER.page}`);
      await hydrated(page);
      await page.getByRole('button', { name: text.addToCart }).click();
      await expect(page.getByRole('dialog', { name: text.cart })).toBeVisible();
      await page.goto(`${text.prefix}/checkout`);
      await hydrated(page);
      for (const [label, value] of text.address) {
        await page.getByLabel(label, { exact: true }).fill(value);
      }
      await page.getByRole('button', { name: text.saveAddress }).click();
      await expect(page.getByText(text.saved)).toBeVisible();
      await page.getByRole('radio', { name: text.shipping }).check();

      // The points: the balance, the most that helps filled in, spent; the summary re-syncs.
      const summary = page.locator('aside');
      const field = summary.getByTestId('reward-points-field');
      await expect(field).toContainText(text.have(points));
      await expect(field.getByLabel(text.pointsLabel)).toHaveValue(String(points));
      // The totals are read once they hold the chosen delivery's cost (a romper is below free
      // delivery).
      const shippingCost = summary.locator('[data-code="shipping"] dd');
      await expect(shippingCost).toBeVisible();
      await expect(shippingCost).not.toHaveText(/€ 0,-/);
      const dueBefore = await summary.locator('[data-code="grand_total"] dd').textContent();
      await field.getByRole('button', { name: text.spend }).click();
      await expect(field.getByRole('status')).toContainText(text.pay(points));
      await expect(summary.locator('[data-code="reward"]')).toBeVisible();
      await expect(summary.locator('[data-code="amount_due"]')).toContainText(text.toPay);
      // A payment, not a discount: the grand total stays.
      await expect(summary.locator('[data-code="grand_total"] dd')).toHaveText(dueBefore ?? '');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: test.info().outputPath(`checkout-points-${lang}-${text.width}.png`),
        fullPage: true,
      });

      // Taken back and chosen again: the row goes and comes back.
      await field.getByRole('button', { name: text.dontUse }).click();
      await expect(summary.locator('[data-code="reward"]')).toHaveCount(0);
      await field.getByRole('button', { name: text.spend }).click();
      await expect(summary.locator('[data-code="reward"]')).toBeVisible();

      // The rest is paid at the test provider; the points are taken with the order.
      await page.getByRole('radio', { name: text.payment }).check();
      await page.getByRole('button', { name: text.placeOrder }).click();
      await expect(page).toHaveURL(/\/test-payment\/pay\//);
      await page.getByRole('button', { name: text.approve }).click();
      await expect(page.getByRole('heading', { name: text.thanks })).toBeVisible();
      // The order's page says what the points paid.
      await expect(page.getByTestId('credits-paid')).toContainText(
        (points / 100).toFixed(2).replace('.', ','),
      );

      await page.goto(`${text.prefix}/my-account/kindershop-member`);
      await hydrated(page);
      const spentRow = page
        .getByTestId('reward-points')
        .getByRole('row')
        .filter({ hasText: text.spent });
      await expect(spentRow).toContainText(`-${points}`);
      // The order in the account says what the points paid too.
      await spentRow.getByRole('link').click();
      await expect(page.getByTestId('credits-paid')).toContainText(
        (points / 100).toFixed(2).replace('.', ','),
      );
      expect(consoleErrors).toEqual([]);
    });
  }
});
