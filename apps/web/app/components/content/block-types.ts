/**
 * What every content block gets: its block (fields read as optional: an editor may leave any
 * empty), the data its loader resolved on the server (products, categories, blog articles) and
 * whether the page is an editor's preview.
 */
import type { BlogArticleSummary } from '@shop/contracts';
import type { CategoryLink, ProductCard } from '../../lib/catalog.ts';

/** A page of the blog overview: its articles and where the paging stands. */
export interface BlogPageData {
  articles: BlogArticleSummary[];
  page: number;
  perPage: number;
  total: number;
}

/** What the loader resolved for a story's blocks (secondary-areas §2 content pages). */
export interface ContentData {
  /** A product carousel's products by the block's uid, in the block's order. */
  products: Record<string, ProductCard[]>;
  /** Category tiles' categories by slug (name, image, product count from the catalogue). */
  categories: Record<string, CategoryLink>;
  /** The blog overview's page, when the story has a blog overview block. */
  blog: BlogPageData | null;
}

export const EMPTY_CONTENT_DATA: ContentData = { products: {}, categories: {}, blog: null };

export interface BlockProps<B> {
  block: B;
  data: ContentData;
  /** Above the fold: images load at once. */
  eager: boolean;
  /** The block's title is the page's heading (h1): a first hero banner of a page hiding its title. */
  pageHeading?: boolean;
}

/** A known block of one component (its fields as the contract describes them). */
export type Block<K extends import('@shop/contracts').ContentBlockName> = Extract<
  import('@shop/contracts').ContentBlock,
  { component: K }
>;
