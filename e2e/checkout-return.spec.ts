/**
 * Back from the provider without paying: a logged-in shopper with a coupon in the cart goes to
 * the test provider, cancels, finds the same cart with the coupon still applied, pays on the
 * second try, and has exactly one order; the mail folder holds no thank-you mail for the
 * canceled attempt, one for the paid order.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { type ApiCustomer, newApiCustomer, storeLogin } from './customers.ts';
import { expect, hydrated, test } from './fixtures.ts';

const MAIL_DIR = join(process.env.E2E_DATA_DIR ?? 'var/e2e', 'mail');
const ROMPER_LILA_68 = '/p/SLE-100047/lotje-en-lars-basic-boxpakje/SLE-100047-LIL-68';

interface ShopMail {
  kind: string;
  to: string;
  subject: string;
  data: { couponCode?: string; orderNumber?: string };
}

async function mailsTo(to: string): Promise<ShopMail[]> {
  const mails: ShopMail[] = [];
  for (const name of (await readdir(MAIL_DIR).catch(() => [] as string[])).sort()) {
    if (!name.endsWith('.json')) continue;
    const mail = JSON.parse(await readFile(join(MAIL_DIR, name), 'utf8')) as ShopMail;
    if (mail.to === to) mails.push(mail);
  }
  return mails;
}

/** The customer's own newsletter coupon: signing up their own address mails it at once. */
async function newsletterCoupon(request: APIRequestContext, customer: ApiCustomer) {
  const signUp = await request.post(
    `/api/ext/magento2-newsletter/subscribe?token=${customer.token}`,
    { data: { email: customer.email } },
  );
  expect(signUp.status()).toBe(200);
  let code = '';
  await expect
    .poll(async () => {
      code =
        (await mailsTo(customer.email)).find((mail) => mail.kind === 'newsletter_coupon')?.data
          .couponCode ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

async function orderHistory(request: APIRequestContext, customer: ApiCustomer) {
  const response = await request.get('/api/user/order-history', {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).result.items as {
    increment_id: string;
    status: string;
    payment: { status: string };
  }[];
}

/** The checkout of what the cart holds: address, standard delivery, PayPal, placed. */
async function checkOutWithPayPal(page: Page) {
  await page.goto('/checkout');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Afrekenen', level: 1 })).toBeVisible();
  const saved = page.getByText('We gebruiken dit adres voor je bestelling.');
  const save = page.getByRole('button', { name: 'Adres opslaan' });
  await expect(save.or(saved).first()).toBeVisible();
  if (!(await saved.isVisible())) {
    await page.getByLabel('Postcode').fill('3511 AB');
    await page.getByLabel('Huisnummer').fill('12');
    await page.getByLabel('Toevoeging').fill('b');
    await page.getByLabel('Straat').fill('Oudegracht');
    await page.getByLabel('Plaats').fill('Utrecht');
    await save.click();
    await expect(saved).toBeVisible();
  }
  await page.getByRole('radio', { name: /Standaard bezorging/ }).check();
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('button', { name: 'Bestellen en betalen' }).click();
  await expect(page).toHaveURL(/\/test-payment\/pay\//);
}

test('canceled at the provider, the cart comes back with its coupon; the second try makes the one order', async ({
  page,
  request,
  consoleErrors,
}) => {
  const customer = await newApiCustomer(request, 'checkout-return', 'nl');
  const code = await newsletterCoupon(request, customer);
  await storeLogin(page, customer, '');
  await page.goto(ROMPER_LILA_68);
  await hydrated(page);
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  await expect(page.getByRole('dialog', { name: /Winkelmand/ })).toBeVisible();
  await page.goto('/cart');
  await hydrated(page);
  const main = page.locator('main');
  await main.getByLabel('Kortingscode', { exact: true }).fill(code);
  await main.getByRole('button', { name: 'Toepassen', exact: true }).click();
  await expect(main.getByText(`Kortingscode ${code} is toegepast.`)).toBeVisible();

  await checkOutWithPayPal(page);
  await page.getByRole('button', { name: 'Betaling annuleren' }).click();
  await expect(page).toHaveURL(/\/checkout-failed\?order_hash=.*reason=canceled/);

  // Back at the cart: the same line, the coupon still applied.
  await page.getByRole('link', { name: 'Bekijk winkelmand' }).click();
  await expect(page.getByRole('list', { name: 'Winkelmand' })).toContainText('Basic boxpakje');
  await expect(page.locator('main [data-code="discount"] dd')).toBeVisible();

  await checkOutWithPayPal(page);
  await page.getByRole('button', { name: 'Betaling goedkeuren' }).click();
  await expect(page).toHaveURL(/\/checkout-return\?order_hash=/);
  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
  const number = (await page.getByTestId('order-number').textContent()) ?? '';

  // One order that counts: the canceled attempt is canceled, the second is paid.
  const orders = await orderHistory(request, customer);
  expect(orders.filter((order) => order.status !== 'canceled')).toEqual([
    expect.objectContaining({
      increment_id: number,
      payment: expect.objectContaining({ status: 'paid' }),
    }),
  ]);
  const canceled = orders.find((order) => order.status === 'canceled');
  // No thank-you mail for the canceled attempt; one for the paid order.
  await expect
    .poll(async () =>
      (await mailsTo(customer.email))
        .filter((mail) => mail.kind === 'order_confirmation')
        .map((mail) => mail.data.orderNumber),
    )
    .toEqual([number]);
  expect(
    (await mailsTo(customer.email)).some(
      (mail) => mail.data.orderNumber === canceled?.increment_id,
    ),
  ).toBe(false);
  expect(consoleErrors).toEqual([]);
});
