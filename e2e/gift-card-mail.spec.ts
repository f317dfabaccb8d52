/**
 * A gift card reaches its recipient, in nl on a phone (390 px) and in de on a desktop (1366 px):
 * the product page promises an e-mail, not a delivery day, returns or pick-up; a logged-in
 * shopper buys a card for a recipient and pays it at the test provider; the thank-you page
 * promises no returns; the recipient's mail (the journeys' outbox, <E2E_DATA_DIR>/mail) names the
 * buyer, carries the message, value, code and last day, in the shop's language, and its HTML reads
 * in a browser; the buyer gets a copy that says it was mailed on.
 */
import { newApiCustomer, storeLogin } from './customers.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { readNewestMail } from './mails.ts';

const VIEWS = [
  {
    code: 'nl',
    prefix: '',
    width: 390,
    giftCard: '/p/CADEAUBON/cadeaubon',
    amount: 'Bedrag',
    name: 'Naam van de ontvanger',
    email: 'E-mailadres van de ontvanger',
    message: 'Persoonlijke boodschap',
    promise: 'Per e-mail naar de ontvanger zodra je betaling binnen is, met een kopie voor jou',
    notPromised: /retourneren|afhalen|verzonden/i,
    addToCart: 'In winkelmand',
    cart: /Winkelmand/,
    address: [
      ['Postcode', '3511 AB'],
      ['Huisnummer', '12'],
      ['Straat', 'Oudegracht'],
      ['Plaats', 'Utrecht'],
    ],
    saveAddress: 'Adres opslaan',
    saved: 'We gebruiken dit adres voor je bestelling.',
    payment: /PayPal/,
    placeOrder: 'Bestellen en betalen',
    approve: 'Betaling goedkeuren',
    thanks: 'Bedankt voor je bestelling',
    subject: 'Sanne de Vries geeft je een cadeaubon van Kindershop',
    greeting: 'Hallo Lotte,',
    value: 'Waarde: € 25,-',
    lastDay: 'Geldig tot en met',
    copy: 'ook naar Lotte gemaild',
  },
  {
    code: 'de',
    prefix: '/de',
    width: 1366,
    giftCard: '/de/p/CADEAUBON/geschenkgutschein',
    amount: 'Betrag',
    name: 'Name der beschenkten Person',
    email: 'E-Mail-Adresse der beschenkten Person',
    message: 'Persönliche Nachricht',
    promise:
      'Per E-Mail an die beschenkte Person, sobald Ihre Zahlung eingegangen ist, mit einer Kopie für Sie',
    notPromised: /Rücksendung|Abholung|versandt/i,
    addToCart: 'In den Warenkorb',
    cart: /Warenkorb/,
    address: [
      ['Postleitzahl', '10115'],
      ['Hausnummer', '5'],
      ['Straße', 'Invalidenstraße'],
      ['Ort', 'Berlin'],
    ],
    saveAddress: 'Adresse speichern',
    saved: 'Wir verwenden diese Adresse für Ihre Bestellung.',
    payment: /PayPal/,
    placeOrder: 'Zahlungspflichtig bestellen',
    approve: 'Zahlung genehmigen',
    thanks: 'Vielen Dank für Ihre Bestellung',
    subject: 'Sanne de Vries schenkt Ihnen eine Geschenkkarte von Kindershop',
    greeting: 'Hallo Lotte,',
    value: 'Wert: € 25,-',
    lastDay: 'Gültig bis einschließlich',
    copy: 'auch an Lotte gesendet',
  },
] as const;

for (const view of VIEWS) {
  test(`${view.code} at ${view.width} px: a paid gift card is mailed to its recipient`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: view.width, height: 900 });
    const customer = await newApiCustomer(request, `giftmail-${view.code}`, view.code);
    await storeLogin(page, customer, view.prefix);
    const recipient = customer.email.replace('@', '.ontvanger@');

    // The product page promises an e-mail, and no delivery day, returns or pick-up.
    await page.goto(view.giftCard);
    await hydrated(page);
    const purchase = page.locator('article');
    await expect(purchase.getByText(view.promise)).toBeVisible();
    await expect(purchase.getByText(view.notPromised)).toHaveCount(0);
    await page.screenshot({ path: `/tmp/gift-card-mail-${view.code}-product.png` });

    const amounts = page.getByLabel(view.amount);
    const option = await amounts.locator('option').filter({ hasText: /25/ }).getAttribute('value');
    await amounts.selectOption(option ?? '');
    await page.getByLabel(view.name).fill('Lotte');
    await page.getByLabel(view.email).fill(recipient);
    await page.getByLabel(view.message).fill('Veel plezier met de kleine!');
    await page.getByRole('button', { name: view.addToCart }).click();
    await expect(page.getByRole('dialog', { name: view.cart })).toBeVisible();

    await page.goto(`${view.prefix}/checkout`);
    await hydrated(page);
    for (const [label, value] of view.address) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    await page.getByRole('button', { name: view.saveAddress }).click();
    await expect(page.getByText(view.saved)).toBeVisible();
    await page.getByRole('radio', { name: view.payment }).check();
    await page.getByRole('button', { name: view.placeOrder }).click();
    await expect(page).toHaveURL(/\/test-payment\/pay\//);
    await page.getByRole('button', { name: view.approve }).click();

    // The thank-you page promises no returns for an order of a gift card.
    await expect(page.getByRole('heading', { name: view.thanks })).toBeVisible();
    await expect(page.locator('main').getByText(view.notPromised)).toHaveCount(0);
    await page.screenshot({ path: `/tmp/gift-card-mail-${view.code}-thanks.png`, fullPage: true });

    // The recipient's mail: the buyer, the message, value, code and last day, in the language.
    const mail = await readNewestMail('gift_card', recipient);
    expect(mail.subject).toBe(view.subject);
    expect(mail.text).toContain(view.greeting);
    expect(mail.text).toContain('"Veel plezier met de kleine!"');
    expect(mail.text).toContain(view.value);
    expect(mail.text).toContain(view.lastDay);
    const code = String(mail.data.code);
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(mail.text).toContain(code);

    // Its HTML part reads in a browser (a blank page of its own, outside the shop's CSP): the
    // code and the message are there.
    const reader = await page.context().newPage();
    await reader.setContent(mail.html);
    await expect(reader.getByText(code)).toBeVisible();
    await expect(reader.getByText('Veel plezier met de kleine!')).toBeVisible();
    await reader.screenshot({ path: `/tmp/gift-card-mail-${view.code}-mail.png`, fullPage: true });
    await reader.close();

    // The buyer's copy says the card went to the recipient.
    const copy = await readNewestMail('gift_cards', customer.email);
    expect(copy.text).toContain(code);
    expect(copy.text).toContain(view.copy);
  });
}
