import { expect, hydrated, seriousViolations, test } from './fixtures.ts';

/** Prices of the product cards in page order, as numbers. */
async function cardPrices(page: import('@playwright/test').Page): Promise<number[]> {
  const texts = await page.locator('article').allInnerTexts();
  return texts
    .map((text) => /€\s*([\d.]+)(?:,(\d{2}|-))?/.exec(text))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(
      (match) =>
        Number(match[1]!.replace(/\./g, '')) +
        (match[2] && match[2] !== '-' ? Number(match[2]) / 100 : 0),
    );
}

test.describe('category listing', () => {
  test('home → category → filter → sort, and back keeps the filter', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await page
      .getByRole('link', { name: /Kinderwagens/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/c\/kinderwagens$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kinderwagens' })).toBeVisible();

    // On a phone the facets sit in a collapsed panel.
    await page.locator('summary', { hasText: 'Filter' }).click();
    const colour = page.getByRole('region', { name: 'Kleur' });
    const firstColour = colour.getByRole('link').first();
    await firstColour.click();
    await expect(page).toHaveURL(/[?&]color=\d+/);
    const filtered = page.url();
    // The chosen filter closed the panel over the results (the option is hidden, still chosen).
    await expect(page.locator('details a[aria-current="true"]')).toHaveCount(1);

    await page
      .getByRole('navigation', { name: 'Sorteren op' })
      .getByRole('link', { name: 'Prijs laag - hoog' })
      .click();
    await expect(page).toHaveURL(/sort=price(%3A|:)asc/);
    await expect(page).toHaveURL(/[?&]color=\d+/);
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);

    await page.goBack();
    await expect(page).toHaveURL(filtered);
    await expect(page.locator('details a[aria-current="true"]')).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });

  test('filter links work without JavaScript and drop the page parameter', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/c/kinderwagens?page=2');
    // A native <details> panel: opening it needs no script.
    await page.locator('summary', { hasText: 'Filter' }).click();
    const href = await page
      .getByRole('region', { name: 'Kleur' })
      .getByRole('link')
      .first()
      .getAttribute('href');
    expect(href).toMatch(/color=\d+/);
    expect(href).not.toMatch(/page=/);
    await page.goto(href!);
    await page.locator('summary', { hasText: 'Filter' }).click();
    await expect(
      page.getByRole('region', { name: 'Kleur' }).locator('a[aria-current="true"]'),
    ).toHaveCount(1);
    await context.close();
  });

  test('load more fetches only the next 50 products; the page URL renders them all', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/c/kinderwagens');
    await hydrated(page);
    const cards = page.locator('ul.product-grid > li');
    await expect(cards).toHaveCount(50);
    const skuOf = async (index: number) =>
      /\/p\/([^/]+)\//.exec(
        (await cards.nth(index).locator('a').first().getAttribute('href'))!,
      )![1]!;
    const firstSku = await skuOf(0);
    const lastSku = await skuOf(49);

    const dataRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.data') || pathname === '/_listing') dataRequests.push(request.url());
    });
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/_listing',
    );
    await page.getByRole('link', { name: 'Meer laden' }).click();
    const body = await (await answer).text();
    await expect(cards).toHaveCount(100);
    await expect(page).toHaveURL(/\/c\/kinderwagens\?page=2$/);

    // One data request, for page 2 only: none of the 50 products shown before is in it.
    expect(dataRequests).toHaveLength(1);
    const asked = new URL(dataRequests[0]!).searchParams.get('href')!;
    expect(new URL(asked, 'http://shop').searchParams.get('page')).toBe('2');
    expect(body).not.toContain(firstSku);
    expect(body).not.toContain(lastSku);
    const newSku = await skuOf(50);
    expect(body).toContain(newSku);
    expect(await skuOf(0)).toBe(firstSku);

    // The address bar's URL is a plain page link: the server renders pages 1..2 in order.
    await page.reload();
    await hydrated(page);
    await expect(cards).toHaveCount(100);
    expect(await skuOf(50)).toBe(newSku);
    expect(consoleErrors).toEqual([]);
  });

  test('the German category shows German labels, prices incl. VAT and passes axe', async ({
    page,
  }) => {
    const response = await page.goto('/de/c/kinderwagen');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Kinderwagen' })).toBeVisible();
    await expect(page.locator('article').first()).toContainText('inkl. MwSt.');
    await expect(page.getByText('zzgl. MwSt.')).toHaveCount(0);
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('quick navigation shows the children of the category and leads back to its parent', async ({
    page,
  }) => {
    await page.goto('/c/kinderwagens');
    const quick = page.getByRole('navigation', { name: 'Subcategorieën' });
    await expect(quick.getByRole('link').first()).toHaveAttribute('href', '/');
    const child = quick.getByRole('link').nth(1);
    const childPath = await child.getAttribute('href');
    expect(childPath).toMatch(/^\/c\//);
    await child.click();
    await expect(page).toHaveURL(new RegExp(`${childPath}$`));
    await expect(
      page
        .getByRole('navigation', { name: 'Kruimelpad' })
        .getByRole('link', { name: 'Kinderwagens' }),
    ).toBeVisible();
  });

  test('the language switch keeps the shopper on the same category', async ({ page }) => {
    await page.goto('/c/kinderwagens');
    await page
      .getByRole('navigation', { name: 'Kies je taal' })
      .getByRole('link', { name: 'DE' })
      .click();
    await expect(page).toHaveURL(/\/de\/c\/kinderwagen$/);
  });
});

test.describe('search', () => {
  test('a search with a typo finds the product, with facets, and passes axe', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await hydrated(page);
    // Typing in the header's field opens the search overlay; Enter there shows the results page.
    await page
      .locator('header')
      .getByRole('searchbox', { name: 'Waar ben je naar op zoek?' })
      .fill('kinderwgen');
    const overlayField = page
      .getByRole('dialog', { name: 'Zoeken' })
      .getByRole('searchbox', { name: 'Waar ben je naar op zoek?' });
    await expect(overlayField).toHaveValue('kinderwgen');
    await overlayField.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=kinderwgen/);
    // The overlay closes as the results page opens (its suggestion, shown in both while the
    // overlay's closing runs, is then only the page's).
    await expect(page.getByRole('dialog', { name: 'Zoeken' })).toBeHidden();
    await expect(page.getByText('Bedoelde je kinderwagen?')).toBeVisible();
    await expect(page.getByRole('link', { name: /kinderwagen/i }).first()).toBeVisible();
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a query under 3 characters asks for more; no match shows the no-result page', async ({
    page,
  }) => {
    await page.goto('/search?q=ki');
    await expect(page.getByText('Typ minimaal 3 tekens om te zoeken.')).toBeVisible();
    await page.goto('/search?q=xqzwvkjj');
    await expect(
      page.getByRole('heading', { name: "Geen resultaten voor 'xqzwvkjj'" }),
    ).toBeVisible();
    // Nothing close finds anything either: no "Did you mean".
    await expect(page.getByText(/Bedoelde je/)).toHaveCount(0);
  });

  test('a search that finds nothing offers a close one that does, the field keeping what was typed', async ({
    page,
  }) => {
    const typed = 'kinderwagen tandpasta zonnebrand';
    await page.goto(`/search?${new URLSearchParams({ q: typed })}`);
    await expect(
      page.getByRole('heading', { name: `Geen resultaten voor '${typed}'` }),
    ).toBeVisible();
    const note = page.getByText('Bedoelde je kinderwagen?');
    await expect(note).toBeVisible();
    const field = page
      .locator('header')
      .getByRole('searchbox', { name: 'Waar ben je naar op zoek?' });
    await expect(field).toHaveValue(typed);
    await hydrated(page);
    await note.getByRole('link', { name: 'kinderwagen' }).click();
    await expect(page).toHaveURL(/\/search\?q=kinderwagen$/);
    await expect(
      page.getByRole('heading', { level: 1, name: "Zoekresultaten voor 'kinderwagen'" }),
    ).toBeVisible();
    await expect(page.locator('article').first()).toBeVisible();
    await expect(field).toHaveValue('kinderwagen');

    await page.goto(
      `/de/search?${new URLSearchParams({ q: 'Kinderwagen Zahnpasta Sonnencreme' })}`,
    );
    await expect(page.getByText('Meinten Sie kinderwagen?')).toBeVisible();
    await expect(
      page.locator('header').getByRole('searchbox', { name: 'Wonach suchen Sie?' }),
    ).toHaveValue('Kinderwagen Zahnpasta Sonnencreme');
  });
});
