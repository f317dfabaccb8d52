import { useTranslate } from '../../lib/i18n.ts';
import type { ActiveFilter } from '../../lib/listing.ts';
import { RoutedLink } from '../routed-link.tsx';
import styles from './active-filters.module.css';

/** The chosen filters, each with a link that removes it, and a link that clears them all. */
export function ActiveFilters({
  filters,
  clearHref,
  onRemove,
}: {
  filters: ActiveFilter[];
  clearHref: string;
  /** Told which filter was removed (analytics filter_use). */
  onRemove?: (filter: ActiveFilter) => void;
}) {
  const t = useTranslate();
  if (filters.length === 0) return null;
  return (
    <section aria-labelledby="active-filters" className={styles.active}>
      <h2 id="active-filters" className="visually-hidden">
        {t('Active filters')}
      </h2>
      <ul className={styles.list}>
        {filters.map((filter) => (
          <li key={filter.key}>
            <RoutedLink
              to={filter.removeHref}
              preventScrollReset
              rel="nofollow"
              className={styles.chip}
              onClick={() => onRemove?.(filter)}
              aria-label={t('Remove filter {filter}', {
                filter: `${filter.facetLabel}: ${filter.label}`,
              })}
            >
              {filter.label}
              <span aria-hidden="true" className={styles.remove}>
                ×
              </span>
            </RoutedLink>
          </li>
        ))}
        <li>
          <RoutedLink to={clearHref} preventScrollReset rel="nofollow" className={styles.clear}>
            {t('Clear all filters')}
          </RoutedLink>
        </li>
      </ul>
    </section>
  );
}
