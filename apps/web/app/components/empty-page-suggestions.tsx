import type { CategoryLink, ProductCard } from '../lib/catalog.ts';
import { useTranslate } from '../lib/i18n.ts';
import { CategoryList } from './category-list.tsx';
import { Suggestions } from './empty-state.tsx';
import { ProductGrid } from './product-grid.tsx';

/**
 * What an empty list page (the cart, the wishlist) suggests under its empty state: the top
 * categories and suggested products, each group only when it has any. `idPrefix` names the
 * groups' headings (`{idPrefix}-categories`, `{idPrefix}-products`).
 */
export function EmptyPageSuggestions({
  idPrefix,
  categories,
  products,
}: {
  idPrefix: string;
  categories: CategoryLink[];
  products: ProductCard[];
}) {
  const t = useTranslate();
  return (
    <>
      {categories.length > 0 ? (
        <Suggestions id={`${idPrefix}-categories`} title={t('Browse our categories')}>
          <CategoryList categories={categories} />
        </Suggestions>
      ) : null}
      {products.length > 0 ? (
        <Suggestions id={`${idPrefix}-products`} title={t('Our suggestions')}>
          <ProductGrid products={products} eager={0} />
        </Suggestions>
      ) : null}
    </>
  );
}
