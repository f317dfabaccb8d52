/**
 * The API's refusals read in the page's language: the cart shows an invalid coupon, a quantity
 * past the largest (99999) and a quantity past the stock in Dutch on /… and in German on /de/…,
 * on a phone (390 px) and a desktop (1366 px), and never the API's English or raw validation
 * text. The storefront translates them by the answer's message key (meta.key, meta.params), with
 * their numbers in the page's locale (10.000).
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { widthsFor } from './views.ts';

/** The configurable romper suit of the demo catalogue. */
const ROMPER = '/p/SLE-100047/lotje-en-lars-basic-boxpakje';

/** What the API writes in English, and raw validation text: never shown to the shopper. */
const ENGLISH =
  /coupon code|is not valid|Invalid request|cartItem|qty|products of this type|must be/i;

const LANGUAGES = {
  nl: {
    cart: '/cart',
    addToCart: 'In winkelmand',
    added: 'Het product is aan je winkelmand toegevoegd!',
    couponLabel: 'Kortingscode',
    apply: 'Toepassen',
    quantityLabel: /Aantal van/,
    notifications: 'Meldingen',
    invalidCoupon: 'De kortingscode „BESTAATNIET” is niet geldig.',
    tooMany: 'Je kunt maximaal 10.000 stuks van een product bestellen.',
    onlyAvailable: /Er zijn nog maar \d+ stuks van dit product beschikbaar!/,
  },
  de: {
    cart: '/de/cart',
    addToCart: 'In den Warenkorb',
    added: 'Das Produkt wurde in den Warenkorb gelegt!',
    couponLabel: 'Gutscheincode',
    apply: 'Einlösen',
    quantityLabel: /Menge von/,
    notifications: 'Meldungen',
    invalidCoupon: 'Der Gutscheincode „BESTAATNIET“ ist ungültig.',
    tooMany: 'Sie können höchstens 10.000 Stück eines Produkts bestellen.',
    onlyAvailable: /Von diesem Produkt sind nur noch \d+ Stück verfügbar!/,
  },
} as const;
type Language = keyof typeof LANGUAGES;

/** Puts the romper suit in the cart of the language's store view and opens the cart page. */
async function cartWithRomper(page: Page, language: Language) {
  const texts = LANGUAGES[language];
  await page.goto(ROMPER);
  await hydrated(page);
  if (language === 'de') {
    await page
      .getByRole('navigation', { name: 'Kies je taal' })
      .getByRole('link', { name: 'DE' })
      .click();
    await expect(page).toHaveURL(/\/de\/p\/SLE-100047\//);
    await hydrated(page);
  }
  await page.getByRole('button', { name: texts.addToCart }).click();
  await expect(page.getByText(texts.added)).toBeVisible();
  await page.goto(texts.cart);
  await hydrated(page);
}

/**
 * Sets the line's quantity as a shopper does (type it, then leave the field) and waits until
 * the cart's sync has ended with its totals: a change made while a sync still runs waits for
 * the next one.
 */
async function setQuantity(page: Page, language: Language, qty: number) {
  const input = page.getByLabel(LANGUAGES[language].quantityLabel);
  const totalsSynced = page.waitForResponse((response) =>
    /\/api\/cart\/(shipping-information|totals)\?/.test(response.url()),
  );
  await input.fill(String(qty));
  await input.press('Tab');
  await totalsSynced;
}

for (const width of [390, 1366]) {
  test.describe(`refusals in the page's language at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

    for (const language of (Object.keys(LANGUAGES) as Language[]).filter((one) =>
      widthsFor(one).includes(width),
    )) {
      test(`${language}: an invalid coupon, quantity 99999 and more than the stock`, async ({
        page,
        consoleErrors,
      }) => {
        const texts = LANGUAGES[language];
        await cartWithRomper(page, language);

        await page.getByLabel(texts.couponLabel).fill('BESTAATNIET');
        await page.getByRole('button', { name: texts.apply, exact: true }).click();
        const couponAlert = page.getByRole('alert').filter({ hasText: 'BESTAATNIET' });
        await expect(couponAlert).toHaveText(texts.invalidCoupon);
        await expect(couponAlert).not.toHaveText(ENGLISH);

        const notifications = page.getByRole('region', { name: texts.notifications });
        await setQuantity(page, language, 99999);
        const tooMany = notifications.getByText(texts.tooMany);
        await expect(tooMany).toBeVisible();
        await expect(notifications).not.toContainText(ENGLISH);
        // The refused quantity is undone before the next change is made.
        await expect(page.getByLabel(texts.quantityLabel)).toHaveValue('1');

        await setQuantity(page, language, 9999);
        await expect(notifications.getByText(texts.onlyAvailable)).toBeVisible();
        await expect(notifications).not.toContainText(ENGLISH);
        await expect(page.getByLabel(texts.quantityLabel)).toHaveValue('1');

        // The browser logs each refused call (400, 404) as a failed load: those are the refusals
        // this journey provokes; anything else is a failure.
        const unexpected = consoleErrors.filter((error) => !/status of 40[04] \(/.test(error));
        consoleErrors.splice(0, consoleErrors.length, ...unexpected);
        expect(unexpected).toEqual([]);
      });
    }
  });
}
