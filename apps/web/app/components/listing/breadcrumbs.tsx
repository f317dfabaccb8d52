import { useTranslate } from '../../lib/i18n.ts';
import { RoutedLink } from '../routed-link.tsx';
import styles from './listing-view.module.css';

export interface Crumb {
  name: string;
  path: string;
}

/** Home › parents › current page; the last crumb is the current page and not a link. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useTranslate();
  return (
    <nav aria-label={t('Breadcrumb')} className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <RoutedLink to={crumb.path} viewTransition>
                {crumb.name}
              </RoutedLink>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
