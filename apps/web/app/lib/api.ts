/**
 * The one typed client of the shop's API. Every answer is a `{code, result}` envelope, typed by
 * the answer schema of the route in packages/contracts; a code other than 200 becomes an
 * ApiError carrying the API's message. On the server (SSR loaders) calls go to the API in the
 * same process when the shop passes its in-process transport (`fetch` of the call options, see
 * api-context.ts), else over HTTP to this process's own port or to API_INTERNAL_URL; in the
 * browser they go to the relative /api path. The cart's, the checkout's and the account's calls
 * go through json-request.ts, where a call of the logged-in customer carries its access token.
 */
import type {
  Answer,
  AnswerSchema,
  ApiAnswer,
  ApiFetch,
  AreWeClosedResponse,
  RenderListItem,
  RenderListResponse,
  ResultOf,
  StockItem,
  StockListResponse,
  UrlMapResponse,
  UrlMapResult,
} from '@shop/contracts';
import type { StoreCode } from '@shop/core';

/** How long a server-side call may take before it is given up (the page answers 502 then). */
const SERVER_TIMEOUT_MS = 10_000;

/** An API call that did not answer code 200: the API's message and its code (502 if none). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly code: number,
    /** The API was not reached at all (offline, connection refused): nothing was done. */
    readonly unreachable = false,
    /**
     * The answer's message key and its parameters (`meta.key`, `meta.params`): what the
     * storefront shows, translated (lib/error-text.ts). Null when the API gave none.
     */
    readonly key: string | null = null,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(message);
  }
}

/** The transport of the calls (the contracts' envelope), as the client's callers name it. */
export type { ApiAnswer, ApiFetch };

export interface CallOptions {
  /** Cancels the call, e.g. the loader's `request.signal` when the visitor navigates away. */
  signal?: AbortSignal;
  /** Server only: answers the call without HTTP (the API app in the same process). */
  fetch?: ApiFetch;
  /** Server only: notes the output cache's tags of a read kept from an earlier page. */
  noteTags?: (tags: readonly string[]) => void;
}

/** Current prices of skus for a store view and customer (render-list). */
export async function getRenderList(
  skus: string[],
  storeView: { id: number; currency: string },
  { token, ...options }: CallOptions & { token?: string | null } = {},
): Promise<RenderListItem[]> {
  const query = new URLSearchParams({
    skus: skus.join(','),
    currencyCode: storeView.currency,
    storeId: String(storeView.id),
  });
  // A logged-in customer's token: the API prices for the customer's group (tier prices).
  const result = await callApi<typeof RenderListResponse>(`/api/product/render-list?${query}`, {
    method: 'GET',
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...options,
  });
  return result.items;
}

/** Stock of skus, in the order asked (at most 150 per call). */
export function listStock(skus: string[], options: CallOptions = {}): Promise<StockItem[]> {
  const query = new URLSearchParams({ skus: skus.join(',') });
  return callApi<typeof StockListResponse>(`/api/stock/list?${query}`, {
    method: 'GET',
    headers: { accept: 'application/json' },
    ...options,
  });
}

/**
 * What a storefront path is (product, category, CMS page or redirect), or null when nothing maps
 * (the API answers 404 then).
 */
export async function mapUrl(
  url: string,
  storeCode: StoreCode,
  options: CallOptions & { includeFields?: string[] } = {},
): Promise<UrlMapResult | null> {
  try {
    return await callApi<typeof UrlMapResponse>('/api/url/map', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-vs-store-code': storeCode,
      },
      body: JSON.stringify({ url, includeFields: options.includeFields ?? null }),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return null;
    throw error;
  }
}

/** Whether the shop is closed now (it is closed on Sunday). */
export async function getShopClosed(options: CallOptions = {}): Promise<boolean> {
  const result = await callApi<typeof AreWeClosedResponse>('/api/ext/are-we-closed', {
    method: 'GET',
    headers: { accept: 'application/json' },
    ...options,
  });
  return Boolean(result?.closed);
}

/**
 * One call of the shop's API: the `result` of its answer, typed by the route's answer schema
 * (`callApi<typeof CartTotalsResponse>`), a code other than 200 thrown as ApiError. Exported for
 * the cart's, the checkout's and the account's calls (cart-api.ts, checkout-api.ts, user-api.ts),
 * which live in modules of their own so that pages that never use them do not load them.
 */
export async function callApi<S extends AnswerSchema>(
  path: string,
  init: RequestInit & CallOptions,
): Promise<ResultOf<S>> {
  return (await callApiEnvelope<S>(path, init)).result;
}

/** Like callApi, the whole answer (login and refresh answer the refresh token in `meta`). */
export async function callApiEnvelope<S extends AnswerSchema>(
  path: string,
  { fetch: transport, noteTags: _noteTags, ...init }: RequestInit & CallOptions,
): Promise<Answer<S>> {
  const url = `${apiBaseUrl()}${path}`;
  let response: ApiAnswer;
  try {
    response = await (transport ?? fetchOverHttp)(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(`The API could not be reached for ${path}: ${describe(error)}`, 502, true);
  }
  let envelope: unknown;
  try {
    envelope = await response.json();
  } catch {
    throw new ApiError(`The API answered ${path} with status ${response.status} and no JSON`, 502);
  }
  if (!isEnvelope(envelope)) {
    throw new ApiError(`The API answered ${path} without a {code, result} envelope`, 502);
  }
  if (envelope.code !== 200) {
    // A field rule's answer carries the rule's own text apart (`meta.message`), while `result`
    // also names the field; `meta.key` and `meta.params` name the message for translation.
    const meta = (envelope as { meta?: { message?: unknown; key?: unknown; params?: unknown } })
      .meta;
    const message =
      typeof meta?.message === 'string'
        ? meta.message
        : typeof envelope.result === 'string'
          ? envelope.result
          : `The API answered code ${envelope.code}`;
    const key = typeof meta?.key === 'string' ? meta.key : null;
    const params =
      meta?.params && typeof meta.params === 'object'
        ? (meta.params as Record<string, string | number>)
        : {};
    throw new ApiError(message, envelope.code, false, key, params);
  }
  // The answer is what the route's schema let through: the API serializes every answer with it.
  return envelope as Answer<S>;
}

/**
 * A call over HTTP, on the server bounded by SERVER_TIMEOUT_MS. The shop process's in-process
 * transport goes without: it cannot be interrupted once under way, the API's own timeouts bound
 * it, and a timer and a combined signal per call would cost a page more than its calls' routing.
 */
export function fetchOverHttp(url: string, init: RequestInit): Promise<Response> {
  return fetch(url, { ...init, signal: callSignal(init.signal ?? undefined) });
}

/** '' in the browser (same origin); this process or API_INTERNAL_URL on the server. */
function apiBaseUrl(): string {
  if (!import.meta.env.SSR) return '';
  const configured = process.env.API_INTERNAL_URL;
  if (configured) return configured.replace(/\/+$/, '');
  return `http://127.0.0.1:${process.env.PORT ?? 3000}`;
}

/** On the server a call never waits longer than SERVER_TIMEOUT_MS, on top of the caller's signal. */
function callSignal(signal: AbortSignal | undefined): AbortSignal | undefined {
  if (!import.meta.env.SSR) return signal;
  const timeout = AbortSignal.timeout(SERVER_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

function isEnvelope(value: unknown): value is { code: number; result: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number' &&
    'result' in value
  );
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
