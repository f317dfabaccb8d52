/**
 * Newsletter journeys, nl at 390 px and de at 1366 px: a guest signs up in the footer, reads the
 * pending message, confirms by the mailed link (the journeys' mail outbox, <E2E_DATA_DIR>/mail),
 * gets the personal 10 % coupon by mail and applies it in the cart; the coupon works once (its
 * address's order uses it, a second cart is refused). The newsletter modal signs up and gives the focus back; an invalid address is
 * refused in the page's language; the dataLayer event is pushed; axe on the form and the modal.
 * A logged-in customer signs their own address up at once, without a confirmation link.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { type ApiCustomer, newApiCustomer, placeApiOrder, storeLogin } from './customers.ts';
import { expect, hydrated, seriousViolations, test, uniqueEmail } from './fixtures.ts';
import { ROMPER } from './lists.ts';

const MAIL_DIR = join(process.env.E2E_DATA_DIR ?? 'var/e2e', 'mail');

const VIEWS = [
  {
    code: 'nl',
    prefix: '',
    width: 390,
    newsletter: 'Nieuwsbrief',
    emailLabel: 'Je e-mailadres',
    signUp: 'Aanmelden',
    pending:
      'Bijna klaar: we hebben je een e-mail gestuurd. Bevestig je aanmelding met de link daarin.',
    invalid: 'Vul een geldig e-mailadres in.',
    confirmed:
      'Bedankt! Je aanmelding is bevestigd. We hebben je kortingscode naar je e-mailadres gestuurd.',
    confirmSubject: /nieuwsbrief/i,
    addToCart: 'In winkelmand',
    cart: /Winkelmand/,
    couponLabel: 'Kortingscode',
    apply: 'Toepassen',
    applied: (code: string) => `Kortingscode ${code} is toegepast.`,
    summary: 'Overzicht',
    more: 'Meer over de nieuwsbrief',
    modal: 'De nieuwsbrief van Kindershop',
    close: 'Sluiten',
    subscribedAtOnce: 'Je bent aangemeld. We hebben je kortingscode naar je e-mailadres gestuurd.',
    alreadySubscribed: (email: string) => `${email} ontvangt de nieuwsbrief.`,
  },
  {
    code: 'de',
    prefix: '/de',
    width: 1366,
    newsletter: 'Newsletter',
    emailLabel: 'Ihre E-Mail-Adresse',
    signUp: 'Abonnieren',
    pending:
      'Fast geschafft: Wir haben Ihnen eine E-Mail gesendet. Bitte bestätigen Sie Ihre Anmeldung über den Link darin.',
    invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    confirmed:
      'Vielen Dank! Ihre Anmeldung ist bestätigt. Wir haben Ihnen Ihren Gutscheincode per E-Mail gesendet.',
    confirmSubject: /Newsletter/i,
    addToCart: 'In den Warenkorb',
    cart: /Warenkorb/,
    couponLabel: 'Gutscheincode',
    apply: 'Einlösen',
    applied: (code: string) => `Gutscheincode ${code} ist eingelöst.`,
    summary: 'Übersicht',
    more: 'Mehr über den Newsletter',
    modal: 'Der Newsletter von Kindershop',
    close: 'Schließen',
    subscribedAtOnce:
      'Sie sind angemeldet. Wir haben Ihnen Ihren Gutscheincode per E-Mail gesendet.',
    alreadySubscribed: (email: string) => `${email} erhält den Newsletter.`,
  },
] as const;

type View = (typeof VIEWS)[number];

interface NewsletterMail {
  kind: string;
  to: string;
  subject: string;
  storeCode: string;
  data: { confirmUrl?: string; couponCode?: string; percent?: number };
}

/** The newest mail of a kind to an address, waiting for it to be written. */
async function readMail(kind: string, to: string): Promise<NewsletterMail> {
  let found: NewsletterMail | undefined;
  await expect
    .poll(
      async () => {
        for (const name of (await readdir(MAIL_DIR).catch(() => [] as string[])).sort()) {
          if (!name.endsWith('.json')) continue;
          const mail = JSON.parse(await readFile(join(MAIL_DIR, name), 'utf8')) as NewsletterMail;
          if (mail.kind === kind && mail.to === to) found = mail;
        }
        return found !== undefined;
      },
      { message: `a ${kind} mail to ${to}` },
    )
    .toBe(true);
  return found as NewsletterMail;
}

/** How many mails of a kind went to an address so far. */
async function countMails(kind: string, to: string): Promise<number> {
  let count = 0;
  for (const name of await readdir(MAIL_DIR).catch(() => [] as string[])) {
    if (!name.endsWith('.json')) continue;
    const mail = JSON.parse(await readFile(join(MAIL_DIR, name), 'utf8')) as NewsletterMail;
    if (mail.kind === kind && mail.to === to) count += 1;
  }
  return count;
}

/** The customer's order of one romper with the coupon, paid on delivery (over the API). */
async function placeOrderWithCoupon(
  request: APIRequestContext,
  customer: ApiCustomer,
  coupon: string,
) {
  await placeApiOrder(request, customer, {
    storeCode: 'nl',
    sku: ROMPER.childSku,
    qty: 1,
    method: 'cashondelivery',
    coupon,
  });
}

/** The footer's newsletter column. */
function footerNewsletter(page: Page, view: View) {
  return page.getByRole('contentinfo').getByRole('region', { name: view.newsletter });
}

/** The dataLayer's newsletter_subscription events of the page. */
function subscriptionEvents(page: Page) {
  return page.evaluate(() =>
    (
      (window as unknown as { dataLayer?: { event?: string; placement?: string }[] }).dataLayer ??
      []
    )
      .filter((entry) => entry.event === 'newsletter_subscription')
      .map((entry) => entry.placement),
  );
}

/** An amount as the page writes it (€ 3,20 or 3,20 €, "-" or "−"), as a number. */
function amountOf(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

for (const view of VIEWS) {
  test.describe(`${view.code} at ${view.width} px`, () => {
    // The sign-up's analytics event goes to the data layer only with consent to statistics.
    test.use({ consentChoice: { analytics: true, marketing: false } });
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: view.width, height: 900 });
    });

    test('a guest signs up in the footer, confirms by mail and gets a 10 % coupon for the cart', async ({
      page,
      request,
      consoleErrors,
    }) => {
      // The address has an account (its order uses the coupon below); in the browser it is a guest.
      const owner = await newApiCustomer(request, `newsletter-guest-${view.code}`, view.code);
      const { email } = owner;
      await page.goto(`${view.prefix}/`);
      await hydrated(page);
      const footer = footerNewsletter(page, view);
      await footer.scrollIntoViewIfNeeded();
      expect(await seriousViolations(page)).toEqual([]);

      // An invalid address: a readable message in the page's language, next to the field.
      const field = footer.getByLabel(view.emailLabel);
      await field.fill('sanne@');
      await footer.getByRole('button', { name: view.signUp, exact: true }).click();
      await expect(footer.getByRole('alert')).toHaveText(view.invalid);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(view.invalid);
      expect(await seriousViolations(page)).toEqual([]);

      // The sign-up: pending until the mailed link is followed.
      await field.fill(email);
      await footer.getByRole('button', { name: view.signUp, exact: true }).click();
      await expect(footer.getByRole('status')).toHaveText(view.pending);
      await expect.poll(() => subscriptionEvents(page)).toEqual(['footer']);

      const confirmation = await readMail('newsletter_confirm', email);
      expect(confirmation.storeCode).toBe(view.code);
      expect(confirmation.subject).toMatch(view.confirmSubject);
      expect(await countMails('newsletter_coupon', email)).toBe(0);
      const link = new URL(confirmation.data.confirmUrl ?? '');
      expect(link.pathname).toBe(`${view.prefix}/newsletter/confirm`);

      await page.goto(`${link.pathname}${link.search}`);
      await hydrated(page);
      const state = page.getByTestId('newsletter-confirm-state');
      await expect(state).toHaveAttribute('data-state', 'confirmed');
      await expect(state).toHaveText(view.confirmed);

      const couponMail = await readMail('newsletter_coupon', email);
      expect(couponMail.storeCode).toBe(view.code);
      expect(couponMail.data.percent).toBe(10);
      const code = couponMail.data.couponCode ?? '';
      expect(code).toMatch(/^NIEUWS-[A-Z2-9]{8}$/);

      // The coupon in the cart: 10 % off the subtotal.
      await page.goto(`${view.prefix}${ROMPER.page}`);
      await hydrated(page);
      await page.getByRole('button', { name: view.addToCart }).click();
      await expect(page.getByRole('dialog', { name: view.cart })).toBeVisible();
      await page.goto(`${view.prefix}/cart`);
      await hydrated(page);
      const main = page.locator('main');
      await main.getByLabel(view.couponLabel, { exact: true }).fill(code.toLowerCase());
      await main.getByRole('button', { name: view.apply, exact: true }).click();
      await expect(main.getByText(view.applied(code))).toBeVisible();
      const summary = main.getByRole('region', { name: view.summary });
      const discount = summary.locator('[data-code="discount"] dd');
      await expect(discount).toBeVisible();
      const subtotal = amountOf(
        (await summary.locator('[data-code="subtotal"] dd').textContent()) ?? '',
      );
      const off = amountOf((await discount.textContent()) ?? '');
      expect(off).toBeGreaterThan(0);
      // The discount is 10 % of the subtotal incl. VAT, as both store views show it.
      expect(off / subtotal).toBeGreaterThanOrEqual(0.099);
      expect(off / subtotal).toBeLessThanOrEqual(0.101);

      // The coupon works once: the address's own order uses it, a second cart is refused.
      await placeOrderWithCoupon(request, owner, code);
      const second = await request.post('/api/cart/create');
      const secondId = (await second.json()).result as string;
      const added = await request.post(`/api/cart/update?cartId=${secondId}`, {
        data: { cartItem: { sku: ROMPER.childSku, qty: 1, quoteId: secondId } },
      });
      expect(added.status()).toBe(200);
      const refused = await request.post(
        `/api/cart/apply-coupon?cartId=${secondId}&coupon=${code}`,
        {
          headers: { 'x-vs-store-code': view.code },
        },
      );
      expect(refused.status()).toBe(400);
      expect((await refused.json()).result).toContain(code);

      // A second sign-up of the confirmed address sends nothing more.
      const again = await request.post('/api/ext/magento2-newsletter/subscribe', {
        headers: { 'x-vs-store-code': view.code },
        data: { email },
      });
      expect(again.status()).toBe(200);
      expect(await countMails('newsletter_coupon', email)).toBe(1);
      expect(consoleErrors).toEqual([]);
    });

    test('the newsletter modal signs up and gives the focus back', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(`${view.prefix}/`);
      await hydrated(page);
      const opener = footerNewsletter(page, view).getByRole('button', { name: view.more });
      await opener.click();
      const modal = page.getByRole('dialog', { name: view.modal });
      await expect(modal).toBeVisible();
      await expect(modal.getByText(/10\s?%/)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      const email = uniqueEmail(`newsletter-modal-${view.code}`);
      await modal.getByLabel(view.emailLabel).fill(email);
      await modal.getByRole('button', { name: view.signUp, exact: true }).click();
      await expect(modal.getByRole('status')).toHaveText(view.pending);
      await expect.poll(() => subscriptionEvents(page)).toEqual(['modal']);
      await readMail('newsletter_confirm', email);
      expect(await seriousViolations(page)).toEqual([]);

      await modal.getByRole('button', { name: view.close }).click();
      await expect(modal).toBeHidden();
      await expect(opener).toBeFocused();

      // Escape closes it too, and the focus goes back again.
      await opener.click();
      await expect(modal).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      await expect(opener).toBeFocused();
      expect(consoleErrors).toEqual([]);
    });

    test('a logged-in customer signs their own address up at once, without a link', async ({
      page,
      request,
      consoleErrors,
    }) => {
      const customer = await newApiCustomer(request, `newsletter-customer-${view.code}`, view.code);
      await storeLogin(page, customer, view.prefix);
      await page.reload();
      await hydrated(page);
      const footer = footerNewsletter(page, view);
      // The customer's own address is filled in.
      await expect(footer.getByLabel(view.emailLabel)).toHaveValue(customer.email);
      await footer.getByRole('button', { name: view.signUp, exact: true }).click();
      await expect(footer.getByRole('status')).toHaveText(view.subscribedAtOnce);
      await expect.poll(() => subscriptionEvents(page)).toEqual(['footer']);

      const couponMail = await readMail('newsletter_coupon', customer.email);
      expect(couponMail.storeCode).toBe(view.code);
      expect(await countMails('newsletter_confirm', customer.email)).toBe(0);

      // Subscribed: the next page says so instead of offering the sign-up again.
      await page.reload();
      await hydrated(page);
      await expect(footer.getByText(view.alreadySubscribed(customer.email))).toBeVisible();
      await expect(footer.getByLabel(view.emailLabel)).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  });
}
