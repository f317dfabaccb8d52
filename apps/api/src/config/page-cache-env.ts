/**
 * Environment variables of the output cache (core-shop §9: output cache default TTL 86400 s) and
 * of the headers that let a shared cache (a CDN, a caching proxy) keep anonymous pages.
 */
import { z } from 'zod';

export const pageCacheEnv = {
  /** Seconds a page stays in the shop's own output cache unless a change drops it first. */
  OUTPUT_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(31_536_000).default(86_400),
  /** Room of the output cache in one process, in MB (0: no output cache). */
  OUTPUT_CACHE_MAX_MB: z.coerce.number().int().min(0).max(100_000).default(128),
  /**
   * `s-maxage` of cacheable pages: how long a CDN or proxy may keep one. The shop drops its own
   * copies at once on a change but cannot reach a CDN's, so this stays short unless the CDN is
   * purged by the `Surrogate-Key`/`Cache-Tag` tags.
   */
  CDN_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(31_536_000).default(60),
  /** `stale-while-revalidate` of cacheable pages: a CDN may answer an old copy while it asks again. */
  CDN_STALE_WHILE_REVALIDATE_SECONDS: z.coerce.number().int().min(0).max(31_536_000).default(30),
};
