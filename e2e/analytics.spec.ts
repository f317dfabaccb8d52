/**
 * Analytics with consent (secondary-areas §5, §7, §9), in nl and de, on a phone (390 px) and a
 * desktop (1366 px). The journeys' shop has a tag manager container; the browser answers the tag
 * manager's requests itself with an empty script (fixtures.ts), so nothing reaches the internet.
 * - Refused: no request leaves for the tag manager and the data layer holds no event, only
 *   Consent Mode's denied state; the footer's link brings the choice back, and accepting loads
 *   the tag manager with the page's nonce.
 * - Accepted: the data layer holds the shop's events through search, product, cart, checkout and
 *   purchase, and exactly one purchase after the thank-you page is loaded again; using the search
 *   overlay sends search_use (where it was opened) and following a result search_click (with the
 *   product's sku), in the overlay and on the search page.
 * The banner passes axe and its screenshots go to the test's results.
 */
import type { Page } from '@playwright/test';
import { newApiCustomer, storeLogin } from './customers.ts';
import { expect, hydrated, seriousViolations, test } from './fixtures.ts';
import { type Lang, text } from './texts.ts';

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

for (const lang of ['nl', 'de'] as const) {
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
        await page.waitForLoadState('networkidle');
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
      await banner(page, lang)
        .getByRole('button', { name: text(lang, 'Accept'), exact: true })
        .click();
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
      expect(purchase).toMatchObject({
        ecommerce: { transaction_id: number, currency: 'EUR' },
      });
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
      await page.waitForLoadState('networkidle');
      expect(eventNames(entries).filter((name) => name === 'purchase')).toHaveLength(1);
      expect(consoleErrors).toEqual([]);
    });
  });
}

for (const [lang, width] of [
  ['nl', 390],
  ['de', 1366],
] as const) {
  test.describe(`${lang} at ${width} px, accepted, searching`, () => {
    test.use({ viewport: { width, height: 900 }, consentChoice: null });

    test('opening the overlay is search_use, a result followed is search_click, on the search page too', async ({
      page,
      consoleErrors,
    }) => {
      const entries = await recordDataLayer(page);
      await page.goto(prefix(lang) || '/');
      await hydrated(page);
      await banner(page, lang)
        .getByRole('button', { name: text(lang, 'Accept'), exact: true })
        .click();
      const phone = width < 1024;
      const overlay = page.getByRole('dialog', { name: text(lang, 'Search'), exact: true });
      if (phone) {
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
      await expect
        .poll(() => entries.find((entry) => entry.event === 'search_use'))
        .toMatchObject({ search_source: phone ? 'tab-bar' : 'header' });

      const term = lang === 'nl' ? 'boxpakje' : 'Strampler';
      await overlay
        .getByRole('searchbox', { name: text(lang, 'What are you searching for?') })
        .fill(term);
      const first = overlay.locator('a.product-card__link').first();
      const name = (await first.locator('h3').textContent())?.trim() ?? '';
      const href = (await first.getAttribute('href')) ?? '';
      await first.click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect
        .poll(() => entries.find((entry) => entry.event === 'search_click'))
        .toMatchObject({
          search_term: term,
          click_type: 'product',
          click_label: name,
          click_url: href,
          item_id: href.split('/p/')[1]?.split('/')[0],
        });

      // The search page: a product of its results followed.
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
      expect(eventNames(entries).filter((event) => event === 'search_use')).toHaveLength(1);
      expect(consoleErrors).toEqual([]);
    });
  });
}
