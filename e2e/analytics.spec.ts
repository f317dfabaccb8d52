/**
 * Analytics with consent (secondary-areas §5, §7, §9), in nl and de, on a phone (390 px) and a
 * desktop (1366 px). The journeys' shop has a tag manager container; the browser answers the tag
 * manager's requests itself with an empty script (fixtures.ts), so nothing reaches the internet.
 * - Refused: no request leaves for the tag manager and the data layer holds no event, only
 *   Consent Mode's denied state; the footer's link brings the choice back, and accepting loads
 *   the tag manager with the page's nonce.
 * - Accepted: the data layer holds the shop's events through search, product, cart, checkout and
 *   purchase, and exactly one purchase after the thank-you page is loaded again.
 * The Dutch view asks with the shop's banner; the German view with its consent manager
 * (Cookiebot's local stand-in), whose choice drives Consent Mode and the tag manager the same way.
 * The banner passes axe and its screenshots go to the test's results.
 */
import type { Page } from '@playwright/test';
import { newApiCustomer, storeLogin } from './customers.ts';
import { E2E_CONSENT_MANAGER_ID } from './fake-cookiebot.ts';
import { expect, hydrated, networkQuiet, seriousViolations, test } from './fixtures.ts';
import { type Lang, text } from './texts.ts';
import { widthsFor } from './views.ts';

const ROMPER_PATH = '/p/SLE-100047/lotje-en-lars-basic-boxpakje/SLE-100047-LIL-68';
const prefix = (lang: Lang) => (lang === 'nl' ? '' : '/de');

type Entry = Record<string, unknown> & { gtag?: unknown[] };

/**
 * Records everything pushed onto the data layer of every page of the test (consent commands as
 * `{gtag: [...]}`), across page loads.
 */
async function recordDataLayer(page: Page): Promise<Entry[]> {
  const entries: Entry[] = [];
  await page.exposeBinding('__recordDataLayer', (_source, json: string) => {
    entries.push(JSON.parse(json) as Entry);
  });
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const record = (window as unknown as { __recordDataLayer: (json: string) => void })
      .__recordDataLayer;
    layer.push = (...items: unknown[]) => {
      for (const item of items) {
        const isArguments = Object.prototype.toString.call(item) === '[object Arguments]';
        record(JSON.stringify(isArguments ? { gtag: Array.from(item as IArguments) } : item));
      }
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  return entries;
}

/** The shop's events recorded so far, by name (the tag manager's own and consent excluded). */
function eventNames(entries: readonly Entry[]): string[] {
  return entries
    .map((entry) => entry.event)
    .filter((name): name is string => typeof name === 'string' && !name.startsWith('gtm.'));
}

function banner(page: Page, lang: Lang) {
  return page.getByRole('region', { name: text(lang, 'Cookies and your privacy') });
}

/** The consent manager's dialog (the German view's Cookiebot, e2e/fake-cookiebot.ts). */
function cookiebot(page: Page) {
  return page.getByRole('dialog', { name: 'Diese Webseite verwendet Cookies' });
}

/** Accepts analytics in the page's way of asking: the shop's banner (nl) or Cookiebot (de). */
async function acceptAnalytics(page: Page, lang: Lang) {
  if (lang === 'de') {
    await cookiebot(page).getByRole('button', { name: 'Alle zulassen' }).click();
    return;
  }
  await banner(page, lang)
    .getByRole('button', { name: text(lang, 'Accept'), exact: true })
    .click();
}

// The shop's own banner asks in the Dutch view (no consent manager configured there).
for (const lang of ['nl'] as const) {
  for (const width of [390, 1366]) {
    test.describe(`${lang} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 }, consentChoice: null });

      test('refused: nothing goes to a tracker; the footer brings the choice back, and accepting loads the tag manager', async ({
        page,
        tagManager,
        consoleErrors,
      }, testInfo) => {
        const entries = await recordDataLayer(page);
        await page.goto(`${prefix(lang)}/`);
        await hydrated(page);
        const consent = banner(page, lang);
        await expect(consent).toBeVisible();
        // Refuse and accept are the same kind of button, side by side.
        const refuse = consent.getByRole('button', { name: text(lang, 'Refuse'), exact: true });
        const accept = consent.getByRole('button', { name: text(lang, 'Accept'), exact: true });
        const [refuseBox, acceptBox] = [await refuse.boundingBox(), await accept.boundingBox()];
        expect(refuseBox?.height).toBe(acceptBox?.height);
        expect(refuseBox?.width).toBe(acceptBox?.width);
        expect(await refuse.evaluate((button) => button.className)).toBe(
          await accept.evaluate((button) => button.className),
        );
        expect(await seriousViolations(page)).toEqual([]);
        const shot = testInfo.outputPath(`consent-${lang}-${width}.png`);
        await page.screenshot({ path: shot });
        await testInfo.attach(`consent-${lang}-${width}`, { path: shot });

        await refuse.click();
        await expect(consent).toBeHidden();
        // Browse and add to the cart: still nothing for a tracker.
        await page.goto(`${prefix(lang)}${ROMPER_PATH}`);
        await hydrated(page);
        await expect(banner(page, lang)).toBeHidden();
        await page.getByRole('button', { name: text(lang, 'Add to cart'), exact: true }).click();
        await expect(
          page.getByRole('dialog', { name: new RegExp(text(lang, 'Shopping cart')) }),
        ).toBeVisible();
        await networkQuiet(page);
        expect(tagManager).toEqual([]);
        expect(eventNames(entries)).toEqual([]);
        // Consent Mode: denied by default on every page, and the refusal as the update.
        const updates = entries.filter((entry) => entry.gtag?.[1] === 'update');
        expect(updates.length).toBeGreaterThan(0);
        for (const update of updates) {
          expect(update.gtag?.[2]).toMatchObject({ analytics_storage: 'denied' });
        }
        expect(entries.find((entry) => entry.gtag?.[1] === 'default')?.gtag?.[2]).toMatchObject({
          ad_storage: 'denied',
          analytics_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        });

        // The choice again from the footer: accepting loads the tag manager, with the nonce.
        await page.keyboard.press('Escape');
        await page
          .getByRole('contentinfo')
          .getByRole('button', { name: text(lang, 'Cookie settings') })
          .click();
        await expect(banner(page, lang)).toBeVisible();
        await expect(
          banner(page, lang).getByRole('heading', { name: text(lang, 'Cookies and your privacy') }),
        ).toBeFocused();
        await banner(page, lang)
          .getByRole('button', { name: text(lang, 'Accept'), exact: true })
          .click();
        await expect.poll(() => tagManager.length).toBeGreaterThan(0);
        expect(tagManager[0]).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST');
        expect(
          await page
            .locator('script[src*="googletagmanager.com"]')
            .evaluate((script) => (script as HTMLScriptElement).nonce),
        ).not.toBe('');
        expect(entries.findLast((entry) => entry.gtag?.[1] === 'update')?.gtag?.[2]).toMatchObject({
          analytics_storage: 'granted',
        });
        expect(consoleErrors).toEqual([]);
      });
    });
  }
}

// The German view asks through its consent manager (Cookiebot, CONSENT_MANAGER_ID_DE), whose
// script is the local stand-in speaking Cookiebot's API (e2e/fake-cookiebot.ts).
for (const width of widthsFor('de')) {
  test.describe(`de at ${width} px, with the consent manager`, () => {
    test.use({ viewport: { width, height: 900 }, consentChoice: null });

    test("Cookiebot asks instead of the shop's banner; refused, nothing goes to a tracker; the footer renews the choice and accepting loads the tag manager", async ({
      page,
      tagManager,
      consoleErrors,
    }, testInfo) => {
      const entries = await recordDataLayer(page);
      await page.goto('/de/');
      await hydrated(page);
      const dialog = cookiebot(page);
      await expect(dialog).toBeVisible();
      await expect(banner(page, 'de')).toBeHidden();
      // Loaded with the page's nonce, the view's settings id and language; Consent Mode's
      // defaults are the shop's.
      const loader = page.locator('script#Cookiebot');
      expect(await loader.evaluate((script) => (script as HTMLScriptElement).nonce)).not.toBe('');
      await expect(loader).toHaveAttribute('data-cbid', E2E_CONSENT_MANAGER_ID);
      await expect(loader).toHaveAttribute('data-culture', 'de');
      await expect(loader).toHaveAttribute('data-consentmode-defaults', 'disabled');
      const shot = testInfo.outputPath(`cookiebot-de-${width}.png`);
      await page.screenshot({ path: shot });
      await testInfo.attach(`cookiebot-de-${width}`, { path: shot });

      await dialog.getByRole('button', { name: 'Ablehnen' }).click();
      await expect(dialog).toBeHidden();
      await page.goto(`/de${ROMPER_PATH}`);
      await hydrated(page);
      await expect(cookiebot(page)).toBeHidden();
      await page.getByRole('button', { name: text('de', 'Add to cart'), exact: true }).click();
      await expect(
        page.getByRole('dialog', { name: new RegExp(text('de', 'Shopping cart')) }),
      ).toBeVisible();
      await networkQuiet(page);
      expect(tagManager).toEqual([]);
      expect(eventNames(entries)).toEqual([]);
      // Consent Mode: the shop's denied default once per page, Cookiebot's updates denied.
      const defaults = entries.filter((entry) => entry.gtag?.[1] === 'default');
      expect(defaults).toHaveLength(2);
      const updates = entries.filter((entry) => entry.gtag?.[1] === 'update');
      expect(updates.length).toBeGreaterThan(0);
      for (const update of updates) {
        expect(update.gtag?.[2]).toMatchObject({
          analytics_storage: 'denied',
          ad_storage: 'denied',
        });
      }

      // The footer's "Cookie settings" renews the choice through Cookiebot; accepting loads the
      // tag manager with the nonce, and the shop's events follow.
      await page.keyboard.press('Escape');
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: text('de', 'Cookie settings') })
        .click();
      await expect(cookiebot(page)).toBeVisible();
      await expect(banner(page, 'de')).toBeHidden();
      await acceptAnalytics(page, 'de');
      await expect.poll(() => tagManager.length).toBeGreaterThan(0);
      expect(tagManager[0]).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST');
      expect(
        await page
          .locator('script[src*="googletagmanager.com"]')
          .evaluate((script) => (script as HTMLScriptElement).nonce),
      ).not.toBe('');
      expect(entries.findLast((entry) => entry.gtag?.[1] === 'update')?.gtag?.[2]).toMatchObject({
        analytics_storage: 'granted',
        ad_storage: 'granted',
      });
      // The next page: the stored consent is read and its events are sent.
      await page.goto(`/de${ROMPER_PATH}`);
      await hydrated(page);
      await expect.poll(() => eventNames(entries)).toContain('view_item');
      await expect(cookiebot(page)).toBeHidden();
      expect(consoleErrors).toEqual([]);
    });
  });
}

test("the Dutch view's pages never load the German view's consent manager (nl, 390 px)", async ({
  page,
}) => {
  const response = await page.goto('/');
  await hydrated(page);
  expect(await page.locator('script#Cookiebot').count()).toBe(0);
  expect(response?.headers()['content-security-policy']).not.toMatch(/cookiebot|unsafe-inline/);
  const german = await page.goto('/de/');
  expect(german?.headers()['content-security-policy']).toContain(
    "style-src 'self' 'unsafe-inline'",
  );
});

for (const [lang, width] of [
  ['nl', 1366],
  ['de', 390],
] as const) {
  test.describe(`${lang} at ${width} px, accepted`, () => {
    test.use({ viewport: { width, height: 900 }, consentChoice: null });

    test('the data layer holds the events from search to purchase, one purchase after a reload', async ({
      page,
      request,
      tagManager,
      consoleErrors,
    }) => {
      const entries = await recordDataLayer(page);
      const customer = await newApiCustomer(request, `analytics-${lang}`, lang);
      await storeLogin(page, customer, prefix(lang));
      await hydrated(page);
      await acceptAnalytics(page, lang);
      await expect.poll(() => tagManager.length).toBeGreaterThan(0);

      // Search: search and view_item_list with page type SEARCH.
      const term = lang === 'nl' ? 'boxpakje' : 'Strampler';
      await page.goto(`${prefix(lang)}/search?q=${term}`);
      await hydrated(page);
      // The listing's effect runs before its page's: view_item_list may come first.
      await expect.poll(() => eventNames(entries).sort()).toEqual(['search', 'view_item_list']);
      expect(entries.find((entry) => entry.event === 'search')).toMatchObject({
        search_term: term,
        page_type: 'SEARCH',
      });
      // Search results are of many categories: each item names its own category path.
      const searchList =
        (
          entries.find((entry) => entry.event === 'view_item_list')?.ecommerce as
            | { items: Record<string, unknown>[] }
            | undefined
        )?.items ?? [];
      expect(searchList.length).toBeGreaterThan(0);
      for (const item of searchList) {
        expect(typeof item.item_category, String(item.item_id)).toBe('string');
      }
      const categoriesOf = (item: Record<string, unknown> | undefined) =>
        Object.entries(item ?? {}).filter(([key]) => key.startsWith('item_category'));

      // The product page: view_item with the brand, categories and price.
      await page.goto(`${prefix(lang)}${ROMPER_PATH}`);
      await hydrated(page);
      await expect.poll(() => eventNames(entries)).toContain('view_item');
      const viewItem = entries.find((entry) => entry.event === 'view_item');
      expect(viewItem).toMatchObject({
        page_type: 'PDP',
        ecommerce: {
          currency: 'EUR',
          items: [{ item_id: 'SLE-100047', item_variant: 'SLE-100047-LIL-68', quantity: 1 }],
        },
      });
      const viewed = (viewItem?.ecommerce as { items: Record<string, unknown>[] } | undefined)
        ?.items[0];
      expect(typeof viewed?.price).toBe('number');
      expect(typeof viewed?.item_brand).toBe('string');
      expect(typeof viewed?.item_category).toBe('string');
      // The romper was named in the search list by the same path as on its own page.
      expect(categoriesOf(searchList.find((item) => item.item_id === 'SLE-100047'))).toEqual(
        categoriesOf(viewed),
      );

      // Into the cart and to the checkout.
      await page.getByRole('button', { name: text(lang, 'Add to cart'), exact: true }).click();
      const microcart = page.getByRole('dialog', { name: new RegExp(text(lang, 'Shopping cart')) });
      await microcart.getByRole('link', { name: text(lang, 'Proceed to checkout') }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await hydrated(page);
      const toasts = page.getByRole('region', { name: text(lang, 'Notifications') });
      for (const close of await toasts.getByRole('button', { name: text(lang, 'Close') }).all()) {
        await close.click();
      }
      const field = (key: string) => page.getByLabel(text(lang, key), { exact: true });
      if (lang === 'nl') {
        await field('Postcode').fill('3511 AB');
        await field('House number').fill('12');
        await field('Street').fill('Oudegracht');
        await field('City').fill('Utrecht');
      } else {
        await field('Country').selectOption('DE');
        await field('Street').fill('Invalidenstraße');
        await field('House number').fill('5');
        await field('Postcode').fill('10115');
        await field('City').fill('Berlin');
      }
      await page.getByRole('button', { name: text(lang, 'Save address') }).click();
      await page.getByRole('radio', { name: new RegExp(text(lang, 'Standard delivery')) }).check();
      await page.getByRole('radio', { name: text(lang, 'Cash on delivery') }).check();
      await expect.poll(() => eventNames(entries)).toContain('add_payment_info');
      await page.getByRole('button', { name: text(lang, 'Place order') }).click();
      await expect(page).toHaveURL(/\/checkout-return\?/);
      await expect(
        page.getByRole('heading', { name: text(lang, 'Thank you for your order') }),
      ).toBeVisible();
      const number = (await page.getByTestId('order-number').textContent()) ?? '';
      await expect.poll(() => eventNames(entries)).toContain('purchase');

      expect(eventNames(entries).slice(2)).toEqual([
        'view_item',
        'add_to_cart',
        'view_cart',
        'begin_checkout',
        'add_personal_info',
        'add_shipping_info',
        'add_payment_info',
        'purchase',
      ]);
      const purchase = entries.find((entry) => entry.event === 'purchase');
      // Its item is the product ordered, named as on the product page (parent sku and variant).
      expect(purchase).toMatchObject({
        ecommerce: {
          transaction_id: number,
          currency: 'EUR',
          items: [{ item_id: 'SLE-100047', item_variant: 'SLE-100047-LIL-68', quantity: 1 }],
        },
      });
      // The cart's and the order's items name the product's brand and categories exactly as
      // its page did (secondary-areas §9): kept with the cart line and the order line.
      const named = Object.fromEntries(
        Object.entries(viewed ?? {}).filter(
          ([key]) => key === 'item_brand' || key.startsWith('item_category'),
        ),
      );
      expect(named.item_brand).not.toBe('Kindershop');
      for (const name of ['view_cart', 'begin_checkout', 'add_payment_info', 'purchase']) {
        const event = entries.find((entry) => entry.event === name);
        const [item] = (event?.ecommerce as { items?: Record<string, unknown>[] } | undefined)
          ?.items ?? [undefined];
        expect(item, name).toMatchObject(named);
        expect(
          Object.keys(item ?? {}).filter((key) => key.startsWith('item_category')),
          name,
        ).toEqual(Object.keys(named).filter((key) => key.startsWith('item_category')));
      }
      const money = purchase?.ecommerce as Record<string, unknown>;
      for (const key of ['value', 'tax', 'shipping']) expect(typeof money[key]).toBe('number');
      // Every ecommerce event clears the previous one's object first.
      const cleared = entries.filter(
        (entry, index) => entries[index + 1]?.ecommerce && entry.ecommerce === null,
      );
      expect(cleared.length).toBe(entries.filter((entry) => entry.ecommerce).length);

      // The thank-you page again: no second purchase.
      await page.reload();
      await hydrated(page);
      await expect(
        page.getByRole('heading', { name: text(lang, 'Thank you for your order') }),
      ).toBeVisible();
      await expect(page.getByTestId('order-number')).toHaveText(number);
      await networkQuiet(page);
      expect(eventNames(entries).filter((name) => name === 'purchase')).toHaveLength(1);
      expect(consoleErrors).toEqual([]);
    });
  });
}

// The search overlay's events (secondary-areas §7): opening it (search_use, where from), its
// searches (search, no_search_results) and a result followed (search_click).
for (const [lang, width] of [
  ['nl', 390],
  ['de', 1366],
] as const) {
  test.describe(`${lang} at ${width} px, consented, the search overlay`, () => {
    test.use({
      viewport: { width, height: 900 },
      consentChoice: { analytics: true, marketing: false },
    });

    test('opening, searching, finding nothing and following a result reach the data layer', async ({
      page,
      consoleErrors,
    }) => {
      const entries = await recordDataLayer(page);
      await page.goto(`${prefix(lang)}/`);
      await hydrated(page);
      const dialog = page.getByRole('dialog', { name: text(lang, 'Search'), exact: true });
      const field = dialog.getByRole('searchbox', {
        name: text(lang, 'What are you searching for?'),
      });
      if (width < 1024) {
        await page
          .locator('nav.tab-bar')
          .getByRole('link', { name: text(lang, 'Search'), exact: true })
          .click();
      } else {
        await page
          .locator('header')
          .getByRole('searchbox', { name: text(lang, 'What are you searching for?') })
          .pressSequentially('k');
      }
      await expect(field).toBeFocused();
      await expect
        .poll(() => entries.find((entry) => entry.event === 'search_use'))
        .toMatchObject({ search_source: width < 1024 ? 'tab_bar' : 'header' });

      await field.fill('xqzwvkjj');
      await expect
        .poll(() => entries.find((entry) => entry.event === 'no_search_results'))
        .toMatchObject({ search_term: 'xqzwvkjj' });
      expect(entries.find((entry) => entry.event === 'search')).toMatchObject({
        search_term: 'xqzwvkjj',
        result_count: 0,
      });

      const term = lang === 'nl' ? 'boxpakje' : 'Strampler';
      await field.fill(term);
      const first = dialog.locator('.product-card').first().locator('a.product-card__link');
      await expect(first).toBeVisible();
      const href = (await first.getAttribute('href')) ?? '';
      await first.click();
      await expect
        .poll(() => entries.find((entry) => entry.event === 'search_click'))
        .toMatchObject({ search_term: term, click_type: 'product', click_url: href });
      const searches = entries.filter((entry) => entry.event === 'search');
      expect(searches.map((entry) => entry.search_term)).toEqual(['xqzwvkjj', term]);
      expect(entries.find((entry) => entry.event === 'search_click')).toMatchObject({
        item_id: href.split('/p/')[1]?.split('/')[0],
      });

      // The search page: a product of its results followed is a search_click too.
      await page.goto(`${prefix(lang)}/search?q=${term}`);
      await hydrated(page);
      const card = page.locator('main a.product-card__link').nth(1);
      const cardName = (await card.locator('h3').textContent())?.trim() ?? '';
      await card.click();
      await expect(page.getByRole('heading', { level: 1, name: cardName })).toBeVisible();
      await expect
        .poll(() => entries.filter((entry) => entry.event === 'search_click'))
        .toHaveLength(2);
      expect(entries.filter((entry) => entry.event === 'search_click')[1]).toMatchObject({
        search_term: term,
        click_type: 'product',
        click_label: cardName,
        page_type: 'SEARCH',
      });
      expect(entries.filter((entry) => entry.event === 'search_use')).toHaveLength(1);
      expect(consoleErrors).toEqual([]);
    });
  });
}

test.describe('nl at 390 px, consented, a category listing', () => {
  test.use({
    viewport: { width: 390, height: 900 },
    consentChoice: { analytics: true, marketing: false },
  });

  test('seeing the list, filtering, sorting and choosing a product reach the data layer (PLP)', async ({
    page,
    consoleErrors,
  }) => {
    const entries = await recordDataLayer(page);
    await page.goto('/c/kinderwagens');
    await hydrated(page);
    await expect
      .poll(() => entries.find((entry) => entry.event === 'view_item_list'))
      .toMatchObject({ page_type: 'PLP', ecommerce: { currency: 'EUR' } });
    // Every product of a category listing is in that category: its items name it.
    const listed = entries.find((entry) => entry.event === 'view_item_list') as {
      ecommerce: { items: Record<string, unknown>[] };
    };
    expect(listed.ecommerce.items[0]).toMatchObject({ item_category: 'Kinderwagens' });

    await page.locator('summary', { hasText: 'Filter' }).click();
    await page.getByRole('region', { name: 'Kleur' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/[?&]color=\d+/);
    await expect
      .poll(() => entries.find((entry) => entry.event === 'filter_use'))
      .toMatchObject({ filter_name: 'color', filter_active: true });

    const cheapestFirst = page
      .getByRole('navigation', { name: 'Sorteren op' })
      .getByRole('link', { name: 'Prijs laag - hoog' });
    await cheapestFirst.click();
    await expect(page).toHaveURL(/sort=price(%3A|:)asc/);
    // The sorted page is drawn (its sort link is the current one), not only its address set.
    await expect(cheapestFirst).toHaveAttribute('aria-current', 'true');
    await expect
      .poll(() => entries.find((entry) => entry.event === 'sort_use'))
      .toMatchObject({ sort_option: 'price:asc' });

    const first = page.locator('.product-card__link').first();
    const name = (await first.locator('h3').textContent())?.trim() ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect
      .poll(() => entries.find((entry) => entry.event === 'select_item'))
      .toMatchObject({
        ecommerce: { items: [{ item_name: name, index: 0, item_category: 'Kinderwagens' }] },
      });
    expect(consoleErrors).toEqual([]);
  });
});
