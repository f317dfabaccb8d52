import {
  CATEGORY_THUMBNAIL,
  type CategoryLink,
  getCategoryPath,
  getImageUrl,
} from '../lib/catalog.ts';
import { useStoreView, useTranslate } from '../lib/i18n.ts';
import { RoutedLink } from './routed-link.tsx';

/** Category tiles in the first rows on a phone: their images load at once. */
const EAGER_CATEGORY_IMAGES = 4;

/** The top-level categories as links to their category pages. */
export function CategoryList({ categories }: { categories: CategoryLink[] }) {
  const storeView = useStoreView();
  const t = useTranslate();
  if (categories.length === 0) return <p className="empty">{t('No categories yet')}</p>;
  return (
    <ul className="category-list">
      {categories.map((category, index) => (
        <li key={category.slug}>
          <RoutedLink
            to={getCategoryPath(storeView, category.slug)}
            className="category-list__link"
            viewTransition
          >
            {category.image ? (
              <img
                src={getImageUrl(category.image, CATEGORY_THUMBNAIL)}
                width={CATEGORY_THUMBNAIL.width}
                height={CATEGORY_THUMBNAIL.height}
                alt=""
                // The first row is above the fold (often the largest paint of the home page).
                loading={index < EAGER_CATEGORY_IMAGES ? 'eager' : 'lazy'}
                // The first tile is the home page's largest paint on a phone: fetched first.
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
              />
            ) : null}
            <span className="category-list__name">{category.name}</span>
            <span className="category-list__count">
              {t(category.productCount === 1 ? '{count} product' : '{count} products', {
                count: category.productCount,
              })}
            </span>
          </RoutedLink>
        </li>
      ))}
    </ul>
  );
}
