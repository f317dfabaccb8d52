/**
 * Legal pages journeys, nl at a phone (390 px) and de at a desktop (1366 px) width: the footer's
 * legal group opens every legal page (terms, privacy, cookies, withdrawal, company details /
 * Impressum) with its heading and its translation linked (hreflang); the company details state
 * the configured company; the withdrawal page holds the model withdrawal form; the checkout
 * links the terms, privacy statement and right of withdrawal beside the place-order button; and
 * the pages pass axe. The login is put into the page's storage, as the login modal leaves it.
 */
import { newApiCustomer, storeLogin } from './customers.ts';
import { expect, hydrated, seriousViolations, test } from './fixtures.ts';
import { ROMPER } from './lists.ts';

/** The company the journeys' shop is configured with (the demo's defaults: no setting). */
const COMPANY = { name: 'Kindershop B.V.', kvk: '12345678', vat: 'NL001234567B01' };

const VIEWS = {
  nl: {
    prefix: '',
    viewport: { width: 390, height: 844 },
    legal: 'Juridisch',
    pages: [
      ['Algemene voorwaarden', '/algemene-voorwaarden', '/de/agb'],
      ['Privacyverklaring', '/privacy', '/de/datenschutz'],
      ['Cookieverklaring', '/cookies', '/de/cookies'],
      ['Herroepingsrecht', '/herroepingsrecht', '/de/widerrufsrecht'],
      ['Bedrijfsgegevens', '/bedrijfsgegevens', '/de/impressum'],
    ],
    companyPage: '/bedrijfsgegevens',
    withdrawal: '/herroepingsrecht',
    form: 'Modelformulier voor herroeping',
    formLine: /Ik\/Wij\* deel\/delen\* u hierbij mede/,
    addToCart: 'In winkelmand',
    cart: /Winkelmand/,
    placeOrder: 'Bestellen en betalen',
    checkoutLinks: [
      ['Algemene voorwaarden', '/algemene-voorwaarden'],
      ['Privacyverklaring', '/privacy'],
      ['Herroepingsrecht', '/herroepingsrecht'],
    ],
  },
  de: {
    prefix: '/de',
    viewport: { width: 1366, height: 900 },
    legal: 'Rechtliches',
    pages: [
      ['Allgemeine Geschäftsbedingungen', '/de/agb', '/algemene-voorwaarden'],
      ['Datenschutzerklärung', '/de/datenschutz', '/privacy'],
      ['Cookie-Richtlinie', '/de/cookies', '/cookies'],
      ['Widerrufsrecht', '/de/widerrufsrecht', '/herroepingsrecht'],
      ['Impressum', '/de/impressum', '/bedrijfsgegevens'],
    ],
    companyPage: '/de/impressum',
    withdrawal: '/de/widerrufsrecht',
    form: 'Muster-Widerrufsformular',
    formLine:
      /Hiermit widerrufe\(n\) ich\/wir \(\*\) den von mir\/uns \(\*\) abgeschlossenen Vertrag/,
    addToCart: 'In den Warenkorb',
    cart: /Warenkorb/,
    placeOrder: 'Zahlungspflichtig bestellen',
    checkoutLinks: [
      ['AGB', '/de/agb'],
      ['Datenschutzerklärung', '/de/datenschutz'],
      ['Widerrufsbelehrung', '/de/widerrufsrecht'],
    ],
  },
} as const;

for (const lang of ['nl', 'de'] as const) {
  const view = VIEWS[lang];

  test.describe(`legal pages (${lang}, ${view.viewport.width} px)`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(view.viewport);
    });

    test(`the footer opens every legal page, each with its translation (${lang})`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(`${view.prefix}/`);
      await hydrated(page);
      const legal = page.getByRole('navigation', { name: view.legal });
      for (const [title, path, other] of view.pages) {
        const link = legal.getByRole('link', { name: title, exact: true });
        await expect(link).toHaveAttribute('href', path);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        // The same page in the other language: hreflang in the head.
        const alternate = page.locator(
          `link[rel="alternate"][hreflang="${lang === 'nl' ? 'de' : 'nl'}"]`,
        );
        await expect(alternate).toHaveAttribute('href', new RegExp(`${other}$`));
        expect(await seriousViolations(page), path).toEqual([]);
        await page.goto(`${view.prefix}/`);
      }
      expect(consoleErrors).toEqual([]);
    });

    test(`the company details state the configured company, the withdrawal page the model form (${lang})`, async ({
      page,
    }) => {
      const response = await page.goto(view.companyPage);
      expect(response?.status()).toBe(200);
      const main = page.locator('main');
      await expect(main).toContainText(COMPANY.name);
      await expect(main).toContainText(COMPANY.kvk);
      await expect(main).toContainText(COMPANY.vat);
      await expect(main).not.toContainText('{{');

      await page.goto(view.withdrawal);
      await expect(page.getByRole('heading', { level: 2, name: view.form })).toBeVisible();
      const form = page.locator('main blockquote');
      await expect(form).toContainText(view.formLine);
      await expect(form).toContainText(COMPANY.name);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test(`the checkout links the terms, privacy and withdrawal beside the order button (${lang})`, async ({
      page,
      request,
      context,
    }) => {
      const customer = await newApiCustomer(request, `legal-${lang}`, lang);
      await storeLogin(page, customer, view.prefix);
      await page.goto(`${view.prefix}${ROMPER.page}`);
      await hydrated(page);
      await page.getByRole('button', { name: view.addToCart }).click();
      await expect(page.getByRole('dialog', { name: view.cart })).toBeVisible();
      await page.goto(`${view.prefix}/checkout`);
      await hydrated(page);
      const summary = page.locator('aside');
      const button = summary.getByRole('button', { name: view.placeOrder });
      await expect(button).toBeVisible();
      for (const [name, path] of view.checkoutLinks) {
        const link = summary.getByRole('link', { name, exact: true });
        await expect(link).toHaveAttribute('href', path);
      }
      // A link opens the page in a tab of its own; the checkout stays.
      const [name, path] = view.checkoutLinks[2];
      const opened = context.waitForEvent('page');
      await summary.getByRole('link', { name, exact: true }).click();
      const tab = await opened;
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe(path);
      await expect(tab.locator('main blockquote')).toContainText(view.formLine);
      await tab.close();
      await expect(button).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
