/**
 * The checkout's address and payment as a shopper meets them, nl on a phone (390 px) and de on a
 * desktop (1366 px):
 * - the address lines come in the order of the address's country: a Dutch address postcode and
 *   house number first, a German one street and house number, then postcode and town; Tab goes
 *   the same way;
 * - 'Place order' looks inactive and lists what is missing until address, delivery and payment
 *   are there; pressed anyway it says the first missing step;
 * - the payment methods and their logos (checkout and footer) are those of the store view's
 *   country: iDEAL in the Dutch shop, never Sofort, EPS or Bancontact there; Sofort and Klarna in
 *   the German shop, never iDEAL or Bancontact;
 * - the gift card is redeemed in one place of the checkout, its payment step;
 * - the phone field's example fits the field on a phone.
 * Screenshots of both checkouts go to the test's results.
 */
import type { Locator, Page } from '@playwright/test';
import { newApiCustomer, storeLogin } from './customers.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { type Lang, text } from './texts.ts';

const ROMPER_PATH = '/p/SLE-100047/lotje-en-lars-basic-boxpakje/SLE-100047-LIL-68';

const prefix = (lang: Lang) => (lang === 'nl' ? '' : '/de');

async function checkoutWithRomper(page: Page, lang: Lang) {
  await page.goto(`${prefix(lang)}${ROMPER_PATH}`);
  await hydrated(page);
  await page.getByRole('button', { name: text(lang, 'Add to cart'), exact: true }).click();
  const microcart = page.getByRole('dialog', { name: new RegExp(text(lang, 'Shopping cart')) });
  await microcart.getByRole('link', { name: text(lang, 'Proceed to checkout') }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await hydrated(page);
  // The cart's toast would cover the form on a phone.
  const toasts = page.getByRole('region', { name: text(lang, 'Notifications') });
  for (const close of await toasts.getByRole('button', { name: text(lang, 'Close') }).all()) {
    await close.click();
  }
}

/** The labels of the address fieldset's controls in document order. */
async function labelsInDocumentOrder(page: Page): Promise<string[]> {
  return page
    .locator('section[aria-labelledby="checkout-address"] fieldset')
    .nth(1)
    .evaluate((fieldset) =>
      [...fieldset.querySelectorAll('input, select')].map(
        (control) => (control as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? '',
      ),
    );
}

/** The labels Tab reaches from the country select on, as many as `count`. */
async function labelsInTabOrder(page: Page, lang: Lang, count: number): Promise<string[]> {
  await page.getByLabel(text(lang, 'Country'), { exact: true }).focus();
  const labels: string[] = [];
  for (let i = 0; i < count; i += 1) {
    labels.push(
      await page.evaluate(
        () => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? '',
      ),
    );
    await page.keyboard.press('Tab');
  }
  return labels;
}

/** The codes of the payment methods offered, and the names of the logos beside them. */
async function paymentOffer(page: Page) {
  const payment = page.locator('section[aria-labelledby="checkout-payment"]');
  await expect(payment.locator('input[name="payment-method"]').first()).toBeVisible();
  const codes = await payment
    .locator('input[name="payment-method"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const logos = await payment
    .locator('img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  return { codes, logos };
}

async function footerLogos(page: Page): Promise<string[]> {
  return page
    .locator('footer img[src^="/payment/"]')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
}

/**
 * Presses a button by keyboard: 'Place order' stays focusable while it looks inactive
 * (aria-disabled), so pressing it says what is missing.
 */
async function pressByKeyboard(button: Locator) {
  await button.focus();
  await button.press('Enter');
}

const placeOrderButton = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: text(lang, 'Place order') });

test.describe('nl at 390 px', () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test('postcode first, the lookup replaces street and town, Dutch payment methods, one gift card place', async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    const lang = 'nl';
    const customer = await newApiCustomer(request, 'address-nl', 'nl');
    await storeLogin(page, customer, '');
    await checkoutWithRomper(page, lang);
    const field = (key: string) => page.getByLabel(text(lang, key), { exact: true });
    await field('Country').selectOption('NL');

    // The Dutch custom: postcode and house number first; Tab follows the same order.
    const order = ['Land', 'Postcode', 'Huisnummer', 'Toevoeging', 'Straat', 'Plaats'];
    expect((await labelsInDocumentOrder(page)).slice(0, 6)).toEqual(order);
    expect(await labelsInTabOrder(page, lang, 6)).toEqual(order);

    // The phone field's example fits the field on a phone.
    const phone = field('Phone number (optional)');
    await expect(phone).toHaveAttribute('placeholder', text(lang, 'Phone number example'));
    const room = await phone.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const inner =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return inner - context.measureText(input.placeholder).width;
    });
    expect(room).toBeGreaterThan(0);

    // 'Place order' looks inactive and says what is missing.
    const place = placeOrderButton(page, lang);
    await expect(place).toHaveAttribute('aria-disabled', 'true');
    const missing = page.getByTestId('place-order-missing');
    await expect(missing).toContainText(text(lang, 'Please save your address first.'));
    await expect(missing).toContainText(text(lang, 'Please choose a payment method.'));
    const summaryShot = testInfo.outputPath('summary-missing-nl-390.png');
    await page.locator('aside').screenshot({ path: summaryShot });
    await testInfo.attach('summary-missing-nl-390', { path: summaryShot });

    // Postcode and number find the Rijksmuseum; another postcode replaces street and town.
    await field('Postcode').fill('1071 XX');
    await field('House number').fill('1');
    await expect(field('Street')).toHaveValue('Museumstraat');
    await expect(field('City')).toHaveValue('Amsterdam');
    // A postcode the shop does not know: said at the field, the Amsterdam lines are not kept.
    const unknownText = text(
      lang,
      'We do not know postcode {postcode}. Please check it, or fill in street and town yourself.',
    ).replace('{postcode}', '1110 AA');
    await field('Postcode').fill('1110 AA');
    await expect(page.getByRole('status').filter({ hasText: unknownText })).toBeVisible();
    await expect(field('Postcode')).toHaveAccessibleDescription(unknownText);
    await expect(field('Street')).toHaveValue('');
    await expect(field('City')).toHaveValue('');
    const unknownShot = testInfo.outputPath('postcode-unknown-nl-390.png');
    await page
      .locator('section[aria-labelledby="checkout-address"]')
      .screenshot({ path: unknownShot });
    await testInfo.attach('postcode-unknown-nl-390', { path: unknownShot });
    // A Haarlem postcode the sample knows the town of: the town, and no street of before.
    await field('Postcode').fill('2011 AB');
    await expect(field('City')).toHaveValue('Haarlem');
    await expect(field('Street')).toHaveValue('');
    await expect(page.getByRole('status').filter({ hasText: unknownText })).toHaveCount(0);
    // The shopper writes the street by hand, and the address is saved.
    await field('Street').fill('Grote Markt');
    await page.getByRole('button', { name: text(lang, 'Save address') }).click();
    await expect(missing).not.toContainText(text(lang, 'Please save your address first.'));
    await page.getByRole('radio', { name: new RegExp(text(lang, 'Standard delivery')) }).check();

    // The Dutch methods: iDEAL, never Sofort, EPS, Bancontact or the provider's gift card.
    const { codes, logos } = await paymentOffer(page);
    expect(codes).toContain('buckaroo_magento2_ideal');
    expect(codes).toContain('buckaroo_magento2_transfer');
    for (const foreign of ['sofort', 'eps', 'mrcash', 'giftcards']) {
      expect(codes).not.toContain(`buckaroo_magento2_${foreign}`);
    }
    expect(logos.some((src) => src.endsWith('/payment/ideal.svg'))).toBe(true);
    for (const foreign of ['sofort', 'eps', 'bancontact']) {
      expect(logos.some((src) => src.endsWith(`/payment/${foreign}.svg`))).toBe(false);
      expect(await footerLogos(page)).not.toContain(`/payment/${foreign}.svg`);
    }
    expect(await footerLogos(page)).toContain('/payment/ideal.svg');

    // One place for a gift card: the payment step.
    await expect(page.getByTestId('gift-card-field')).toHaveCount(1);
    await expect(
      page.locator('section[aria-labelledby="checkout-payment"]').getByTestId('gift-card-field'),
    ).toBeVisible();

    // Pressed before a payment method is chosen: it says so.
    await pressByKeyboard(place);
    await expect(
      page.getByRole('alert').filter({ hasText: text(lang, 'Please choose a payment method.') }),
    ).toBeVisible();
    await page.getByRole('radio', { name: new RegExp(text(lang, 'Bank transfer')) }).check();
    await expect(place).toHaveAttribute('aria-disabled', 'false');
    await expect(missing).toHaveCount(0);

    const shot = testInfo.outputPath('checkout-nl-390.png');
    await page.screenshot({ path: shot, fullPage: true });
    await testInfo.attach('checkout-nl-390', { path: shot });
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('de at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 1000 } });

  test('street and house number first, German payment methods, no iDEAL anywhere', async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    const lang = 'de';
    const customer = await newApiCustomer(request, 'address-de', 'de');
    await storeLogin(page, customer, '/de');
    await checkoutWithRomper(page, lang);
    const field = (key: string) => page.getByLabel(text(lang, key), { exact: true });
    await field('Country').selectOption('DE');

    // Straße und Hausnummer, then PLZ and Ort; Tab follows the same order.
    const order = ['Land', 'Straße', 'Hausnummer', 'Zusatz', 'Postleitzahl', 'Ort'];
    expect((await labelsInDocumentOrder(page)).slice(0, 6)).toEqual(order);
    expect(await labelsInTabOrder(page, lang, 6)).toEqual(order);
    // The lines also sit in that order on the screen: street left of the house number, both
    // above postcode and town.
    const box = async (key: string) => (await field(key).boundingBox())!;
    expect((await box('Street')).x).toBeLessThan((await box('House number')).x);
    expect((await box('House number')).y).toBeLessThan((await box('Postcode')).y);
    expect((await box('Postcode')).x).toBeLessThan((await box('City')).x);

    // 'Place order' looks inactive before an address; pressed, it says what is missing first.
    const place = placeOrderButton(page, lang);
    await expect(place).toHaveAttribute('aria-disabled', 'true');
    await pressByKeyboard(place);
    await expect(
      page.getByRole('alert').filter({ hasText: text(lang, 'Please save your address first.') }),
    ).toBeVisible();

    await field('Street').fill('Invalidenstraße');
    await field('House number').fill('5');
    await field('Postcode').fill('10115');
    await field('City').fill('Berlin');
    await page.getByRole('button', { name: text(lang, 'Save address') }).click();
    await page.getByRole('radio', { name: new RegExp(text(lang, 'Standard delivery')) }).check();

    // The German methods: Sofort and Klarna, never iDEAL, Bancontact or EPS.
    const { codes, logos } = await paymentOffer(page);
    for (const own of ['creditcard', 'paypal', 'sofort', 'klarna', 'transfer']) {
      expect(codes).toContain(`buckaroo_magento2_${own}`);
    }
    for (const foreign of ['ideal', 'mrcash', 'eps', 'giftcards']) {
      expect(codes).not.toContain(`buckaroo_magento2_${foreign}`);
    }
    for (const foreign of ['ideal', 'bancontact', 'eps']) {
      expect(logos.some((src) => src.endsWith(`/payment/${foreign}.svg`))).toBe(false);
      expect(await footerLogos(page)).not.toContain(`/payment/${foreign}.svg`);
    }
    await page.getByRole('radio', { name: new RegExp(text(lang, 'Credit card')) }).check();
    await expect(place).toHaveAttribute('aria-disabled', 'false');

    const shot = testInfo.outputPath('checkout-de-1366.png');
    await page.screenshot({ path: shot, fullPage: true });
    await testInfo.attach('checkout-de-1366', { path: shot });
    expect(consoleErrors).toEqual([]);
  });
});
