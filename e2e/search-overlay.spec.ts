/**
 * The full-screen search overlay (secondary-areas §2, §4, §9; core-shop §2), in nl and de at a
 * phone (390 px: opened by the tab bar's Search tab) and a desktop (1366 px: opened by typing in
 * the header's search field) width: a search with a typo and its "Did you mean", "See more"
 * appending 14 more, a result opening its product, the history kept after a reload, the back
 * button closing the panel and later skipping it, use by keyboard alone, and axe on the open
 * overlay.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, seriousViolations, test } from './fixtures.ts';
import { type Lang, text } from './texts.ts';
import { widthsFor } from './views.ts';

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

const HISTORY_KEY = 'shop/user/search-history';
const home = (lang: Lang) => (lang === 'de' ? '/de' : '/');

function overlay(page: Page, lang: Lang): Locator {
  return page.getByRole('dialog', { name: text(lang, 'Search'), exact: true });
}

function field(page: Page, lang: Lang): Locator {
  return overlay(page, lang).getByRole('searchbox', {
    name: text(lang, 'What are you searching for?'),
  });
}

/**
 * Opens the overlay as a shopper of that width does: the Search tab on a phone; on a desktop
 * (no tab bar) by typing in the header's field, whose first letter carries over.
 */
async function openOverlay(page: Page, lang: Lang, phone: boolean): Promise<void> {
  if (phone) {
    await page
      .locator('nav.tab-bar')
      .getByRole('link', { name: text(lang, 'Search'), exact: true })
      .click();
    await expect(field(page, lang)).toBeFocused();
  } else {
    await page
      .locator('header')
      .getByRole('searchbox', { name: text(lang, 'What are you searching for?') })
      .pressSequentially('k');
    await expect(field(page, lang)).toBeFocused();
    await expect(field(page, lang)).toHaveValue('k');
  }
  await expect(
    overlay(page, lang).getByRole('heading', { name: text(lang, 'Search'), exact: true }),
  ).toBeVisible();
}

const cards = (page: Page, lang: Lang) => overlay(page, lang).locator('.product-card');

for (const lang of ['nl', 'de'] as const) {
  for (const width of WIDTHS.filter((one) => widthsFor(lang).includes(one.viewport.width))) {
    const phone = width.name === 'phone';
    test.describe(`search overlay (${lang}, ${width.viewport.width} px)`, () => {
      test.use({ viewport: width.viewport });

      test('a typo finds products with a "Did you mean", see more appends 14, a result opens its product, back skips the panel', async ({
        page,
        consoleErrors,
      }) => {
        await page.goto(home(lang));
        await hydrated(page);
        await openOverlay(page, lang, phone);
        await field(page, lang).fill('kinderwgen');
        const dialog = overlay(page, lang);
        await expect(
          dialog.getByText(
            text(lang, 'Did you mean {query}?', { query: '' }).replace('?', '').trim(),
          ),
        ).toBeVisible();
        await expect(
          dialog.getByRole('button', { name: 'kinderwagen', exact: true }),
        ).toBeVisible();
        await expect(cards(page, lang)).toHaveCount(14);
        await expect(dialog.getByText(/^(\d+) (producten|Produkte)$/)).toBeVisible();
        await dialog.getByRole('button', { name: text(lang, 'See more') }).click();
        await expect(cards(page, lang)).toHaveCount(28);
        await expect(dialog.getByText(/^28 (van|von) \d+ (producten|Produkten)$/)).toBeVisible();

        // A result opens its product; the panel closes.
        const first = cards(page, lang).first().locator('a.product-card__link');
        const name = (await first.locator('h3').textContent())?.trim() ?? '';
        await first.click();
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        await expect(overlay(page, lang)).toHaveCount(0);

        // Back leads to the page the panel was opened on, not to the panel.
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${lang === 'de' ? '/de' : '/'}$`));
        await expect(overlay(page, lang)).toHaveCount(0);
        expect(consoleErrors).toEqual([]);
      });

      test('the history keeps the latest searches with results after a reload, the longer of near duplicates, and can be cleared', async ({
        page,
      }) => {
        await page.goto(home(lang));
        await hydrated(page);
        await page.evaluate((key) => localStorage.removeItem(key), HISTORY_KEY);
        await openOverlay(page, lang, phone);
        const dialog = overlay(page, lang);
        for (const query of ['kinderw', 'kinderwagen', 'xqzwvkjj']) {
          await field(page, lang).fill(query);
          // The results of this query, no longer loading.
          await expect(dialog.locator(`[data-query="${query}"]:not([aria-busy])`)).toBeVisible();
        }
        await expect(
          dialog.getByText(text(lang, "No results for '{query}'", { query: 'xqzwvkjj' })),
        ).toBeVisible();
        await expect
          .poll(() => page.evaluate((key) => localStorage.getItem(key), HISTORY_KEY))
          .toBe(JSON.stringify(['kinderwagen']));

        await page.reload();
        await hydrated(page);
        await openOverlay(page, lang, phone);
        await field(page, lang).fill('');
        const history = overlay(page, lang).getByRole('region', {
          name: text(lang, 'Recent searches'),
        });
        await expect(history.getByRole('button')).toHaveText([
          text(lang, 'Clear search history'),
          'kinderwagen',
        ]);
        // A remembered search searches again.
        await history.getByRole('button', { name: 'kinderwagen' }).click();
        await expect(field(page, lang)).toHaveValue('kinderwagen');
        await expect(cards(page, lang)).toHaveCount(14);
        await field(page, lang).fill('');
        await overlay(page, lang)
          .getByRole('button', { name: text(lang, 'Clear search history') })
          .click();
        await expect(history).toHaveCount(0);
        expect(await page.evaluate((key) => localStorage.getItem(key), HISTORY_KEY)).toBeNull();
      });

      test('the back button closes the open panel and leaves the page where it was', async ({
        page,
      }) => {
        await page.goto(
          `${lang === 'de' ? '/de' : ''}/c/${lang === 'de' ? 'kinderwagen' : 'kinderwagens'}`,
        );
        await page.goto(home(lang));
        await hydrated(page);
        await openOverlay(page, lang, phone);
        await page.goBack();
        await expect(overlay(page, lang)).toHaveCount(0);
        await expect(page).toHaveURL(new RegExp(`${lang === 'de' ? '/de' : '/'}$`));
        // The panel was one step: the next step back is the page before.
        await page.goBack();
        await expect(page).toHaveURL(/\/c\//);
      });

      if (phone) {
        test('the Search tab closes the open overlay again, by tap and by keyboard; the panel is no step back', async ({
          page,
          consoleErrors,
        }) => {
          await page.goto(
            `${lang === 'de' ? '/de' : ''}/c/${lang === 'de' ? 'kinderwagen' : 'kinderwagens'}`,
          );
          await page.goto(home(lang));
          await hydrated(page);
          const pageTab = page
            .locator('nav.tab-bar')
            .getByRole('link', { name: text(lang, 'Search'), exact: true });
          const overlayTab = overlay(page, lang)
            .getByRole('navigation', { name: text(lang, 'Shortcuts') })
            .getByRole('link', { name: text(lang, 'Search'), exact: true });

          // A tap on the Search tab while the overlay is open closes it.
          await openOverlay(page, lang, phone);
          await expect(overlayTab).toBeVisible();
          await expect(overlayTab).toHaveAttribute('aria-current', 'page');
          await overlayTab.click();
          await expect(overlay(page, lang)).toHaveCount(0);
          await expect(page).toHaveURL(new RegExp(`${lang === 'de' ? '/de' : '/'}$`));
          await expect(pageTab).toBeFocused();

          // By keyboard: Enter opens it, Shift+Tab from the field reaches the tab bar's last tab
          // (the focus stays inside), and Enter on the Search tab closes it.
          await page.keyboard.press('Enter');
          await expect(field(page, lang)).toBeFocused();
          await page.keyboard.press('Shift+Tab');
          await page.keyboard.press('Shift+Tab');
          await expect(
            overlay(page, lang)
              .getByRole('navigation', { name: text(lang, 'Shortcuts') })
              .getByRole('link')
              .last(),
          ).toBeFocused();
          await overlayTab.focus();
          await page.keyboard.press('Enter');
          await expect(overlay(page, lang)).toHaveCount(0);
          await expect(pageTab).toBeFocused();

          // The panel was never a step of its own: back leads to the page before.
          await page.goBack();
          await expect(page).toHaveURL(/\/c\//);
          expect(consoleErrors).toEqual([]);
        });
      }

      test('works by keyboard alone, the focus returning to its opener, and passes axe', async ({
        page,
        consoleErrors,
      }) => {
        await page.goto(home(lang));
        await hydrated(page);
        const opener = phone
          ? page
              .locator('nav.tab-bar')
              .getByRole('link', { name: text(lang, 'Search'), exact: true })
          : page
              .locator('header')
              .getByRole('searchbox', { name: text(lang, 'What are you searching for?') });
        await opener.focus();
        if (phone) await page.keyboard.press('Enter');
        else await page.keyboard.type('b');
        await expect(field(page, lang)).toBeFocused();
        await page.keyboard.type(phone ? 'buggy' : 'uggy');
        const dialog = overlay(page, lang);
        await expect(cards(page, lang).first()).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);

        // Tab from the field reaches the clear button, which empties the field and focuses it.
        await page.keyboard.press('Tab');
        await expect(
          dialog.getByRole('button', { name: text(lang, 'Clear search query') }),
        ).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(field(page, lang)).toHaveValue('');
        await expect(field(page, lang)).toBeFocused();
        // The empty query shows the history and the category suggestions.
        await expect(
          dialog.getByRole('navigation', { name: text(lang, 'Search in a category') }),
        ).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);

        // Escape closes the overlay and the focus returns to what opened it.
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(opener).toBeFocused();
        expect(consoleErrors).toEqual([]);
      });
    });
  }
}

test('the overlay is not offered on the checkout (no tab bar there)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/checkout');
  await hydrated(page);
  await expect(page.locator('nav.tab-bar')).toHaveCount(0);
});
