/**
 * Money and products, as a shopper sees them in nl and de, on a phone (390 px) and a desktop
 * (1366 px): the gift card is priced "from" its smallest amount with plain amounts; paying with
 * the gift card method reaches the provider's page and is paid; a bundle never preselects a
 * sold-out part, says its stock once and claims a saving only with one, and on the narrowest
 * phone (320 px) a part chosen in a select is written out in full; the home page shows no
 * category tile without products. The gift card's price in a list says it carries no VAT, in the
 * words of its product page (nl on a phone, de on a desktop), and a checkout with a gift card in
 * the cart does not offer the gift card payment method.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, test, uniqueEmail } from './fixtures.ts';
import { widthsFor } from './views.ts';

const PASSWORD = 'Wandel-Wagen-2026';
const ACCESS_TOKEN_KEY = 'shop/user/current-token';
const REFRESH_TOKEN_KEY = 'shop/user/current-refresh-token';

const VIEWS = [
  {
    code: 'nl',
    prefix: '',
    giftCard: '/p/CADEAUBON/cadeaubon',
    giftCardName: 'Cadeaubon',
    search: '/search?q=cadeaubon',
    from: /^vanaf € 10/,
    noVat: 'geen btw',
    amount: 'Bedrag',
    recipient: ['Naam van de ontvanger', 'E-mailadres van de ontvanger'],
    stock: { in: 'Op voorraad', out: 'Uitverkocht' },
    saving: /Je bespaart € [\d.,]+/,
    addToCart: 'In winkelmand',
    cart: /Winkelmand/,
    address: {
      postcode: ['Postcode', '3511 AB'],
      number: ['Huisnummer', '12'],
      street: ['Straat', 'Oudegracht'],
      city: ['Plaats', 'Utrecht'],
    },
    saveAddress: 'Adres opslaan',
    saved: 'We gebruiken dit adres voor je bestelling.',
    giftCardMethod: /Cadeaukaart/,
    otherMethod: /PayPal/,
  },
  {
    code: 'de',
    prefix: '/de',
    giftCard: '/de/p/CADEAUBON/geschenkgutschein',
    giftCardName: 'Geschenkgutschein',
    search: '/de/search?q=geschenkgutschein',
    from: /^ab € 10/,
    noVat: 'keine MwSt.',
    amount: 'Betrag',
    recipient: ['Name der beschenkten Person', 'E-Mail-Adresse der beschenkten Person'],
    stock: { in: 'Auf Lager', out: 'Ausverkauft' },
    saving: /Sie sparen € [\d.,]+/,
    addToCart: 'In den Warenkorb',
    cart: /Warenkorb/,
    address: {
      postcode: ['Postleitzahl', '10115'],
      number: ['Hausnummer', '5'],
      street: ['Straße', 'Invalidenstraße'],
      city: ['Ort', 'Berlin'],
    },
    saveAddress: 'Adresse speichern',
    saved: 'Wir verwenden diese Adresse für Ihre Bestellung.',
    giftCardMethod: /Geschenkkarte/,
    otherMethod: /PayPal/,
  },
] as const;

type View = (typeof VIEWS)[number];

interface BundleLink {
  id: number;
  is_default: boolean;
  position: number;
  name: string;
  stock: { is_in_stock: boolean };
}
interface BundleDoc {
  sku: string;
  url_key: string;
  bundle_options: {
    title: string;
    type: string;
    required: boolean;
    product_links: BundleLink[];
  }[];
}

/** A bundle of the demo catalogue whose part marked default is sold out (another is not). */
async function bundleWithSoldOutDefault(request: APIRequestContext, view: View) {
  const answer = await request.post(`/api/catalog/${view.code}/product/_search`, {
    data: { filters: { type_id: ['bundle'] }, size: 100 },
  });
  expect(answer.status()).toBe(200);
  const bundles = (await answer.json()).result.items as BundleDoc[];
  for (const bundle of bundles) {
    const option = bundle.bundle_options.find(
      (o) =>
        o.product_links.some((l) => l.is_default && !l.stock.is_in_stock) &&
        o.product_links.some((l) => l.stock.is_in_stock),
    );
    if (option) return { bundle, option };
  }
  throw new Error('the demo catalogue has no bundle with a sold-out default part');
}

/** A new customer of the store view, logged in over the API and in the page's storage. */
async function logIn(page: Page, request: APIRequestContext, view: View) {
  const email = uniqueEmail(`giftcard-${view.code}`);
  const created = await request.post(`/api/user/create?storeCode=${view.code}`, {
    data: { customer: { email, firstname: 'Sanne', lastname: 'de Vries' }, password: PASSWORD },
  });
  expect(created.status()).toBe(200);
  const login = await request.post('/api/user/login', {
    data: { username: email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const body = await login.json();
  await page.goto(`${view.prefix}/`);
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

for (const view of VIEWS) {
  for (const width of widthsFor(view.code)) {
    test.describe(`${view.code} at ${width} px`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
      });

      test('the gift card is priced "from" its smallest amount, its amounts plain', async ({
        page,
        consoleErrors,
      }) => {
        await page.goto(view.giftCard);
        await hydrated(page);
        const price = page.locator('[data-price-current]').locator('span').nth(1);
        await expect(price).toHaveText(view.from);
        const amounts = page.getByLabel(view.amount);
        // No amount is chosen for the shopper, and none reads as a surcharge.
        await expect(amounts).toHaveValue('');
        const labels = await amounts.locator('option').allTextContents();
        expect(labels.filter((label) => label.includes('+'))).toEqual([]);
        await expect(page.getByRole('button', { name: view.addToCart })).toBeDisabled();
        const second = await amounts.locator('option').nth(2).getAttribute('value');
        await amounts.selectOption(second ?? '');
        await expect(price).toHaveText(/€ 25/);
        await expect(page.getByRole('button', { name: view.addToCart })).toBeEnabled();
        expect(consoleErrors).toEqual([]);
      });

      test('a bundle preselects no sold-out part, says its stock once and claims a real saving', async ({
        page,
        request,
        consoleErrors,
      }) => {
        const { bundle, option } = await bundleWithSoldOutDefault(request, view);
        await page.goto(`${view.prefix}/p/${bundle.sku}/${bundle.url_key}`);
        await hydrated(page);
        const group = page.getByRole('group', { name: new RegExp(option.title) });
        const soldOut = option.product_links.find((l) => l.is_default && !l.stock.is_in_stock);
        const firstAvailable = [...option.product_links]
          .sort((a, b) => a.position - b.position)
          .find((l) => l.stock.is_in_stock);
        await expect(group.locator(`input[value="${soldOut?.id}"]`)).not.toBeChecked();
        await expect(group.locator(`input[value="${soldOut?.id}"]`)).toBeDisabled();
        await expect(group.locator(`input[value="${firstAvailable?.id}"]`)).toBeChecked();
        // The stock status says it once, and agrees with the parts chosen.
        await expect(page.locator('[data-stock]')).toHaveCount(1);
        await expect(page.locator('[data-stock]')).toHaveText(view.stock.in);
        await expect(page.getByText(view.stock.out, { exact: true })).toHaveCount(0);
        await expect(page.getByText(view.saving)).toBeVisible();
        await expect(page.getByRole('button', { name: view.addToCart })).toBeEnabled();
        expect(consoleErrors).toEqual([]);
      });

      test('the home page shows no category tile without products', async ({
        page,
        consoleErrors,
      }) => {
        await page.goto(`${view.prefix}/`);
        await hydrated(page);
        const counts = await page.locator('.category-list__count').allTextContents();
        expect(counts.length).toBeGreaterThan(0);
        expect(counts.filter((count) => /^0\s/.test(count.trim()))).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    });
  }
}

test.describe('a bundle on the narrowest phone (nl, 320 px)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
  });

  test('writes out the part chosen in a select, with its price, where the select cuts it', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const answer = await request.post('/api/catalog/nl/product/_search', {
      data: { filters: { type_id: ['bundle'] }, size: 100 },
    });
    expect(answer.status()).toBe(200);
    const bundles = (await answer.json()).result.items as BundleDoc[];
    const found = bundles
      .flatMap((bundle) => bundle.bundle_options.map((option) => ({ bundle, option })))
      .find(({ option }) => option.type === 'select');
    if (!found) throw new Error('the demo catalogue has no bundle with a select');
    const { bundle, option } = found;
    await page.goto(`/p/${bundle.sku}/${bundle.url_key}`);
    await hydrated(page);
    const group = page.getByRole('group', { name: new RegExp(option.title) });
    const select = group.getByRole('combobox');
    const chosenId = await select.inputValue();
    const part = option.product_links.find((link) => String(link.id) === chosenId);
    if (!part) throw new Error(`no part chosen in the select of ${bundle.sku}`);
    const written = group.locator('p', { hasText: part.name });
    await expect(written).toBeVisible();
    await expect(written).toContainText(/\(€ [\d.,-]+\)/);
    // Within the page's width: nothing of it is cut.
    const box = await written.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
    // Another part chosen: the line follows.
    const other = option.product_links.find(
      (link) => String(link.id) !== chosenId && link.stock.is_in_stock,
    );
    if (other) {
      await select.selectOption(String(other.id));
      await expect(group.locator('p', { hasText: other.name })).toBeVisible();
    }
    expect(consoleErrors).toEqual([]);
  });
});

/** Which view at which width the gift card's list price and its checkout are checked in. */
const GIFT_CARD_JOURNEYS = [
  { view: VIEWS[0], width: 390 },
  { view: VIEWS[1], width: 1366 },
] as const;

for (const { view, width } of GIFT_CARD_JOURNEYS) {
  test.describe(`the gift card in ${view.code} at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('its price in a search list says it carries no VAT, as its product page does', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(view.giftCard);
      await hydrated(page);
      const productNote = page.locator('[data-price-current] p').first().locator('span').last();
      await expect(productNote).toHaveText(view.noVat);

      await page.goto(view.search);
      await hydrated(page);
      const card = page
        .locator('article.product-card')
        .filter({ has: page.getByRole('heading', { name: view.giftCardName, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card.locator('.product-card__price')).toHaveText(
        new RegExp(`${view.from.source.slice(1)}.*${view.noVat.replace('.', '\\.')}$`),
      );
      await expect(card.locator('.product-card__tax')).toHaveText(view.noVat);
      expect(consoleErrors).toEqual([]);
    });

    test('a checkout with a gift card in the cart does not offer the gift card payment method', async ({
      page,
      request,
      consoleErrors,
    }) => {
      await logIn(page, request, view);
      await page.goto(view.giftCard);
      await hydrated(page);
      const amounts = page.getByLabel(view.amount);
      const second = await amounts.locator('option').nth(2).getAttribute('value');
      await amounts.selectOption(second ?? '');
      await page.getByLabel(view.recipient[0]).fill('Lotte de Vries');
      await page.getByLabel(view.recipient[1]).fill('lotte@example.nl');
      await page.getByRole('button', { name: view.addToCart }).click();
      await expect(page.getByRole('dialog', { name: view.cart })).toBeVisible();

      await page.goto(`${view.prefix}/checkout`);
      await hydrated(page);
      for (const [label, value] of Object.values(view.address)) {
        await page.getByLabel(label, { exact: true }).fill(value);
      }
      await page.getByRole('button', { name: view.saveAddress }).click();
      await expect(page.getByText(view.saved)).toBeVisible();
      // The cart's methods are there (PayPal among them), the gift card method is not.
      await expect(page.getByRole('radio', { name: view.otherMethod })).toBeVisible();
      await expect(page.getByRole('radio', { name: view.giftCardMethod })).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  });
}
