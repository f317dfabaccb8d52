/**
 * The storefront under its Content-Security-Policy: the scripts allowed by the page's nonce
 * hydrate it (a click navigates without loading a new document), the service worker registers,
 * and the API reference runs under its own policy. Every journey also fails on any violation
 * (fixtures.ts).
 */
import { expect, hydrated, test } from './fixtures.ts';

test.describe('security headers in the browser', () => {
  test('a page runs by its nonce: it hydrates, navigates on the client and registers the service worker', async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto('/');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(policy).not.toContain('unsafe-inline');
    // Only the native app's page (APP_BRIDGE_ORIGINS: the journeys' test app frame) may frame it.
    expect(policy).toMatch(/frame-ancestors http:\/\/127\.0\.0\.1:\d+$/);
    await hydrated(page);

    // Only React opens the login modal from the account link (without it the link leads on).
    await page.getByRole('link', { name: 'Mijn account' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await page.keyboard.press('Escape');

    // A document loaded anew would forget this mark; a client-side navigation keeps it.
    await page.evaluate(() => {
      (window as Window & { stillTheSameDocument?: boolean }).stillTheSameDocument = true;
    });
    await page
      .locator('[data-block="category_tiles"]')
      .getByRole('link', { name: /^Kinderwagens/ })
      .click();
    await expect(page).toHaveURL(/\/c\/kinderwagens$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kinderwagens' })).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as Window & { stillTheSameDocument?: boolean }).stillTheSameDocument,
      ),
    ).toBe(true);

    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? null;
    });
    expect(worker).toMatch(/\/sw\.js$/);
    expect(consoleErrors).toEqual([]);
  });

  test('the API reference renders under its own policy', async ({ page, consoleErrors }) => {
    const response = await page.goto('/api/docs');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
    await expect(page.getByRole('heading', { name: /Shop API/ })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
