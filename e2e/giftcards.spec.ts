/**
 * Gift cards end to end, in nl and de: a logged-in shopper buys a gift card and pays it at the
 * test provider; its code arrives by mail (the journeys' mail outbox, <E2E_DATA_DIR>/mail); in a
 * second order the shopper redeems it in the cart (a wrong code is refused in the page's
 * language; the cart lists the card with what it pays and what stays on it; axe). The two views
 * take the two paths of the second order, fixed by the card's amount against the romper's price
 * (€ 24,95 before delivery): in nl a card of € 100 pays the whole order (no payment method is
 * asked for) and the balance check shows what is left; in de a card of € 10 pays part of it, the
 * checkout shows what is still to pay, the shopper pays the rest at the test provider, and the
 * balance check then says the card is no valid gift card any more (used up).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { newApiCustomer, storeLogin } from './customers.ts';
import { expect, hydrated, seriousViolations, test } from './fixtures.ts';

const MAIL_DIR = join(process.env.E2E_DATA_DIR ?? 'var/e2e', 'mail');
const ROMPER = '/p/SLE-100047/lotje-en-lars-basic-boxpakje/SLE-100047-LIL-68';

const VIEWS = {
  nl: {
    code: 'nl',
    prefix: '',
    width: 390,
    giftCard: '/p/CADEAUBON/cadeaubon',
    amount: 'Bedrag',
    recipient: [
      ['Naam van de ontvanger', 'Lotte'],
      ['E-mailadres van de ontvanger', 'lotte@example.nl'],
    ],
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
    approve: 'Betaling goedkeuren',
    thanks: 'Bedankt voor je bestelling',
    codeLabel: 'Code van je cadeaubon',
    redeem: 'Cadeaubon inwisselen',
    cartCount: /in winkelmand/,
    notValid: 'Dit is geen geldige cadeaubon',
    used: /Cadeaubon \*{4}-\*{4}-\*{4}-\w{4}: € [\d,-]+ gebruikt, € [\d,-]+ over/,
    toPay: 'Nog te betalen',
    checkBalance: 'Saldo bekijken',
    balance: /Cadeaubon \*{4}-\*{4}-\*{4}-\w{4}: saldo € [\d,]+, geldig tot en met/,
    mailSubject: /cadeaubon/,
  },
  de: {
    code: 'de',
    prefix: '/de',
    width: 1366,
    giftCard: '/de/p/CADEAUBON/geschenkgutschein',
    amount: 'Betrag',
    recipient: [
      ['Name der beschenkten Person', 'Mia'],
      ['E-Mail-Adresse der beschenkten Person', 'mia@example.de'],
    ],
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
    approve: 'Zahlung genehmigen',
    thanks: 'Vielen Dank für Ihre Bestellung',
    codeLabel: 'Code Ihrer Geschenkkarte',
    redeem: 'Geschenkkarte einlösen',
    cartCount: /im Warenkorb/,
    notValid: 'Dies ist keine gültige Geschenkkarte',
    used: /Geschenkkarte \*{4}-\*{4}-\*{4}-\w{4}: € [\d,-]+ eingelöst, € [\d,-]+ Restguthaben/,
    toPay: 'Noch zu zahlen',
    checkBalance: 'Guthaben abfragen',
    balance: /Geschenkkarte \*{4}-\*{4}-\*{4}-\w{4}: Guthaben .+, gültig bis einschließlich/,
    mailSubject: /Geschenkkarte/,
  },
} as const;

type View = (typeof VIEWS)[keyof typeof VIEWS];

interface GiftCardMail {
  kind: string;
  to: string;
  subject: string;
  language: string;
  data: { cards: { code: string; value: string }[] };
}

/** The gift card mail to an address, waiting for it to be written. */
async function readGiftCardMail(to: string): Promise<GiftCardMail> {
  let found: GiftCardMail | undefined;
  await expect
    .poll(
      async () => {
        for (const name of (await readdir(MAIL_DIR).catch(() => [] as string[])).sort()) {
          if (!name.endsWith('.json')) continue;
          const mail = JSON.parse(await readFile(join(MAIL_DIR, name), 'utf8')) as GiftCardMail;
          if (mail.kind === 'gift_cards' && mail.to === to) found = mail;
        }
        return found !== undefined;
      },
      { message: `a gift card mail to ${to}` },
    )
    .toBe(true);
  return found as GiftCardMail;
}

/** A new customer of the view, logged in over the API and in the page's storage. */
async function logIn(page: Page, request: APIRequestContext, view: View): Promise<string> {
  const customer = await newApiCustomer(request, `giftcards-${view.code}`, view.code);
  await storeLogin(page, customer, view.prefix);
  return customer.email;
}

/** How many lines the browser's saved cart of a store view holds (idb-keyval's store). */
async function savedCartLines(page: Page, storeCode: string): Promise<number> {
  return page.evaluate(async (key) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('keyval-store');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const text = await new Promise<string | undefined>((resolve, reject) => {
      const request = db.transaction('keyval').objectStore('keyval').get(key);
      request.onsuccess = () => resolve(request.result as string | undefined);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return text ? (JSON.parse(text).state?.items?.length ?? 0) : 0;
  }, `${storeCode}-current-cart`);
}

/** The checkout's address step (the account's names are filled in already). */
async function saveAddress(page: Page, view: View) {
  for (const [label, value] of view.address) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: view.saveAddress }).click();
  await expect(page.getByText(view.saved)).toBeVisible();
}

/** An amount as the shop writes it ('€ 1.234,56', '€ 10,-') in cents. */
function centsOf(text: string): number {
  const match = /(-?)€\s?([\d.]+),(\d{2}|-)/.exec(text);
  if (!match) throw new Error(`No amount in: ${text}`);
  const cents =
    Number(match[2]!.replaceAll('.', '')) * 100 + (match[3] === '-' ? 0 : Number(match[3]));
  return match[1] === '-' ? -cents : cents;
}

/** The amount of a row of the checkout's summary (grand_total, amount_due) in cents. */
async function summaryCents(page: Page, row: string): Promise<number> {
  return centsOf((await page.locator(`aside [data-code="${row}"] dd`).textContent()) ?? '');
}

/**
 * Steps 1 and 2: a logged-in customer buys a gift card of the amount whose option matches
 * `amount`, pays it at the test provider and gets its code by mail; the code.
 */
async function buyGiftCard(
  page: Page,
  request: APIRequestContext,
  view: View,
  amount: RegExp,
): Promise<string> {
  const email = await logIn(page, request, view);

  await page.goto(view.giftCard);
  await hydrated(page);
  const amounts = page.getByLabel(view.amount);
  const option = await amounts.locator('option').filter({ hasText: amount }).getAttribute('value');
  await amounts.selectOption(option ?? '');
  for (const [label, value] of view.recipient) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: view.addToCart }).click();
  await expect(page.getByRole('dialog', { name: view.cart })).toBeVisible();
  await page.goto(`${view.prefix}/checkout`);
  await hydrated(page);
  await saveAddress(page, view);
  await page.getByRole('radio', { name: view.payment }).check();
  await page.getByRole('button', { name: view.placeOrder }).click();
  await expect(page).toHaveURL(/\/test-payment\/pay\//);
  await page.getByRole('button', { name: view.approve }).click();
  await expect(page.getByRole('heading', { name: view.thanks })).toBeVisible();
  // The paid order's cart is emptied, also in the browser's saved cart.
  await expect(page.getByRole('link', { name: view.cartCount })).toHaveCount(0);
  await expect.poll(() => savedCartLines(page, view.code)).toBe(0);

  // The code arrives by mail, in the shop's language.
  const mail = await readGiftCardMail(email);
  expect(mail.language).toBe(view.code);
  expect(mail.subject).toMatch(view.mailSubject);
  const code = mail.data.cards[0]!.code;
  expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
  return code;
}

/** The romper in the cart, and the cart page open. */
async function romperInCart(page: Page, view: View) {
  await page.goto(`${view.prefix}${ROMPER}`);
  await hydrated(page);
  await page.getByRole('button', { name: view.addToCart }).click();
  await expect(page.getByRole('dialog', { name: view.cart })).toBeVisible();
  await page.goto(`${view.prefix}/cart`);
  await hydrated(page);
}

/**
 * Step 3: a second order, the card redeemed in the cart (a wrong code first); the cart lists it
 * with what it pays and what stays on it (`used`).
 */
async function redeemInSecondOrder(page: Page, view: View, code: string, used: RegExp) {
  await romperInCart(page, view);
  const main = page.locator('main');
  const field = main.getByLabel(view.codeLabel);
  await field.fill('AAAA-BBBB-CCCC-DDDD');
  await main.getByRole('button', { name: view.redeem }).click();
  await expect(main.getByRole('alert').filter({ hasText: view.notValid })).toBeVisible();
  // Case and spaces do not matter.
  await field.fill(code.toLowerCase().replaceAll('-', ' '));
  await main.getByRole('button', { name: view.redeem }).click();
  await expect(main.getByText(view.used)).toBeVisible();
  await expect(main.getByText(used)).toBeVisible();
  await expect(main.locator('[data-code="giftcardaccount"]')).toBeVisible();
  await expect(main.locator('[data-code="amount_due"]')).toContainText(view.toPay);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`${view.prefix}/checkout`);
  await hydrated(page);
  await saveAddress(page, view);
  await page.getByRole('radio', { name: view.shipping }).check();
  // The totals follow the delivery method (the romper is below free delivery): wait for them.
  const shipping = page.locator('aside [data-code="shipping"] dd');
  await expect(shipping).toBeVisible();
  await expect(shipping).not.toHaveText(/€ 0,-/);
  await expect(page.locator('aside [data-code="amount_due"]')).toContainText(view.toPay);
}

/** Step 5: the balance check of the code in a cart (a new one: the order emptied the last). */
async function checkBalanceInCart(page: Page, view: View, code: string) {
  await romperInCart(page, view);
  const main = page.locator('main');
  await main.getByLabel(view.codeLabel).fill(code);
  await main.getByRole('button', { name: view.checkBalance }).click();
  return main;
}

// Two orders and two provider visits: a long journey.
const JOURNEY_MS = 240_000;

test.describe('nl at 390 px: a card larger than the second order pays all of it', () => {
  const view = VIEWS.nl;
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: view.width, height: 900 });
  });
  test.setTimeout(JOURNEY_MS);

  test('buy a € 100 gift card, pay a second order with it alone, check what is left', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const code = await buyGiftCard(page, request, view, /^€ 100\b/);
    // € 24,95 and delivery: the card pays the order and keeps the rest.
    await redeemInSecondOrder(page, view, code, /gebruikt, € [1-9][\d.]*,(\d{2}|-) over/);

    // 4. Nothing is left to pay: no payment method is asked for, the order is placed at once.
    await expect(page.getByTestId('no-payment-needed')).toBeVisible();
    const grandTotal = await summaryCents(page, 'grand_total');
    expect(grandTotal).toBeLessThan(10_000);
    expect(await summaryCents(page, 'amount_due')).toBe(0);
    await page.getByRole('button', { name: view.placeOrder }).click();
    await expect(page.getByRole('heading', { name: view.thanks })).toBeVisible();
    await expect(page).not.toHaveURL(/\/test-payment\//);

    // 5. The card keeps € 100 less the order.
    const left = await request.post('/api/ext/giftcard/check', { data: { giftCardCode: code } });
    expect(left.status()).toBe(200);
    expect(Math.round((await left.json()).result.balance * 100)).toBe(10_000 - grandTotal);
    const main = await checkBalanceInCart(page, view, code);
    await expect(main.getByRole('status').filter({ hasText: view.balance })).toBeVisible();
    expect(centsOf((await main.getByRole('status').textContent()) ?? '')).toBe(10_000 - grandTotal);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('de at 1366 px: a card smaller than the second order pays part of it', () => {
  const view = VIEWS.de;
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: view.width, height: 900 });
  });
  test.setTimeout(JOURNEY_MS);

  test('buy a € 10 gift card, pay the rest of a second order at the provider, the card is used up', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const code = await buyGiftCard(page, request, view, /^10 €|^€ 10\b/);
    // € 24,95 and delivery: the card pays € 10 of it and nothing stays on it.
    await redeemInSecondOrder(page, view, code, /€ 10,- eingelöst, € 0,- Restguthaben/);

    // 4. The checkout shows the rest still to pay; the shopper pays it at the test provider.
    const grandTotal = await summaryCents(page, 'grand_total');
    expect(grandTotal).toBeGreaterThan(1000);
    expect(await summaryCents(page, 'amount_due')).toBe(grandTotal - 1000);
    await expect(page.getByTestId('no-payment-needed')).toHaveCount(0);
    await page.getByRole('radio', { name: view.payment }).check();
    await page.getByRole('button', { name: view.placeOrder }).click();
    await expect(page).toHaveURL(/\/test-payment\/pay\//);
    await page.getByRole('button', { name: view.approve }).click();
    await expect(page.getByRole('heading', { name: view.thanks })).toBeVisible();

    // 5. The card is used up: the balance check answers it is no valid gift card any more.
    const left = await request.post('/api/ext/giftcard/check', { data: { giftCardCode: code } });
    expect(left.status()).toBe(404);
    const main = await checkBalanceInCart(page, view, code);
    await expect(main.getByRole('alert').filter({ hasText: view.notValid })).toBeVisible();
    await expect(main.getByRole('status')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
