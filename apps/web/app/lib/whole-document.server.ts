/**
 * A document the shop reads whole before it answers: apps/api's mount-web does so for a page
 * that shared caches may keep, whose cache tags are known only once every loader, deferred ones
 * too, has read its data. The mount gives such a render a receiver under `wholeDocumentContext`
 * (re-exported by entry.server.tsx, so the mount finds this very key in the build). Streaming
 * such a page brings the shopper nothing, so entry.server renders it at once in full, finishes
 * its bytes in one piece and hands them to the receiver; the Response it returns carries the
 * status and headers only.
 */
import { createContext, type RouterContextProvider } from 'react-router';
import type { WebFontFace } from './brand-font.ts';
import { insertHeadTags } from './crawler-head.server.ts';
import { paintFirst } from './paint-first.server.ts';

/** Where entry.server puts the finished bytes of a document the shop reads whole. */
export interface WholeDocumentReceiver {
  body: Buffer | null;
}

export const wholeDocumentContext = createContext<WholeDocumentReceiver | null>(null);

/** The receiver of this render's whole document (null outside the shop's mount, or streamed). */
export function wholeDocumentReceiver(
  context: Readonly<RouterContextProvider> | undefined,
): WholeDocumentReceiver | null {
  return context?.get(wholeDocumentContext) ?? null;
}

/** UTF-8 text as the byte view below: one character per byte. */
function byteView(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1');
}

/**
 * The bytes of a whole document from React's chunks, with the crawler head's tags before
 * `</head>` and the paint-first rewrite (lib/crawler-head.server.ts, lib/paint-first.server.ts).
 *
 * Both look for ASCII markup only, and in UTF-8 every byte of a multi-byte character is 0x80 or
 * above, so they find the same places in the bytes read one character per byte ('latin1') as in
 * the decoded text. The page is therefore neither decoded nor encoded (about 50 KB each way, and
 * twice that in memory as text): its bytes go out as React wrote them, and only the inserted
 * text is turned into that view (the paint-first starter escapes U+2028 and U+2029 by their
 * bytes). The result is the same, byte for byte, as rewriting the decoded text and encoding it
 * again.
 */
export function wholeDocumentBytes(
  chunks: readonly Uint8Array[],
  headTags: string,
  nonce: string,
  fonts: readonly WebFontFace[],
): Buffer {
  const html = Buffer.concat(chunks).toString('latin1');
  const page = paintFirst(
    insertHeadTags(html, byteView(headTags)),
    byteView(nonce),
    fonts.map((font) => ({
      family: byteView(font.family),
      href: byteView(font.href),
      weight: byteView(font.weight),
    })),
    'bytes',
  );
  return Buffer.from(page, 'latin1');
}
