/**
 * fetch() answered by this process's own Fastify app through `inject`, for the callers that would
 * otherwise talk to the same process over loopback HTTP: the storefront's SSR loaders calling the
 * API, and (with the built-in test payment provider) the shop's Buckaroo client and the
 * provider's pushes. The app's full request pipeline runs (hooks, validation, error answers)
 * without a socket, so it works whatever port or public address the shop has.
 */
import type { ApiFetch } from '@shop/contracts';
import type {
  FastifyInstance,
  HTTPMethods,
  LightMyRequestResponse as InjectResponse,
} from 'fastify';
import { runInProcess } from './in-process.ts';

/** fetch's signature, as far as these callers use it. */
export type FullFetch = (url: string, init: RequestInit) => Promise<Response>;

/** Where an SSR page's calls come from: its visitor's address, so visitors never share a limit. */
interface InjectOptions {
  /**
   * The client address the app sees (its per-address limits count on it); unset, inject's
   * loopback address.
   */
  remoteAddress?: string;
}

/**
 * A fetch() served by `app.inject`, answering a web Response (the payment client and the test
 * provider's pushes read it as from any fetch).
 */
export function injectFetch(app: FastifyInstance, options: InjectOptions = {}): FullFetch {
  return async (url, init) => {
    const method = methodOf(init);
    const answer = await inject(app, options, url, init);
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

/**
 * The storefront's in-process transport: the answer is the inject's own, read through the part
 * of a Response the storefront's client uses. A web Response with its body stream costs more to
 * make than the call it wraps (half a page's API overhead), and an SSR page makes two to four.
 */
export function injectApiFetch(app: FastifyInstance, options: InjectOptions = {}): ApiFetch {
  return async (url, init) => {
    const answer = await inject(app, options, url, init);
    return {
      status: answer.statusCode,
      headers: { get: (name) => headerValue(answer.headers[name.toLowerCase()]) },
      json: async () => JSON.parse(answer.payload) as unknown,
    };
  };
}

/**
 * The call through the app. Only the path and query of the URL count; the scheme and host are
 * ignored. The caller's signal is checked before the call; inject cannot be interrupted, and the
 * app's own timeouts bound it. Bodies must be strings (JSON, form encoded).
 */
async function inject(
  app: FastifyInstance,
  options: InjectOptions,
  url: string,
  init: RequestInit,
): Promise<InjectResponse> {
  init.signal?.throwIfAborted();
  const { pathname, search } = new URL(url, 'http://in-process');
  const body = init.body;
  if (body !== undefined && body !== null && typeof body !== 'string') {
    throw new TypeError('The in-process transport sends string bodies only');
  }
  // Marked as in-process: the request that makes this call was let in already.
  return runInProcess(() =>
    app.inject({
      method: methodOf(init),
      url: `${pathname}${search}`,
      headers: Object.fromEntries(new Headers(init.headers)),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(typeof body === 'string' ? { payload: body } : {}),
    }),
  );
}

function methodOf(init: RequestInit): HTTPMethods {
  return (init.method ?? 'GET').toUpperCase() as HTTPMethods;
}

/** A header as Headers.get gives it: repeated values joined by a comma, absent as null. */
function headerValue(value: string | number | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : String(value);
}
