/**
 * Paint first, then hydrate: a rewrite of the document's HTML stream so that the browser draws
 * the server's HTML before it fetches the page's scripts.
 *
 * React Router's `<Scripts>` puts a modulepreload link for every script of the page into the
 * head and starts hydration with an inline module script. The browser then fetches about 130 KB
 * of JavaScript at high priority next to the stylesheet, the typeface and the largest image, and
 * often runs it before its first paint. This rewrite moves both after the first frame:
 *
 * - the modulepreload links leave the head;
 * - the head's fetch preloads (the message catalogue and the theme the entry waits for) stay in
 *   place as links without their `rel`, so the browser fetches nothing for them yet;
 * - the inline module script becomes a classic inline script (same nonce) that, once the first
 *   frame is drawn (an animation frame, then a task), makes those links preloads again and adds
 *   the same module preload links and the same module script. A page opened in a background tab
 *   (no frames) starts at once.
 *
 * The fetch preloads stay in the document (only their `rel` waits) because the tree renders
 * them: the browser hydrates the same head, and the service worker and the entry read the
 * theme's address from its link.
 *
 * Nothing else changes: the page reads and its links work without JavaScript as before, the
 * hydration data scripts stay where they are (they only fill a stream that the entry reads), and
 * scripts added by a nonced script may run under the page's policy ('strict-dynamic').
 */
import { Transform } from 'node:stream';

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const FETCH_PRELOAD = /<link\b(?=[^>]*\bas="fetch")[^>]*\brel="preload"[^>]*>/g;
/** The attribute that stands for a fetch preload's `rel` until the first frame is drawn. */
const PRELOAD_AFTER_PAINT = 'data-preload-after-paint';
const HREF = /\bhref="([^"]*)"/;
/** React Router's inline module script: `<script nonce=".." type="module" async="">..</script>`. */
const MODULE_SCRIPT = /<script\b(?=[^>]*\btype="module")[^>]*>([\s\S]*?)<\/script>/;
const MODULE_SCRIPT_START = /<script\b(?=[^>]*\btype="module")[^>]*>/;

/** The HTML-escaped attribute value as the browser reads it (`&amp;` → `&`). */
function unescapeAttribute(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** A JavaScript string literal that cannot end the inline script it stands in. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * The classic inline script that starts hydration after the first frame: the fetch preloads that
 * waited become preloads, then module preload links for `hrefs` (each once), then the module
 * script `code`, both with the page's nonce.
 */
export function paintFirstStarter(code: string, hrefs: readonly string[], nonce: string): string {
  const body =
    `(function(){var n=${scriptLiteral(nonce)},d=document;function go(){` +
    `d.querySelectorAll("link[${PRELOAD_AFTER_PAINT}]").forEach(function(l){l.removeAttribute("${PRELOAD_AFTER_PAINT}");l.rel="preload"});` +
    `${scriptLiteral([...new Set(hrefs)])}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";s.nonce=n;s.textContent=${scriptLiteral(code)};d.body.appendChild(s)}` +
    `if(d.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})})()`;
  const nonceAttribute = nonce ? ` nonce="${nonce.replaceAll('"', '&quot;')}"` : '';
  return `<script${nonceAttribute}>${body}</script>`;
}

/**
 * The rewrite of the document's HTML in pieces, in order: each call takes the next piece, which
 * must end outside a tag and, until the module script has come, outside that script.
 */
function createPaintFirstRewrite(nonce: string): {
  rewrite(html: string): string;
  /** Whether the module script has been rewritten (hydration starts by it). */
  readonly started: boolean;
} {
  const hrefs: string[] = [];
  let started = false;
  const rewrite = (html: string): string => {
    let out = html.replace(MODULE_PRELOAD, (tag) => {
      const href = HREF.exec(tag)?.[1];
      if (href && !started) hrefs.push(unescapeAttribute(href));
      // Once hydration has started, a preload streamed later is of no use to it either.
      return started ? tag : '';
    });
    if (!started) {
      out = out.replace(FETCH_PRELOAD, (tag) =>
        tag.replace(/\brel="preload"/, `${PRELOAD_AFTER_PAINT}=""`),
      );
      out = out.replace(MODULE_SCRIPT, (_tag, code: string) => {
        started = true;
        return paintFirstStarter(code, hrefs, nonce);
      });
    }
    return out;
  };
  return {
    rewrite,
    get started() {
      return started;
    },
  };
}

/** The rewrite of a whole document's HTML. */
export function paintFirst(html: string, nonce: string): string {
  return createPaintFirstRewrite(nonce).rewrite(html);
}

/**
 * The rewrite as a stream transform of the document's HTML (UTF-8 chunks, any split). It holds
 * back only an unfinished tag at the end of a chunk, and React Router's module script until its
 * end has arrived; everything else passes at once, so streamed parts still stream.
 */
export function createPaintFirstTransform(nonce: string): Transform {
  const page = createPaintFirstRewrite(nonce);
  let pending = '';
  const decoder = new TextDecoder();
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      pending += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
      let cut = pending.length;
      // An unfinished tag waits for the rest of it.
      const lastOpen = pending.lastIndexOf('<');
      if (lastOpen !== -1 && !pending.includes('>', lastOpen)) cut = lastOpen;
      // React Router's module script waits for its end.
      if (!page.started) {
        const start = MODULE_SCRIPT_START.exec(pending);
        if (start && !pending.includes('</script>', start.index)) cut = Math.min(cut, start.index);
      }
      const ready = pending.slice(0, cut);
      pending = pending.slice(cut);
      callback(null, ready ? page.rewrite(ready) : undefined);
    },
    flush(callback) {
      pending += decoder.decode();
      callback(null, pending ? page.rewrite(pending) : undefined);
    },
  });
}
