/**
 * A birth list's public page (secondary-areas §2, §4 "Birth list", §9): parents make a list over
 * the API; a visitor opens /geboortelijst/{key}, buys a gift through the cart and the checkout
 * (the test payment provider) and sees what is still wanted drop, and the parents' statistics
 * count it; the parents, in their own browser, see the gifts bought on their list's card and on
 * their manage page. Two browsers buy the last wanted unit: the second gets a clear message in its
 * language, removes the gift and goes on. An unknown key and a list marked inactive are a 404 page
 * that is not indexed; the page's HTML holds nothing private of the parents. In Dutch at 390 px
 * and in German at 1366 px.
 * A visitor contributes to a donation item (an amount of the gift card for the parents) through
 * the cart and the checkout, and the list and the parents' statistics count it; a contribution to
 * a donation item the parents removed meanwhile is refused clearly and can be taken out.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  expect,
  hydrated,
  seriousViolations,
  test,
  uniqueEmail,
  watchContext,
} from './fixtures.ts';
import {
  birthListWithGifts,
  DIAPERS,
  type ListWithGifts,
  markListInactive,
  ROMPER,
  statistic,
} from './lists.ts';

const PASSWORD = 'Wandel-Wagen-2026';
const ACCESS_TOKEN_KEY = 'shop/user/current-token';
const REFRESH_TOKEN_KEY = 'shop/user/current-refresh-token';
/** What the parents keep private: their account's surname, address and e-mail. */
const PARENT = {
  lastname: 'Kuipers-Oudejans',
  street: 'Lindenlaan',
  postcode: '8011 AB',
};

const LANGUAGES = {
  nl: {
    prefix: '',
    width: 390,
    title: 'Geboortelijst van Emma & Daan',
    expected: /^Uitgerekend op \d{1,2} [a-z]+ \d{4}$/,
    stillWanted: (count: number, wanted: number) => `Nog ${count} van ${wanted} gewenst`,
    given: 'Al gegeven',
    favourite: 'Favoriet van de ouders',
    quantity: 'Aantal van Lotje & Lars Basic boxpakje',
    buy: 'Koop als cadeau',
    cart: /Winkelmand/,
    giftNote: 'Cadeau voor de geboortelijst van Emma & Daan',
    addToCart: 'In winkelmand',
    summary: 'Overzicht',
    address: [
      ['Postcode', '3511 AB'],
      ['Huisnummer', '12'],
      ['Straat', 'Oudegracht'],
      ['Plaats', 'Utrecht'],
    ],
    saveAddress: 'Adres opslaan',
    saved: 'We gebruiken dit adres voor je bestelling.',
    shipping: /Standaard bezorging/,
    cashOnDelivery: 'Rembours',
    placeOrder: 'Bestellen en betalen',
    thanks: 'Bedankt voor je bestelling',
    bought: 'Dit product van de geboortelijst is al gekocht.',
    removeHint: 'Haal het cadeau uit je winkelmand om je bestelling te plaatsen.',
    noLongerWanted: 'Niet meer gewenst op de geboortelijst',
    removeGift: 'Uit winkelmand',
    unavailable: 'Deze geboortelijst is niet beschikbaar',
    home: 'Naar de homepage',
    search: 'Zoek een product',
    contribute: 'Bijdragen',
    amount: '€ 50,-',
    addContribution: '€ 50,- in winkelmand',
    contributionNote: 'Bijdrage aan ‘Kinderwagen’ op de geboortelijst van Emma & Daan',
    contributed: '€ 50,- van € 500,- bijeengebracht',
    contributionUnavailable: 'Deze geboortelijst neemt geen bijdragen meer aan voor dit cadeau.',
    removeContributionHint: 'Haal de bijdrage uit je winkelmand om je bestelling te plaatsen.',
    noLongerPossible: 'Niet meer mogelijk op de geboortelijst',
    myBirthList: 'Mijn geboortelijst',
    cardCount: (count: number, bought: number) =>
      `${count} producten op je lijst, ${bought} gekocht`,
    manage: 'Mijn geboortelijst beheren',
    boughtOf: (count: number) => `Gekocht: ${count}`,
    variant: 'Kleur: Lila, Maat: 68',
    wantedFigure: 'Producten gewenst',
    boughtFigure: 'Gekocht',
    stillWantedFigure: 'Nog gewenst',
  },
  de: {
    prefix: '/de',
    width: 1366,
    title: 'Geburtsliste von Emma & Daan',
    expected: /^Errechneter Geburtstermin: \d{1,2}\. [A-Za-zä]+ \d{4}$/,
    stillWanted: (count: number, wanted: number) => `Noch ${count} von ${wanted} gewünscht`,
    given: 'Bereits verschenkt',
    favourite: 'Favorit der Eltern',
    quantity: 'Menge von Lotje & Lars Basic Strampler',
    buy: 'Als Geschenk kaufen',
    cart: /Warenkorb/,
    giftNote: 'Geschenk für die Geburtsliste von Emma & Daan',
    addToCart: 'In den Warenkorb',
    summary: 'Übersicht',
    address: [
      ['Postleitzahl', '10115'],
      ['Hausnummer', '5'],
      ['Straße', 'Invalidenstraße'],
      ['Ort', 'Berlin'],
    ],
    saveAddress: 'Adresse speichern',
    saved: 'Wir verwenden diese Adresse für Ihre Bestellung.',
    shipping: /Standardversand/,
    cashOnDelivery: 'Nachnahme',
    placeOrder: 'Zahlungspflichtig bestellen',
    thanks: 'Vielen Dank für Ihre Bestellung',
    bought: 'Dieses Produkt der Geburtsliste wurde bereits gekauft.',
    removeHint: 'Entfernen Sie das Geschenk aus Ihrem Warenkorb, um Ihre Bestellung aufzugeben.',
    noLongerWanted: 'Auf der Geburtsliste nicht mehr gewünscht',
    removeGift: 'Aus dem Warenkorb entfernen',
    unavailable: 'Diese Geburtsliste ist nicht verfügbar',
    home: 'Zur Startseite',
    search: 'Produkt suchen',
    contribute: 'Beitragen',
    amount: '€ 50,-',
    addContribution: '€ 50,- in den Warenkorb',
    contributionNote: 'Beitrag zu „Kinderwagen“ auf der Geburtsliste von Emma & Daan',
    contributed: '€ 50,- von € 500,- zusammengekommen',
    contributionUnavailable: 'Diese Geburtsliste nimmt für dieses Geschenk keine Beiträge mehr an.',
    removeContributionHint:
      'Entfernen Sie den Beitrag aus Ihrem Warenkorb, um Ihre Bestellung aufzugeben.',
    noLongerPossible: 'Auf der Geburtsliste nicht mehr möglich',
    myBirthList: 'Meine Geburtsliste',
    cardCount: (count: number, bought: number) =>
      `${count} Produkte auf Ihrer Liste, ${bought} gekauft`,
    manage: 'Meine Geburtsliste verwalten',
    boughtOf: (count: number) => `Gekauft: ${count}`,
    variant: 'Farbe: Flieder, Größe: 68',
    wantedFigure: 'Gewünschte Produkte',
    boughtFigure: 'Gekauft',
    stillWantedFigure: 'Noch gewünscht',
  },
} as const;
type Language = (typeof LANGUAGES)[keyof typeof LANGUAGES];

interface Parents extends ListWithGifts {
  email: string;
  token: string;
}

/** Parents with an address in their account and a list with gifts (lists.ts). */
async function parentsWithList(request: APIRequestContext): Promise<Parents> {
  const email = uniqueEmail('birthlist-parents');
  const created = await request.post('/api/user/create?storeCode=nl', {
    data: {
      customer: {
        email,
        firstname: 'Femke',
        lastname: PARENT.lastname,
        addresses: [
          {
            firstname: 'Femke',
            lastname: PARENT.lastname,
            street: [PARENT.street, '7'],
            city: 'Zwolle',
            postcode: PARENT.postcode,
            country_id: 'NL',
            default_shipping: true,
            default_billing: true,
          },
        ],
      },
      password: PASSWORD,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const token = await loginToken(request, email);
  const list = await birthListWithGifts(request, token, {
    name: 'Emma & Daan',
    message: 'Welkom, kleintje! Dank jullie wel.',
  });
  return { email, token, ...list };
}

async function loginToken(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/user/login', {
    data: { username: email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  return (await login.json()).result as string;
}

/** A giver: a new customer (the checkout needs a login), logged in in the page's storage. */
async function giver(page: Page, request: APIRequestContext, lang: Language) {
  const email = uniqueEmail('birthlist-giver');
  const created = await request.post('/api/user/create?storeCode=nl', {
    data: { customer: { email, firstname: 'Sanne', lastname: 'de Vries' }, password: PASSWORD },
  });
  expect(created.status()).toBe(200);
  await logInStored(page, request, lang, email);
}

/** Opens the shop in the language's width with the customer's login stored, as the modal leaves it. */
async function logInStored(page: Page, request: APIRequestContext, lang: Language, email: string) {
  const login = await request.post('/api/user/login', {
    data: { username: email, password: PASSWORD },
  });
  const body = await login.json();
  await page.setViewportSize({ width: lang.width, height: 900 });
  await page.goto(`${lang.prefix}/`);
  await page.evaluate(
    ([keys, values]) => {
      localStorage.setItem(keys[0], values[0]);
      localStorage.setItem(keys[1], values[1]);
    },
    [
      [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY],
      [body.result as string, body.meta.refreshToken as string],
    ] as const,
  );
}

/**
 * The parents, in a browser of their own, see the gifts: their list's card on /my-lists counts
 * the bought ones and leads to the manage page, where each product's "bought" figure and the
 * statistics count them too.
 */
async function parentsSeeGifts(
  browser: Browser,
  request: APIRequestContext,
  lang: Language,
  parents: Parents,
  seen: { romper: number; diapers: number },
) {
  const own = await secondBrowser(browser, lang);
  try {
    const page = own.page;
    const bought = seen.romper + seen.diapers;
    await logInStored(page, request, lang, parents.email);
    await page.goto(`${lang.prefix}/my-lists`);
    await hydrated(page);
    const card = page.getByRole('region', { name: lang.myBirthList, exact: true });
    await expect(card).toContainText(lang.cardCount(2, bought));
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole('link', { name: lang.manage }).click();
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/birthlist/manage$`));
    const romper = page.locator(`li[data-sku="${ROMPER.sku}"]`);
    const diapers = page.locator(`li[data-sku="${DIAPERS}"]`);
    // The romper suit was wished by its configurable's sku with the chosen colour and size.
    await expect(romper.getByText(lang.variant, { exact: true })).toBeVisible();
    await expect(romper.getByText(lang.boughtOf(seen.romper), { exact: true })).toBeVisible();
    await expect(diapers.getByText(lang.boughtOf(seen.diapers), { exact: true })).toBeVisible();
    await expect(statistic(page, lang.wantedFigure)).toHaveText('4');
    await expect(statistic(page, lang.boughtFigure)).toHaveText(String(bought));
    await expect(statistic(page, lang.stillWantedFigure)).toHaveText(String(4 - bought));
    expect(await seriousViolations(page)).toEqual([]);
    expect(own.consoleErrors).toEqual([]);
  } finally {
    await own.context.close();
  }
}

async function statistics(request: APIRequestContext, parents: Parents) {
  const answer = await request.get('/api/ext/birthlist/statistics', {
    headers: { authorization: `Bearer ${parents.token}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()).result as {
    items_bought: number;
    items_still_wanted: number;
    contributed_amount: number;
  };
}

/** The list's public page, its items by id. */
class ListPage {
  constructor(
    private readonly page: Page,
    private readonly lang: Language,
    private readonly parents: Parents,
  ) {}

  get path() {
    return `${this.lang.prefix}/geboortelijst/${this.parents.urlKey}`;
  }

  async open() {
    await this.page.goto(this.path);
    await hydrated(this.page);
    await expect(this.page.getByRole('heading', { level: 1, name: this.lang.title })).toBeVisible();
  }

  item(itemId: number) {
    return this.page.locator(`li[data-item-id="${itemId}"]`);
  }

  stillWanted(itemId: number) {
    return this.item(itemId).getByTestId('still-wanted');
  }

  donation(donationId: number) {
    return this.page.locator(`li[data-donation-id="${donationId}"]`);
  }

  /** Opens "contribute" on a donation item: the amounts show. */
  async openContribute(donationId: number) {
    const donation = this.donation(donationId);
    await donation.getByRole('button', { name: this.lang.contribute }).click();
    await expect(donation.getByRole('radio', { name: this.lang.amount })).toBeVisible();
  }

  /** Contributes 50 euros: the micro cart opens with the line marked as a contribution. */
  async contribute(donationId: number) {
    const donation = this.donation(donationId);
    await donation.getByRole('radio', { name: this.lang.amount }).check();
    await donation.getByRole('button', { name: this.lang.addContribution }).click();
    const microcart = this.page.getByRole('dialog', { name: this.lang.cart });
    await expect(
      microcart.getByTestId('gift-note').filter({ hasText: this.lang.contributionNote }),
    ).toHaveCount(1);
    await this.page.keyboard.press('Escape');
    await expect(microcart).toHaveCount(0);
  }

  /** Buys `qty` of an item as a gift: the micro cart opens with the line marked as a gift. */
  async buy(itemId: number, qty?: number) {
    const item = this.item(itemId);
    if (qty) await item.getByLabel(this.lang.quantity).selectOption(String(qty));
    await item.getByRole('button', { name: this.lang.buy }).click();
    const microcart = this.page.getByRole('dialog', { name: this.lang.cart });
    await expect(microcart.getByTestId('gift-note').first()).toHaveText(this.lang.giftNote);
    await this.page.keyboard.press('Escape');
    await expect(microcart).toHaveCount(0);
  }
}

/** The checkout up to "place order", paid on delivery. */
async function prepareCheckout(page: Page, lang: Language, payment: string | RegExp) {
  await page.goto(`${lang.prefix}/checkout`);
  await hydrated(page);
  for (const [label, value] of lang.address) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: lang.saveAddress }).click();
  await expect(page.getByText(lang.saved)).toBeVisible();
  await page.getByRole('radio', { name: lang.shipping }).check();
  await page.getByRole('radio', { name: payment }).check();
}

test.describe('birth list public page', () => {
  test('in Dutch at 390 px: a gift through cart and checkout, a line of its own, the count drops, nothing private, the parents see it bought', async ({
    page,
    browser,
    request,
    consoleErrors,
  }) => {
    // Two customers, a list, a payment at the provider: more than the usual minute on busy cores.
    test.slow();
    const lang = LANGUAGES.nl;
    const parents = await parentsWithList(request);
    await giver(page, request, lang);
    const list = new ListPage(page, lang, parents);
    await list.open();

    // The parents' name, date and message; the favourite first and marked; what is wanted.
    await expect(page.getByText(lang.expected)).toBeVisible();
    await expect(page.getByText('Welkom, kleintje! Dank jullie wel.')).toBeVisible();
    const items = page.locator('li[data-item-id]');
    await expect(items.first()).toHaveAttribute('data-item-id', String(parents.diapersItem));
    await expect(items.first().getByText(lang.favourite)).toBeVisible();
    await expect(list.stillWanted(parents.romperItem)).toHaveText(lang.stillWanted(3, 3));
    await expect(page.getByRole('heading', { name: 'Kinderwagen', exact: true })).toBeVisible();
    await expect(page.getByText('€ 0,- van € 500,- bijeengebracht')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Nothing private in the HTML, never indexed, cached only briefly by a shared cache.
    const answer = await request.get(list.path);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['x-robots-tag']).toBe('noindex');
    expect(answer.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
    const html = await answer.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    for (const secret of [parents.email, PARENT.lastname, PARENT.street, PARENT.postcode]) {
      expect(html).not.toContain(secret);
    }

    // Two romper suits as a gift, and one for the giver's own baby from the product page.
    await list.buy(parents.romperItem, 2);
    await page.goto(ROMPER.page);
    await hydrated(page);
    await page.getByRole('button', { name: lang.addToCart }).click();
    await expect(page.getByRole('dialog', { name: lang.cart })).toBeVisible();
    await page.goto('/cart');
    await hydrated(page);
    const lines = page
      .getByRole('list', { name: 'Winkelmand' })
      .locator(`li[data-sku="${ROMPER.childSku}"]`);
    await expect(lines).toHaveCount(2);
    const giftLine = lines.filter({ has: page.getByTestId('gift-note') });
    await expect(giftLine.getByRole('spinbutton')).toHaveValue('2');
    await expect(giftLine.getByRole('link', { name: lang.giftNote })).toHaveAttribute(
      'href',
      list.path,
    );
    await expect(
      lines.filter({ hasNot: page.getByTestId('gift-note') }).getByRole('spinbutton'),
    ).toHaveValue('1');

    // The normal checkout, paid with iDEAL at the test provider.
    await prepareCheckout(page, lang, 'iDEAL');
    await page.getByLabel('Je bank').selectOption('INGBNL2A');
    await expect(
      page.getByRole('complementary', { name: lang.summary }).getByTestId('gift-note'),
    ).toHaveText(lang.giftNote);
    await page.getByRole('button', { name: lang.placeOrder }).click();
    await expect(page).toHaveURL(/\/test-payment\/pay\//);
    await page.getByRole('button', { name: 'Betaling goedkeuren' }).click();
    await expect(page.getByRole('heading', { name: lang.thanks })).toBeVisible();

    // The list wants two less; the parents' statistics count them as bought.
    await list.open();
    await expect(list.stillWanted(parents.romperItem)).toHaveText(lang.stillWanted(1, 3));
    // Only one is left to give: no choice of quantity.
    await expect(list.item(parents.romperItem).getByLabel(lang.quantity)).toHaveCount(0);
    expect(await statistics(request, parents)).toMatchObject({
      items_bought: 2,
      items_still_wanted: 2,
    });
    await parentsSeeGifts(browser, request, lang, parents, { romper: 2, diapers: 0 });
    expect(consoleErrors).toEqual([]);
  });

  test('in German at 1366 px: two browsers buy the last wanted one, the second is told and goes on; the parents see all bought', async ({
    page,
    browser,
    request,
    consoleErrors,
  }) => {
    // Three customers in two browsers and three checkouts: more than the usual minute.
    test.slow();
    const lang = LANGUAGES.de;
    const parents = await parentsWithList(request);
    await giver(page, request, lang);
    const first = new ListPage(page, lang, parents);
    await first.open();
    await expect(page.getByText(lang.expected)).toBeVisible();
    await expect(first.stillWanted(parents.diapersItem)).toHaveText(lang.stillWanted(1, 1));
    expect(await seriousViolations(page)).toEqual([]);

    const other = await secondBrowser(browser, lang);
    try {
      const otherPage = other.page;
      await giver(otherPage, request, lang);
      const second = new ListPage(otherPage, lang, parents);
      await second.open();

      // Both put the last pack of diapers in their cart; the second also the three rompers.
      await first.buy(parents.diapersItem);
      await second.buy(parents.diapersItem);
      await second.buy(parents.romperItem, 3);
      await prepareCheckout(page, lang, lang.cashOnDelivery);
      await prepareCheckout(otherPage, lang, lang.cashOnDelivery);

      // The first order takes the last pack.
      await page.getByRole('button', { name: lang.placeOrder }).click();
      await expect(page.getByRole('heading', { name: lang.thanks })).toBeVisible();

      // The second is refused, told why in German, and shown which gift to take out.
      await otherPage.getByRole('button', { name: lang.placeOrder }).click();
      const summary = otherPage.getByRole('complementary', { name: lang.summary });
      await expect(summary.getByRole('alert').filter({ hasText: lang.bought })).toHaveText(
        `${lang.bought} ${lang.removeHint}`,
      );
      await expect(summary.getByText(lang.noLongerWanted)).toHaveCount(1);
      expect(await seriousViolations(otherPage)).toEqual([]);
      await summary.getByRole('button', { name: new RegExp(lang.removeGift) }).click();
      await expect(summary.getByText(lang.noLongerWanted)).toHaveCount(0);
      await expect(summary.getByRole('alert').filter({ hasText: lang.bought })).toHaveCount(0);
      await otherPage.getByRole('button', { name: lang.placeOrder }).click();
      await expect(otherPage.getByRole('heading', { name: lang.thanks })).toBeVisible();
      expect(other.consoleErrors).toEqual([]);
    } finally {
      await other.context.close();
    }

    // Everything is given now: no buttons, and the parents' statistics agree.
    await first.open();
    await expect(first.stillWanted(parents.diapersItem)).toHaveText(lang.given);
    await expect(first.stillWanted(parents.romperItem)).toHaveText(lang.given);
    await expect(page.getByRole('button', { name: lang.buy })).toHaveCount(0);
    expect(await statistics(request, parents)).toMatchObject({
      items_bought: 4,
      items_still_wanted: 0,
    });
    await parentsSeeGifts(browser, request, lang, parents, { romper: 3, diapers: 1 });
    expect(consoleErrors).toEqual([]);
  });

  test('in Dutch at 390 px: a contribution to a donation item through cart and checkout counts on the list', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // Two customers, a list, a payment at the provider: more than the usual minute on busy cores.
    test.slow();
    const lang = LANGUAGES.nl;
    const parents = await parentsWithList(request);
    await giver(page, request, lang);
    const list = new ListPage(page, lang, parents);
    await list.open();
    await expect(list.donation(parents.donationId).getByTestId('contributed')).toHaveText(
      '€ 0,- van € 500,- bijeengebracht',
    );
    await list.openContribute(parents.donationId);
    expect(await seriousViolations(page)).toEqual([]);
    await list.contribute(parents.donationId);

    // The cart labels the line; only the gift card is in it, so the checkout asks no delivery.
    await page.goto('/cart');
    await hydrated(page);
    const line = page.getByRole('list', { name: 'Winkelmand' }).locator('li[data-sku]');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('link', { name: lang.contributionNote })).toHaveAttribute(
      'href',
      list.path,
    );
    await page.goto('/checkout');
    await hydrated(page);
    for (const [label, value] of lang.address) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    await page.getByRole('button', { name: lang.saveAddress }).click();
    await expect(page.getByText(lang.saved)).toBeVisible();
    await page.getByRole('radio', { name: 'iDEAL' }).check();
    await page.getByLabel('Je bank').selectOption('INGBNL2A');
    await expect(
      page.getByRole('complementary', { name: lang.summary }).getByTestId('gift-note'),
    ).toHaveText(lang.contributionNote);
    await page.getByRole('button', { name: lang.placeOrder }).click();
    await expect(page).toHaveURL(/\/test-payment\/pay\//);
    await page.getByRole('button', { name: 'Betaling goedkeuren' }).click();
    await expect(page.getByRole('heading', { name: lang.thanks })).toBeVisible();

    // The list shows the amount; the parents' statistics count it.
    await list.open();
    await expect(list.donation(parents.donationId).getByTestId('contributed')).toHaveText(
      lang.contributed,
    );
    expect(await statistics(request, parents)).toMatchObject({ contributed_amount: 5_000 });
    expect(consoleErrors).toEqual([]);
  });

  test('in German at 1366 px: a contribution to a donation item removed meanwhile is refused and taken out', async ({
    browser,
    request,
  }) => {
    test.slow();
    const lang = LANGUAGES.de;
    const parents = await parentsWithList(request);
    // Its own browser: the refused order's answer (409 by design) is the only console error.
    const giving = await secondBrowser(browser, lang);
    try {
      const givingPage = giving.page;
      await giver(givingPage, request, lang);
      const list = new ListPage(givingPage, lang, parents);
      await list.open();
      await list.buy(parents.diapersItem);
      await list.openContribute(parents.donationId);
      expect(await seriousViolations(givingPage)).toEqual([]);
      await list.contribute(parents.donationId);

      // The parents take the pram off the list before the order is placed.
      const removed = await request.delete(
        `/api/ext/birthlist/donation-item/delete/${parents.donationId}`,
        { headers: { authorization: `Bearer ${parents.token}` } },
      );
      expect(removed.status(), await removed.text()).toBe(200);

      await prepareCheckout(givingPage, lang, lang.cashOnDelivery);
      await givingPage.getByRole('button', { name: lang.placeOrder }).click();
      const summary = givingPage.getByRole('complementary', { name: lang.summary });
      await expect(
        summary.getByRole('alert').filter({ hasText: lang.contributionUnavailable }),
      ).toHaveText(`${lang.contributionUnavailable} ${lang.removeContributionHint}`);
      await expect(summary.getByText(lang.noLongerPossible)).toHaveCount(1);
      expect(await seriousViolations(givingPage)).toEqual([]);
      await summary.getByRole('button', { name: new RegExp(lang.removeGift) }).click();
      await expect(summary.getByText(lang.noLongerPossible)).toHaveCount(0);
      await givingPage.getByRole('button', { name: lang.placeOrder }).click();
      await expect(givingPage.getByRole('heading', { name: lang.thanks })).toBeVisible();
      expect(giving.consoleErrors).toEqual([]);
    } finally {
      await giving.context.close();
    }
    expect(await statistics(request, parents)).toMatchObject({
      items_bought: 1,
      contributed_amount: 0,
    });
  });

  for (const lang of [LANGUAGES.nl, LANGUAGES.de]) {
    const language = lang === LANGUAGES.nl ? 'Dutch' : 'German';
    test(`an unknown list in ${language}: a 404 page with a way on, not indexed`, async ({
      page,
      consoleErrors,
    }) => {
      await expectUnavailable(page, lang, `${lang.prefix}/geboortelijst/bestaat-niet-e2e`);
      expect(consoleErrors).toEqual([]);
    });

    test(`a list marked inactive in ${language}: unavailable like an unknown one, not indexed`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      const parents = await parentsWithList(request);
      await markListInactive(request, parents.token, parents.listId);
      await expectUnavailable(page, lang, new ListPage(page, lang, parents).path);
      // Nothing of the closed list shows: not its name, nor its products.
      await expect(page.getByText('Emma & Daan')).toHaveCount(0);
      await expect(page.locator('li[data-item-id]')).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }
});

/**
 * The page of a list that is not there for visitors: status 404, never indexed, the reason in the
 * page's language with a way on (the home page, a search), and no serious axe violation.
 */
async function expectUnavailable(page: Page, lang: Language, path: string) {
  await page.setViewportSize({ width: lang.width, height: 900 });
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: lang.unavailable })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: lang.home, exact: true })).toHaveAttribute(
    'href',
    lang.prefix || '/',
  );
  await expect(page.getByLabel(lang.search)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
}

/**
 * A second browser of its own (its own cart and login), failing on console errors too, except
 * the browser's note of the refused order's answer (409 by design).
 */
async function secondBrowser(browser: Browser, lang: Language) {
  const context = await browser.newContext({ viewport: { width: lang.width, height: 900 } });
  watchContext(context);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('status of 409')) {
      // The resource's address names a failed load (the browser's text does not).
      const url = message.location().url;
      consoleErrors.push(url ? `${message.text()} (${url})` : message.text());
    }
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}
