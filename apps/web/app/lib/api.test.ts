import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiAnswer, ApiError, callApi, fetchOverHttp } from './api.ts';

/** An answer of the in-process kind: no web Response, only what the client reads. */
function answer(status: number, body: unknown): ApiAnswer {
  return { status, headers: { get: () => null }, json: async () => body };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it("reads a transport's answer and passes the caller's signal to it unchanged", async () => {
    const controller = new AbortController();
    const seen: RequestInit[] = [];
    const result = await callApi('/api/x', {
      method: 'POST',
      body: '{}',
      signal: controller.signal,
      fetch: async (_url, init) => {
        seen.push(init);
        return answer(200, { code: 200, result: { total: 3 } });
      },
    });
    expect(result).toEqual({ total: 3 });
    // The in-process transport cannot be interrupted once under way: no timer of its own.
    expect(seen[0]?.signal).toBe(controller.signal);
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{}' });
  });

  it("turns a transport's error envelope into an ApiError with the API's message key", async () => {
    const call = callApi('/api/x', {
      fetch: async () =>
        answer(400, {
          code: 400,
          result: 'size: too large',
          meta: { key: 'request.invalid', params: { field: 'size' } },
        }),
    });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({
      code: 400,
      message: 'size: too large',
      key: 'request.invalid',
      params: { field: 'size' },
    });
  });

  it('goes over HTTP without a transport, the server bounding the call by a timeout', async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      signals.push(init.signal);
      return new Response(JSON.stringify({ code: 200, result: 'ok' }));
    });
    const controller = new AbortController();
    expect(await callApi('/api/x', { signal: controller.signal })).toBe('ok');
    const sent = signals[0];
    // Another signal than the caller's, which still follows it.
    expect(sent).toBeInstanceOf(AbortSignal);
    expect(sent).not.toBe(controller.signal);
    controller.abort();
    expect(sent?.aborted).toBe(true);
    // The same for a shared read's calls, which carry no page's signal.
    await fetchOverHttp('/api/y', {});
    expect(signals[1]).toBeInstanceOf(AbortSignal);
  });
});
