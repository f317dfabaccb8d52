/**
 * The demo stories satisfy the content contract and point only at what the demo shop has:
 * stories, categories, products and images of the default demo catalogue, the storefront's
 * routes and the CMS pages. Both store views have every page (one group, one story each).
 */
import {
  BlogArticleContent,
  CmsBlockContent,
  ContentBlock,
  PageContent,
  ThemeContent,
} from '@shop/contracts';
import { type CatalogSeed, DEMO_COMPANY_DETAILS } from '@shop/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_TREE } from '../categories.ts';
import { buildCmsPages } from '../content.ts';
import { generateCatalog } from '../generate.ts';
import { listMediaFiles } from '../images.ts';
import { LANGS, type Lang, PAGES, ROUTES } from './build.ts';
import { demoStories } from './index.ts';
import { LEGAL_PAGE_KEYS } from './legal.ts';

const stories = demoStories();
const storeOf = (fullSlug: string) => fullSlug.split('/')[0] as Lang;

/** Every object inside a value, at any depth (the value itself first). */
function objects(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(objects);
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  return [record, ...Object.values(record).flatMap(objects)];
}

/** Every link of a story: block links and rich-text link marks, as {linktype, target}. */
function links(value: unknown): { linktype: string; target: string }[] {
  return objects(value).flatMap((object) => {
    if (typeof object.linktype === 'string' && ('cached_url' in object || 'url' in object)) {
      const target =
        object.linktype === 'story' ? String(object.cached_url) : String(object.url ?? '');
      return [{ linktype: object.linktype, target }];
    }
    if (object.type === 'link' && object.attrs && typeof object.attrs === 'object') {
      const attrs = object.attrs as Record<string, unknown>;
      return [{ linktype: String(attrs.linktype), target: String(attrs.href) }];
    }
    return [];
  });
}

/** A story's content without its quoted passages (blockquote nodes). */
function withoutQuotes(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value
      .filter((item) => (item as { type?: unknown } | null)?.type !== 'blockquote')
      .map(withoutQuotes);
  }
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutQuotes(item)]));
}

/** Every text a shopper reads in a story: strings of its content except ids, links and images. */
function shopperTexts(value: unknown, key = ''): string[] {
  if (typeof value === 'string') {
    const technical = [
      '_uid',
      'component',
      'type',
      'linktype',
      'url',
      'cached_url',
      'href',
      'filename',
      'skus',
      'category',
      'date',
      'background',
      'image_position',
      'kind',
    ];
    return technical.includes(key) ? [] : [value];
  }
  if (Array.isArray(value)) return value.flatMap((item) => shopperTexts(item, key));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([child, item]) => shopperTexts(item, child));
}

/** The read model's category slugs of a language: the url key, with the id where it repeats. */
function categorySlugs(catalog: CatalogSeed, lang: Lang): Set<string> {
  const count = new Map<string, number>();
  for (const category of catalog.categories) {
    const key = category.urlKey[lang];
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  return new Set(
    catalog.categories.map((category) => {
      const key = category.urlKey[lang];
      return (count.get(key) ?? 0) > 1 ? `${key}-${category.id}` : key;
    }),
  );
}

describe('the demo stories', () => {
  it('parse with the content contract: root by component, every body block', () => {
    for (const story of stories) {
      const root = story.content;
      const schema =
        root.component === 'page'
          ? PageContent
          : root.component === 'blog_article'
            ? BlogArticleContent
            : root.component === 'theme'
              ? ThemeContent
              : root.component === 'cms_block'
                ? CmsBlockContent
                : null;
      expect(schema, `${story.full_slug}: ${root.component}`).not.toBeNull();
      const parsed = schema!.safeParse(root);
      expect(parsed.error, story.full_slug).toBeUndefined();
      for (const block of (root.body as unknown[] | undefined) ?? []) {
        const result = ContentBlock.safeParse(block);
        expect(result.error, `${story.full_slug}: ${JSON.stringify(block).slice(0, 80)}`).toBe(
          undefined,
        );
      }
    }
  });

  it('have unique full slugs under a store code and unique block ids', () => {
    const slugs = stories.map((story) => story.full_slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^(nl|de)\/[a-z0-9-]+(\/[a-z0-9-]+)*$/);
    const uids = stories.flatMap((story) =>
      objects(story.content).flatMap((object) =>
        typeof object._uid === 'string' ? [object._uid] : [],
      ),
    );
    expect(new Set(uids).size).toBe(uids.length);
  });

  it('have every page in both store views: one nl and one de story per group', () => {
    const groups = new Map<string, string[]>();
    for (const story of stories) {
      groups.set(story.group, [...(groups.get(story.group) ?? []), storeOf(story.full_slug)]);
    }
    for (const [group, stores] of groups) expect(stores.sort(), group).toEqual(['de', 'nl']);
  });

  it('hold the pages the shop links to', () => {
    const slugs = new Set(stories.map((story) => story.full_slug));
    for (const lang of LANGS) {
      for (const page of [
        'home',
        'blog',
        'config/theme',
        'customer-support',
        'more-about-birth-list',
      ]) {
        expect(slugs.has(`${lang}/${page}`), `${lang}/${page}`).toBe(true);
      }
    }
    // The service pages keep the paths their CMS pages had.
    for (const slug of [
      'nl/klantenservice',
      'de/kundenservice',
      'nl/verzendkosten',
      'de/versandkosten',
      'nl/retourneren',
      'de/ruecksendung',
      'nl/over-ons',
      'de/ueber-uns',
      'nl/zwangerschapsbox',
      'de/schwangerschaftsbox',
    ]) {
      expect(slugs.has(slug), slug).toBe(true);
    }
  });

  it('have six blog articles per store view with distinct first publications and dates', () => {
    for (const lang of LANGS) {
      const articles = stories.filter(
        (story) => storeOf(story.full_slug) === lang && story.content.component === 'blog_article',
      );
      expect(articles).toHaveLength(6);
      for (const article of articles)
        expect(article.full_slug.startsWith(`${lang}/blog/`)).toBe(true);
      expect(new Set(articles.map((article) => article.first_published_at)).size).toBe(6);
      expect(new Set(articles.map((article) => article.content.date)).size).toBe(6);
      const blog = stories.find((story) => story.full_slug === `${lang}/blog`)!;
      expect(
        (blog.content.body as { component: string }[]).some((b) => b.component === 'blog_overview'),
      ).toBe(true);
    }
  });

  it('give the home page 8 to 10 blocks, opening with a hero banner', () => {
    for (const lang of LANGS) {
      const home = stories.find((story) => story.full_slug === `${lang}/home`)!;
      const body = home.content.body as { component: string }[];
      expect(body.length).toBeGreaterThanOrEqual(8);
      expect(body.length).toBeLessThanOrEqual(10);
      expect(body[0]?.component).toBe('hero_banner');
      expect(home.content.hide_title).toBe(true);
      for (const component of [
        'category_tiles',
        'product_carousel',
        'cta_banner',
        'statistics_grid',
        'image_text',
        'slider',
      ]) {
        expect(
          body.some((block) => block.component === component),
          component,
        ).toBe(true);
      }
      expect(body.at(-1)?.component).toBe('seo_text');
      // The slider's slides lead to the campaign pages.
      const slider = body.find((block) => block.component === 'slider') as unknown as {
        slides: { link: { cached_url: string } }[];
      };
      const campaigns = lang === 'nl' ? 'nl/acties' : 'de/aktionen';
      expect(slider.slides.length).toBeGreaterThanOrEqual(2);
      for (const slide of slider.slides) {
        expect(slide.link.cached_url.startsWith(campaigns), slide.link.cached_url).toBe(true);
      }
    }
  });

  it('link to stories of their own store view that exist', () => {
    const slugs = new Set(stories.map((story) => story.full_slug));
    for (const story of stories) {
      for (const link of links(story.content).filter((l) => l.linktype === 'story')) {
        expect(slugs.has(link.target), `${story.full_slug} → ${link.target}`).toBe(true);
        expect(storeOf(link.target), `${story.full_slug} → ${link.target}`).toBe(
          storeOf(story.full_slug),
        );
      }
    }
  });

  it('show the shopper no English and address the Dutch shopper with "je"', () => {
    for (const story of stories.filter((s) => storeOf(s.full_slug) === 'nl')) {
      // A statutory model form (the withdrawal form) is quoted as the law words it, with "u".
      for (const text of shopperTexts(withoutQuotes(story.content))) {
        expect(text, story.full_slug).not.toMatch(/(?<![\p{L}])(u|uw)(?![\p{L}])/iu);
        expect(text, story.full_slug).not.toMatch(/lorem|ipsum/i);
      }
    }
    for (const story of stories) {
      for (const text of shopperTexts(story.content)) {
        expect(text, story.full_slug).not.toMatch(/(?<![\p{L}-])(the|and|your|with)(?![\p{L}-])/iu);
      }
    }
  });

  it('tell the facts of the demo on the home page: stores, brands, free returns', () => {
    const home = stories.find((story) => story.full_slug === 'nl/home')!;
    const grid = (home.content.body as { component: string; items?: { value: string }[] }[]).find(
      (block) => block.component === 'statistics_grid',
    )!;
    const values = grid.items!.map((item) => item.value);
    expect(values).toContain('2009');
    expect(values).toContain('30 dagen');
  });
});

describe('what the demo stories point at', () => {
  let catalog: CatalogSeed;
  beforeAll(() => {
    // The catalogue the shop seeds by default (its size and seed).
    catalog = generateCatalog({ products: 2200, seed: 1 });
  });

  it('every category (a /c/ link, a tile, a carousel) is a category of that store view', () => {
    for (const lang of LANGS) {
      const known = categorySlugs(catalog, lang);
      for (const story of stories.filter((s) => storeOf(s.full_slug) === lang)) {
        for (const link of links(story.content).filter((l) => l.target.startsWith('/c/'))) {
          expect(known.has(link.target.slice(3)), `${story.full_slug} → ${link.target}`).toBe(true);
        }
        for (const object of objects(story.content)) {
          if (typeof object.category === 'string') {
            expect(known.has(object.category), `${story.full_slug}: ${object.category}`).toBe(true);
          }
        }
      }
    }
  });

  it('every url link is a storefront path without the store prefix that the shop serves, or another site over https', () => {
    for (const lang of LANGS) {
      const known = categorySlugs(catalog, lang);
      const cmsPaths = new Set(buildCmsPages().map((page) => `/${page.identifier[lang]}`));
      const routes = new Set<string>(Object.values(ROUTES));
      for (const story of stories.filter((s) => storeOf(s.full_slug) === lang)) {
        const urlLinks = links(story.content).filter((l) => l.linktype === 'url');
        for (const link of urlLinks.filter((l) => !l.target.startsWith('https://'))) {
          const where = `${story.full_slug} → ${link.target}`;
          expect(link.target, where).toMatch(/^\/(?!de\/)/);
          const served =
            (link.target.startsWith('/c/') && known.has(link.target.slice(3))) ||
            cmsPaths.has(link.target) ||
            routes.has(link.target);
          expect(served, where).toBe(true);
        }
      }
    }
  });

  it('every sku is a listed parent product of the demo catalogue', () => {
    const listed = new Set(
      catalog.products
        .filter((product) => product.status === 1 && product.visibility !== 1)
        .map((product) => product.sku),
    );
    const skus = stories.flatMap((story) =>
      objects(story.content).flatMap((object) =>
        typeof object.skus === 'string' ? object.skus.split(',').map((sku) => sku.trim()) : [],
      ),
    );
    expect(skus.length).toBeGreaterThan(10);
    for (const sku of skus) expect(listed.has(sku), sku).toBe(true);
  });

  it('every image is one the demo draws into its media store', () => {
    const files = listMediaFiles(catalog);
    const images = stories.flatMap((story) =>
      objects(story.content).flatMap((object) =>
        typeof object.filename === 'string'
          ? [{ story: story.full_slug, file: object.filename }]
          : [],
      ),
    );
    expect(images.length).toBeGreaterThan(20);
    for (const { story, file } of images) expect(files.has(file), `${story}: ${file}`).toBe(true);
  });

  it('the menu holds every top category with its children, and a content node', () => {
    for (const lang of LANGS) {
      const theme = ThemeContent.parse(
        stories.find((story) => story.full_slug === `${lang}/config/theme`)!.content,
      );
      expect(theme.menu.length).toBe(CATEGORY_TREE.length + 1);
      CATEGORY_TREE.forEach((top, index) => {
        expect(theme.menu[index]?.children.length).toBe(top.children?.length ?? 0);
      });
      const content = theme.menu.at(-1)!;
      expect(content.children.map((child) => child.link.cached_url)).toEqual(
        expect.arrayContaining(
          [`${lang}/blog`, `${lang}/acties`, `${lang}/aktionen`].filter((slug) =>
            stories.some((story) => story.full_slug === slug),
          ),
        ),
      );
      expect(theme.footer.map((group) => group.kind)).toEqual(['service', 'legal']);
      expect(theme.search.length).toBeGreaterThanOrEqual(6);
      expect(theme.search.length).toBeLessThanOrEqual(8);
    }
  });
});

describe('the legal pages', () => {
  const legal = stories.filter((story) => story.tag_list?.includes('legal'));
  const text = (story: { content: unknown }) => shopperTexts(story.content).join('\n');

  it('are in both store views at their paths, linked from the theme’s legal footer group', () => {
    expect(legal.map((story) => story.full_slug).sort()).toEqual(
      [
        ...Object.values(PAGES.terms),
        ...Object.values(PAGES.privacy),
        ...Object.values(PAGES.cookies),
        ...Object.values(PAGES.withdrawal),
        ...Object.values(PAGES.imprint),
      ].sort(),
    );
    for (const lang of LANGS) {
      const theme = stories.find((story) => story.full_slug === PAGES.theme[lang])!;
      const group = (theme.content.footer as { kind: string; links: unknown[] }[]).find(
        (entry) => entry.kind === 'legal',
      );
      const targets = links(group).map((link) => link.target);
      expect(targets).toEqual(LEGAL_PAGE_KEYS.map((key) => PAGES[key][lang]));
    }
  });

  it('name the company only through its placeholders, never by its demo values', () => {
    for (const story of legal) {
      const words = text(story);
      for (const value of [
        DEMO_COMPANY_DETAILS.name,
        DEMO_COMPANY_DETAILS.kvk,
        DEMO_COMPANY_DETAILS.vat,
        DEMO_COMPANY_DETAILS.address,
      ]) {
        expect(words, story.full_slug).not.toContain(value);
      }
      // Every page but the cookie statement names who sells (the cookie page names no one).
      if (!story.full_slug.endsWith('/cookies')) {
        expect(words, story.full_slug).toContain('{{company:name}}');
      }
    }
  });

  it('hold the statutory model withdrawal forms with the company’s address', () => {
    const de = text(stories.find((story) => story.full_slug === PAGES.withdrawal.de)!);
    expect(de).toContain('Muster-Widerrufsformular');
    expect(de).toContain(
      'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
    );
    expect(de).toContain('– An {{company:name}}, {{company:address}}');
    const nl = text(stories.find((story) => story.full_slug === PAGES.withdrawal.nl)!);
    expect(nl).toContain('Modelformulier voor herroeping');
    expect(nl).toContain(
      'Ik/Wij* deel/delen* u hierbij mede dat ik/wij* onze overeenkomst betreffende de verkoop van de volgende goederen/levering van de volgende dienst* herroep/herroepen*:',
    );
    expect(nl).toContain('— Aan: {{company:name}}, {{company:address}}');
  });

  it('name every right and the processors in the privacy statements', () => {
    const de = text(stories.find((story) => story.full_slug === PAGES.privacy.de)!);
    for (const word of [
      'Art. 15',
      'Art. 16',
      'Art. 17',
      'Art. 18',
      'Art. 20',
      'Art. 21',
      'Art. 77',
    ]) {
      expect(de).toContain(word);
    }
    const nl = text(stories.find((story) => story.full_slug === PAGES.privacy.nl)!);
    for (const word of [
      'inzage',
      'rectificatie',
      'wissen',
      'beperken',
      'overdraagbaarheid',
      'bezwaar',
      'Autoriteit Persoonsgegevens',
    ]) {
      expect(nl).toContain(word);
    }
    for (const words of [de, nl]) {
      for (const processor of ['Buckaroo', 'OpenStreetMap', 'E-Mail', 'Hosting']) {
        expect(words.toLowerCase()).toContain(processor.toLowerCase().replace('e-mail', 'mail'));
      }
    }
  });
});
