/**
 * fetch() answered by this process's own Fastify app through `inject`, for the callers that would
 * otherwise talk to the same process over loopback HTTP: the storefront's SSR loaders calling the
 * API, and (with the built-in test payment provider) the shop's Buckaroo client and the
 * provider's pushes. The app's full request pipeline runs (hooks, validation, error answers)
 * without a socket, so it works whatever port or public address the shop has.
 */
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { runInProcess } from './in-process.ts';

/** fetch's signature, as far as these callers use it. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * A fetch() served by `app.inject`. Only the path and query of the URL count; the scheme and host
 * are ignored. The caller's signal is checked before the call; inject cannot be interrupted, and
 * the app's own timeouts bound it. Bodies must be strings (JSON, form encoded). `remoteAddress`
 * is the client address the app sees (its per-address limits count on it): an SSR page passes
 * its visitor's, so visitors never share one limit; unset, inject's loopback address.
 */
export function injectFetch(
  app: FastifyInstance,
  options: { remoteAddress?: string } = {},
): ApiFetch {
  return async (url, init) => {
    init.signal?.throwIfAborted();
    const { pathname, search } = new URL(url, 'http://in-process');
    const method = (init.method ?? 'GET').toUpperCase() as HTTPMethods;
    const body = init.body;
    if (body !== undefined && body !== null && typeof body !== 'string') {
      throw new TypeError('The in-process transport sends string bodies only');
    }
    // Marked as in-process: the request that makes this call was let in already.
    const answer = await runInProcess(() =>
      app.inject({
        method,
        url: `${pathname}${search}`,
        headers: Object.fromEntries(new Headers(init.headers)),
        ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
        ...(typeof body === 'string' ? { payload: body } : {}),
      }),
    );
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      else headers.set(name, String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  };
}
