/**
 * Product reviews in a real Chromium, in nl and de (secondary-areas §2 named modal "review",
 * §8 'Adding a review ...'): a demo product's stars and reviews, the modal's messages per field,
 * axe with the modal open, a review written with a script in its title, approved through the
 * operator call and shown after a reload as plain text.
 */
import { expect, hydrated, seriousViolations, test } from './fixtures.ts';

const OPERATOR_KEY = 'e2e-review-operator-key-0123456789';

const VIEWS = [
  {
    code: 'nl',
    prefix: '',
    stars: /van 5 sterren, \d+ beoordeling/,
    heading: 'Beoordelingen',
    write: 'Schrijf een beoordeling',
    submit: 'Beoordeling versturen',
    ratingMessage: 'Kies een beoordeling van 1 tot 5 sterren',
    required: 'Dit veld is verplicht',
    fiveStars: '5 sterren',
    title: 'Titel van je beoordeling',
    detail: 'Je beoordeling',
    name: 'Je naam',
    thanks: 'Bedankt voor je beoordeling!',
  },
  {
    code: 'de',
    prefix: '/de',
    stars: /von 5 Sternen, \d+ Bewertung/,
    heading: 'Bewertungen',
    write: 'Bewertung schreiben',
    submit: 'Bewertung absenden',
    ratingMessage: 'Bitte wählen Sie eine Bewertung von 1 bis 5 Sternen',
    required: 'Dieses Feld ist erforderlich',
    fiveStars: '5 Sterne',
    title: 'Titel Ihrer Bewertung',
    detail: 'Ihre Bewertung',
    name: 'Ihr Name',
    thanks: 'Vielen Dank für Ihre Bewertung!',
  },
] as const;

for (const view of VIEWS) {
  test(`a shopper reads, writes and after approval sees a review (${view.code})`, async ({
    page,
    request,
  }) => {
    // A demo product with approved reviews in this store view.
    const search = await request.post(`/api/catalog/${view.code}/product/_search`, {
      data: { size: 200, includeFields: ['id', 'sku', 'slug', 'rating_summary', 'visibility'] },
    });
    const items = (await search.json()).result.items as {
      sku: string;
      slug: string;
      visibility: number;
      rating_summary?: { count: number };
    }[];
    const product = items.find(
      (item) => (item.rating_summary?.count ?? 0) > 0 && item.visibility === 4,
    );
    expect(product, 'a demo product with reviews').toBeDefined();
    let scripted = false;
    page.on('dialog', async (dialog) => {
      scripted = true;
      await dialog.dismiss();
    });

    await page.goto(`${view.prefix}/p/${product!.sku}/${product!.slug}`);
    await hydrated(page);
    await expect(page.getByRole('img', { name: view.stars }).first()).toBeVisible();
    const reviews = page.getByTestId('reviews');
    await expect(reviews.getByRole('heading', { name: view.heading })).toBeVisible();
    // The list loads when the section comes near the viewport.
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews.getByRole('listitem').first()).toBeVisible();

    await reviews.getByRole('button', { name: view.write }).click();
    const modal = page.getByRole('dialog', { name: view.write });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: view.submit }).click();
    await expect(modal.getByText(view.ratingMessage)).toBeVisible();
    await expect(modal.getByText(view.required)).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);

    // Unique texts: the journeys' shop keeps the reviews of earlier runs.
    const stamp = Date.now().toString(36);
    const title = `Top <img src=x onerror=alert(1)> ${stamp}`;
    const detail = `Stevig en mooi <script>alert(2)</script> ${stamp}`;
    await modal.getByRole('radio', { name: view.fiveStars }).check();
    await modal.getByLabel(view.title).fill(title);
    await modal.getByLabel(view.detail, { exact: true }).fill(detail);
    await modal.getByLabel(view.name).fill('Sanne');
    const created = page.waitForResponse((response) =>
      response.url().includes('/api/review/create'),
    );
    await modal.getByRole('button', { name: view.submit }).click();
    const answer = await (await created).json();
    expect(answer.code).toBe(200);
    await expect(modal.getByText(view.thanks)).toBeVisible();

    // Not shown before approval; shown after the operator approved it.
    const approve = await request.post(`/api/ext/reviews/${answer.result.id}/status`, {
      headers: { 'x-operator-key': OPERATOR_KEY },
      data: { review_status: 1 },
    });
    expect(approve.status()).toBe(200);
    await page.reload();
    await hydrated(page);
    await page.getByTestId('reviews').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('reviews').getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText(detail)).toBeVisible();
    expect(scripted).toBe(false);
  });
}
