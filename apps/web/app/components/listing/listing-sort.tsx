import { useTranslate } from '../../lib/i18n.ts';
import type { SortLink } from '../../lib/listing.ts';
import { RoutedLink } from '../routed-link.tsx';
import styles from './listing-sort.module.css';

/** The sort options as links (they work without JavaScript); the active one is aria-current. */
export function ListingSort({
  links,
  onSort,
}: {
  links: SortLink[];
  /** Told which sort was chosen (analytics sort_use). */
  onSort?: (sort: string) => void;
}) {
  const t = useTranslate();
  return (
    <nav aria-label={t('Sort by')} className={styles.sort}>
      <span className={styles.title} aria-hidden="true">
        {t('Sort by')}:
      </span>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.id}>
            <RoutedLink
              to={link.href}
              preventScrollReset
              rel="nofollow"
              className={styles.link}
              aria-current={link.active ? 'true' : undefined}
              onClick={() => onSort?.(link.id)}
            >
              {t(link.label)}
            </RoutedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
