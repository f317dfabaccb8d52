/**
 * Consumer prices include VAT everywhere, in nl and de: a German shopper sees the dearest product
 * of the demo catalogue at its price incl. German VAT in a listing (with the note "inkl. MwSt."
 * and, once per listing, the shipping costs linked to the shipping page), on its product page
 * (the same amount, the note beside it, the JSON-LD offer), in the cart and the checkout summary
 * (the same line amount: no jump of 19 % at the checkout), on the thank-you page and in the order
 * confirmation mail. A delivery to another country taxes the cart at that country's VAT, and the
 * summary says so. The Dutch listing on a phone carries its own note.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { newApiCustomer, storeLogin } from './customers.ts';
import { expect, hydrated, seriousViolations, test } from './fixtures.ts';
import { readNewestMail } from './mails.ts';

/** An amount as the shop writes it: '€ 1.189,95', '€ 299,-'. */
function euro(amount: number): string {
  const cents = Math.round(amount * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  const fraction = cents % 100;
  return `€ ${whole},${fraction === 0 ? '-' : String(fraction).padStart(2, '0')}`;
}

interface ProductDoc {
  sku: string;
  name: string;
  final_price: number;
  final_price_incl_tax: number;
  stock: { is_in_stock: boolean };
}

/** The dearest simple product in stock of a store view (a pram in the demo catalogue). */
async function dearestProduct(request: APIRequestContext, code: 'nl' | 'de'): Promise<ProductDoc> {
  const answer = await request.post(`/api/catalog/${code}/product/_search`, {
    data: { filters: { type_id: ['simple'] }, sort: 'price:desc', size: 20 },
  });
  expect(answer.status()).toBe(200);
  const items = (await answer.json()).result.items as ProductDoc[];
  const product = items.find((item) => item.stock.is_in_stock);
  if (!product) throw new Error('the demo catalogue has no simple product in stock');
  return product;
}

/** Fills and saves the checkout's address form (German labels). */
async function saveAddress(
  page: Page,
  address: { country: string; postcode: string; houseNumber: string; street: string; city: string },
) {
  await page.getByLabel('Land', { exact: true }).selectOption(address.country);
  await page.getByLabel('Postleitzahl', { exact: true }).fill(address.postcode);
  await page.getByLabel('Hausnummer', { exact: true }).fill(address.houseNumber);
  await page.getByLabel('Straße', { exact: true }).fill(address.street);
  await page.getByLabel('Ort', { exact: true }).fill(address.city);
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
}

const BERLIN = {
  country: 'DE',
  postcode: '10115',
  houseNumber: '5',
  street: 'Invalidenstraße',
  city: 'Berlin',
};
const UTRECHT = {
  country: 'NL',
  postcode: '3511 AB',
  houseNumber: '12',
  street: 'Oudegracht',
  city: 'Utrecht',
};

test.describe('prices incl. VAT, de at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('de prices incl. VAT from listing to mail', async ({ page, request, consoleErrors }) => {
    const product = await dearestProduct(request, 'de');
    const gross = euro(product.final_price_incl_tax);
    const net = euro(product.final_price);
    // The German price is the net price with 19 %: never the net amount itself.
    expect(product.final_price_incl_tax).toBeGreaterThan(product.final_price * 1.18);
    const customer = await newApiCustomer(request, 'prices-de', 'de');
    await storeLogin(page, customer, '/de');
    const { email } = customer;

    // A listing: the card shows the gross price with its note; the page names shipping once.
    await page.goto(`/de/search?q=${encodeURIComponent(product.sku)}`);
    await hydrated(page);
    const card = page.locator('article', { hasText: product.name }).first();
    await expect(card).toContainText(gross);
    await expect(card).toContainText('inkl. MwSt.');
    await expect(card).not.toContainText(net);
    await expect(page.getByText('Alle Preise inkl. MwSt.,')).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'zzgl. Versandkosten' }),
    ).toHaveAttribute('href', '/de/versandkosten');
    expect(await seriousViolations(page)).toEqual([]);

    // The product page: the same amount, the note beside it and the offer of its JSON-LD.
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/de\/p\//);
    await hydrated(page);
    const price = page.locator('[data-price-current]');
    await expect(price).toContainText(gross);
    await expect(price).toContainText('inkl. MwSt.');
    await expect(price.getByRole('link', { name: 'zzgl. Versandkosten' })).toHaveAttribute(
      'href',
      '/de/versandkosten',
    );
    // The offer of its JSON-LD, as crawlers read it: in the server's HTML of the page.
    const html = await (await page.request.get(page.url())).text();
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? '{}'))
      .find((data) => data['@type'] === 'Product');
    expect(jsonLd.offers).toMatchObject({
      price: product.final_price_incl_tax.toFixed(2),
      priceCurrency: 'EUR',
      priceSpecification: { valueAddedTaxIncluded: true },
    });

    // The cart: the line and the subtotal at the same amount.
    await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
    await expect(page.getByRole('dialog', { name: /Warenkorb/ })).toBeVisible();
    await page.goto('/de/cart');
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.locator(`li[data-sku="${product.sku}"]`)).toContainText(gross);
    const summary = main.getByRole('region', { name: 'Übersicht' });
    await expect(summary.locator('[data-code="subtotal"]')).toContainText('inkl. MwSt.');
    await expect(summary.locator('[data-code="subtotal"] dd')).toHaveText(gross);
    await expect(summary.getByTestId('tax-country-notice')).toHaveCount(0);

    // The checkout's summary: the same line amount, delivered in Germany.
    await page.goto('/de/checkout');
    await hydrated(page);
    await saveAddress(page, BERLIN);
    const aside = page.getByRole('complementary', { name: 'Übersicht' });
    await page.getByRole('radio', { name: /Standardversand/ }).check();
    await expect(aside.locator('li', { hasText: product.name })).toContainText(gross);
    await expect(aside.getByTestId('tax-country-notice')).toHaveCount(0);

    // Delivered to the Netherlands the cart is taxed at Dutch VAT: the price changes, and the
    // summary says why.
    await saveAddress(page, UTRECHT);
    const notice = aside.getByTestId('tax-country-notice');
    await expect(notice).toHaveText(
      /^Preise angepasst an den Mehrwertsteuersatz des Lieferlands Niederlande \(21\s%\)\.$/,
    );
    const dutchGross = euro(Math.round(product.final_price * 121) / 100);
    expect(dutchGross).not.toBe(gross);
    await expect(aside.locator('li', { hasText: product.name })).toContainText(dutchGross);

    // Back to Berlin: the German price again, without the notice; the order is placed.
    await saveAddress(page, BERLIN);
    await expect(notice).toHaveCount(0);
    await expect(aside.locator('li', { hasText: product.name })).toContainText(gross);
    await page.getByRole('radio', { name: /Standardversand/ }).check();
    await page.getByRole('radio', { name: /Nachnahme/ }).check();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page).toHaveURL(/\/de\/checkout-return/);
    await expect(
      page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ihre Artikel' })).toContainText(gross);

    // The confirmation mail: the line at the same amount, the total incl. VAT.
    const mail = await readNewestMail('order_confirmation', email);
    expect(mail.text).toContain(`1 x ${product.name}: ${gross}`);
    expect(mail.text).toMatch(/Gesamtsumme: € [\d.,-]+\n/);
    expect(mail.text).toMatch(/Enthaltene MwSt\. 19 %: € [\d.,-]+\n/);
    expect(mail.text).not.toContain(net);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('prices incl. VAT, nl at 390 px', () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test('the Dutch listing and product page say incl. btw and link the shipping costs', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/c/kinderwagens');
    await hydrated(page);
    await expect(page.getByText('Alle prijzen incl. btw,')).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'excl. verzendkosten' }),
    ).toHaveAttribute('href', '/verzendkosten');
    await page.locator('article a').first().click();
    await expect(page).toHaveURL(/\/p\//);
    await hydrated(page);
    const price = page.locator('[data-price-current]');
    await expect(price).toContainText('incl. btw');
    await price.getByRole('link', { name: 'excl. verzendkosten' }).click();
    await expect(page).toHaveURL(/\/verzendkosten$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
