import { expect, hydrated, test } from './fixtures.ts';

/** Where the page is scrolled to, in CSS pixels. */
const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY);

test.describe('scroll behaviour', () => {
  test('a new page starts at the top and back returns to where the shopper was', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/c/kinderwagens');
    await hydrated(page);
    const card = page.locator('ul.product-grid > li').nth(21).locator('a').first();
    await card.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    // The wheel scrolls smoothly: wait until the page stands still over two frames.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const before = window.scrollY;
          await new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(resolve)),
          );
          return window.scrollY === before;
        }),
      )
      .toBe(true);
    const listingUrl = page.url();
    // The position to come back to is the one at the click: the wheel's scroll may still be
    // running, and a click scrolls its target into view first when something covers it.
    await page.evaluate(() =>
      document.addEventListener(
        'click',
        () => {
          document.documentElement.dataset.clickY = String(window.scrollY);
        },
        { capture: true, once: true },
      ),
    );

    // A client navigation to another path starts at the top. The URL changes before React
    // commits the new page (the listing and its heading stay for a moment), so the check waits
    // for the heading to change: the scroll reset comes in the same commit.
    const heading = page.getByRole('heading', { level: 1 });
    const listingHeading = await heading.textContent();
    await card.click();
    await expect(page).toHaveURL(/\/p\//);
    await expect(heading).not.toHaveText(listingHeading ?? '');
    await expect(heading).toBeVisible();
    expect(await scrollY(page)).toBe(0);
    const listingY = Number(await page.evaluate(() => document.documentElement.dataset.clickY));
    expect(listingY).toBeGreaterThan(1000);

    // Back restores the listing's scroll position.
    await page.goBack();
    await expect(page).toHaveURL(listingUrl);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(listingY - 5);
    expect(Math.abs((await scrollY(page)) - listingY)).toBeLessThanOrEqual(5);
    expect(consoleErrors).toEqual([]);
  });

  test('a URL with a #hash scrolls to its element', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 412, height: 700 });
    await page.goto('/p/SLE-100047/lotje-en-lars-basic-boxpakje#product-description');
    await hydrated(page);
    const heading = page.locator('#product-description');
    await expect(heading).toBeInViewport();
    expect(await scrollY(page)).toBeGreaterThan(300);
    // Hydration and the scroll restoration (both done once the document is marked hydrated)
    // keep it there, also a few frames later.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
    await expect(heading).toBeInViewport();

    expect(consoleErrors).toEqual([]);
  });

  test('hydration keeps the parts of the server page whose code loads later', async ({
    page,
    consoleErrors,
  }) => {
    // A slow phone: the page's own prices and stock answer before the code of its gift-wrap
    // option has loaded. Those parts must keep the server's HTML until they hydrate (the page
    // would collapse for a moment and jump), whatever comes first.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const blocks = [...document.querySelectorAll('main section, main fieldset')];
        (window as unknown as { serverBlocks: Element[] }).serverBlocks = blocks;
      });
    });
    await page.goto('/p/SLE-100047/lotje-en-lars-basic-boxpakje');
    await hydrated(page);
    await expect(page.getByRole('group', { name: 'Cadeauverpakking' })).toBeVisible();
    const replaced = await page.evaluate(() =>
      (window as unknown as { serverBlocks: Element[] }).serverBlocks
        .filter((block) => !block.isConnected)
        .map((block) => block.outerHTML.slice(0, 80)),
    );
    expect(replaced).toEqual([]);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(consoleErrors).toEqual([]);
  });
});
