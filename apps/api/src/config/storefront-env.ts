/**
 * Environment variables of what the storefront shows: the catalogue's listing and prices, what
 * search engines read (robots, sitemaps) and the store locator's map.
 */
import { mapTileChoice, parseConsentManagerScriptUrl, parseMapTileTemplate } from '@shop/core';
import { z } from 'zod';
import { flag } from './flag.ts';
import { secretSetting } from './secret-setting.ts';

/** A Google Tag Manager container id: GTM- and 4 to 12 capitals or digits. */
const GTM_CONTAINER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

export const storefrontEnv = {
  /**
   * The tag manager's container (secondary-areas §5): analytics are on only with one; the
   * storefront loads it after the shopper's consent, and its pages' policy then names Google's
   * tag manager and analytics origins. Unset: analytics off, a warning at start.
   */
  GTM_CONTAINER_ID: z
    .string()
    .optional()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || GTM_CONTAINER_ID_PATTERN.test(value), {
      message: 'must look like GTM-XXXXXXX',
    }),

  /**
   * The consent manager of each store view (secondary-areas §9, decision 0067): a Cookiebot
   * domain group id; the view's pages load Cookiebot's banner in the view's language instead of
   * the shop's own. Unset: the shop's own banner. Checked in config.ts (core's rule).
   */
  CONSENT_MANAGER_ID_NL: z.string().optional(),
  CONSENT_MANAGER_ID_DE: z.string().optional(),
  /** Where the consent manager's script is loaded from; unset: Cookiebot's EU network. */
  CONSENT_MANAGER_SCRIPT_URL: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const url = parseConsentManagerScriptUrl(value);
      if (url === null) {
        ctx.addIssue({ code: 'custom', message: 'must be an http(s):// URL of a script' });
        return z.NEVER;
      }
      return url;
    }),

  /** listOutOfStockProducts: listings and search show out-of-stock products. */
  LIST_OUT_OF_STOCK_PRODUCTS: flag(true),
  /**
   * The search index each process keeps in memory for listings (decision 100): the read model's
   * rows (products times store views) up to which it is kept; a larger catalogue is searched in
   * the database only. 0: off. The default holds 1,250,000 products in two store views: without
   * the index, a listing of a large category counts its matches in the database, past the
   * statement timeout at a million products (decision 105).
   */
  SEARCH_INDEX_MAX_ROWS: z.coerce.number().int().min(0).max(100_000_000).default(2_500_000),
  /**
   * Rows of the read model up to which the search index also keeps each product's card (the
   * fields a product card shows, about 0.65 KB per row), so that a listing's or a search's page
   * of cards is answered without reading the database. The default holds 250,000 products in
   * two store views. 0: none (the cards are read from the database).
   */
  SEARCH_INDEX_CARD_ROWS: z.coerce.number().int().min(0).max(100_000_000).default(500_000),
  /** usePriceTiers: customer-group tier prices in render-list and catalogue reads. */
  USE_PRICE_TIERS: flag(true),
  /**
   * Secret for price signatures (sgn) in render-list. Unset: one random secret is made once and
   * kept in the database, so every process of the shop shares it.
   */
  PRICE_SIGNATURE_SECRET: secretSetting(),
  /**
   * The robots setting of every page (e.g. 'noindex, nofollow' for a staging shop); a shop that
   * holds 'noindex' also disallows everything in robots.txt.
   */
  SHOP_ROBOTS: z
    .string()
    .max(200)
    .optional()
    .transform((value) => value?.trim() || null),
  /** URLs per sitemap file (sitemaps.org allows at most 50,000). */
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(50_000),
  /** The credit line the tile server asks for (plain text, shown on the map). */
  MAP_TILE_ATTRIBUTION: z.string().max(200, 'must be at most 200 characters').optional(),
  /**
   * The store locator's map tiles: a tile server's URL template with {z}, {x} and {y} (and {s}
   * for a subdomain), e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png. The store pages load
   * tiles from it, and their image policy allows its origin. Unset: OpenStreetMap's tile server;
   * `off`: the pages show no map, only the list and addresses.
   */
  MAP_TILE_URL: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const choice = mapTileChoice(value, undefined);
      if (!choice) return null;
      const parsed = parseMapTileTemplate(choice.template);
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.message });
        return z.NEVER;
      }
      return parsed.setting;
    }),
  /**
   * The origins of the native app's web view, or of the page that frames the shop in the app
   * (secondary-areas §5 app bridge), space- or comma-separated: the shop handles app messages
   * only from these, and only these may frame its pages. Unset: no origin is trusted.
   */
  APP_BRIDGE_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const origins = (value ?? '').split(/[\s,]+/).filter((origin) => origin !== '');
      const bad = origins.find((origin) => !/^https?:\/\/[^/\s;,']+$/.test(origin));
      if (bad !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `must list origins like https://app.kindershop.example (not ${bad})`,
        });
        return z.NEVER;
      }
      return origins;
    }),
  /**
   * A text the app's web view puts in its user agent: a visit with it runs the app bridge, as
   * one opened with ?_storyblok_lang=app does. Unset: only the query parameter turns it on.
   */
  APP_USER_AGENT_MARKER: z
    .string()
    .max(100, 'must be at most 100 characters')
    .optional()
    .transform((value) => value?.trim() || null),
};
