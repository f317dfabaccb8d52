/**
 * The content blocks the storefront draws, by component name, each a code chunk of its own: a
 * page loads the code of the blocks it shows, and of the blocks after the second only when they
 * come near the viewport (content-body.tsx; decision record 0035). On the server every block's
 * code is loaded once before the first render (preloadBlocks), so the server's HTML holds every
 * block in full, with no streamed fallbacks.
 * pregnancy_form and contact_form are the forms' own components (components/content/forms).
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { BlockProps } from './block-types.ts';

// biome-ignore lint/suspicious/noExplicitAny: each block reads its own block type
type BlockComponent = ComponentType<BlockProps<any>>;

const IMPORTS: Record<string, () => Promise<{ default: BlockComponent }>> = {
  hero_banner: () => import('./hero-banner.tsx'),
  slider: () => import('./slider.tsx'),
  cta_banner: () => import('./cta-banner.tsx'),
  seo_text: () => import('./seo-text.tsx'),
  product_carousel: () => import('./product-carousel.tsx'),
  category_tiles: () => import('./category-tiles.tsx'),
  statistics_grid: () => import('./statistics-grid.tsx'),
  rich_text: () => import('./rich-text-block.tsx'),
  image_text: () => import('./image-text.tsx'),
  faq: () => import('./faq.tsx'),
  blog_overview: () => import('./blog-overview.tsx'),
  pregnancy_form: () => import('./forms/pregnancy-form.tsx'),
  contact_form: () => import('./forms/contact-form.tsx'),
};

const LAZY: Record<string, LazyExoticComponent<BlockComponent>> = Object.fromEntries(
  Object.entries(IMPORTS).map(([name, load]) => [name, lazy(load)]),
);

/** Blocks whose code is loaded already (the server after preloadBlocks). */
const LOADED: Record<string, BlockComponent> = {};

let preloading: Promise<void> | null = null;

/** Loads every block's code (the server, before rendering a content page). */
export function preloadBlocks(): Promise<void> {
  preloading ??= Promise.all(
    Object.entries(IMPORTS).map(async ([name, load]) => {
      LOADED[name] = (await load()).default;
    }),
  ).then(() => undefined);
  return preloading;
}

/**
 * Fetches a block's code without drawing it (the browser, when idle): a later block then
 * hydrates at once when it comes near the viewport, so a tap on it is not lost while its code
 * loads. A failed fetch is tried again when the block is drawn.
 */
export function prefetchBlock(name: string): void {
  if (!Object.hasOwn(IMPORTS, name) || LOADED[name]) return;
  IMPORTS[name]?.().catch(() => {});
}

/** The component of a block, or null when the storefront does not know its component. */
export function blockComponent(name: string): BlockComponent | null {
  if (!Object.hasOwn(IMPORTS, name)) return null;
  return LOADED[name] ?? LAZY[name] ?? null;
}
