import type { CategoryLink } from '../../lib/catalog.ts';
import { useTranslate } from '../../lib/i18n.ts';
import { CategoryList } from '../category-list.tsx';
import styles from './no-result-content.module.css';

/**
 * What a search without results shows (also the /no-result page): the query, tips for a better
 * search and the top categories to browse instead.
 */
export function NoResultContent({
  query,
  categories,
}: {
  query: string;
  categories: CategoryLink[];
}) {
  const t = useTranslate();
  return (
    <div className={styles.noResult}>
      <h1 className={styles.title}>
        {query ? t("No results for '{query}'", { query }) : t('No results')}
      </h1>
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
    </div>
  );
}
