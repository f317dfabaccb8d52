/**
 * Serves the back office (apps/admin, a single-page app built by Vite with base /admin/) at
 * /admin on the shop's port (decision 75). Its build files are served as they are, looked up in a
 * table made once at mount time (no path can climb out of the folder); every other path under
 * /admin is one of the app's own screens (a deep link such as /admin/audit) and gets its page,
 * index.html. Nothing of it is rendered by the storefront, and nothing of the storefront is in it.
 *
 * Search engines are kept out twice: every answer under /admin carries `X-Robots-Tag: noindex,
 * nofollow` and the page has the robots meta tag. The page gets a policy of its own with a nonce
 * made per request (security-headers.ts adminPagePolicy): its styles, which the component library
 * writes into the page at run time, carry that nonce, which the page reads from its csp-nonce meta.
 *
 * Scripts and styles go out as the build compressed them (brotli 11 or gzip 9 beside each file,
 * decision 79), so no operator's first request waits for a compression at the strongest setting.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { shedUnless } from '../lib/availability.ts';
import { adminPagePolicy, newCspNonce } from '../lib/security-headers.ts';
import { ADMIN_PREFIX, decodePath, listAdminFiles } from './build-files.ts';
import { CONTENT_TYPES, type StaticFile, sendStaticFile } from './mount-web.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A page route: its address is left to the page, never refused as API input (lib/input-guard.ts). */
    storefrontPage?: boolean;
  }
}

const NONCE_PLACEHOLDER = '__CSP_NONCE__';
const ROBOTS = 'noindex, nofollow';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const COMPRESSED_COPY = /\.(br|gz)$/;

/** Mounts the back office's build (`distDir`, apps/admin/dist) on `app` at /admin. */
export async function mountAdmin(app: FastifyInstance, options: { distDir: string }) {
  const distDir = resolve(options.distDir);
  const page = await readFile(join(distDir, 'index.html'), 'utf8');
  if (!page.includes(NONCE_PLACEHOLDER)) {
    throw new Error(`The back office build at ${distDir} has no nonce placeholder: build it again`);
  }
  const files = new Map<string, StaticFile>();
  const built = await listAdminFiles(distDir);
  const paths = new Set(built.map((file) => file.path));
  for (const { urlPath, path } of built) {
    if (urlPath === `${ADMIN_PREFIX}/index.html`) continue;
    // The build's compressed copies (apps/admin/vite.config.ts) are sent for their file, never
    // asked for by their own name.
    if (COMPRESSED_COPY.test(path) && paths.has(path.replace(COMPRESSED_COPY, ''))) continue;
    files.set(urlPath, {
      path,
      contentType: CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      // Vite names every file under assets/ by its content.
      cacheControl: urlPath.startsWith(`${ADMIN_PREFIX}/assets/`) ? IMMUTABLE : 'no-cache',
      precompressed: {
        ...(paths.has(`${path}.br`) ? { br: `${path}.br` } : {}),
        ...(paths.has(`${path}.gz`) ? { gzip: `${path}.gz` } : {}),
      },
    });
  }
  const isFile = (request: FastifyRequest) =>
    files.has(decodePath(request.url.split('?')[0] ?? '/') ?? '');

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('x-robots-tag', ROBOTS);
    const pathname = request.url.split('?')[0] ?? '/';
    const file = files.get(decodePath(pathname) ?? '');
    if (file) return sendStaticFile(request, reply, file);
    if (pathname.startsWith(`${ADMIN_PREFIX}/assets/`)) {
      return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
    }
    const nonce = newCspNonce();
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', adminPagePolicy(nonce))
      .send(request.method === 'HEAD' ? undefined : page.replaceAll(NONCE_PLACEHOLDER, nonce));
  };
  const config = {
    // Like the storefront's pages: the address is the app's to read, never checked as API input.
    storefrontPage: true,
    // An overloaded process sheds the page but still serves the build files of pages it served.
    pressureHandler: shedUnless(isFile),
  };
  for (const url of [ADMIN_PREFIX, `${ADMIN_PREFIX}/*`]) {
    app.route({ method: ['GET', 'HEAD'], url, config, handler });
  }
}
