/**
 * Checkout journeys: a logged-in shopper checks out with iDEAL and approves at the test
 * provider → the return page → the order in the account; cancels at the provider → the failed
 * page with the cart kept; picks up in a store and pays on delivery; chooses the payment method
 * just before the order, whose storing on the cart never comes after it; places an order offline,
 * which is queued and sent when the browser is back online (on the thank-you page by itself,
 * elsewhere after the offline-order confirmation); the background sync after a network error.
 * The login is made over the API (the account journeys test the forms) and put into the page's
 * storage, as the login modal does.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, hydrated, seriousViolations, test, uniqueEmail } from './fixtures.ts';

const ROMPER_LILA_68 = '/p/SLE-100047/lotje-en-lars-basic-boxpakje/SLE-100047-LIL-68';
const PASSWORD = 'Wandel-Wagen-2026';
const ACCESS_TOKEN_KEY = 'shop/user/current-token';
const REFRESH_TOKEN_KEY = 'shop/user/current-refresh-token';

interface Customer {
  email: string;
  token: string;
}

/** A new customer, logged in over the API. */
async function newCustomer(request: APIRequestContext, label: string): Promise<Customer> {
  const email = uniqueEmail(label);
  const created = await request.post('/api/user/create?storeCode=nl', {
    data: { customer: { email, firstname: 'Sanne', lastname: 'de Vries' }, password: PASSWORD },
  });
  expect(created.status()).toBe(200);
  const login = await request.post('/api/user/login', {
    data: { username: email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const body = await login.json();
  await page_tokens.set(email, { token: body.result, refreshToken: body.meta.refreshToken });
  return { email, token: body.result };
}

/** The tokens of the customers made in this file, to put into a page's storage. */
const page_tokens = new Map<string, { token: string; refreshToken: string }>();

/** Opens the shop with the customer's login stored, as the login modal leaves it. */
async function logIn(page: Page, customer: Customer) {
  await page.goto('/');
  const tokens = page_tokens.get(customer.email);
  await page.evaluate(
    ([keys, values]) => {
      localStorage.setItem(keys[0], values[0]);
      localStorage.setItem(keys[1], values[1]);
    },
    [
      [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY],
      [tokens?.token ?? '', tokens?.refreshToken ?? ''],
    ] as const,
  );
}

async function orderHistory(request: APIRequestContext, customer: Customer) {
  const response = await request.get('/api/user/order-history', {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).result.items as {
    increment_id: string;
    status: string;
    payment: { method: string; status: string };
    pickup_location_code: string | null;
  }[];
}

/** The skus in the customer's active server cart (the one the next login or device gets). */
async function serverCartSkus(request: APIRequestContext, customer: Customer): Promise<string[]> {
  const headers = { authorization: `Bearer ${customer.token}` };
  const created = await request.post('/api/cart/create', { headers });
  const cartId = (await created.json()).result as string;
  const pulled = await request.get(`/api/cart/pull?cartId=${encodeURIComponent(cartId)}`, {
    headers,
  });
  return ((await pulled.json()).result as { sku: string }[]).map((item) => item.sku);
}

/** The steps of the checkout that every journey takes. */
class CheckoutSteps {
  constructor(private readonly page: Page) {}

  async addRomperToCart() {
    await this.page.goto(ROMPER_LILA_68);
    await hydrated(this.page);
    await this.page.getByRole('button', { name: 'In winkelmand' }).click();
    const microcart = this.page.getByRole('dialog', { name: /Winkelmand/ });
    await expect(microcart.getByRole('link', { name: /Basic boxpakje/ })).toBeVisible();
    await microcart.getByRole('link', { name: 'Naar de kassa' }).click();
    await expect(this.page).toHaveURL(/\/checkout$/);
    await expect(this.page.getByRole('heading', { name: 'Afrekenen', level: 1 })).toBeVisible();
  }

  async fillAddress(postcode = '3511 AB', city = 'Utrecht') {
    const page = this.page;
    // The account's names and e-mail are there already.
    await expect(page.getByLabel('Voornaam')).toHaveValue('Sanne');
    await page.getByLabel('Postcode').fill(postcode);
    await page.getByLabel('Huisnummer').fill('12');
    await page.getByLabel('Toevoeging').fill('b');
    await page.getByLabel('Straat').fill('Oudegracht');
    await page.getByLabel('Plaats').fill(city);
    await page.getByRole('button', { name: 'Adres opslaan' }).click();
    await expect(page.getByText('We gebruiken dit adres voor je bestelling.')).toBeVisible();
  }

  async chooseShipping(name: string) {
    await this.page.getByRole('radio', { name: new RegExp(name) }).check();
  }

  async choosePayment(name: string | RegExp) {
    await this.page.getByRole('radio', { name }).check();
  }

  async placeOrder() {
    await this.page.getByRole('button', { name: 'Bestellen en betalen' }).click();
  }

  /** Places a cash-on-delivery order with the browser offline: it waits to be sent. */
  async placeOffline(context: BrowserContext) {
    await this.prepareCashOnDelivery();
    await context.setOffline(true);
    await this.placeOrder();
    await expect(
      this.page.getByRole('heading', { name: 'Je bestelling wacht om verstuurd te worden' }),
    ).toBeVisible();
  }

  /** Address, standard delivery and cash on delivery: ready to place. */
  async prepareCashOnDelivery() {
    await this.fillAddress();
    await this.chooseShipping('Standaard bezorging');
    await this.choosePayment('Rembours');
  }
}

async function startCheckout(page: Page, request: APIRequestContext, label: string) {
  const customer = await newCustomer(request, label);
  await logIn(page, customer);
  const checkout = new CheckoutSteps(page);
  await checkout.addRomperToCart();
  return { customer, checkout };
}

test.describe('checkout', () => {
  test('needs a login, with the login-required message and the e-mail step', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/checkout');
    await hydrated(page);
    await expect(page.getByText('Log in om af te rekenen.')).toBeVisible();
    // The login starts with the e-mail address alone (a new one makes an account without password).
    const details = page.getByRole('region', { name: 'Je gegevens' });
    await expect(details.getByLabel('E-mailadres', { exact: true })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Verder naar je adres' })).toBeVisible();
    await page.goto('/de/checkout');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Kasse', level: 1 })).toBeVisible();
    await expect(page.getByText('Bitte melden Sie sich an, um zur Kasse zu gehen.')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Ihre Angaben' })
        .getByLabel('E-Mail-Adresse', { exact: true }),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('iDEAL approved at the provider: return page, cart emptied, order paid in the account', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { customer, checkout } = await startCheckout(page, request, 'ideal');
    // No shipping method before the address is saved; field rules of NL postcodes.
    await expect(
      page.getByText('Sla eerst je adres op, dan kun je een bezorgmethode kiezen.'),
    ).toBeVisible();
    await page.getByLabel('Postcode').fill('12345');
    await page.getByRole('button', { name: 'Adres opslaan' }).click();
    await expect(page.getByLabel('Postcode')).toHaveAccessibleDescription(
      'Deze postcode is niet geldig',
    );
    await checkout.fillAddress();
    expect(await seriousViolations(page)).toEqual([]);

    await checkout.chooseShipping('Standaard bezorging');
    // The chosen method goes to the cart (debounced), marked to skip the method's own checks.
    const selected = page.waitForRequest((request) =>
      request.url().includes('/api/ext/cart-extend/selected-payment-method'),
    );
    await checkout.choosePayment('iDEAL');
    await page.getByLabel('Je bank').selectOption('INGBNL2A');
    const { method } = (await selected).postDataJSON();
    expect(method.method).toBe('buckaroo_magento2_ideal');
    expect(JSON.parse(method.additional_data[0])).toMatchObject({ buckaroo_skip_validation: true });
    await expect(page.getByRole('complementary', { name: 'Overzicht' })).toContainText(
      'Verzendkosten',
    );
    await checkout.placeOrder();

    // The test provider's page, plainly marked as a test.
    await expect(page).toHaveURL(/\/test-payment\/pay\//);
    await expect(page.getByText(/test/i).first()).toBeVisible();
    await page.getByRole('button', { name: 'Betaling goedkeuren' }).click();

    await expect(page).toHaveURL(/\/checkout-return\?order_hash=/);
    await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
    await expect(page.getByText('We hebben je betaling ontvangen.')).toBeVisible();
    const number = (await page.getByTestId('order-number').textContent()) ?? '';
    expect(number).toMatch(/^NL\d{9}$/);
    expect(await seriousViolations(page)).toEqual([]);

    // The cart is empty, in the browser and on the server; the order is in the account, paid.
    await expect(
      page.getByRole('navigation', { name: 'Snelkoppelingen' }).getByText(/in winkelmand/),
    ).toHaveCount(0);
    expect(await serverCartSkus(request, customer)).toEqual([]);
    const [order] = await orderHistory(request, customer);
    expect(order).toMatchObject({
      increment_id: number,
      status: 'Order Processed',
      payment: { method: 'buckaroo_magento2_ideal', status: 'paid' },
    });
    await page.getByRole('link', { name: 'Bekijk je bestellingen' }).click();
    await expect(page.getByRole('link', { name: number })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText(
      'Bestelling in behandeling',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('canceled at the provider: the failed page, the order canceled, the cart kept', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { customer, checkout } = await startCheckout(page, request, 'cancel');
    await checkout.fillAddress();
    await checkout.chooseShipping('Standaard bezorging');
    await checkout.choosePayment('PayPal');
    await checkout.placeOrder();
    await expect(page).toHaveURL(/\/test-payment\/pay\//);
    await page.getByRole('button', { name: 'Betaling annuleren' }).click();

    await expect(page).toHaveURL(/\/checkout-failed\?order_hash=.*reason=canceled/);
    await expect(page.getByRole('heading', { name: 'Je betaling is niet gelukt' })).toBeVisible();
    await expect(page.getByText('Je hebt de betaling geannuleerd.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const [order] = await orderHistory(request, customer);
    expect(order).toMatchObject({ status: 'canceled', payment: { status: 'canceled' } });

    // The cart still holds the romper, in the browser and on the server (a new customer cart).
    await page.getByRole('link', { name: 'Bekijk winkelmand' }).click();
    await expect(page.getByRole('list', { name: 'Winkelmand' })).toContainText('Basic boxpakje');
    await expect.poll(() => serverCartSkus(request, customer)).toEqual(['SLE-100047-LIL-68']);
    expect(consoleErrors).toEqual([]);
  });

  test('back from the provider’s page with the back button: the cart page with the cart kept', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { customer, checkout } = await startCheckout(page, request, 'back');
    await checkout.fillAddress();
    await checkout.chooseShipping('Standaard bezorging');
    await checkout.choosePayment('PayPal');
    await checkout.placeOrder();
    await expect(page).toHaveURL(/\/test-payment\/pay\//);
    await page.goBack();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('list', { name: 'Winkelmand' })).toContainText('Basic boxpakje');
    // The order waits for its payment: placed, not paid.
    const [order] = await orderHistory(request, customer);
    expect(order).toMatchObject({ status: 'Order Placed', payment: { status: 'pending' } });
    expect(consoleErrors).toEqual([]);
  });

  test('pick-up in a store, paid on delivery: the store’s address and stock', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { customer, checkout } = await startCheckout(page, request, 'pickup');
    await checkout.fillAddress();
    await checkout.chooseShipping('Ophalen in de winkel');
    const stores = page.getByRole('group', { name: 'Ophaallocatie' });
    // Stores near the shopper's postcode, nearest first; the first is chosen.
    await expect(stores.getByRole('radio').first()).toBeChecked();
    const firstStore = (await stores.getByRole('radio').first().getAttribute('value')) ?? '';
    await expect(stores).toContainText('Utrecht');
    await page.getByLabel('Postcode of plaats').fill('Amsterdam');
    await page
      .getByRole('region', { name: 'Bezorging' })
      .getByRole('button', { name: 'Zoeken' })
      .click();
    await expect(stores).toContainText('Amsterdam');
    const chosen = (await stores.getByRole('radio').first().getAttribute('value')) ?? '';
    expect(chosen).not.toBe(firstStore);
    await expect(page.getByRole('complementary', { name: 'Overzicht' })).toContainText(
      'Ophalen bij',
    );
    await checkout.choosePayment('Rembours');
    expect(await seriousViolations(page)).toEqual([]);
    await checkout.placeOrder();

    await expect(page).toHaveURL(/\/checkout-return\?result=1&order_hash=/);
    await expect(page.getByText(/Je betaalt € [\d,-]+ bij de bezorging\./)).toBeVisible();
    await expect(page.getByText('We laten je weten zodra je bestelling klaarligt.')).toBeVisible();
    const [order] = await orderHistory(request, customer);
    expect(order).toMatchObject({
      status: 'Order Placed',
      pickup_location_code: chosen,
      payment: { method: 'cashondelivery', status: 'pending' },
    });
    expect(consoleErrors).toEqual([]);
  });

  test('a payment method chosen just before the order: no late call reaches the cart the order closed', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // The page's clock: the method is stored on the cart a second after it is chosen, and this
    // journey decides when that second has passed (while the order is on its way).
    await page.clock.install();
    const { customer, checkout } = await startCheckout(page, request, 'late-method');
    await checkout.fillAddress();
    await checkout.chooseShipping('Standaard bezorging');
    const late: string[] = [];
    const refused: string[] = [];
    let orderSent = false;
    page.on('request', (sent) => {
      if (orderSent && sent.url().includes('/selected-payment-method')) late.push(sent.url());
    });
    page.on('response', (answer) => {
      if (answer.url().includes('/api/') && answer.status() >= 400) {
        refused.push(`${answer.status()} ${answer.url()}`);
      }
    });
    // The order reaches the shop and closes the cart; its answer comes back only after the
    // page's clock has run past the method's debounce.
    await page.route('**/api/order', async (route) => {
      orderSent = true;
      const response = await route.fetch();
      await page.clock.runFor(5_000);
      await route.fulfill({ response });
    });
    // The methods come with the delivery method's effects, which run on the page's clock (Preact
    // runs effects after a frame): they are there before that clock stops.
    await expect(page.getByRole('radio', { name: 'Rembours' })).toBeVisible();
    await page.clock.pauseAt(Date.now() + 60_000);
    await checkout.choosePayment('Rembours');
    await checkout.placeOrder();
    await expect(page).toHaveURL(/\/checkout-return\?result=1&order_hash=/);
    await page.clock.resume();
    await expect(page.getByText(/Je betaalt € [\d,-]+ bij de bezorging\./)).toBeVisible();
    const [order] = await orderHistory(request, customer);
    expect(order).toMatchObject({ payment: { method: 'cashondelivery' } });
    expect(late).toEqual([]);
    expect(refused).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('offline: the order is queued, never shown as placed, and sent when back online', async ({
    page,
    context,
    request,
    consoleErrors,
  }) => {
    const { customer, checkout } = await startCheckout(page, request, 'offline');
    await checkout.placeOffline(context);
    await expect(page.getByText(/is nog niet geplaatst/)).toBeVisible();
    expect(await orderHistory(request, customer)).toEqual([]);

    // Back online on the thank-you page: the queue is sent and the page shows the order.
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/checkout-return\?order_hash=/);
    const number = (await page.getByTestId('order-number').textContent()) ?? '';
    expect(number).toMatch(/^NL\d{9}$/);
    const orders = await orderHistory(request, customer);
    expect(orders.map((order) => order.increment_id)).toEqual([number]);
    expectOnlyOfflineErrors(consoleErrors);
  });

  test('an order queued offline elsewhere is offered for confirmation when back online', async ({
    page,
    context,
    request,
    consoleErrors,
  }) => {
    const { customer, checkout } = await startCheckout(page, request, 'confirm');
    await checkout.placeOffline(context);
    await page.close();

    // A new page of the same browser, online, on the home page.
    await context.setOffline(false);
    const next = await context.newPage();
    await next.goto('/');
    const dialog = next.getByRole('dialog', { name: 'Offline geplaatste bestellingen' });
    await expect(dialog).toBeVisible();
    expect(await orderHistory(request, customer)).toEqual([]);
    await dialog.getByRole('button', { name: 'Nu versturen' }).click();
    await expect(next.getByText(/Je bestelling NL\d{9} is geplaatst\./)).toBeVisible();
    expect(await orderHistory(request, customer)).toHaveLength(1);
    expectOnlyOfflineErrors(consoleErrors);
  });

  test('a network error while placing queues the order and asks for the background sync', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { customer, checkout } = await startCheckout(page, request, 'sync');
    await checkout.prepareCashOnDelivery();
    // What the service worker tells the page when the background sync fires.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { swMessages: string[] }).swMessages = seen;
      navigator.serviceWorker.addEventListener('message', (event) => seen.push(event.data?.type));
      navigator.serviceWorker.startMessages();
    });
    await page.route('**/api/order', (route) => route.abort('connectionrefused'));
    await checkout.placeOrder();
    await expect(
      page.getByText('Je bestelling kon door een storing niet worden verstuurd.', { exact: false }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/checkout-return\?queued=/);
    // The sync 'orderSync' is registered; online, Chromium fires it at once, and the worker
    // finds the unsent order in IndexedDB and tells the page.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = (await navigator.serviceWorker
            .ready) as ServiceWorkerRegistration & {
            sync?: { getTags(): Promise<string[]> };
          };
          const tags = (await registration.sync?.getTags()) ?? [];
          const messages = (window as unknown as { swMessages: string[] }).swMessages;
          return tags.includes('orderSync') || messages.includes('order-sync');
        }),
      )
      .toBe(true);
    expect(await orderHistory(request, customer)).toEqual([]);
    // The connection is back: the thank-you page's button sends the order, unless the page's
    // queue (woken by the background sync) sends it first and the button leaves the page. Either
    // way the order is placed once and the page thanks for it.
    await page.unroute('**/api/order');
    void page
      .getByRole('button', { name: 'Bestelling nu versturen' })
      .click()
      .catch(() => undefined);
    await expect.poll(() => orderHistory(request, customer)).toHaveLength(1);
    await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
    expectOnlyOfflineErrors(consoleErrors);
  });
});

/** Offline journeys make the browser log failed loads; any other console error fails. */
function expectOnlyOfflineErrors(consoleErrors: string[]) {
  const others = consoleErrors.filter(
    (error) =>
      !/ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED|Failed to fetch|net::ERR/.test(error),
  );
  expect(others, 'console errors other than failed loads').toEqual([]);
  consoleErrors.length = 0;
}
