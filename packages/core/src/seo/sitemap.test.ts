import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  parseSitemapFileName,
  robotsTxt,
  SITEMAP_MAX_URLS,
  sitemapFileCount,
  sitemapFileOffset,
  sitemapFilePath,
  sitemapFiles,
  sitemapIndexXml,
  sitemapUrlXml,
} from './sitemap.ts';

describe('sitemap paging', () => {
  it('splits a catalogue into files of at most 50,000 URLs', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(sitemapFileCount(0)).toBe(0);
    expect(sitemapFileCount(1)).toBe(1);
    expect(sitemapFileCount(50_000)).toBe(1);
    expect(sitemapFileCount(50_001)).toBe(2);
    expect(sitemapFileCount(120_000)).toBe(3);
    expect(sitemapFiles('de', 'products', 120_000).map(sitemapFilePath)).toEqual([
      '/sitemaps/de-products-1.xml',
      '/sitemaps/de-products-2.xml',
      '/sitemaps/de-products-3.xml',
    ]);
    expect(sitemapFileOffset(3)).toBe(100_000);
    expect(sitemapFileOffset(2, 10)).toBe(10);
    expect(() => sitemapFileCount(5, 50_001)).toThrow(RangeError);
    expect(() => sitemapFileCount(5, 0)).toThrow(RangeError);
  });

  it('reads a file name back, and nothing else', () => {
    for (const file of sitemapFiles('nl', 'categories', 3, 1)) {
      expect(parseSitemapFileName(sitemapFilePath(file).slice('/sitemaps/'.length))).toEqual(file);
    }
    for (const name of ['nl-products-0.xml', 'fr-products-1.xml', 'nl-users-1.xml', 'x', '../a']) {
      expect(parseSitemapFileName(name)).toBeNull();
    }
  });
});

describe('sitemap XML', () => {
  it('writes a URL with its hreflang alternates when both languages have the page', () => {
    expect(
      sitemapUrlXml({
        loc: 'https://shop.example/de/p/A%26B/x',
        alternates: {
          nl: 'https://shop.example/p/A%26B/y',
          de: 'https://shop.example/de/p/A%26B/x',
        },
        lastmod: new Date('2026-11-25T10:00:00Z'),
      }),
    ).toBe(
      '<url><loc>https://shop.example/de/p/A%26B/x</loc><lastmod>2026-11-25</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="nl" href="https://shop.example/p/A%26B/y"/>' +
        '<xhtml:link rel="alternate" hreflang="de" href="https://shop.example/de/p/A%26B/x"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/p/A%26B/y"/>' +
        '</url>\n',
    );
    expect(
      sitemapUrlXml({ loc: 'https://shop.example/c/a', alternates: { nl: 'x', de: null } }),
    ).toBe('<url><loc>https://shop.example/c/a</loc></url>\n');
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });

  it('indexes every file by its absolute URL', () => {
    expect(
      sitemapIndexXml('https://shop.example', [{ store: 'nl', kind: 'pages', page: 1 }]),
    ).toContain('<sitemap><loc>https://shop.example/sitemaps/nl-pages-1.xml</loc></sitemap>');
  });
});

describe('robots.txt', () => {
  it('disallows everything for a shop that must not be indexed', () => {
    expect(robotsTxt('noindex, nofollow', 'https://shop.example')).toBe(
      'User-agent: *\nDisallow: /\n',
    );
    expect(robotsTxt('NOINDEX', 'https://shop.example')).toContain('Disallow: /\n');
  });

  it('names the sitemap index and keeps private pages out otherwise', () => {
    const text = robotsTxt(null, 'https://shop.example');
    expect(text).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(text).toContain('Disallow: /checkout');
    expect(text).toContain('Disallow: /de/my-account');
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(robotsTxt('index, follow', 'https://shop.example')).toContain('Sitemap:');
  });
});
