/**
 * Page transitions of the header's, the menu's and the footer's links (decision 60, secondary-
 * areas §2 Layout): each asks for a view transition, whose kind follows the rules: below 1024 px
 * the richer kinds (here a swipe between listing and content pages, else a crossfade), from
 * 1024 px only the crossfade, and nothing that moves for a shopper who prefers reduced motion.
 * The page records each transition the router starts with the kind the document was marked with.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { type Lang, text } from './texts.ts';

const CATEGORY = { nl: '/c/kinderwagens', de: '/de/c/kinderwagen' } as const;

/** Records every view transition the page starts, with the document's transition kind then. */
async function recordTransitions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const start = Document.prototype.startViewTransition;
    if (!start) return;
    const seen: string[] = [];
    (window as unknown as { __transitions: string[] }).__transitions = seen;
    Document.prototype.startViewTransition = function (this: Document, ...args: unknown[]) {
      seen.push(document.documentElement.dataset.pageTransition ?? '');
      return (start as (...a: unknown[]) => ViewTransition).apply(this, args);
    } as typeof start;
  });
}

const transitions = (page: Page) =>
  page.evaluate(() => (window as unknown as { __transitions: string[] }).__transitions);

/**
 * Follows a link and waits until the transitions so far are `kinds`. The URL changes when the
 * navigation starts; the router starts the view transition only once it has the new page's data
 * and React has drawn twice, which on a slow machine comes after the network is quiet: so the
 * check waits for the transitions themselves.
 */
async function follow(
  page: Page,
  click: () => Promise<void>,
  path: RegExp,
  kinds: string[],
): Promise<void> {
  await click();
  await expect(page).toHaveURL(path);
  await expect.poll(() => transitions(page)).toEqual(kinds);
  await hydrated(page);
}

for (const lang of ['nl', 'de'] as const satisfies Lang[]) {
  test.describe(`page transitions of header, menu and footer links (${lang})`, () => {
    test('below 1024 px: the footer, the menu drawer and the logo each play one', async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await recordTransitions(page);
      await page.goto(CATEGORY[lang]);
      await hydrated(page);

      // The footer's first service page: a content page after a listing swipes.
      const footerLink = page.locator('footer nav').first().getByRole('link').first();
      const footerPath = (await footerLink.getAttribute('href')) ?? '';
      await follow(page, () => footerLink.click(), new RegExp(`${footerPath}$`), ['plp-swipe']);

      // The menu drawer's first category with children: all of it.
      await page.getByRole('button', { name: text(lang, 'Menu') }).click();
      const drawer = page.getByRole('dialog', { name: text(lang, 'Categories') });
      await drawer.locator('summary').first().click();
      const menuLink = drawer.locator('details[open] a').first();
      const menuPath = (await menuLink.getAttribute('href')) ?? '';
      await follow(page, () => menuLink.click(), new RegExp(`${menuPath}$`), [
        'plp-swipe',
        'plp-swipe',
      ]);

      // The logo leads home: the rest crossfades.
      const logo = page.locator('header a.site-header__brand');
      await follow(page, () => logo.click(), new RegExp(`${lang === 'de' ? '/de' : '/'}$`), [
        'plp-swipe',
        'plp-swipe',
        'crossfade',
      ]);
      expect(consoleErrors).toEqual([]);
    });

    test('from 1024 px only the crossfade; with reduced motion nothing moves', async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await recordTransitions(page);
      await page.goto(CATEGORY[lang]);
      await hydrated(page);
      // The header's wishlist (the store finder loads as a document of its own), then a top
      // category of the mega menu.
      await follow(
        page,
        () =>
          page
            .locator('header')
            .getByRole('link', { name: text(lang, 'Wishlist') })
            .click(),
        /\/wishlist$/,
        ['crossfade'],
      );
      const top = page.locator('.mega-menu__top-link').first();
      const topPath = (await top.getAttribute('href')) ?? '';
      await follow(page, () => top.click(), new RegExp(`${topPath}$`), ['crossfade', 'crossfade']);

      await page.emulateMedia({ reducedMotion: 'reduce' });
      const footerLink = page.locator('footer nav').first().getByRole('link').first();
      const footerPath = (await footerLink.getAttribute('href')) ?? '';
      await follow(page, () => footerLink.click(), new RegExp(`${footerPath}$`), [
        'crossfade',
        'crossfade',
        'none',
      ]);
      expect(consoleErrors).toEqual([]);
    });
  });
}
