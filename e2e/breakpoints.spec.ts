import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The layout follows the shop's breakpoints (368, 400, 640, 768, 1024, 1280 px): column counts at a
 * phone, a tablet and a wide desktop width, so a stylesheet change cannot silently drop one.
 */

/** The number of columns a grid element lays out. */
async function columns(page: Page, selector: string): Promise<number> {
  const element = page.locator(selector).first();
  await expect(element).toBeVisible();
  return element.evaluate(
    (node) => getComputedStyle(node).gridTemplateColumns.split(' ').filter(Boolean).length,
  );
}

const WIDTHS = [
  // width, home categories, product grid (no facets), listing products (with the facet column), product page
  { width: 360, categories: 2, products: 2, listing: 2, product: 1 },
  { width: 768, categories: 4, products: 3, listing: 3, product: 2 },
  { width: 1280, categories: 6, products: 5, listing: 4, product: 2 },
] as const;

test.describe('breakpoints', () => {
  for (const expected of WIDTHS) {
    test(`columns at ${expected.width} px`, async ({ page }) => {
      await page.setViewportSize({ width: expected.width, height: 900 });
      await page.goto('/');
      expect(await columns(page, '.category-list')).toBe(expected.categories);
      // The home page's products are a carousel; the shared grid shows on a search without results.
      await page.goto('/search?q=zzqxyzzq');
      expect(await columns(page, '.product-grid')).toBe(expected.products);

      await page.goto('/c/kinderwagens');
      expect(await columns(page, '.product-grid')).toBe(expected.listing);

      await page.goto('/p/SLE-100047/lotje-en-lars-basic-boxpakje');
      expect(await columns(page, 'article[data-sku="SLE-100047"]')).toBe(expected.product);
    });
  }

  test('the smallest phones get narrower gutters than 368 px and wider', async ({ page }) => {
    const gutter = () =>
      page.locator('main.page').evaluate((node) => getComputedStyle(node).paddingLeft);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    expect(await gutter()).toBe('8px');
    await page.setViewportSize({ width: 400, height: 800 });
    expect(await gutter()).toBe('16px');
    await page.setViewportSize({ width: 1024, height: 800 });
    expect(await gutter()).toBe('24px');
  });
});
