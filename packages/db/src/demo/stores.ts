/**
 * The demo shop's physical stores (ten Dutch, six German, in real shopping streets) and what
 * each holds of the catalogue. Store stock is a pure function of (store code, sku), so every
 * database seeded from the same catalogue gets the same shelves, whatever order rows load in.
 */
import type { OpeningHours } from '../schema.ts';

export interface DemoStore {
  code: string;
  name: string;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  countryId: 'NL' | 'DE';
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  isPickupLocation: boolean;
  openingHours: OpeningHours;
  active: boolean;
}

/** Dutch high streets: short Monday, a late Thursday (koopavond), closed on Sunday. */
const NL_HOURS: OpeningHours = {
  '1': '12:00-18:00',
  '2': '09:30-18:00',
  '3': '09:30-18:00',
  '4': '09:30-21:00',
  '5': '09:30-18:00',
  '6': '09:30-17:00',
};
/** Some Dutch cities keep their shopping evening on Friday. */
const NL_HOURS_FRIDAY_EVENING: OpeningHours = {
  ...NL_HOURS,
  '4': '09:30-18:00',
  '5': '09:30-21:00',
};
/** German city centres: long days, a later Thursday, closed on Sunday (Ladenschluss). */
const DE_HOURS: OpeningHours = {
  '1': '10:00-19:00',
  '2': '10:00-19:00',
  '3': '10:00-19:00',
  '4': '10:00-20:00',
  '5': '10:00-19:00',
  '6': '10:00-18:00',
};

function store(
  code: string,
  city: string,
  countryId: 'NL' | 'DE',
  address: { street: string; houseNumber: string; postcode: string; phone: string },
  latitude: number,
  longitude: number,
  extra: Partial<Pick<DemoStore, 'isPickupLocation' | 'openingHours' | 'name'>> = {},
): DemoStore {
  return {
    code,
    name: extra.name ?? `Kindershop ${city}`,
    ...address,
    city,
    countryId,
    email: `${code}@kindershop.example`,
    latitude,
    longitude,
    isPickupLocation: extra.isPickupLocation ?? true,
    openingHours: extra.openingHours ?? (countryId === 'NL' ? NL_HOURS : DE_HOURS),
    active: true,
  };
}

export const DEMO_STORES: readonly DemoStore[] = [
  store(
    'amsterdam',
    'Amsterdam',
    'NL',
    { street: 'Kalverstraat', houseNumber: '92', postcode: '1012 PH', phone: '+31 20 625 1840' },
    52.3695,
    4.8917,
  ),
  store(
    'rotterdam',
    'Rotterdam',
    'NL',
    { street: 'Lijnbaan', houseNumber: '58', postcode: '3012 EN', phone: '+31 10 411 2760' },
    51.9208,
    4.4745,
    { openingHours: NL_HOURS_FRIDAY_EVENING },
  ),
  store(
    'den-haag',
    'Den Haag',
    'NL',
    { street: 'Spuistraat', houseNumber: '40', postcode: '2511 BE', phone: '+31 70 346 0915' },
    52.0774,
    4.3118,
  ),
  store(
    'utrecht',
    'Utrecht',
    'NL',
    { street: 'Oudegracht', houseNumber: '141', postcode: '3511 AZ', phone: '+31 30 231 4467' },
    52.0917,
    5.1197,
  ),
  store(
    'eindhoven',
    'Eindhoven',
    'NL',
    { street: 'Demer', houseNumber: '25', postcode: '5611 AS', phone: '+31 40 244 7302' },
    51.4389,
    5.4772,
    { openingHours: NL_HOURS_FRIDAY_EVENING },
  ),
  store(
    'groningen',
    'Groningen',
    'NL',
    { street: 'Herestraat', houseNumber: '60', postcode: '9711 LM', phone: '+31 50 313 6628' },
    53.2158,
    6.5673,
  ),
  store(
    'nijmegen',
    'Nijmegen',
    'NL',
    { street: 'Broerstraat', houseNumber: '35', postcode: '6511 KL', phone: '+31 24 322 5190' },
    51.8465,
    5.8645,
  ),
  store(
    'breda',
    'Breda',
    'NL',
    { street: 'Ginnekenstraat', houseNumber: '30', postcode: '4811 JG', phone: '+31 76 521 8843' },
    51.5863,
    4.7766,
  ),
  // A small shop-in-shop without a counter for web orders: in the store locator, not a pick-up.
  store(
    'zwolle',
    'Zwolle',
    'NL',
    { street: 'Diezerstraat', houseNumber: '70', postcode: '8011 RK', phone: '+31 38 421 0537' },
    52.5136,
    6.0938,
    { isPickupLocation: false },
  ),
  store(
    'maastricht',
    'Maastricht',
    'NL',
    { street: 'Grote Staat', houseNumber: '20', postcode: '6211 CV', phone: '+31 43 321 7714' },
    50.8495,
    5.6909,
  ),
  store(
    'berlin-mitte',
    'Berlin',
    'DE',
    {
      street: 'Rosenthaler Straße',
      houseNumber: '40',
      postcode: '10178',
      phone: '+49 30 2804 5512',
    },
    52.5259,
    13.4017,
    { name: 'Kindershop Berlin-Mitte' },
  ),
  store(
    'hamburg',
    'Hamburg',
    'DE',
    { street: 'Spitalerstraße', houseNumber: '12', postcode: '20095', phone: '+49 40 3250 6671' },
    53.5515,
    10.0027,
  ),
  store(
    'koeln',
    'Köln',
    'DE',
    { street: 'Schildergasse', houseNumber: '70', postcode: '50667', phone: '+49 221 2577 340' },
    50.9362,
    6.9527,
  ),
  store(
    'duesseldorf',
    'Düsseldorf',
    'DE',
    { street: 'Schadowstraße', houseNumber: '50', postcode: '40212', phone: '+49 211 8693 215' },
    51.2266,
    6.7838,
  ),
  store(
    'muenchen',
    'München',
    'DE',
    {
      street: 'Kaufingerstraße',
      houseNumber: '15',
      postcode: '80331',
      phone: '+49 89 2602 7748',
    },
    48.1388,
    11.5708,
  ),
  // A showroom for prams and car seats: advice and test drives, no pick-up of web orders.
  store(
    'frankfurt',
    'Frankfurt am Main',
    'DE',
    { street: 'Zeil', houseNumber: '90', postcode: '60313', phone: '+49 69 2199 4406' },
    50.1145,
    8.6856,
    { isPickupLocation: false, name: 'Kindershop Frankfurt' },
  ),
];

/** Share of the assortment a store does not hold at all (no shelf stock). */
const NOT_HELD_PERCENT = 35;

/**
 * What a store holds of a sku: 0 for about a third of the assortment, otherwise 1 to 8, small
 * numbers more often (a shelf holds a few of each). FNV-1a over the pair, then a final mix so that
 * neighbouring skus ('…-56', '…-62') do not get neighbouring numbers.
 */
export function demoStoreQty(storeCode: string, sku: string): number {
  let h = 0x811c9dc5;
  const key = `${storeCode}\u0000${sku}`;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h >>>= 0;
  if (h % 100 < NOT_HELD_PERCENT) return 0;
  // Two draws of 0..3 summed: 1..7 peaks in the middle; an extra one now and then reaches 8.
  const bits = Math.floor(h / 100);
  return 1 + (bits & 3) + ((bits >>> 2) & 3) + ((bits >>> 4) & 7 ? 0 : 1);
}

/** The store_stock rows of the given stores and skus; skus a store does not hold get no row. */
export function buildDemoStoreStock(
  storeCodes: readonly string[],
  skus: readonly string[],
): { storeCode: string; sku: string; qty: number }[] {
  return [...demoStoreStockRows(storeCodes, skus)];
}

/** The same rows, made one at a time (a large catalogue's shelves are millions of rows). */
export function* demoStoreStockRows(
  storeCodes: readonly string[],
  skus: readonly string[],
): Generator<{ storeCode: string; sku: string; qty: number }> {
  for (const storeCode of storeCodes) {
    for (const sku of skus) {
      const qty = demoStoreQty(storeCode, sku);
      if (qty > 0) yield { storeCode, sku, qty };
    }
  }
}
