import { expect, hydrated, seriousViolations, test } from './fixtures.ts';

test.describe('layout and shell', () => {
  test('the Dutch home page is server-rendered, hydrates cleanly and passes axe', async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { name: 'Shop per categorie' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Waar ben je naar op zoek?' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Snelkoppelingen' });
    await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Winkelmand' })).toHaveAttribute('href', '/cart');
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the German home page speaks German and the language switch goes back', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Nach Kategorie einkaufen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mein Konto' })).toHaveAttribute(
      'href',
      '/de/my-account',
    );
    await page
      .getByRole('navigation', { name: 'Sprache wählen' })
      .getByRole('link', { name: 'NL' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    expect(consoleErrors).toEqual([]);
  });

  test('a CMS page resolves through the URL map in both languages', async ({ page }) => {
    const nl = await page.goto('/over-ons');
    expect(nl?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Over ons' })).toBeVisible();
    await page.goto('/de/ueber-uns');
    await expect(page.getByRole('heading', { level: 1, name: 'Über uns' })).toBeVisible();
  });

  test('redirect entities answer with their own status and target', async ({ request }) => {
    const permanent = await request.get('/klantenservice/verzending', { maxRedirects: 0 });
    expect(permanent.status()).toBe(301);
    expect(permanent.headers().location).toBe('/verzendkosten');
    const temporary = await request.get('/de/sommeraktion', { maxRedirects: 0 });
    expect(temporary.status()).toBe(302);
    expect(temporary.headers().location).toMatch(/^\/de\/kinderwagen/);
  });

  test('an unknown path answers the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/dit-bestaat-echt-niet');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
    const german = await page.goto('/de/gibt-es-nicht');
    expect(german?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});
