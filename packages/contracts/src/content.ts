/**
 * Content: stories with blocks in Storyblok's content delivery format (secondary-areas §2 content
 * pages, §3 story content, theme config, link and menu node, §7 content calls). The same shapes
 * come from the embedded content store and from a Storyblok space, so the storefront renders
 * either without knowing which one is configured.
 *
 * Stories live under the store code: `nl/home`, `de/home`, `nl/klantenservice`, `de/blog/…`,
 * `nl/config/theme`. A story's storefront path is its full slug without the store code, in that
 * store view (`nl/over-ons` → `/over-ons`, `de/ueber-uns` → `/de/ueber-uns`); `{code}/home` is the
 * store view's home.
 *
 * Blocks are loose objects: a space may add fields, and an editor may leave a field empty, so a
 * renderer reads every field as optional and skips a block it cannot show. The schemas here
 * check what the embedded store accepts on import and what the API answers.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';

/** The longest full slug a story may have (Storyblok allows long paths; ours stay readable). */
export const STORY_SLUG_MAX_LENGTH = 200;
/** Articles of a blog overview page, by default and at most. */
export const BLOG_PAGE_SIZE = 12;
export const BLOG_PAGE_SIZE_MAX = 100;
/** An editor link is valid for one hour after its timestamp (reference notes 7.1). */
export const EDITOR_LINK_MAX_AGE_SECONDS = 3600;
/** The named components of a theme config (`{storeCode}/config/theme`). */
export const THEME_COMPONENT_NAMES = ['menu', 'footer', 'search'] as const;
export type ThemeComponentName = (typeof THEME_COMPONENT_NAMES)[number];

/** A Storyblok multilink: a story (cached_url is its full slug), an external URL, or an e-mail. */
export const StoryLink = z.looseObject({
  id: z.string().optional().describe('uuid of the linked story (linktype story)'),
  url: z.string().max(2000).default(''),
  cached_url: z.string().max(2000).default(''),
  linktype: z.enum(['story', 'url', 'email', 'asset']).default('url'),
  anchor: z.string().max(200).optional(),
  target: z.enum(['_self', '_blank']).optional(),
});
export type StoryLink = z.infer<typeof StoryLink>;

/** A Storyblok asset (an image): its URL, alternative text and optional focus point. */
export const StoryAsset = z.looseObject({
  filename: z.string().max(2000).default(''),
  alt: z.string().max(500).nullish(),
  title: z.string().max(500).nullish(),
  focus: z.string().max(100).nullish(),
});
export type StoryAsset = z.infer<typeof StoryAsset>;

/**
 * Storyblok rich text (a ProseMirror document): nodes doc, paragraph, heading (attrs.level),
 * bullet_list, ordered_list, list_item, blockquote, horizontal_rule, hard_break, text (with
 * marks bold, italic, underline, strike, code, link (attrs.href, attrs.linktype, attrs.target));
 * a renderer shows the nodes and marks it knows and the text of the others.
 */
export interface RichTextNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: RichTextNode[];
}
export const RichTextNode: z.ZodType<RichTextNode> = z.lazy(() =>
  z.looseObject({
    type: z.string().max(50),
    text: z.string().max(20_000).optional(),
    attrs: z.record(z.string(), z.unknown()).optional(),
    marks: z
      .array(
        z.looseObject({
          type: z.string().max(50),
          attrs: z.record(z.string(), z.unknown()).optional(),
        }),
      )
      .optional(),
    content: z.array(RichTextNode).max(2000).optional(),
  }),
);
export const RichText = z.looseObject({
  type: z.literal('doc'),
  content: z.array(RichTextNode).max(2000).default([]),
});
export type RichText = z.infer<typeof RichText>;

/** What every block has: a unique id and its component name; `_editable` only in drafts. */
const blockBase = {
  _uid: z.string().min(1).max(100),
  _editable: z.string().max(2000).optional(),
};

const text = (max = 500) => z.string().max(max).optional();

/** A slide of a slider, or the hero banner itself. */
const bannerFields = {
  title: text(),
  text: text(2000),
  image: StoryAsset.optional(),
  link: StoryLink.optional(),
  link_text: text(100),
};

export const HeroBannerBlock = z.looseObject({
  ...blockBase,
  component: z.literal('hero_banner'),
  ...bannerFields,
});
export const SlideBlock = z.looseObject({
  ...blockBase,
  component: z.literal('slide'),
  ...bannerFields,
});
export const SliderBlock = z.looseObject({
  ...blockBase,
  component: z.literal('slider'),
  title: text(),
  slides: z.array(SlideBlock).max(20).default([]),
});
export const CtaBannerBlock = z.looseObject({
  ...blockBase,
  component: z.literal('cta_banner'),
  title: text(),
  text: text(2000),
  link: StoryLink.optional(),
  link_text: text(100),
  /** The banner's background: the brand's rose or a calm sand tone. */
  background: z.enum(['rose', 'sand']).optional(),
});
export const SeoTextBlock = z.looseObject({
  ...blockBase,
  component: z.literal('seo_text'),
  title: text(),
  text: RichText.optional(),
});
/**
 * Products in a row: the listed skus in their order, else the newest products of a category
 * (its slug), at most `limit` (default 8, at most 24); prices and stock are the catalogue's.
 */
export const PRODUCT_CAROUSEL_LIMIT_DEFAULT = 8;
export const PRODUCT_CAROUSEL_LIMIT_MAX = 24;
export const ProductCarouselBlock = z.looseObject({
  ...blockBase,
  component: z.literal('product_carousel'),
  title: text(),
  /** Comma-separated parent skus. */
  skus: text(2000),
  /** A category's slug (as in /c/{slug}). */
  category: text(200),
  limit: z.coerce.number().int().min(1).max(PRODUCT_CAROUSEL_LIMIT_MAX).optional(),
  link: StoryLink.optional(),
  link_text: text(100),
});
export const CategoryTileBlock = z.looseObject({
  ...blockBase,
  component: z.literal('category_tile'),
  /** A category's slug; its name, image and product count come from the catalogue. */
  category: z.string().max(200),
  /** Shown instead of the category's name when set. */
  title: text(),
  image: StoryAsset.optional(),
});
export const CategoryTilesBlock = z.looseObject({
  ...blockBase,
  component: z.literal('category_tiles'),
  title: text(),
  tiles: z.array(CategoryTileBlock).max(48).default([]),
});
export const StatisticBlock = z.looseObject({
  ...blockBase,
  component: z.literal('statistic'),
  value: z.string().max(50),
  label: z.string().max(200),
});
export const StatisticsGridBlock = z.looseObject({
  ...blockBase,
  component: z.literal('statistics_grid'),
  title: text(),
  items: z.array(StatisticBlock).max(12).default([]),
});
export const RichTextBlock = z.looseObject({
  ...blockBase,
  component: z.literal('rich_text'),
  text: RichText.optional(),
});
export const ImageTextBlock = z.looseObject({
  ...blockBase,
  component: z.literal('image_text'),
  title: text(),
  text: RichText.optional(),
  image: StoryAsset.optional(),
  image_position: z.enum(['left', 'right']).optional(),
  link: StoryLink.optional(),
  link_text: text(100),
});
export const FaqItemBlock = z.looseObject({
  ...blockBase,
  component: z.literal('faq_item'),
  question: z.string().max(500),
  answer: RichText.optional(),
});
export const FaqBlock = z.looseObject({
  ...blockBase,
  component: z.literal('faq'),
  title: text(),
  items: z.array(FaqItemBlock).max(100).default([]),
});
/** The pregnancy-box request form (secondary-areas §8). */
export const PregnancyFormBlock = z.looseObject({
  ...blockBase,
  component: z.literal('pregnancy_form'),
  title: text(),
  intro: text(2000),
});
/** The shop's contact form (the mail service), as on /customer-support. */
export const ContactFormBlock = z.looseObject({
  ...blockBase,
  component: z.literal('contact_form'),
  title: text(),
  intro: text(2000),
});
/** The newest blog articles of the store view, `per_page` at a time, with paging links. */
export const BlogOverviewBlock = z.looseObject({
  ...blockBase,
  component: z.literal('blog_overview'),
  title: text(),
  per_page: z.coerce.number().int().min(1).max(BLOG_PAGE_SIZE_MAX).optional(),
});

/** The blocks a page body may hold; a renderer ignores any other component. */
export const ContentBlock = z.discriminatedUnion('component', [
  HeroBannerBlock,
  SliderBlock,
  CtaBannerBlock,
  SeoTextBlock,
  ProductCarouselBlock,
  CategoryTilesBlock,
  StatisticsGridBlock,
  RichTextBlock,
  ImageTextBlock,
  FaqBlock,
  PregnancyFormBlock,
  ContactFormBlock,
  BlogOverviewBlock,
]);
export type ContentBlock = z.infer<typeof ContentBlock>;
export type ContentBlockName = ContentBlock['component'];
/** A block as stored: a known block, or one of another component the renderer skips. */
export type AnyBlock = ContentBlock | { _uid: string; component: string; _editable?: string };

/** SEO fields of a page (the SEO field plugin's title and description). */
export const StorySeo = z.looseObject({
  title: text(200),
  description: text(500),
});

/** A content page: a title, SEO fields and a body of blocks. */
export const PageContent = z.looseObject({
  ...blockBase,
  component: z.literal('page'),
  title: text(),
  /** The page's heading is drawn by its first block (a hero banner): no separate h1. */
  hide_title: z.boolean().optional(),
  seo: StorySeo.optional(),
  body: z
    .array(z.looseObject({ ...blockBase, component: z.string().max(100) }))
    .max(100)
    .default([]),
});
/** A blog article: title, intro, image, date and a body of blocks (mostly rich text). */
export const BlogArticleContent = z.looseObject({
  ...blockBase,
  component: z.literal('blog_article'),
  title: z.string().max(500),
  intro: text(2000),
  image: StoryAsset.optional(),
  author: text(200),
  /** The article's date as YYYY-MM-DD (shown; the overview sorts by first publication). */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
    .optional(),
  seo: StorySeo.optional(),
  body: z
    .array(z.looseObject({ ...blockBase, component: z.string().max(100) }))
    .max(100)
    .default([]),
});

/**
 * A CMS block: a named piece of content a page places by its identifier (secondary-areas §3: id,
 * identifier), a story under `{storeCode}/blocks/` whose slug is the identifier.
 */
export const CmsBlockContent = z.looseObject({
  ...blockBase,
  component: z.literal('cms_block'),
  title: text(),
  body: z
    .array(z.looseObject({ ...blockBase, component: z.string().max(100) }))
    .max(100)
    .default([]),
});
export type CmsBlockContent = z.infer<typeof CmsBlockContent>;
/** A CMS block as the catalogue's `cms_block` search answers it. */
export const CmsBlock = z.object({
  id: z.number().int(),
  identifier: z.string(),
  title: z.string(),
  content: CmsBlockContent,
});
export type CmsBlock = z.infer<typeof CmsBlock>;

/** A menu node: a name, a link and child nodes (secondary-areas §3). */
export interface MenuNode {
  _uid: string;
  component: 'menu_node';
  name: string;
  link: StoryLink;
  children: MenuNode[];
}
export const MenuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    _uid: z.string().min(1).max(100),
    component: z.literal('menu_node'),
    name: z.string().min(1).max(100),
    link: StoryLink,
    children: z.array(MenuNode).max(100).default([]),
  }),
) as z.ZodType<MenuNode>;

export const LinkItem = z.looseObject({
  ...blockBase,
  component: z.literal('link_item'),
  text: z.string().min(1).max(100),
  link: StoryLink,
});
export type LinkItem = z.infer<typeof LinkItem>;
/** A group of footer links under a heading (e.g. service, legal). */
export const LinkGroup = z.looseObject({
  ...blockBase,
  component: z.literal('link_group'),
  /** What the group is, for the storefront: service pages, legal pages, or others. */
  kind: z.enum(['service', 'legal', 'other']).default('other'),
  title: z.string().min(1).max(100),
  links: z.array(LinkItem).max(50).default([]),
});
export type LinkGroup = z.infer<typeof LinkGroup>;
/** A 'Search in a category' suggestion of the search overlay: its text and link. */
export const SearchSuggestion = z.looseObject({
  ...blockBase,
  component: z.literal('search_suggestion'),
  text: z.string().min(1).max(100),
  link: StoryLink,
});
export type SearchSuggestion = z.infer<typeof SearchSuggestion>;

/** The theme config story's content: its named theme components. */
export const ThemeContent = z.looseObject({
  ...blockBase,
  component: z.literal('theme'),
  menu: z.array(MenuNode).max(50).default([]),
  footer: z.array(LinkGroup).max(10).default([]),
  search: z.array(SearchSuggestion).max(30).default([]),
});
export type ThemeContent = z.infer<typeof ThemeContent>;
export type ThemeComponents = Pick<ThemeContent, ThemeComponentName>;

/** A story's content: a page, a blog article, a theme config, or a single component (preview). */
export const StoryContent = z.looseObject({ ...blockBase, component: z.string().min(1).max(100) });
export type StoryContent = z.infer<typeof StoryContent>;

/** The same story in the other language (stories of one group_id). */
export const StoryAlternate = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  is_folder: z.boolean(),
  parent_id: z.number().int().nullable(),
});

/** A story as Storyblok's content delivery API answers it (fields the shop reads). */
export const Story = z.looseObject({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  lang: z.string().default('default'),
  group_id: z.string().nullable().optional(),
  alternates: z.array(StoryAlternate).default([]),
  created_at: z.string(),
  published_at: z.string().nullable(),
  first_published_at: z.string().nullable(),
  updated_at: z.string().optional(),
  tag_list: z.array(z.string()).default([]),
  content: StoryContent,
});
export type Story = z.infer<typeof Story>;

// -- API answers -------------------------------------------------------------------------------

/** GET /api/ext/vsf-storyblok-extension/story/{fullSlug}: the story (404 `{ story: false }`). */
export const StoryAnswer = envelope(z.object({ story: Story }));
/** GET …/get-by-uuid?uuid=: the stories with that uuid (one, or none). */
export const StoriesByUuidAnswer = envelope(z.object({ stories: z.array(Story) }));
/**
 * GET …/validate-editor?spaceId&timestamp&token: for a valid editor link, a preview session
 * (`previewToken`, sent back in x-preview-token to read drafts) and when it ends. It is never the
 * secret that signs editor links.
 */
export const ValidateEditorAnswer = envelope(
  z.object({ previewToken: z.string(), expiresAt: z.string(), error: z.literal(false) }),
);
/** GET …/theme/{storeCode}: the theme config's named components. */
export const ThemeAnswer = envelope(
  z.object({
    menu: z.array(MenuNode),
    footer: z.array(LinkGroup),
    search: z.array(SearchSuggestion),
  }),
);

/** An article of the blog overview. */
export const BlogArticleSummary = z.object({
  full_slug: z.string(),
  name: z.string(),
  title: z.string(),
  intro: z.string().nullable(),
  image: StoryAsset.nullable(),
  date: z.string().nullable(),
  first_published_at: z.string().nullable(),
});
export type BlogArticleSummary = z.infer<typeof BlogArticleSummary>;
/** GET /api/ext/storyblok-blog/{storeCode}?page&per_page: the store view's articles, newest first. */
export const BlogAnswer = envelope(
  z.object({
    articles: z.array(BlogArticleSummary),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  }),
);

export const BlogQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(10_000, 'page must be at most 10000')
    .default(1),
  per_page: z.coerce
    .number({ error: `per_page must be a whole number from 1 to ${BLOG_PAGE_SIZE_MAX}` })
    .int(`per_page must be a whole number from 1 to ${BLOG_PAGE_SIZE_MAX}`)
    .min(1, `per_page must be a whole number from 1 to ${BLOG_PAGE_SIZE_MAX}`)
    .max(BLOG_PAGE_SIZE_MAX, `per_page must be a whole number from 1 to ${BLOG_PAGE_SIZE_MAX}`)
    .default(BLOG_PAGE_SIZE),
});

/**
 * POST …/hook?secret=: a Storyblok webhook. published → the story is fetched and stored;
 * unpublished or deleted → removed; release_merged or branch_deployed → every story again.
 */
export const ContentHookBody = z.looseObject({
  action: z.enum(
    ['published', 'unpublished', 'deleted', 'moved', 'release_merged', 'branch_deployed'],
    {
      error:
        'action must be published, unpublished, deleted, moved, release_merged or branch_deployed',
    },
  ),
  story_id: z.coerce.number({ error: 'story_id must be a story id' }).int().positive().optional(),
  space_id: z.coerce.number().int().optional(),
  text: z.string().max(2000).optional(),
  full_slug: z.string().max(STORY_SLUG_MAX_LENGTH).optional(),
});
export type ContentHookBody = z.infer<typeof ContentHookBody>;

// -- More of the content calls (the API's own: missing story, editor preview, hook) -----------

/** A missing story: 404 with `{ story: false }` and the message, as the extension answers. */
export const StoryNotFoundAnswer = z.object({
  code: z.literal(404),
  result: z.object({ story: z.literal(false), message: z.string() }),
  meta: z.object({ key: z.string(), params: z.record(z.string(), z.string()) }),
});

/** The store view of a story call: header x-vs-store-code, else this query field, else nl. */
export const StoryQuery = z.object({
  storeCode: z.string().max(20, 'storeCode must be nl or de').optional(),
});

const UUID_PATTERN =
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
export const StoriesByUuidQuery = z.object({
  uuid: z.string({ error: 'uuid is required' }).regex(UUID_PATTERN, 'uuid must be a uuid'),
});

/** An editor link's query (Storyblok's _storyblok_tk space_id, timestamp and token). */
export const ValidateEditorQuery = z.object({
  spaceId: z.string({ error: 'spaceId is required' }).max(20, 'spaceId is too long'),
  timestamp: z.string({ error: 'timestamp is required' }).max(20, 'timestamp is too long'),
  token: z.string({ error: 'token is required' }).max(100, 'token is too long'),
});

/** GET …/draft/{id}?release=: a story's newest draft (header x-preview-token: a preview session). */
export const DraftParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a story id' })
    .int('id must be a story id')
    .positive('id must be a story id')
    .max(Number.MAX_SAFE_INTEGER, 'id must be a story id'),
});
export const DraftQuery = z.object({
  release: z.coerce
    .number({ error: 'release must be a release id' })
    .int('release must be a release id')
    .positive('release must be a release id')
    .max(Number.MAX_SAFE_INTEGER, 'release must be a release id')
    .optional(),
});

/** The secret of the hook and the resync (query `secret`); checked by the service. */
export const ContentSecretQuery = z.object({ secret: z.string().max(500).optional() });

/** POST …/hook: what the hook did: the action, its story, and how many stories it stored. */
export const ContentHookAnswer = envelope(
  z.object({
    action: z.string(),
    story_id: z.number().int().nullable(),
    stories: z.number().int(),
  }),
);
/** GET …/full: the resync's count of published stories. */
export const ContentResyncAnswer = envelope(z.object({ stories: z.number().int() }));
