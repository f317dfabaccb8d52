import { STORE_VIEWS } from '@shop/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetTokenQueue } from '../lib/customer-token.ts';
import { fakeBirthListApi, item } from './birthlist.fixture.ts';
import {
  addProducts,
  changeItem,
  clearBirthList,
  getBirthListState,
  removeItem,
  startBirthList,
} from './birthlist.ts';

const notify = vi.hoisted(() => vi.fn());
vi.mock('./notifications.ts', () => ({ notify }));

/** The failure notices of the birth list mode, as the shopper reads them (errors.json). */
const FAILED = {
  nl: {
    add: 'Het product kon niet aan je geboortelijst worden toegevoegd',
    update: 'Het product kon niet worden bijgewerkt',
    remove: 'Het product kon niet van je geboortelijst worden verwijderd',
    offline: 'Je bent offline',
  },
  de: {
    add: 'Das Produkt konnte Ihrer Geburtsliste nicht hinzugefügt werden',
    update: 'Das Produkt konnte nicht aktualisiert werden',
    remove: 'Das Produkt konnte nicht von Ihrer Geburtsliste entfernt werden',
    offline: 'Sie sind offline',
  },
};

const ROMPER = { sku: 'SLE-100047-LIL-68', qty: 2, product_option: null };

/** The list's items as the parents' pages read them. */
const items = () => getBirthListState().list?.items;

/** The customer's list, read by the store, and the fake API behind it. */
async function readList(view = STORE_VIEWS.nl) {
  const api = fakeBirthListApi();
  await startBirthList(view);
  expect(items()).toEqual([item(11, 'DIA-101231')]);
  return api;
}

beforeEach(() => {
  resetTokenQueue();
  clearBirthList();
  notify.mockClear();
  // A refused change is logged as well; the shopper's notice is what is checked.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the birth list mode when the API refuses a change', () => {
  it('adds nothing and says the product could not be added, in Dutch', async () => {
    const { server } = await readList(STORE_VIEWS.nl);
    server.refuse = { code: 500 };
    await expect(addProducts(STORE_VIEWS.nl, [ROMPER])).resolves.toBe(false);
    expect(server.calls.at(-1)).toBe('POST /api/ext/birthlist/item/create');
    expect(items()).toEqual([item(11, 'DIA-101231')]);
    expect(notify).toHaveBeenCalledExactlyOnceWith({ type: 'danger', message: FAILED.nl.add });
  });

  it('keeps the quantity and says the product could not be updated, in German', async () => {
    const { server } = await readList(STORE_VIEWS.de);
    server.refuse = { code: 500 };
    await expect(changeItem(STORE_VIEWS.de, 11, { qty: 3 })).resolves.toBe(false);
    expect(server.calls.at(-1)).toBe('PUT /api/ext/birthlist/item/update/11');
    expect(items()).toEqual([item(11, 'DIA-101231')]);
    expect(notify).toHaveBeenCalledExactlyOnceWith({ type: 'danger', message: FAILED.de.update });
  });

  it('keeps the item and says it could not be removed, in Dutch and in German', async () => {
    const { server } = await readList();
    server.refuse = { code: 500 };
    await expect(removeItem(STORE_VIEWS.nl, 11)).resolves.toBe(false);
    await expect(removeItem(STORE_VIEWS.de, 11)).resolves.toBe(false);
    expect(server.calls.filter((call) => call.startsWith('DELETE'))).toHaveLength(2);
    expect(items()).toEqual([item(11, 'DIA-101231')]);
    expect(notify.mock.calls).toEqual([
      [{ type: 'danger', message: FAILED.nl.remove }],
      [{ type: 'danger', message: FAILED.de.remove }],
    ]);
  });

  it('follows the notice with the reason the API named, in the language of the page', async () => {
    const { server } = await readList(STORE_VIEWS.de);
    server.refuse = { code: 400, key: 'birthlist.wanted_below_bought', params: { bought: 2 } };
    await changeItem(STORE_VIEWS.de, 11, { qty: 1 });
    const [[{ type, message }]] = notify.mock.calls as [[{ type: string; message: string }]];
    expect(type).toBe('danger');
    expect(message).toBe(
      `${FAILED.de.update}. Die gewünschte Anzahl kann nicht unter den 2 bereits gekauften liegen.`,
    );
  });

  it('says the shopper is offline when the API cannot be reached', async () => {
    const { server } = await readList(STORE_VIEWS.nl);
    server.unreachable = true;
    await expect(addProducts(STORE_VIEWS.nl, [ROMPER])).resolves.toBe(false);
    expect(items()).toEqual([item(11, 'DIA-101231')]);
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      type: 'danger',
      message: `${FAILED.nl.add}. ${FAILED.nl.offline}`,
    });
  });

  it('takes a removal the API answers 404 (gone already) as done, without a failure notice', async () => {
    const { server } = await readList(STORE_VIEWS.nl);
    // Removed on another device meanwhile.
    server.list = { ...server.list, items: [] };
    await expect(removeItem(STORE_VIEWS.nl, 11)).resolves.toBe(true);
    expect(items()).toEqual([]);
    expect(notify).not.toHaveBeenCalled();
  });
});
