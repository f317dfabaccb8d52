/**
 * The front's gate (decision 58): the HTTP server shoppers connect to. It decides at once
 * whether the worker may take a request, and either forwards it on the worker's private socket
 * or answers the overload 503 itself. It does no other work, so its event loop is free whatever
 * the worker is busy with (rendering pages, the embedded database's queries), and a refusal
 * costs it well under a millisecond instead of waiting behind that work.
 *
 * A request is let in while the worker has fewer than `maxInFlight` requests and does not report
 * that its event loop is behind. A request holds its place until the worker's answer is fully
 * received, also when the client went away before: the worker still works on it. The
 * storefront's build files and the two checks pass without a place, as in the worker.
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
}

export interface Gate {
  server: Server;
  /** The worker to forward to; null while none is ready (every request gets 503 unavailable). */
  setWorker(worker: WorkerLink | null): void;
}

export function createGate(options: GateOptions): Gate {
  let worker: WorkerLink | null = null;
  const server = createServer((clientRequest, clientResponse) => {
    const url = clientRequest.url ?? '/';
    const target = worker;
    if (!target) {
      answerRefusal(clientRequest, clientResponse, 'unavailable', options.answerHeaders);
      return;
    }
    const counted = !options.passes(url.split('?')[0] ?? '/');
    if (
      counted &&
      (target.behind || (options.maxInFlight > 0 && target.inFlight >= options.maxInFlight))
    ) {
      answerRefusal(clientRequest, clientResponse, 'busy', options.answerHeaders);
      return;
    }
    if (counted) target.inFlight += 1;
    let released = false;
    const release = () => {
      if (released || !counted) return;
      released = true;
      target.inFlight -= 1;
    };
    forward(clientRequest, clientResponse, target, options, release);
  });
  // Idle client connections stay open as long as Fastify keeps them without a front.
  server.keepAliveTimeout = CLIENT_KEEP_ALIVE_MS;
  // What Node's parser refuses (not HTTP, headers too large) gets the shop's envelope, as the
  // worker's Fastify answers it.
  server.on('clientError', clientErrorReply);
  return {
    server,
    setWorker(next) {
      worker = next;
    },
  };
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
    clientResponse.writeHead(
      upstreamResponse.statusCode ?? 502,
      upstreamResponse.statusMessage,
      forwardedResponseHeaders(upstreamResponse.rawHeaders),
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
      forward(clientRequest, clientResponse, target, options, release, attempt + 1);
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
