import type { ProductCard as ProductCardData } from '../lib/catalog.ts';
import { ProductCard } from './product-card.tsx';

/** Product cards whose images load eagerly by default: the first row on most screens. */
const EAGER_IMAGES = 4;

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
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.sku}>
          <ProductCard product={product} eager={index < eager} transition={transition} />
        </li>
      ))}
    </ul>
  );
}
