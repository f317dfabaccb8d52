/**
 * The parents' birth list journeys (secondary-areas §2, §4 "Birth list", §8): a parent starts a
 * list after logging in (a past expected date and a taken address are refused, a creation the
 * API fails is explained), adds products from product pages in birth list mode (a configurable
 * with its chosen child), marks a favourite (which then offers no removal), changes a quantity,
 * adds a contribution, reads the statistics, copies the share link, puts everything still wanted
 * in the cart, renames the list, removes all its products but the favourite and marks it
 * inactive. Axe on every page and modal. In Dutch at 390 px and in German at 1366 px.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, seriousViolations, test, uniqueEmail } from './fixtures.ts';
import { birthListWithGifts, DIAPERS as DIAPERS_SKU, statistic } from './lists.ts';

const PASSWORD = 'Wieg-En-Wagen-2026';
const ROMPER_LILA_68 = 'p/SLE-100047/lotje-en-lars-basic-boxpakje/SLE-100047-LIL-68';
const DIAPERS = 'p/DIA-101231/mooi-mini-natural-luiers-maat-1-64-stuks';

const LANGUAGES = {
  nl: {
    prefix: '',
    width: 390,
    login: 'Inloggen',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    loggedIn: 'Je bent ingelogd',
    startTitle: 'Start je geboortelijst',
    loginFirst: 'Log in of maak een account aan om je geboortelijst te starten',
    names: 'Jullie namen',
    message: 'Een bericht voor familie en vrienden (optioneel)',
    date: 'Uitgerekende datum',
    address: 'Het adres van je geboortelijst',
    pastDate: 'De uitgerekende datum moet in de toekomst liggen',
    taken: 'Deze url is niet beschikbaar',
    available: 'Deze url is beschikbaar',
    create: 'Mijn geboortelijst aanmaken',
    createFailed: 'Er ging iets mis, sorry',
    empty: 'Je geboortelijst is nog leeg.',
    legend: 'Wat betekenen de tekens?',
    understood: 'Begrepen',
    addToList: 'Op mijn geboortelijst',
    howMany: 'Hoeveel wil je er?',
    added: 'Het product is aan je geboortelijst toegevoegd',
    updated: 'Het product is bijgewerkt',
    favouriteOf: 'is een favoriet',
    markFavourite: 'Als favoriet markeren',
    removeOf: 'van de geboortelijst verwijderen',
    removed: 'Het product is van je geboortelijst verwijderd',
    moreOf: 'Eén meer van',
    wanted: 'Producten gewenst',
    bought: 'Gekocht',
    stillWanted: 'Nog gewenst',
    contributed: 'Bijgedragen',
    addContribution: 'Bijdrage toevoegen',
    contributionTitle: 'Waarvoor is het?',
    contributionAmount: 'Doelbedrag in euro',
    pram: 'Kinderwagen',
    contributionText: '€ 0,- van € 250,- bijgedragen',
    copy: 'Link kopiëren',
    copied: 'De link is gekopieerd',
    addAll: 'Alles in winkelmand',
    cartCount: '4 in winkelmand',
    settings: 'Instellingen',
    save: 'Wijzigingen opslaan',
    saved: 'Je geboortelijst is opgeslagen',
    removeAll: 'Alle producten verwijderen',
    removeAllQuestion: 'Alle producten verwijderen?',
    productsRemoved: 'De producten zijn verwijderd',
    myProducts: 'Mijn producten',
    markInactive: 'Op inactief zetten',
    noList: 'Je hebt geen actieve geboortelijst',
    shareBase: '/geboortelijst/',
  },
  de: {
    prefix: '/de',
    width: 1366,
    login: 'Anmelden',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    loggedIn: 'Sie sind angemeldet',
    startTitle: 'Geburtsliste anlegen',
    loginFirst: 'Melden Sie sich an oder erstellen Sie ein Konto',
    names: 'Ihre Namen',
    message: 'Eine Nachricht für Familie und Freunde (optional)',
    date: 'Errechneter Geburtstermin',
    address: 'Die Adresse Ihrer Geburtsliste',
    pastDate: 'Der Geburtstermin muss in der Zukunft liegen',
    taken: 'Diese URL ist nicht verfügbar',
    available: 'Diese URL ist verfügbar',
    create: 'Meine Geburtsliste anlegen',
    createFailed: 'Es ist etwas schiefgelaufen, entschuldigen Sie bitte',
    empty: 'Ihre Geburtsliste ist noch leer.',
    legend: 'Was bedeuten die Zeichen?',
    understood: 'Verstanden',
    addToList: 'Auf meine Geburtsliste',
    howMany: 'Wie viele möchten Sie?',
    added: 'Das Produkt wurde Ihrer Geburtsliste hinzugefügt',
    updated: 'Das Produkt wurde aktualisiert',
    favouriteOf: 'ist ein Favorit',
    markFavourite: 'Als Favorit markieren',
    removeOf: 'von der Geburtsliste entfernen',
    removed: 'Das Produkt wurde von Ihrer Geburtsliste entfernt',
    moreOf: 'Eins mehr von',
    wanted: 'Gewünschte Produkte',
    bought: 'Gekauft',
    stillWanted: 'Noch gewünscht',
    contributed: 'Beigetragen',
    addContribution: 'Beitrag hinzufügen',
    contributionTitle: 'Wofür ist er?',
    contributionAmount: 'Zielbetrag in Euro',
    pram: 'Kinderwagen',
    contributionText: '€ 0,- von € 250,- beigetragen',
    copy: 'Link kopieren',
    copied: 'Der Link wurde kopiert',
    addAll: 'Alles in den Warenkorb',
    cartCount: '4 im Warenkorb',
    settings: 'Einstellungen',
    save: 'Änderungen speichern',
    saved: 'Ihre Geburtsliste wurde gespeichert',
    removeAll: 'Alle Produkte entfernen',
    removeAllQuestion: 'Alle Produkte entfernen?',
    productsRemoved: 'Die Produkte wurden entfernt',
    myProducts: 'Meine Produkte',
    markInactive: 'Auf inaktiv setzen',
    noList: 'Sie haben keine aktive Geburtsliste',
    shareBase: '/de/geboortelijst/',
  },
} as const;
type Language = (typeof LANGUAGES)[keyof typeof LANGUAGES];

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** A fresh customer; answers the e-mail and the API token. */
async function newCustomer(request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  const created = await request.post('/api/user/create?storeCode=nl', {
    data: { customer: { email, firstname: 'Emma', lastname: 'de Vries' }, password: PASSWORD },
  });
  expect(created.status()).toBe(200);
  const login = await request.post('/api/user/login', {
    data: { username: email, password: PASSWORD },
  });
  return { email, token: (await login.json()).result as string };
}

/** A url key no other run has taken. */
function uniqueKey(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A list made through the API (another family's, or the one a journey starts from). */
async function listOf(request: APIRequestContext, token: string, urlKey: string, name: string) {
  const created = await request.post('/api/ext/birthlist/create?storeCode=nl', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      birthlist: { display_name: name, expected_date: inDays(120), url_key: urlKey },
    },
  });
  expect(created.status()).toBe(200);
}

/** 'YYYY-MM-DD' some days from today. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Logs in through the authentication modal that the page opened. */
async function logInInModal(page: Page, lang: Language, email: string) {
  const modal = page.getByRole('dialog');
  await modal.getByLabel(lang.email).fill(email);
  await modal.getByLabel(lang.password, { exact: true }).fill(PASSWORD);
  await modal.getByRole('button', { name: lang.login, exact: true }).click();
  await expect(page.getByText(new RegExp(lang.loggedIn)).first()).toBeVisible();
  // The modal is gone and has given the focus back before the page is used.
  await expect(modal).toHaveCount(0);
}

/** Logs in from the header's account link. */
async function logIn(page: Page, lang: Language, email: string) {
  await page
    .getByRole('link', { name: lang.prefix ? 'Mein Konto' : 'Mijn account' })
    .first()
    .click();
  await logInInModal(page, lang, email);
}

function notice(page: Page, text: string) {
  return page.locator('.notifications, [role="status"], [role="alert"]').getByText(text).first();
}

async function registers(page: Page, request: APIRequestContext, lang: Language) {
  const other = await newCustomer(request, 'birthlist-other');
  const taken = uniqueKey('bezet');
  await listOf(request, other.token, taken, 'Familie Jansen');
  const { email } = await newCustomer(request, 'birthlist-parent');
  await page.setViewportSize({ width: lang.width, height: 900 });

  // A guest is asked to log in first; the tab bar is hidden on this page.
  await open(page, `${lang.prefix}/birthlist-registration`);
  await expect(page.getByRole('heading', { level: 1, name: lang.startTitle })).toBeVisible();
  await expect(page.getByText(lang.loginFirst)).toBeVisible();
  await expect(page.locator('.tab-bar')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // After the login the page goes on with the form.
  await page.getByRole('button', { name: lang.login, exact: true }).click();
  await logInInModal(page, lang, email);
  await expect(page.getByLabel(lang.names)).toBeVisible();

  // The address is proposed from the names; a taken one is refused as it is typed.
  await page.getByLabel(lang.names).fill('Emma & Daan');
  await expect(page.getByLabel(lang.address)).toHaveValue('emma-daan');
  await page.getByLabel(lang.message).fill('Wij kijken uit naar jullie!');
  await page.getByLabel(lang.address).fill(taken);
  await expect(page.getByText(lang.taken)).toBeVisible();
  const key = uniqueKey('emma-daan');
  await page.getByLabel(lang.address).fill(key);
  await expect(page.getByText(lang.available)).toBeVisible();
  await expect(page.getByTestId('birthlist-link-preview')).toHaveText(
    new RegExp(`^http://127\\.0\\.0\\.1:\\d+${lang.shareBase}${key}$`),
  );

  // An expected date in the past is refused.
  await page.getByLabel(lang.date).fill(inDays(-3));
  await page.getByRole('button', { name: lang.create }).click();
  await expect(page.getByText(lang.pastDate)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A creation the API fails (500) says so in the page's language; the form stays for a retry.
  await page.route(
    (url) => url.pathname === '/api/ext/birthlist/create',
    (route) => route.fulfill({ status: 500, json: { code: 500, result: 'Internal Server Error' } }),
    { times: 1 },
  );
  await page.getByLabel(lang.date).fill(inDays(90));
  await page.getByRole('button', { name: lang.create }).click();
  await expect(page.getByRole('alert').filter({ hasText: lang.createFailed })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${lang.prefix}/birthlist-registration$`));

  await page.getByRole('button', { name: lang.create }).click();
  await expect(page).toHaveURL(new RegExp(`${lang.prefix}/birthlist/manage$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Emma & Daan' })).toBeVisible();
  await expect(page.getByText(lang.empty)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The legend explains the marks.
  await page.getByRole('button', { name: lang.legend }).click();
  const legend = page.getByRole('dialog', { name: lang.legend });
  await expect(legend).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await legend.getByRole('button', { name: lang.understood }).click();
  await expect(legend).toHaveCount(0);

  // An existing list is managed, not made again.
  await open(page, `${lang.prefix}/birthlist-registration`);
  await expect(page).toHaveURL(new RegExp(`${lang.prefix}/birthlist/manage$`));
  return { key };
}

async function fillsTheList(page: Page, request: APIRequestContext, lang: Language) {
  const { email, token } = await newCustomer(request, 'birthlist-fill');
  const key = uniqueKey('noor');
  await listOf(request, token, key, 'Noor & Sem');
  await page.setViewportSize({ width: lang.width, height: 900 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  // Birth list mode on the product page: the romper suit with its chosen child, two wanted.
  await open(page, `${lang.prefix}/${ROMPER_LILA_68}`);
  await logIn(page, lang, email);
  const addToList = page.getByRole('button', { name: lang.addToList });
  await addToList.click();
  const wish = page.getByRole('dialog', { name: lang.addToList });
  await expect(wish).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await wish.getByLabel(lang.howMany).fill('2');
  await wish.getByRole('button', { name: lang.addToList }).click();
  await expect(wish).toHaveCount(0);
  await expect(notice(page, lang.added)).toBeVisible();

  // And a pack of diapers from its page, on the next page load (the list is read at the page's
  // start). The modal closes once the product is on the list.
  await open(page, `${lang.prefix}/${DIAPERS}`);
  await page.getByRole('button', { name: lang.addToList }).click();
  const second = page.getByRole('dialog', { name: lang.addToList });
  await second.getByRole('button', { name: lang.addToList }).click();
  await expect(second).toHaveCount(0);

  await open(page, `${lang.prefix}/birthlist/manage`);
  const romper = page.locator('li[data-sku="SLE-100047-LIL-68"]');
  const diapers = page.locator('li[data-sku="DIA-101231"]');
  await expect(romper).toBeVisible();
  await expect(diapers).toBeVisible();
  await expect(statistic(page, lang.wanted)).toHaveText('3');
  await expect(statistic(page, lang.bought)).toHaveText('0');
  await expect(statistic(page, lang.stillWanted)).toHaveText('3');
  expect(await seriousViolations(page)).toEqual([]);

  // A favourite is explained before it is marked, and then cannot be removed.
  await romper.getByRole('button', { name: new RegExp(lang.favouriteOf) }).click();
  const favourite = page.getByRole('dialog');
  await expect(favourite).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await favourite.getByRole('button', { name: lang.markFavourite, exact: true }).click();
  await expect(favourite).toHaveCount(0);
  await expect(notice(page, lang.updated)).toBeVisible();
  await expect(romper.getByRole('button', { name: new RegExp(lang.favouriteOf) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Removing is offered only where it can be done: not on the favourite, still on the others.
  await expect(romper.getByRole('button', { name: new RegExp(lang.removeOf) })).toHaveCount(0);
  await expect(diapers.getByRole('button', { name: new RegExp(lang.removeOf) })).toBeVisible();
  await expect(romper).toBeVisible();

  // One more pack of diapers wanted.
  await diapers.getByRole('button', { name: new RegExp(lang.moreOf) }).click();
  await expect(diapers.locator('output')).toHaveText('2');
  await expect(statistic(page, lang.wanted)).toHaveText('4');

  // A contribution towards a pram.
  await page.getByRole('button', { name: lang.addContribution }).first().click();
  await page.getByLabel(lang.contributionTitle).fill(lang.pram);
  await page.getByLabel(lang.contributionAmount).fill('250');
  await page.getByRole('button', { name: lang.addContribution }).last().click();
  await expect(page.getByText(lang.contributionText)).toBeVisible();
  await expect(statistic(page, lang.contributed)).toHaveText('€ 0,-');

  // The share link, copied.
  const link = page.getByTestId('birthlist-share-link');
  await expect(link).toHaveText(new RegExp(`${lang.shareBase}${key}$`));
  await page.getByRole('button', { name: lang.copy }).click();
  await expect(notice(page, lang.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`${lang.shareBase}${key}$`),
  );

  // The API counts the same.
  const stats = await request.get('/api/ext/birthlist/statistics', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await stats.json()).result).toMatchObject({
    products: 2,
    items_wanted: 4,
    items_bought: 0,
    donation_target: 25_000,
  });

  // Everything still wanted goes in the cart at once (2 rompers, 2 packs); the micro cart opens.
  await page.getByRole('button', { name: lang.addAll }).click();
  const cart = page.getByRole('dialog');
  await expect(cart).toContainText(lang.cartCount);
  await page.keyboard.press('Escape');
  await expect(cart).toHaveCount(0);

  // Removing the diapers works; the favourite stays.
  await diapers.getByRole('button', { name: new RegExp(lang.removeOf) }).click();
  await expect(notice(page, lang.removed)).toBeVisible();
  await expect(diapers).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
}

async function changesSettings(page: Page, request: APIRequestContext, lang: Language) {
  const { email, token } = await newCustomer(request, 'birthlist-settings');
  // Romper suits, a favourite pack of diapers and a pram to save for.
  const { urlKey: key } = await birthListWithGifts(request, token, { name: 'Lotte & Bram' });
  await page.setViewportSize({ width: lang.width, height: 900 });
  await open(page, `${lang.prefix}/birthlist`);
  await page.getByRole('button', { name: lang.login, exact: true }).click();
  await logInInModal(page, lang, email);
  // /birthlist leads to managing the list.
  await expect(page).toHaveURL(new RegExp(`${lang.prefix}/birthlist/manage$`));

  await page.getByRole('link', { name: lang.settings }).click();
  await expect(page.getByLabel(lang.names)).toHaveValue('Lotte & Bram');
  // The list's own address counts as available.
  await expect(page.getByText(lang.available)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel(lang.names).fill('Lotte, Bram & Fien');
  await page.getByRole('button', { name: lang.save }).click();
  await expect(notice(page, lang.saved)).toBeVisible();

  // Removing all products asks first; then only the favourite is left (and the contribution).
  await page.getByRole('button', { name: lang.removeAll }).click();
  const removeAll = page.getByRole('dialog', { name: lang.removeAllQuestion });
  await expect(removeAll).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await removeAll.getByRole('button', { name: lang.removeAll }).click();
  await expect(removeAll).toHaveCount(0);
  await expect(notice(page, lang.productsRemoved)).toBeVisible();
  await page.getByRole('link', { name: lang.myProducts }).click();
  await expect(page.locator(`li[data-sku="${DIAPERS_SKU}"]`)).toBeVisible();
  await expect(page.locator('li[data-sku]')).toHaveCount(1);
  await expect(statistic(page, lang.wanted)).toHaveText('1');
  await expect(page.locator('main').getByText(lang.pram, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: lang.settings }).click();

  // Marking the list inactive asks first; then the customer has no list and its page is gone.
  await page.getByRole('button', { name: lang.markInactive }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: lang.markInactive }).click();
  await expect(page.getByRole('heading', { name: lang.noList })).toBeVisible();
  const publicList = await request.get(`/api/ext/birthlist/public/nl/${key}`);
  expect(publicList.status()).toBe(404);
  const mine = await request.get(`/api/ext/birthlist/user-list`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await mine.json()).result[0]).toMatchObject({
    display_name: 'Lotte, Bram & Fien',
    is_active: 0,
  });
}

for (const lang of Object.values(LANGUAGES)) {
  const where = `${lang.prefix ? 'in German' : 'in Dutch'} at ${lang.width} px`;
  test.describe(`birth list ${where}`, () => {
    test('a parent starts a birth list after logging in; a past date and a taken address are refused, a failed creation is explained', async ({
      page,
      request,
    }) => {
      await registers(page, request, lang);
    });

    test('a parent adds products from product pages, marks a favourite, changes a quantity, adds a contribution, shares the link and puts everything in the cart', async ({
      page,
      request,
    }) => {
      await fillsTheList(page, request, lang);
    });

    test('a parent renames the list, removes all products but the favourite and marks it inactive', async ({
      page,
      request,
    }) => {
      await changesSettings(page, request, lang);
    });
  });
}

test('the information page explains the birth list to everyone, server-rendered, and leads to registration', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const response = await page.request.get('/more-about-birth-list');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('public');
  const html = await response.text();
  expect(html).toContain('Hoe werkt een geboortelijst?');
  await open(page, '/more-about-birth-list');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('geboortelijst');
  expect(await seriousViolations(page)).toEqual([]);
  await open(page, '/de/more-about-birth-list');
  await expect(
    page.getByRole('heading', { name: 'Wie funktioniert eine Geburtsliste?' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Geburtsliste anlegen' }).first().click();
  await expect(page).toHaveURL(/\/de\/birthlist-registration$/);
  // The footer leads parents to it from every page.
  await open(page, '/');
  await expect(page.locator('footer').getByRole('link', { name: 'Geboortelijst' })).toHaveAttribute(
    'href',
    '/more-about-birth-list',
  );
});
