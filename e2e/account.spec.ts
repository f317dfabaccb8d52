/**
 * Account journeys: sign up, log out, log in with the password and with a mailed code,
 * the password change and reset, the profile, the guest cart merged at login and the customer's
 * cart in a second browser, the newsletter, account deletion, the refresh of an expired login,
 * and axe on the modal and /my-account. Every run uses new e-mail addresses; codes and reset
 * links are read from the mail outbox of the journeys' shop (<E2E_DATA_DIR>/mail).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  hydrated,
  seriousViolations,
  test,
  uniqueEmail,
  watchContext,
} from './fixtures.ts';
import { readNewestMail } from './mails.ts';

const ROMPER_LILA_68 = '/p/SLE-100047/lotje-en-lars-basic-boxpakje/SLE-100047-LIL-68';
const PASSWORD = 'Wandel-Wagen-2026';
const ACCESS_TOKEN_KEY = 'shop/user/current-token';
const REFRESH_TOKEN_KEY = 'shop/user/current-refresh-token';

/**
 * Creates an account over the API (the sign-up form has its own journey) and confirms its
 * address by the welcome mail's link (the newsletter treats only a confirmed address as the
 * customer's own).
 */
async function createCustomer(request: APIRequestContext, email: string, firstname = 'Sanne') {
  const response = await request.post('/api/user/create?storeCode=nl', {
    data: { customer: { email, firstname, lastname: 'de Vries' }, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  const welcome = await readNewestMail('welcome', email);
  const token = new URL(String(welcome.data.confirmUrl)).searchParams.get('token');
  expect((await request.post('/api/user/confirm-email', { data: { token } })).status()).toBe(200);
}

/** The saved cart of the Dutch store view (idb-keyval's IndexedDB store): id, kind, lines. */
async function readCart(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('keyval-store');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const text = await new Promise<string | undefined>((resolve, reject) => {
      const request = db.transaction('keyval').objectStore('keyval').get('nl-current-cart');
      request.onsuccess = () => resolve(request.result as string | undefined);
      request.onerror = () => reject(request.error);
    });
    db.close();
    const state = text ? JSON.parse(text).state : null;
    return state
      ? { cartId: state.cartId, cartIsGuest: state.cartIsGuest, lines: state.items.length }
      : null;
  });
}

/** The steps of the account area that several journeys take. */
class AccountSteps {
  constructor(private readonly page: Page) {}

  get modal() {
    return this.page.getByRole('dialog');
  }

  async openLogin() {
    await this.page.getByRole('link', { name: 'Mijn account' }).click();
    await expect(this.modal.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  }

  async logIn(email: string, password = PASSWORD) {
    await this.openLogin();
    await this.modal.getByLabel('E-mailadres').fill(email);
    await this.modal.getByLabel('Wachtwoord', { exact: true }).fill(password);
    await this.modal.getByRole('button', { name: 'Inloggen', exact: true }).click();
  }

  async expectLoggedIn(firstname = 'Sanne') {
    await expect(this.page.getByText(`Je bent ingelogd, ${firstname}!`)).toBeVisible();
    await expect(this.modal).toBeHidden();
  }

  async logOut() {
    await this.page.getByRole('link', { name: 'Mijn account' }).click();
    await expect(this.page).toHaveURL(/\/my-account$/);
    await this.page.getByRole('button', { name: 'Uitloggen' }).click();
    // The notice of an earlier logout may still show.
    await expect(this.page.getByText('Je bent uitgelogd').last()).toBeVisible();
    await expect(this.page).toHaveURL(/\/$/);
  }
}

/**
 * The journeys provoke refusals on purpose (a wrong password, a refused token), which the browser
 * logs as failed loads with their status; any other console error still fails the test.
 */
function expectOnlyRefusedCalls(consoleErrors: string[]) {
  const others = consoleErrors.filter((error) => !/status of 40[01]/.test(error));
  expect(others, 'console errors other than refused calls').toEqual([]);
  consoleErrors.length = 0;
}

async function start(page: Page, path = '/') {
  await page.goto(path);
  await hydrated(page);
  return new AccountSteps(page);
}

test.describe('account', () => {
  test('sign up with the rules of the API, log out, log in with the password; axe on the modal', async ({
    page,
    consoleErrors,
  }) => {
    const account = await start(page);
    await account.openLogin();
    expect(await seriousViolations(page)).toEqual([]);
    await account.modal.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(account.modal.getByRole('heading', { name: 'Account aanmaken' })).toBeVisible();

    // Errors next to the fields, in Dutch, with core's rules.
    await account.modal.getByLabel('Voornaam').fill('S');
    await account.modal.getByLabel('E-mailadres').fill('sanne@');
    await account.modal.getByLabel('Wachtwoord', { exact: true }).fill('wachtwoord');
    await account.modal.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(account.modal.getByLabel('Voornaam')).toHaveAccessibleDescription(
      'Een naam heeft minimaal 2 letters',
    );
    await expect(account.modal.getByLabel('Achternaam')).toHaveAccessibleDescription(
      'Dit veld is verplicht',
    );
    await expect(account.modal.getByLabel('E-mailadres')).toHaveAccessibleDescription(
      'Vul een geldig e-mailadres in.',
    );
    await expect(account.modal.getByRole('alert')).toHaveText(
      'Verbeter de fouten in het formulier',
    );
    await expect(account.modal.getByLabel('Voornaam')).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    const email = uniqueEmail('signup');
    await account.modal.getByLabel('Voornaam').fill('Sanne');
    await account.modal.getByLabel('Achternaam').fill('de Vries');
    await account.modal.getByLabel('E-mailadres').fill(email);
    await account.modal.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await account.modal.getByLabel('Herhaal wachtwoord').fill(PASSWORD);
    await account.modal.getByRole('button', { name: 'Account aanmaken' }).click();
    await account.expectLoggedIn();
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY))
      .toBeTruthy();

    await account.logOut();
    expect(
      await page.evaluate(
        (keys) => keys.map((key) => localStorage.getItem(key)),
        [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY],
      ),
    ).toEqual([null, null]);

    // A wrong password: the API's message, translated, in the form.
    await account.logIn(email, 'Verkeerd-wachtwoord-1');
    await expect(account.modal.getByRole('alert')).toHaveText(
      /De inloggegevens zijn onjuist of je account is tijdelijk geblokkeerd/,
    );
    await account.modal.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await account.modal.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await account.expectLoggedIn();
    await page.getByRole('link', { name: 'Mijn account' }).click();
    await expect(page.getByRole('heading', { name: 'Hallo Sanne' })).toBeVisible();
    expectOnlyRefusedCalls(consoleErrors);
  });

  test('/my-account needs a login, in Dutch and German; axe on the account pages', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await start(page, '/my-account/profile');
    await expect(page.getByText('Je moet ingelogd zijn om deze pagina te zien')).toBeVisible();
    // The modal keeps the focus inside; Escape closes it and the focus returns to the button.
    const accountButton = page.getByRole('link', { name: 'Mijn account' });
    await accountButton.click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel('E-mailadres')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(accountButton).toBeFocused();

    await start(page, '/de/reset-password?email=jonas%40example.com&token=abc');
    await expect(page.getByRole('heading', { name: 'Neues Passwort wählen' })).toBeVisible();
    await expect(page.getByText('Neues Passwort für jonas@example.com')).toBeVisible();
    await start(page, '/de/my-account');
    await expect(
      page.getByText('Sie müssen angemeldet sein, um diese Seite zu sehen'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
    const email = uniqueEmail('de');
    await createCustomer(request, email, 'Jonas');
    await modal.getByLabel('E-Mail-Adresse').fill(email);
    await modal.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await modal.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByText('Sie sind angemeldet, Jonas!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hallo Jonas' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const menu = page.getByRole('navigation', { name: 'Mein Konto' });
    for (const [name, path] of [
      ['Meine Einkäufe', '/de/my-account/purchases'],
      ['Mitgliedskarte', '/de/my-account/kindershop-member'],
      ['Meine Daten', '/de/my-account/profile'],
      ['Einstellungen', '/de/my-account/preferences'],
      ['Konto löschen', '/de/my-account/delete-account'],
    ] as const) {
      await menu.getByRole('link', { name }).click();
      await expect(page).toHaveURL(path);
      await expect(menu.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (name === 'Mitgliedskarte')
        await expect(page.getByText('Mitgliedsnummer', { exact: true })).toBeVisible();
      expect(await seriousViolations(page), name).toEqual([]);
    }
    expectOnlyRefusedCalls(consoleErrors);
  });

  test('log in with a code from the mail outbox', async ({ page, request, consoleErrors }) => {
    const email = uniqueEmail('code');
    await createCustomer(request, email, 'Noor');
    const account = await start(page);
    await account.openLogin();
    await account.modal.getByRole('button', { name: 'Inloggen met een code' }).click();
    await account.modal.getByLabel('E-mailadres').fill(email);
    await account.modal.getByRole('button', { name: 'Stuur mij een code' }).click();
    await expect(account.modal.getByRole('status')).toContainText(email);
    const mail = await readNewestMail('one_time_password', email);
    await account.modal.getByLabel('Code uit de e-mail').fill('12345');
    await account.modal.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(account.modal.getByLabel('Code uit de e-mail')).toHaveAccessibleDescription(
      'De code bestaat uit 6 cijfers',
    );
    await account.modal.getByLabel('Code uit de e-mail').fill(String(mail.data.code));
    await account.modal.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await account.expectLoggedIn('Noor');
    expectOnlyRefusedCalls(consoleErrors);
  });

  test('change the password; reset a forgotten one with the mailed link', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const email = uniqueEmail('password');
    await createCustomer(request, email);
    const account = await start(page);
    await account.logIn(email);
    await account.expectLoggedIn();
    await start(page, '/my-account/profile');
    const form = page.getByRole('region', { name: 'Wachtwoord wijzigen' });
    await form.getByLabel('Huidig wachtwoord').fill('Niet-mijn-wachtwoord-9');
    await form.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Kort-1');
    await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(form.getByLabel('Nieuw wachtwoord', { exact: true })).toHaveAccessibleDescription(
      /Een wachtwoord heeft minimaal 8 tekens/,
    );
    const newPassword = 'Slaap-Zak-4711';
    await form.getByLabel('Nieuw wachtwoord', { exact: true }).fill(newPassword);
    await form.getByLabel('Herhaal nieuw wachtwoord').fill(newPassword);
    await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Het wachtwoord hoort niet bij dit account. Controleer het wachtwoord en probeer het opnieuw.',
    );
    await form.getByLabel('Huidig wachtwoord').fill(PASSWORD);
    await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(form.getByRole('status')).toHaveText('Je wachtwoord is gewijzigd');

    // Offline the change is refused at once.
    await page.context().setOffline(true);
    await form.getByLabel('Huidig wachtwoord').fill(newPassword);
    await form.getByLabel('Nieuw wachtwoord', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Herhaal nieuw wachtwoord').fill(PASSWORD);
    await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Je wachtwoord wijzigen werkt niet zonder internetverbinding!',
    );
    await page.context().setOffline(false);

    await account.logOut();
    await account.logIn(email, PASSWORD);
    await expect(account.modal.getByRole('alert')).toHaveText(/De inloggegevens zijn onjuist/);
    await account.modal.getByLabel('Wachtwoord', { exact: true }).fill(newPassword);
    await account.modal.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await account.expectLoggedIn();
    await account.logOut();

    // Forgotten: the mailed link leads to /reset-password.
    await account.openLogin();
    await account.modal.getByRole('button', { name: 'Wachtwoord vergeten?' }).click();
    await account.modal.getByLabel('E-mailadres').fill(email);
    await account.modal.getByRole('button', { name: 'Stuur mij een link' }).click();
    await expect(account.modal.getByRole('status')).toContainText(email);
    const mail = await readNewestMail('password_reset', email);
    const link = new URL(String(mail.data.resetUrl));
    await start(page, `${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'Kies een nieuw wachtwoord' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const resetPassword = 'Kinder-Stoel-2027';
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(resetPassword);
    await page.getByLabel('Herhaal nieuw wachtwoord').fill(`${resetPassword}x`);
    await page.getByRole('button', { name: 'Nieuw wachtwoord opslaan' }).click();
    await expect(page.getByLabel('Herhaal nieuw wachtwoord')).toHaveAccessibleDescription(
      'De wachtwoorden moeten gelijk zijn',
    );
    await page.getByLabel('Herhaal nieuw wachtwoord').fill(resetPassword);
    await page.getByRole('button', { name: 'Nieuw wachtwoord opslaan' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Je wachtwoord is gewijzigd. Je kunt nu inloggen.',
    );
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await account.modal.getByLabel('E-mailadres').fill(email);
    await account.modal.getByLabel('Wachtwoord', { exact: true }).fill(resetPassword);
    await account.modal.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await account.expectLoggedIn();
    expectOnlyRefusedCalls(consoleErrors);
  });

  test('edit the profile: name and address are saved and shown again', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const email = uniqueEmail('profile');
    await createCustomer(request, email);
    const account = await start(page);
    await account.logIn(email);
    await account.expectLoggedIn();
    await start(page, '/my-account/profile');
    const form = page.getByRole('region', { name: 'Persoonlijke gegevens' });
    await form.getByLabel('Voornaam').fill('Sanna');
    await form.getByLabel('Straat').fill('Dorpsstraat');
    await form.getByLabel('Huisnummer').fill('12a');
    await form.getByLabel('Postcode').fill('1234');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await expect(form.getByLabel('Huisnummer')).toHaveAccessibleDescription(
      'Dit huisnummer is niet geldig',
    );
    await expect(form.getByLabel('Postcode')).toHaveAccessibleDescription(
      'Deze postcode is niet geldig',
    );
    await expect(form.getByLabel('Plaats')).toHaveAccessibleDescription('Dit veld is verplicht');
    await form.getByLabel('Huisnummer').fill('12');
    await form.getByLabel('Toevoeging').fill('a');
    await form.getByLabel('Postcode').fill('1234 AB');
    await form.getByLabel('Plaats').fill('Utrecht');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Je gegevens zijn bijgewerkt')).toBeVisible();

    await start(page, '/my-account');
    await expect(page.getByRole('heading', { name: 'Hallo Sanna' })).toBeVisible();
    await expect(page.getByText('Dorpsstraat 12 a, 1234 AB Utrecht')).toBeVisible();
    await start(page, '/my-account/profile');
    await expect(form.getByLabel('Voornaam')).toHaveValue('Sanna');
    await expect(form.getByLabel('Plaats')).toHaveValue('Utrecht');
    expectOnlyRefusedCalls(consoleErrors);
  });

  test('a Dutch postcode and house number fill street and town of the profile, which stay editable', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    const email = uniqueEmail('profile-fill');
    await createCustomer(request, email);
    const account = await start(page);
    await account.logIn(email);
    await account.expectLoggedIn();
    await start(page, '/my-account/profile');
    const form = page.getByRole('region', { name: 'Persoonlijke gegevens' });
    await form.getByLabel('Huisnummer').fill('1');
    await form.getByLabel('Postcode').fill('1071 XX');
    // A demo address of the shop's street table: the Rijksmuseum.
    await expect(form.getByLabel('Straat')).toHaveValue('Museumstraat');
    await expect(form.getByLabel('Plaats')).toHaveValue('Amsterdam');
    await form.getByLabel('Plaats').fill('Amsterdam-Zuid');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Je gegevens zijn bijgewerkt')).toBeVisible();
    await start(page, '/my-account');
    await expect(page.getByText('Museumstraat 1, 1071 XX Amsterdam-Zuid')).toBeVisible();
    expectOnlyRefusedCalls(consoleErrors);
  });

  test('the guest cart merges into the customer cart at login, which follows the customer to another browser', async ({
    page,
    browser,
    request,
    consoleErrors,
  }) => {
    const email = uniqueEmail('cart');
    await createCustomer(request, email);

    // The customer's cart gets a romper suit.
    let account = await start(page);
    await account.logIn(email);
    await account.expectLoggedIn();
    await start(page, ROMPER_LILA_68);
    await page.getByRole('button', { name: 'In winkelmand' }).click();
    await expect(page.getByText('Het product is aan je winkelmand toegevoegd!')).toBeVisible();
    await page.getByRole('button', { name: 'Winkelmand sluiten' }).click();
    await account.logOut();
    // The logout emptied the cart in this browser.
    await start(page, '/cart');
    await expect(page.getByText(/Basic boxpakje/)).toHaveCount(0);

    // A guest adds the same romper suit, then logs in: one line with both.
    await start(page, ROMPER_LILA_68);
    await page.getByRole('button', { name: 'In winkelmand' }).click();
    await page.getByRole('button', { name: 'Winkelmand sluiten' }).click();
    account = new AccountSteps(page);
    await account.logIn(email);
    await account.expectLoggedIn();
    await start(page, '/cart');
    await expect(page.getByLabel(/Aantal van .*Basic boxpakje/)).toHaveValue('2');

    // Another browser: the same line after the login.
    const other = await browser.newContext();
    watchContext(other);
    try {
      const otherPage = await other.newPage();
      const otherAccount = await start(otherPage);
      await otherAccount.logIn(email);
      await otherAccount.expectLoggedIn();
      await start(otherPage, '/cart');
      await expect(otherPage.getByLabel(/Aantal van .*Basic boxpakje/)).toHaveValue('2');
    } finally {
      await other.close();
    }
    expectOnlyRefusedCalls(consoleErrors);
  });

  test('subscribe to the newsletter and unsubscribe again; purchases are empty', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const email = uniqueEmail('newsletter');
    await createCustomer(request, email);
    const account = await start(page);
    await account.logIn(email);
    await account.expectLoggedIn();
    await start(page, '/my-account/preferences');
    // The footer's sign-up shows the customer's status too: the page's own text is in main.
    const main = page.locator('main');
    const footer = page.getByRole('contentinfo');
    await expect(main.getByText(`${email} ontvangt de nieuwsbrief niet.`)).toBeVisible();
    await expect(footer.getByLabel('Je e-mailadres')).toHaveValue(email);
    await expect(page.getByRole('button', { name: 'Afmelden voor de nieuwsbrief' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Aanmelden voor de nieuwsbrief' }).click();
    await expect(page.getByText('Je bent aangemeld voor de nieuwsbrief')).toBeVisible();
    await start(page, '/my-account/preferences');
    await expect(main.getByText(`${email} ontvangt de nieuwsbrief.`)).toBeVisible();
    await expect(footer.getByText(`${email} ontvangt de nieuwsbrief.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aanmelden voor de nieuwsbrief' })).toHaveCount(
      0,
    );
    await page.getByRole('button', { name: 'Afmelden voor de nieuwsbrief' }).click();
    await expect(main.getByText(`${email} ontvangt de nieuwsbrief niet.`)).toBeVisible();
    // The footer follows at once: its sign-up form is back.
    await expect(footer.getByLabel('Je e-mailadres')).toHaveValue(email);

    await start(page, '/my-account/purchases');
    await expect(page.getByText('Je hebt nog niets gekocht.')).toBeVisible();
    await start(page, '/my-account/purchases/999999');
    await expect(page.getByRole('alert')).toHaveText('Deze bestelling kan niet worden opgehaald');
    expectOnlyRefusedCalls(consoleErrors);
  });

  test('an expired access token is refreshed once; a refused refresh logs out with the sign-up modal', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const email = uniqueEmail('refresh');
    await createCustomer(request, email);
    const account = await start(page);
    await account.logIn(email);
    await account.expectLoggedIn();
    await start(page, ROMPER_LILA_68);
    await page.getByRole('button', { name: 'In winkelmand' }).click();
    await page.getByRole('button', { name: 'Winkelmand sluiten' }).click();
    await expect.poll(() => readCart(page)).toMatchObject({ cartIsGuest: false, lines: 1 });
    const cartBefore = await readCart(page);
    const before = await page.evaluate((key) => localStorage.getItem(key), REFRESH_TOKEN_KEY);
    // A token the API refuses with 401, as an expired one is.
    await page.evaluate((key) => localStorage.setItem(key, 'no.such.token'), ACCESS_TOKEN_KEY);
    await start(page, '/my-account/preferences');
    await expect(page.getByRole('heading', { name: 'Voorkeuren' })).toBeVisible();
    await expect(page.getByText(`${email} ontvangt de nieuwsbrief niet.`)).toBeVisible();
    // The cart's calls waited for the one refresh: still the customer's cart, not a guest cart.
    await start(page, '/cart');
    await expect(page.getByLabel(/Aantal van .*Basic boxpakje/)).toHaveValue('1');
    expect(await readCart(page)).toEqual(cartBefore);
    const after = await page.evaluate(
      (keys) => keys.map((key) => localStorage.getItem(key)),
      [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY],
    );
    expect(after[0]).not.toBe('no.such.token');
    expect(after[1]).not.toBe(before);

    await page.evaluate(
      (keys) => {
        localStorage.setItem(keys[0] as string, 'no.such.token');
        localStorage.setItem(keys[1] as string, 'no-such-refresh-token');
      },
      [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY],
    );
    await start(page, '/my-account');
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'Account aanmaken' }),
    ).toBeVisible();
    await expect(page.getByText(/Er ging iets mis bij het vernieuwen van je inlog/)).toBeVisible();
    await expect(page.getByText('Je moet ingelogd zijn om deze pagina te zien')).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)).toBeNull();
    expectOnlyRefusedCalls(consoleErrors);
  });

  test('delete the account after confirming; the login is gone', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const email = uniqueEmail('delete');
    await createCustomer(request, email);
    const account = await start(page);
    await account.logIn(email);
    await account.expectLoggedIn();
    await start(page, '/my-account/delete-account');
    await page.getByRole('button', { name: 'Verwijder mijn account' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Bevestig dat je account verwijderd mag worden',
    );
    await page.getByLabel('Ja, verwijder mijn account definitief').check();
    await page.getByRole('button', { name: 'Verwijder mijn account' }).click();
    await expect(page.getByText('Je account is verwijderd')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)).toBeNull();
    await account.logIn(email);
    await expect(account.modal.getByRole('alert')).toHaveText(/De inloggegevens zijn onjuist/);
    expectOnlyRefusedCalls(consoleErrors);
  });
});
