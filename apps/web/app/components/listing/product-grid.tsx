import type { ProductCard as ProductCardData } from '../../lib/catalog.ts';
import { ProductCard } from '../product-card.tsx';

/** Product cards whose images load eagerly: the first row on most screens. */
const EAGER_IMAGES = 4;

/** The products of a listing in the shared product grid. */
export function ProductGrid({ products }: { products: ProductCardData[] }) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.sku}>
          <ProductCard product={product} eager={index < EAGER_IMAGES} />
        </li>
      ))}
    </ul>
  );
}
