/**
 * The wishlist journeys (secondary-areas §4 "Wishlist"): a guest saves products from a card and
 * from a product page (a configurable with its chosen child), the list survives a reload, is
 * merged into the customer's server list at login and follows the customer to another browser;
 * remove, add to cart from the list, the header's and the tab bar's counts (the tab links to
 * /my-lists), a list longer than one catalogue page shown whole, and axe on the page empty and
 * filled. In Dutch at 390 px and in German at 1366 px.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  expect,
  hydrated,
  seriousViolations,
  test,
  uniqueEmail,
  watchContext,
} from './fixtures.ts';
import { addToServerWishlist } from './lists.ts';

const PASSWORD = 'Wandel-Wagen-2026';
const ROMPER_LILA_68 = 'p/SLE-100047/lotje-en-lars-basic-boxpakje/SLE-100047-LIL-68';
const SERVER_SKU = 'ICS-100010';

const LANGUAGES = {
  nl: {
    prefix: '',
    width: 390,
    heart: 'op mijn verlanglijst',
    account: 'Mijn account',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    login: 'Inloggen',
    loggedIn: 'Je bent ingelogd',
    logout: 'Uitloggen',
    title: 'Mijn verlanglijst',
    empty: 'Je verlanglijst is nog leeg.',
    remove: 'van verlanglijst verwijderen',
    addToCart: 'In winkelmand',
  },
  de: {
    prefix: '/de',
    width: 1366,
    heart: 'auf meiner Wunschliste',
    account: 'Mein Konto',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    login: 'Anmelden',
    loggedIn: 'Sie sind angemeldet',
    logout: 'Abmelden',
    title: 'Meine Wunschliste',
    empty: 'Ihre Wunschliste ist noch leer.',
    remove: 'von der Wunschliste entfernen',
    addToCart: 'In den Warenkorb',
  },
} as const;
type Language = (typeof LANGUAGES)[keyof typeof LANGUAGES];

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** The wishlist count the shopper sees: the tab bar's badge on phones, the header's on desktop. */
function count(page: Page, lang: Language) {
  return lang.width >= 1024
    ? page.getByTestId('header-wishlist-count').locator('[aria-hidden="true"]')
    : page.locator('.tab-bar a[href$="/my-lists"] .tab-bar__badge [aria-hidden="true"]');
}

function entries(page: Page) {
  return page.locator('.wishlist-page li[data-sku]');
}

async function logIn(page: Page, lang: Language, email: string) {
  await page.getByRole('link', { name: lang.account }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel(lang.email).fill(email);
  await modal.getByLabel(lang.password, { exact: true }).fill(PASSWORD);
  await modal.getByRole('button', { name: lang.login, exact: true }).click();
  await expect(page.getByText(new RegExp(lang.loggedIn)).first()).toBeVisible();
}

/** A new customer; answers the e-mail and the API token. */
async function newCustomer(request: APIRequestContext) {
  const email = uniqueEmail('wishlist');
  const created = await request.post('/api/user/create?storeCode=nl', {
    data: { customer: { email, firstname: 'Sanne', lastname: 'de Vries' }, password: PASSWORD },
  });
  expect(created.status()).toBe(200);
  const login = await request.post('/api/user/login', {
    data: { username: email, password: PASSWORD },
  });
  return { email, token: (await login.json()).result as string };
}

/** Adds products to a customer's server list through the API. */
async function addToServerList(request: APIRequestContext, token: string, productIds: number[]) {
  for (const productId of productIds) {
    const added = await request.post('/api/ext/wishlist/add', {
      headers: { authorization: `Bearer ${token}` },
      data: { productId },
    });
    expect(added.status()).toBe(200);
  }
}

/** A customer whose server list already holds one product (another device's). */
async function customerWithServerList(request: APIRequestContext) {
  const { email, token } = await newCustomer(request);
  await addToServerWishlist(request, token, SERVER_SKU);
  return email;
}

/**
 * The home page's first product cards are in a content block below the first two: it hydrates
 * once scrolled near the viewport (secondary-areas §9), so the journey scrolls there and waits.
 */
async function homeCardReady(page: Page) {
  const slot = page.locator('[data-block="product_carousel"]').first();
  await slot.scrollIntoViewIfNeeded();
  await slot.locator('[data-hydrated="true"]').waitFor({ state: 'attached' });
}

async function journey(page: Page, browser: Browser, request: APIRequestContext, lang: Language) {
  const email = await customerWithServerList(request);
  await page.setViewportSize({ width: lang.width, height: 900 });

  // A guest saves the first product card of the home page.
  await open(page, `${lang.prefix}/`);
  const card = page.locator('.product-card').first();
  await homeCardReady(page);
  const cardName = (await card.getByRole('heading').textContent())?.trim() ?? '';
  const cardHeart = card.getByRole('button', { name: `${cardName} ${lang.heart}` });
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
  await cardHeart.click();
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(count(page, lang)).toHaveText('1');

  // And a romper suit with its chosen size and colour from its page.
  await open(page, `${lang.prefix}/${ROMPER_LILA_68}`);
  const pageHeart = page.locator('article[data-sku]').getByRole('button', { name: lang.heart });
  await pageHeart.first().click();
  await expect(pageHeart.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(count(page, lang)).toHaveText('2');

  // The list survives a reload.
  await open(page, `${lang.prefix}/wishlist`);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: lang.title })).toBeVisible();
  await expect(entries(page)).toHaveCount(2);
  await expect(page.locator('li[data-sku="SLE-100047-LIL-68"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // At login the server's entry joins the guest's two.
  await logIn(page, lang, email);
  await expect(entries(page)).toHaveCount(3);
  await expect(count(page, lang)).toHaveText('3');

  // Another browser sees the same list after its login; it removes the server's product.
  const other = await browser.newContext({ viewport: { width: lang.width, height: 900 } });
  watchContext(other);
  try {
    const otherPage = await other.newPage();
    await open(otherPage, `${lang.prefix}/my-lists`);
    await expect(otherPage.getByText(lang.empty)).toBeVisible();
    await logIn(otherPage, lang, email);
    await expect(entries(otherPage)).toHaveCount(3);
    const serverEntry = otherPage.locator(`li[data-sku="${SERVER_SKU}"]`);
    await serverEntry.getByRole('button', { name: new RegExp(lang.remove) }).click();
    await expect(entries(otherPage)).toHaveCount(2);
    await expect(count(otherPage, lang)).toHaveText('2');
  } finally {
    await other.close();
  }

  // The first browser reads the list again on its next page: the removal shows here too.
  await open(page, `${lang.prefix}/wishlist`);
  await expect(entries(page)).toHaveCount(2);

  // Add to cart from the list (the romper suit with its chosen child; a product whose options are
  // still to choose links to its page): the micro cart opens with it.
  const romper = page.locator('li[data-sku="SLE-100047-LIL-68"]');
  const romperName = (await romper.getByRole('link').first().textContent())?.trim() ?? '';
  await romper.getByRole('button', { name: lang.addToCart }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByText(romperName).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // A logout clears the list in this browser (core-shop §4); the server keeps it.
  await open(page, `${lang.prefix}/my-account`);
  await page.getByRole('button', { name: lang.logout }).click();
  await open(page, `${lang.prefix}/wishlist`);
  await expect(page.getByText(lang.empty)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
}

test.describe('wishlist', () => {
  test('in Dutch at 390 px: a guest list from a card and a product page, kept at login, shared with another browser', async ({
    page,
    browser,
    request,
  }) => {
    await journey(page, browser, request, LANGUAGES.nl);
  });

  test('in German at 1366 px: the same, with the header link and its count', async ({
    page,
    browser,
    request,
  }) => {
    await journey(page, browser, request, LANGUAGES.de);
    // The header links to the list next to account and cart.
    await expect(page.getByRole('link', { name: /Wunschliste/ }).first()).toBeVisible();
  });

  test('the empty list suggests the next step; logout clears the list in this browser; axe', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await open(page, '/');
    const card = page.locator('.product-card').first();
    await homeCardReady(page);
    const heart = card.getByRole('button', { name: LANGUAGES.nl.heart });
    await heart.click();
    // The first press loads the wishlist's code and saves the product then: the heart shows it
    // pressed once it is saved, and only then is leaving the page without losing it certain.
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await open(page, '/wishlist');
    await expect(entries(page)).toHaveCount(1);
    await entries(page)
      .getByRole('button', { name: new RegExp(LANGUAGES.nl.remove) })
      .click();
    await expect(page.getByText(LANGUAGES.nl.empty)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ontdek onze producten' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing personal in the server's HTML: the empty list's page without a count.
    const html = await (await page.request.get('/wishlist')).text();
    expect(html).not.toContain('tab-bar__badge');
  });

  test('a list longer than one catalogue page shows every product, none as unavailable', async ({
    page,
    request,
  }) => {
    // 55 products on the server list: more than one page (50) of the catalogue's search.
    const { email, token } = await newCustomer(request);
    const search = await request.post('/api/catalog/nl/product/_search', {
      data: { size: 55, includeFields: ['id', 'sku', 'name'] },
    });
    const products = (await search.json()).result.items as {
      id: number;
      sku: string;
      name: string;
    }[];
    expect(products).toHaveLength(55);
    await addToServerList(
      request,
      token,
      products.map((product) => product.id),
    );

    await page.setViewportSize({ width: 390, height: 900 });
    await open(page, '/my-lists');
    await logIn(page, LANGUAGES.nl, email);
    await expect(entries(page)).toHaveCount(55);
    await expect(page.locator('.wishlist-page').getByText('55 producten')).toBeVisible();
    // Every entry shows its product's name (an unavailable one shows its sku): the last one
    // added too, past the first page.
    const last = products.at(-1);
    await expect(page.locator(`li[data-sku="${last?.sku}"]`)).toContainText(last?.name ?? '-');
    await expect(page.getByText('Dit product is niet meer beschikbaar.')).toHaveCount(0);
  });

  test('products that cannot be read just now are not called unavailable: the list says so and tries again', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { email, token } = await newCustomer(request);
    const search = await request.post('/api/catalog/de/product/_search', {
      data: { filters: { sku: [SERVER_SKU] }, size: 1, includeFields: ['id', 'name'] },
    });
    const [product] = (await search.json()).result.items as { id: number; name: string }[];
    await addToServerList(request, token, [product?.id ?? 0]);

    // The browser's read of the list's products fails once (the page's own calls only).
    let refused = false;
    await page.route('**/api/catalog/de/product/_search', async (route) => {
      const body = route.request().postDataJSON() as { filters?: { sku?: string[] } };
      if (!refused && body.filters?.sku?.includes(SERVER_SKU)) {
        refused = true;
        await route.fulfill({ status: 503, json: { code: 503, result: 'busy' } });
        return;
      }
      await route.continue();
    });
    await page.setViewportSize({ width: 1366, height: 900 });
    await open(page, '/de/my-lists');
    await logIn(page, LANGUAGES.de, email);
    const alert = page.getByRole('alert').filter({ hasText: 'Ihre Wunschliste kann gerade nicht' });
    await expect(alert).toBeVisible();
    await expect(page.getByText('Dieses Produkt ist nicht mehr erhältlich.')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(entries(page)).toHaveCount(1);
    await expect(entries(page).first()).toContainText(product?.name ?? '-');
    // The refused read is the browser's one expected error.
    expect(consoleErrors.filter((error) => !error.includes('503'))).toEqual([]);
    consoleErrors.length = 0;
  });
});
