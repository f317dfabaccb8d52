import { expect, hydrated, seriousViolations, test } from './fixtures.ts';

/** A configurable romper suit of the demo catalogue: sizes from 68 cost a euro more. */
const PRODUCT = '/p/SLE-100047/lotje-en-lars-basic-boxpakje';

test.describe('product page', () => {
  test('picking colour and size moves the URL and the price, without console errors', async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(PRODUCT);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Basic boxpakje');
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.getByText('€ 30,95').first()).toBeVisible();

    await page.getByRole('group', { name: /Kleur/ }).getByRole('link', { name: 'Lila' }).click();
    await expect(page).toHaveURL(/\/SLE-100047-LIL-50$/);
    await page.getByRole('group', { name: /Maat/ }).getByRole('link', { name: '68' }).click();
    await expect(page).toHaveURL(/\/SLE-100047-LIL-68$/);
    await expect(main.getByText('€ 31,95').first()).toBeVisible();
    await expect(
      page.getByRole('group', { name: /Maat/ }).locator('a[aria-current="true"]'),
    ).toHaveText('68');
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('opening a child product directly answers 301 to its parent with the child chosen', async ({
    request,
  }) => {
    const response = await request.get('/p/SLE-100047-LIL-68/iets', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`${PRODUCT}/SLE-100047-LIL-68`);
  });

  test('the German page shows prices excl. VAT and the switch returns to the Dutch product', async ({
    page,
  }) => {
    await page.goto(PRODUCT);
    await page
      .getByRole('navigation', { name: 'Kies je taal' })
      .getByRole('link', { name: 'DE' })
      .click();
    await expect(page).toHaveURL(/\/de\/p\/SLE-100047\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByText(/zzgl\. MwSt\./).first()).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Sprache wählen' })
      .getByRole('link', { name: 'NL' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
  });

  test('back from a product keeps the filters and sort of the category', async ({ page }) => {
    await page.goto('/c/kinderwagens');
    await hydrated(page);
    await page.locator('summary', { hasText: 'Filter' }).click();
    await page.getByRole('region', { name: 'Kleur' }).getByRole('link').first().click();
    await page
      .getByRole('navigation', { name: 'Sorteren op' })
      .getByRole('link', { name: 'Prijs hoog - laag' })
      .click();
    await expect(page).toHaveURL(/sort=price(%3A|:)desc/);
    const listing = page.url();
    await page.locator('article a').first().click();
    await expect(page).toHaveURL(/\/p\//);
    await page.goBack();
    await expect(page).toHaveURL(listing);
    await expect(
      page.getByRole('navigation', { name: 'Sorteren op' }).locator('a[aria-current="true"]'),
    ).toHaveText('Prijs hoog - laag');
  });
});
