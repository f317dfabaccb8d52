/**
 * Returns: a customer with a paid (delivered) order announces a return of some of its units
 * with a reason, sees the return number, gets the mail with the instructions, and sees the
 * return on the order page of the account. In nl at 390 px from the order page in the account;
 * in de at 1366 px through the signed return link of the order mail, without a login; then the
 * shop's operator marks that return received and pays it back in the back office, and the
 * customer's order page shows it paid back.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { openAsOwner } from './admin-session.ts';
import {
  type ApiCustomer,
  newApiCustomer,
  placeApiOrder,
  providerPaymentOf,
  storeLogin,
} from './customers.ts';
import { expect, hydrated, seriousViolations, test } from './fixtures.ts';
import { ROMPER } from './lists.ts';
import { readNewestMail } from './mails.ts';

const TEXT = {
  nl: {
    prefix: '',
    width: 390,
    approve: 'Betaling goedkeuren',
    returnItems: 'Artikelen retourneren',
    quantity: 'Aantal terugsturen',
    reason: 'Reden van retour',
    reasonOption: 'Te groot',
    comment: 'Wil je nog iets toevoegen? (niet verplicht)',
    announce: 'Retour aanmelden',
    announced: 'Je retour is aangemeld',
    chooseLine: 'Kies minstens één artikel om te retourneren.',
    mailSubject: 'Je retour',
    mailSteps: 'leg een briefje met het retournummer',
    stateAnnounced: 'Aangemeld',
    yourReturns: 'Je retouren',
    back: 'Terug naar de bestelling',
  },
  de: {
    prefix: '/de',
    width: 1366,
    approve: 'Zahlung genehmigen',
    returnItems: 'Artikel zurücksenden',
    quantity: 'Anzahl zurücksenden',
    reason: 'Grund der Rücksendung',
    reasonOption: 'Zu groß',
    comment: 'Möchten Sie noch etwas hinzufügen? (optional)',
    announce: 'Rücksendung anmelden',
    announced: 'Ihre Rücksendung ist angemeldet',
    chooseLine: 'Wählen Sie mindestens einen Artikel zum Zurücksenden.',
    mailSubject: 'Ihre Rücksendung',
    mailSteps: 'legen Sie einen Zettel mit der Rücksendenummer',
    stateAnnounced: 'Angemeldet',
    stateRefunded: 'Erstattet',
    yourReturns: 'Ihre Rücksendungen',
    back: 'Zurück zur Bestellung',
  },
} as const;
type Lang = keyof typeof TEXT;

/** Two lilac rompers paid on the provider's page (iDEAL, PayPal in de), approved on the test provider's page: the order number. */
async function paidOrder(
  page: Page,
  request: APIRequestContext,
  customer: ApiCustomer,
  lang: Lang,
): Promise<string> {
  const result = await placeApiOrder(request, customer, {
    storeCode: lang,
    sku: ROMPER.childSku,
    qty: 2,
    ...providerPaymentOf(lang),
  });
  const redirect = result.buckaroo_response?.RequiredAction.RedirectURL ?? '';
  await page.goto(new URL(redirect).pathname);
  await page.getByRole('button', { name: TEXT[lang].approve }).click();
  await expect(page).toHaveURL(/\/checkout-return\?order_hash=/);
  return result.orderNumber;
}

/** Chooses one romper and a reason, sends the form: answers the return number shown. */
async function announceOneRomper(page: Page, lang: Lang): Promise<string> {
  const text = TEXT[lang];
  const line = page.getByTestId('return-line');
  await expect(line).toHaveCount(1);
  // Nothing chosen: the form says what is missing, in the page's language.
  await page.getByRole('button', { name: text.announce }).click();
  await expect(page.getByText(text.chooseLine)).toBeVisible();
  await line.getByLabel(text.quantity, { exact: false }).selectOption('1');
  await page.getByLabel(text.reason).selectOption({ label: text.reasonOption });
  await page
    .getByLabel(text.comment)
    .fill(lang === 'nl' ? 'Maat 68 is te groot.' : 'Größe 68 ist zu groß.');
  await page.screenshot({ path: `/tmp/returns-${lang}-form.png`, fullPage: true });
  await page.getByRole('button', { name: text.announce }).click();
  await expect(page.getByRole('heading', { name: text.announced })).toBeFocused();
  const number = (await page.getByTestId('return-number').textContent())?.trim() ?? '';
  expect(number).toMatch(new RegExp(`^R${lang.toUpperCase()}\\d{9}$`));
  await page.screenshot({ path: `/tmp/returns-${lang}-announced.png`, fullPage: true });
  return number;
}

/** The mail of the return: its number, where to send it, in the page's language. */
async function expectReturnMail(customer: ApiCustomer, lang: Lang, number: string) {
  const mail = await readNewestMail('return_announced', customer.email);
  expect(mail.subject).toBe(`${TEXT[lang].mailSubject} ${number}`);
  expect(mail.text).toContain(`${TEXT[lang].mailSteps} ${number}`);
  expect(mail.text).toContain('Oudegracht');
}

test.describe('returns', () => {
  test('nl at 390 px: a return announced from the order page in the account', async ({
    page,
    request,
  }) => {
    const text = TEXT.nl;
    await page.setViewportSize({ width: text.width, height: 900 });
    const customer = await newApiCustomer(request, 'returns-nl', 'nl');
    const order = await paidOrder(page, request, customer, 'nl');
    await storeLogin(page, customer, text.prefix);

    await page.goto(`${text.prefix}/my-account/purchases/${order}`);
    await hydrated(page);
    await page.getByRole('link', { name: text.returnItems }).click();
    await expect(page).toHaveURL(new RegExp(`/my-account/purchases/${order}/return$`));
    const number = await announceOneRomper(page, 'nl');
    await expectReturnMail(customer, 'nl', number);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: text.back }).click();
    await expect(page.getByRole('heading', { name: text.yourReturns })).toBeVisible();
    const shown = page.getByTestId('order-return');
    await expect(shown).toHaveCount(1);
    await expect(shown).toContainText(number);
    await expect(shown).toContainText(text.stateAnnounced);
    await expect(shown).toContainText('1 ×');
    await page.screenshot({ path: '/tmp/returns-nl-order.png', fullPage: true });
    // No horizontal scroll on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      text.width,
    );
  });

  test('de at 1366 px: a return announced through the order mail’s link, without a login', async ({
    page,
    request,
  }) => {
    // A paid order, a login to the shop, one to the back office (its first load is the heaviest
    // of the journeys) and their steps: more than the usual minute, as the back office's journeys.
    test.setTimeout(180_000);
    const text = TEXT.de;
    await page.setViewportSize({ width: text.width, height: 900 });
    const customer = await newApiCustomer(request, 'returns-de', 'de');
    const order = await paidOrder(page, request, customer, 'de');
    const confirmation = await readNewestMail('order_confirmation', customer.email);
    const link = /(http\S+\/de\/returns\/\S+\?signature=\S+)/.exec(confirmation.text)?.[1] ?? '';
    expect(link).toContain(`/de/returns/${order}?signature=`);

    const url = new URL(link);
    await page.goto(`${url.pathname}${url.search}`);
    await hydrated(page);
    const number = await announceOneRomper(page, 'de');
    await expectReturnMail(customer, 'de', number);
    expect(await seriousViolations(page)).toEqual([]);

    // The same return on the order page of the account.
    await storeLogin(page, customer, text.prefix);
    await page.goto(`${text.prefix}/my-account/purchases/${order}`);
    await hydrated(page);
    const shown = page.getByTestId('order-return');
    await expect(shown).toHaveCount(1);
    await expect(shown).toContainText(number);
    await expect(shown).toContainText(text.stateAnnounced);
    await page.screenshot({ path: '/tmp/returns-de-order.png', fullPage: true });

    // The shop receives the parcel: an operator marks the return received and pays it back
    // through the payment provider, in the back office.
    await openAsOwner(page);
    await page.getByRole('menuitem', { name: 'Returns' }).click();
    await page.getByRole('row').filter({ hasText: number }).getByRole('cell').first().click();
    const state = page.locator('[data-field="state"]');
    await expect(state).toHaveText('Announced');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Mark received' }).click();
    await expect(state).toHaveText('Received');
    await page.getByRole('button', { name: 'Pay back return' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pay back return' }).click();
    await expect(state).toHaveText('Paid back');
    await expect(page.getByRole('button', { name: 'Pay back return' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The customer's order page says so.
    await page.goto(`${text.prefix}/my-account/purchases/${order}`);
    await hydrated(page);
    await expect(page.getByTestId('order-return')).toContainText(text.stateRefunded);
  });
});
