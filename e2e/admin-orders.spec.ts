/**
 * The back office's orders (decision 77): a shopper pays an order of two rompers at the test
 * provider; an operator with the role orders_returns (made by the owner over the API) logs in
 * with both factors, finds the order by its number, marks it shipped with a carrier and a track
 * and trace code (the shopper's shipped mail carries the code), and pays back one of the two
 * rompers (the test provider takes the refund, the order shows the amount paid back). A
 * catalogue operator does not see the orders and is refused the screen by its address, in
 * words. axe checks the list and the detail, at a desktop and a phone width.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { nextTotpCode } from './admin-login.ts';
import { ownerToken } from './admin-session.ts';
import { newApiCustomer, placeApiOrder, providerPaymentOf, storeLogin } from './customers.ts';
import { expect, seriousViolations, test, uniqueEmail } from './fixtures.ts';
import { ROMPER } from './lists.ts';
import { readNewestMail } from './mails.ts';

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });

const PASSWORD = 'Bestellingen-reis-2026!';

interface Operator {
  email: string;
  secret: string;
}

/** An operator of one role, made by the owner; its TOTP secret is answered once. */
async function newOperator(
  request: APIRequestContext,
  token: string,
  role: 'orders_returns' | 'catalogue',
): Promise<Operator> {
  const email = uniqueEmail(`operator-${role.replace('_', '-')}`);
  const made = await request.post('/api/admin/operators', {
    headers: { authorization: `Bearer ${token}` },
    data: { email, name: `E2E ${role}`, password: PASSWORD, roles: [role] },
  });
  expect(made.status(), await made.text()).toBe(200);
  return { email, secret: (await made.json()).result.totp.secret as string };
}

async function logIn(page: Page, operator: Operator) {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel('E-mail address').fill(operator.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Code')).toBeFocused();
  await page.keyboard.type(await nextTotpCode(operator.secret));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

const operators: { orders?: Operator; catalogue?: Operator } = {};

test('an orders operator finds a paid order, ships it with track and trace and pays back one line', async ({
  page,
  request,
}, testInfo) => {
  // A shopper's payment at the provider, two logins and the steps: more than the usual minute.
  test.setTimeout(180_000);
  const token = await ownerToken(request);
  operators.orders = await newOperator(request, token, 'orders_returns');
  operators.catalogue = await newOperator(request, token, 'catalogue');

  // The shopper orders two rompers and pays with iDEAL at the test provider.
  const shopper = await newApiCustomer(request, 'backoffice-order', 'nl');
  const payment = providerPaymentOf('nl');
  const placed = await placeApiOrder(request, shopper, {
    storeCode: 'nl',
    sku: ROMPER.childSku,
    qty: 2,
    method: payment.method,
    additional: payment.additional,
  });
  await storeLogin(page, shopper, '');
  await page.goto(new URL(placed.buckaroo_response?.RequiredAction.RedirectURL ?? '').pathname);
  await page.getByRole('button', { name: 'Betaling goedkeuren' }).click();
  await expect(page).toHaveURL(/\/checkout-return\?order_hash=/);
  const number = placed.orderNumber;

  // The operator logs in with both factors; the menu holds the orders and the returns.
  await logIn(page, operators.orders);
  await expect(page.getByRole('heading', { name: "Today's orders" })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Operators' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/admin\/orders/);

  // The search finds the order by its number (the API searches and pages).
  await page.getByPlaceholder('Number, e-mail or name').fill(number);
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('cell', { name: number }).click();

  // The detail: paid, waiting to be shipped; only the steps the rules allow have a button.
  await expect(page.getByRole('heading', { name: `Order ${number}`, level: 1 })).toBeVisible();
  await expect(page.locator('[data-field="payment_status"]')).toHaveText('Paid');
  await expect(page.getByRole('button', { name: 'Mark shipped' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ready for pick-up' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('order-1366.png'), fullPage: true });

  // Shipped with PostNL and its code, by the keyboard in the dialog.
  const code = `3SKAB${Date.now().toString().slice(-9)}`;
  await page.getByRole('button', { name: 'Mark shipped' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark shipped' });
  await expect(dialog.getByLabel('Carrier')).toBeFocused();
  await page.keyboard.type('PostNL');
  await page.keyboard.press('Tab');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('The order is shipped; the customer gets a mail with the track and trace code.'),
  ).toBeVisible();
  await expect(page.locator('[data-field="status"]')).toHaveText('Order Shipped');
  await expect(page.locator('[data-field="shipment"]')).toHaveText(`PostNL ${code}`);

  // The shopper's shipped mail carries the code.
  const mail = await readNewestMail('order_shipped', shopper.email);
  expect(mail.data.orderNumber).toBe(number);
  expect(mail.data.trackingNumber).toBe(code);
  expect(mail.text).toContain(code);

  // One of the two rompers is paid back through the provider.
  await page.getByLabel(`Pieces of ${ROMPER.childSku}`).fill('1');
  await page.getByRole('button', { name: 'Pay back chosen pieces' }).click();
  await expect(page.getByText('The payment provider has paid it back.')).toBeVisible();
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds.getByRole('row').filter({ hasText: 'Paid back' })).toHaveCount(1);
  await expect(page.locator(`[data-line="${ROMPER.childSku}"] td`).nth(3)).toHaveText('1');
  await expect(page.locator('[data-field="refunded_amount"]')).not.toHaveText(/€\s?0,00|€0\.00/);

  // The provider took it: the refund has the provider's transaction, and the amount is half.
  const detail = await request.get(`/api/admin/orders/${number}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const order = (await detail.json()).result;
  expect(order.refunds).toHaveLength(1);
  expect(order.refunds[0]).toMatchObject({ kind: 'lines', state: 'done' });
  expect(order.refunds[0].transaction_key).toMatch(/\S/);
  expect(order.refunded_amount).toBe(order.lines[0].amount / 2);

  // At a phone's width the detail still reads and passes axe.
  // (Loaded at that width, as a phone does: a desktop's open menu, narrowed, becomes a drawer
  // over the page.)
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { name: `Order ${number}`, level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('order-390.png'), fullPage: true });
});

test('a catalogue operator does not see the orders and is refused the screen in words', async ({
  page,
}) => {
  const catalogue = operators.catalogue;
  expect(catalogue, 'made by the journey before').toBeDefined();
  if (!catalogue) return;
  await logIn(page, catalogue);
  await expect(page.getByRole('menuitem', { name: 'Orders' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: "Today's orders" })).toHaveCount(0);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Not allowed', level: 1 })).toBeVisible();
  await expect(page.getByText('Your role does not allow this screen.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
