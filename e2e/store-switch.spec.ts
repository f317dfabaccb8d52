/**
 * The language switch keeps the cart and the variant (decision 0049): a variant added in nl is in
 * the cart in de, priced there incl. German VAT, and the product page in de shows the same
 * variant; the same from de to nl with a coupon; and a tab whose cart another tab took to the
 * other view takes it back without a line doubled or lost.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { chooseVariant, expect, hydrated, seriousViolations, test } from './fixtures.ts';

/** The configurable romper suit of the demo catalogue, and its lilac size 68. */
const ROMPER = '/p/SLE-100047/lotje-en-lars-basic-boxpakje';
const LILA_68 = 'SLE-100047-LIL-68';

/** The stored state of a store view's browser cart (idb-keyval's store), or null. */
async function browserCart(page: Page, storeCode: 'nl' | 'de') {
  return page.evaluate(async (key) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('keyval-store');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const text = await new Promise<string | undefined>((resolve, reject) => {
      const request = db.transaction('keyval').objectStore('keyval').get(key);
      request.onsuccess = () => resolve(request.result as string | undefined);
      request.onerror = () => reject(request.error);
    });
    db.close();
    if (!text) return null;
    const { state } = JSON.parse(text) as { state: { cartId: string | null; items: unknown[] } };
    return { cartId: state.cartId, lines: state.items.length };
  }, `${storeCode}-current-cart`);
}

async function serverCart(request: APIRequestContext, cartId: string, storeCode: 'nl' | 'de') {
  const response = await request.get(`/api/cart/totals?cartId=${encodeURIComponent(cartId)}`, {
    headers: { 'x-vs-store-code': storeCode },
  });
  expect(response.status(), `the cart is in store view ${storeCode}`).toBe(200);
  return (await response.json()).result as {
    subtotal_incl_tax: number;
    coupon_code?: string;
    items: { name: string; qty: number; row_total_incl_tax: number }[];
  };
}

const euro = (amount: number) => `€ ${amount.toFixed(2).replace('.', ',').replace(/,00$/, ',-')}`;

const languageSwitch = (page: Page, label: 'Kies je taal' | 'Sprache wählen') =>
  page.getByRole('navigation', { name: label });

test.describe('the language switch keeps the cart and the variant', () => {
  test('nl at 390 px: a variant in the cart, switched to de, priced there; the page keeps the variant', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(ROMPER);
    await hydrated(page);
    await chooseVariant(page, [
      [/Kleur/, 'Lila'],
      [/Maat/, '68'],
    ]);
    await expect(page).toHaveURL(new RegExp(`/${LILA_68}$`));
    await page.getByRole('button', { name: 'In winkelmand' }).click();
    await expect(page.getByText('Het product is aan je winkelmand toegevoegd!')).toBeVisible();
    await page.getByRole('button', { name: 'Winkelmand sluiten' }).click();
    const nlCart = await browserCart(page, 'nl');
    expect(nlCart?.cartId).toBeTruthy();

    // The switch leads to the German page of the same product with the same variant.
    const toGerman = languageSwitch(page, 'Kies je taal').getByRole('link', { name: 'DE' });
    await expect(toGerman).toHaveAttribute(
      'href',
      new RegExp(`^/de/p/SLE-100047/[^/]+/${LILA_68}$`),
    );
    await toGerman.click();
    await expect(page).toHaveURL(new RegExp(`/de/p/SLE-100047/[^/]+/${LILA_68}$`));
    await hydrated(page);
    await expect(
      page.getByRole('group', { name: /Größe/ }).getByRole('link', { name: '68' }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Schnellzugriff' }).getByText('1 im Warenkorb'),
    ).toBeAttached();
    await page.screenshot({ path: '/tmp/viewswitch-390-de-product.png' });

    // The same cart, in de now: the line priced incl. German VAT; the Dutch browser cart is empty.
    await page.goto('/de/cart');
    await hydrated(page);
    const deCart = await browserCart(page, 'de');
    expect(deCart).toEqual({ cartId: nlCart?.cartId, lines: 1 });
    expect((await browserCart(page, 'nl'))?.lines ?? 0).toBe(0);
    const totals = await serverCart(request, deCart?.cartId as string, 'de');
    const lines = page.getByRole('list', { name: 'Warenkorb' }).locator(':scope > li');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(euro(totals.items[0]?.row_total_incl_tax ?? 0));
    await expect(lines.first()).toContainText('Größe: 68');
    // The German name, with a link to the German product page of the variant.
    await expect(lines.first().getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`^/de/p/SLE-100047/[^/]+/${LILA_68}$`),
    );
    const subtotal = page
      .getByRole('region', { name: 'Übersicht' })
      .locator('[data-code="subtotal"]');
    await expect(subtotal).toContainText('inkl. MwSt.');
    await expect(subtotal).toContainText(euro(totals.subtotal_incl_tax));
    await page.screenshot({ path: '/tmp/viewswitch-390-de-cart.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('de at 1366 px: the cart with its coupon to nl; a tab whose cart was taken takes it back', async ({
    page,
    request,
    context,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    // A wrong slug answers the product's own URL (301); the chosen child stays.
    await page.goto(`/de${ROMPER}/${LILA_68}`);
    await expect(page).toHaveURL(new RegExp(`/de/p/SLE-100047/[^/]+/${LILA_68}$`));
    await hydrated(page);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByText('Das Produkt wurde in den Warenkorb gelegt!')).toBeVisible();
    await page.getByRole('button', { name: 'Warenkorb schließen' }).click();

    await page.goto('/de/cart');
    await hydrated(page);
    await page.getByLabel('Gutscheincode').fill('WELKOM10');
    await page.getByRole('button', { name: 'Einlösen', exact: true }).click();
    await expect(page.getByText('Gutscheincode WELKOM10 ist eingelöst.')).toBeVisible();
    const cartId = (await browserCart(page, 'de'))?.cartId as string;
    const inGerman = await serverCart(request, cartId, 'de');

    // Switching on the cart page leads to the Dutch cart page, with the cart and its coupon.
    await languageSwitch(page, 'Sprache wählen').getByRole('link', { name: 'NL' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await hydrated(page);
    const lines = page.getByRole('list', { name: 'Winkelmand' }).locator(':scope > li');
    await expect(lines).toHaveCount(1);
    // Priced in nl once the page estimated the delivery for the Netherlands (Dutch VAT).
    await expect
      .poll(async () => (await serverCart(request, cartId, 'nl')).subtotal_incl_tax)
      .toBeGreaterThan(inGerman.subtotal_incl_tax);
    const inDutch = await serverCart(request, cartId, 'nl');
    expect(inDutch.coupon_code).toBe('WELKOM10');
    expect(inDutch.items).toHaveLength(1);
    await expect(lines.first()).toContainText(euro(inDutch.items[0]?.row_total_incl_tax ?? 0));
    const summary = page.getByRole('region', { name: 'Overzicht' });
    await expect(summary.getByText('Korting')).toBeVisible();
    await expect(summary.locator('[data-code="subtotal"]')).toContainText(
      euro(inDutch.subtotal_incl_tax),
    );
    await page.screenshot({ path: '/tmp/viewswitch-1366-nl-cart.png', fullPage: true });

    // The product page in nl, reached from the German one, keeps the variant.
    await lines.first().getByRole('link').click();
    await expect(page).toHaveURL(
      new RegExp(`^[^?]*/p/SLE-100047/lotje-en-lars-basic-boxpakje/${LILA_68}$`),
    );
    await page.goto(`/de${ROMPER}/${LILA_68}`);
    await hydrated(page);
    await languageSwitch(page, 'Sprache wählen').getByRole('link', { name: 'NL' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROMPER}/${LILA_68}$`));
    await hydrated(page);
    await expect(
      page.getByRole('group', { name: /Maat/ }).getByRole('link', { name: '68' }),
    ).toHaveAttribute('aria-current', 'true');
    // The cart came back along: the header counts its line.
    await expect(page.getByTestId('header-cart-count')).toContainText('1');
    await page.screenshot({ path: '/tmp/viewswitch-1366-nl-product.png' });

    // A second tab opens the German cart: the cart goes there. This tab, still on the Dutch
    // cart, changes the quantity: it takes the cart back; one line, the new quantity.
    await page.goto('/cart');
    await hydrated(page);
    const other = await context.newPage();
    await other.goto('/de/cart');
    await hydrated(other);
    await expect(other.getByRole('list', { name: 'Warenkorb' }).locator(':scope > li')).toHaveCount(
      1,
    );
    await expect.poll(async () => (await serverCart(request, cartId, 'de')).items.length).toBe(1);
    const quantity = lines.first().getByLabel(/Aantal van/);
    await quantity.fill('2');
    await quantity.press('Enter');
    await expect(page.getByText('Het aantal is bijgewerkt!')).toBeVisible();
    await expect
      .poll(async () => (await serverCart(request, cartId, 'nl')).items.map((item) => item.qty))
      .toEqual([2]);
    await expect(lines).toHaveCount(1);
    await other.close();
    // The one refused pull (409) of the taken cart is expected: the browser logs it as an error.
    expect(consoleErrors.filter((error) => !/status of 409/.test(error))).toEqual([]);
    consoleErrors.length = 0;
  });
});
