import { useEffect, useRef } from 'react';
import { useTranslate } from '../../lib/i18n.ts';
import type { Facet } from '../../lib/listing.ts';
import { RoutedLink } from '../routed-link.tsx';
import styles from './listing-facets.module.css';

/** Desktop layout (from 1024 px wide): the filter panel is always open there. */
const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * The facets of a listing: one list of links per attribute (and price), each link toggling its
 * option in the URL, so filtering works without JavaScript. On mobile they sit in a collapsible
 * "Filter" panel; on desktop the panel is opened and shown as a left column. On mobile a chosen
 * filter closes the panel, so the results it gives are never left under it; the focus goes back
 * to the panel's "Filter" button (it shows how many filters are active).
 */
export function ListingFacets({
  facets,
  activeCount,
  onFilter,
}: {
  facets: Facet[];
  activeCount: number;
  /** Told which filter was set or cleared (analytics filter_use). */
  onFilter?: (facet: string, value: string, active: boolean) => void;
}) {
  const t = useTranslate();
  const panel = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const closeOnPhone = () => {
    const details = panel.current;
    if (!details || window.matchMedia(DESKTOP_QUERY).matches) return;
    details.open = false;
    summary.current?.focus({ preventScroll: true });
  };
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const sync = () => {
      if (panel.current && desktop.matches) panel.current.open = true;
    };
    sync();
    desktop.addEventListener('change', sync);
    return () => desktop.removeEventListener('change', sync);
  }, []);
  if (facets.length === 0) return null;
  return (
    <details ref={panel} className={styles.panel}>
      <summary ref={summary} className={styles.summary}>
        <h2 className={styles.summaryHeading}>{t('Filter')}</h2>
        {activeCount > 0 ? <span className={styles.badge}>{activeCount}</span> : null}
      </summary>
      <div className={styles.groups}>
        {facets.map((facet) => (
          <section key={facet.key} className={styles.group} aria-labelledby={`facet-${facet.key}`}>
            <h3 id={`facet-${facet.key}`} className={styles.heading}>
              {facet.label}
            </h3>
            <ul className={styles.options}>
              {facet.options.map((option) => (
                <li key={option.id}>
                  <RoutedLink
                    to={option.href}
                    preventScrollReset
                    rel="nofollow"
                    className={styles.option}
                    aria-current={option.active ? 'true' : undefined}
                    onClick={() => {
                      onFilter?.(facet.key, option.label, !option.active);
                      closeOnPhone();
                    }}
                  >
                    <span className={styles.check} aria-hidden="true" />
                    <span className={styles.label}>{option.label}</span>{' '}
                    <span className={styles.count}>({option.count})</span>
                    {option.active ? (
                      <span className="visually-hidden">, {t('selected')}</span>
                    ) : null}
                  </RoutedLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </details>
  );
}
