/**
 * Structured data (JSON-LD) of a page for crawlers, written into the head of the server's HTML
 * only. Crawlers read it there; the page itself never uses it, so it is neither part of the page
 * data sent again for hydration nor drawn by React (React skips tags of the head it did not
 * render when it hydrates). A page's loader adds its blocks to the request's holder, which the
 * root's middleware makes for each request; entry.server.tsx writes them before `</head>`.
 */
import { Transform } from 'node:stream';
import { createContext, type RouterContextProvider } from 'react-router';

interface CrawlerHead {
  jsonLd: Record<string, unknown>[];
}

const crawlerHeadContext = createContext<CrawlerHead | null>(null);

/** Gives the request a holder of structured data (the root's middleware). */
export function startCrawlerHead(context: Readonly<RouterContextProvider>): void {
  context.set(crawlerHeadContext, { jsonLd: [] });
}

/** Adds JSON-LD blocks to the page's head (a page loader). */
export function addJsonLd(
  context: Readonly<RouterContextProvider>,
  blocks: Record<string, unknown>[],
): void {
  context.get(crawlerHeadContext)?.jsonLd.push(...blocks);
}

/** The script tags of the request's JSON-LD blocks ('' without any). */
export function crawlerHeadTags(context: Readonly<RouterContextProvider> | undefined): string {
  const head = context?.get(crawlerHeadContext);
  if (!head) return '';
  // `<` escaped: no text of a product can end the script element.
  return head.jsonLd
    .map(
      (block) =>
        `<script type="application/ld+json" data-crawler-head>${JSON.stringify(block).replace(/</g, '\\u003c')}</script>`,
    )
    .join('');
}

/** The whole document's HTML with `tags` before its first `</head>`. */
export function insertHeadTags(html: string, tags: string): string {
  const end = tags ? html.indexOf('</head>') : -1;
  return end === -1 ? html : `${html.slice(0, end)}${tags}${html.slice(end)}`;
}

/** A transform of the document's HTML that writes `tags` before the first `</head>`. */
export function createHeadInsertTransform(tags: string): Transform {
  let pending = tags ? '' : null;
  const decoder = new TextDecoder();
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (pending === null) return callback(null, chunk);
      pending += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
      const end = pending.indexOf('</head>');
      if (end !== -1) {
        const out = `${pending.slice(0, end)}${tags}${pending.slice(end)}`;
        pending = null;
        return callback(null, out);
      }
      // Everything but what could be the start of `</head>` passes at once (never half a
      // surrogate pair).
      let cut = Math.max(0, pending.length - ('</head>'.length - 1));
      const code = pending.charCodeAt(cut - 1);
      if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
      const out = pending.slice(0, cut);
      pending = pending.slice(cut);
      callback(null, out);
    },
    flush(callback) {
      callback(null, pending ?? '');
    },
  });
}
