import type { CategoryRef } from '@shop/core';
import { Link } from 'react-router';
import { getCategoryPath } from '../../lib/catalog.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { localizePath } from '../../lib/store-view.ts';
import styles from './product-page.module.css';

/** Home › category › subcategory › product (the JSON-LD BreadcrumbList is in the route's meta). */
export function ProductBreadcrumbs({ trail, name }: { trail: CategoryRef[]; name: string }) {
  const storeView = useStoreView();
  const t = useTranslate();
  return (
    <nav aria-label={t('Breadcrumb')} className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to={localizePath(storeView, '/')} viewTransition>
            {t('Home')}
          </Link>
        </li>
        {trail.map((category) => (
          <li key={category.category_id}>
            <Link to={getCategoryPath(storeView, category.slug)} viewTransition>
              {category.name}
            </Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{name}</span>
        </li>
      </ol>
    </nav>
  );
}
