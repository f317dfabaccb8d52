import type { CategoryLink, ProductCard } from '../../lib/catalog.ts';
import { useTranslate } from '../../lib/i18n.ts';
import { CategoryList } from '../category-list.tsx';
import { ProductGrid } from '../product-grid.tsx';
import styles from './no-result-content.module.css';

/**
 * What a search without results shows (also the /no-result page): the query, a close query
 * that finds products where there is one ("Did you mean …?"), tips for a better search, the
 * top categories to browse instead and a few suggested products.
 */
export function NoResultContent({
  query,
  categories,
  products = [],
  suggestion = null,
}: {
  query: string;
  categories: CategoryLink[];
  products?: ProductCard[];
  suggestion?: React.ReactNode;
}) {
  const t = useTranslate();
  return (
    <div className={styles.noResult}>
      <h1 className={styles.title}>
        {query ? t("No results for '{query}'", { query }) : t('No results')}
      </h1>
      {suggestion}
      <p>{t('We could not find any products for your search.')}</p>
      <h2 className={styles.subtitle}>{t('Search tips')}</h2>
      <ul className={styles.tips}>
        <li>{t('Check the spelling of your search.')}</li>
        <li>
          {t('Use fewer or more general words, for example "stroller" instead of a model name.')}
        </li>
        <li>{t('Search for a brand or a product number.')}</li>
      </ul>
      {categories.length > 0 ? (
        <section aria-labelledby="no-result-categories">
          <h2 id="no-result-categories" className={styles.subtitle}>
            {t('Browse our categories')}
          </h2>
          <CategoryList categories={categories} />
        </section>
      ) : null}
      {products.length > 0 ? (
        <section aria-labelledby="no-result-products">
          <h2 id="no-result-products" className={styles.subtitle}>
            {t('Our suggestions')}
          </h2>
          <ProductGrid products={products} eager={0} />
        </section>
      ) : null}
    </div>
  );
}
