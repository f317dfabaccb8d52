/**
 * The further pages of secondary-areas §2: /styleguide shows the design tokens and the shared
 * components in the page's language and is never indexed; /folder is the current brochure, a
 * content page whose product rows link to the products.
 */
import { expect, hydrated, seriousViolations, test } from './fixtures.ts';

const VIEWS = [
  {
    lang: 'nl',
    styleguide: '/styleguide',
    folder: '/folder',
    texts: {
      guide: 'Stijlgids',
      sections: ['Kleur', 'Typografie', 'Meldingen', 'Productkaarten', 'Formulieren'],
      offline: 'Je bent offline',
      folder: 'Onze folder: klaar voor de eerste maanden',
      row: 'Pagina 2 en 3: veilig onderweg',
    },
  },
  {
    lang: 'de',
    styleguide: '/de/styleguide',
    folder: '/de/folder',
    texts: {
      guide: 'Styleguide',
      sections: ['Farbe', 'Typografie', 'Hinweise', 'Produktkarten', 'Formulare'],
      offline: 'Sie sind offline',
      folder: 'Unser Prospekt: bereit für die ersten Monate',
      row: 'Seite 2 und 3: sicher unterwegs',
    },
  },
] as const;

for (const view of VIEWS) {
  test.describe(`${view.lang}`, () => {
    test('the style guide shows tokens and shared components in the page language, not indexed', async ({
      page,
    }) => {
      await page.goto(view.styleguide);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: view.texts.guide })).toBeVisible();
      await expect(page.locator('meta[name="robots"]').last()).toHaveAttribute(
        'content',
        /noindex/,
      );
      for (const section of view.texts.sections) {
        await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
      }
      await expect(page.getByText(view.texts.offline).first()).toBeVisible();
      // Product cards of the catalogue, each a link to its product page.
      const cards = page.locator('#products a[href*="/p/"]');
      expect(await cards.count()).toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the brochure is a content page whose products link to their pages', async ({ page }) => {
      const response = await page.goto(view.folder);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expect(page.getByRole('heading', { name: view.texts.folder })).toBeVisible();
      const row = page.getByRole('heading', { level: 2, name: view.texts.row });
      await expect(row).toBeVisible();
      const product = page.locator('main a[href*="/p/"]').first();
      const href = await product.getAttribute('href');
      expect(href?.startsWith(view.lang === 'de' ? '/de/p/' : '/p/')).toBe(true);
      await product.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}
