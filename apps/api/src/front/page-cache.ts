/**
 * The output cache in the front process (decision 82): an anonymous page the shop marked as
 * cacheable is kept here with its headers, and the next request for it is answered from here
 * without reaching the worker, so a cached page costs no rendering and no hop. Drops come from
 * the worker, which hears every process's changes (lib/page-cache/invalidation.ts).
 *
 * A page is stored with its headers (the Content-Security-Policy's nonce must match the one in
 * the HTML, decision 13) but without the Date of its first answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type PageKey, pageKeyOf, storableTags } from '../lib/page-cache/policy.ts';
import type { CachedPage, PageCacheStore } from '../lib/page-cache/store.ts';

/** Headers of the first answer that a stored page does not repeat (Node sets them anew). */
const NOT_STORED = new Set([
  'date',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'connection',
]);
/** Tells whoever looks (tests, operators, benches) that the front answered from its cache. */
const HIT_HEADER = ['x-output-cache', 'hit'] as const;

export interface FrontPageCache {
  /**
   * Answers a request from the cache when it holds the page; else resolves to a function to call
   * with the worker's answer (which stores it when it may be kept), or null when nothing may be.
   */
  lookup(
    clientRequest: IncomingMessage,
    clientResponse: ServerResponse,
    origin: { protocol: string; host: string | undefined },
  ): Promise<'answered' | ((answer: IncomingMessage, headers: readonly string[]) => void) | null>;
}

export function createFrontPageCache(store: PageCacheStore): FrontPageCache {
  return {
    async lookup(clientRequest, clientResponse, origin) {
      const key = pageKeyOf({
        method: clientRequest.method,
        url: clientRequest.url ?? '/',
        headers: { ...clientRequest.headers, host: origin.host },
        protocol: origin.protocol,
      });
      if (!key) return null;
      const page = await store.get(key.key);
      if (page) {
        answerFromCache(clientRequest, clientResponse, page);
        return 'answered';
      }
      if (clientRequest.method !== 'GET' || !key.fills) return null;
      const ticket = await store.begin();
      return (answer, headers) => keepAnswer(store, key, ticket, answer, headers);
    },
  };
}

function answerFromCache(
  clientRequest: IncomingMessage,
  clientResponse: ServerResponse,
  page: CachedPage,
): void {
  clientResponse.writeHead(page.status, [
    ...page.headers,
    ...HIT_HEADER,
    'content-length',
    String(page.body.length),
  ]);
  clientResponse.end(clientRequest.method === 'HEAD' ? undefined : page.body);
}

/** Reads the worker's answer beside the client and stores it once complete, if it may be kept. */
function keepAnswer(
  store: PageCacheStore,
  key: PageKey,
  ticket: number,
  answer: IncomingMessage,
  headers: readonly string[],
): void {
  const tags = storableTags(answer.statusCode ?? 0, (name) => {
    const value = answer.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  });
  if (!tags) return;
  const chunks: Buffer[] = [];
  answer.on('data', (chunk: Buffer) => chunks.push(chunk));
  answer.on('end', () => {
    if (!answer.complete) return;
    const kept: string[] = [];
    for (let i = 0; i < headers.length; i += 2) {
      const name = headers[i] ?? '';
      if (!NOT_STORED.has(name.toLowerCase())) kept.push(name, headers[i + 1] ?? '');
    }
    const page: CachedPage = {
      status: answer.statusCode ?? 200,
      headers: kept,
      body: Buffer.concat(chunks),
      tags,
    };
    store.set(key.key, page, ticket).catch(() => {});
  });
}
