/**
 * Sitemaps (sitemaps.org 0.9 with hreflang alternates): one index names every file; a file
 * holds at most 50,000 URLs, so a catalogue of any size is split into numbered files per store
 * view and kind (products, categories, content pages). A file is read from the database in
 * keyset pages and written as it is read, never held in memory whole.
 */

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** content: the published content stories (pages and blog articles) of the content store. */
export type SitemapKind = 'products' | 'categories' | 'pages' | 'content';
export const SITEMAP_KINDS: readonly SitemapKind[] = ['products', 'categories', 'pages', 'content'];

export interface SitemapFile {
  store: 'nl' | 'de';
  kind: SitemapKind;
  /** 1, 2, …: file N holds the URLs N×perFile − perFile + 1 … N×perFile in id order. */
  page: number;
}

/** How many files `count` URLs take at `perFile` URLs a file (none for none). */
export function sitemapFileCount(count: number, perFile: number = SITEMAP_MAX_URLS): number {
  if (!Number.isInteger(perFile) || perFile < 1 || perFile > SITEMAP_MAX_URLS) {
    throw new RangeError(`A sitemap file holds 1 to ${SITEMAP_MAX_URLS} URLs`);
  }
  return Math.ceil(Math.max(0, count) / perFile);
}

/** The files of a store view's kind of URLs, in order. */
export function sitemapFiles(
  store: SitemapFile['store'],
  kind: SitemapKind,
  count: number,
  perFile: number = SITEMAP_MAX_URLS,
): SitemapFile[] {
  return Array.from({ length: sitemapFileCount(count, perFile) }, (_, index) => ({
    store,
    kind,
    page: index + 1,
  }));
}

/** A file's name in the index and its URL path: `/sitemaps/nl-products-2.xml`. */
export function sitemapFilePath(file: SitemapFile): string {
  return `/sitemaps/${file.store}-${file.kind}-${file.page}.xml`;
}

/** The file a path names, or null for any other path. */
export function parseSitemapFileName(name: string): SitemapFile | null {
  const match = /^(nl|de)-(products|categories|pages|content)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!match) return null;
  return {
    store: match[1] as SitemapFile['store'],
    kind: match[2] as SitemapKind,
    page: Number(match[3]),
  };
}

/** How many URLs precede a file's first one. */
export function sitemapFileOffset(page: number, perFile: number = SITEMAP_MAX_URLS): number {
  return (page - 1) * perFile;
}

/** Text made safe inside an XML element or a quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export interface SitemapEntry {
  /** Absolute URL of the page in this file's store view. */
  loc: string;
  /** Absolute URL of the same page per language (nl, de), where it exists. */
  alternates: { nl?: string | null; de?: string | null };
  lastmod?: Date | null;
}

export const SITEMAP_URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const SITEMAP_URLSET_CLOSE = '</urlset>\n';

/**
 * One <url> of a file: its location, last change and, when the page exists in both languages,
 * its hreflang alternates (nl, de and x-default, the Dutch one), as its page's own links say.
 */
export function sitemapUrlXml(entry: SitemapEntry): string {
  let xml = `<url><loc>${escapeXml(entry.loc)}</loc>`;
  if (entry.lastmod && !Number.isNaN(entry.lastmod.getTime())) {
    xml += `<lastmod>${entry.lastmod.toISOString().slice(0, 10)}</lastmod>`;
  }
  const { nl, de } = entry.alternates;
  if (nl && de) {
    for (const [lang, href] of [
      ['nl', nl],
      ['de', de],
      ['x-default', nl],
    ] as const) {
      xml += `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`;
    }
  }
  return `${xml}</url>\n`;
}

/** The sitemap index naming every file by its absolute URL. */
export function sitemapIndexXml(origin: string, files: readonly SitemapFile[]): string {
  const items = files
    .map(
      (file) => `<sitemap><loc>${escapeXml(`${origin}${sitemapFilePath(file)}`)}</loc></sitemap>\n`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}</sitemapindex>\n`;
}

/**
 * robots.txt for the shop's robots setting: a shop that asks not to be indexed (SHOP_ROBOTS
 * holding 'noindex') disallows everything; otherwise the pages no search needs (cart, checkout,
 * account, search results, the API) are disallowed and the sitemap index is named.
 */
export function robotsTxt(robots: string | null, origin: string): string {
  if (robots && /\bnoindex\b/i.test(robots)) return 'User-agent: *\nDisallow: /\n';
  const privatePaths = [
    '/api/',
    '/cart',
    '/checkout',
    '/my-account',
    '/search',
    '/de/cart',
    '/de/checkout',
    '/de/my-account',
    '/de/search',
  ];
  return [
    'User-agent: *',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
