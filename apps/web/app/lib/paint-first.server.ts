/**
 * Paint first, then hydrate: a rewrite of the document's HTML stream so that the browser draws
 * the server's HTML before it fetches the page's scripts and web fonts.
 *
 * React Router's `<Scripts>` puts a modulepreload link for every script of the page into the
 * head and starts hydration with an inline module script. The browser then fetches about 130 KB
 * of JavaScript at high priority next to the stylesheet and the largest image, and often runs it
 * before its first paint. This rewrite moves both after the first paint:
 *
 * - the modulepreload links leave the head;
 * - the head's fetch preloads (the message catalogue and the theme the entry waits for) stay in
 *   place as links without their `rel`, so the browser fetches nothing for them yet;
 * - the inline module script becomes a classic inline script (same nonce) that, once the first
 *   paint is on the screen, loads the page's web fonts (the brand typeface, lib/brand-font.ts)
 *   unless the browser has them already, makes those links preloads again and adds the same
 *   module preload links and the same module script. A page opened in a background tab (no
 *   frames) starts at once.
 *
 * The fetch preloads stay in the document (only their `rel` waits) because the tree renders
 * them: the browser hydrates the same head, and the service worker and the entry read the
 * theme's address from its link.
 *
 * Nothing else changes: the page reads and its links work without JavaScript as before (its
 * text in the stylesheet's fallback typeface), the
 * hydration data scripts stay where they are (they only fill a stream that the entry reads), and
 * scripts added by a nonced script may run under the page's policy ('strict-dynamic').
 */
import { Transform } from 'node:stream';
import { type WebFontFace, webFontSource } from './brand-font.ts';

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const FETCH_PRELOAD = /<link\b(?=[^>]*\bas="fetch")[^>]*\brel="preload"[^>]*>/g;
/** The attribute that stands for a fetch preload's `rel` until the first paint. */
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

/**
 * How the rewritten HTML holds its text: as the text itself, or as its UTF-8 bytes read one
 * character per byte (lib/whole-document.server.ts).
 */
type HtmlView = 'text' | 'bytes';

/** U+2028 and U+2029 and their UTF-8 bytes (E2 80 A8, E2 80 A9) one character per byte. */
const LINE_SEPARATORS: Record<HtmlView, readonly [string, string]> = {
  text: ['\u2028', '\u2029'],
  bytes: ['\u00e2\u0080\u00a8', '\u00e2\u0080\u00a9'],
};

/**
 * A JavaScript string literal that cannot end the inline script it stands in, nor (U+2028 and
 * U+2029 escaped) break it in a browser from before those could stand in a string.
 */
function scriptLiteral(value: unknown, view: HtmlView): string {
  const [lineSeparator, paragraphSeparator] = LINE_SEPARATORS[view];
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll(lineSeparator, '\\u2028')
    .replaceAll(paragraphSeparator, '\\u2029');
}

/**
 * How long after the first frame the starter waits for the browser's report of the first
 * contentful paint before it starts anyway: a page that was hidden before it painted, or whose
 * first frame drew nothing contentful, gets no report.
 */
const PAINT_REPORT_WAIT_MS = 250;
/** The local storage key under which the starter notes the font files this browser has loaded. */
const FONTS_LOADED_KEY = 'paint-first-fonts';

/**
 * The classic inline script that starts hydration after the first paint: the fetch preloads that
 * waited become preloads, then module preload links for `hrefs` (each once), then the module
 * script `code`, both with the page's nonce.
 *
 * The first paint is the browser's report of the first contentful paint (Paint Timing), which
 * comes once the frame is on the screen; a browser without that report starts after the first
 * frame (an animation frame, then a task). A page opened in a background tab starts at once.
 *
 * The web fonts `fonts` never change the typeface of a page that is already drawn (the text's
 * lines could move): a browser that has loaded their files before (noted in local storage)
 * adds them to the document's fonts at once, from its cache, with `font-display: optional` (used
 * if they are there in time for the first paint, else not on this page); any other browser draws
 * the page in the stylesheet's fallback and, after the first paint, loads the files into its
 * cache for the next page (`addWebFont` adds them on the next client-side navigation).
 */
export function paintFirstStarter(
  code: string,
  hrefs: readonly string[],
  nonce: string,
  fonts: readonly WebFontFace[] = [],
  view: HtmlView = 'text',
): string {
  const literal = (value: unknown) => scriptLiteral(value, view);
  const faces = fonts.map((font) => ({
    family: font.family,
    source: webFontSource(font),
    descriptors: { weight: font.weight, display: 'optional' },
  }));
  const fontsKey = fonts.map((font) => font.href).join(' ');
  const body =
    `(function(){var n=${literal(nonce)},d=document,w=window,F=${literal(faces)},` +
    `K=${literal(FONTS_LOADED_KEY)},I=${literal(fontsKey)},added=0,started=0;` +
    // Each web font as a face; `add` puts them into the document's fonts, else they only load.
    `function fonts(add){if(added||!F.length||!w.FontFace||!d.fonts)return;added=1;` +
    `Promise.all(F.map(function(f){var face=new FontFace(f.family,f.source,f.descriptors);if(add)d.fonts.add(face);return face.load()}))` +
    `.then(function(){try{localStorage.setItem(K,I)}catch(e){}},function(){})}` +
    `function go(){if(started)return;started=1;fonts(0);` +
    `d.querySelectorAll("link[${PRELOAD_AFTER_PAINT}]").forEach(function(l){l.removeAttribute("${PRELOAD_AFTER_PAINT}");l.rel="preload"});` +
    `${literal([...new Set(hrefs)])}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";s.nonce=n;s.textContent=${literal(code)};d.body.appendChild(s)}` +
    `try{if(F.length&&localStorage.getItem(K)===I)fonts(1)}catch(e){}` +
    `if(d.visibilityState==="hidden")return go();` +
    `var P=w.PerformanceObserver,T=P&&P.supportedEntryTypes;` +
    `if(!T||T.indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(go,0)});` +
    `var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}});` +
    `o.observe({type:"paint",buffered:true});` +
    `requestAnimationFrame(function(){setTimeout(go,${PAINT_REPORT_WAIT_MS})})})()`;
  const nonceAttribute = nonce ? ` nonce="${nonce.replaceAll('"', '&quot;')}"` : '';
  return `<script${nonceAttribute}>${body}</script>`;
}

/**
 * The rewrite of the document's HTML in pieces, in order: each call takes the next piece, which
 * must end outside a tag and, until the module script has come, outside that script.
 */
function createPaintFirstRewrite(
  nonce: string,
  fonts: readonly WebFontFace[],
  view: HtmlView,
): {
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
        return paintFirstStarter(code, hrefs, nonce, fonts, view);
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

/**
 * The rewrite of a whole document's HTML; in the byte view, `nonce` and `fonts` are given in it
 * too.
 */
export function paintFirst(
  html: string,
  nonce: string,
  fonts: readonly WebFontFace[] = [],
  view: HtmlView = 'text',
): string {
  return createPaintFirstRewrite(nonce, fonts, view).rewrite(html);
}

/**
 * The rewrite as a stream transform of the document's HTML (UTF-8 chunks, any split). It holds
 * back only an unfinished tag at the end of a chunk, and React Router's module script until its
 * end has arrived; everything else passes at once, so streamed parts still stream.
 */
export function createPaintFirstTransform(
  nonce: string,
  fonts: readonly WebFontFace[] = [],
): Transform {
  const page = createPaintFirstRewrite(nonce, fonts, 'text');
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
