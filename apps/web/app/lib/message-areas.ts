/**
 * Message areas loaded when a feature needs them (lib/i18n.ts): the checkout's texts are not sent
 * with every page; the checkout, the return pages, the order queue and the offline-order dialog
 * load them first. The texts of the API's error answers load when an error is shown; the birth
 * list's when a birth list page or the birth list mode shows; the store locator's pages send theirs
 * with their data. The birth list's public page sends
 * its texts with its data (its loader); the cart's label of a gift line loads them. The server
 * loads every area at start (entry.server.tsx).
 */
import { useEffect, useState } from 'react';
import { type Locale, type Messages, mergeMessages } from './i18n.ts';

const AREAS = {
  checkout: {
    'nl-NL': () => import('../i18n/nl-NL/checkout.json'),
    'de-DE': () => import('../i18n/de-DE/checkout.json'),
  },
  errors: {
    'nl-NL': () => import('../i18n/nl-NL/errors.json'),
    'de-DE': () => import('../i18n/de-DE/errors.json'),
  },
  // The birth list's public page gets them with its data; the cart's gift label loads them.
  'birthlist-public': {
    'nl-NL': () => import('../i18n/nl-NL/birthlist-public.json'),
    'de-DE': () => import('../i18n/de-DE/birthlist-public.json'),
  },
  // The parents' birth list pages and its product page mode (the information page gets its texts
  // with its loader data, lib/birthlist-messages.server.ts).
  birthlist: {
    'nl-NL': () => import('../i18n/nl-NL/birthlist.json'),
    'de-DE': () => import('../i18n/de-DE/birthlist.json'),
  },
  // The store stock dialog of the product page and the in-store pages (their loaders send them
  // with the page's data for the server render, lib/in-store-messages.server.ts).
  'in-store': {
    'nl-NL': () => import('../i18n/nl-NL/in-store.json'),
    'de-DE': () => import('../i18n/de-DE/in-store.json'),
  },
  // The return form of an order and the returns on the order page.
  returns: {
    'nl-NL': () => import('../i18n/nl-NL/returns.json'),
    'de-DE': () => import('../i18n/de-DE/returns.json'),
  },
  // The store locator's pages get them with their data (lib/stores-messages.server.ts).
  stores: {
    'nl-NL': () => import('../i18n/nl-NL/stores.json'),
    'de-DE': () => import('../i18n/de-DE/stores.json'),
  },
} satisfies Record<string, Record<Locale, () => Promise<{ default: object }>>>;
export type MessageArea = keyof typeof AREAS;

const loaded = new Map<string, Promise<void>>();

/** Loads an area of messages into a locale's catalogue, once. */
export function loadMessageArea(locale: Locale, area: MessageArea): Promise<void> {
  const key = `${locale}:${area}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = AREAS[area]
      [locale]()
      .then((module) => mergeMessages(locale, module.default as Partial<Messages>));
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/** Every area of every locale (the server, at start; tests). */
export async function loadAllMessageAreas(): Promise<void> {
  const jobs: Promise<void>[] = [];
  for (const area of Object.keys(AREAS) as MessageArea[]) {
    for (const locale of Object.keys(AREAS[area]) as Locale[]) {
      jobs.push(loadMessageArea(locale, area));
    }
  }
  await Promise.all(jobs);
}

/**
 * Whether an area's messages are there: false on the server render and the first client render
 * (so both render the same), true once loaded in the browser.
 */
export function useMessageArea(locale: Locale, area: MessageArea): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    loadMessageArea(locale, area).then(
      () => current && setReady(true),
      (error: unknown) => console.warn(`[i18n] the ${area} texts could not be loaded:`, error),
    );
    return () => {
      current = false;
    };
  }, [locale, area]);
  return ready;
}
