import type { ProductCard as ProductCardData } from '../lib/catalog.ts';
import { HydrateLater } from './layout/hydrate-later.tsx';
import { ProductCard } from './product-card.tsx';

/** Product cards whose images load eagerly by default: the first row on most screens. */
const EAGER_IMAGES = 4;

/**
 * Cards that hydrate together, each group in a task of its own after the page's (`HydrateLater`):
 * a long listing is then not one long task of a phone's main thread (a listing's 50 cards took
 * over 100 ms of a throttled phone's main thread in one task).
 */
const CARDS_PER_HYDRATION = 8;

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
  const groups: ProductCardData[][] = [];
  for (let start = 0; start < products.length; start += CARDS_PER_HYDRATION) {
    groups.push(products.slice(start, start + CARDS_PER_HYDRATION));
  }
  return (
    <ul className="product-grid">
      {groups.map((group, groupIndex) => {
        const cards = group.map((product, index) =>
          card(product, groupIndex * CARDS_PER_HYDRATION + index),
        );
        // Keyed by its first product: a group stays the same element while its cards stay.
        return <HydrateLater key={group[0]?.sku}>{cards}</HydrateLater>;
      })}
    </ul>
  );
}
