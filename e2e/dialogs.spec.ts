/**
 * The layout's dialogs and the product page's moving parts, in Dutch and German on a phone
 * (390 px) and a desktop (1366 px): the sticky add-to-cart bar adds to the cart (above the tab
 * bar on phones, absent with hide_atc=true) and opens the options sheet; every dialog of the product page works by keyboard
 * alone (it opens, Tab stays inside, Escape closes it, the focus returns to its opener) and passes
 * axe; the bottom sheet closes when dragged down more than 100 px; the gallery zoom steps with the
 * keys and buttons and counts; a panel whose code does not load shows the loading-error box.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, seriousViolations, test } from './fixtures.ts';
import { widthsFor } from './views.ts';

/** A configurable romper suit in lilac, size 68: several images, sizes 50–74, in stock. */
const ROMPER = '/p/SLE-100047/lotje-en-lars-basic-boxpakje/SLE-100047-LIL-68';
const ROMPER_DE = '/de/p/SLE-100047/lotje-und-lars-basic-strampler/SLE-100047-LIL-68';

const TEXT = {
  nl: {
    prefix: '',
    quickAdd: 'Snel in winkelmand',
    options: 'Kies je uitvoering',
    add: 'Toevoegen',
    cart: /Winkelmand/,
    tabs: 'Snelkoppelingen',
    delivery: 'Voorraad en levering',
    sizeGuide: 'Maattabel',
    zoom: /Afbeelding 1 van \d+ vergroten/,
    images: /afbeeldingen$/,
    next: 'Volgende afbeelding',
    previous: 'Vorige afbeelding',
    loadError: 'Dit kon niet worden geladen',
    retry: 'Opnieuw proberen',
    close: 'Sluiten',
  },
  de: {
    prefix: '/de',
    quickAdd: 'Schnell in den Warenkorb',
    options: 'Ausführung wählen',
    add: 'Hinzufügen',
    cart: /Warenkorb/,
    tabs: 'Schnellzugriff',
    delivery: 'Verfügbarkeit und Lieferung',
    sizeGuide: 'Größentabelle',
    zoom: /Bild 1 von \d+ vergrößern/,
    images: /Bilder$/,
    next: 'Nächstes Bild',
    previous: 'Vorheriges Bild',
    loadError: 'Das konnte nicht geladen werden',
    retry: 'Erneut versuchen',
    close: 'Schließen',
  },
} as const;
type Lang = keyof typeof TEXT;
const LANGS: Lang[] = ['nl', 'de'];

async function openRomper(page: Page, lang: Lang, width: number, search = '') {
  await page.setViewportSize({ width, height: 844 });
  await page.goto(`${lang === 'nl' ? ROMPER : ROMPER_DE}${search}`);
  await hydrated(page);
}

/**
 * Keyboard only: the opener takes the focus, Enter opens the dialog, Tab never leaves it, axe
 * finds nothing serious, Escape closes it and the focus is back on the opener.
 */
async function useByKeyboard(page: Page, opener: Locator, dialog: Locator) {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((node) => node.contains(document.activeElement)))
    .toBe(true);
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('sticky add-to-cart bar', () => {
  for (const lang of LANGS) {
    for (const width of widthsFor(lang)) {
      test(`adds to the cart once the page's button is out of sight (${lang}, ${width} px)`, async ({
        page,
        consoleErrors,
      }) => {
        const text = TEXT[lang];
        await openRomper(page, lang, width);
        const bar = page.getByRole('region', { name: text.quickAdd });
        // Scrolled down past the page's own button, then a little up: the tab bar returns.
        await page.locator('#product-description').scrollIntoViewIfNeeded();
        await page.mouse.wheel(0, 800);
        await page.mouse.wheel(0, -200);
        await expect(bar).toBeVisible();
        await expect(bar).toContainText('€');
        if (width < 1024) {
          const tabs = page.getByRole('navigation', { name: text.tabs });
          await expect(tabs).toHaveAttribute('data-visible', 'true');
          await expect
            .poll(async () => {
              const [barBox, tabBox] = [await bar.boundingBox(), await tabs.boundingBox()];
              return barBox && tabBox ? Math.round(barBox.y + barBox.height - tabBox.y) : null;
            })
            .toBeLessThanOrEqual(1);
        }
        expect(await seriousViolations(page)).toEqual([]);
        // The bar's options button opens the product configurable options sheet.
        const options = bar.getByRole('button', { name: new RegExp(text.options) });
        await expect(options).toContainText('68');
        await useByKeyboard(page, options, page.getByRole('dialog', { name: text.options }));
        await bar.getByRole('button', { name: text.add }).click();
        await expect(page.getByRole('dialog', { name: text.cart })).toBeVisible();
        expect(consoleErrors).toEqual([]);
      });
    }
  }

  test('is not there with the route param hide_atc=true', async ({ page }) => {
    await openRomper(page, 'nl', 390, '?hide_atc=true');
    await page.locator('#product-description').scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(page.locator('section[aria-label="Snel in winkelmand"]')).toHaveCount(0);
  });
});

test.describe('product page dialogs', () => {
  for (const lang of LANGS) {
    for (const width of widthsFor(lang)) {
      test(`every dialog works by keyboard alone and passes axe (${lang}, ${width} px)`, async ({
        page,
        consoleErrors,
      }) => {
        const text = TEXT[lang];
        await openRomper(page, lang, width);
        const main = page.getByRole('main');
        await useByKeyboard(
          page,
          main.getByRole('button', { name: text.delivery }),
          page.getByRole('dialog', { name: text.delivery }),
        );
        await useByKeyboard(
          page,
          main.getByRole('button', { name: text.sizeGuide }),
          page.getByRole('dialog', { name: text.sizeGuide }),
        );
        await useByKeyboard(
          page,
          main.getByRole('button', { name: text.zoom }),
          page.getByRole('dialog', { name: text.images }),
        );
        expect(consoleErrors).toEqual([]);
      });

      test(`the gallery zoom steps by keys and buttons and counts (${lang}, ${width} px)`, async ({
        page,
      }) => {
        const text = TEXT[lang];
        await openRomper(page, lang, width);
        await page.getByRole('button', { name: text.zoom }).click();
        const zoom = page.getByRole('dialog', { name: text.images });
        await expect(zoom).toBeVisible();
        const counter = zoom.locator('p[aria-live]');
        await expect(counter).toContainText(/^1 \/ \d+/);
        const count = Number((await counter.textContent())?.match(/\/ (\d+)/)?.[1]);
        expect(count).toBeGreaterThanOrEqual(3);
        const previous = zoom.getByRole('button', { name: text.previous });
        const next = zoom.getByRole('button', { name: text.next });
        await expect(previous).toBeDisabled();

        await page.keyboard.press('ArrowRight');
        await expect(counter).toContainText(`2 / ${count}`);
        await next.click();
        await expect(counter).toContainText(`3 / ${count}`);
        await previous.click();
        await expect(counter).toContainText(`2 / ${count}`);
        await page.keyboard.press('ArrowLeft');
        await expect(counter).toContainText(`1 / ${count}`);

        // The image fits the screen: nothing of it below the fold.
        const image = zoom.locator('img');
        await expect(image).toHaveJSProperty('complete', true);
        const box = await image.boundingBox();
        expect(box && box.y + box.height).toBeLessThanOrEqual(844);
        expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      });
    }
  }

  test('the bottom sheet closes when dragged down more than 100 px (390 px)', async ({ page }) => {
    await openRomper(page, 'nl', 390);
    const opener = page.getByRole('main').getByRole('button', { name: TEXT.nl.delivery });
    await opener.click();
    const sheet = page.getByRole('dialog', { name: TEXT.nl.delivery });
    await expect(sheet).toBeVisible();
    const settled = () =>
      sheet.evaluate((node) => Promise.all(node.getAnimations().map((a) => a.finished)));
    // Measured once the sheet has slid up.
    await settled();
    const grip = sheet.locator('[data-sheet-grip]');
    const box = await grip.boundingBox();
    if (!box) throw new Error('the sheet has no grip');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;

    // 60 px is not enough: the sheet springs back.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 60, { steps: 5 });
    await page.mouse.up();
    await expect(sheet).toBeVisible();
    await settled();

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 150, { steps: 8 });
    await page.mouse.up();
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a dialog whose code does not load shows the loading-error box', async ({
    page,
    context,
  }) => {
    await openRomper(page, 'nl', 390);
    // The size guide's script fails to load (while the error box's own script loads).
    await page.route(/\/assets\/size-guide-[^/]+\.js$/, (route) => route.abort());
    const opener = page.getByRole('main').getByRole('button', { name: TEXT.nl.sizeGuide });
    await opener.click();
    const box = page.getByRole('dialog', { name: TEXT.nl.loadError });
    await expect(box).toBeVisible();
    await expect(box.getByRole('button', { name: TEXT.nl.retry })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Offline, trying again could only fail: only Close is offered.
    await context.setOffline(true);
    await expect(box.getByRole('button', { name: TEXT.nl.retry })).toBeHidden();
    await context.setOffline(false);
    await expect(box.getByRole('button', { name: TEXT.nl.retry })).toBeVisible();

    // Back online with the script reachable again, 'Try again' shows the size guide.
    await page.unroute(/\/assets\/size-guide-[^/]+\.js$/);
    await box.getByRole('button', { name: TEXT.nl.retry }).click();
    await expect(page.getByRole('dialog', { name: TEXT.nl.sizeGuide })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(opener).toBeFocused();
  });
});
