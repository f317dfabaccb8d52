/**
 * Paying needs no invented password: a shopper who is not logged in gives only an e-mail address
 * in the checkout (one field), gets an account without password and is logged in for the order;
 * name and address are asked once, in the address section; the order is paid at the test
 * provider. Later the same address in the checkout asks for the password or a mailed code
 * (inline, in the page's language), never opening the account by itself; the mailed code logs in
 * and the checkout starts with the account's name; the profile then sets a first password.
 * nl on a phone (390 px) and de on a desktop (1366 px). Texts come from the storefront's
 * catalogues; codes from the mail outbox of the journeys' shop (e2e/mails.ts).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, seriousViolations, test, uniqueEmail } from './fixtures.ts';
import { readNewestMail } from './mails.ts';
import { type Lang, text } from './texts.ts';

const ACCESS_TOKEN_KEY = 'shop/user/current-token';
const ROMPER_PATH = '/p/SLE-100047/lotje-en-lars-basic-boxpakje/SLE-100047-LIL-68';
const PASSWORD = 'Kinder-Wagen-2026';

const prefix = (lang: Lang) => (lang === 'nl' ? '' : '/de');

const HOME = {
  nl: {
    country: 'NL',
    postcode: '3511 AB',
    houseNumber: '12',
    street: 'Oudegracht',
    city: 'Utrecht',
  },
  de: {
    country: 'DE',
    postcode: '10115',
    houseNumber: '5',
    street: 'Invalidenstraße',
    city: 'Berlin',
  },
} as const;

async function addRomperAndGoToCheckout(page: Page, lang: Lang) {
  const t = (key: string) => text(lang, key);
  await page.goto(`${prefix(lang)}${ROMPER_PATH}`);
  await hydrated(page);
  await page.getByRole('button', { name: t('Add to cart'), exact: true }).click();
  const microcart = page.getByRole('dialog', { name: new RegExp(t('Shopping cart')) });
  await microcart.getByRole('link', { name: t('Proceed to checkout') }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await hydrated(page);
}

async function accountOf(request: APIRequestContext, page: Page) {
  const token = await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY);
  expect(token).toBeTruthy();
  const response = await request.get('/api/user/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).result as {
    email: string;
    firstname: string;
    lastname: string;
    has_password: boolean;
  };
}

const VIEWS: { lang: Lang; width: number }[] = [
  { lang: 'nl', width: 390 },
  { lang: 'de', width: 1366 },
];

for (const { lang, width } of VIEWS) {
  test.describe(`checkout with only an e-mail, ${lang} at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('pays with an e-mail only, later logs in by mailed code and sets a password', async ({
      page,
      request,
      consoleErrors,
    }) => {
      // Two checkouts, a payment at the provider and the profile: room for a busy machine.
      test.setTimeout(150_000);
      const t = (key: string, values: Record<string, string> = {}) => text(lang, key, values);
      const email = uniqueEmail(`email-only-${lang}-${width}`);
      const firstname = lang === 'nl' ? 'Fenna' : 'Frieda';
      const lastname = lang === 'nl' ? 'Visser' : 'Wagner';
      const home = HOME[lang];

      // A friend buys a gift: the checkout asks one field, no password.
      await addRomperAndGoToCheckout(page, lang);
      const details = page.getByRole('region', { name: t('Your details') });
      await expect(details.getByText(t('Checkout e-mail note'))).toBeVisible();
      await expect(details.getByRole('textbox')).toHaveCount(1);
      await expect(details.getByLabel(t('Password'), { exact: true })).toHaveCount(0);
      await page.screenshot({ path: `/tmp/emailcheckout-${lang}-${width}-1-email.png` });
      expect(await seriousViolations(page)).toEqual([]);
      const emailField = details.getByLabel(t('E-mail address'), { exact: true });
      await emailField.fill('geen-adres');
      await details.getByRole('button', { name: t('Continue to your address') }).click();
      await expect(emailField).toHaveAccessibleDescription(
        t('Please provide valid e-mail address.'),
      );
      await emailField.fill(email);
      await details.getByRole('button', { name: t('Continue to your address') }).click();

      // Logged in with the new account, still in the checkout: name and address asked once.
      const address = page.getByRole('region', { name: t('Your details') });
      await expect(address.getByLabel(t('E-mail address'), { exact: true })).toHaveValue(email);
      await expect(address.getByLabel(t('First name'), { exact: true })).toHaveValue('');
      await expect(page.getByLabel(t('Password'), { exact: true })).toHaveCount(0);
      await address.getByLabel(t('First name'), { exact: true }).fill(firstname);
      await address.getByLabel(t('Last name'), { exact: true }).fill(lastname);
      await page.getByLabel(t('Country'), { exact: true }).selectOption(home.country);
      await page.getByLabel(t('Postcode'), { exact: true }).fill(home.postcode);
      await page.getByLabel(t('House number'), { exact: true }).fill(home.houseNumber);
      await page.getByLabel(t('Street'), { exact: true }).fill(home.street);
      await page.getByLabel(t('City'), { exact: true }).fill(home.city);
      await page.getByRole('button', { name: t('Save address') }).click();
      await expect(page.getByText(t('We use this address for your order.'))).toBeVisible();
      await page.screenshot({
        path: `/tmp/emailcheckout-${lang}-${width}-2-address.png`,
        fullPage: true,
      });
      await page
        .getByRole('radio', {
          name: new RegExp(t('Standard delivery').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
        })
        .check();
      await page.getByRole('radio', { name: 'PayPal' }).check();
      await page.getByRole('button', { name: t('Place order') }).click();

      // Paid at the test provider, back on the thank-you page.
      await expect(page).toHaveURL(/\/test-payment\/pay\//);
      await page
        .getByRole('button', { name: /Betaling goedkeuren|Zahlung genehmigen|Approve the payment/ })
        .click();
      await expect(page).toHaveURL(/\/checkout-return\?order_hash=/);
      await expect(
        page.getByRole('heading', { name: t('Thank you for your order') }),
      ).toBeVisible();

      // The account has no password, and took the name the address gave.
      expect(await accountOf(request, page)).toMatchObject({
        email,
        firstname,
        lastname,
        has_password: false,
      });

      // Another day, another browser session: the address now asks to log in.
      await page.evaluate(() => localStorage.clear());
      await addRomperAndGoToCheckout(page, lang);
      const again = page.getByRole('region', { name: t('Your details') });
      await again.getByLabel(t('E-mail address'), { exact: true }).fill(email.toUpperCase());
      await again.getByRole('button', { name: t('Continue to your address') }).click();
      await expect(
        again.getByText(
          t('There is already an account for {email}.', { email: email.toUpperCase() }),
        ),
      ).toBeVisible();
      // Typing the address opens nothing: no session, the address fields are not there.
      expect(await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)).toBeNull();
      await expect(page.getByLabel(t('Street'), { exact: true })).toHaveCount(0);
      // There is no password to guess.
      await again.getByLabel(t('Password'), { exact: true }).fill('Geraden-Wachtwoord-1');
      await again.getByRole('button', { name: t('Log in'), exact: true }).click();
      await expect(again.getByText(t('account.sign_in_incorrect'))).toBeVisible();
      await page.screenshot({ path: `/tmp/emailcheckout-${lang}-${width}-3-existing.png` });
      expect(await seriousViolations(page)).toEqual([]);

      // The mailed code logs in, right in the checkout.
      await again.getByRole('button', { name: t('Send me a code') }).click();
      await expect(again.getByText(t('Code sent', { email: email.toUpperCase() }))).toBeVisible();
      const mail = await readNewestMail('one_time_password', email);
      await again
        .getByLabel(t('Code from the e-mail'), { exact: true })
        .fill(String(mail.data.code));
      await page.screenshot({ path: `/tmp/emailcheckout-${lang}-${width}-4-code.png` });
      await again.getByRole('button', { name: t('Log in'), exact: true }).click();
      const loggedIn = page.getByRole('region', { name: t('Your details') });
      await expect(loggedIn.getByLabel(t('First name'), { exact: true })).toHaveValue(firstname);
      await expect(loggedIn.getByLabel(t('E-mail address'), { exact: true })).toHaveValue(email);

      // The account sets a first password, which then logs in.
      await page.goto(`${prefix(lang)}/my-account/profile`);
      await hydrated(page);
      const passwordForm = page.getByRole('region', { name: t('Set a password') });
      await expect(passwordForm.getByText(t('No password yet text'))).toBeVisible();
      await expect(passwordForm.getByLabel(t('Current password'))).toHaveCount(0);
      await passwordForm.getByLabel(t('New password'), { exact: true }).fill(PASSWORD);
      await passwordForm.getByLabel(t('Repeat new password'), { exact: true }).fill(PASSWORD);
      await passwordForm.screenshot({
        path: `/tmp/emailcheckout-${lang}-${width}-5-set-password.png`,
      });
      await passwordForm.getByRole('button', { name: t('Set a password') }).click();
      await expect(
        page.getByRole('region', { name: t('Change password') }).getByLabel(t('Current password')),
      ).toBeVisible();
      await page.screenshot({ path: `/tmp/emailcheckout-${lang}-${width}-6-profile.png` });
      const login = await request.post('/api/user/login', {
        data: { username: email, password: PASSWORD },
      });
      expect(login.status()).toBe(200);
      expect(
        consoleErrors.filter(
          (line) => !line.includes('status of 409') && !line.includes('status of 401'),
        ),
      ).toEqual([]);
      consoleErrors.length = 0;
    });
  });
}
