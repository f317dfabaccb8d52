/**
 * The layout's named modals (secondary-areas §2 Layout), in nl and de at a phone (390 px) and a
 * desktop (1366 px) width, each by keyboard alone, passing axe, the focus back on its opener:
 * - the language switcher (the footer's "Language"): the same category in the other language, as
 *   the header's language link leads;
 * - the terms and conditions (the checkout's terms link): the terms page's own text over the
 *   checkout, the page itself one link away;
 * - 'feature not implemented' (the in-store page's camera scan in a browser without a camera).
 */
import type { Page } from '@playwright/test';
import { newApiCustomer, storeLogin } from './customers.ts';
import { expect, hydrated, seriousViolations, test } from './fixtures.ts';
import { ROMPER } from './lists.ts';
import { type Lang, text } from './texts.ts';
import { widthsFor } from './views.ts';

const prefix = (lang: Lang) => (lang === 'de' ? '/de' : '');
const CATEGORY = { nl: '/c/kinderwagens', de: '/de/c/kinderwagen' } as const;
const TERMS_PAGE = { nl: '/algemene-voorwaarden', de: '/de/agb' } as const;

/** Tabs forward until `name`'s control has the focus (at most `limit` presses). */
async function tabTo(page: Page, focused: () => Promise<boolean>, limit = 200): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await focused()) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the control was not reached by Tab');
}

for (const lang of ['nl', 'de'] as const) {
  const other: Lang = lang === 'nl' ? 'de' : 'nl';
  for (const width of widthsFor(lang)) {
    test.describe(`named modals (${lang}, ${width} px)`, () => {
      test.use({ viewport: { width, height: 844 } });

      test('the language switcher leads to the same category in the other language', async ({
        page,
        consoleErrors,
      }) => {
        await page.goto(CATEGORY[lang]);
        await hydrated(page);
        const opener = page.locator('footer').getByRole('button', {
          name: new RegExp(`^${text(lang, 'Language')}:`),
        });
        await opener.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: text(lang, 'Choose your language') });
        await expect(dialog).toBeVisible();
        const target = dialog.getByRole('link', {
          name: new RegExp(other === 'de' ? 'Deutsch' : 'Nederlands'),
        });
        await expect(target).toHaveAttribute('href', CATEGORY[other]);
        await expect(dialog.locator('a[aria-current]')).toHaveAttribute('hreflang', lang);
        // The header's language link leads to the same place.
        const header = page
          .locator('header')
          .getByRole('link', { name: other.toUpperCase(), exact: true });
        await expect(header).toHaveAttribute('href', CATEGORY[other]);
        expect(await seriousViolations(page)).toEqual([]);

        // Escape closes it, the focus back on the footer's button.
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(opener).toBeFocused();

        // Again, and on to the other language by keys.
        await page.keyboard.press('Enter');
        await expect(dialog).toBeVisible();
        await tabTo(page, () => target.evaluate((link) => link === document.activeElement));
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${CATEGORY[other]}$`));
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('lang', other);
        expect(consoleErrors).toEqual([]);
      });

      test('the checkout shows the terms page’s own text in the terms modal', async ({
        page,
        request,
        consoleErrors,
      }) => {
        // The terms page itself: its first heading of a section.
        await page.goto(TERMS_PAGE[lang]);
        const section = (await page.locator('main h2').first().textContent())?.trim() ?? '';
        expect(section).not.toBe('');

        const customer = await newApiCustomer(request, `terms-modal-${lang}`, lang);
        await storeLogin(page, customer, prefix(lang));
        await page.goto(`${prefix(lang)}${ROMPER.page}`);
        await hydrated(page);
        await page.getByRole('button', { name: text(lang, 'Add to cart'), exact: true }).click();
        await expect(
          page.getByRole('dialog', { name: new RegExp(text(lang, 'Shopping cart')) }),
        ).toBeVisible();
        await page.goto(`${prefix(lang)}/checkout`);
        await hydrated(page);
        const opener = page
          .locator('aside')
          .getByRole('link', { name: text(lang, 'Terms and conditions'), exact: true });
        await expect(opener).toHaveAttribute('href', TERMS_PAGE[lang]);
        await opener.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', {
          name: text(lang, 'Terms and conditions'),
          exact: true,
        });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('heading', { level: 2, name: section })).toBeVisible();
        await expect(dialog).toContainText('Kindershop B.V.');
        await expect(dialog).not.toContainText('{{');
        await expect(
          dialog.getByRole('link', { name: text(lang, 'Open the terms and conditions as a page') }),
        ).toHaveAttribute('href', TERMS_PAGE[lang]);
        // Still the checkout below it.
        await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/checkout$`));
        expect(await seriousViolations(page)).toEqual([]);

        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(opener).toBeFocused();
        expect(consoleErrors).toEqual([]);
      });

      test('the camera scan in a browser without a camera says it is not available here', async ({
        page,
        consoleErrors,
      }) => {
        await page.addInitScript(() => {
          Object.defineProperty(navigator, 'mediaDevices', {
            value: undefined,
            configurable: true,
          });
        });
        await page.goto(`${prefix(lang)}/in-store`);
        await hydrated(page);
        const opener = page.getByRole('button', { name: text(lang, 'Scan with the camera') });
        await opener.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: text(lang, 'Not available here') });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(
          text(lang, 'Scanning with the camera does not work in this browser.'),
        );
        await expect(dialog).toContainText(
          text(lang, 'Type the 13 digits under the barcode in the field above instead.'),
        );
        expect(await seriousViolations(page)).toEqual([]);
        // OK closes it (Tab from the close button reaches it), the focus back on the button.
        const ok = dialog.getByRole('button', { name: text(lang, 'OK'), exact: true });
        await tabTo(page, () => ok.evaluate((button) => button === document.activeElement), 5);
        await page.keyboard.press('Enter');
        await expect(dialog).toHaveCount(0);
        await expect(opener).toBeFocused();
        expect(consoleErrors).toEqual([]);
      });
    });
  }
}
