/**
 * The answer of a page whose catalogue calls failed: a readable message in the shopper's
 * language, the cause in the log. When the API said it is only unavailable for a moment (503:
 * its database is down or it is overloaded), the page says so too, with Retry-After, so caches
 * and crawlers come back later; any other failure is a 502. A refusal of what the URL asked for
 * (400, 404) is a page that does not exist. A visitor who navigated away gets the abort back (no
 * answer, no log), and a Response a loader threw (a 404) stays as it is.
 */
import type { StoreView } from '@shop/core';
import { ApiError } from './api.ts';
import { createTranslator } from './i18n.ts';

/** Seconds to wait before asking again when the API is temporarily unavailable. */
const RETRY_AFTER_SECONDS = 5;

export function catalogueUnavailable(
  error: unknown,
  storeView: StoreView,
  page: string,
  signal: AbortSignal,
): unknown {
  if (signal.aborted || error instanceof Response) return error;
  // The catalogue refused what the URL asked for (a sku with a NUL, a malformed id): no page.
  if (error instanceof ApiError && (error.code === 400 || error.code === 404)) {
    return new Response('Not Found', { status: 404, statusText: 'Not Found' });
  }
  logCatalogueFailure(error, storeView, page);
  const failure = catalogueFailureStatus(error);
  return new Response(createTranslator(storeView.locale)('Catalogue unavailable'), {
    ...failure,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...failure.headers },
  });
}

/** Logs why a page's catalogue calls failed (the cause, never shown to the shopper). */
export function logCatalogueFailure(error: unknown, storeView: StoreView, page: string): void {
  console.error(
    `[web] ${page} (${storeView.code}): the catalogue could not be loaded:`,
    error instanceof Error ? error.message : error,
  );
}

/**
 * The status of a page whose catalogue calls failed: 503 with Retry-After when the API said it
 * is unavailable for a moment, else 502; never stored by a cache.
 */
export function catalogueFailureStatus(error: unknown): {
  status: 502 | 503;
  statusText: string;
  headers: Record<string, string>;
} {
  const temporary = error instanceof ApiError && error.code === 503;
  return {
    status: temporary ? 503 : 502,
    statusText: temporary ? 'Service Unavailable' : 'Bad Gateway',
    headers: {
      'cache-control': 'no-store',
      ...(temporary ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {}),
    },
  };
}
