import { newApiCustomer, storeLogin } from './customers.ts';
import { expect, hydrated, test, uniqueEmail } from './fixtures.ts';
import { readNewestMail } from './mails.ts';

const PASSWORD = 'Wandel-Wagen-2026';

const VIEWS = [
  {
    code: 'nl',
    prefix: '',
    width: 390,
    unconfirmed: 'Je e-mailadres is nog niet bevestigd.',
    sendAgain: 'Bevestigingsmail opnieuw sturen',
    sent: 'We hebben een nieuwe bevestigingsmail naar',
    confirmed: 'is bevestigd.',
    profile: 'Persoonlijke gegevens',
    email: 'E-mailadres',
    password: 'Huidig wachtwoord',
    save: 'Opslaan',
    pending: 'Nog niet gewijzigd: bevestig je nieuwe e-mailadres',
    changed: 'Voor je veiligheid ben je overal uitgelogd',
    undone: 'Gelukt: je account houdt het e-mailadres',
  },
  {
    code: 'de',
    prefix: '/de',
    width: 1366,
    unconfirmed: 'Ihre E-Mail-Adresse ist noch nicht bestätigt.',
    sendAgain: 'Bestätigungs-E-Mail erneut senden',
    sent: 'Wir haben eine neue Bestätigungs-E-Mail an',
    confirmed: 'ist bestätigt.',
    profile: 'Persönliche Daten',
    email: 'E-Mail-Adresse',
    password: 'Aktuelles Passwort',
    save: 'Speichern',
    pending: 'Noch nicht geändert: Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
    changed: 'Zu Ihrer Sicherheit wurden Sie überall abgemeldet',
    undone: 'Erledigt: Ihr Konto behält die E-Mail-Adresse',
  },
] as const;

/** The path and query of a mailed link: the journeys' shop may run on another port. */
function pathOf(url: unknown): string {
  const parsed = new URL(String(url));
  return `${parsed.pathname}${parsed.search}`;
}

for (const view of VIEWS) {
  test.describe(`the account's e-mail address (${view.code}, ${view.width} px)`, () => {
    test.use({ viewport: { width: view.width, height: 900 } });

    test('a new account confirms its address by the mailed link', async ({ page, request }) => {
      const customer = await newApiCustomer(request, `confirm-${view.code}`, view.code, {
        confirmed: false,
      });
      await storeLogin(page, customer, view.prefix);
      await page.goto(`${view.prefix}/my-account`);
      await hydrated(page);
      const notice = page.getByTestId('email-confirm-notice');
      await expect(notice).toContainText(view.unconfirmed);
      await expect(notice).toContainText(customer.email);
      await notice.getByRole('button', { name: view.sendAgain }).click();
      await expect(notice.getByRole('status')).toContainText(view.sent);
      await page.screenshot({ path: `/tmp/email/unconfirmed-${view.code}.png`, fullPage: true });

      const mail = await readNewestMail('email_confirm', customer.email);
      await page.goto(pathOf(mail.data.confirmUrl));
      await expect(page.getByTestId('email-link-state')).toHaveAttribute('data-state', 'done');
      await expect(page.getByTestId('email-link-state')).toContainText(view.confirmed);
      await page.screenshot({ path: `/tmp/email/confirmed-${view.code}.png`, fullPage: true });

      await page.goto(`${view.prefix}/my-account`);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('email-confirm-notice')).toHaveCount(0);
    });

    test('a new address needs the password, waits for its link, and the old one undoes it', async ({
      page,
      request,
    }) => {
      const customer = await newApiCustomer(request, `change-${view.code}`, view.code, {
        confirmed: false,
      });
      const next = uniqueEmail(`changed-${view.code}`);
      await storeLogin(page, customer, view.prefix);
      await page.goto(`${view.prefix}/my-account/profile`);
      await hydrated(page);
      const details = page.locator('section[aria-labelledby="profile-details"]');
      await expect(details.getByRole('heading', { name: view.profile })).toBeVisible();
      await details.getByLabel(view.email).fill(next);
      const password = details.getByLabel(view.password);
      await expect(password).toBeVisible();
      // Without the password nothing is sent.
      await details.getByRole('button', { name: view.save }).click();
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await password.fill(PASSWORD);
      await page.screenshot({ path: `/tmp/email/change-form-${view.code}.png`, fullPage: true });
      await details.getByRole('button', { name: view.save }).click();
      await expect(page.getByTestId('email-confirm-notice')).toContainText(view.pending);
      await expect(page.getByTestId('email-confirm-notice')).toContainText(next);
      // The address itself has not changed yet.
      await expect(details.getByLabel(view.email)).toHaveValue(customer.email);
      await page.screenshot({ path: `/tmp/email/pending-${view.code}.png`, fullPage: true });

      const confirm = await readNewestMail('email_confirm', next);
      await page.goto(pathOf(confirm.data.confirmUrl));
      await expect(page.getByTestId('email-link-state')).toContainText(view.changed);
      await expect(page.getByTestId('email-link-state')).toContainText(next);
      await page.screenshot({ path: `/tmp/email/changed-${view.code}.png`, fullPage: true });
      // The old login is over; the new address logs in.
      const refreshed = await request.post('/api/user/refresh', {
        data: { refreshToken: customer.refreshToken },
      });
      expect(refreshed.status()).toBe(401);

      const notice = await readNewestMail('email_change_notice', customer.email);
      expect(notice.text).toContain(next);
      await page.goto(pathOf(notice.data.undoUrl));
      await expect(page.getByTestId('email-link-state')).toContainText(view.undone);
      await expect(page.getByTestId('email-link-state')).toContainText(customer.email);
      await page.screenshot({ path: `/tmp/email/undone-${view.code}.png`, fullPage: true });
      const back = await request.post('/api/user/login', {
        data: { username: customer.email, password: PASSWORD },
      });
      expect(back.status()).toBe(200);
    });
  });
}
