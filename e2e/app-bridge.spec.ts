/**
 * The shop inside the native app (secondary-areas §4, §5, §6; core-shop §2): a test app frame of
 * a trusted origin (APP_BRIDGE_ORIGINS, e2e/tile-server.ts) frames the shop opened with
 * ?_storyblok_lang=app and talks to it with posted messages. A logged-out shopper tapping the
 * account button is asked 'Please log in to proceed' and offered the app's login screen; the app
 * logs the shopper in with a one-time password, opens the search overlay, sends its push token
 * (kept on the customer) and scan results (the in-store product page, or 'Requested product could not be retrieved.'); a
 * message of another origin is ignored; the app's sign-out logs out. The app's chosen store
 * becomes the shopper's store (select-store) and its "open in-store" opens the in-store page,
 * which shows that store; a select-store of another origin changes nothing.
 */
import type { APIRequestContext, Frame, Page } from '@playwright/test';
import { newApiCustomer } from './customers.ts';
import { expect, test } from './fixtures.ts';
import { readNewestMail } from './mails.ts';
import { tileServerPort } from './tile-server.ts';

/** The EAN-13 of the romper in lila, size 68 (demo catalogue). */
const ROMPER_LILA_68_EAN = '8710470090723';
/** A well-formed EAN-13 that no product has. */
const UNKNOWN_EAN = '4000000000013';
/** A page of another origin than the trusted one (served by the journey itself). */
const UNTRUSTED_ORIGIN = 'http://untrusted.test';

const TEXTS = {
  nl: {
    prefix: '',
    storeCode: 'nl',
    account: 'Mijn account',
    prompt: 'Log in om verder te gaan',
    logIn: 'Inloggen',
    loggedIn: 'Je bent ingelogd',
    loggedOut: 'Je bent uitgelogd',
    notFound: 'Het gevraagde product kon niet worden gevonden.',
    search: 'Zoeken',
    close: 'Sluiten',
    inStore: 'In de winkel',
    store: { slug: 'utrecht', name: 'Kindershop Utrecht' },
    otherStore: 'groningen',
  },
  de: {
    prefix: '/de',
    storeCode: 'de',
    account: 'Mein Konto',
    prompt: 'Bitte melden Sie sich an, um fortzufahren',
    logIn: 'Anmelden',
    loggedIn: 'Sie sind angemeldet',
    loggedOut: 'Sie sind abgemeldet',
    notFound: 'Das gewünschte Produkt konnte nicht gefunden werden.',
    search: 'Suche',
    close: 'Schließen',
    inStore: 'In der Filiale',
    store: { slug: 'berlin-mitte', name: 'Kindershop Berlin-Mitte' },
    otherStore: 'frankfurt',
  },
} as const;

interface AppWindow {
  fromShop: { origin: string; data: unknown }[];
  sendToShop(message: unknown): void;
}

/** Opens the test app frame around the shop page `path`; resolves with the shop's frame. */
async function openInApp(page: Page, path: string): Promise<Frame> {
  await page.goto(
    `http://127.0.0.1:${tileServerPort()}/app-frame.html?${new URLSearchParams({ shop: path })}`,
  );
  const frame = page.frame({ name: 'shop' });
  if (!frame) throw new Error('the test app frame has no shop frame');
  await frame.locator('html[data-hydrated="true"][data-app-bridge="on"]').waitFor({
    state: 'attached',
  });
  return frame;
}

function sendToShop(page: Page, message: unknown) {
  return page.evaluate((m) => (window as unknown as AppWindow).sendToShop(m), message);
}

function messagesFromShop(page: Page) {
  return page.evaluate(() =>
    (window as unknown as AppWindow).fromShop.map((entry) => entry.data as { type: string }),
  );
}

/** Asks for a one-time code over the API: the request's id and the mailed code. */
async function oneTimePassword(request: APIRequestContext, email: string, storeCode: string) {
  const asked = await request.post(`/api/ext/one-time-password/request?storeCode=${storeCode}`, {
    data: { email },
  });
  expect(asked.status()).toBe(200);
  const customerId = String((await asked.json()).result.customer_id);
  const mail = await readNewestMail('one_time_password', email);
  return { customerId, code: String(mail.data.code) };
}

for (const [lang, width] of [
  ['nl', 390],
  ['de', 1366],
] as const) {
  const texts = TEXTS[lang];
  test(`the app frames the shop: log-in prompt, login, push token and scans by message; another origin is ignored (${lang}, ${width} px)`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 844 });
    const customer = await newApiCustomer(request, `app-${lang}`, texts.storeCode);
    const debug: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'debug') debug.push(message.text());
    });

    const shop = await openInApp(page, `${texts.prefix}/?_storyblok_lang=app`);

    // Logged out in the app: the account button asks to log in and offers the app's login.
    await shop.getByRole('link', { name: texts.account }).click();
    const prompt = shop.getByRole('dialog', { name: texts.prompt });
    await expect(prompt).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`app-login-prompt-${lang}-${width}.png`) });
    await prompt.getByRole('button', { name: texts.logIn, exact: true }).click();
    await expect(prompt).toBeHidden();
    await expect.poll(() => messagesFromShop(page)).toContainEqual({ type: 'login-screen' });
    expect(new URL(shop.url()).pathname).toBe(`${texts.prefix}/`);

    // A login from another origin is ignored (and logged at debug level).
    const { customerId, code } = await oneTimePassword(request, customer.email, texts.storeCode);
    const login = { type: 'login', customer_id: customerId, one_time_password: code };
    await page.route(`${UNTRUSTED_ORIGIN}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<script>parent.frames[0].postMessage(${JSON.stringify(login)}, '*');</script>`,
      }),
    );
    await page.evaluate((src) => {
      const other = document.createElement('iframe');
      other.src = src;
      other.hidden = true;
      document.body.append(other);
    }, `${UNTRUSTED_ORIGIN}/sender.html`);
    await expect
      .poll(() => debug)
      .toContainEqual(`[app-bridge] ignored a message (untrusted-origin) from ${UNTRUSTED_ORIGIN}`);
    expect(await shop.evaluate(() => localStorage.getItem('shop/user/current-token'))).toBeNull();

    // An unsupported type from the app is ignored too.
    await sendToShop(page, { type: 'delete-everything' });
    await expect
      .poll(() => debug)
      .toContainEqual(
        `[app-bridge] ignored a message (unsupported-type) from http://127.0.0.1:${tileServerPort()}`,
      );

    // The app's login with the one-time password.
    await sendToShop(page, login);
    await expect(shop.getByText(texts.loggedIn)).toBeVisible();

    // The push token is kept on the customer.
    const pushToken = `device-${lang}-${width}-${Date.now()}`;
    await sendToShop(page, { type: 'push-token', token: pushToken });
    await expect
      .poll(async () => {
        const me = await request.get(`/api/user/me?token=${customer.token}`);
        return (await me.json()).result.custom_attributes;
      })
      .toEqual([{ attribute_code: 'push_notification_token', value: pushToken }]);

    // The app's "open search" opens the search overlay on the page the shopper is on.
    await sendToShop(page, { type: 'open-search' });
    const overlay = shop.getByRole('dialog', { name: texts.search, exact: true });
    await expect(overlay).toBeVisible();
    expect(new URL(shop.url()).pathname).toBe(`${texts.prefix}/`);
    await overlay.getByRole('button', { name: texts.close, exact: true }).click();
    await expect(overlay).toBeHidden();

    // Scan results: an unknown product says so, a known one opens its in-store page.
    await sendToShop(page, { type: 'scan-result', code: UNKNOWN_EAN });
    await expect(shop.getByRole('alert')).toHaveText(texts.notFound);
    await sendToShop(page, { type: 'scan-result', code: ROMPER_LILA_68_EAN });
    await expect
      .poll(() => new URL(shop.url()).pathname)
      .toMatch(new RegExp(`^${texts.prefix}/in-store/[a-z0-9-]+$`));
    await expect(shop.getByRole('heading', { level: 1 })).toBeVisible();

    // The app signs out: the shop logs out and does not tell the app again.
    await sendToShop(page, { type: 'sign-out' });
    await expect(shop.getByText(texts.loggedOut)).toBeVisible();
    expect(await shop.evaluate(() => localStorage.getItem('shop/user/current-token'))).toBeNull();
    expect((await messagesFromShop(page)).filter((m) => m.type === 'sign-out')).toEqual([]);
  });
}

/** Makes a page of another origin post `message` to the shop's frame. */
async function sendFromUntrustedOrigin(page: Page, message: unknown) {
  await page.route(`${UNTRUSTED_ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<script>parent.frames[0].postMessage(${JSON.stringify(message)}, '*');</script>`,
    }),
  );
  await page.evaluate((src) => {
    const other = document.createElement('iframe');
    other.src = src;
    other.hidden = true;
    document.body.append(other);
  }, `${UNTRUSTED_ORIGIN}/select-store.html`);
}

for (const [lang, width] of [
  ['nl', 390],
  ['de', 1366],
] as const) {
  const texts = TEXTS[lang];
  test(`the app chooses the shopper's store and opens the in-store page; another origin's choice is ignored (${lang}, ${width} px)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 844 });
    const debug: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'debug') debug.push(message.text());
    });
    const shop = await openInApp(page, `${texts.prefix}/?_storyblok_lang=app`);
    const chosen = () =>
      shop.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.code ?? null,
        `shop/store-location/${texts.storeCode}`,
      );

    // Another origin's choice of store changes nothing.
    await sendFromUntrustedOrigin(page, { type: 'select-store', store: texts.otherStore });
    await expect
      .poll(() => debug)
      .toContainEqual(`[app-bridge] ignored a message (untrusted-origin) from ${UNTRUSTED_ORIGIN}`);
    expect(await chosen()).toBeNull();

    // The app's choice becomes the shopper's store of this store view.
    await sendToShop(page, { type: 'select-store', store: texts.store.slug });
    await expect.poll(chosen).toBe(texts.store.slug);
    expect(new URL(shop.url()).pathname).toBe(`${texts.prefix}/`);

    // "Open in-store": the in-store page, showing the store the app chose.
    await sendToShop(page, { type: 'open-in-store' });
    await expect.poll(() => new URL(shop.url()).pathname).toBe(`${texts.prefix}/in-store`);
    await expect(shop.getByRole('heading', { level: 1, name: texts.inStore })).toBeVisible();
    await expect(shop.getByTestId('in-store-chosen')).toContainText(texts.store.name);
    await page.screenshot({ path: testInfo.outputPath(`app-in-store-${lang}-${width}.png`) });

    // An unknown store from the app changes nothing either.
    await sendToShop(page, { type: 'select-store', store: 'no-such-store' });
    await expect
      .poll(() => debug)
      .toContainEqual('[app-bridge] ignored select-store of an unknown store: no-such-store');
    expect(await chosen()).toBe(texts.store.slug);
    await expect(shop.getByTestId('in-store-chosen')).toContainText(texts.store.name);
  });
}

test('outside the app the bridge does not load and the account button opens the login modal (nl, 390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('link', { name: 'Mijn account' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  expect(await page.locator('html').getAttribute('data-app-bridge')).toBeNull();
  expect(scripts.filter((url) => /app-bridge-runtime/.test(url))).toEqual([]);
});
