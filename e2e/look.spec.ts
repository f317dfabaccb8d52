/**
 * What a shopper sees and reaches, in nl and de at a phone (390 px) and a desktop (1366 px)
 * width: dates written as each language does, the tab bar on phones only, the category bar on one
 * line, the mega menu by keyboard (a closed panel's links are out of the Tab order), the search
 * field holding the query of the results page, and the micro cart's close and remove controls
 * apart from each other.
 */
import type { Locator, Page } from '@playwright/test';
import { newApiCustomer, placeApiOrder, storeLogin } from './customers.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { ROMPER } from './lists.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const VIEWS = {
  nl: {
    prefix: '',
    categories: 'Categorieën',
    shortcuts: 'Snelkoppelingen',
    top: 'Kinderwagens',
    search: 'Waar ben je naar op zoek?',
    addToCart: 'In winkelmand',
    close: 'Winkelmand sluiten',
    remove: /verwijderen$/,
    date: /^\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}, \d{2}:\d{2}$/,
    memberSince: 'Lid sinds',
  },
  de: {
    prefix: '/de',
    categories: 'Kategorien',
    shortcuts: 'Schnellzugriff',
    top: 'Kinderwagen',
    search: 'Wonach suchen Sie?',
    addToCart: 'In den Warenkorb',
    close: 'Warenkorb schließen',
    remove: /entfernen$/,
    date: /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/,
    memberSince: 'Mitglied seit',
  },
} as const;

const home = (lang: keyof typeof VIEWS) => VIEWS[lang].prefix || '/';

/** The top offsets of the category bar's entries: one value when they sit on one line. */
async function menuLines(page: Page): Promise<number[]> {
  return page
    .locator('.mega-menu__top > li')
    .evaluateAll((items) => [
      ...new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))),
    ]);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not displayed');
  return found;
}

for (const lang of ['nl', 'de'] as const) {
  const view = VIEWS[lang];

  test.describe(`look (${lang})`, () => {
    test(`the tab bar is for phones: none on the desktop, whose header has its links (${lang})`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize(PHONE);
      await page.goto(home(lang));
      await hydrated(page);
      const tabs = page.getByRole('navigation', { name: view.shortcuts });
      await expect(tabs).toBeVisible();
      await page.setViewportSize(DESKTOP);
      await expect(tabs).toBeHidden();
      // Nor does the page keep room for it at its foot.
      expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
      const header = page.getByRole('banner');
      await expect(header.getByRole('searchbox', { name: view.search })).toBeVisible();
      for (const path of ['/storelocator', '/wishlist', '/cart']) {
        await expect(header.locator(`a[href="${view.prefix}${path}"]`)).toBeVisible();
      }
      expect(consoleErrors).toEqual([]);
    });

    test(`the category bar keeps to one line from 1024 px, at 1366 px in full size (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(home(lang));
      await hydrated(page);
      // The brand typeface is in: the names have their final widths.
      await page.evaluate(() => document.fonts.ready);
      expect(await menuLines(page)).toHaveLength(1);
      expect(
        await page
          .locator('.mega-menu__top-link')
          .first()
          .evaluate((link) => getComputedStyle(link).fontSize),
      ).toBe('14px');
      for (const width of [1024, 1140, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await menuLines(page), `${width} px`).toHaveLength(1);
      }
    });

    test(`the mega menu opens by keyboard and keeps closed panels out of the Tab order (${lang}, 1366 px)`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(home(lang));
      await hydrated(page);
      const menu = page.getByRole('navigation', { name: view.categories });
      const tops = menu.locator('.mega-menu__top-link');
      const count = await tops.count();
      const top = menu.getByRole('link', { name: view.top, exact: true });
      const panel = page.locator(`#${await top.getAttribute('aria-controls')}`);
      await expect(top).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();

      // Tabbing through the closed menu stops at the top entries only.
      await top.focus();
      await expect(panel).toBeHidden();
      const stops: string[] = [];
      for (let i = 1; i < count; i += 1) {
        await page.keyboard.press('Tab');
        stops.push(await page.evaluate(() => document.activeElement?.className ?? ''));
      }
      expect(stops.every((name) => name.includes('mega-menu__top-link'))).toBe(true);

      // Enter opens the panel (and stays on the page); Tab goes into it; Escape closes it and
      // returns the focus to its top entry.
      const url = page.url();
      await top.focus();
      await page.keyboard.press('Enter');
      await expect(top).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      expect(page.url()).toBe(url);
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(top).toBeFocused();
      await expect(top).toHaveAttribute('aria-expanded', 'false');

      // Space opens and closes it; ArrowDown opens it and moves to its first link.
      await page.keyboard.press('Space');
      await expect(panel).toBeVisible();
      await page.keyboard.press('Space');
      await expect(panel).toBeHidden();
      await page.keyboard.press('ArrowDown');
      await expect(panel.getByRole('link').first()).toBeFocused();
      // Tabbing out of the entry closes its panel.
      await page.keyboard.press('Shift+Tab');
      await expect(top).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(panel).toBeHidden();
      await expect(top).toHaveAttribute('aria-expanded', 'false');

      // The mouse still opens a panel by hovering, and a click on a top entry leads to it.
      await top.hover();
      await expect(panel).toBeVisible();
      await top.click();
      await expect(page.getByRole('heading', { level: 1, name: view.top })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test(`the search field shows the query of the results page (${lang})`, async ({ page }) => {
      await page.goto(`${view.prefix}/search?q=boxpakje`);
      await hydrated(page);
      const field = page.locator('header').getByRole('searchbox', { name: view.search });
      await expect(field).toHaveValue('boxpakje');
      // A new search from the field shows its own query; elsewhere the field is empty. Typing
      // opens the search overlay with the text; Enter there leads to the results page.
      await field.fill('luiers');
      await page.getByRole('dialog').getByRole('searchbox', { name: view.search }).press('Enter');
      await expect(page).toHaveURL(/\?q=luiers$/);
      await expect(field).toHaveValue('luiers');
      await page.goto(home(lang));
      await expect(
        page.locator('header').getByRole('searchbox', { name: view.search }),
      ).toHaveValue('');
    });

    test(`the micro cart's close and a line's remove are apart, 44 px each (${lang}, 390 px)`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize(PHONE);
      await page.goto(`${view.prefix}${ROMPER.page}`);
      await hydrated(page);
      await page.getByRole('button', { name: view.addToCart }).first().click();
      const cart = page.getByRole('dialog');
      await expect(cart).toBeVisible();
      const close = await box(cart.getByRole('button', { name: view.close }));
      const remove = await box(cart.getByRole('button', { name: view.remove }).first());
      for (const target of [close, remove]) {
        expect(target.width).toBeGreaterThanOrEqual(44);
        expect(target.height).toBeGreaterThanOrEqual(44);
      }
      // Not stacked: the remove control starts well below the close button.
      expect(remove.y).toBeGreaterThan(close.y + close.height + 44);
      expect(consoleErrors).toEqual([]);
    });

    test(`order dates and the member date read as ${lang} writes them`, async ({
      page,
      request,
    }) => {
      const customer = await newApiCustomer(request, `look-${lang}`, lang);
      await placeApiOrder(request, customer, {
        storeCode: lang,
        sku: ROMPER.childSku,
        qty: 1,
        method: 'cashondelivery',
      });
      await storeLogin(page, customer, view.prefix);
      await page.goto(`${view.prefix}/my-account/purchases`);
      await hydrated(page);
      const row = page.locator('main table tbody tr').first();
      await expect(row.locator('td').filter({ hasText: view.date })).toHaveCount(1);
      await row.getByRole('link').first().click();
      await expect(page.locator('main dd').first()).toHaveText(view.date);
      await page.goto(`${view.prefix}/my-account/kindershop-member`);
      await hydrated(page);
      const since = page.locator('main dt', { hasText: view.memberSince }).locator('+ dd');
      await expect(since).toHaveText(
        lang === 'nl' ? /^\d{1,2} [a-z]+ \d{4}$/ : /^\d{1,2}\. [A-Z][a-zä]+ \d{4}$/,
      );
    });
  });
}
