/**
 * The back office's people screens (decision 79): the first owner (e2e/admin-owner.ts) logs in
 * with the second factor, finds a new customer by the start of the e-mail address and moves them
 * to another customer group, issues a gift card of an amount (its code shown once) and blocks it,
 * makes a coupon that a shopper then applies in the
 * storefront's cart, and downloads the newsletter's subscribers as CSV. axe checks each screen;
 * the customer screens are also looked at on a phone's width.
 */
import { openAsOwner, readDownload } from './admin-session.ts';
import { newApiCustomer } from './customers.ts';
import { chooseVariant, expect, hydrated, seriousViolations, test } from './fixtures.ts';

test.use({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });

/** The configurable romper suit of the demo catalogue. */
const ROMPER = '/p/SLE-100047/lotje-en-lars-basic-boxpakje';

test('the owner finds a customer and changes the group, issues and blocks a gift card, makes a coupon the cart takes, and exports the subscribers', async ({
  page,
  request,
}, testInfo) => {
  // One login leads through every screen (a code is accepted once per step).
  test.setTimeout(240_000);
  const customer = await newApiCustomer(request, 'backoffice-klant', 'nl');
  await openAsOwner(page);

  // Customers: the search finds the new customer by the start of the address.
  await page.getByRole('menuitem', { name: 'Customers' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(customer.email.slice(0, 24));
  const row = page.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toBeVisible();
  // The list names the customer's group (a new customer's is the shop's general group, 1).
  await expect(row.getByRole('cell', { name: /^1 · / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('customers-1366.png'), fullPage: true });
  await row.getByRole('cell', { name: 'Sanne' }).click();

  // The customer's page: what the shop has of them, and the group changed.
  await expect(page.getByRole('heading', { name: /Orders \(0\)/ })).toBeVisible();
  await expect(page.getByText('0 reward points', { exact: false })).toBeVisible();
  // The group is picked by name among those a customer may join (a group the shop does not
  // have cannot be chosen; the API's refusal of one is tested in the API tests).
  const group = page.getByRole('combobox', { name: /Customer group/ });
  await expect(group).toHaveText(/^1 · /);
  await group.click();
  await page.getByRole('option', { name: /^2 · / }).click();
  await page.getByRole('button', { name: 'Save group' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: /Customer group/ })).toHaveText(/^2 · /);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('customer-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('customer-390.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 900 });

  // The privacy export arrives as a JSON file of the customer.
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Privacy export' }).click();
  const file = await exported;
  expect(file.suggestedFilename()).toMatch(/^customer-\d+\.json$/);
  const data = JSON.parse(await readDownload(file));
  expect(data.customer.email).toBe(customer.email);

  // Gift cards: issue one of €25; its code is shown once; the card's page blocks it.
  await page.getByRole('menuitem', { name: 'Gift cards' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Issue a gift card' }).click();
  await page.getByLabel('Amount (€)').fill('1000.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.MuiFormHelperText-root').filter({ hasText: /1000/ })).toBeVisible();
  await page.getByLabel('Amount (€)').fill('25');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Gift card issued' })).toBeVisible();
  const code = (await page.getByTestId('gift-card-code').textContent())?.trim() ?? '';
  expect(code.length).toBeGreaterThanOrEqual(8);
  await page.getByRole('link', { name: 'Open the card' }).click();
  await expect(page.getByRole('cell', { name: 'Issued' })).toBeVisible();
  await expect(page.getByTestId('gift-card-state')).toHaveText('Can be spent');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByTestId('gift-card-state')).toHaveText('Blocked: pays nothing');
  // Found again by its code, it is the same blocked card.
  await page.getByRole('menuitem', { name: 'Gift cards' }).click();
  await page.getByLabel('Gift card code').fill(code);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByTestId('gift-card-state')).toHaveText('Blocked: pays nothing');

  // Coupons: make one of 10 percent with a limit; the storefront's cart takes it.
  const couponCode = `BO${Date.now().toString(36).toUpperCase()}`;
  await page.getByRole('menuitem', { name: 'Coupons' }).click();
  await expect(page).toHaveURL(/\/admin\/coupons/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/admin/coupons/create');
  await page.getByLabel('Code').fill(couponCode);
  await page.getByLabel('Name').fill('Back office test coupon');
  await page.getByLabel('Discount').fill('10');
  await page.getByLabel('Uses in all').fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/coupons$/);
  await expect(page.getByRole('cell', { name: couponCode })).toBeVisible();

  // Newsletter subscribers: the CSV downloads with its header line.
  await page.getByRole('menuitem', { name: 'Newsletter subscribers' }).click();
  await expect(page.getByRole('heading', { name: 'Newsletter subscribers' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csvFile = await csv;
  expect(csvFile.suggestedFilename()).toBe('newsletter-subscribers-active.csv');
  expect((await readDownload(csvFile)).split('\n')[0]).toMatch(/email/i);

  // A shopper applies the coupon in the storefront's cart.
  await page.goto(ROMPER);
  await hydrated(page);
  await chooseVariant(page, [
    [/Kleur/, 'Lila'],
    [/Maat/, '68'],
  ]);
  await expect(page).toHaveURL(/\/SLE-100047-LIL-68$/);
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  await expect(page.getByRole('dialog', { name: /Winkelmand/ })).toBeVisible();
  await page.goto('/cart');
  await hydrated(page);
  await page.getByLabel('Kortingscode').fill(couponCode.toLowerCase());
  await page.getByRole('button', { name: 'Toepassen' }).click();
  await expect(page.getByText(`Kortingscode ${couponCode} is toegepast.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Overzicht' }).getByText('Korting')).toBeVisible();
});
