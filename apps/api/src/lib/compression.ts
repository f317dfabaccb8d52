/**
 * How the shop's answers travel compressed, and how every cache in front of the shop (the front's
 * output cache, nginx in deploy/, a CDN) learns that an answer depends on the browser's
 * Accept-Encoding.
 */
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Text worth compressing: pages, API JSON, scripts, styles, SVG, sitemaps, the app manifest. */
export const COMPRESSIBLE_TYPE =
  /^(text\/|application\/(json|manifest\+json|xml|javascript)|image\/svg\+xml)/;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Text answers (API JSON, pages, scripts, styles) travel compressed; images are WebP already.
  // An answer up to 256 KiB held in memory is compressed in one call: a search's 35 KB took
  // 0.19 ms so (Brotli 4) where the plugin's stream through the thread pool, its default above
  // 8 KiB on two cores, added 1.5 ms to the answer; 256 KiB holds the event loop about 0.5 ms.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: 256 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  // After the compression's own hook, on every route.
  app.addHook('onSend', varyByEncoding);
}

/**
 * An answer of a compressible type names Accept-Encoding in its Vary also when it went out
 * unencoded (the browser asked for none, or the body was too small to be worth it). The
 * compression plugin adds it only to what it encodes; a shared cache that kept an unencoded page
 * without it would answer every later browser from that copy, six times the bytes, and one that
 * kept it beside an encoded copy could not tell the two apart.
 */
function varyByEncoding(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  const type = reply.getHeader('content-type');
  if (typeof type === 'string' && COMPRESSIBLE_TYPE.test(type)) addVary(reply, 'accept-encoding');
  done(null, payload);
}

/** Adds a request header's name to the answer's Vary, once; `Vary: *` already says it all. */
function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (names.some((item) => item === '*' || item.toLowerCase() === name)) return;
  reply.header('vary', [...names, name].join(', '));
}
