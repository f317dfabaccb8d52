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

  test("the menu and footer come from the store view's theme file, not from every page's data", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const html = await (await request.get('/de')).text();
    const href = /<link[^>]*href="(\/site-theme\/de\.json\?v=[\w-]+)"[^>]*data-site-theme/.exec(
      html,
    )?.[1];
    expect(href, 'the document names the theme file').toBeTruthy();
    // The page data names the file and carries no theme.
    const pageData = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)]
      .map((match) => JSON.parse(match[1] as string) as string)
      .join('');
    expect(pageData).toContain('"themeHref"');
    expect(pageData).not.toContain('"theme"');
    // The file, named by its content, is kept by browsers and shared caches.
    const file = await request.get(href as string);
    expect(file.status()).toBe(200);
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const theme = (await file.json()) as { menu: { name: string; to: string }[] };
    expect(theme.menu.length).toBeGreaterThan(0);
    for (const entry of theme.menu) expect(entry.to).toMatch(/^\/de\//);
    // Any other version is answered with the current theme, which nobody keeps.
    const stale = await request.get('/site-theme/de.json?v=earlier');
    expect(stale.headers()['cache-control']).toBe('no-store');
    expect(await stale.json()).toEqual(theme);
    expect((await request.get('/site-theme/fr.json')).status()).toBe(404);

    // The browser draws the menu of the file, and the other store view's after the switch.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/de');
    await hydrated(page);
    const menu = page.getByRole('navigation', { name: 'Kategorien' });
    const first = theme.menu[0] as { name: string; to: string };
    await expect(menu.getByRole('link', { name: first.name, exact: true }).first()).toHaveAttribute(
      'href',
      first.to,
    );
    await page
      .getByRole('navigation', { name: 'Sprache wählen' })
      .getByRole('link', { name: 'NL' })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(
      page.getByRole('navigation', { name: 'Categorieën' }).getByRole('link').first(),
    ).toHaveAttribute('href', /^\/c\//);
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
