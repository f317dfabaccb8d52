/**
 * Server rendering of a document request: React Router's default Node entry (streamed HTML, bots
 * wait for all content), plus an error handler that keeps unknown URLs out of the error log.
 * Every script of the page carries the nonce of the page's Content-Security-Policy. A page the
 * shop reads whole before it answers (lib/whole-document.server.ts) waits for all its content
 * and is handed to the shop in one piece.
 */
import { PassThrough, Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
// The server build bundles an edited copy of this renderer (server-render-text.ts).
import { renderToPipeableStream } from 'react-dom/server.node';
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from 'react-router';
import { BRAND_FONT } from './lib/brand-font.ts';
import { crawlerHeadTags, createHeadInsertTransform } from './lib/crawler-head.server.ts';
import { cspNonceOf } from './lib/csp-nonce.server.ts';
import { keepMarkup } from './lib/kept-markup.server.ts';
import { KeptMarkupContext } from './lib/kept-markup.ts';
import { loadAllMessageAreas } from './lib/message-areas.ts';
import { createPaintFirstTransform } from './lib/paint-first.server.ts';
import { pageThemeContext } from './lib/site-theme.server.ts';
import { SiteThemeContext } from './lib/site-theme.ts';
import { wholeDocumentBytes, wholeDocumentReceiver } from './lib/whole-document.server.ts';

// The browser loads some message areas when it needs them; the server has them all from the start.
await loadAllMessageAreas();

/**
 * The request handler and load context of the React Router this build carries (its production
 * files, bundled): the shop's mount takes them from here, so that one copy serves the routes.
 */
export { createRequestHandler, RouterContextProvider } from 'react-router';
/** The load-context key of the in-process API transport, read by the shop's mount (apps/api). */
export { apiFetchContext, pageTagsContext } from './lib/api-context.ts';

/** The web fonts every page adds after its first paint (lib/paint-first.server.ts). */
const PAGE_FONTS = [BRAND_FONT];

/** The load-context key of the page's CSP nonce, set by the shop's mount (apps/api). */
export { cspNonceContext } from './lib/csp-nonce.server.ts';
export { forgetSharedReads } from './lib/shared-read.ts';
/** The load-context key of the receiver of a page the shop's mount reads whole (apps/api). */
export { wholeDocumentContext } from './lib/whole-document.server.ts';

/** How long deferred data may stream before the render is cut off. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: RouterContextProvider,
) {
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // https://httpwg.org/specs/rfc9110.html#HEAD: the headers of the GET answer, no body.
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // React Router's scripts (hydration data, module loader, scroll restoration, streamed data)
  // take it from <ServerRouter>, React's own streaming scripts from the render options.
  const nonce = cspNonceOf(loadContext);

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const receiver = wholeDocumentReceiver(loadContext);
    // Crawlers get the complete document at once, and so does the shop when it reads the page
    // whole; browsers get the shell first.
    const whole =
      receiver !== null || Boolean(userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    const readyOption: keyof RenderToPipeableStreamOptions = whole ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      // The theme the root loader read (lib/site-theme.ts): not page data, the browser fetches it.
      // The parts drawn from that theme alone are rendered once per read (lib/kept-markup.ts).
      <SiteThemeContext value={loadContext?.get(pageThemeContext) ?? null}>
        <KeptMarkupContext value={keepMarkup}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </KeptMarkupContext>
      </SiteThemeContext>,
      {
        nonce,
        // A boundary whose content is complete is written in place. React otherwise moves a
        // boundary that comes after the first 12.8 KB of the page to the end of the stream and
        // reveals it by script a moment later: the browser first draws the page without it and
        // everything below then moves (the home page's content blocks, a layout shift of 0.5).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          if (whole) {
            // The document in one piece: one pass of each rewrite over its bytes.
            const chunks: Buffer[] = [];
            const collect = new Writable({
              write(chunk: Buffer, _encoding, callback) {
                chunks.push(chunk);
                callback();
              },
              final(callback) {
                clearTimeout(timeoutId);
                timeoutId = undefined;
                const page = wholeDocumentBytes(
                  chunks,
                  crawlerHeadTags(loadContext),
                  nonce ?? '',
                  PAGE_FONTS,
                );
                if (receiver) {
                  // The shop takes the bytes as they are, not through a web stream's copies.
                  receiver.body = page;
                  resolve(new Response(null, { headers: responseHeaders, status }));
                } else {
                  resolve(new Response(new Uint8Array(page), { headers: responseHeaders, status }));
                }
                callback();
              },
            });
            pipe(collect);
            return;
          }
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          // The browser draws the HTML before it fetches the scripts (lib/paint-first.server.ts).
          const paintFirstStream = createPaintFirstTransform(nonce ?? '', PAGE_FONTS);
          // The page's structured data for crawlers (lib/crawler-head.server.ts).
          const crawlerHead = createHeadInsertTransform(crawlerHeadTags(loadContext));
          crawlerHead.pipe(paintFirstStream);
          paintFirstStream.pipe(body);
          pipe(crawlerHead);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors of the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** Logs server errors, except unknown URLs (404) and requests the visitor already gave up on. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 404) return;
  console.error(error);
};
