/**
 * The store locator (secondary-areas §2, §7, §9) in a real Chromium: the nearest store to a Dutch
 * postcode and to a German place, its page with the week's hours and its Store JSON-LD; the
 * browser's position, granted and refused; the search form without JavaScript; the page still
 * usable when map tiles cannot load; axe and no sideways scrolling at 390 px. Map tiles come from
 * the journeys' local tile server (tile-server.ts), never from the internet. Screenshots at 390
 * and 1366 px in both languages go to var/screens.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, seriousViolations, test } from './fixtures.ts';
import { tileServerPort } from './tile-server.ts';

const SCREENS = 'var/screens';

const NL = {
  prefix: '',
  field: 'Plaats of postcode',
  search: 'Zoek winkels',
  mapLabel: 'Kaart van de winkels',
  hours: 'Openingstijden',
  today: 'Vandaag',
};
const DE = {
  prefix: '/de',
  field: 'Ort oder Postleitzahl',
  search: 'Filialen suchen',
  mapLabel: 'Karte der Filialen',
  hours: 'Öffnungszeiten',
  today: 'Heute',
};

/** The store cards of the results, in their order. */
function storeNames(page: Page) {
  return page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'sideways scrolling').toBeLessThanOrEqual(0);
}

/** The schema.org Store of the page's JSON-LD, or undefined. */
async function storeJsonLd(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts
    .map((text) => JSON.parse(text) as { '@type'?: string; [key: string]: unknown })
    .find((json) => json['@type'] === 'Store');
}

test.describe('store locator', () => {
  test('finds the nearest store to a Dutch postcode, and its page shows the week and Store JSON-LD (nl)', async ({
    page,
  }) => {
    const answer = await page.request.get('/storelocator');
    expect(answer.headers()['cache-control']).toContain('public');
    // From another page by the tab bar's Store tab (the in-store page) and its link to all
    // stores: the locator loads as a document of its own, whose policy allows the tiles (the
    // journey fails on any policy violation).
    await page.goto('/');
    await hydrated(page);
    const storeTab = page.getByRole('navigation', { name: 'Snelkoppelingen' }).getByRole('link', {
      name: 'Winkel',
      exact: true,
    });
    await expect(storeTab).toHaveAttribute('href', '/in-store');
    await storeTab.click();
    await expect(page).toHaveURL(/\/in-store$/);
    await hydrated(page);
    await page.getByRole('link', { name: 'Al onze winkels met adres en openingstijden' }).click();
    await expect(page).toHaveURL(/\/storelocator$/);
    await hydrated(page);
    await expect(page.locator('[data-page-type="Storelocator"]')).toBeVisible();
    await expect(storeTab).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('region', { name: NL.mapLabel }).locator('img.leaflet-tile-loaded').first(),
    ).toBeVisible();
    // The footer's "Our stores" leads here too.
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Onze winkels' }),
    ).toHaveAttribute('href', '/storelocator');
    await page.getByLabel(NL.field).fill('3511 AB');
    await page.getByRole('button', { name: NL.search }).click();
    await expect(page).toHaveURL(/\/storelocator\?q=3511\+AB$/);
    const results = page.getByRole('region', { name: 'Winkels bij 3511 AB' });
    await expect(results).toContainText('Binnen 30 km');
    await expect(storeNames(page).first()).toHaveText('Kindershop Utrecht');
    const first = results.getByRole('listitem').first();
    await expect(first).toContainText('0,2 km');
    await expect(first).toContainText('Oudegracht 141');
    await expect(first).toContainText(/Nu (open|gesloten)/);
    await expect(first).toContainText(/Vandaag (\d\d:\d\d–\d\d:\d\d|gesloten)/);
    // Few stores near: the next radius is offered.
    await expect(results.getByRole('link', { name: 'Zoek binnen 60 km' })).toBeVisible();
    // A marker per store on the map, drawn on the local tiles.
    const map = page.getByRole('region', { name: NL.mapLabel });
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(
      await results.getByRole('listitem').count(),
    );
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();

    await expect(map.getByRole('button', { name: 'Inzoomen' })).toBeVisible();
    // A marker's popup (by keyboard) names the store and leads to its page.
    await map.locator('.leaflet-marker-icon').first().press('Enter');
    await expect(map.getByRole('button', { name: 'Sluiten' })).toBeVisible();
    await map.getByRole('link', { name: 'Kindershop Utrecht' }).click();
    await expect(page).toHaveURL(/\/storelocator\/utrecht$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kindershop Utrecht' })).toBeVisible();
    await expect(page.locator('[data-page-type="StorelocatorDetail"]')).toBeVisible();
    const hours = page.getByRole('table', { name: NL.hours });
    await expect(hours.getByRole('row')).toHaveCount(7);
    await expect(hours.getByRole('row').first()).toContainText('maandag');
    await expect(hours.getByRole('row').last()).toContainText('Gesloten');
    await expect(hours.locator('tr[aria-current="date"]')).toContainText(NL.today);
    await expect(page.getByRole('link', { name: /Bel \+31 30/ })).toHaveAttribute(
      'href',
      'tel:+31302314467',
    );
    await expect(page.getByRole('link', { name: /Plan je route/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=52\./,
    );
    await expect(page.getByRole('heading', { name: 'Haal je bestelling hier op' })).toBeVisible();

    // The server's HTML itself, as a search engine reads it.
    await page.reload();
    const store = await storeJsonLd(page);
    expect(store).toMatchObject({
      name: 'Kindershop Utrecht',
      telephone: '+31 30 231 4467',
      address: { streetAddress: 'Oudegracht 141', postalCode: '3511 AZ', addressCountry: 'NL' },
    });
    expect(store?.openingHoursSpecification).toHaveLength(6);
  });

  test('finds the nearest store to a German place, and searches wider where none is near (de)', async ({
    page,
  }) => {
    await page.goto('/de/storelocator');
    await hydrated(page);
    await page.getByLabel(DE.field).fill('Bonn');
    await page.getByRole('button', { name: DE.search }).click();
    const results = page.getByRole('region', { name: 'Filialen in der Nähe von Bonn' });
    await expect(storeNames(page).first()).toHaveText('Kindershop Köln');
    await expect(results.getByRole('listitem').first()).toContainText('24,6 km');
    await results.getByRole('link', { name: 'Kindershop Köln' }).click();
    await expect(page).toHaveURL(/\/de\/storelocator\/koeln$/);
    await expect(
      page.getByRole('table', { name: DE.hours }).getByRole('row').first(),
    ).toContainText('Montag');
    await expect(page.locator('tr[aria-current="date"]')).toContainText(DE.today);
    await expect(page.getByRole('button', { name: 'Vergrößern' })).toBeVisible();
    expect(await storeJsonLd(page)).toMatchObject({
      name: 'Kindershop Köln',
      address: { addressCountry: 'DE' },
    });

    await page.goto('/de/storelocator?q=Leipzig');
    await hydrated(page);
    await expect(page.getByText('Keine Filialen im Umkreis von 30 km.')).toBeVisible();
    await page.getByRole('link', { name: 'Im Umkreis von 60 km suchen' }).click();
    await expect(page).toHaveURL(/\?q=Leipzig&distance=60$/);
    await expect(page.getByText('Im Umkreis von 60 km', { exact: false }).first()).toBeVisible();

    await page.goto('/de/storelocator?q=Atlantis');
    await expect(
      page.getByRole('status').filter({ hasText: 'Wir können „Atlantis“ nicht finden' }),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Alle Filialen' }),
    ).toHaveAttribute('href', '/de/storelocator');
  });

  test('"use my location" lists the stores nearest to the position the browser gives', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 52.3731, longitude: 4.8922 });
    await page.goto('/storelocator');
    await hydrated(page);
    await page.getByRole('button', { name: 'Gebruik mijn locatie' }).click();
    await expect(page).toHaveURL(/\?lat=52\.373&lng=4\.892$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Winkels bij jouw locatie' }),
    ).toBeVisible();
    await expect(storeNames(page).first()).toHaveText('Kindershop Amsterdam');
  });

  test('"use my location" says in the page language that the position was refused', async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    await page.goto('/de/storelocator');
    await hydrated(page);
    await page.getByRole('button', { name: 'Meinen Standort verwenden' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Sie haben die Freigabe Ihres Standorts nicht erlaubt. Suchen Sie bitte nach Ort oder Postleitzahl.',
    );
    await expect(page).toHaveURL(/\/de\/storelocator$/);
  });

  test('stays usable as a list when the map tiles cannot load', async ({ page, consoleErrors }) => {
    const tiles = `http://127.0.0.1:${tileServerPort()}/**`;
    await page.route(tiles, (route) => route.abort('connectionrefused'));
    await page.goto('/storelocator?q=Haarlem');
    await hydrated(page);
    await expect(
      page.getByText('De kaart kan nu niet worden geladen.', { exact: false }),
    ).toBeVisible();
    await expect(storeNames(page).first()).toHaveText('Kindershop Amsterdam');
    await page.getByLabel(NL.field).fill('1012 AB');
    await page.getByRole('button', { name: NL.search }).click();
    await expect(page).toHaveURL(/\?q=1012\+AB$/);
    await page.getByRole('main').getByRole('link', { name: 'Kindershop Amsterdam' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kindershop Amsterdam' }),
    ).toBeVisible();
    // The refused tiles are the browser's own failed loads, which this journey causes on purpose.
    const others = consoleErrors.filter((error) => !/Failed to load resource/.test(error));
    consoleErrors.splice(0, consoleErrors.length, ...others);
  });

  for (const [lang, view] of [
    ['nl', NL],
    ['de', DE],
  ] as const) {
    test(`both pages fit 390 px and have no serious axe violation, screenshots at 390 and 1366 px (${lang})`, async ({
      page,
    }) => {
      const query = lang === 'nl' ? '?q=Rotterdam' : '?q=M%C3%BCnchen';
      const store = lang === 'nl' ? 'rotterdam' : 'muenchen';
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: width < 1024 ? 844 : 900 });
        for (const [name, path] of [
          ['storelocator', `${view.prefix}/storelocator${query}`],
          ['store', `${view.prefix}/storelocator/${store}`],
        ] as const) {
          await page.goto(path);
          await hydrated(page);
          await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
          if (width === 390) {
            await expectNoSidewaysScroll(page);
            expect(await seriousViolations(page)).toEqual([]);
          }
          await page.screenshot({
            path: `${SCREENS}/${name}-${lang}-${width}.png`,
            fullPage: true,
          });
        }
      }
    });
  }
});

test.describe('store locator without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('searches by place through the page itself', async ({ page }) => {
    await page.goto('/storelocator');
    await page.getByLabel(NL.field).fill('Haarlem');
    await page.getByLabel(NL.field).press('Enter');
    await expect(page).toHaveURL(/\/storelocator\?q=Haarlem$/);
    await expect(storeNames(page).first()).toHaveText('Kindershop Amsterdam');
    await expect(page.getByRole('button', { name: 'Gebruik mijn locatie' })).toHaveCount(0);
  });
});
