/**
 * Where a link written in the content (a Storyblok link field or a rich text link) may lead.
 * Links are read with the URL parser, as the browser will read them, and not by their first
 * characters: `/\host/…`, `//host`, `\\host` or a tab inside `java\tscript:` mean to a browser
 * something else than they seem to mean to a pattern.
 *
 * The rule: a link leaves the shop only when it names another site on purpose, as an absolute
 * http(s) URL of a URL link (or a mailto:/tel: address); every other link is a path of the shop,
 * resolved against the shop's own origin, and a link that would resolve to another host without
 * saying so (no scheme) leads nowhere. No other scheme (javascript:, data:, vbscript:, file:, …)
 * is ever a link.
 */

/** The origin relative links are resolved against: the shop itself (any origin of its own). */
const SHOP_ORIGIN = 'https://shop.invalid';

/** The schemes through which a content link may leave the shop. */
const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** A scheme at the start (`name:`), as the URL parser reads one. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function parse(text: string, base?: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

/**
 * The path (with query and fragment) a relative link names within the shop, always starting
 * with a single `/`; null when the text names a scheme or, resolved, another host. A link
 * without a leading slash is a path from the root (`storelocator` → `/storelocator`).
 */
export function shopPathOf(link: string): string | null {
  // The parser drops tabs and line breaks anywhere and spaces at the ends; so does this check.
  const text = link.replace(/[\t\n\r]/g, '').trim();
  if (text === '' || SCHEME.test(text)) return null;
  const rooted = text.startsWith('/') || text.startsWith('\\') ? text : `/${text}`;
  const url = parse(rooted, SHOP_ORIGIN);
  if (!url || url.origin !== SHOP_ORIGIN) return null;
  // A path of `//x` would be read as another host when written into a link.
  const path = url.pathname.replace(/^\/+/, '/');
  return `${path}${url.search}${url.hash}`;
}

/**
 * The address of a link that leaves the shop on purpose: an absolute http(s) URL naming a host,
 * or a mailto:/tel: address, as written (without the tabs and line breaks the parser drops);
 * null for anything else.
 */
export function externalUrlOf(link: string): string | null {
  const text = link.replace(/[\t\n\r]/g, '').trim();
  if (!SCHEME.test(text)) return null;
  const url = parse(text);
  if (!url || !EXTERNAL_PROTOCOLS.has(url.protocol)) return null;
  if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname === '') return null;
  // As the editor wrote it (the browser reads it as the parser did here).
  return text;
}

export type ContentLinkTarget = { internal: string } | { external: string } | null;

/**
 * The target of a content link: a URL link may leave the shop through externalUrlOf; a story
 * link is always a path of the shop. Null when the link leads nowhere.
 */
export function contentLinkTargetOf(link: string, storyLink: boolean): ContentLinkTarget {
  if (!storyLink) {
    const external = externalUrlOf(link);
    if (external !== null) return { external };
  }
  const internal = shopPathOf(link);
  return internal === null ? null : { internal };
}
