/**
 * The storefront's pages as a shopper tries them, in Dutch and German, on a phone (390 px) and a
 * desktop (1366 px): the thank-you page and the account's order page show the order (lines,
 * address, delivery method and date, payment status, next steps); the language switch keeps the
 * filters, sort and the content page; the phone's filter panel closes when a filter is chosen;
 * empty states suggest the next step; the product gallery zooms and returns the focus; dialogs
 * return the focus to their opener. Then every page type at 320 px (the lists and the birth list's
 * pages filled): no sideways scrolling and no serious or critical axe violation. Orders are placed over the API (the checkout journeys test
 * the checkout's forms); screenshots of the order pages go to var/screens.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, seriousViolations, test, uniqueEmail } from './fixtures.ts';
import { addToServerWishlist, birthListWithGifts } from './lists.ts';
import { widthsFor } from './views.ts';

const PASSWORD = 'Wandel-Wagen-2026';
const ACCESS_TOKEN_KEY = 'shop/user/current-token';
const REFRESH_TOKEN_KEY = 'shop/user/current-refresh-token';
const ROMPER = '/p/SLE-100047/lotje-en-lars-basic-boxpakje';
const ROMPER_LILA_68 = 'SLE-100047-LIL-68';
const SCREENS = 'var/screens';

/** The texts of the store views that these journeys look for. */
const TEXT = {
  nl: {
    prefix: '',
    thanks: 'Bedankt voor je bestelling',
    qty: 'Aantal: 2',
    method: 'Standaard bezorging',
    expected: 'Verwachte bezorging',
    paymentStatus: 'Nog niet betaald',
    next: 'Zo gaat het verder',
    weekday: /maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag/,
    suggestions: 'Onze tips',
    emptyCartText: 'Vind iets wat je mooi vindt en leg het in je winkelmand.',
    noOrders: 'Begin met winkelen',
    zoom: /Afbeelding 1 van \d+ vergroten/,
  },
  de: {
    prefix: '/de',
    thanks: 'Vielen Dank für Ihre Bestellung',
    qty: 'Menge: 2',
    method: 'Standardversand',
    expected: 'Voraussichtliche Lieferung',
    paymentStatus: 'Noch nicht bezahlt',
    next: 'So geht es weiter',
    weekday: /Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag/,
    suggestions: 'Unsere Empfehlungen',
    emptyCartText: 'Finden Sie etwas, das Ihnen gefällt, und legen Sie es in den Warenkorb.',
    noOrders: 'Jetzt einkaufen',
    zoom: /Bild 1 von \d+ vergrößern/,
  },
} as const;
type Lang = keyof typeof TEXT;
const LANGS: Lang[] = ['nl', 'de'];

interface Customer {
  email: string;
  token: string;
  refreshToken: string;
}

async function newCustomer(request: APIRequestContext, label: string): Promise<Customer> {
  const email = uniqueEmail(label);
  const created = await request.post('/api/user/create?storeCode=nl', {
    data: { customer: { email, firstname: 'Sanne', lastname: 'de Vries' }, password: PASSWORD },
  });
  expect(created.status()).toBe(200);
  const login = await request.post('/api/user/login', {
    data: { username: email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const body = await login.json();
  return { email, token: body.result, refreshToken: body.meta.refreshToken };
}

/** Opens the shop with the customer's login stored, as the login modal leaves it. */
async function logIn(page: Page, customer: Customer) {
  await page.goto('/');
  await page.evaluate(
    ([keys, values]) => {
      localStorage.setItem(keys[0], values[0]);
      localStorage.setItem(keys[1], values[1]);
    },
    [
      [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY],
      [customer.token, customer.refreshToken],
    ] as const,
  );
}

const ADDRESS = {
  firstname: 'Sanne',
  lastname: 'de Vries',
  street: ['Oudegracht', '12', 'b'],
  city: 'Utrecht',
  postcode: '3511 AB',
  country_id: 'NL',
  telephone: '0612345678',
};

/** Two lilac rompers in size 68, delivered to Utrecht, paid on delivery: its number and hash. */
async function placeOrder(request: APIRequestContext, customer: Customer) {
  const auth = `token=${encodeURIComponent(customer.token)}`;
  const created = await request.post(`/api/cart/create?${auth}`);
  const cartId = (await created.json()).result as string;
  const added = await request.post(`/api/cart/update?${auth}&cartId=${cartId}`, {
    data: { cartItem: { sku: ROMPER_LILA_68, qty: 2, quoteId: cartId } },
  });
  expect(added.status()).toBe(200);
  const placed = await request.post(`/api/ext/buckaroo/payment-information?${auth}`, {
    data: {
      paymentInformation: {
        cartId,
        email: customer.email,
        paymentMethod: { method: 'cashondelivery' },
      },
      order: {
        order_id: `e2e-pages-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        created_at: new Date().toString(),
        updated_at: new Date().toString(),
        transmited: true,
        user_id: '',
        cart_id: cartId,
        store_code: 'nl',
        products: [{ sku: ROMPER_LILA_68, qty: 2 }],
        addressInformation: {
          shippingAddress: ADDRESS,
          billingAddress: { ...ADDRESS, email: customer.email },
          shipping_method_code: 'flatrate',
          shipping_carrier_code: 'flatrate',
          payment_method_code: 'cashondelivery',
          payment_method_additional: {},
        },
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const result = (await placed.json()).result as { orderNumber: string; order_hash: string };
  return { number: result.orderNumber, hash: result.order_hash };
}

/** What both order pages must show of the order placed by `placeOrder`. */
async function expectOrderShown(page: Page, lang: Lang) {
  const text = TEXT[lang];
  const main = page.locator('main');
  await expect(main.getByText('Lotje & Lars Basic boxpakje').first()).toBeVisible();
  await expect(main.getByText(/Kleur: Lila/).first()).toBeVisible();
  await expect(main.getByText(/Maat: 68/).first()).toBeVisible();
  await expect(main.getByText(text.qty).first()).toBeVisible();
  await expect(main.getByText('Oudegracht 12 b')).toBeVisible();
  await expect(main.getByText('3511 AB Utrecht')).toBeVisible();
  await expect(main.getByText(text.method, { exact: true })).toBeVisible();
  await expect(main.getByText(text.expected, { exact: true })).toBeVisible();
  await expect(page.getByTestId('expected-delivery')).toHaveText(text.weekday);
  await expect(main.getByText(text.paymentStatus, { exact: true }).first()).toBeVisible();
  await expect(main.getByRole('heading', { name: text.next })).toBeVisible();
}

/** No sideways scrolling: the document is no wider than the window. */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: window.innerWidth,
  }));
  expect(widths.scroll, `${label} is ${widths.scroll} px wide`).toBeLessThanOrEqual(widths.client);
}

test.describe('order pages', () => {
  for (const lang of LANGS) {
    for (const width of widthsFor(lang)) {
      test(`thank-you page and order page show the order (${lang}, ${width} px)`, async ({
        page,
        request,
        consoleErrors,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        const customer = await newCustomer(request, `pages-order-${lang}`);
        const order = await placeOrder(request, customer);
        await logIn(page, customer);
        const text = TEXT[lang];

        await page.goto(`${text.prefix}/checkout-return?result=1&order_hash=${order.hash}`);
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1, name: text.thanks })).toBeVisible();
        await expect(page.getByTestId('order-number')).toHaveText(order.number);
        await expectOrderShown(page, lang);
        await expectNoSidewaysScroll(page, 'the thank-you page');
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({
          path: `${SCREENS}/thank-you-${lang}-${width}.png`,
          fullPage: true,
        });

        await page.goto(`${text.prefix}/my-account/purchases/${order.number}`);
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);
        await expectOrderShown(page, lang);
        await expectNoSidewaysScroll(page, 'the order page');
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SCREENS}/order-${lang}-${width}.png`, fullPage: true });
        expect(consoleErrors).toEqual([]);
      });
    }
  }
});

test.describe('language switch', () => {
  for (const lang of LANGS) {
    for (const width of widthsFor(lang)) {
      test(`keeps filters, sort and the content page (${lang}, ${width} px)`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        const other: Lang = lang === 'nl' ? 'de' : 'nl';
        const category = lang === 'nl' ? '/c/kinderwagens' : '/de/c/kinderwagen';
        await page.goto(category);
        await hydrated(page);
        // A colour filter as the facet offers it, and a sort.
        const colour = await page.locator('a[href*="color="]').first().getAttribute('href');
        const colourId = /color=(\d+)/.exec(colour ?? '')?.[1];
        expect(colourId).toBeTruthy();
        await page.goto(`${category}?color=${colourId}&sort=price%3Aasc`);
        await hydrated(page);

        const switchTo = page.locator(`header a[hreflang="${other}"]`).first();
        const target = (await switchTo.getAttribute('href')) ?? '';
        expect(target).toMatch(other === 'de' ? /^\/de\/c\/kinderwagen\?/ : /^\/c\/kinderwagens\?/);
        expect(target).toContain(`color=${colourId}`);
        expect(target).toMatch(/sort=price(%3A|:)asc/);
        await page.goto(target);
        await expect(page.locator('details a[aria-current="true"]')).toHaveCount(1);

        // A content page leads to the same page in the other language.
        const about = lang === 'nl' ? '/over-ons' : '/de/ueber-uns';
        await page.goto(about);
        await hydrated(page);
        const aboutTarget = await page
          .locator(`header a[hreflang="${other}"]`)
          .first()
          .getAttribute('href');
        expect(aboutTarget).toBe(other === 'de' ? '/de/ueber-uns' : '/over-ons');
        await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
          'href',
          /\/de\/ueber-uns$/,
        );
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${about}$`),
        );
        await page.goto(aboutTarget ?? '/');
        await expect(
          page.getByRole('heading', { level: 1, name: other === 'de' ? 'Über uns' : 'Over ons' }),
        ).toBeVisible();
      });
    }
  }
});

test.describe('filters on a phone', () => {
  for (const lang of LANGS) {
    test(`a chosen filter closes the panel over the results (${lang}, 390 px)`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(lang === 'nl' ? '/c/kinderwagens' : '/de/c/kinderwagen');
      await hydrated(page);
      const summary = page.locator('summary', { hasText: 'Filter' });
      await summary.click();
      const option = page.locator('details a[href*="color="]').first();
      await expect(option).toBeVisible();
      await option.click();
      await expect(page).toHaveURL(/[?&]color=\d+/);
      // The panel is closed: its options are hidden, the results are in view, the focus is back
      // on the panel's button, which counts the active filter.
      await expect(page.locator('details a[href*="color="]').first()).toBeHidden();
      await expect(page.locator('details')).not.toHaveAttribute('open', '');
      await expect(summary).toBeFocused();
      await expect(summary).toContainText('1');
      await expect(page.locator('.product-grid')).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the panel stays open as a column on a desktop (1366 px)', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/c/kinderwagens');
    await hydrated(page);
    await page.locator('details a[href*="color="]').first().click();
    await expect(page).toHaveURL(/[?&]color=\d+/);
    await expect(page.locator('details a[href*="color="]').first()).toBeVisible();
  });
});

test.describe('empty states', () => {
  for (const lang of LANGS) {
    for (const width of widthsFor(lang)) {
      test(`empty cart, search without results and no orders suggest a next step (${lang}, ${width} px)`, async ({
        page,
        request,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        const text = TEXT[lang];
        await page.goto(`${text.prefix}/cart`);
        await hydrated(page);
        const main = page.locator('main');
        await expect(main.getByText(text.emptyCartText)).toBeVisible();
        await expect(main.getByRole('heading', { name: text.suggestions })).toBeVisible();
        await expect(main.locator('.product-grid article').first()).toBeVisible();
        await expect(main.locator('.category-list a').first()).toBeVisible();

        await page.goto(`${text.prefix}/search?q=qqxxzzyy`);
        await hydrated(page);
        await expect(main.getByRole('heading', { name: text.suggestions })).toBeVisible();
        await expect(main.locator('.product-grid article').first()).toBeVisible();

        const customer = await newCustomer(request, `pages-empty-${lang}`);
        await logIn(page, customer);
        await page.goto(`${text.prefix}/my-account/purchases`);
        await hydrated(page);
        await expect(main.getByRole('link', { name: text.noOrders })).toBeVisible();
        await expectNoSidewaysScroll(page, 'the purchases page');
      });
    }
  }
});

test.describe('product gallery zoom and dialogs', () => {
  for (const lang of LANGS) {
    for (const width of widthsFor(lang)) {
      test(`an image opens zoomed and Escape returns the focus (${lang}, ${width} px)`, async ({
        page,
        consoleErrors,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        const text = TEXT[lang];
        await page.goto(`${text.prefix}${ROMPER}`);
        await hydrated(page);
        const opener = page.getByRole('button', { name: text.zoom });
        await opener.click();
        const zoom = page.getByRole('dialog');
        await expect(zoom).toBeVisible();
        await expect(zoom.locator('img')).toHaveAttribute('src', /\/img\/1200\/1488\//);
        // Pinch-zoom stays allowed: neither the page nor the view turns it off.
        await expect(page.locator('meta[name="viewport"]')).not.toHaveAttribute(
          'content',
          /user-scalable=no|maximum-scale=1(\D|$)/,
        );
        // 'pan-x pan-y pinch-zoom' reads back as its shorthand 'manipulation'.
        expect(await zoom.evaluate((node) => getComputedStyle(node).touchAction)).toMatch(
          /pinch-zoom|manipulation/,
        );
        expect(await seriousViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(zoom).toBeHidden();
        await expect(opener).toBeFocused();

        // The close button too.
        await opener.click();
        await page.getByRole('dialog').getByRole('button').first().click();
        await expect(page.getByRole('dialog')).toBeHidden();
        await expect(opener).toBeFocused();
        expect(consoleErrors).toEqual([]);
      });
    }
  }

  test('the cart dialog returns the focus to the add-to-cart button (390 px)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${ROMPER}/${ROMPER_LILA_68}`);
    await hydrated(page);
    const add = page.getByRole('button', { name: 'In winkelmand' });
    await add.click();
    const microcart = page.getByRole('dialog', { name: /Winkelmand/ });
    await expect(microcart).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(microcart).toBeHidden();
    await expect(add).toBeFocused();
  });
});

/** A page to measure, and for a personal page (read in the browser) what shows once it is read. */
type PageToCheck = string | { path: string; ready: string };

/**
 * Opens each page at the current width and answers what is wrong with it: sideways scrolling and
 * serious axe violations. A personal page is measured once its `ready` selector shows.
 */
async function problemsOf(page: Page, pages: readonly PageToCheck[]): Promise<string[]> {
  const problems: string[] = [];
  const viewport = page.viewportSize()?.width ?? 0;
  for (const entry of pages) {
    const { path, ready } = typeof entry === 'string' ? { path: entry, ready: null } : entry;
    await page.goto(path);
    await hydrated(page);
    if (ready) await expect(page.locator(ready).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > viewport) problems.push(`${path}: ${width} px wide`);
    for (const violation of await seriousViolations(page)) problems.push(`${path}: ${violation}`);
  }
  return problems;
}

test.describe('every page type', () => {
  test('fits 320 px without sideways scrolling and has no serious axe violation', async ({
    page,
    request,
  }) => {
    // Some 25 pages with axe each: minutes while both cores are busy.
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 320, height: 640 });
    const customer = await newCustomer(request, 'pages-320');
    const order = await placeOrder(request, customer);
    await logIn(page, customer);
    const problems = await problemsOf(page, [
      '/',
      '/c/kinderwagens',
      ROMPER,
      // Six images (a row of thumbnails wider than the screen), and a set whose options have
      // long names.
      '/p/ICS-100010/guardino-rise-i-size-autostoeltje',
      '/p/SET-102179/nordkind-urban-duo-compleet-set-kinderwagen-autostoeltje-en-adapters',
      '/search?q=boxpakje',
      '/search?q=qqxxzzyy',
      '/cart',
      '/checkout',
      '/my-account',
      '/my-account/purchases',
      `/my-account/purchases/${order.number}`,
      '/my-account/kindershop-member',
      '/my-account/profile',
      '/my-account/preferences',
      '/my-account/delete-account',
      `/checkout-return?result=1&order_hash=${order.hash}`,
      '/over-ons',
      '/bestaat-niet',
      '/geboortelijst/bestaat-niet-e2e',
      '/more-about-birth-list',
      // The customer has no birth list: the registration shows its form.
      { path: '/birthlist-registration', ready: 'input[type="date"]' },
      '/de',
      '/de/c/kinderwagen',
      '/de/my-account/profile',
      '/de/ueber-uns',
      '/de/more-about-birth-list',
    ]);
    expect(problems).toEqual([]);
  });

  test('the lists and the birth list pages, filled, fit 320 px and have no serious axe violation', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 320, height: 640 });
    const customer = await newCustomer(request, 'pages-320-lists');
    // A wishlist entry, and a birth list with gifts, a favourite and a contribution.
    await addToServerWishlist(request, customer.token, 'SLE-100047');
    const list = await birthListWithGifts(request, customer.token, { name: 'Sanne & Daan' });
    await logIn(page, customer);
    const problems = await problemsOf(page, [
      { path: '/wishlist', ready: '.wishlist-page li[data-sku]' },
      { path: '/my-lists', ready: '#lists-birthlist' },
      { path: `/geboortelijst/${list.urlKey}`, ready: 'li[data-item-id]' },
      { path: '/birthlist/manage', ready: 'li[data-sku]' },
      { path: '/birthlist/settings', ready: 'input[type="date"]' },
      { path: `/de/geboortelijst/${list.urlKey}`, ready: 'li[data-item-id]' },
      { path: '/de/birthlist/manage', ready: 'li[data-sku]' },
      { path: '/de/birthlist/settings', ready: 'input[type="date"]' },
    ]);
    expect(problems).toEqual([]);
  });
});

test.describe('search engines', () => {
  test('robots.txt names the sitemap index, which lists both store views', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const sitemap = /Sitemap: (\S+)/.exec(await robots.text())?.[1] ?? '';
    expect(sitemap).toMatch(/\/sitemap\.xml$/);
    const index = await request.get(new URL(sitemap).pathname);
    const body = await index.text();
    expect(body).toContain('/sitemaps/nl-products-1.xml');
    expect(body).toContain('/sitemaps/de-pages-1.xml');
  });
});
