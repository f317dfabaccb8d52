import type { CategoryRef } from '@shop/core';
import { getCategoryPath } from '../../lib/catalog.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { localizePath } from '../../lib/store-view.ts';
import { RoutedLink } from '../routed-link.tsx';
import styles from './product-page.module.css';

/** Home › category › subcategory › product (the JSON-LD BreadcrumbList is in the route's meta). */
export function ProductBreadcrumbs({ trail, name }: { trail: CategoryRef[]; name: string }) {
  const storeView = useStoreView();
  const t = useTranslate();
  return (
    <nav aria-label={t('Breadcrumb')} className={styles.breadcrumbs}>
      <ol>
        <li>
          <RoutedLink to={localizePath(storeView, '/')} viewTransition>
            {t('Home')}
          </RoutedLink>
        </li>
        {trail.map((category) => (
          <li key={category.category_id}>
            <RoutedLink to={getCategoryPath(storeView, category.slug)} viewTransition>
              {category.name}
            </RoutedLink>
          </li>
        ))}
        <li>
          <span aria-current="page">{name}</span>
        </li>
      </ol>
    </nav>
  );
}
