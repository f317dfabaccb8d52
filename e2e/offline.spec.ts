/**
 * The service worker's offline reading: visited pages come back offline, a URL that carries a
 * secret (an editor link, a reset token, an order's hash, a login token) or a page about one shopper is never
 * kept, and a new version of the worker deletes the caches of the old one.
 */
import type { Page } from '@playwright/test';
import { editorQuery } from './editor-link.ts';
import { expect, hydrated, test } from './fixtures.ts';

/** Waits until the worker is active and controls the page. */
async function controlledByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** The URLs the worker kept, in every cache of this origin. */
function keptUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        urls.push(new URL(request.url).pathname + new URL(request.url).search);
    }
    return urls;
  });
}

test.describe('offline reading', () => {
  test('a visited page is served offline; nothing whose URL carries a secret is kept', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await controlledByWorker(page);

    await page.goto('/c/kinderwagens');
    await hydrated(page);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    // An editor's preview of a draft, with a valid editor link.
    const about = await page.request.get('/api/ext/vsf-storyblok-extension/story/nl/over-ons');
    expect(about.status()).toBe(200);
    const aboutId = (await about.json()).result.story.id as number;
    for (const secret of [
      `/over-ons?${editorQuery(aboutId)}`,
      '/reset-password?email=anna%40example.nl&token=s3cr3t-reset-token',
      '/checkout-return?order_hash=s3cr3t-order-hash',
      '/?token=s3cr3t-login-token',
      '/de/my-account',
    ]) {
      await page.goto(secret);
      await hydrated(page);
    }
    await expect.poll(() => keptUrls(page)).toContain('/c/kinderwagens');
    const keptPages = (await keptUrls(page)).filter((url) => !url.startsWith('/assets/'));
    expect(
      keptPages.filter((url) => /s3cr3t|_storyblok|reset-password|checkout|my-account/.test(url)),
    ).toEqual([]);

    await context.setOffline(true);
    await page.goto('/c/kinderwagens');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    await context.setOffline(false);
    consoleErrors.length = 0;
  });

  test('a new version of the worker deletes the caches of the old one', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await controlledByWorker(page);
    // Caches as the hand-written worker before this version named them.
    await page.evaluate(async () => {
      await (await caches.open('shop-pages-v1')).put('/old-page', new Response('old'));
      await (await caches.open('shop-assets-v1')).put('/assets/old.js', new Response('old'));
    });
    // The worker is installed again, as after a deploy, and activates.
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) {
        await registration.unregister();
      }
    });
    await page.reload();
    await hydrated(page);
    await controlledByWorker(page);
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await caches.keys()).filter((name) =>
            ['shop-pages-v1', 'shop-assets-v1'].includes(name),
          ),
        ),
      )
      .toEqual([]);
  });
});
