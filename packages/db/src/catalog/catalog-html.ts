/**
 * The one rule for HTML of the catalogue and the content pages (product descriptions, category
 * descriptions, CMS page content): the storefront renders it as HTML, so it is reduced here to an
 * allow-list of tags and attributes that describe text, lists, tables, links and images, before
 * any answer carries it. Everything else goes: scripts and their content, event handlers, style
 * attributes and elements, frames, forms, SVG and MathML, comments, ids and classes (an id can
 * shadow a global variable of the page's scripts: DOM clobbering).
 *
 * Links keep http(s), mailto and tel targets or a relative path; a link that leaves the shop gets
 * rel="noopener noreferrer". Images keep only a relative source (the shop's own media), never
 * another host nor a data: URL: what a page shows comes from the shop itself.
 */
import sanitizeHtml from 'sanitize-html';

const TEXT_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'span',
  'div',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'abbr',
  'cite',
  'q',
];
const LIST_TAGS = ['ul', 'ol', 'li', 'dl', 'dt', 'dd'];
const TABLE_TAGS = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];
const MEDIA_TAGS = ['a', 'img', 'figure', 'figcaption'];

/** Elements removed together with everything inside them (not only their tags). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'template',
  'iframe',
  'frame',
  'object',
  'embed',
  'svg',
  'math',
  'xmp',
  'noembed',
  'noframes',
  'title',
];

/**
 * A link target that leaves the shop and stays in the answer: one of the allowed schemes, read as
 * the sanitiser reads it (control characters and spaces ignored). Other schemes and
 * protocol-relative targets lose their href anyway.
 */
const LEAVES_THE_SHOP = /^(https?|mailto|tel):/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...TEXT_TAGS, ...LIST_TAGS, ...TABLE_TAGS, ...MEDIA_TAGS],
  allowedAttributes: {
    a: ['href', 'title', 'rel', { name: 'target', multiple: false, values: ['_blank'] }],
    img: ['src', 'alt', 'title', 'width', 'height'],
    abbr: ['title'],
    ol: ['start', 'reversed'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images: a relative source only (no scheme at all, not even https: or data:).
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    a: (tagName, attribs) => {
      // Only a new tab is a target worth keeping; the rel is ours, never the source's.
      const { rel: _rel, target, ...rest } = attribs;
      const newTab = target === '_blank';
      if (newTab) rest.target = target;
      const href = [...(attribs.href ?? '')].filter((char) => char > ' ').join('');
      if (newTab || LEAVES_THE_SHOP.test(href)) rest.rel = 'noopener noreferrer';
      return { tagName, attribs: rest };
    },
  },
  // An image whose source was removed shows nothing: drop the element.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The catalogue or content HTML reduced to the allow-list above; safe to render as HTML. */
export function sanitizeCatalogHtml(html: string): string {
  if (!html || isPlainSettledHtml(html)) return html;
  return sanitizeCatalogHtmlInFull(html);
}

/** {@link sanitizeCatalogHtml} without its shortcut for plain markup: the sanitiser reads every text. */
export function sanitizeCatalogHtmlInFull(html: string): string {
  // The sanitiser's parser is not the browser's: from broken markup (`<p><A<p>`) it can write
  // nesting a browser reads differently (`<p><p></p></p>`), so what is stored would change when
  // read again. Passing the result through until it no longer changes makes the stored HTML the
  // one that is rendered; broken markup settles within a pass or two.
  let clean = sanitizeHtml(html, OPTIONS);
  // Clean HTML comes back as it was (the usual case: stored texts were sanitised when written);
  // it is settled, and another pass would only say so again.
  if (clean === html) return clean;
  for (let pass = 0; pass < MAX_EXTRA_PASSES; pass++) {
    const again = sanitizeHtml(clean, OPTIONS);
    if (again === clean) break;
    clean = again;
  }
  return clean;
}

/** Elements of plain text markup that stand on the top level or in a list item. */
const PLAIN_BLOCKS = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol']);
/** Elements of plain text markup whose content is text: where emphasis and line breaks go. */
const PLAIN_TEXT_HOLDERS = new Set(['p', 'h2', 'h3', 'h4', 'li', 'strong', 'em', 'b', 'i']);
const PLAIN_INLINE = new Set(['strong', 'em', 'b', 'i']);
/** A tag without attributes, a line break as the sanitiser writes it, or one of its entities. */
const PLAIN_TOKEN = /<(\/?)([a-z0-9]+)>|<br \/>|&(?:amp|lt|gt);|[<>&]/g;

/**
 * Whether `html` is plain text markup the sanitiser would give back unchanged, so the sanitiser
 * need not read it: paragraphs, headings, lists and emphasis without attributes, nested as the
 * sanitiser's parser keeps them (a paragraph, heading or list on the top level or in a list
 * item, an item directly in a list, emphasis inside a paragraph, heading, item or emphasis),
 * every element closed, and text whose only markup characters are the entities &amp; &lt; &gt;.
 * Catalogue texts are mostly such markup (they were sanitised when stored), and an indexer run
 * reads every one of them. Anything else answers false and goes through the sanitiser.
 */
export function isPlainSettledHtml(html: string): boolean {
  const open: string[] = [];
  PLAIN_TOKEN.lastIndex = 0;
  for (let match = PLAIN_TOKEN.exec(html); match; match = PLAIN_TOKEN.exec(html)) {
    const [token, closing, tag] = match;
    if (token.length > 1 && token[0] === '&') continue;
    const parent = open.at(-1) ?? '';
    if (token === '<br />') {
      if (!PLAIN_TEXT_HOLDERS.has(parent)) return false;
      continue;
    }
    if (tag === undefined) return false;
    if (closing) {
      if (open.pop() !== tag) return false;
      continue;
    }
    const allowed = PLAIN_BLOCKS.has(tag)
      ? parent === '' || parent === 'li'
      : tag === 'li'
        ? parent === 'ul' || parent === 'ol'
        : PLAIN_INLINE.has(tag) && PLAIN_TEXT_HOLDERS.has(parent);
    if (!allowed) return false;
    open.push(tag);
  }
  return open.length === 0;
}

/** Passes after the first one before the sanitised HTML is taken as settled. */
const MAX_EXTRA_PASSES = 4;

/**
 * {@link sanitizeCatalogHtml} remembering its answers, for one run over a catalogue: texts repeat
 * (a range's short description, a variant's), so each is sanitised once. The memory is bounded
 * and goes with the run.
 */
export function rememberingCatalogHtml(): (html: string) => string {
  const known = new Map<string, string>();
  return (html) => {
    // Plain markup needs no sanitiser, nor a place in the memory.
    if (!html || isPlainSettledHtml(html)) return html;
    let clean = known.get(html);
    if (clean === undefined) {
      clean = sanitizeCatalogHtmlInFull(html);
      if (known.size >= REMEMBERED_TEXTS) known.clear();
      known.set(html, clean);
    }
    return clean;
  };
}

/** Texts a run remembers; past the bound its memory starts again. */
const REMEMBERED_TEXTS = 1000;

/** {@link sanitizeCatalogHtml} for an optional field: null stays null. */
export function sanitizeOptionalCatalogHtml<T extends string | null | undefined>(html: T): T {
  return (typeof html === 'string' ? sanitizeCatalogHtml(html) : html) as T;
}
