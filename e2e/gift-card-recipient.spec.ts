/**
 * A gift card's recipient, as a shopper writes it on the product page: in nl on a phone (390 px)
 * and in de on a desktop (1366 px). Adding without a name or with a bad e-mail address says
 * what is wrong at the field, in the page's language, and adds nothing; with a name, an e-mail
 * address and a message the card is added and the cart shows the recipient on its line.
 */
import { expect, hydrated, seriousViolations, test } from './fixtures.ts';

const VIEWS = [
  {
    code: 'nl',
    width: 390,
    prefix: '',
    giftCard: '/p/CADEAUBON/cadeaubon',
    amount: 'Bedrag',
    name: 'Naam van de ontvanger',
    email: 'E-mailadres van de ontvanger',
    message: 'Persoonlijke boodschap',
    handOver:
      'Wil je de cadeaubon zelf geven? Vul dan je eigen e-mailadres in: we mailen hem alleen naar jou.',
    nameMissing: 'Vul de naam van de ontvanger in.',
    emailInvalid: 'Vul een geldig e-mailadres van de ontvanger in.',
    addToCart: 'In winkelmand',
    cart: /Winkelmand/,
    closeCart: 'Winkelmand sluiten',
  },
  {
    code: 'de',
    width: 1366,
    prefix: '/de',
    giftCard: '/de/p/CADEAUBON/geschenkgutschein',
    amount: 'Betrag',
    name: 'Name der beschenkten Person',
    email: 'E-Mail-Adresse der beschenkten Person',
    message: 'Persönliche Nachricht',
    handOver:
      'Möchten Sie die Geschenkkarte selbst überreichen? Geben Sie dann Ihre eigene E-Mail-Adresse ein: Wir senden sie nur an Sie.',
    nameMissing: 'Bitte geben Sie den Namen der beschenkten Person ein.',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse der beschenkten Person ein.',
    addToCart: 'In den Warenkorb',
    cart: /Warenkorb/,
    closeCart: 'Warenkorb schließen',
  },
] as const;

for (const view of VIEWS) {
  test.describe(`${view.code} at ${view.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: view.width, height: 900 });
    });

    test('the recipient is asked for, checked, and shown on the cart line', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(view.giftCard);
      await hydrated(page);
      const amounts = page.getByLabel(view.amount);
      const second = await amounts.locator('option').nth(2).getAttribute('value');
      await amounts.selectOption(second ?? '');

      const name = page.getByLabel(view.name);
      const email = page.getByLabel(view.email);
      const message = page.getByLabel(view.message);
      await expect(email).toHaveAttribute('type', 'email');
      // Handing the card over oneself is a choice the field explains: one's own address.
      await expect(email).toHaveAccessibleDescription(view.handOver);
      await expect(message).toHaveJSProperty('tagName', 'TEXTAREA');

      // Nothing filled in: the page says what is missing at the fields and adds nothing.
      const add = page.getByRole('button', { name: view.addToCart });
      await add.click();
      await expect(page.getByText(view.nameMissing, { exact: true }).first()).toBeVisible();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('dialog', { name: view.cart })).toBeHidden();

      await name.fill('Lotte de Vries');
      await email.fill('lotte@');
      await expect(name).not.toHaveAttribute('aria-invalid', 'true');
      await expect(add).toBeEnabled();
      await add.click();
      await expect(page.getByText(view.emailInvalid, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('dialog', { name: view.cart })).toBeHidden();

      await email.fill('lotte@example.nl');
      await message.fill('Van harte gefeliciteerd!');
      await expect(add).toBeEnabled();
      await add.click();
      const microcart = page.getByRole('dialog', { name: view.cart });
      await expect(microcart).toBeVisible();
      await expect(microcart.getByText(`${view.name}: Lotte de Vries`)).toBeVisible();
      await microcart.getByRole('button', { name: view.closeCart }).click();

      await page.goto(`${view.prefix}/cart`);
      await hydrated(page);
      const main = page.locator('main');
      await expect(main.getByText(`${view.name}: Lotte de Vries`)).toBeVisible();
      await expect(main.getByText(`${view.email}: lotte@example.nl`)).toBeVisible();
      await expect(main.getByText(`${view.message}: Van harte gefeliciteerd!`)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  });
}
