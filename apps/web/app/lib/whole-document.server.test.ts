import { describe, expect, it } from 'vitest';
import { insertHeadTags } from './crawler-head.server.ts';
import { paintFirst } from './paint-first.server.ts';
import { wholeDocumentBytes } from './whole-document.server.ts';

const NONCE = 'n0nce+/=';
/** Text beyond ASCII: two-, three- and four-byte UTF-8, a no-break space, a line separator. */
const WIDE = 'Kinderwagen — Größe é\u00a0😀\u2028ü';
const FONTS = [{ family: 'Nünito', href: '/assets/nünito-1.woff2', weight: '200 1000' }];
const TAGS = `<script type="application/ld+json" data-crawler-head>{"name":"${WIDE}"}</script>`;

const DOCUMENT = [
  `<!DOCTYPE html><html lang="nl"><head><meta charSet="utf-8"/><title>${WIDE}</title>`,
  '<link rel="preload" href="/assets/messages-nl-NL-1.json" as="fetch" crossorigin="anonymous"/>',
  `<link rel="modulepreload" href="/assets/entry-${WIDE}.js" nonce="${NONCE}"/>`,
  `</head><body><main><p>${WIDE}</p><a href="/p/${WIDE}">${WIDE}</a></main>`,
  `<script nonce="${NONCE}" type="module" async="">import("/assets/entry.client-1.js");window.__x="${WIDE}";</script>`,
  '</body></html>',
].join('');

describe('the bytes of a whole document', () => {
  it('are those of the rewritten text encoded as UTF-8, whatever the text and the chunks', () => {
    const expected = Buffer.from(paintFirst(insertHeadTags(DOCUMENT, TAGS), NONCE, FONTS), 'utf8');
    // The rewrite did its work: the starter holds the module script, the head the tags.
    expect(expected.toString('utf8')).not.toContain('type="module" async');
    expect(expected.toString('utf8')).toContain(`${TAGS}</head>`);
    const bytes = Buffer.from(DOCUMENT, 'utf8');
    for (const size of [1, 3, 7, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(wholeDocumentBytes(chunks, TAGS, NONCE, FONTS).equals(expected)).toBe(true);
    }
  });

  it('leave a document without tags to insert or scripts to move as it is', () => {
    const html = Buffer.from(`<!DOCTYPE html><html><body><p>${WIDE}</p></body></html>`);
    expect(wholeDocumentBytes([html], '', NONCE, FONTS).equals(html)).toBe(true);
  });
});
