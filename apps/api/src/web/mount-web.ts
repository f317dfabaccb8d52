/**
 * Serves the built storefront (apps/web, React Router framework mode) from the API's Fastify
 * process, on the same port: the files of `${buildDir}/client` as static files, and every other
 * GET/HEAD outside /api and /img through React Router's fetch-API request handler (SSR).
 *
 * Static files are looked up in a table of the client build made once at mount time, so a request
 * path can only ever name a file the build produced: no path can climb out of the folder.
 *
 * The SSR loaders reach the API of this same app in-process (Fastify's inject through React
 * Router's load context, see apps/web/app/lib/api-context.ts) instead of over loopback HTTP,
 * as the page's visitor: the API's per-address limits count a page's calls on the visitor's
 * address, never on one address shared by every visitor.
 *
 * Every page gets a Content-Security-Policy with a nonce of its own: made here per request, put
 * into the load context for the page's scripts (apps/web/app/lib/csp-nonce.server.ts) and sent in
 * the page's header. The other headers of every answer come from the app's security-headers hook.
 */
import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { isMapPagePath, type StoreCode, storeViewOfPath } from '@shop/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { shedUnless } from '../lib/availability.ts';
import { COMPRESSIBLE_TYPE } from '../lib/compression.ts';
import { injectApiFetch } from '../lib/inject-fetch.ts';
import type { PageCacheDrop } from '../lib/page-cache/invalidation.ts';
import {
  type AnalyticsPolicy,
  newCspNonce,
  type PreviewPolicy,
  storefrontPagePolicy,
} from '../lib/security-headers.ts';
import { decodePath, listBuildFiles } from './build-files.ts';
import {
  createTagCollector,
  pageCacheHeaders,
  pageKindOf,
  type TagCollector,
} from './page-cache-headers.ts';

export interface MountWebOptions {
  /** The web app's build folder (apps/web/build), holding client/ and server/index.js. */
  buildDir: string;
  /** React Router server mode; 'production' (the default) hides server error details. */
  mode?: 'production' | 'development';
  /**
   * Whether SSR loaders call the API of `app` in-process (the default) rather than over HTTP
   * (to this process's port or API_INTERNAL_URL).
   */
  inProcessApi?: boolean;
  /**
   * The origins of the map tile server (MAP_TILE_URL): the store locator's pages, and only they,
   * may load images from them.
   */
  mapTileOrigins?: readonly string[];
  /**
   * The origins of the content service's images (a Storyblok space's asset host): content blocks
   * show them, and a page reached by client-side navigation keeps the first page's policy, so
   * every page may load images from them.
   */
  contentImageOrigins?: readonly string[];
  /**
   * What an editor's content preview page may do beyond other pages (its bridge script's origin,
   * framing by the visual editor). A page is a preview when its loader says so (the
   * `x-content-preview` header, which the shop removes from the answer): only after the editor
   * link was checked.
   */
  previewPolicy?: PreviewPolicy;
  /**
   * The native app's origins (APP_BRIDGE_ORIGINS): the page that embeds the shop in the app may
   * frame every storefront page, and nobody else may.
   */
  appFrameOrigins?: readonly string[];
  /**
   * What the pages of each store view may load for analytics (the tag manager's and GA4's
   * origins, and the view's consent manager's): only when a tag manager container is configured;
   * unset, no page names a tracker's origin. A page's view is the one of its path.
   */
  analyticsPolicies?: Partial<Record<StoreCode, AnalyticsPolicy | null>>;
  /**
   * What shared caches may do with cacheable anonymous pages (web/page-cache-headers.ts); unset,
   * the defaults of CDN_MAX_AGE_SECONDS and CDN_STALE_WHILE_REVALIDATE_SECONDS.
   */
  pageCache?: { cdnMaxAgeSeconds: number; cdnStaleWhileRevalidateSeconds: number };
}

/**
 * Where the storefront's render puts the bytes of a page the shop reads whole (the web app's
 * lib/whole-document.server.ts); its Response then carries the status and headers only.
 */
interface WholeDocument {
  body: Buffer | null;
}

const DEFAULT_PAGE_CACHE = { cdnMaxAgeSeconds: 60, cdnStaleWhileRevalidateSeconds: 30 };

/** Hashed build output: its name changes with its content, so it may be cached for good. */
const ASSETS_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The service worker is asked again on every check for a new version (a new build brings a
 * new precache list): no cache may answer in its place.
 */
const SERVICE_WORKER_PATH = '/sw.js';
/** Unhashed files (favicon, robots.txt, ...) may change with a deploy. */
const SHORT_CACHE = 'public, max-age=600';
/**
 * Paths that belong to the API, the image route, the built-in test payment provider and the back
 * office (web/mount-admin.ts): never rendered by the storefront.
 */
const NOT_WEB_PREFIXES = ['/api', '/img', '/test-payment', '/admin'];

export const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

export interface StaticFile {
  path: string;
  contentType: string;
  cacheControl: string;
  /** The file compressed at build time (`x.js.br`, `x.js.gz`), sent as it is when accepted. */
  precompressed?: Partial<Record<'br' | 'gzip', string>>;
}

/**
 * Mounts the storefront on `app`: a GET/HEAD catch-all route that answers static files of the
 * client build and renders every other page with React Router. Unknown /api and /img paths still
 * reach the app's not-found handler (the JSON 404 of the API). Call it before `listen`/`ready`.
 */
export async function mountWeb(app: FastifyInstance, options: MountWebOptions): Promise<void> {
  const buildDir = resolve(options.buildDir);
  const serverEntry = join(buildDir, 'server', 'index.js');
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  // The build's own React Router (entry.server re-exports it); a build without it uses the
  // package's, loaded here so that the API process only pulls it in when it serves the web.
  const router =
    (build.entry.module as Partial<typeof import('react-router')>).createRequestHandler !==
    undefined
      ? (build.entry.module as unknown as typeof import('react-router'))
      : await import('react-router');
  const { createRequestHandler, RouterContextProvider } = router;
  const handler = createRequestHandler(build, options.mode ?? 'production');
  // The build names its load-context keys (entry.server re-exports them).
  type ContextKey = Parameters<InstanceType<typeof RouterContextProvider>['set']>[0];
  const {
    apiFetchContext: apiKey,
    cspNonceContext: nonceKey,
    pageTagsContext: tagsKey,
    wholeDocumentContext: wholeKey,
    forgetSharedReads,
  } = build.entry.module as {
    apiFetchContext?: ContextKey;
    cspNonceContext?: ContextKey;
    pageTagsContext?: ContextKey;
    wholeDocumentContext?: ContextKey;
    forgetSharedReads?: (drop: PageCacheDrop) => void;
  };
  if (!nonceKey) {
    // Its pages' scripts would carry no nonce and the page policy would block them all.
    throw new Error(`The storefront build at ${buildDir} predates CSP nonces: build it again`);
  }
  const inProcess = options.inProcessApi !== false && apiKey !== undefined;
  const handleRequest = (
    request: Request,
    nonce: string,
    clientAddress: string,
    tags: TagCollector | null,
    whole: WholeDocument | null,
  ) => {
    const values = new Map<ContextKey, unknown>([[nonceKey, nonce]]);
    // A page read whole before it is sent (renderPage): the render may then wait for all of it
    // and hand over its bytes in one piece.
    if (whole && wholeKey) values.set(wholeKey, whole);
    if (inProcess && apiKey) {
      const fetch = injectApiFetch(app, { remoteAddress: clientAddress });
      values.set(apiKey, tags ? tags.wrap(fetch) : fetch);
      // What the page shows from reads kept by earlier pages is tagged as if it read them now.
      if (tags && tagsKey) values.set(tagsKey, (kept: readonly string[]) => tags.add(kept));
    }
    // The web build runs with v8_middleware, whose load context is a RouterContextProvider;
    // this package's view of React Router's types does not know the web's future flags.
    return handler(request, new RouterContextProvider(values) as never);
  };
  if (forgetSharedReads && app.hasDecorator('services')) {
    // The storefront's kept reads (menu, theme, facet labels) are forgotten at the moment the
    // output cache drops the pages that show them: a page rendered after a change never shows
    // a read from before it (decision 82). A web process without the shop's services (its API
    // elsewhere) keeps them for their time.
    const stop = await app.services.pageCache.subscribe(forgetSharedReads);
    app.addHook('onClose', async () => stop());
  }
  const staticFiles = await listStaticFiles(join(buildDir, 'client'));
  const isStaticFile = (request: FastifyRequest) =>
    staticFiles.has(decodePath(request.url.split('?')[0] ?? '/') ?? '');

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    config: {
      // Pages answer bad input themselves, in the shopper's language (see lib/input-guard.ts).
      storefrontPage: true,
      // An overloaded process sheds pages but still serves the build files of pages it served.
      pressureHandler: shedUnless(isStaticFile),
    },
    handler: async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (
        NOT_WEB_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
      ) {
        return reply.callNotFound();
      }
      const file = staticFiles.get(decodePath(pathname) ?? '');
      if (file) return sendStaticFile(request, reply, file);
      if (pathname.startsWith(ASSETS_PREFIX)) {
        // A missing build asset is a plain 404, not a storefront page.
        return reply
          .code(404)
          .header('content-type', 'text/plain; charset=utf-8')
          .send('Not found');
      }
      const imageOrigins = [
        ...(options.contentImageOrigins ?? []),
        ...(isMapPagePath(pathname) ? (options.mapTileOrigins ?? []) : []),
      ];
      return renderPage(request, reply, handleRequest, imageOrigins, {
        preview: options.previewPolicy,
        analytics: options.analyticsPolicies?.[storeViewOfPath(pathname).code] ?? null,
        appFrameOrigins: options.appFrameOrigins ?? [],
        pageCache: options.pageCache ?? DEFAULT_PAGE_CACHE,
      });
    },
  });
}

/**
 * The preview pages' policy from the configuration: the bridge script's origin may run and be
 * called, and the editor's origins may frame the page (and serve its draft images from
 * Storyblok's asset hosts).
 */
export function previewPolicyOf(settings: {
  bridgeUrl: string;
  editorOrigins: readonly string[];
}): PreviewPolicy {
  const bridgeOrigin = new URL(settings.bridgeUrl).origin;
  return {
    scriptOrigins: [bridgeOrigin],
    imageOrigins: ['https://a.storyblok.com'],
    frameAncestors: [...settings.editorOrigins],
  };
}

/** The header by which a page's loader marks an editor's content preview (components/content/content-page.server.ts). */
const PREVIEW_HEADER = 'x-content-preview';

/** Every file of the client build by URL path ('/assets/root-abc.js'), skipping dotfiles. */
async function listStaticFiles(clientDir: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  for (const { urlPath, path } of await listBuildFiles(clientDir)) {
    files.set(urlPath, {
      path,
      contentType: CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      cacheControl: urlPath.startsWith(ASSETS_PREFIX)
        ? IMMUTABLE
        : urlPath === SERVICE_WORKER_PATH
          ? 'no-cache'
          : SHORT_CACHE,
    });
  }
  return files;
}

export async function sendStaticFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StaticFile,
) {
  let info: Stats;
  try {
    info = await stat(file.path);
  } catch {
    return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
  }
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  reply
    .header('content-type', file.contentType)
    .header('cache-control', file.cacheControl)
    .header('etag', etag)
    .header('last-modified', info.mtime.toUTCString())
    .header('x-content-type-options', 'nosniff');
  reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding && COMPRESSIBLE_TYPE.test(file.contentType)) {
    const built = file.precompressed?.[encoding];
    const body = built
      ? await readFile(built).catch(() => compressedVariant(file.path, etag, encoding))
      : await compressedVariant(file.path, etag, encoding);
    reply.header('content-encoding', encoding).header('content-length', String(body.length));
    return request.method === 'HEAD' ? reply.send() : reply.send(body);
  }
  reply.header('content-length', String(info.size));
  if (request.method === 'HEAD') return reply.send();
  return reply.send(createReadStream(file.path));
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressed = new Map<string, Promise<Buffer>>();

/** The best encoding an Accept-Encoding header allows: br, then gzip, else none. */
function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.split(';').map((item) => item.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * A build file compressed once at the strongest setting (brotli 11, gzip 9), kept in memory:
 * the client build is small and its hashed files never change while the process runs.
 */
function compressedVariant(path: string, etag: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const key = `${encoding}:${path}:${etag}`;
  let variant = compressed.get(key);
  if (!variant) {
    variant = readFile(path).then((raw) =>
      encoding === 'br'
        ? brotli(raw, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          })
        : gzipAsync(raw, { level: 9 }),
    );
    variant.catch(() => compressed.delete(key));
    compressed.set(key, variant);
  }
  return variant;
}

/** Renders a storefront page: the Fastify request as a fetch Request, the Response streamed back. */
async function renderPage(
  request: FastifyRequest,
  reply: FastifyReply,
  handleRequest: (
    request: Request,
    nonce: string,
    clientAddress: string,
    tags: TagCollector | null,
    whole: WholeDocument | null,
  ) => Promise<Response>,
  imageOrigins: readonly string[],
  policies: {
    preview: PreviewPolicy | undefined;
    analytics: AnalyticsPolicy | null;
    appFrameOrigins: readonly string[];
    pageCache: { cdnMaxAgeSeconds: number; cdnStaleWhileRevalidateSeconds: number };
  },
) {
  const url = requestUrl(request);
  if (!url) {
    return reply.code(400).header('content-type', 'text/plain; charset=utf-8').send('Bad request');
  }
  // Stops loaders (and their API calls) when the visitor goes away before the answer is complete.
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const nonce = newCspNonce();
  const kind = pageKindOf(url.pathname);
  // A cacheable page notes what it reads; one asked with credentials is never shared.
  const tags =
    kind === 'cacheable' && request.headers.authorization === undefined
      ? createTagCollector(url.pathname)
      : null;
  // A cacheable page is read to its end first: its tags are known only once every loader,
  // deferred ones too, has read its data, and they go into the headers.
  const whole: WholeDocument | null = tags ? { body: null } : null;
  const response = await handleRequest(
    new Request(url, { method: request.method, headers, signal: controller.signal }),
    nonce,
    request.ip,
    tags,
    whole,
  );

  reply.code(response.status);
  // The page's word that it is a checked editor's preview: read here, never sent.
  const preview = response.headers.get(PREVIEW_HEADER) === '1' && response.status === 200;
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== PREVIEW_HEADER) reply.header(name, value);
  }
  // A document (not React Router's data answers or redirects) runs its scripts by this nonce.
  if (response.headers.get('content-type')?.startsWith('text/html')) {
    reply.header(
      'content-security-policy',
      storefrontPagePolicy(
        nonce,
        imageOrigins,
        preview ? (policies.preview ?? null) : null,
        policies.appFrameOrigins,
        policies.analytics,
      ),
    );
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const html = response.headers.get('content-type')?.startsWith('text/html') ?? false;
  // The whole document's bytes, as the render handed them over (the web app's
  // lib/whole-document.server.ts); a storefront build from before the receiver still answers
  // them as its body.
  const body =
    whole && html && request.method !== 'HEAD'
      ? (whole.body ??
        (response.body && response.status === 200
          ? Buffer.from(await response.arrayBuffer())
          : null))
      : null;
  const cacheHeaders = pageCacheHeaders(
    kind,
    {
      status: response.status,
      html,
      routeCacheControl: response.headers.get('cache-control'),
      tags:
        tags && !preview && cookies.length === 0 && body && response.status === 200
          ? tags.tags()
          : null,
    },
    policies.pageCache,
  );
  for (const [name, value] of Object.entries(cacheHeaders)) reply.header(name, value);
  if (body) return reply.send(body);
  if (request.method === 'HEAD' || response.body === null) {
    await response.body?.cancel();
    return reply.send();
  }
  // A Node stream, so that the response compression of the app applies to pages too.
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}

/**
 * The absolute URL of a request from its Host header, or null when that header is unusable. The
 * path is appended as text: resolved as a relative URL, '//other.example/x' would change the host.
 */
function requestUrl(request: FastifyRequest): URL | null {
  try {
    return new URL(`${request.protocol}://${request.host}${request.url}`);
  } catch {
    return null;
  }
}
