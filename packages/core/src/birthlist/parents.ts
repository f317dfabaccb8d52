/**
 * The rules of the parents' side of a birth list as the storefront keeps it (secondary-areas §4
 * "Birth list", §9): which list counts (an inactive one is absent), the items after an answer of
 * the API, the link a list is shared by, a url key proposed from the parents' names, the earliest
 * expected date a form offers, how far a donation item got, and which items read their products
 * at once (a page of 50, then "show more").
 */
import type { CartProductOption } from '../cart/types.ts';
import { shopCalendarDay } from '../shop-time.ts';
import type { StoreCode } from '../store-views.ts';
import { BIRTHLIST_URL_KEY_MAX, BIRTHLIST_URL_KEY_MIN, urlKeyProblem } from './rules.ts';

/**
 * Items whose products load at once; "show more" adds as many again (spec §9: birth list page
 * 50). Its own constant: a shared one would make the script every page loads export it.
 */
export const BIRTHLIST_PAGE_SIZE = 50;

/** The path of a list's public page under a store view's base (spec §9: path geboortelijst). */
export const BIRTHLIST_PUBLIC_PATH = '/geboortelijst';

/** What the rules read of a list: its activity flag. */
export interface ActivityFlag {
  is_active: 0 | 1;
}

/** The list the storefront works with: an inactive list counts as none (spec §4). */
export function activeBirthList<T extends ActivityFlag>(list: T | null | undefined): T | null {
  return list && list.is_active === 1 ? list : null;
}

/** What the rules read of an item: its id. */
export interface ItemId {
  birthlist_item_id: number;
}

/**
 * The items after the API answered an item (a create or an update): the same item replaced in
 * place (adding a product again raises the wanted quantity of its item), a new one at the end.
 */
export function withSavedItem<T extends ItemId>(items: readonly T[], saved: T): T[] {
  const at = items.findIndex((item) => item.birthlist_item_id === saved.birthlist_item_id);
  if (at === -1) return [...items, saved];
  return items.map((item, index) => (index === at ? saved : item));
}

/** The items without the one the API removed. */
export function withoutItem<T extends ItemId>(items: readonly T[], itemId: number): T[] {
  return items.filter((item) => item.birthlist_item_id !== itemId);
}

/**
 * The link family and friends open: the shop's origin, the store view's base (/de for the
 * German view) and the public path with the url key.
 */
export function birthListShareUrl(origin: string, storeCode: StoreCode, urlKey: string): string {
  const base = storeCode === 'de' ? '/de' : '';
  return `${origin.replace(/\/+$/, '')}${base}${BIRTHLIST_PUBLIC_PATH}/${encodeURIComponent(urlKey)}`;
}

/**
 * A url key proposed from the parents' names: letters without their accents, in lower case,
 * words joined by single hyphens, at most 60 characters, cut at a word. Empty when nothing
 * usable is left (fewer than 3 characters).
 */
export function suggestUrlKey(displayName: string): string {
  const words = displayName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let key = '';
  for (const word of words) {
    const next = key ? `${key}-${word}` : word;
    if (next.length > BIRTHLIST_URL_KEY_MAX) break;
    key = next;
  }
  if (key === '' && words[0]) key = words[0].slice(0, BIRTHLIST_URL_KEY_MAX);
  return key.length >= BIRTHLIST_URL_KEY_MIN && urlKeyProblem(key) === null ? key : '';
}

/**
 * The earliest expected date a form offers ('YYYY-MM-DD'): the day after today, as the rule
 * "in the future" counts days (the shop's calendar days).
 */
export function earliestExpectedDate(today: Date = new Date()): string {
  const day = shopCalendarDay(today);
  const next = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1));
  return next.toISOString().slice(0, 10);
}

/** How far a donation item got, in whole percent from 0 to 100 (beyond the target: 100). */
export function donationProgress(contributed: number, target: number): number {
  if (!(target > 0) || !(contributed > 0)) return 0;
  return Math.min(100, Math.floor((contributed / target) * 100));
}

/**
 * The items whose products are read now: the first `shown` (a multiple of the page size), and
 * whether more are left for "show more".
 */
export function itemsToShow<T>(
  items: readonly T[],
  pages: number,
): { shown: T[]; hasMore: boolean } {
  const count = Math.max(1, Math.floor(pages)) * BIRTHLIST_PAGE_SIZE;
  return { shown: items.slice(0, count), hasMore: items.length > count };
}

/** What the product page would put in the cart: the line's product, options and quantity. */
export interface ChosenLine {
  sku: string;
  qty: number;
  type_id: string;
  product_option?: CartProductOption | undefined;
}

/** A product as a birth list item takes it: the chosen sku, its options and the wanted quantity. */
export interface BirthListProductChoice {
  sku: string;
  qty: number;
  product_option?: {
    extension_attributes: Pick<
      NonNullable<CartProductOption['extension_attributes']>,
      'bundle_options' | 'custom_options'
    >;
  };
}

/**
 * The birth list item of a line the product page built (birth list mode of the add-to-cart
 * button): the line's own sku (a configurable's chosen child names its options itself), the
 * bundle and custom options it carries, and the quantity. Null for a configurable whose options
 * are not all chosen yet: no child to put on the list.
 */
export function birthListItemOfLine(line: ChosenLine): BirthListProductChoice | null {
  const options = line.product_option?.extension_attributes ?? {};
  if (line.type_id === 'configurable' && !options.configurable_item_options?.length) return null;
  const kept = {
    ...(options.bundle_options?.length ? { bundle_options: options.bundle_options } : {}),
    ...(options.custom_options?.length ? { custom_options: options.custom_options } : {}),
  };
  return {
    sku: line.sku,
    qty: line.qty,
    ...(Object.keys(kept).length > 0 ? { product_option: { extension_attributes: kept } } : {}),
  };
}

/**
 * An amount typed in euros in cents: "250", "249,95", "249.95", "1.250,50", "1,250.50", with or
 * without a euro sign. The last separator followed by one or two digits is the decimal one; other
 * dots, commas and spaces group thousands. Null when it is no amount or not above 0.
 */
export function parseEuroAmount(text: string): number | null {
  const cleaned = text.replace(/€|\s/g, '');
  if (!/^\d[\d.,]*$/.test(cleaned)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(cleaned);
  const whole = (decimal ? cleaned.slice(0, decimal.index) : cleaned).replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole) || whole.length > 9) return null;
  const cents = Number(whole) * 100 + (decimal ? Number((decimal[1] ?? '').padEnd(2, '0')) : 0);
  return cents > 0 ? cents : null;
}

/**
 * A calendar date 'YYYY-MM-DD' (the expected date) written out in a locale: the day itself,
 * whatever the time zone of the browser. Anything else is left as it is.
 */
export function formatCalendarDate(date: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
