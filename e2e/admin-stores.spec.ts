/**
 * A store's shelf stock in the back office (decision 86): the owner opens Stores, a store and its
 * Stock tab, finds a sku by its start and sets its quantity; the table shows the saved quantity,
 * and the storefront's store stock for that product follows at once (the product page's dialog,
 * and the in-store answer's count). axe checks the Stock tab. The data folder is kept between
 * runs: each run moves the quantity to the other shelf level, so the shopper's text changes too.
 */
import { openAsOwner } from './admin-session.ts';
import { expect, hydrated, seriousViolations, test } from './fixtures.ts';

test.use({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });

/** The romper suit in lila, size 68 (demo catalogue): the demo shelves of Groningen hold it. */
const SKU = 'SLE-100047-LIL-68';
const PRODUCT_PAGE = `/p/SLE-100047/lotje-en-lars-basic-boxpakje/${SKU}`;
const STORE = { code: 'groningen', name: 'Kindershop Groningen', city: 'Groningen' };

/** A few (core's low shelf stock, 1 to 3) or plenty, and how the storefront says each. */
const FEW = { qty: 2, text: 'Nog maar een paar in de winkel' };
const PLENTY = { qty: 12, text: 'Op voorraad in de winkel' };

test("the owner sets a store's stock of a sku on the Stock tab; the storefront's store stock shows it", async ({
  page,
  request,
}) => {
  await openAsOwner(page);

  // Stores → the store → its Stock tab.
  await page.getByRole('menuitem', { name: 'Stores' }).click();
  await page.getByRole('cell', { name: STORE.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: STORE.name })).toBeVisible();
  await page.getByRole('tab', { name: 'Stock' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Stock' });
  await expect(panel.getByRole('table', { name: 'Stock' })).toBeVisible();

  // The search finds the sku by its start; its row holds the store's quantity.
  await panel.getByRole('textbox', { name: 'Search by sku or name' }).fill(SKU.slice(0, 14));
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  const quantity = panel.getByRole('textbox', { name: `Stock of ${SKU}` });
  await expect(quantity).toBeVisible();
  await expect(quantity).toHaveValue(/^\d+$/);
  const target = Number(await quantity.inputValue()) === FEW.qty ? PLENTY : FEW;

  await quantity.fill(String(target.qty));
  await panel.getByRole('button', { name: 'Save stock' }).click();
  await expect(page.getByText('1 changed, 0 unchanged')).toBeVisible();
  // The table is read again from the shop: the saved quantity, nothing left to save.
  await expect(quantity).toHaveValue(String(target.qty));
  await expect(panel.getByRole('button', { name: 'Save stock' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  // The storefront's answer counts it at once (never kept by a cache: no-cache).
  const answer = await request.get(`/api/ext/in_store_inventory/${SKU}`);
  expect(answer.status()).toBe(200);
  const inventory = (await answer.json()).result.inventory as {
    sku: string;
    stocks: { store_code: string; quantity: number }[];
  }[];
  const shelf = inventory
    .find((item) => item.sku === SKU)
    ?.stocks.find((stock) => stock.store_code === STORE.code);
  expect(shelf?.quantity).toBe(target.qty);

  // The shopper's product page says it in the store stock dialog.
  await page.goto(PRODUCT_PAGE);
  await hydrated(page);
  await page.getByRole('button', { name: 'Bekijk voorraad in de winkels' }).click();
  const dialog = page.getByRole('dialog', { name: /Voorraad van .* in de winkels/ });
  await dialog.getByLabel('Postcode of plaats').fill(STORE.city);
  await dialog.getByRole('button', { name: 'Winkels zoeken' }).click();
  await expect(dialog.getByRole('heading', { name: `Winkels bij ${STORE.city}` })).toBeVisible();
  await expect(dialog.locator(`[data-store="${STORE.code}"]`)).toContainText(target.text);
});
