/**
 * The front's gate (decision 58): the HTTP server shoppers connect to. It decides at once
 * whether the worker may take a request, and either forwards it on the worker's private socket
 * or answers the overload 503 itself. It does no other work, so its event loop is free whatever
 * the worker is busy with (rendering pages, the embedded database's queries), and a refusal
 * costs it well under a millisecond instead of waiting behind that work.
 *
 * With several workers (WEB_CONCURRENCY) a request goes to the least busy one that may take it:
 * a worker takes a request while it has fewer than `maxInFlight` requests and does not report
 * that its event loop is behind, so the limit holds per worker and the shop as a whole takes
 * up to workers x `maxInFlight`. Only when no worker may take it is the request refused. A
 * request holds its place until the worker's answer is fully received, also when the client
 * went away before: the worker still works on it. The storefront's build files and the two
 * checks pass without a place (to the least busy worker), as in the worker.
 */
import {
  type Agent,
  type ClientRequest,
  createServer,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http';
import { englishErrorMessage } from '@shop/contracts';
import { clientErrorReply } from '../lib/input-guard.ts';
import { answersErrorsInJson, type PlainPage, plainPage } from '../lib/plain-page.ts';
import { forwardedRequestHeaders, forwardedResponseHeaders } from './forwarding.ts';
import type { FrontPageCache } from './page-cache.ts';

/** Seconds a client should wait after an overload answer (as the worker says). */
const BUSY_RETRY_AFTER_SECONDS = 2;
/** Seconds a client should wait while no worker answers (starting, restarting). */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** How long an idle client connection stays open (Fastify's default, which the shop had). */
const CLIENT_KEEP_ALIVE_MS = 72_000;

/** The worker a gate forwards to. */
export interface WorkerLink {
  /** The worker's private socket. */
  socketPath: string;
  /** Keeps connections to the worker open between requests. */
  agent: Agent;
  /** Requests let in and not yet fully answered by the worker. */
  inFlight: number;
  /** The worker reports that its event loop is behind: new requests are refused meanwhile. */
  behind: boolean;
}

export interface GateOptions {
  /** Requests the worker may have in flight; one more gets the 503 (0: no limit). */
  maxInFlight: number;
  /** Paths that pass without a place and are never refused for overload (build files, checks). */
  passes(path: string): boolean;
  /** Whether a client's address is a proxy whose X-Forwarded-* headers the shop believes. */
  clientTrusted(address: string | undefined): boolean;
  /** Headers of every answer the gate writes itself (the shop's security headers). */
  answerHeaders: readonly (readonly [string, string])[];
  /**
   * Answers a request the front serves itself (the shop's metrics) and says so; such a request
   * is never forwarded. Given the workers that listen.
   */
  serve?(
    clientRequest: IncomingMessage,
    clientResponse: ServerResponse,
    workers: readonly WorkerLink[],
  ): boolean;
  /** The output cache of anonymous pages (front/page-cache.ts); unset, none. */
  pageCache?: FrontPageCache;
}

/** Called with the worker's answer and the headers passed on to the client. */
type AnswerWatcher = (answer: IncomingMessage, headers: readonly string[]) => void;

export interface Gate {
  server: Server;
  /** The only worker to forward to; null while none is ready (every request gets 503 unavailable). */
  setWorker(worker: WorkerLink | null): void;
  /** The workers ready to take requests; none: every request gets 503 unavailable. */
  setWorkers(workers: readonly WorkerLink[]): void;
  /** Requests refused because no worker could take them (for the metrics). */
  onRefused(listener: (reason: 'busy' | 'unavailable') => void): void;
  /** Requests forwarded whose answer has not fully arrived from a worker yet. */
  forwarding(): number;
  /**
   * Stops taking connections and resolves once every request forwarded has its whole answer
   * from its worker (graceful shutdown). Requests that still arrive on open connections are
   * served with `Connection: close`, so that no client is dropped and each goes elsewhere next.
   */
  drain(): Promise<void>;
}

export function createGate(options: GateOptions): Gate {
  let workers: readonly WorkerLink[] = [];
  let forwarding = 0;
  let draining = false;
  let drained: (() => void) | null = null;
  const refusedListeners: ((reason: 'busy' | 'unavailable') => void)[] = [];
  const refuse = (
    clientRequest: IncomingMessage,
    clientResponse: ServerResponse,
    reason: 'busy' | 'unavailable',
  ) => {
    for (const listener of refusedListeners) listener(reason);
    answerRefusal(clientRequest, clientResponse, reason, options.answerHeaders);
  };
  const server = createServer((clientRequest, clientResponse) => {
    // While draining, every answer closes its connection after it.
    if (draining) clientResponse.shouldKeepAlive = false;
    if (options.serve?.(clientRequest, clientResponse, workers)) return;
    if (workers.length === 0) {
      refuse(clientRequest, clientResponse, 'unavailable');
      return;
    }
    if (!options.pageCache) {
      admit(clientRequest, clientResponse, null);
      return;
    }
    // A cached page is answered here, whatever the workers' load; a miss goes on as any request.
    options.pageCache.lookup(clientRequest, clientResponse, originOf(clientRequest, options)).then(
      (found) => {
        if (found !== 'answered') admit(clientRequest, clientResponse, found);
      },
      () => admit(clientRequest, clientResponse, null),
    );
  });
  const admit = (
    clientRequest: IncomingMessage,
    clientResponse: ServerResponse,
    watcher: AnswerWatcher | null,
  ) => {
    const url = clientRequest.url ?? '/';
    const counted = !options.passes(url.split('?')[0] ?? '/');
    const target = counted
      ? leastBusy(workers.filter((worker) => mayTake(worker, options.maxInFlight)))
      : leastBusy(workers);
    if (!target) {
      // The cache lookup is asynchronous: the last worker may have gone meanwhile.
      refuse(clientRequest, clientResponse, workers.length === 0 ? 'unavailable' : 'busy');
      return;
    }
    if (counted) target.inFlight += 1;
    forwarding += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      forwarding -= 1;
      if (counted) target.inFlight -= 1;
      if (draining && forwarding === 0) drained?.();
    };
    forward(clientRequest, clientResponse, target, options, release, () => draining, watcher);
  };
  // Idle client connections stay open as long as Fastify keeps them without a front.
  server.keepAliveTimeout = CLIENT_KEEP_ALIVE_MS;
  // What Node's parser refuses (not HTTP, headers too large) gets the shop's envelope, as the
  // worker's Fastify answers it.
  server.on('clientError', clientErrorReply);
  return {
    server,
    setWorker(next) {
      workers = next ? [next] : [];
    },
    setWorkers(next) {
      workers = [...next];
    },
    onRefused(listener) {
      refusedListeners.push(listener);
    },
    forwarding: () => forwarding,
    drain() {
      draining = true;
      server.close();
      server.closeIdleConnections();
      if (forwarding === 0) return Promise.resolve();
      return new Promise((resolveDrain) => {
        drained = resolveDrain;
      });
    },
  };
}

/** Whether a worker may take one more counted request (decision 52's limit, per worker). */
function mayTake(worker: WorkerLink, maxInFlight: number): boolean {
  return !worker.behind && (maxInFlight === 0 || worker.inFlight < maxInFlight);
}

/** The worker with the fewest requests in flight (the first of equals); undefined for none. */
function leastBusy(workers: readonly WorkerLink[]): WorkerLink | undefined {
  let best: WorkerLink | undefined;
  for (const worker of workers) if (!best || worker.inFlight < best.inFlight) best = worker;
  return best;
}

/**
 * Sends a request on to the worker and its answer back. A connection to the worker that was
 * reused and turned out closed (the worker ended an idle connection just then) is tried once
 * more for GET and HEAD, which change nothing; any other failure to reach the worker answers
 * 503 unavailable.
 */
function forward(
  clientRequest: IncomingMessage,
  clientResponse: ServerResponse,
  target: WorkerLink,
  options: GateOptions,
  release: () => void,
  draining: () => boolean,
  watcher: AnswerWatcher | null,
  attempt = 1,
): void {
  const address = clientRequest.socket.remoteAddress;
  let upstreamRequest: ClientRequest;
  try {
    upstreamRequest = request({
      socketPath: target.socketPath,
      agent: target.agent,
      method: clientRequest.method,
      path: clientRequest.url,
      headers: forwardedRequestHeaders(clientRequest.headers, {
        address,
        trusted: options.clientTrusted(address),
      }),
    });
  } catch (error) {
    // Node's client is stricter than its server about what a path or a header value may hold
    // (a DEL byte, say): such a request is refused here with what is wrong, as the worker would.
    release();
    answerBadRequest(
      clientRequest,
      clientResponse,
      (error as Error).message,
      options.answerHeaders,
    );
    return;
  }
  let answer: IncomingMessage | null = null;
  upstreamRequest.on('response', (upstreamResponse) => {
    answer = upstreamResponse;
    // 'close' follows the answer's end and any error alike: the place is freed there once. The
    // error listener keeps a broken answer from being an unhandled error of the front.
    upstreamResponse.on('error', release);
    upstreamResponse.on('close', () => {
      release();
      // The worker broke off its answer (it died mid-way): the client's ends broken too, not
      // as a shorter answer that looks whole.
      if (!upstreamResponse.complete) clientResponse.destroy();
    });
    if (clientResponse.destroyed) {
      // The client went away: the worker's answer is read to its end and dropped.
      upstreamResponse.resume();
      return;
    }
    // The front stops: this answer closes its connection, so the client's next request goes
    // to a process that takes it.
    if (draining()) clientResponse.shouldKeepAlive = false;
    const headers = forwardedResponseHeaders(upstreamResponse.rawHeaders);
    watcher?.(upstreamResponse, headers);
    clientResponse.writeHead(
      upstreamResponse.statusCode ?? 502,
      upstreamResponse.statusMessage,
      headers,
    );
    upstreamResponse.pipe(clientResponse);
  });
  upstreamRequest.on('error', (error: NodeJS.ErrnoException) => {
    if (answer) return;
    const retry =
      attempt === 1 &&
      upstreamRequest.reusedSocket &&
      error.code === 'ECONNRESET' &&
      (clientRequest.method === 'GET' || clientRequest.method === 'HEAD');
    if (retry && !clientResponse.destroyed) {
      forward(
        clientRequest,
        clientResponse,
        target,
        options,
        release,
        draining,
        watcher,
        attempt + 1,
      );
      return;
    }
    release();
    if (!clientResponse.headersSent && !clientResponse.destroyed) {
      answerRefusal(clientRequest, clientResponse, 'unavailable', options.answerHeaders);
    } else {
      clientResponse.destroy();
    }
  });
  clientResponse.on('close', () => {
    if (clientResponse.writableFinished) return;
    if (!clientRequest.complete) {
      // The client left before it sent its whole request: the worker has not started on it.
      upstreamRequest.destroy();
      return;
    }
    // The client left while the worker works on its request: its answer is read and dropped,
    // and the place stays taken until it ends.
    const pending: IncomingMessage | null = answer;
    if (pending) {
      pending.unpipe(clientResponse);
      pending.resume();
    }
  });
  if (attempt === 1) clientRequest.pipe(upstreamRequest);
  else upstreamRequest.end();
}

/** The gate's own 503: the API envelope for API calls and images, a small page for pages. */
function answerRefusal(
  clientRequest: IncomingMessage,
  clientResponse: ServerResponse,
  reason: 'busy' | 'unavailable',
  answerHeaders: GateOptions['answerHeaders'],
): void {
  const key = reason === 'busy' ? 'shop.busy' : 'shop.unavailable';
  answer(clientRequest, clientResponse, answerHeaders, {
    status: 503,
    envelope: { code: 503, result: englishErrorMessage(key), meta: { key, params: {} } },
    page: reason,
    extraHeaders: [
      'retry-after',
      String(reason === 'busy' ? BUSY_RETRY_AFTER_SECONDS : UNAVAILABLE_RETRY_AFTER_SECONDS),
    ],
  });
}

/** A request the worker could not be sent: 400 naming what is wrong (a page: no such page). */
function answerBadRequest(
  clientRequest: IncomingMessage,
  clientResponse: ServerResponse,
  problem: string,
  answerHeaders: GateOptions['answerHeaders'],
): void {
  const params = { problem };
  answer(clientRequest, clientResponse, answerHeaders, {
    status: 400,
    envelope: {
      code: 400,
      result: englishErrorMessage('request.invalid', params),
      meta: { key: 'request.invalid', params },
    },
    page: 'badUrl',
    extraHeaders: [],
  });
}

function answer(
  clientRequest: IncomingMessage,
  clientResponse: ServerResponse,
  answerHeaders: GateOptions['answerHeaders'],
  content: { status: number; envelope: object; page: PlainPage; extraHeaders: string[] },
): void {
  const url = clientRequest.url ?? '/';
  const json = answersErrorsInJson(url);
  const body = json ? JSON.stringify(content.envelope) : plainPage(content.page, url);
  const headers: string[] = [];
  for (const [name, value] of answerHeaders) headers.push(name, value);
  headers.push(
    ...content.extraHeaders,
    'cache-control',
    'no-store',
    'content-type',
    json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'content-length',
    String(Buffer.byteLength(body)),
  );
  clientResponse.writeHead(content.status, headers);
  clientResponse.end(clientRequest.method === 'HEAD' ? undefined : body);
}

/**
 * The scheme and host the worker renders a page for: what a trusted proxy names, else what the
 * client sent (as forwarding.ts passes them on).
 */
function originOf(
  clientRequest: IncomingMessage,
  options: GateOptions,
): { protocol: string; host: string | undefined } {
  const headers = clientRequest.headers;
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;
  if (options.clientTrusted(clientRequest.socket.remoteAddress)) {
    return {
      protocol: first(headers['x-forwarded-proto']) ?? 'http',
      host: first(headers['x-forwarded-host']) ?? headers.host,
    };
  }
  return { protocol: 'http', host: headers.host };
}
