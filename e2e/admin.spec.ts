/**
 * The back office at /admin (decision 75): the first owner, made by the operator command before
 * the shop started (e2e/admin-owner.ts), logs in with the keyboard alone through both steps (the
 * second with the code of an authenticator app computed from the secret), sees the dashboard
 * with its chart and reads the audit log; the owner makes a catalogue operator, whose secret is
 * shown once; that operator does not see the operators screen and is refused it when opening its
 * address. The owner also approves a shopper's review waiting. axe checks the login, the
 * dashboard and the tables. The journeys run in order: each
 * operator logs in once per code step, as the shop accepts a code once.
 */
import type { Page } from '@playwright/test';
import { nextTotpCode, readAdminOwner } from './admin-login.ts';
import { expect, seriousViolations, test } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });
// A desktop window: the menu stands beside the screens (on a phone it folds away).
test.use({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });

/** The catalogue operator the owner makes (its own address on every run of the data folder). */
const catalogue = {
  email: `catalogus-${Date.now().toString(36)}@kindershop.example`,
  name: 'Cato Catalogus',
  password: 'Catalogus-wachtwoord-1',
  secret: '',
};

/** Both login steps with the keyboard only: Tab to each field, Enter to send. */
async function logInWithKeyboard(page: Page, email: string, password: string, secret: string) {
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  // The e-mail field has the focus; Tab leads to the password.
  await expect(page.getByLabel('E-mail address')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Second factor' })).toBeVisible();
  await expect(page.getByLabel('Code')).toBeFocused();
  await page.keyboard.type(await nextTotpCode(secret));
  await page.keyboard.press('Enter');
}

test('the owner logs in with the second factor, sees the dashboard, reads the audit log and approves a review', async ({
  page,
  request,
}) => {
  // One login leads through every screen of the owner (a code is accepted once per step), so
  // this journey is longer than most: room beyond the usual minute on a busy machine.
  test.setTimeout(150_000);
  const owner = readAdminOwner();
  const answer = await page.goto('/admin');
  expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // Not signed in: the login page. The first answer of the app's script is compressed on the
  // way (once, then kept): on a busy machine that may take longer than a page's usual wait.
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await seriousViolations(page)).toEqual([]);

  // A wrong password is said so, in the operator's language.
  await page.getByLabel('E-mail address').fill(owner.email);
  await page.getByLabel('Password').fill('not-the-password-at-all');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or the password is wrong.');
  await page.reload();

  await logInWithKeyboard(page, owner.email, owner.password, owner.secret);

  // The dashboard with its figures and chart.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Today's revenue" })).toBeVisible();
  await expect(page.getByRole('img', { name: /Revenue per day, last 14 days/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stock running out' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The owner's menu holds every screen.
  await expect(page.getByRole('menuitem', { name: 'Operators' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit/);
  // The owner's own creation by the command is in the log.
  const table = page.getByRole('table');
  await expect(table.getByRole('cell', { name: 'operator.create' }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A filter narrows the log (the API filters it).
  await page.getByLabel('Action').fill('no.such.action');
  await expect(table).toBeHidden();
  await page.getByLabel('Action').fill('');

  // The owner makes a catalogue operator; its TOTP secret is shown once.
  await page.goto('/admin/operators/create');
  await page.getByLabel('E-mail address').fill(catalogue.email);
  await page.getByLabel('Name').fill(catalogue.name);
  await page.getByRole('textbox', { name: 'Password' }).fill(catalogue.password);
  await page.getByRole('checkbox', { name: 'Catalogue' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Operator created' })).toBeVisible();
  catalogue.secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(catalogue.secret).toMatch(/^[A-Z2-7]{16,}$/);

  // The operators table lists the new operator; the audit log has its creation.
  await page.goto('/admin/operators');
  await expect(page.getByRole('cell', { name: catalogue.email })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A shopper's review waits; the owner (who holds content_reviews) approves it.
  const search = await request.post('/api/catalog/nl/product/_search', {
    data: { size: 1, includeFields: ['id', 'sku'] },
  });
  const productId = (await search.json()).result.items[0].id as number;
  const title = `Backoffice review ${Date.now().toString(36)}`;
  const written = await request.post('/api/review/create', {
    data: {
      review: { product_id: productId, rating: 4, title, detail: 'Fijn.', nickname: 'Anna' },
    },
  });
  expect(written.status(), await written.text()).toBe(200);
  await page.getByRole('menuitem', { name: 'Reviews waiting' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Review approved')).toBeVisible();
  await expect(row).toHaveCount(0);

  // Logging out ends the session: the back office asks for the login again.
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a catalogue operator does not see the operators screen and is refused it by its address', async ({
  page,
}) => {
  expect(catalogue.secret, 'made by the journey before').not.toBe('');
  await page.goto('/admin/login');
  await logInWithKeyboard(page, catalogue.email, catalogue.password, catalogue.secret);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Operators' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Audit log' })).toHaveCount(0);

  await page.goto('/admin/operators');
  await expect(page.getByRole('heading', { name: 'Not allowed', level: 1 })).toBeVisible();
  await expect(page.getByText('Your role does not allow this screen.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The operator may switch the back office to Dutch.
  await page.goto('/admin');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Nederlands' }).click();
  await expect(page.getByRole('heading', { name: 'Overzicht', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
});
