/**
 * The data layer's remaining events (secondary-areas §7) as a consented shopper causes them, in
 * Chromium, with their real payloads:
 * - the home page's slider moved (slider_use) and a slide followed (slider_select);
 * - an error notification shown (text_message);
 * - a product put on the wishlist (add_to_wishlist), into the cart (add_to_cart, view_cart) and
 *   out of it again (remove_from_cart): the cart's items name the product's brand and categories
 *   exactly as its product page's view_item does (§9);
 * - an account made (sign_up) and logins with the password (login).
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test, uniqueEmail } from './fixtures.ts';
import { type Lang, text } from './texts.ts';

const ROMPER_PATH = '/p/SLE-100047/lotje-en-lars-basic-boxpakje/SLE-100047-LIL-68';
const PASSWORD = 'Slaap-Zak-2026';

type Entry = Record<string, unknown>;
type Item = Record<string, unknown>;

/** Records every object pushed onto the data layer, across the test's page loads. */
async function recordDataLayer(page: Page): Promise<Entry[]> {
  const entries: Entry[] = [];
  await page.exposeBinding('__recordEvents', (_source, json: string) => {
    entries.push(JSON.parse(json) as Entry);
  });
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const record = (window as unknown as { __recordEvents: (json: string) => void }).__recordEvents;
    layer.push = (...items: unknown[]) => {
      for (const item of items) {
        // Consent Mode's commands are argument lists, not events.
        if (Object.prototype.toString.call(item) !== '[object Arguments]') {
          record(JSON.stringify(item));
        }
      }
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  return entries;
}

const eventsNamed = (entries: readonly Entry[], name: string) =>
  entries.filter((entry) => entry.event === name);

/** The one item of an ecommerce event. */
function onlyItem(entry: Entry | undefined): Item {
  const items = (entry?.ecommerce as { items?: Item[] } | undefined)?.items ?? [];
  expect(items).toHaveLength(1);
  return items[0]!;
}

/** What a product's item says of its brand and categories (item_category … item_category5). */
function brandAndCategories(item: Item): Item {
  return Object.fromEntries(
    Object.entries(item).filter(([key]) => key === 'item_brand' || key.startsWith('item_category')),
  );
}

test.describe('nl at 1366 px, consented', () => {
  test.use({
    viewport: { width: 1366, height: 900 },
    consentChoice: { analytics: true, marketing: false },
  });

  test('slider, error notification, wishlist and cart removal reach the data layer with their payloads', async ({
    page,
    consoleErrors,
  }) => {
    const lang: Lang = 'nl';
    const entries = await recordDataLayer(page);

    // The home page's slider: moved by its button, then a slide's link followed.
    await page.goto('/');
    await hydrated(page);
    const slider = page.getByRole('region', { name: 'Acties en advies' });
    // The slider's own code hydrates after the page (a content block loaded on demand), at once
    // when a pointer comes over it: its buttons work once its section says so.
    await slider.hover();
    await expect(slider).toHaveAttribute('data-hydrated', 'true');
    await slider.getByRole('button', { name: text(lang, 'Next slide') }).click();
    await expect
      .poll(() => eventsNamed(entries, 'slider_use'))
      .toEqual([
        expect.objectContaining({
          slider_name: 'Acties en advies',
          slider_direction: 'next',
          page_type: 'Homepage',
        }),
      ]);
    const slideLink = slider.getByRole('link', { name: 'Naar de babykamer' });
    const slideUrl = (await slideLink.getAttribute('href')) ?? '';
    expect(slideUrl).not.toBe('');
    await slideLink.click();
    await expect(page).toHaveURL(new RegExp(`${slideUrl}$`));
    await expect
      .poll(() => eventsNamed(entries, 'slider_select'))
      .toEqual([
        expect.objectContaining({
          slider_name: 'Acties en advies',
          slide_label: 'Een rustige babykamer',
          slide_url: slideUrl,
          slide_index: 1,
        }),
      ]);

    // An error notification: the page the offline app could not open sends the shopper home
    // with the reason (the service worker's notice in the address).
    const unavailable = text(
      lang,
      'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
    );
    await page.goto('/?offline=unavailable');
    await hydrated(page);
    await expect(
      page.getByRole('region', { name: text(lang, 'Notifications') }).getByText(unavailable),
    ).toBeVisible();
    await expect
      .poll(() => eventsNamed(entries, 'text_message'))
      .toEqual([expect.objectContaining({ message_type: 'danger', message_text: unavailable })]);

    // The product page names the product's brand and categories (view_item).
    await page.goto(ROMPER_PATH);
    await hydrated(page);
    await expect.poll(() => eventsNamed(entries, 'view_item')).toHaveLength(1);
    const viewed = onlyItem(eventsNamed(entries, 'view_item')[0]);
    const named = brandAndCategories(viewed);
    expect(named.item_brand).toEqual(expect.any(String));
    expect(named.item_brand).not.toBe('Kindershop');
    expect(named.item_category).toEqual(expect.any(String));
    const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';

    // On the wishlist: the product with its chosen variant, price, brand and categories.
    await page
      .getByRole('button', { name: text(lang, '{name} on the wishlist', { name }), exact: true })
      .click();
    await expect.poll(() => eventsNamed(entries, 'add_to_wishlist')).toHaveLength(1);
    expect(onlyItem(eventsNamed(entries, 'add_to_wishlist')[0])).toMatchObject({
      item_id: 'SLE-100047',
      item_name: name,
      item_variant: 'SLE-100047-LIL-68',
      price: viewed.price,
      quantity: 1,
      ...named,
    });

    // Into the cart: add_to_cart, and the mini cart shows it (view_cart), each item with the
    // product's brand and categories.
    await page.getByRole('button', { name: text(lang, 'Add to cart'), exact: true }).click();
    const microcart = page.getByRole('dialog', { name: new RegExp(text(lang, 'Shopping cart')) });
    await expect(microcart).toBeVisible();
    await expect.poll(() => eventsNamed(entries, 'view_cart')).toHaveLength(1);
    const added = onlyItem(eventsNamed(entries, 'add_to_cart')[0]);
    expect(added).toMatchObject({ item_id: 'SLE-100047', quantity: 1, ...named });
    expect(onlyItem(eventsNamed(entries, 'view_cart')[0])).toMatchObject({
      item_id: 'SLE-100047',
      item_variant: 'SLE-100047-LIL-68',
      ...named,
    });

    // Out of the cart again: remove_from_cart names the same product, brand and categories.
    const remove = text(lang, 'Remove {name}', { name: '' }).trim();
    await microcart.getByRole('button', { name: new RegExp(`${remove}$`) }).click();
    await expect.poll(() => eventsNamed(entries, 'remove_from_cart')).toHaveLength(1);
    const removed = eventsNamed(entries, 'remove_from_cart')[0];
    expect(removed).toMatchObject({ ecommerce: { currency: 'EUR', value: viewed.price } });
    const removedItem = onlyItem(removed);
    expect(removedItem).toMatchObject({
      item_id: 'SLE-100047',
      item_name: onlyItem(eventsNamed(entries, 'view_cart')[0]).item_name,
      item_variant: 'SLE-100047-LIL-68',
      quantity: 1,
      price: viewed.price,
    });
    expect(brandAndCategories(removedItem)).toEqual(named);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('de at 1366 px, consented', () => {
  test.use({
    viewport: { width: 1366, height: 900 },
    consentChoice: { analytics: true, marketing: false },
  });

  test('making an account (sign_up) and logging in with the password (login) reach the data layer', async ({
    page,
    consoleErrors,
  }) => {
    const lang: Lang = 'de';
    const entries = await recordDataLayer(page);
    await page.goto('/de/');
    await hydrated(page);
    const modal = page.getByRole('dialog');
    const account = page.getByRole('link', { name: text(lang, 'My account') });

    // A new account from the login modal: sign_up, then the login it makes.
    await account.click();
    await modal.getByRole('button', { name: text(lang, 'Create an account') }).click();
    await expect(
      modal.getByRole('heading', { name: text(lang, 'Create an account') }),
    ).toBeVisible();
    const email = uniqueEmail('analytics-signup');
    await modal.getByLabel(text(lang, 'First name')).fill('Sanne');
    await modal.getByLabel(text(lang, 'Last name')).fill('de Vries');
    await modal.getByLabel(text(lang, 'E-mail address')).fill(email);
    await modal.getByLabel(text(lang, 'Password'), { exact: true }).fill(PASSWORD);
    await modal.getByLabel(text(lang, 'Repeat password')).fill(PASSWORD);
    await modal.getByRole('button', { name: text(lang, 'Create an account') }).click();
    await expect(modal).toBeHidden();
    await expect
      .poll(() => entries.filter((entry) => entry.event === 'sign_up' || entry.event === 'login'))
      .toEqual([
        expect.objectContaining({ event: 'sign_up', method: 'password' }),
        expect.objectContaining({ event: 'login', method: 'password' }),
      ]);

    // Logged out and in again with the password: one more login.
    await account.click();
    await expect(page).toHaveURL(/\/de\/my-account$/);
    await page.getByRole('button', { name: text(lang, 'Log out') }).click();
    await expect(page.getByText(text(lang, "You're logged out")).last()).toBeVisible();
    await account.click();
    await modal.getByLabel(text(lang, 'E-mail address')).fill(email);
    await modal.getByLabel(text(lang, 'Password'), { exact: true }).fill(PASSWORD);
    await modal.getByRole('button', { name: text(lang, 'Log in'), exact: true }).click();
    await expect(modal).toBeHidden();
    await expect.poll(() => eventsNamed(entries, 'login')).toHaveLength(2);
    expect(eventsNamed(entries, 'login')[1]).toMatchObject({ method: 'password' });
    expect(eventsNamed(entries, 'sign_up')).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });
});
