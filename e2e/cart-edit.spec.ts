/**
 * The add-to-cart button's availability (secondary-areas §4: disabled while the stock loads, on
 * a quantity error with the danger alert 'Only {maxQuantity} products of this type are
 * available!', and without a max quantity) and cart edit mode (§3, §4: a line's options and
 * quantity changed from the micro cart and the cart page), in nl and de at 390 and 1366 px.
 * Screenshots of the alert and the edit dialog go to the test's output folder.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { widthsFor } from './views.ts';

const ROMPER = 'SLE-100047';

const LANGS = [
  {
    code: 'nl',
    path: `/p/${ROMPER}/lotje-en-lars-basic-boxpakje/${ROMPER}-LIL-68`,
    cartPath: '/cart',
    add: 'In winkelmand',
    cart: /Winkelmand/,
    quantity: 'Aantal',
    onlyAvailable: (n: number) => `Er zijn nog maar ${n} stuks van dit product beschikbaar!`,
    noStock: 'We konden de voorraad niet controleren. Probeer het later opnieuw.',
    edit: 'Wijzigen',
    editTitle: /Basic boxpakje wijzigen/,
    colour: 'Kleur',
    otherColour: 'Terracotta',
    size: 'Maat',
    soldOut: 'Deze uitvoering is uitverkocht.',
    soldOutSize: '80 (uitverkocht)',
    save: 'Wijzigingen opslaan',
    lineQty: /Aantal van/,
  },
  {
    code: 'de',
    path: `/de/p/${ROMPER}/lotje-und-lars-basic-strampler/${ROMPER}-LIL-68`,
    cartPath: '/de/cart',
    add: 'In den Warenkorb',
    cart: /Warenkorb/,
    quantity: 'Menge',
    onlyAvailable: (n: number) => `Von diesem Produkt sind nur noch ${n} Stück verfügbar!`,
    noStock: 'Wir konnten den Bestand nicht prüfen. Bitte versuchen Sie es später erneut.',
    edit: 'Ändern',
    editTitle: /Basic strampler ändern/i,
    colour: 'Farbe',
    otherColour: 'Terrakotta',
    size: 'Größe',
    soldOut: 'Diese Ausführung ist ausverkauft.',
    soldOutSize: '80 (ausverkauft)',
    save: 'Änderungen speichern',
    lineQty: /Menge von/,
  },
] as const;

/** The stock the shop reports for a sku now (other journeys' orders change it). */
async function stockQty(request: APIRequestContext, sku: string): Promise<number> {
  const response = await request.get(`/api/stock/list?skus=${sku}`);
  const [item] = (await response.json()).result as { qty: number; manage_stock: boolean }[];
  expect(item?.manage_stock).toBe(true);
  return item!.qty;
}

/** The page's server cart, read over the API with the cart id the page keeps in IndexedDB. */
async function serverLines(page: Page, request: APIRequestContext, storeCode: string) {
  const cartId = await page.evaluate(async (key) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const text = await new Promise<string | undefined>((resolve, reject) => {
      const get = db.transaction('keyval').objectStore('keyval').get(key);
      get.onsuccess = () => resolve(get.result as string | undefined);
      get.onerror = () => reject(get.error);
    });
    db.close();
    return text ? (JSON.parse(text).state.cartId as string | null) : null;
  }, `${storeCode}-current-cart`);
  expect(cartId).toBeTruthy();
  const response = await request.get(`/api/cart/pull?cartId=${encodeURIComponent(cartId!)}`, {
    headers: { 'x-vs-store-code': storeCode },
  });
  return ((await response.json()).result as { sku: string; qty: number }[])
    .map(({ sku, qty }) => ({ sku, qty }))
    .sort((a, b) => a.sku.localeCompare(b.sku));
}

for (const lang of LANGS) {
  for (const width of widthsFor(lang.code)) {
    test(`add to cart waits for the stock, refuses a quantity above it, and a line's options and quantity are edited in the cart (${lang.code}, ${width} px)`, async ({
      page,
      request,
      consoleErrors,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      const addButton = page.getByRole('button', { name: lang.add, exact: true });

      // 1. While the stock check has not answered, the button is disabled and busy.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/stock/list?**', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(lang.path);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await expect(addButton).toBeDisabled();
      await expect(addButton).toHaveAttribute('aria-busy', 'true');
      release();
      await expect(addButton).toBeEnabled();
      await page.unroute('**/api/stock/list?**');

      // 2. A quantity above the stock: the danger alert, and the button disabled.
      const available = await stockQty(request, `${ROMPER}-LIL-68`);
      const quantity = page.getByRole('spinbutton', { name: lang.quantity, exact: true });
      await quantity.fill(String(available + 1));
      const alert = page.getByRole('alert').filter({ hasText: lang.onlyAvailable(available) });
      await expect(alert).toBeVisible();
      await expect(addButton).toBeDisabled();
      await alert.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`qty-alert-${lang.code}-${width}.png`) });
      await quantity.fill('1');
      await expect(alert).toBeHidden();
      await expect(addButton).toBeEnabled();

      // 3. Added, then edited in the micro cart: another size and a quantity of 2.
      await addButton.click();
      const microcart = page.getByRole('dialog', { name: lang.cart });
      await expect(microcart.getByRole('link', { name: /Basic/ })).toBeVisible();
      await microcart.getByRole('button', { name: lang.edit }).click();
      const editor = page.getByRole('dialog', { name: lang.editTitle });
      await expect(editor).toBeVisible();
      await expect(editor.getByLabel(lang.size)).toHaveValue(/\d+/);
      await editor.getByLabel(lang.size).selectOption({ label: '74' });
      await editor.getByLabel(lang.quantity).fill('2');
      await page.screenshot({ path: testInfo.outputPath(`edit-${lang.code}-${width}.png`) });
      await editor.getByRole('button', { name: lang.save }).click();
      await expect(editor).toBeHidden();
      await expect(microcart.getByText(`${lang.size}: 74`)).toBeVisible();
      await expect(microcart.getByRole('spinbutton', { name: lang.lineQty })).toHaveValue('2');
      await expect
        .poll(() => serverLines(page, request, lang.code))
        .toEqual([{ sku: `${ROMPER}-LIL-74`, qty: 2 }]);

      // 4. On the cart page: a sold-out combination cannot be saved; another colour and 3 can.
      await page.goto(lang.cartPath);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const line = page.getByRole('list', { name: lang.cart }).locator(':scope > li');
      await expect(line).toHaveCount(1);
      await line.getByRole('button', { name: lang.edit }).click();
      const pageEditor = page.getByRole('dialog', { name: lang.editTitle });
      await pageEditor.getByLabel(lang.colour).selectOption({ label: lang.otherColour });
      await pageEditor.getByLabel(lang.size).selectOption({ label: lang.soldOutSize });
      await expect(pageEditor.getByRole('alert').filter({ hasText: lang.soldOut })).toBeVisible();
      await expect(pageEditor.getByRole('button', { name: lang.save })).toBeDisabled();
      await pageEditor.getByLabel(lang.size).selectOption({ label: '74' });
      await pageEditor.getByLabel(lang.quantity).fill('3');
      await pageEditor.getByRole('button', { name: lang.save }).click();
      await expect(pageEditor).toBeHidden();
      await expect(line.getByText(`${lang.colour}: ${lang.otherColour}`)).toBeVisible();
      await expect
        .poll(() => serverLines(page, request, lang.code))
        .toEqual([{ sku: `${ROMPER}-TER-74`, qty: 3 }]);
      // The focus returns to the line's Edit button.
      await expect(line.getByRole('button', { name: lang.edit })).toBeFocused();

      // 5. Without a max quantity (the stock check answers nothing for it), online: disabled.
      await page.route('**/api/stock/list?**', (route) =>
        route.fulfill({ json: { code: 200, result: [] } }),
      );
      await page.goto(lang.path);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await expect(page.getByText(lang.noStock)).toBeVisible();
      await expect(addButton).toBeDisabled();
      expect(consoleErrors).toEqual([]);
    });
  }
}
