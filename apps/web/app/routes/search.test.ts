/**
 * The search page's loader when the search fails (secondary-areas §8: a failed search load is
 * logged and search shows nothing): no error page, the page's data says it failed, with the
 * failure's status and no caching; a search that works is not touched.
 */
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiFetch } from '../lib/api.ts';
import { apiFetchContext } from '../lib/api-context.ts';
import { loader } from './search.tsx';

/** A transport whose every API call answers with `status` and the API's envelope. */
function failingApi(status: number): ApiFetch {
  return async () =>
    new Response(JSON.stringify({ code: status, result: 'The shop is busy' }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
}

function load(path: string, api: ApiFetch, signal?: AbortSignal) {
  const url = new URL(path, 'http://shop.test');
  const context = new RouterContextProvider();
  context.set(apiFetchContext, api);
  const request = new Request(url, signal ? { signal } : {});
  return loader({ request, url, context, params: {} } as unknown as Parameters<typeof loader>[0]);
}

/** The data and status of a loader's answer (`data()` or a plain object). */
function unwrap(answer: unknown): { value: unknown; status: number; headers: Headers } {
  const wrapped = answer as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (wrapped?.type === 'DataWithResponseInit') {
    return {
      value: wrapped.data,
      status: wrapped.init?.status ?? 200,
      headers: new Headers(wrapped.init?.headers),
    };
  }
  return { value: answer, status: 200, headers: new Headers() };
}

afterEach(() => vi.restoreAllMocks());

describe('the search page when the search fails', () => {
  it('logs it and answers the page without results, 503 with Retry-After, never cached', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { value, status, headers } = unwrap(await load('/search?q=kinderwagen', failingApi(503)));
    expect(value).toMatchObject({ kind: 'failed', query: 'kinderwagen' });
    expect(status).toBe(503);
    expect(headers.get('retry-after')).toBe('5');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain('search (nl)');
  });

  it('answers 502 for a failure that is not a passing one, in the German view too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { value, status, headers } = unwrap(
      await load('/de/search?q=strampler', failingApi(500)),
    );
    expect(value).toMatchObject({ kind: 'failed', query: 'strampler' });
    expect(status).toBe(502);
    expect(headers.get('retry-after')).toBeNull();
  });

  it('gives a visitor who navigated away the abort back, logging nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const controller = new AbortController();
    controller.abort();
    await expect(
      load('/search?q=kinderwagen', failingApi(503), controller.signal),
    ).rejects.toBeDefined();
    expect(logged).not.toHaveBeenCalled();
  });
});
