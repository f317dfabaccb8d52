/**
 * robots.txt and the sitemaps of both store views. The index counts the indexable pages per
 * store view and kind and names one file per 50,000 URLs (fewer when configured); a file is
 * streamed: read from the database in keyset pages of `chunkSize` ids and written as read, so a
 * catalogue of any size never sits in memory.
 */
import {
  HOME_SLUG,
  robotsTxt,
  SITEMAP_KINDS,
  SITEMAP_URLSET_CLOSE,
  SITEMAP_URLSET_OPEN,
  type SitemapFile,
  type SitemapKind,
  STORE_VIEWS,
  sitemapFileOffset,
  sitemapFiles,
  sitemapIndexXml,
  sitemapUrlXml,
} from '@shop/core';
import type { ShopDatabase } from '@shop/db';
import { notFound } from '../../lib/errors.ts';
import { SitemapRepository, type SitemapRow } from './repository.ts';

export interface SitemapOptions {
  /** The shop's address: sitemap URLs are absolute. */
  publicUrl: string;
  /** The robots setting (SHOP_ROBOTS), e.g. 'noindex, nofollow'; null for none. */
  robots: string | null;
  /** URLs per file (at most 50,000). */
  urlsPerFile: number;
  /** Ids read per database round trip. */
  chunkSize?: number;
}

const STORES = { nl: STORE_VIEWS.nl, de: STORE_VIEWS.de } as const;

export class SitemapService {
  readonly #pages: SitemapRepository;
  readonly #origin: string;

  constructor(
    shop: ShopDatabase,
    private readonly options: SitemapOptions,
  ) {
    this.#pages = new SitemapRepository(shop);
    this.#origin = options.publicUrl.replace(/\/+$/, '');
  }

  robots(): string {
    return robotsTxt(this.options.robots, this.#origin);
  }

  /** The index of every file of both store views. */
  async index(): Promise<string> {
    const files: SitemapFile[] = [];
    for (const store of ['nl', 'de'] as const) {
      for (const kind of SITEMAP_KINDS) {
        const count = await this.#pages.count(kind, STORES[store]);
        files.push(...sitemapFiles(store, kind, count, this.options.urlsPerFile));
      }
    }
    return sitemapIndexXml(this.#origin, files);
  }

  /**
   * One file as a stream of XML text. Throws not found (before anything is written) for a file
   * beyond the last.
   */
  async file(file: SitemapFile): Promise<AsyncIterable<string>> {
    const store = STORES[file.store];
    const other = file.store === 'nl' ? STORES.de : STORES.nl;
    const offset = sitemapFileOffset(file.page, this.options.urlsPerFile);
    const start = await this.#pages.idBefore(file.kind, store, offset);
    if (start === null) throw notFound('sitemap.not_found');
    return this.write(file, start, other);
  }

  private async *write(
    file: SitemapFile,
    start: number,
    other: (typeof STORES)[keyof typeof STORES],
  ): AsyncIterable<string> {
    const store = STORES[file.store];
    const chunk = Math.max(1, Math.min(this.options.chunkSize ?? 1000, this.options.urlsPerFile));
    yield SITEMAP_URLSET_OPEN;
    let left = this.options.urlsPerFile;
    let after = start;
    while (left > 0) {
      const rows = await this.#pages.pagesAfter(
        file.kind,
        store,
        other,
        after,
        Math.min(chunk, left),
      );
      if (rows.length === 0) break;
      let text = '';
      for (const row of rows) text += sitemapUrlXml(this.entry(file.kind, file.store, row));
      yield text;
      left -= rows.length;
      after = Number(rows[rows.length - 1]!.id);
    }
    yield SITEMAP_URLSET_CLOSE;
  }

  private entry(kind: SitemapKind, store: 'nl' | 'de', row: SitemapRow) {
    const own = this.#origin + pagePath(kind, store, row.key, row.sku);
    const theirs =
      row.other_key === null
        ? null
        : this.#origin + pagePath(kind, store === 'nl' ? 'de' : 'nl', row.other_key, row.sku);
    const updated = row.updated_at === null ? null : new Date(row.updated_at);
    return {
      loc: own,
      alternates: store === 'nl' ? { nl: own, de: theirs } : { nl: theirs, de: own },
      lastmod: updated,
    };
  }
}

/** The storefront path of a page, as its own canonical link names it. */
function pagePath(kind: SitemapKind, store: 'nl' | 'de', key: string, sku: string | null): string {
  const prefix = store === 'de' ? '/de' : '';
  switch (kind) {
    case 'products':
      return `${prefix}/p/${encodeURIComponent(sku ?? '')}/${encodeURIComponent(key)}`;
    case 'categories':
      return `${prefix}/c/${encodeURIComponent(key)}`;
    case 'pages':
      return `${prefix}/${key.split('/').map(encodeURIComponent).join('/')}`;
    case 'content':
      // A story's path in its store view: its home story is the view's root.
      return key === HOME_SLUG
        ? prefix || '/'
        : `${prefix}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }
}
