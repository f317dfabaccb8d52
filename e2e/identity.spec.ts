/**
 * Look and navigation journeys, in nl and de at a phone (390 px) and a desktop (1366 px) width:
 * the category mega menu (desktop) and drawer (phones), the header's cart count, the phones' tab
 * bar that never covers the footer, the footer's legal pages, the skip link, and the brand font
 * loaded without any layout shift on the product page.
 */
import type { Page } from '@playwright/test';
import { chooseVariant, expect, hydrated, test } from './fixtures.ts';

/** The configurable romper suit of the demo catalogue. */
const ROMPER = '/p/SLE-100047/lotje-en-lars-basic-boxpakje';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const VIEWS = {
  nl: {
    prefix: '',
    skip: 'Naar de inhoud',
    menu: 'Menu',
    categories: 'Categorieën',
    top: 'Kinderwagens',
    child: "Buggy's",
    childPath: '/c/buggys',
    legal: 'Juridisch',
    legalLinks: ['Algemene voorwaarden', 'Privacyverklaring', 'Cookieverklaring'],
    legalTitles: ['Algemene voorwaarden', 'Privacyverklaring', 'Cookieverklaring'],
    stores: 'Winkels',
    storesTitle: 'Onze winkels',
  },
  de: {
    prefix: '/de',
    skip: 'Zum Inhalt',
    menu: 'Menü',
    categories: 'Kategorien',
    top: 'Kinderwagen',
    child: 'Buggys',
    childPath: '/de/c/buggys',
    legal: 'Rechtliches',
    // The theme's footer names the legal pages by their titles.
    legalLinks: ['Allgemeine Geschäftsbedingungen', 'Datenschutzerklärung', 'Cookie-Richtlinie'],
    legalTitles: ['Allgemeine Geschäftsbedingungen', 'Datenschutzerklärung', 'Cookie-Richtlinie'],
    stores: 'Filialen',
    storesTitle: 'Unsere Filialen',
  },
} as const;

const home = (lang: keyof typeof VIEWS) => VIEWS[lang].prefix || '/';

/** The status of each brand font face in the page's fonts (none while it shows the fallback). */
function brandFaces(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.fonts]
      .filter((font) => font.family.includes('Nunito') && !font.family.includes('Fallback'))
      .map((font) => font.status),
  );
}

for (const lang of ['nl', 'de'] as const) {
  const view = VIEWS[lang];

  test.describe(`look and navigation (${lang})`, () => {
    test(`the desktop mega menu opens on hover and leads to a child category (${lang}, 1366 px)`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(home(lang));
      await hydrated(page);
      const menu = page.getByRole('navigation', { name: view.categories });
      await expect(page.getByRole('button', { name: view.menu })).toBeHidden();
      const child = menu.getByRole('link', { name: view.child, exact: true });
      await expect(child).toBeHidden();
      await menu.getByRole('link', { name: view.top, exact: true }).hover();
      await expect(child).toBeVisible();
      await child.click();
      await expect(page).toHaveURL(new RegExp(`${view.childPath}$`));
      await expect(page.getByRole('heading', { level: 1, name: view.child })).toBeVisible();
      // The panel closes after the click, though the pointer is still over it.
      await expect(child).toBeHidden();
      // A click on a top category leads to it.
      await menu.getByRole('link', { name: view.top, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: view.top })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test(`the phone drawer traps the focus, closes on Escape and returns the focus (${lang}, 390 px)`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize(PHONE);
      await page.goto(home(lang));
      await hydrated(page);
      const opener = page.getByRole('button', { name: view.menu });
      await opener.click();
      const drawer = page.getByRole('dialog', { name: view.categories });
      await expect(drawer).toBeVisible();
      // Tabbing never leaves the open drawer (the rest of the page is inert), either way round,
      // also past a last category whose children are folded away.
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let i = 0; i < 20; i += 1) {
          await page.keyboard.press(key);
          expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
        }
      }
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await drawer.getByText(view.top, { exact: true }).click();
      await drawer.getByRole('link', { name: view.child, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${view.childPath}$`));
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: view.child })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    // The tab bar is for phones (e2e/look.spec.ts: none on desktop).
    for (const size of [PHONE]) {
      test(`the tab bar never covers the end of the footer (${lang}, ${size.width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize(size);
        await page.goto(home(lang));
        await hydrated(page);
        const tabBar = page.locator('.tab-bar');
        // To the bottom (the bar slides away), then a little up: the bar shows again.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(tabBar).toHaveAttribute('data-visible', 'false');
        await page.evaluate(() => window.scrollBy(0, -1));
        await expect(tabBar).toHaveAttribute('data-visible', 'true');
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const footer = page.locator('footer');
        const lastLink = footer.locator('a').last();
        const lastLine = footer.locator('address > span').last();
        for (const target of [lastLink, lastLine]) {
          await expect
            .poll(() =>
              target.evaluate((node) => {
                const box = node.getBoundingClientRect();
                const hit = document.elementFromPoint(box.x + box.width / 2, box.bottom - 2);
                return hit !== null && node.contains(hit);
              }),
            )
            .toBe(true);
        }
      });

      test(`the skip link is the first focusable element and moves the focus to the content (${lang}, ${size.width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize(size);
        await page.goto(`${view.prefix}${ROMPER}`);
        await hydrated(page);
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: view.skip });
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport();
        await page.keyboard.press('Enter');
        await expect(page.locator('main#main')).toBeFocused();
      });
    }

    test(`the footer links the legal pages and they load (${lang})`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(home(lang));
      const legal = page.getByRole('navigation', { name: view.legal });
      const hrefs: string[] = [];
      for (const name of view.legalLinks) {
        const link = legal.getByRole('link', { name });
        hrefs.push((await link.getAttribute('href')) ?? '');
      }
      await expect(page.locator('footer address')).toContainText('KvK');
      // The payment logos are the methods of the store view's country: iDEAL is Dutch.
      const footer = page.locator('footer');
      await expect(
        footer.getByRole('img', { name: lang === 'nl' ? 'iDEAL' : 'PayPal' }),
      ).toBeVisible();
      if (lang === 'de') await expect(footer.getByRole('img', { name: 'iDEAL' })).toHaveCount(0);
      for (const [index, href] of hrefs.entries()) {
        const response = await page.goto(href);
        expect(response?.status(), href).toBe(200);
        await expect(
          page.getByRole('heading', { level: 1, name: view.legalTitles[index] }),
        ).toBeVisible();
      }
      // The header's store finder leads to the store locator.
      await page.setViewportSize(DESKTOP);
      await page.goto(home(lang));
      await page.getByRole('banner').getByRole('link', { name: view.stores }).click();
      await expect(page.getByRole('heading', { level: 1, name: view.storesTitle })).toBeVisible();
    });

    test(`a first visit's cart page shows its suggestions at once and never shifts (${lang})`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize(PHONE);
      await watchLayoutShifts(page);
      await page.goto(`${view.prefix}/cart`);
      await hydrated(page);
      // The loading state already had the empty cart's room and suggestions: once the browser's
      // cart is known to be empty, only the title changed.
      await expect(
        page.getByRole('heading', {
          level: 2,
          name: lang === 'nl' ? 'Je winkelmand is leeg.' : 'Ihr Warenkorb ist leer.',
        }),
      ).toBeVisible();
      await expect(
        page.locator('#cart-empty-products + *').getByRole('link').first(),
      ).toBeVisible();
      expect(await layoutShifts(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    test(`the brand font comes without a shift: on the next page, and at once on a later visit (${lang})`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize(PHONE);
      await watchLayoutShifts(page);
      await page.goto(`${view.prefix}${ROMPER}`);
      await hydrated(page);
      // A first visit is drawn in the metric-matched fallback and stays in it; the brand font's
      // file loads into the cache meanwhile (noted for the next visit).
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('paint-first-fonts')))
        .toMatch(/\/assets\/nunito-.*\.woff2$/);
      expect(await brandFaces(page)).toEqual([]);
      expect(
        await page.evaluate(() => getComputedStyle(document.body).fontFamily.startsWith('Nunito')),
      ).toBe(true);
      expect(await layoutShifts(page)).toEqual([]);
      // The next page (a client-side navigation) comes in the brand font.
      await page.locator('main nav[aria-label] a').nth(1).click();
      await expect.poll(() => brandFaces(page)).toEqual(['loaded']);
      expect(await page.evaluate(() => document.fonts.check('700 16px Nunito'))).toBe(true);
      // A later visit adds it at once: the page is drawn in it from the first paint.
      await page.goto(`${view.prefix}${ROMPER}`);
      await hydrated(page);
      await expect.poll(() => brandFaces(page)).toEqual(['loaded']);
      // The delivery promise of the shop's clock replaced the one for any time, without a shift.
      for (const promise of await page.locator('.delivery-promise-text').all()) {
        await expect(promise).not.toHaveAttribute('data-promise', 'any');
      }
      expect(await layoutShifts(page)).toEqual([]);
      // The HTML is streamed: a first paint may fall between the tab bar's opening tag and its
      // tabs. The bar's height does not depend on them, so it never grows upwards when they come.
      const heights = await page.evaluate(() => {
        const bar = document.querySelector('.tab-bar');
        if (!bar) return null;
        const empty = bar.cloneNode(false) as HTMLElement;
        document.body.append(empty);
        const emptyHeight = empty.getBoundingClientRect().height;
        empty.remove();
        return { full: bar.getBoundingClientRect().height, empty: emptyHeight };
      });
      expect(heights?.empty).toBe(heights?.full);
      // Nor does a tab's icon move up when its label comes after it.
      const tabIcon = await iconTops(page, '.tab-bar a');
      expect(tabIcon.alone).toBe(tabIcon.withLabel);
      expect(consoleErrors).toEqual([]);
    });
  });
}

test('the desktop header shows the cart count once a product is in the cart (nl and de)', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(ROMPER);
  await hydrated(page);
  // An action's icon sits where it sits with its label also before the label arrives.
  const actionIcon = await iconTops(page, '.site-header__action');
  expect(actionIcon.alone).toBe(actionIcon.withLabel);
  // The server's HTML holds no count: it is the browser's.
  const header = page.getByRole('banner');
  await expect(header.getByTestId('header-cart-count')).toHaveCount(0);
  await chooseVariant(page, [
    [/Kleur/, 'Lila'],
    [/Maat/, '68'],
  ]);
  await expect(page).toHaveURL(/\/SLE-100047-LIL-68$/);
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  await page.getByRole('button', { name: 'Winkelmand sluiten' }).click();
  await expect(header.getByTestId('header-cart-count').locator('[aria-hidden]')).toHaveText('1');
  await expect(header.getByRole('link', { name: /Winkelmand/ })).toHaveAccessibleName(
    'Winkelmand 1 in winkelmand',
  );
  // The header's cart opens the micro cart, as the tab bar's does.
  await header.getByRole('link', { name: /Winkelmand/ }).click();
  await expect(page.getByRole('dialog', { name: /Winkelmand/ })).toBeVisible();
  await page.keyboard.press('Escape');
  // The cart follows the shopper to the German store view: the same count there.
  await page.goto(`/de${ROMPER}`);
  await hydrated(page);
  await expect(
    page.getByRole('banner').getByTestId('header-cart-count').locator('[aria-hidden]'),
  ).toHaveText('1');
  expect(consoleErrors).toEqual([]);
});

/**
 * Records every layout shift of the page's documents from their start (PerformanceObserver), with
 * what moved: the element (its tag, class and first words) and its box before and after.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const store = window as unknown as { __layoutShifts: string[] };
    store.__layoutShifts = [];
    const box = (rect: DOMRectReadOnly) =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: {
          node?: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        if (!entry.sources?.length)
          store.__layoutShifts.push(`${entry.value.toFixed(6)} (no source)`);
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const name =
            node instanceof Element
              ? `${node.tagName.toLowerCase()}.${node.className} "${(node.textContent ?? '').trim().slice(0, 40)}"`
              : (node?.nodeName ?? 'a removed node');
          store.__layoutShifts.push(
            `${entry.value.toFixed(6)} ${name}: ${box(source.previousRect)} → ${box(source.currentRect)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * How far below the top of the first link matching `selector` its icon sits (px): with the
 * link's other content, and alone, as a first paint of the streamed HTML may draw it before the
 * label arrives.
 */
function iconTops(page: Page, selector: string): Promise<{ alone: number; withLabel: number }> {
  return page.evaluate((linkSelector) => {
    const link = document.querySelector(linkSelector);
    const icon = link?.querySelector('.icon');
    if (!link || !icon) throw new Error(`no icon in ${linkSelector}`);
    const iconTop = (element: Element) =>
      Math.round(
        ((element.querySelector('.icon')?.getBoundingClientRect().top ?? 0) -
          element.getBoundingClientRect().top) *
          10,
      ) / 10;
    const alone = link.cloneNode(false) as HTMLElement;
    alone.append(icon.cloneNode());
    link.after(alone);
    const aloneTop = iconTop(alone);
    alone.remove();
    return { alone: aloneTop, withLabel: iconTop(link) };
  }, selector);
}

/** The layout shifts recorded so far, one line each (none when nothing moved). */
async function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: string[] }).__layoutShifts);
}
