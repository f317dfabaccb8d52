/**
 * The installable app and its offline behaviour (secondary-areas §2 installable app, core-shop §4
 * online flag and §8 error catalogue), in both store views at a phone's and a desktop's width:
 * the browser finds nothing that stops installing the shop; offline, 'You are offline' shows,
 * visited pages (with their pictures) open, an unvisited page leads home with the message
 * 'not available in Offline mode' and OK, a listing never kept under its filters shows the
 * category with 'No products synchronized', and the cart and checkout show the browser's cart
 * with the offline notice instead of an error code.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { expect, hydrated, test, watchContext } from './fixtures.ts';
import { widthsFor } from './views.ts';

/** Waits until the service worker is active and controls the page. */
async function controlledByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

const VIEWS = [
  {
    lang: 'nl',
    home: '/',
    manifest: '/manifest.webmanifest',
    startUrl: '/',
    visited: '/p/SLE-100047/lotje-en-lars-basic-boxpakje',
    unvisited: '/p/ROM-100046/little-tulip-basic-rib-overslagromper',
    category: '/c/kinderwagens',
    cart: '/cart',
    checkout: '/checkout',
    texts: {
      addToCart: 'In winkelmand',
      cart: 'Winkelmand',
      offline: 'Je bent offline',
      unavailable:
        'Deze product-, categorie- of contentpagina is offline niet beschikbaar. We brengen je naar de homepage.',
      noProducts:
        'Voor deze selectie in de categorie zijn nog geen producten bewaard. Kom terug als je weer online bent!',
      estimated: 'Je bent offline: de totalen zijn een schatting.',
      errorCode: 'Foutcode',
    },
  },
  {
    lang: 'de',
    home: '/de',
    manifest: '/de/manifest.webmanifest',
    startUrl: '/de/',
    visited: '/de/p/SLE-100047/lotje-und-lars-basic-strampler',
    unvisited: '/de/p/ROM-100046/little-tulip-basic-rib-wickelbody',
    category: '/de/c/kinderwagen',
    cart: '/de/cart',
    checkout: '/de/checkout',
    texts: {
      addToCart: 'In den Warenkorb',
      cart: 'Warenkorb',
      offline: 'Sie sind offline',
      unavailable:
        'Diese Produkt-, Kategorie- oder Inhaltsseite ist offline nicht verfügbar. Wir bringen Sie zur Startseite.',
      noProducts:
        'Für diese Auswahl in der Kategorie sind noch keine Produkte gespeichert. Bitte schauen Sie wieder vorbei, wenn Sie online sind!',
      estimated: 'Sie sind offline: Die Summen sind geschätzt.',
      errorCode: 'Fehlercode',
    },
  },
] as const;

for (const view of VIEWS) {
  for (const width of widthsFor(view.lang)) {
    test.describe(`${view.lang} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('the browser finds nothing that stops installing the store view as an app', async ({
        page,
        browserName,
      }, testInfo) => {
        expect(browserName).toBe('chromium');
        const manifestResponse = await page.request.get(view.manifest);
        expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
        expect(await manifestResponse.json()).toMatchObject({
          start_url: view.startUrl,
          scope: view.startUrl,
          display: 'standalone',
          theme_color: '#e2007a',
          lang: view.lang,
        });
        // Chromium never offers to install from a private window: a profile on disk.
        const { launchOptions, baseURL } = testInfo.project.use;
        const profile = await mkdtemp(join(tmpdir(), 'shop-install-'));
        const context = await chromium.launchPersistentContext(profile, {
          ...launchOptions,
          baseURL,
          viewport: { width, height: 900 },
        });
        watchContext(context);
        try {
          const app = context.pages()[0] ?? (await context.newPage());
          await app.goto(view.home);
          await hydrated(app);
          await controlledByWorker(app);
          expect(await app.locator('link[rel="manifest"]').getAttribute('href')).toBe(
            view.manifest,
          );
          const session = await context.newCDPSession(app);
          const { errors } = await session.send('Page.getAppManifest');
          expect(errors).toEqual([]);
          await expect
            .poll(
              async () => (await session.send('Page.getInstallabilityErrors')).installabilityErrors,
            )
            .toEqual([]);
        } finally {
          await context.close();
          await rm(profile, { recursive: true, force: true });
        }
      });

      test('offline: visited pages open, an unvisited one leads home with the message, the cart shows with the notice', async ({
        page,
        context,
        consoleErrors,
      }) => {
        await page.goto(view.home);
        await hydrated(page);
        await controlledByWorker(page);
        await page.goto(view.category);
        await hydrated(page);
        const categoryHeading = await page.getByRole('heading', { level: 1 }).textContent();
        await page.goto(view.visited);
        await hydrated(page);
        const productHeading = await page.getByRole('heading', { level: 1 }).textContent();
        await page.getByRole('button', { name: view.texts.addToCart }).first().click();
        await expect(page.getByRole('dialog', { name: new RegExp(view.texts.cart) })).toBeVisible();
        await page.keyboard.press('Escape');

        await context.setOffline(true);
        await expect(
          page.getByRole('status').filter({ hasText: view.texts.offline }),
        ).toBeVisible();

        // A visited product page, opened afresh, with its pictures.
        await page.goto(view.visited);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(productHeading ?? '');
        await expect(
          page.getByRole('status').filter({ hasText: view.texts.offline }),
        ).toBeVisible();
        const picture = page.locator('main img').first();
        await expect
          .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0);

        // A visited listing.
        await page.goto(view.category);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryHeading ?? '');

        // The same listing under filters never kept: the category as kept, with the warning.
        await page.goto(`${view.category}?sort=price_asc`);
        await expect(page).toHaveURL(new RegExp(`${view.category}$`));
        await expect(
          page.getByRole('alert').filter({ hasText: view.texts.noProducts }),
        ).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryHeading ?? '');

        // A product page never visited: home, with the message and OK.
        await page.goto(view.unvisited);
        await expect(page).toHaveURL(
          new RegExp(`^[a-z]+://[^/]+${view.home === '/' ? '/' : view.home}$`),
        );
        const message = page.getByRole('alert').filter({ hasText: view.texts.unavailable });
        await expect(message).toBeVisible();
        await message.getByRole('button', { name: 'OK' }).click();
        await expect(message).toBeHidden();

        // The cart: the browser's cart with the offline notice, never an error code.
        await page.goto(view.cart);
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1, name: view.texts.cart })).toBeVisible();
        await expect(page.getByText(view.texts.estimated)).toBeVisible();
        await expect(page.getByText(view.texts.errorCode)).toHaveCount(0);

        // The checkout, asked for offline: the cart page.
        await page.goto(view.checkout);
        await expect(page).toHaveURL(new RegExp(`${view.cart}$`));
        await expect(page.getByRole('heading', { level: 1, name: view.texts.cart })).toBeVisible();
        await expect(page.getByText(view.texts.errorCode)).toHaveCount(0);

        await context.setOffline(false);
        await expect(page.getByRole('status').filter({ hasText: view.texts.offline })).toBeHidden();
        // The browser logs each request it could not make offline.
        consoleErrors.length = 0;
      });
    });
  }
}

test('offline: following links inside the app opens visited pages and the cart, never an error code', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/');
  await hydrated(page);
  await controlledByWorker(page);
  await page.goto('/c/kinderwagens');
  await hydrated(page);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await page.goto('/');
  await hydrated(page);

  await context.setOffline(true);
  // Into a visited listing by a link (its data was never fetched alone: the page as kept).
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/c/kinderwagens';
    link.textContent = 'Kinderwagens (test)';
    document.querySelector('main')?.prepend(link);
  });
  await page.getByRole('link', { name: 'Kinderwagens (test)' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
  await hydrated(page);

  // On to the cart by a link.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/cart';
    link.textContent = 'Winkelmand (test)';
    document.querySelector('main')?.prepend(link);
  });
  await page.getByRole('link', { name: 'Winkelmand (test)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Winkelmand' })).toBeVisible();
  await expect(page.getByText('Foutcode')).toHaveCount(0);
  await context.setOffline(false);
  consoleErrors.length = 0;
});
