/**
 * The content pages' forms on /styleguide in a real Chromium, in nl and de (secondary-areas §5,
 * §8): the pregnancy-box form's messages per field (the first invalid field focused), a refusal
 * by the form endpoint ('Something went wrong', the form still filled), a lost answer retried
 * without a second request reaching the platform, and its confirmation; the contact form's
 * messages, its hidden honeypot and its mail to the shop's contact address; axe and no sideways
 * scrolling at 390 px; and both forms on their own content pages. The form endpoint is the
 * journeys' local stand-in (form-endpoint.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, seriousViolations, test, uniqueEmail } from './fixtures.ts';
import { formEndpointPort } from './form-endpoint.ts';

const MAIL_DIR = join(process.env.E2E_DATA_DIR ?? 'var/e2e', 'mail');
const CONTACT_EMAIL = 'klantenservice@kindershop.example';

const NL = {
  path: '/styleguide',
  pregnancyPage: '/zwangerschapsbox',
  contactPage: '/customer-support',
  firstname: 'Voornaam',
  lastname: 'Achternaam',
  email: 'E-mailadres',
  dueDate: 'Uitgerekende datum',
  street: 'Straat',
  housenumber: 'Huisnummer',
  postcode: 'Postcode',
  city: 'Plaats',
  consent: 'Ik ga akkoord met de privacyverklaring',
  request: 'Zwangerschapsbox aanvragen',
  fixErrors: 'Verbeter de fouten in het formulier',
  required: 'Dit veld is verplicht',
  zipcode: 'Deze postcode is niet geldig',
  consentMessage: 'Ga akkoord met de privacyverklaring',
  failed: 'Er is iets misgegaan',
  processing: 'Je aanvraag wordt verwerkt...',
  success: 'We hebben je aanvraag goed ontvangen!',
  badPostcode: '12345',
  postcodeValue: '3511 AB',
  refusedName: 'Weigering',
  name: 'Naam',
  message: 'Je bericht',
  send: 'Bericht versturen',
  thanks: 'Bedankt voor je bericht! We antwoorden binnen één werkdag per e-mail.',
  trap: 'Laat dit veld leeg',
};
const DE = {
  path: '/de/styleguide',
  pregnancyPage: '/de/schwangerschaftsbox',
  contactPage: '/de/customer-support',
  firstname: 'Vorname',
  lastname: 'Nachname',
  email: 'E-Mail-Adresse',
  dueDate: 'Errechneter Geburtstermin',
  street: 'Straße',
  housenumber: 'Hausnummer',
  postcode: 'Postleitzahl',
  city: 'Ort',
  consent: 'Ich stimme der Datenschutzerklärung zu',
  request: 'Schwangerschaftsbox anfordern',
  fixErrors: 'Bitte korrigieren Sie die Fehler im Formular',
  required: 'Dieses Feld ist erforderlich',
  zipcode: 'Diese Postleitzahl ist nicht gültig',
  consentMessage: 'Bitte stimmen Sie der Datenschutzerklärung zu',
  failed: 'Etwas ist schiefgelaufen',
  processing: 'Ihre Anfrage wird bearbeitet...',
  success: 'Wir haben Ihre Anfrage erfolgreich erhalten!',
  badPostcode: '1234 AB',
  postcodeValue: '10115',
  refusedName: 'Ablehnung',
  name: 'Name',
  message: 'Ihre Nachricht',
  send: 'Nachricht senden',
  thanks: 'Vielen Dank für Ihre Nachricht! Wir antworten innerhalb eines Werktags per E-Mail.',
  trap: 'Lassen Sie dieses Feld leer',
};

/** A due date about three months ahead ('YYYY-MM-DD'). */
function dueDate(): string {
  return new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
}

/** The forms the platform received for an address (the stand-in's record). */
async function receivedFor(email: string): Promise<Record<string, string>[]> {
  const response = await fetch(
    `http://127.0.0.1:${formEndpointPort()}/forms/received?email=${encodeURIComponent(email)}`,
  );
  return (await response.json()) as Record<string, string>[];
}

/** The contact form's mail whose replies go to `email`, once the outbox wrote it. */
async function contactMailTo(email: string): Promise<Record<string, unknown> | null> {
  const names = await readdir(MAIL_DIR).catch(() => [] as string[]);
  for (const name of names.filter((one) => one.includes('contact_message'))) {
    const mail = JSON.parse(await readFile(join(MAIL_DIR, name), 'utf8'));
    if (mail.replyTo === email) return mail;
  }
  return null;
}

async function fillPregnancyForm(form: Locator, text: typeof NL, email: string, lastname: string) {
  await form.getByLabel(text.firstname).fill('Emma');
  await form.getByLabel(text.lastname).fill(lastname);
  await form.getByLabel(text.email).fill(email);
  await form.getByLabel(text.dueDate).fill(dueDate());
  await form.getByLabel(text.street).fill('Dorpsstraat');
  await form.getByLabel(text.housenumber).fill('12');
  await form.getByLabel(text.postcode).fill(text.postcodeValue);
  await form.getByLabel(text.city).fill('Utrecht');
  await form.getByLabel(text.consent).check();
}

/**
 * A form block of a content page, once it works: a block after the page's second hydrates only
 * when it comes near the viewport (decision record 35), so the journey scrolls to it and waits
 * for its mark.
 */
async function contentForm(page: Page, block: string, testId: string): Promise<Locator> {
  const slot = page.locator(`[data-block="${block}"]`);
  await slot.scrollIntoViewIfNeeded();
  const mark = slot.locator('[data-hydrated="true"]');
  // The first two blocks hydrate with the page and carry no mark.
  const index = await slot.evaluate((element) =>
    [...document.querySelectorAll('[data-block]')].indexOf(element),
  );
  if (index >= 2) await mark.waitFor({ state: 'attached' });
  return slot.getByTestId(testId);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [language, text] of [
  ['nl', NL],
  ['de', DE],
] as const) {
  test(`the pregnancy-box form checks, fails, retries once and confirms (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(text.path);
    await hydrated(page);
    const form = page.getByTestId('pregnancy-form');

    // Empty: every required field says so, the first one gets the focus.
    await form.getByRole('button', { name: text.request }).click();
    await expect(form.getByRole('alert')).toHaveText(text.fixErrors);
    const firstname = form.getByLabel(text.firstname);
    await expect(firstname).toBeFocused();
    await expect(firstname).toHaveAttribute('aria-invalid', 'true');
    await expect(firstname).toHaveAccessibleDescription(text.required);
    await expect(form.getByLabel(text.consent)).toHaveAccessibleDescription(text.consentMessage);
    expect(await seriousViolations(page)).toEqual([]);

    // The postcode follows the country's rule.
    const email = uniqueEmail(`pregnancy-${language}`);
    await fillPregnancyForm(form, text, email, text.refusedName);
    await form.getByLabel(text.postcode).fill(text.badPostcode);
    await form.getByRole('button', { name: text.request }).click();
    await expect(form.getByLabel(text.postcode)).toHaveAccessibleDescription(text.zipcode);
    await expect(form.getByLabel(text.postcode)).toBeFocused();
    await form.getByLabel(text.postcode).fill(text.postcodeValue);

    // The platform refuses: the spec's failure, the form still filled.
    await form.getByRole('button', { name: text.request }).click();
    await expect(form.getByRole('alert')).toHaveText(text.failed);
    await expect(form.getByLabel(text.lastname)).toHaveValue(text.refusedName);

    // The answer of the next try is lost on the way back: the request was stored and passed on
    // all the same. Sending again is the same request, not a second one.
    await form.getByLabel(text.lastname).fill('Jansen');
    let lost = false;
    await page.route('**/api/ext/forms/pregnancy-box', async (route) => {
      if (lost) return route.continue();
      lost = true;
      await expect(form.getByRole('status')).toHaveText(text.processing);
      await route.fetch();
      await route.abort('connectionreset');
    });
    await form.getByRole('button', { name: text.request }).click();
    await expect(form.getByRole('alert')).toHaveText(text.failed);
    await form.getByRole('button', { name: text.request }).click();
    await expect(page.getByText(text.success)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: text.success })).toBeFocused();
    await expect(page.getByTestId('pregnancy-form')).toHaveCount(0);

    const received = await receivedFor(email);
    expect(received.map((posted) => posted.lastname)).toEqual([text.refusedName, 'Jansen']);
    expect(received[1]).toMatchObject({
      form: 'pregnancy_box',
      store: language,
      firstname: 'Emma',
      zipcode: text.postcodeValue,
      privacy_consent: 'yes',
    });
    expect(received[0]!.submission_id).not.toBe(received[1]!.submission_id);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`the contact form checks and mails the shop (${language})`, async ({ page }) => {
    await page.goto(text.path);
    await hydrated(page);
    const form = page.getByTestId('contact-form');
    // The honeypot is there for robots only.
    await expect(page.getByRole('textbox', { name: text.trap })).toHaveCount(0);

    await form.getByRole('button', { name: text.send }).click();
    await expect(form.getByRole('alert')).toHaveText(text.fixErrors);
    await expect(form.getByLabel(text.name)).toBeFocused();
    await expect(form.getByLabel(text.message)).toHaveAccessibleDescription(text.required);

    const email = uniqueEmail(`contact-${language}`);
    await form.getByLabel(text.name).fill('Emma de Vries');
    await form.getByLabel(text.email).fill(email);
    await form.getByLabel(text.message).fill(`Waar blijft mijn bestelling? (${language})`);
    await form.getByRole('button', { name: text.send }).click();
    await expect(page.getByText(text.thanks)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: text.thanks })).toBeFocused();

    // The mail went to the shop's contact address, reply-to the sender (the outbox sends it
    // right after the answer).
    await expect
      .poll(() => contactMailTo(email))
      .toMatchObject({ kind: 'contact_message', to: CONTACT_EMAIL, language });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`the forms of the pregnancy-box and contact pages send once (${language})`, async ({
    page,
  }) => {
    await page.goto(text.pregnancyPage);
    await hydrated(page);
    const pregnancy = await contentForm(page, 'pregnancy_form', 'pregnancy-form');
    const email = uniqueEmail(`pregnancy-page-${language}`);
    await fillPregnancyForm(pregnancy, text, email, 'Bakker');
    await pregnancy.getByRole('button', { name: text.request }).click();
    await expect(page.getByText(text.success)).toBeVisible();
    const received = await receivedFor(email);
    expect(received.map((posted) => posted.lastname)).toEqual(['Bakker']);
    expect(received[0]).toMatchObject({ form: 'pregnancy_box', store: language });
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(text.contactPage);
    await hydrated(page);
    const contact = await contentForm(page, 'contact_form', 'contact-form');
    const sender = uniqueEmail(`contact-page-${language}`);
    await contact.getByLabel(text.name).fill('Emma de Vries');
    await contact.getByLabel(text.email).fill(sender);
    await contact.getByLabel(text.message).fill(`Kan ik mijn bestelling ophalen? (${language})`);
    await contact.getByRole('button', { name: text.send }).click();
    await expect(page.getByText(text.thanks)).toBeVisible();
    await expect
      .poll(() => contactMailTo(sender))
      .toMatchObject({ kind: 'contact_message', to: CONTACT_EMAIL, language });
    expect(await seriousViolations(page)).toEqual([]);
  });
}
