/**
 * Which requests the output cache answers and under which key, which answers it keeps, and the
 * headers a cacheable page carries for shared caches (decision 82).
 *
 * The key is the page's URL (scheme, host, path, and the query without the parameters that only
 * tell analytics where a visitor came from) and its store view (the path names it: /de/… is the
 * German view), plus the two things besides the URL that change the bytes sent: the compression
 * the client accepts, and whether the client is a crawler (crawlers get the whole document at
 * once, browsers the shell first). Cookies are not part of it: no storefront page reads a cookie
 * on the server, and a customer's session lives in the browser, not in a cookie.
 */
import { isbot } from 'isbot';
import { isPageTag } from './tags.ts';

/**
 * Query parameters that never change a page: campaign and click ids added by ads, mails and
 * analytics. Any other parameter (filters, sort, page, search text) is part of the key.
 */
const TRACKING_PARAMETER =
  /^(utm_[a-z]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl|srsltid)$/i;

/** Paths that are never storefront pages (the API, images, the payment test provider, back office). */
const NOT_PAGES = /^\/(api|img|test-payment|admin|assets)(\/|$)/;

export interface PageRequest {
  method: string | undefined;
  /** Path and query as the client sent them. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** 'http' or 'https' as the shop sees the client's request. */
  protocol: string;
}

export interface PageKey {
  /** The cache key. */
  key: string;
  /**
   * Whether an answer to this request may be stored under the key: only when the URL held no
   * parameter the key leaves out, so that a stored page never carries a campaign's parameters
   * into its links. Other requests are answered from the cache but fill nothing.
   */
  fills: boolean;
}

/**
 * The output-cache key of a request, or null when the cache must neither answer nor keep it:
 * not GET or HEAD, not a page, carrying credentials (an Authorization header: an API client's,
 * never a page's) or an editor's preview parameters (`_storyblok…`).
 */
export function pageKeyOf(request: PageRequest): PageKey | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers.authorization !== undefined) return null;
  const queryStart = request.url.indexOf('?');
  const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  if (!path.startsWith('/') || path.startsWith('//') || NOT_PAGES.test(path)) return null;
  let query = '';
  let fills = true;
  if (queryStart !== -1) {
    const kept: string[] = [];
    for (const part of request.url.slice(queryStart + 1).split('&')) {
      if (part === '') continue;
      const name = safeDecode(part.split('=', 1)[0] ?? '');
      if (name === null || name.startsWith('_storyblok')) return null;
      if (TRACKING_PARAMETER.test(name)) fills = false;
      else kept.push(part);
    }
    if (kept.length > 0) query = `?${kept.join('&')}`;
    // `/x?` and `/x` are one page, but only the plain form fills.
    if (kept.length === 0 && request.url.length > path.length) fills = false;
  }
  const host = headerText(request.headers.host)?.toLowerCase() ?? '';
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const agent = headerText(request.headers['user-agent']);
  const reader = agent && isbot(agent) ? 'bot' : 'browser';
  return { key: `${encoding} ${reader} ${request.protocol}://${host}${path}${query}`, fills };
}

/**
 * The tags of an answer the output cache may keep, or null: a 200 HTML page the shop marked
 * public for shared caches (`s-maxage`), with its tags, that sets no cookie.
 */
export function storableTags(
  status: number,
  header: (name: string) => string | undefined,
): string[] | null {
  if (status !== 200) return null;
  if (!header('content-type')?.startsWith('text/html')) return null;
  if (header('set-cookie') !== undefined) return null;
  const cacheControl = header('cache-control') ?? '';
  if (!/\bpublic\b/.test(cacheControl) || !/\bs-maxage=\d+/.test(cacheControl)) return null;
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return null;
  const tags = (header('surrogate-key') ?? '').split(' ').filter(Boolean);
  if (tags.length === 0 || !tags.every(isPageTag)) return null;
  return tags;
}

/** Cache-Control of a cacheable anonymous page: browsers ask again, shared caches may keep it. */
export function publicPageCacheControl(settings: {
  cdnMaxAgeSeconds: number;
  cdnStaleWhileRevalidateSeconds: number;
}): string {
  return `public, max-age=0, s-maxage=${settings.cdnMaxAgeSeconds}, stale-while-revalidate=${settings.cdnStaleWhileRevalidateSeconds}`;
}

/** Cache-Control of a personal page or answer: no cache anywhere keeps it. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/**
 * The encoding the shop's compression picks for a client (br before gzip, as
 * @fastify/compress does): the body differs per encoding, so it is part of the key.
 */
function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  const text = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase();
  let gzip = false;
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.split(';').map((item) => item.trim());
    if (params.some((param) => /^q=0(\.0*)?$/.test(param))) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzip = true;
  }
  return gzip ? 'gzip' : 'identity';
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}
