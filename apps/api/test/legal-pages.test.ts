/**
 * The legal pages (terms, privacy, cookies, withdrawal, company details) are demo stories whose
 * company facts come from the company settings when they are served, in both store views; a
 * demo shop seeded before they were stories gets them once; CMS pages fill the same placeholders.
 */
import { StoryAnswer } from '@shop/contracts';
import { DEMO_COMPANY_DETAILS } from '@shop/core';
import { ensureDemoStories, schema } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestShop, type TestShop } from './helper.ts';

const BASE = '/api/ext/vsf-storyblok-extension';
const NOW = new Date('2026-11-26T11:00:00Z');

/** An operator's own company settings, none of them the demo's. */
const COMPANY_ENV = {
  SHOP_COMPANY_NAME: 'Babyhuis Noord B.V.',
  SHOP_COMPANY_ADDRESS: 'Grote Markt 7, 9711 LV Groningen',
  SHOP_COMPANY_EMAIL: 'service@babyhuis-noord.example',
  SHOP_COMPANY_PHONE: '+31 50 765 43 21',
  SHOP_COMPANY_REPRESENTATIVES: 'Fenna Bos & Jelle Dijkstra',
  SHOP_COMPANY_REGISTER: 'Kamer van Koophandel (KvK)',
  SHOP_COMPANY_KVK: '87654321',
  SHOP_COMPANY_VAT: 'NL009876543B01',
};

/** The storefront paths of the legal pages, per store view. */
const LEGAL_PATHS = {
  nl: ['algemene-voorwaarden', 'privacy', 'cookies', 'herroepingsrecht', 'bedrijfsgegevens'],
  de: ['agb', 'datenschutz', 'cookies', 'impressum', 'widerrufsrecht'],
} as const;

/** The texts of a story's content, joined. */
function textsOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textsOf).join('\n');
  if (!value || typeof value !== 'object') return '';
  return Object.values(value).map(textsOf).join('\n');
}

async function markDemoCatalogue(t: TestShop): Promise<void> {
  await t.shop.db
    .insert(schema.shopMeta)
    .values({ key: 'catalog', value: { source: 'demo', products: 10, seed: 1 } });
}

describe('the legal pages of a demo shop', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await createTestShop({ seed: 'none', now: () => NOW, env: COMPANY_ENV });
    await markDemoCatalogue(t);
    await ensureDemoStories(t.shop);
    t.app.services.content.invalidate();
  });
  afterAll(() => t.close());

  async function legalStory(store: 'nl' | 'de', path: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `${BASE}/story/${path}`,
      headers: { 'x-vs-store-code': store },
    });
    expect(response.statusCode, `${store}/${path}`).toBe(200);
    return StoryAnswer.parse(response.json()).result.story;
  }

  it('answer every legal page in both views with the company settings filled in', async () => {
    for (const store of ['nl', 'de'] as const) {
      for (const path of LEGAL_PATHS[store]) {
        const story = await legalStory(store, path);
        expect(story.full_slug).toBe(`${store}/${path}`);
        const text = textsOf(story.content);
        expect(text, story.full_slug).not.toContain('{{');
        expect(text, story.full_slug).not.toContain(DEMO_COMPANY_DETAILS.name);
        if (path !== 'cookies')
          expect(text, story.full_slug).toContain(COMPANY_ENV.SHOP_COMPANY_NAME);
      }
    }
  });

  it('state every company setting in the Impressum and the company details page', async () => {
    for (const [store, path] of [
      ['de', 'impressum'],
      ['nl', 'bedrijfsgegevens'],
    ] as const) {
      const text = textsOf((await legalStory(store, path)).content);
      for (const value of Object.values(COMPANY_ENV)) expect(text, path).toContain(value);
    }
  });

  it('give the withdrawal pages the model form addressed to the company', async () => {
    const de = textsOf((await legalStory('de', 'widerrufsrecht')).content);
    expect(de).toContain('Muster-Widerrufsformular');
    expect(de).toContain(
      `– An ${COMPANY_ENV.SHOP_COMPANY_NAME}, ${COMPANY_ENV.SHOP_COMPANY_ADDRESS}, Niederlande, E-Mail: ${COMPANY_ENV.SHOP_COMPANY_EMAIL}:`,
    );
    const nl = textsOf((await legalStory('nl', 'herroepingsrecht')).content);
    expect(nl).toContain('Modelformulier voor herroeping');
    expect(nl).toContain(`— Aan: ${COMPANY_ENV.SHOP_COMPANY_NAME}`);
  });

  it('are each other’s translation, listed in the theme’s legal group and in the sitemap', async () => {
    const impressum = await legalStory('de', 'impressum');
    expect(impressum.alternates.map((alternate) => alternate.full_slug)).toEqual([
      'nl/bedrijfsgegevens',
    ]);
    for (const store of ['nl', 'de'] as const) {
      const theme = await t.app.inject({
        method: 'GET',
        url: `${BASE}/theme/${store}/footer`,
      });
      const groups = theme.json().result as { kind: string; links: { link: unknown }[] }[];
      const legal = groups.find((group) => group.kind === 'legal');
      expect(JSON.stringify(legal?.links.map((item) => item.link))).toContain(
        `${store}/${LEGAL_PATHS[store][3]}`,
      );
      expect(legal?.links).toHaveLength(5);
      const sitemap = await t.app.inject({
        method: 'GET',
        url: `/sitemaps/${store}-content-1.xml`,
      });
      expect(sitemap.statusCode).toBe(200);
      for (const path of LEGAL_PATHS[store]) {
        expect(sitemap.body).toContain(`${store === 'de' ? '/de' : ''}/${path}</loc>`);
      }
    }
    const de = await t.app.inject({ method: 'GET', url: '/sitemaps/de-content-1.xml' });
    expect(de.body).toMatch(/\/de\/impressum<\/loc>.*hreflang="nl" href="[^"]*\/bedrijfsgegevens"/);
  });

  it('fill a CMS page’s company placeholders too, escaped as HTML', async () => {
    await t.shop.db.insert(schema.cmsPages).values({
      id: 90,
      storeCode: 'nl',
      identifier: 'colofon',
      title: 'Colofon',
      content: '<p>{{company:name}}, {{company:representatives}}</p>',
    });
    await t.shop.db.insert(schema.urlRewrites).values({
      storeCode: 'nl',
      requestPath: 'colofon',
      targetPath: 'i/colofon',
      entityType: 'cms_page',
      entityId: 90,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/url/map',
      payload: { url: '/colofon' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result._source.content).toBe(
      '<p>Babyhuis Noord B.V., Fenna Bos &amp; Jelle Dijkstra</p>',
    );
  });
});

describe('a demo shop seeded before the legal pages were stories', () => {
  it('gets them once on start: former CMS pages off, the old cookie path redirected, the legal footer group replaced', async () => {
    const t = await createTestShop({ seed: 'none', now: () => NOW });
    try {
      await markDemoCatalogue(t);
      // The demo of before: its stories seeded, without legal stories; legal CMS pages; a theme
      // whose legal group links those CMS pages.
      await ensureDemoStories(t.shop);
      const legalSlugs = [
        ...LEGAL_PATHS.nl.map((path) => `nl/${path}`),
        ...LEGAL_PATHS.de.map((path) => `de/${path}`),
      ];
      for (const slug of legalSlugs) {
        await t.shop.db
          .delete(schema.contentStories)
          .where(eq(schema.contentStories.fullSlug, slug));
      }
      await t.shop.db.delete(schema.shopMeta).where(eq(schema.shopMeta.key, 'demo_legal_stories'));
      const former = {
        nl: ['/algemene-voorwaarden', '/privacy', '/cookies'],
        de: ['/agb', '/datenschutz', '/cookie-richtlinie'],
      };
      for (const lang of ['nl', 'de'] as const) {
        const [theme] = await t.shop.db
          .select()
          .from(schema.contentStories)
          .where(eq(schema.contentStories.fullSlug, `${lang}/config/theme`));
        const content = theme!.content as { footer: { kind: string; links: unknown[] }[] };
        const footer = content.footer.map((group) =>
          group.kind === 'legal'
            ? {
                ...group,
                links: former[lang].map((url, index) => ({
                  _uid: `old-${lang}-${index}`,
                  component: 'link_item',
                  text: url.slice(1),
                  link: { linktype: 'url', url, cached_url: url },
                })),
              }
            : group,
        );
        await t.shop.db
          .update(schema.contentStories)
          .set({ content: { ...content, footer }, draftContent: { ...content, footer } })
          .where(eq(schema.contentStories.id, theme!.id));
      }
      await t.shop.db.insert(schema.cmsPages).values(
        ['algemene-voorwaarden', 'privacy', 'cookies'].flatMap((identifier, index) => [
          {
            id: 20 + index,
            storeCode: 'nl',
            identifier,
            title: identifier,
            content: '<p>Oud</p>',
          },
        ]),
      );
      await t.shop.db.insert(schema.cmsPages).values(
        ['agb', 'datenschutz', 'cookie-richtlinie'].map((identifier, index) => ({
          id: 20 + index,
          storeCode: 'de',
          identifier,
          title: identifier,
          content: '<p>Alt</p>',
        })),
      );
      await t.shop.db
        .delete(schema.urlRewrites)
        .where(eq(schema.urlRewrites.requestPath, 'cookie-richtlinie'));
      await t.shop.db.insert(schema.urlRewrites).values({
        storeCode: 'de',
        requestPath: 'cookie-richtlinie',
        targetPath: 'i/cookie-richtlinie',
        entityType: 'cms_page',
        entityId: 22,
      });

      const upgrade = await ensureDemoStories(t.shop);
      expect(upgrade).toEqual({ seeded: true, stories: 10 });
      t.app.services.content.invalidate();

      const pages = await t.shop.db.select().from(schema.cmsPages);
      expect(pages.every((page) => !page.isActive)).toBe(true);
      const [rewrite] = await t.shop.db
        .select()
        .from(schema.urlRewrites)
        .where(
          and(
            eq(schema.urlRewrites.storeCode, 'de'),
            eq(schema.urlRewrites.requestPath, 'cookie-richtlinie'),
          ),
        );
      expect(rewrite).toMatchObject({
        entityType: 'custom',
        targetPath: 'cookies',
        redirectType: 301,
      });
      const map = await t.app.inject({
        method: 'POST',
        url: '/api/url/map',
        payload: { url: '/de/cookie-richtlinie' },
      });
      expect(map.json().result).toMatchObject({
        _type: 'redirect',
        _source: { target_path: 'cookies', redirect_type: 301 },
      });
      const footer = await t.app.inject({
        method: 'GET',
        url: `${BASE}/theme/de/footer`,
      });
      const legal = (
        footer.json().result as { kind: string; links: { link: { cached_url: string } }[] }[]
      ).find((group) => group.kind === 'legal');
      expect(legal?.links.map((item) => item.link.cached_url)).toEqual([
        'de/agb',
        'de/datenschutz',
        'de/cookies',
        'de/widerrufsrecht',
        'de/impressum',
      ]);
      const impressum = await t.app.inject({
        method: 'GET',
        url: `${BASE}/story/impressum?storeCode=de`,
      });
      expect(impressum.statusCode).toBe(200);
      // Once: a second start changes nothing.
      expect(await ensureDemoStories(t.shop)).toEqual({ seeded: false, stories: 0 });
    } finally {
      await t.close();
    }
  });
});

describe('company settings', () => {
  it('default to the demo shop’s, the e-mail to the contact address', () => {
    expect(loadConfig({}).company).toEqual(DEMO_COMPANY_DETAILS);
    expect(loadConfig({ CONTACT_EMAIL: 'hallo@shop.example' }).company.email).toBe(
      'hallo@shop.example',
    );
    expect(loadConfig({ ...COMPANY_ENV, SHOP_COMPANY_PHONE: '' }).company).toMatchObject({
      name: COMPANY_ENV.SHOP_COMPANY_NAME,
      email: COMPANY_ENV.SHOP_COMPANY_EMAIL,
      phone: DEMO_COMPANY_DETAILS.phone,
    });
  });

  it('stop the start on a bad value, naming the key', () => {
    expect(() => loadConfig({ SHOP_COMPANY_EMAIL: 'no-address' })).toThrow(/SHOP_COMPANY_EMAIL/);
    expect(() => loadConfig({ SHOP_COMPANY_NAME: 'Two\nlines' })).toThrow(/SHOP_COMPANY_NAME/);
  });
});
