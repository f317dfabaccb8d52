import { expect, hydrated, networkQuiet, seriousViolations, test } from './fixtures.ts';

/** A configurable romper suit of the demo catalogue: sizes from 68 cost a euro more. */
const PRODUCT = '/p/SLE-100047/lotje-en-lars-basic-boxpakje';
/** A romper of the demo catalogue in beige, green and orange, sizes 50–74, but no beige 74. */
const INCOMPLETE = '/p/ROM-100046/little-tulip-basic-rib-overslagromper';

test.describe('product page', () => {
  test('picking colour and size moves the URL and the price, without console errors', async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(PRODUCT);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Basic boxpakje');
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(main.getByText('€ 30,95').first()).toBeVisible();

    await page.getByRole('group', { name: /Kleur/ }).getByRole('link', { name: 'Lila' }).click();
    await expect(page).toHaveURL(/\/SLE-100047-LIL-50$/);
    await page.getByRole('group', { name: /Maat/ }).getByRole('link', { name: '68' }).click();
    await expect(page).toHaveURL(/\/SLE-100047-LIL-68$/);
    await expect(main.getByText('€ 31,95').first()).toBeVisible();
    await expect(
      page.getByRole('group', { name: /Maat/ }).locator('a[aria-current="true"]'),
    ).toHaveText('68');
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('hydration keeps the head the server wrote; the next page brings its own title and canonical link', async ({
    page,
    consoleErrors,
  }) => {
    // Hydration must leave the head the server wrote (a renderer that hydrates by tag drops or
    // reuses what it cannot place): its stylesheets, the manifest and the crawlers' data.
    const response = await page.goto(PRODUCT);
    const html = (await response?.text()) ?? '';
    const served = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(served.length).toBeGreaterThan(0);
    await hydrated(page);
    const head = () =>
      page.evaluate(() => ({
        stylesheets: [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
          link.getAttribute('href'),
        ),
        manifests: document.head.querySelectorAll('link[rel="manifest"]').length,
        titles: document.querySelectorAll('title').length,
        title: document.title,
        crawlerData: document.head.querySelectorAll('script[data-crawler-head]').length,
        canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      }));
    const first = await head();
    for (const href of served) expect(first.stylesheets).toContain(href);
    expect(first).toMatchObject({ manifests: 1, titles: 1 });
    expect(first.title).toContain('Basic boxpakje');
    expect(first.crawlerData).toBeGreaterThan(0);
    expect(first.canonical).toMatch(new RegExp(`${PRODUCT}$`));

    await page
      .getByRole('link', { name: /naar de homepage/ })
      .first()
      .click();
    await expect(page).toHaveTitle(/^Kindershop/);
    // The first page's structured data goes once the next one shows (an effect after its render).
    await expect.poll(async () => (await head()).crawlerData).toBe(0);
    const next = await head();
    expect(next).toMatchObject({ manifests: 1, titles: 1 });
    expect(next.canonical).toMatch(/:\d+\/$/);
    // The layout's stylesheets stay and are applied once: the home page's lazily loaded content
    // blocks do not add them again (a second copy restyles the whole document).
    await networkQuiet(page);
    const unmarked = (href: string | null) => href?.replace(/#$/, '');
    const kept = (await head()).stylesheets.map(unmarked);
    for (const href of first.stylesheets.filter((sheet) => next.stylesheets.includes(sheet))) {
      expect(
        kept.filter((sheet) => sheet === unmarked(href)),
        `${href}`,
      ).toHaveLength(1);
    }
    expect(consoleErrors).toEqual([]);
  });

  test("a guest's product page loads no account, review-writing or newsletter-sending code", async ({
    page,
  }) => {
    // Code behind an interaction loads with the interaction: a shared import that pulls it
    // into a page's first scripts costs every shopper on every page.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(PRODUCT);
    await hydrated(page);
    expect(scripts.length).toBeGreaterThan(0);
    const names = scripts.map((path) => path.split('/').pop() ?? '');
    for (const lazy of ['account-', 'review-modal-', 'newsletter-modal-', 'newsletter-submit-']) {
      expect(names.filter((name) => name.startsWith(lazy))).toEqual([]);
    }
  });

  test('opening a child product directly answers 301 to its parent with the child chosen', async ({
    request,
  }) => {
    const response = await request.get('/p/SLE-100047-LIL-68/iets', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`${PRODUCT}/SLE-100047-LIL-68`);
  });

  test('the German page shows prices incl. VAT and the switch returns to the Dutch product', async ({
    page,
  }) => {
    await page.goto(PRODUCT);
    await page
      .getByRole('navigation', { name: 'Kies je taal' })
      .getByRole('link', { name: 'DE' })
      .click();
    await expect(page).toHaveURL(/\/de\/p\/SLE-100047\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByText(/inkl\. MwSt\./).first()).toBeVisible();
    await expect(page.getByText(/zzgl\. MwSt\./)).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Sprache wählen' })
      .getByRole('link', { name: 'NL' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
  });

  test('back from a product keeps the filters and sort of the category', async ({ page }) => {
    await page.goto('/c/kinderwagens');
    await hydrated(page);
    await page.locator('summary', { hasText: 'Filter' }).click();
    await page.getByRole('region', { name: 'Kleur' }).getByRole('link').first().click();
    await page
      .getByRole('navigation', { name: 'Sorteren op' })
      .getByRole('link', { name: 'Prijs hoog - laag' })
      .click();
    await expect(page).toHaveURL(/sort=price(%3A|:)desc/);
    const listing = page.url();
    await page.locator('article a').first().click();
    await expect(page).toHaveURL(/\/p\//);
    await page.goBack();
    await expect(page).toHaveURL(listing);
    await expect(
      page.getByRole('navigation', { name: 'Sorteren op' }).locator('a[aria-current="true"]'),
    ).toHaveText('Prijs hoog - laag');
  });

  test('an unavailable combination warns and never moves to a missing child', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`${INCOMPLETE}/ROM-100046-BEI-68`);
    await hydrated(page);
    const product = page.locator('article[data-sku="ROM-100046"]');
    const sizes = page.getByRole('group', { name: /Maat/ });
    const colours = page.getByRole('group', { name: /Kleur/ });
    const warning = page
      .getByRole('region', { name: 'Meldingen' })
      .getByRole('alert')
      .filter({ hasText: 'Deze combinatie is niet beschikbaar. Kies een andere combinatie.' });
    await expect(sizes.locator('a[aria-current="true"]')).toHaveText('68');
    const price = product.locator('[data-price-current]');
    const before = await price.textContent();

    // Beige has no 74: choosing it warns, and the chosen child, URL and price stay. (The value is
    // aria-disabled but still answers a click, which Playwright only performs when forced.)
    await sizes.getByRole('button', { name: /^74/ }).click({ force: true });
    await expect(warning).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${INCOMPLETE}/ROM-100046-BEI-68$`));
    await expect(product).toHaveAttribute('data-child-sku', 'ROM-100046-BEI-68');
    expect(await price.textContent()).toBe(before);
    await expect(sizes.locator('a[aria-current="true"]')).toHaveText('68');

    // From green 74, beige warns and leads to a beige child that exists, never to beige 74.
    await colours.getByRole('link', { name: /^Groen/ }).click();
    await expect(page).toHaveURL(/\/ROM-100046-GRN-68$/);
    await sizes.getByRole('link', { name: '74' }).click();
    await expect(page).toHaveURL(/\/ROM-100046-GRN-74$/);
    await page.getByRole('region', { name: 'Meldingen' }).getByRole('button').first().click();
    await expect(warning).toHaveCount(0);
    await colours.getByRole('link', { name: /^Beige/ }).click();
    await expect(warning).toBeVisible();
    await expect(page).toHaveURL(/\/ROM-100046-BEI-50$/);
    await expect(product).toHaveAttribute('data-child-sku', 'ROM-100046-BEI-50');
    expect(consoleErrors).toEqual([]);
  });

  test('an active special price says until when it holds, in the store view format', async ({
    page,
    request,
  }) => {
    // A listed simple product whose special price shows now and ends on a date.
    const answer = await request.post('/api/catalog/nl/product/_search', {
      data: {
        filters: { type_id: ['simple'] },
        size: 1000,
        includeFields: ['sku', 'slug', 'special_to_date', 'final_price', 'original_price'],
      },
    });
    expect(answer.ok()).toBe(true);
    const { result } = (await answer.json()) as { result: { items: Record<string, unknown>[] } };
    const item = result.items.find(
      (candidate) =>
        typeof candidate.special_to_date === 'string' &&
        Number(candidate.final_price) < Number(candidate.original_price),
    );
    expect(item, 'a product on special until a date').toBeDefined();
    // The end as the Amsterdam wall clock shows it (an instant here, e.g. 2027-01-03T00:00Z).
    const end = Date.parse(String(item!.special_to_date));
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Amsterdam',
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(end)
        .map((part) => [part.type, part.value]),
    );
    const time = `${parts.hour}:${parts.minute}`;
    // Dutch writes the month's name ('3 januari 2027, 00:00'), German the numeric date with 'Uhr'.
    const dutchMonth = new Intl.DateTimeFormat('nl-NL', {
      timeZone: 'Europe/Amsterdam',
      month: 'long',
    }).format(end);

    await page.goto(`/p/${item!.sku}/${item!.slug}`);
    await expect(page.getByText('Actieprijs geldig tot')).toHaveText(
      `Actieprijs geldig tot ${Number(parts.day)} ${dutchMonth} ${parts.year}, ${time}`,
    );
    await page
      .getByRole('navigation', { name: 'Kies je taal' })
      .getByRole('link', { name: 'DE' })
      .click();
    await expect(page.getByText('Angebotspreis gültig bis')).toHaveText(
      `Angebotspreis gültig bis ${parts.day}.${parts.month}.${parts.year}, ${time} Uhr`,
    );
  });
});
