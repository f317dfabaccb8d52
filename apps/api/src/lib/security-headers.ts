/**
 * The security headers of every answer of the shop (API JSON, storefront pages, build files,
 * images, the test payment provider, the API reference, 404s and errors), set in one onSend hook
 * (and first on the raw response, for the few answers Fastify writes without hooks).
 * Why each header and each directive: docs/decisions/0013-security-headers-and-html.md.
 *
 * A producer that knows what its answer loads sets its own Content-Security-Policy (the storefront
 * mount with its per-request nonce, the test provider's pages, the API reference); every other
 * answer gets the policy of a document that may load nothing at all.
 */
import { randomBytes } from 'node:crypto';
import { CONSENT_MANAGER_ORIGINS, CONSENT_MANAGER_SCRIPT_URL } from '@shop/core';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeadersOptions {
  /** The shop's public address (SHOP_PUBLIC_URL): Strict-Transport-Security only when https. */
  publicUrl: string;
}

/** Answers that are not documents (JSON, images, styles, 404 texts): nothing may load or frame them. */
const NO_CONTENT_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Scripts served as files. A script answer's own policy applies when it runs as a worker (the
 * service worker /sw.js): it fetches and caches the shop's own pages, and nothing else.
 */
const WORKER_SCRIPT_POLICY =
  "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/**
 * The API reference (/api/docs, @fastify/swagger-ui): its scripts are files of this origin, no
 * inline script; Swagger UI sets inline styles, and draws icons as data: images.
 */
export const API_DOCS_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The back office's page (/admin, web/mount-admin.ts): its scripts are files of this origin, no
 * inline script at all; the component library writes its styles into the page at run time, each
 * style element carrying this answer's nonce; every call goes to the shop's own API. Nobody may
 * frame it and forms post nowhere else.
 */
export function adminPagePolicy(nonce: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * A storefront page. Its scripts run by the nonce of this answer (React Router's hydration data,
 * module loader and scroll restoration, React's streaming scripts) or as files of this origin;
 * scripts those load may load others ('strict-dynamic'). Styles, images, fonts, the service worker
 * and every call come from the shop itself; forms only post to it. A page that shows a map also
 * loads images from the origins of the map tile server (`imageOrigins`), and from nowhere else.
 * 'wasm-unsafe-eval' lets the in-store page compile the barcode reader's WebAssembly (shipped
 * from this origin) in browsers without a BarcodeDetector; it allows WebAssembly only, never eval
 * of script text. Every page has it because a page reached by client-side navigation keeps the
 * policy of the first page.
 */
export function storefrontPagePolicy(
  nonce: string,
  imageOrigins: readonly string[] = [],
  preview: PreviewPolicy | null = null,
  appFrameOrigins: readonly string[] = [],
  analytics: AnalyticsPolicy | null = null,
): string {
  const previewOrigins = preview?.scriptOrigins ?? [];
  // The editor may frame a preview; the native app's page (APP_BRIDGE_ORIGINS) every page.
  const framers = [...new Set([...(preview?.frameAncestors ?? []), ...appFrameOrigins])];
  return [
    "default-src 'none'",
    [
      `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' 'wasm-unsafe-eval'`,
      ...previewOrigins,
      ...(analytics?.scriptOrigins ?? []),
    ].join(' '),
    // Cookiebot writes its banner's styles into the page: only a view that loads it allows that.
    analytics?.inlineStyles ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    [
      "img-src 'self' data: blob:",
      ...imageOrigins,
      ...(preview?.imageOrigins ?? []),
      ...(analytics?.imageOrigins ?? []),
    ].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...previewOrigins, ...(analytics?.connectOrigins ?? [])].join(' '),
    ...(analytics?.frameOrigins?.length ? [`frame-src ${analytics.frameOrigins.join(' ')}`] : []),
    "worker-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    framers.length > 0 ? `frame-ancestors ${framers.join(' ')}` : "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * What a page may load for analytics beyond a storefront page: only when a tag manager container
 * is configured (GTM_CONTAINER_ID). The page loads the tag manager only after the shopper's
 * consent, with the page's nonce; the origins are those Google names for its tag manager and
 * GA4 (the tag manager's script, GA4's collection calls and pixels).
 */
export interface AnalyticsPolicy {
  scriptOrigins: readonly string[];
  connectOrigins: readonly string[];
  imageOrigins: readonly string[];
  /** Frames the page may hold (the consent manager's consent-sharing frame). */
  frameOrigins?: readonly string[];
  /** Styles written into the page by a script (the consent manager's banner). */
  inlineStyles?: boolean;
}

/** Google Tag Manager with GA4 (Google's documented origins for a Content-Security-Policy). */
export const TAG_MANAGER_POLICY: AnalyticsPolicy = {
  scriptOrigins: ['https://www.googletagmanager.com'],
  connectOrigins: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  imageOrigins: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
};

/**
 * The analytics policy of a store view's pages: the tag manager's, and with a consent manager
 * settings id (decision 0067) Cookiebot's origins and inline styles too; null without a
 * container (no page names a tracker).
 */
export function analyticsPolicyOf(
  containerId: string | null,
  consentManagerId: string | null,
  consentManagerScriptUrl: string = CONSENT_MANAGER_SCRIPT_URL,
): AnalyticsPolicy | null {
  if (!containerId) return null;
  if (!consentManagerId) return TAG_MANAGER_POLICY;
  const cmp = CONSENT_MANAGER_ORIGINS;
  return {
    scriptOrigins: [...TAG_MANAGER_POLICY.scriptOrigins, new URL(consentManagerScriptUrl).origin],
    connectOrigins: [...TAG_MANAGER_POLICY.connectOrigins, ...cmp.connect],
    imageOrigins: [...TAG_MANAGER_POLICY.imageOrigins, ...cmp.image],
    frameOrigins: [...cmp.frame],
    inlineStyles: true,
  };
}

/** A policy that lets named origins frame the page (a content preview's, or the app's). */
const PREVIEW_FRAMING_MARK = 'frame-ancestors http';

/**
 * What an editor's content preview page (and only it) may do beyond a storefront page: run the
 * visual editor's bridge script from its origin (which a script of the page adds, so
 * 'strict-dynamic' lets it run; the origin is listed for browsers without it) and let it call
 * home, show the editor's draft images, and be framed by the visual editor.
 */
export interface PreviewPolicy {
  scriptOrigins: readonly string[];
  imageOrigins: readonly string[];
  frameAncestors: readonly string[];
}

/** A fresh nonce: 128 random bits, base64 (the CSP nonce grammar). */
export function newCspNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The headers set on the raw response of every request before Fastify handles it. */
const FIRST_ON_RAW = [
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-opener-policy',
  'strict-transport-security',
  'referrer-policy',
  'content-security-policy',
];

/** One year; no includeSubDomains or preload: other hosts of the domain are not the shop's to bind. */
const HSTS = 'max-age=31536000';

/** The headers every answer carries, whatever it is. */
function headersOfEveryAnswer(options: SecurityHeadersOptions): [string, string][] {
  return [
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['cross-origin-opener-policy', 'same-origin'],
    ...(new URL(options.publicUrl).protocol === 'https:'
      ? [['strict-transport-security', HSTS] as [string, string]]
      : []),
  ];
}

/**
 * The headers of an answer that loads nothing (an error written before any route, the front's
 * overload answer): those of every answer, no referrer beyond the shop, and a policy that lets
 * the document load nothing and be framed by nobody.
 */
export function headersOfPlainAnswers(options: SecurityHeadersOptions): [string, string][] {
  return [
    ...headersOfEveryAnswer(options),
    ['referrer-policy', 'same-origin'],
    ['content-security-policy', NO_CONTENT_POLICY],
  ];
}

/**
 * Adds the headers to every answer of `app`: registered on the root instance before the routes,
 * so its onSend hook runs for every route, the not-found handler and the error handler.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const always = headersOfEveryAnswer(options);
  // Answers Fastify writes itself before any hook runs (a malformed URL, an over-long path
  // parameter) get the headers that fit any answer on the raw response first; the headers of
  // every other answer, set below, take precedence over them.
  const first = headersOfPlainAnswers(options);
  app.server.prependListener('request', (_request, response) => {
    for (const [name, value] of first) response.setHeader(name, value);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    // The answer's own headers decide from here: not those set first on the raw response.
    for (const name of FIRST_ON_RAW) reply.raw.removeHeader(name);
    for (const [name, value] of always) reply.header(name, value);
    // A page the visual editor or the native app may frame names its framers in its policy
    // (frame-ancestors); X-Frame-Options would forbid what that policy allows.
    if (String(reply.getHeader('content-security-policy') ?? '').includes(PREVIEW_FRAMING_MARK)) {
      reply.removeHeader('x-frame-options');
    }
    // Pages whose address carries a secret may ask for less (no-referrer); never for more.
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'same-origin');
    reply.removeHeader('x-powered-by');
    if (!reply.hasHeader('content-security-policy')) {
      const type = String(reply.getHeader('content-type') ?? '');
      reply.header(
        'content-security-policy',
        /^(text|application)\/javascript\b/.test(type) ? WORKER_SCRIPT_POLICY : NO_CONTENT_POLICY,
      );
    }
    return payload;
  });
}
