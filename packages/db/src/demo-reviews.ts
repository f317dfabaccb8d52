/**
 * The demo catalogue's product reviews: approved reviews in Dutch and German for about two in
 * five products, made deterministically (the same catalogue always gets the same reviews) from
 * short texts per rating, with varied ratings, names and dates and some verified purchases.
 * Seeded beside the demo catalogue, also on a demo shop seeded before the shop had reviews: only
 * while the reviews table is empty and they were never seeded, so a shop's own reviews (or their
 * removal of the demo's) stay as they are. The products' documents are rebuilt with their rating.
 */
import { STORE_VIEWS } from '@shop/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { bulkInsert } from './bulk-insert.ts';
import { reindexCatalog } from './catalog/indexer.ts';
import type { ShopDatabase } from './client.ts';
import { Rng } from './demo/prng.ts';
import { products, reviews, shopMeta } from './schema.ts';

const SEED_LOCK_ID = 724_190_332;
const DEMO_REVIEWS_META_KEY = 'demo_reviews';
/** Reviews are dated in the months before this day. */
const NEWEST_REVIEW = Date.UTC(2026, 9, 15, 10, 0);
const DAY_MS = 86_400_000;

type Texts = Record<1 | 2 | 3 | 4 | 5, readonly (readonly [string, string])[]>;

const NL: Texts = {
  5: [
    ['Echt een aanrader', 'Precies wat we zochten. Goede kwaliteit en snel geleverd.'],
    [
      'Super blij mee',
      'Onze dochter gebruikt het elke dag, het ziet er na maanden nog als nieuw uit.',
    ],
    ['Top product', 'Stevig, mooi afgewerkt en makkelijk schoon te maken. Zou het zo weer kopen.'],
    [
      'Prachtig',
      'De kleur is in het echt nog mooier dan op de foto. Een cadeau waar iedereen blij van werd.',
    ],
  ],
  4: [
    [
      'Fijn in gebruik',
      'Goede kwaliteit voor de prijs. De handleiding had wat duidelijker mogen zijn.',
    ],
    ['Tevreden', 'Doet wat het moet doen. Valt iets kleiner uit dan verwacht, verder prima.'],
    [
      'Mooi en handig',
      'Ziet er leuk uit in de babykamer. Eén puntje minder omdat het wat lang duurde voor het binnen was.',
    ],
  ],
  3: [
    ['Redelijk', 'Het is oké, maar niet bijzonder. Voor dit geld had ik iets meer verwacht.'],
    ['Gemiddeld', 'Functioneel, maar de stof voelt wat dun aan. We zien hoe het zich houdt.'],
  ],
  2: [
    ['Valt tegen', 'Na een paar weken gingen de naden al los. Jammer, want het zag er goed uit.'],
    ['Niet wat ik hoopte', 'De maat klopt niet met de tabel. Retourneren ging wel makkelijk.'],
  ],
  1: [['Helaas niet goed', 'Kwam beschadigd aan en de vervanging had hetzelfde probleem.']],
};

const DE: Texts = {
  5: [
    [
      'Absolut empfehlenswert',
      'Genau das, was wir gesucht haben. Sehr gute Qualität und schnelle Lieferung.',
    ],
    [
      'Wir sind begeistert',
      'Unser Sohn nutzt es jeden Tag, und es sieht nach Monaten noch wie neu aus.',
    ],
    [
      'Tolles Produkt',
      'Stabil, schön verarbeitet und leicht zu reinigen. Würde ich sofort wieder kaufen.',
    ],
    [
      'Wunderschön',
      'Die Farbe ist in echt noch schöner als auf dem Foto. Ein gelungenes Geschenk.',
    ],
  ],
  4: [
    ['Gut im Alltag', 'Gute Qualität für den Preis. Die Anleitung könnte etwas klarer sein.'],
    ['Zufrieden', 'Erfüllt seinen Zweck. Fällt etwas kleiner aus als erwartet, sonst prima.'],
    [
      'Schön und praktisch',
      'Sieht im Kinderzimmer toll aus. Ein Stern Abzug, weil die Lieferung etwas gedauert hat.',
    ],
  ],
  3: [
    [
      'In Ordnung',
      'Es ist okay, aber nichts Besonderes. Für den Preis hätte ich etwas mehr erwartet.',
    ],
    [
      'Durchschnittlich',
      'Funktional, aber der Stoff fühlt sich etwas dünn an. Mal sehen, wie lange er hält.',
    ],
  ],
  2: [
    ['Enttäuschend', 'Nach ein paar Wochen lösten sich schon die Nähte. Schade, es sah gut aus.'],
    [
      'Nicht wie erhofft',
      'Die Größe stimmt nicht mit der Tabelle überein. Die Rücksendung war aber einfach.',
    ],
  ],
  1: [['Leider mangelhaft', 'Kam beschädigt an, und der Ersatz hatte dasselbe Problem.']],
};

const NL_NAMES = [
  'Sanne',
  'Lotte',
  'Daan',
  'Femke',
  'Joris',
  'Eva',
  'Mila',
  'Bram',
  'Noor',
  'Ruben',
];
const DE_NAMES = [
  'Anna',
  'Lukas',
  'Marie',
  'Jonas',
  'Lea',
  'Felix',
  'Sophie',
  'Paul',
  'Mia',
  'Jan',
];
/** Mostly happy parents, as in a real shop: weights of ratings 1..5. */
const RATING_WEIGHTS = [1, 2, 4, 10, 14];

export interface DemoReview {
  productId: number;
  storeId: number;
  nickname: string;
  title: string;
  detail: string;
  rating: number;
  verified: boolean;
  createdAt: Date;
}

/**
 * The demo reviews of products (by id, in id order), made one at a time: the same ids give the
 * same reviews. A big catalogue's are millions.
 */
export function* demoReviews(productIds: readonly number[]): Generator<DemoReview> {
  const rng = new Rng(4711);
  for (const productId of productIds) {
    if (!rng.chance(0.4)) continue;
    for (const [storeId, texts, names] of [
      [STORE_VIEWS.nl.id, NL, NL_NAMES],
      [STORE_VIEWS.de.id, DE, DE_NAMES],
    ] as const) {
      const count = rng.int(storeId === STORE_VIEWS.nl.id ? 1 : 0, 6);
      for (let i = 0; i < count; i += 1) {
        const rating = (rng.weightedIndex(RATING_WEIGHTS) + 1) as 1 | 2 | 3 | 4 | 5;
        const [title, detail] = rng.pick(texts[rating]);
        yield {
          productId,
          storeId,
          nickname: rng.pick(names),
          title,
          detail,
          rating,
          verified: rng.chance(0.35),
          createdAt: new Date(NEWEST_REVIEW - rng.int(0, 300) * DAY_MS - rng.int(0, 86_000) * 1000),
        };
      }
    }
  }
}

/** Seeds the demo reviews once on a demo shop (see the module comment). */
export async function ensureDemoReviews(
  shop: ShopDatabase,
  log: (message: string) => void = () => {},
): Promise<{ seeded: boolean; reviews: number }> {
  return shop.withLock(SEED_LOCK_ID, async () => {
    const catalog = await shop.db
      .select({ value: shopMeta.value })
      .from(shopMeta)
      .where(eq(shopMeta.key, 'catalog'))
      .limit(1);
    if ((catalog[0]?.value as { source?: string } | undefined)?.source !== 'demo') {
      return { seeded: false, reviews: 0 };
    }
    const seeded = await insertDemoReviews(shop);
    if (!seeded) return { seeded: false, reviews: 0 };
    await reindexCatalog(shop, { productIds: seeded.reviewed });
    log(`Seeded ${seeded.reviews} product reviews of ${seeded.reviewed.length} products`);
    return { seeded: true, reviews: seeded.reviews };
  });
}

/**
 * Writes the demo reviews of the shown products, unless the shop has reviews or had the demo's
 * once; null when it wrote none. The read model does not show them until the reviewed products
 * are indexed again: the demo catalogue's seed writes them before its first full index.
 */
export async function insertDemoReviews(
  shop: ShopDatabase,
): Promise<{ reviews: number; reviewed: number[] } | null> {
  const seededBefore = await shop.db
    .select({ key: shopMeta.key })
    .from(shopMeta)
    .where(eq(shopMeta.key, DEMO_REVIEWS_META_KEY))
    .limit(1);
  const existing = await shop.db.select({ id: reviews.id }).from(reviews).limit(1);
  if (seededBefore.length > 0 || existing.length > 0) return null;
  const shown = await shop.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.status, 1), inArray(products.visibility, [2, 3, 4])))
    .orderBy(asc(products.id));
  const reviewed: number[] = [];
  let count = 0;
  function* rows() {
    for (const review of demoReviews(shown.map((product) => product.id))) {
      if (reviewed.at(-1) !== review.productId) reviewed.push(review.productId);
      count += 1;
      yield { ...review, reviewStatus: 1, updatedAt: review.createdAt };
    }
  }
  await shop.db.transaction(async (tx) => {
    // Written as they are made: a million products have 2.55 million demo reviews.
    await bulkInsert(tx, reviews, rows(), { rowsPerStatement: REVIEWS_PER_STATEMENT });
    await tx.insert(shopMeta).values({ key: DEMO_REVIEWS_META_KEY, value: { reviews: count } });
  });
  return count > 0 ? { reviews: count, reviewed } : null;
}

/** Reviews per statement of the demo's insert (about 200 bytes of JSON each). */
const REVIEWS_PER_STATEMENT = 5000;
