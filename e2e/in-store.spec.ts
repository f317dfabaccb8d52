/**
 * In-store journeys (secondary-areas §2, §3, §5, §8): the product page's shelf stock in the
 * stores with the shopper's store remembered across a reload; the in-store page reached by a
 * typed EAN, with unknown and wrong barcodes; the in-store product page's stock and pick-up; the
 * demo customer's store purchases in the account. Axe on every new page and the dialog, in Dutch
 * and German, and no sideways scrolling at 390 px.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, hydrated, seriousViolations, test, uniqueEmail } from './fixtures.ts';

const MAIL_DIR = join(process.env.E2E_DATA_DIR ?? 'var/e2e', 'mail');
const ROMPER = '/p/SLE-100047/lotje-en-lars-basic-boxpakje';
const ROMPER_LILA_68 = `${ROMPER}/SLE-100047-LIL-68`;
const ROMPER_DE_LILA_68 = '/de/p/SLE-100047/lotje-und-lars-basic-strampler/SLE-100047-LIL-68';
/** The EAN-13 of the romper in lila, size 68 (demo catalogue). */
const ROMPER_LILA_68_EAN = '8710470090723';
/** The EAN-13 of a mattress the catalogue shows in search only (visibility 3, demo catalogue). */
const SEARCH_ONLY_MATTRESS_EAN = '8710470137312';
/** A well-formed EAN-13 that no product has. */
const UNKNOWN_EAN = '4000000000013';
/** The same with a wrong check digit. */
const WRONG_CHECK_DIGIT = '4000000000012';
const DEMO_CUSTOMER = 'demo@kindershop.example';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

async function noSidewaysScroll(page: Page) {
  const wide = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(wide, 'the page scrolls sideways').toBe(false);
}

/** The newest one-time code mailed to an address (the journeys' shop writes mails as files). */
async function readLoginCode(to: string, after: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const names = (await readdir(MAIL_DIR).catch(() => [] as string[]))
          .filter((name) => name.endsWith('.json'))
          .sort()
          .reverse();
        for (const name of names) {
          const mail = JSON.parse(await readFile(join(MAIL_DIR, name), 'utf8')) as {
            kind: string;
            to: string;
            createdAt: string;
            data: { code?: unknown };
          };
          if (
            mail.kind === 'one_time_password' &&
            mail.to === to &&
            Date.parse(mail.createdAt) >= after
          ) {
            code = String(mail.data.code);
            return true;
          }
        }
        return false;
      },
      { message: `a login code mailed to ${to}` },
    )
    .toBe(true);
  return code;
}

test.describe('shelf stock on the product page', () => {
  test('the dialog lists the stores with the shelf stock of the chosen variant; the chosen store is remembered after a reload', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(ROMPER_LILA_68);
    await hydrated(page);
    // Nothing personal in the server's HTML: no store is named before one is chosen.
    await expect(page.getByTestId('chosen-store')).toHaveText('\u00a0');
    await page.getByRole('button', { name: 'Bekijk voorraad in de winkels' }).click();
    const dialog = page.getByRole('dialog', { name: /Voorraad van .* in de winkels/ });
    await expect(dialog).toBeVisible();
    // The tab bar hides while the store stock dialog is open.
    await expect(page.getByRole('navigation', { name: 'Snelkoppelingen' })).toHaveCount(0);
    await dialog.getByLabel('Postcode of plaats').fill('Utrecht');
    await dialog.getByRole('button', { name: 'Winkels zoeken' }).click();
    await expect(dialog.getByRole('heading', { name: 'Winkels bij Utrecht' })).toBeVisible();
    const utrecht = dialog.locator('[data-store="utrecht"]');
    await expect(utrecht).toContainText('Kindershop Utrecht');
    await expect(utrecht).toContainText(
      /Op voorraad in de winkel|Nog maar een paar in de winkel|Niet op voorraad in de winkel/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await utrecht.getByRole('button', { name: /Kies deze winkel/ }).click();
    await expect(utrecht).toContainText('Jouw winkel');
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('chosen-store')).toHaveText('Jouw winkel: Kindershop Utrecht');
    await noSidewaysScroll(page);

    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('chosen-store')).toHaveText('Jouw winkel: Kindershop Utrecht');
  });

  test('an unknown place says so, in German', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(ROMPER_DE_LILA_68);
    await hydrated(page);
    await page.getByRole('button', { name: 'Bestand in den Filialen ansehen' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Alle Filialen' })).toBeVisible();
    await dialog.getByLabel('Postleitzahl oder Ort').fill('Atlantis');
    await dialog.getByRole('button', { name: 'Filialen suchen' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Ort nicht gefunden: Atlantis');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('the in-store page', () => {
  test('typing an EAN leads to the in-store product page; unknown and wrong barcodes say so (nl, 390 px)', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/in-store');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'In de winkel' })).toBeVisible();
    const tabBar = page.getByRole('navigation', { name: 'Snelkoppelingen' });
    await expect(tabBar.getByRole('link', { name: 'Winkel', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await noSidewaysScroll(page);

    const barcode = page.getByLabel('Barcode (EAN)');
    await barcode.fill(WRONG_CHECK_DIGIT);
    await page.getByRole('button', { name: 'Product zoeken' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Deze barcode is niet geldig: het controlecijfer klopt niet.',
    );

    await page.getByLabel('Barcode (EAN)').fill(UNKNOWN_EAN);
    await page.getByRole('button', { name: 'Product zoeken' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Het gevraagde product kon niet worden gevonden.',
    );

    await page.getByLabel('Barcode (EAN)').fill(ROMPER_LILA_68_EAN);
    await page.getByRole('button', { name: 'Product zoeken' }).click();
    await expect(page).toHaveURL(
      /\/in-store\/lotje-en-lars-basic-boxpakje\?sku=SLE-100047-LIL-68$/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lotje & Lars Basic boxpakje');
    await expect(page.getByLabel('Variant')).toHaveValue('SLE-100047-LIL-68');
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
    await noSidewaysScroll(page);

    // A product shown only in search results stands on the shelf too: its page opens.
    await page.goto(`/in-store?code=${SEARCH_ONLY_MATTRESS_EAN}`);
    await expect(page).toHaveURL(/\/in-store\/nordkind-sanne-ledikantmatras$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Nordkind Sanne ledikantmatras',
    );
  });

  test('choose a store, see its shelf stock and pick up there (de, 1366 px)', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/de/in-store');
    await hydrated(page);
    await page.getByRole('button', { name: 'Filiale wählen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Postleitzahl oder Ort').fill('Berlin');
    await dialog.getByRole('button', { name: 'Filialen suchen' }).click();
    await expect(
      dialog.getByRole('heading', { name: 'Filialen in der Nähe von Berlin' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog
      .locator('[data-store="berlin-mitte"]')
      .getByRole('button', { name: /Diese Filiale wählen/ })
      .click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('in-store-chosen')).toContainText('Kindershop Berlin-Mitte');

    await page.getByLabel('Barcode (EAN)').fill(ROMPER_LILA_68_EAN);
    await page.getByRole('button', { name: 'Produkt suchen' }).click();
    await expect(page).toHaveURL(
      /\/de\/in-store\/lotje-und-lars-basic-strampler\?sku=SLE-100047-LIL-68$/,
    );
    await hydrated(page);
    await expect(
      page.getByRole('heading', { name: 'Bestand in Kindershop Berlin-Mitte' }),
    ).toBeVisible();
    await expect(page.getByTestId('own-store-stock')).toHaveText(
      /^(In der Filiale vorrätig|Nur noch wenige in der Filiale|In der Filiale nicht vorrätig)$/,
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Abholen in Kindershop Berlin-Mitte' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Zum Warenkorb hinzugefügt' }),
    ).toContainText('Beim Bezahlen bieten wir Ihnen die Abholung in Kindershop Berlin-Mitte an.');
    // The checkout reads the store once and offers the pick-up there.
    const preference = await page.evaluate(() => localStorage.getItem('shop/pickup-store/de'));
    expect(JSON.parse(preference ?? 'null')).toMatchObject({ code: 'berlin-mitte' });
  });
});

test.describe('pick-up from the in-store page', () => {
  test('the store chosen for a pick-up is the pick-up location of the checkout', async ({
    page,
    request,
  }) => {
    // A customer logged in over the API, as the checkout journeys do (the forms have their own).
    const email = uniqueEmail('in-store-pickup');
    const password = 'Wandel-Wagen-2026';
    const created = await request.post('/api/user/create?storeCode=nl', {
      data: { customer: { email, firstname: 'Sanne', lastname: 'de Vries' }, password },
    });
    expect(created.status()).toBe(200);
    const login = await (
      await request.post('/api/user/login', { data: { username: email, password } })
    ).json();
    await page.goto('/');
    await page.evaluate(
      ([token, refresh]) => {
        localStorage.setItem('shop/user/current-token', token);
        localStorage.setItem('shop/user/current-refresh-token', refresh);
        localStorage.setItem(
          'shop/store-location/nl',
          JSON.stringify({
            code: 'amsterdam',
            name: 'Kindershop Amsterdam',
            city: 'Amsterdam',
            postcode: '1012 PH',
            latitude: 52.3702,
            longitude: 4.891,
            isPickupLocation: true,
          }),
        );
      },
      [login.result as string, login.meta.refreshToken as string] as const,
    );

    await page.goto(`/in-store?code=${ROMPER_LILA_68_EAN}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Afhalen in Kindershop Amsterdam' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Toegevoegd aan je winkelwagen' }),
    ).toBeVisible();
    await page.goto('/checkout');
    await hydrated(page);
    // An address in Utrecht, far from the store: the pick-up is still offered in Amsterdam.
    await page.getByLabel('Postcode').fill('3511 AB');
    await page.getByLabel('Huisnummer').fill('12');
    await page.getByLabel('Straat').fill('Oudegracht');
    await page.getByLabel('Plaats').fill('Utrecht');
    await page.getByRole('button', { name: 'Adres opslaan' }).click();
    await expect(page.getByRole('radio', { name: /Ophalen in de winkel/ })).toBeChecked();
    const stores = page.getByRole('group', { name: 'Ophaallocatie' });
    await expect(stores.getByRole('radio', { checked: true })).toHaveAttribute(
      'value',
      'amsterdam',
    );
  });
});

test.describe('store purchases in the account', () => {
  test('the demo customer sees their store purchases beside the web orders, and one in detail', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('link', { name: 'Mijn account' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: 'Inloggen met een code' }).click();
    await modal.getByLabel('E-mailadres').fill(DEMO_CUSTOMER);
    const asked = Date.now() - 1000;
    await modal.getByRole('button', { name: 'Stuur mij een code' }).click();
    await expect(modal.getByRole('status')).toContainText(DEMO_CUSTOMER);
    await modal.getByLabel('Code uit de e-mail').fill(await readLoginCode(DEMO_CUSTOMER, asked));
    await modal.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(modal).toBeHidden();

    await page.goto('/my-account/purchases');
    await hydrated(page);
    const purchases = page.getByTestId('store-purchases');
    await expect(purchases.getByRole('heading', { name: 'Aankopen in de winkel' })).toBeVisible();
    await expect(purchases.getByRole('listitem')).toHaveCount(4);
    await expect(purchases).toContainText('Kindershop Amsterdam');
    expect(await seriousViolations(page)).toEqual([]);
    await noSidewaysScroll(page);

    await purchases.getByRole('link', { name: 'Kindershop Amsterdam' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Winkelaankoop');
    await expect(page.getByText('Gekocht in')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Je producten' })).toBeVisible();
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
    await noSidewaysScroll(page);

    await page.goto('/de/my-account/purchases');
    await hydrated(page);
    await expect(
      page.getByTestId('store-purchases').getByRole('heading', { name: 'Einkäufe in der Filiale' }),
    ).toBeVisible();
  });
});
