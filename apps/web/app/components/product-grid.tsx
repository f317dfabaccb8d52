import type { ProductCard as ProductCardData } from '../lib/catalog.ts';
import { HydrateLater } from './layout/hydrate-later.tsx';
import { ProductCard } from './product-card.tsx';

/** Product cards whose images load eagerly by default: the first row on most screens. */
const EAGER_IMAGES = 4;

/**
 * Cards that hydrate with the page; the rest of a grid comes alive in a task of its own
 * (`HydrateLater`), so that a long listing is not one long task of a phone's main thread.
 */
const CARDS_HYDRATED_FIRST = 8;

/** Products in the shared grid (home, listings, related products). */
export function ProductGrid({
  products,
  eager = EAGER_IMAGES,
  transition = true,
}: {
  products: ProductCardData[];
  /** How many images load eagerly (0 below the fold). */
  eager?: number;
  /** Whether a card grows into its product page (not from a panel that closes as it opens). */
  transition?: boolean;
}) {
  const card = (product: ProductCardData, index: number) => (
    <li key={product.sku}>
      <ProductCard product={product} eager={index < eager} transition={transition} />
    </li>
  );
  return (
    <ul className="product-grid">
      {products.slice(0, CARDS_HYDRATED_FIRST).map(card)}
      {products.length > CARDS_HYDRATED_FIRST ? (
        <HydrateLater>
          {products
            .slice(CARDS_HYDRATED_FIRST)
            .map((product, index) => card(product, index + CARDS_HYDRATED_FIRST))}
        </HydrateLater>
      ) : null}
    </ul>
  );
}
