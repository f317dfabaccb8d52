/**
 * Small builders for the demo stories: Storyblok rich text, links, images and the catalogue's
 * names (category slugs and images) the stories point at.
 *
 * Link rule of every demo story: a content page is a story link (`linktype: 'story'`,
 * `cached_url` = the target's full slug, e.g. `de/blog`); anything else the shop serves (a
 * category, the store locator, the birth list, a legal CMS page) is a url link holding the
 * storefront path WITHOUT the `/de` prefix (`/c/kinderwagen`, `/storelocator`, `/agb`): the
 * storefront puts the store view's prefix in front, so the German theme names German slugs
 * under store-view-neutral paths. Another site is a url link to its https address (the privacy
 * page names the supervisory authority). A url link has the path in both `url` and `cached_url`; a
 * link mark in rich text carries the same target in `attrs.href` (the full slug of a story,
 * the path otherwise) with `attrs.linktype`.
 */
import type { RichText, RichTextNode, StoryAsset, StoryContent, StoryLink } from '@shop/contracts';
import { buildCategories } from '../categories.ts';

export type Lang = 'nl' | 'de';
export const LANGS: readonly Lang[] = ['nl', 'de'];

/** Inline content of a paragraph: plain text, bold text, or a link. */
export type Inline = string | { bold: string } | { text: string; link: StoryLink };

function inlineNode(part: Inline): RichTextNode {
  if (typeof part === 'string') return { type: 'text', text: part };
  if ('bold' in part) return { type: 'text', text: part.bold, marks: [{ type: 'bold' }] };
  const href = part.link.linktype === 'story' ? part.link.cached_url : part.link.url;
  return {
    type: 'text',
    text: part.text,
    marks: [{ type: 'link', attrs: { href, linktype: part.link.linktype } }],
  };
}

export function p(...parts: Inline[]): RichTextNode {
  return { type: 'paragraph', content: parts.map(inlineNode) };
}

export function h(level: 2 | 3, text: string): RichTextNode {
  return { type: 'heading', attrs: { level }, content: [{ type: 'text', text }] };
}

/** A bullet list; an item is one paragraph of inline parts. */
export function ul(...items: (Inline | Inline[])[]): RichTextNode {
  return {
    type: 'bullet_list',
    content: items.map((item) => ({
      type: 'list_item',
      content: [p(...(Array.isArray(item) ? item : [item]))],
    })),
  };
}

/** A numbered list; an item is one paragraph of inline parts. */
export function ol(...items: (Inline | Inline[])[]): RichTextNode {
  return { ...ul(...items), type: 'ordered_list' };
}

/** A quoted passage (a model form set apart from the text around it). */
export function quote(...content: RichTextNode[]): RichTextNode {
  return { type: 'blockquote', content };
}

export function doc(...content: RichTextNode[]): RichText {
  return { type: 'doc', content };
}

/** A rich text of plain paragraphs. */
export function paragraphs(...texts: string[]): RichText {
  return doc(...texts.map((text) => p(text)));
}

/** A link to a story by its full slug. */
export function storyLink(fullSlug: string): StoryLink {
  return { linktype: 'story', cached_url: fullSlug, url: '' };
}

/** A mailto link to an address (a `{{company:email}}` placeholder is filled when served). */
export function emailLink(address: string): StoryLink {
  return { linktype: 'email', url: address, cached_url: address };
}

/** A link to a storefront path, without the store view's prefix (see the rule above). */
export function urlLink(path: string): StoryLink {
  return { linktype: 'url', url: path, cached_url: path };
}

const categories = buildCategories();

/**
 * A category's slug in a language as `/c/{slug}` names it: its url key, made unique with the
 * id when another category of the language has the same key (the read model's rule).
 */
export function categorySlug(key: string, lang: Lang): string {
  const node = categories.byKey.get(key);
  if (!node) throw new Error(`Unknown demo category ${key}`);
  const urlKey = node.seed.urlKey[lang];
  const same = categories.seeds.filter((seed) => seed.urlKey[lang] === urlKey).length;
  return same > 1 ? `${urlKey}-${node.seed.id}` : urlKey;
}

export function categoryName(key: string, lang: Lang): string {
  const node = categories.byKey.get(key);
  if (!node) throw new Error(`Unknown demo category ${key}`);
  return node.seed.name[lang];
}

/** The category's children keys, in menu order. */
export function categoryChildren(key: string): string[] {
  const node = categories.byKey.get(key);
  if (!node) throw new Error(`Unknown demo category ${key}`);
  return (node.def.children ?? []).map((child) => child.key);
}

export function categoryLink(key: string, lang: Lang): StoryLink {
  return urlLink(`/c/${categorySlug(key, lang)}`);
}

/** A category's drawn image (a media store path the image route serves). */
export function categoryImage(key: string, alt: string): StoryAsset {
  if (!categories.byKey.has(key)) throw new Error(`Unknown demo category ${key}`);
  return { filename: `/category/${key}.svg`, alt };
}

/** A product image of the media store: a kind in a colour, from a view (1 front, 2 side, 3 detail). */
export function productImage(kind: string, colour: string, view: number, alt: string): StoryAsset {
  return { filename: `/product/${kind}/${colour}-${view}.svg`, alt };
}

/** A story of the demo content, as the seed stores it. */
export interface SeedStory {
  /** Under the store code: `nl/home`, `de/blog/…`, `nl/config/theme`. */
  full_slug: string;
  name: string;
  /** Stories of one group are the same page in the other language (Storyblok's group_id). */
  group: string;
  tag_list?: string[];
  /** ISO date-time of the first publication (the blog overview sorts by it). */
  first_published_at: string;
  content: StoryContent;
}

/** Block ids of one story: `{prefix}-1`, `{prefix}-2`, … (unique when the prefix is). */
export function uidsOf(prefix: string): () => string {
  let next = 0;
  return () => `${prefix}-${++next}`;
}

/** Full slugs of the demo's content pages, per store view (the other stories link to them). */
export const PAGES = {
  home: { nl: 'nl/home', de: 'de/home' },
  campaigns: { nl: 'nl/acties', de: 'de/aktionen' },
  carSeatCampaign: { nl: 'nl/acties/veilig-onderweg', de: 'de/aktionen/sicher-unterwegs' },
  nurseryCampaign: { nl: 'nl/acties/babykamer', de: 'de/aktionen/babyzimmer' },
  blog: { nl: 'nl/blog', de: 'de/blog' },
  customerService: { nl: 'nl/klantenservice', de: 'de/kundenservice' },
  shipping: { nl: 'nl/verzendkosten', de: 'de/versandkosten' },
  returns: { nl: 'nl/retourneren', de: 'de/ruecksendung' },
  about: { nl: 'nl/over-ons', de: 'de/ueber-uns' },
  customerSupport: { nl: 'nl/customer-support', de: 'de/customer-support' },
  pregnancyBox: { nl: 'nl/zwangerschapsbox', de: 'de/schwangerschaftsbox' },
  birthList: { nl: 'nl/more-about-birth-list', de: 'de/more-about-birth-list' },
  terms: { nl: 'nl/algemene-voorwaarden', de: 'de/agb' },
  privacy: { nl: 'nl/privacy', de: 'de/datenschutz' },
  cookies: { nl: 'nl/cookies', de: 'de/cookies' },
  withdrawal: { nl: 'nl/herroepingsrecht', de: 'de/widerrufsrecht' },
  imprint: { nl: 'nl/bedrijfsgegevens', de: 'de/impressum' },
  theme: { nl: 'nl/config/theme', de: 'de/config/theme' },
  folder: { nl: 'nl/folder', de: 'de/folder' },
} as const satisfies Record<string, Record<Lang, string>>;

/** Storefront routes that are not stories, as store-view-neutral paths. */
export const ROUTES = {
  storeLocator: '/storelocator',
  birthListStart: '/birthlist-registration',
} as const;

export interface Faq {
  question: string;
  answer: string | RichText;
}

/** A faq block of questions with answers (a plain answer becomes one paragraph). */
export function faqBlock(uid: () => string, title: string, items: readonly Faq[]) {
  return {
    _uid: uid(),
    component: 'faq',
    title,
    items: items.map((item) => ({
      _uid: uid(),
      component: 'faq_item',
      question: item.question,
      answer: typeof item.answer === 'string' ? paragraphs(item.answer) : item.answer,
    })),
  };
}
