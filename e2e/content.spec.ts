/**
 * Content pages from the content service's stories, in Dutch and German (secondary-areas §2
 * content pages, layout, search overlay, route table; §9 lazy hydration margin): the home page's
 * blocks (the later ones hydrate only when scrolled near, the product carousel shows the
 * catalogue's prices), a campaign page, the blog overview and an article, a service page, the
 * header's menu and the footer from the theme, the search page's suggestions, the editor's
 * preview with a valid link (the bridge's 'input' event re-renders the page in place) and an
 * invalid one (403, never the draft), /storyblok-empty's single component, and axe on each page
 * type. The demo stories are the seed's (packages/db demo stories).
 */
import type { Page } from '@playwright/test';
import {
  editorQuery,
  nowSeconds,
  E2E_PREVIEW_TOKEN as PREVIEW_TOKEN,
  E2E_SPACE_ID as SPACE_ID,
} from './editor-link.ts';
import { expect, hydrated, seriousViolations, test } from './fixtures.ts';

const VIEWS = {
  nl: {
    code: 'nl',
    prefix: '',
    hero: 'Alles voor je baby, met zorg gekozen',
    popular: 'Populair bij ouders',
    stats: 'Kindershop in cijfers',
    seo: 'Babyspullen kopen bij Kindershop',
    campaign: '/acties/veilig-onderweg',
    campaignHeading: /Veilig onderweg/,
    blog: '/blog',
    article: 'Een kinderwagen kiezen: zo vind je de wagen die bij jullie past',
    articleAuthor: /Sanne/,
    service: '/over-ons',
    serviceSlug: 'nl/over-ons',
    footerService: 'Service',
    footerLegal: 'Juridisch',
    menuAdvice: 'Advies en acties',
    menuCampaigns: 'Alle acties',
    searchIn: 'Zoek in een categorie',
    invalid: 'Deze voorbeeldlink is niet geldig of verlopen',
    categories: 'Categorieën',
  },
  de: {
    code: 'de',
    prefix: '/de',
    hero: null,
    popular: 'Beliebt bei Eltern',
    stats: null,
    seo: null,
    campaign: '/aktionen/sicher-unterwegs',
    campaignHeading: /Sicher unterwegs/,
    blog: '/blog',
    article: 'Einen Kinderwagen wählen: So finden Sie den Wagen, der zu Ihnen passt',
    articleAuthor: /Sanne/,
    service: '/ueber-uns',
    serviceSlug: 'de/ueber-uns',
    footerService: 'Service',
    footerLegal: 'Rechtliches',
    menuAdvice: 'Ratgeber und Aktionen',
    menuCampaigns: 'Alle Aktionen',
    searchIn: 'In einer Kategorie suchen',
    invalid: 'Dieser Vorschaulink ist ungültig oder abgelaufen',
    categories: 'Kategorien',
  },
} as const;

/** A published story of the content API, by its full slug. */
async function story(page: Page, fullSlug: string) {
  const response = await page.request.get(`/api/ext/vsf-storyblok-extension/story/${fullSlug}`);
  expect(response.status(), fullSlug).toBe(200);
  return (await response.json()).result.story as {
    id: number;
    content: { body: { _uid: string; component: string; [field: string]: unknown }[] };
  };
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

for (const view of Object.values(VIEWS)) {
  test.describe(`content pages (${view.code})`, () => {
    test(`the home page draws its story; later blocks hydrate when scrolled near (${view.code})`, async ({
      page,
    }) => {
      const response = await page.goto(`${view.prefix || '/'}`);
      expect(response?.status()).toBe(200);
      // Shared caches keep it (the shop's output cache and a CDN: decision 82), browsers do not.
      expect(response?.headers()['cache-control']).toMatch(
        /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
      await hydrated(page);
      const slots = page.locator('[data-block]');
      const count = await slots.count();
      expect(count).toBeGreaterThan(4);
      // Every block's HTML came from the server: the last one is in the document already.
      await expect(slots.last()).toBeAttached();
      await expect(slots.last().locator('h2')).not.toHaveCount(0);
      if (view.hero) {
        await expect(page.getByRole('heading', { name: view.hero })).toBeVisible();
      }
      // The blocks after the second wait for the viewport; the last is far below it.
      await expect(slots.last().locator('[data-hydrated]')).toHaveCount(0);
      await slots.last().scrollIntoViewIfNeeded();
      await expect(slots.last().locator('[data-hydrated="true"]')).toHaveCount(1);
      // The product carousel shows the catalogue's products with their prices.
      const carousel = page.locator('[data-block="product_carousel"]').first();
      await expect(carousel.getByRole('heading', { name: view.popular })).toBeVisible();
      await expect(carousel.locator('.product-card').first()).toBeVisible();
      await expect(carousel.locator('.product-card__price').first()).toContainText('€');
      await expectNoSeriousViolations(page);
    });

    test(`a campaign page, the blog and an article, a service page (${view.code})`, async ({
      page,
    }) => {
      // Four pages, each checked with axe: three times the time of a one-page journey.
      test.slow();
      await page.goto(`${view.prefix}${view.campaign}`);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(view.campaignHeading);
      await expectNoSeriousViolations(page);

      const blog = await page.goto(`${view.prefix}${view.blog}`);
      expect(blog?.status()).toBe(200);
      await hydrated(page);
      const article = page.getByRole('link', { name: view.article });
      await expect(article).toBeVisible();
      await expectNoSeriousViolations(page);
      await article.scrollIntoViewIfNeeded();
      await article.click();
      await expect(page.getByRole('heading', { level: 1, name: view.article })).toBeVisible();
      await expect(page.locator('article time').first()).toBeVisible();
      await expect(page.getByText(view.articleAuthor).first()).toBeVisible();
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.some((text) => text.includes('"@type":"Article"'))).toBe(true);
      await expectNoSeriousViolations(page);

      const service = await page.goto(`${view.prefix}${view.service}`);
      expect(service?.status()).toBe(200);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The same page in the other language (hreflang), and its own canonical.
      await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveCount(1);
      await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${view.prefix}${view.service}$`),
      );
      await expectNoSeriousViolations(page);
    });

    test(`the menu, the footer and the search suggestions come from the theme (${view.code})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`${view.prefix}/search`);
      await hydrated(page);
      const menu = page.getByRole('navigation', { name: view.categories }).first();
      await menu.getByRole('link', { name: view.menuAdvice, exact: true }).hover();
      await menu.getByRole('link', { name: view.menuCampaigns, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${view.prefix}/(acties|aktionen)$`));
      const footer = page.locator('footer');
      await expect(footer.getByRole('navigation', { name: view.footerService })).toBeVisible();
      await expect(footer.getByRole('navigation', { name: view.footerLegal })).toBeVisible();
      await page.goto(`${view.prefix}/search`);
      await hydrated(page);
      const suggestions = page.getByRole('navigation', { name: view.searchIn });
      const first = suggestions.getByRole('link').first();
      await expect(first).toBeVisible();
      const target = await first.getAttribute('href');
      expect(target).toMatch(new RegExp(`^${view.prefix}/c/`));
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test(`an editor's preview shows the draft and follows its edits; a bad link does not (${view.code})`, async ({
      page,
    }) => {
      const about = await story(page, view.serviceSlug);
      // No answer of the preview flow carries the secret that signs editor links.
      const answers: Promise<string>[] = [];
      page.on('response', (answer) => {
        answers.push(
          answer
            .text()
            .catch(() => '')
            .then((text) => `${JSON.stringify(answer.headers())}\n${text}`),
        );
      });
      const url = `${view.prefix}${view.service}?${editorQuery(about.id)}`;
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      const headers = response?.headers() ?? {};
      expect(headers['cache-control']).toBe('no-store');
      expect(headers['x-robots-tag']).toBe('noindex');
      expect(headers['x-frame-options']).toBeUndefined();
      expect(headers['content-security-policy']).toContain(
        'frame-ancestors https://app.storyblok.com',
      );
      await hydrated(page);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await page.locator('html[data-editor-bridge="ready"]').waitFor({ state: 'attached' });
      // The editor changes the first block's title: the page shows it without a reload.
      const marker = await page.evaluate(() => {
        (window as unknown as { __marker: number }).__marker = 42;
        return 42;
      });
      const edited = structuredClone(about) as typeof about;
      const first = edited.content.body[0];
      if (!first) throw new Error('the story has no blocks');
      edited.content.body[0] = {
        _uid: first._uid,
        component: 'rich_text',
        text: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Live bewerkt' }] }],
        },
      };
      await page.evaluate(
        (next) =>
          (
            window as unknown as { __editorBridge: { emit(a: string, s: unknown): void } }
          ).__editorBridge.emit('input', next),
        edited,
      );
      await expect(page.getByText('Live bewerkt')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(
        marker,
      );
      // The API answers a valid link with a short-lived preview session, never the secret;
      // the secret itself reads no drafts.
      const link = new URLSearchParams(editorQuery(about.id));
      const validated = await page.request.get(
        `/api/ext/vsf-storyblok-extension/validate-editor?${new URLSearchParams({
          spaceId: SPACE_ID,
          timestamp: link.get('_storyblok_tk[timestamp]') ?? '',
          token: link.get('_storyblok_tk[token]') ?? '',
        })}`,
      );
      expect(validated.status()).toBe(200);
      answers.push(validated.text());
      const draftWithSecret = await page.request.get(
        `/api/ext/vsf-storyblok-extension/draft/${about.id}`,
        { headers: { 'x-preview-token': PREVIEW_TOKEN } },
      );
      expect(draftWithSecret.status()).toBe(403);
      const texts = await Promise.all(answers);
      expect(texts.length).toBeGreaterThan(1);
      for (const text of texts) expect(text).not.toContain(PREVIEW_TOKEN);

      // A link signed with another token, or older than an hour: 403 and never the draft.
      for (const query of [
        editorQuery(about.id, { valid: false }),
        editorQuery(about.id, { timestamp: nowSeconds() - 3 * 3600 }),
      ]) {
        const refused = await page.goto(`${view.prefix}${view.service}?${query}`);
        expect(refused?.status()).toBe(403);
        expect(refused?.headers()['cache-control']).toBe('no-store');
        // The visual editor may not frame it (the native app's page may frame every page).
        const framers = /frame-ancestors ([^;]*)/.exec(
          refused?.headers()['content-security-policy'] ?? '',
        )?.[1];
        expect(framers).toBeDefined();
        expect(framers).not.toContain('storyblok');
        await expect(page.locator('#main').getByText(view.invalid)).toBeVisible();
      }
    });

    test(`/storyblok-empty shows one component alone (${view.code})`, async ({ page }) => {
      const about = await story(page, view.serviceSlug);
      await page.goto(`${view.prefix}/storyblok-empty?${editorQuery(about.id)}`);
      await hydrated(page);
      await expect(page.locator('[data-block]').first()).toBeVisible();
      await expect(page.locator('header.site-header')).toHaveCount(0);
      await expect(page.locator('footer')).toHaveCount(0);
      await expect(page.locator('.tab-bar')).toHaveCount(0);
      // Without an editor link there is nothing to show.
      const bare = await page.goto(`${view.prefix}/storyblok`);
      expect(bare?.status()).toBe(404);
    });
  });
}
