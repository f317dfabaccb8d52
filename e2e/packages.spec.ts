/**
 * Link groups and package selection (secondary-areas §3, §4), in nl and de at 390 and 1366 px:
 * a pram's page links to the brand's pram in another colour, and the pram package is composed (a
 * pram in a colour, a car seat, an isofix base), its price follows the choice, and the cart line
 * names what was chosen. axe runs on both pages; screenshots go to the test's results.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, seriousViolations, test } from './fixtures.ts';
import { widthsFor } from './views.ts';

const VIEWS = {
  nl: {
    prefix: '',
    pram: '/p/STR-100001/koala-kids-breeze-s-combi-kinderwagen-graphite',
    otherColours: 'Ook in andere kleuren',
    otherFrames: 'Ook met een ander onderstel',
    pack: '/p/PAKKET-KINDERWAGEN/kinderwagenpakket-kinderwagen-autostoeltje-en-accessoires-naar-keuze',
    compose: 'Stel je pakket samen',
    pramOption: 'Kinderwagen',
    seatOption: 'Autostoeltje',
    baseOption: 'Isofix-basis',
    pramName: 'Nordkind Terra 2 kinderwagen',
    colourOf: 'Kleur van Nordkind Terra 2 kinderwagen',
    baseName: 'Kiddo Guard Fix isofix-basis',
    addToCart: 'In winkelmand',
    cart: /Winkelmand/,
  },
  de: {
    prefix: '/de',
    // A slug of the other language is answered with a redirect to the product's own.
    pram: '/de/p/STR-100001/koala-kids-breeze-s-combi-kinderwagen-graphite',
    otherColours: 'Auch in anderen Farben',
    otherFrames: 'Auch mit anderem Gestell',
    pack: '/de/p/PAKKET-KINDERWAGEN/kinderwagen-paket-kinderwagen-babyschale-und-zubehoer-nach-wahl',
    compose: 'Stellen Sie Ihr Paket zusammen',
    pramOption: 'Kinderwagen',
    seatOption: 'Babyschale',
    baseOption: 'Isofix-Basis',
    pramName: 'Nordkind Terra 2 Kinderwagen',
    colourOf: 'Farbe von Nordkind Terra 2 Kinderwagen',
    baseName: 'Kiddo Guard Fix Isofix-Basis',
    addToCart: 'In den Warenkorb',
    cart: /Warenkorb/,
  },
} as const;

const price = (page: Page) => page.locator('[data-price-current]').first();

for (const lang of ['nl', 'de'] as const) {
  for (const width of widthsFor(lang)) {
    test(`a linked pram and a composed package reach the cart (${lang}, ${width} px)`, async ({
      page,
      request,
    }, testInfo) => {
      const view = VIEWS[lang];
      await page.setViewportSize({ width, height: 900 });

      // The link group: the same pram in another colour is its own product and page.
      await page.goto(view.pram);
      await hydrated(page);
      const colours = page.getByRole('navigation', { name: view.otherColours });
      await expect(colours.getByRole('link', { name: 'Graphite' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('navigation', { name: view.otherFrames }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`link-group-${lang}-${width}.png`) });
      await colours.getByRole('link', { name: 'Taupe' }).click();
      await expect(page).toHaveURL(/\/p\/STR-100269\//);
      await expect(
        page.getByRole('navigation', { name: view.otherColours }).getByRole('link', {
          name: 'Taupe',
        }),
      ).toHaveAttribute('aria-current', 'page');

      // The package: a pram in a colour, the default car seat, an isofix base.
      await page.goto(view.pack);
      await hydrated(page);
      await expect(page.getByRole('heading', { name: view.compose })).toBeVisible();
      const pramGroup = page.getByRole('group', { name: new RegExp(`^${view.pramOption}`) });
      const before = (await price(page).textContent()) ?? '';
      await pramGroup.getByRole('radio', { name: new RegExp(view.pramName) }).check();
      const colour = page.getByRole('group', { name: new RegExp(`^${view.colourOf}`) });
      // A swatch is a label around its radio: the shopper clicks the swatch.
      await colour
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: 'Beige' }) })
        .click();
      await expect(colour.getByRole('radio', { name: 'Beige' })).toBeChecked();
      const baseGroup = page.getByRole('group', { name: new RegExp(`^${view.baseOption}`) });
      await baseGroup.getByRole('radio', { name: new RegExp(view.baseName) }).check();
      await expect(price(page)).not.toHaveText(before);
      await expect(
        // One car seat is chosen (its product radio names its price; its colour is chosen too).
        page.getByRole('group', { name: new RegExp(`^${view.seatOption}`) }).getByRole('radio', {
          checked: true,
          name: /€/,
        }),
      ).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`package-${lang}-${width}.png`),
        fullPage: true,
      });

      await page.getByRole('button', { name: view.addToCart, exact: true }).click();
      const microcart = page.getByRole('dialog', { name: view.cart });
      const line = microcart.getByRole('listitem').filter({ hasText: /PAKKET|pakket|Paket/i });
      await expect(line.getByText(/Nordkind Terra 2 .*Oat/)).toBeVisible();
      await expect(line.getByText(new RegExp(view.baseName))).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`package-line-${lang}-${width}.png`) });

      // The server has the package line with the chosen parts, priced as the page showed.
      const cartId = await page.evaluate(async (key) => {
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
        return text ? (JSON.parse(text).state.cartId as string) : '';
      }, `${lang}-current-cart`);
      const pull = await request.get(`/api/cart/pull?cartId=${encodeURIComponent(cartId)}`, {
        headers: { 'x-vs-store-code': lang },
      });
      const items = (await pull.json()).result as { sku: string; product_type: string }[];
      expect(items).toContainEqual(
        expect.objectContaining({ sku: 'PAKKET-KINDERWAGEN', product_type: 'bundle' }),
      );
      // The selection is cleared on the cart event: the pram is the package's default again.
      await expect(
        pramGroup.getByRole('radio', { name: new RegExp(view.pramName) }),
      ).not.toBeChecked();
    });
  }
}
