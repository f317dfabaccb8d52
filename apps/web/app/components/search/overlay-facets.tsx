import { useEffect, useRef } from 'react';
import { useTranslate } from '../../lib/i18n.ts';
import type { Facet } from '../../lib/listing.ts';
import facetStyles from '../listing/listing-facets.module.css';
import styles from './search-overlay.module.css';

/** Wide enough for the facets as a column beside the results. */
const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * The overlay's facets: the same groups as the search page's (components/listing/listing-facets),
 * but each option a toggle button, as the overlay keeps its filters itself rather than in the
 * page's URL. Choosing an active option removes it; price is a single choice (core's
 * toggleFilter). Folded into a "Filter" panel on phones, a column from 1024 px.
 */
export function OverlayFacets({
  facets,
  onToggle,
  onClear,
}: {
  facets: Facet[];
  onToggle: (key: string, id: string) => void;
  onClear: () => void;
}) {
  const t = useTranslate();
  const panel = useRef<HTMLDetailsElement>(null);
  const active = facets.flatMap((facet) =>
    facet.options.filter((option) => option.active).map((option) => ({ facet, option })),
  );
  useEffect(() => {
    if (panel.current && window.matchMedia(DESKTOP_QUERY).matches) panel.current.open = true;
  }, []);
  return (
    <div className={styles.facets}>
      {active.length > 0 ? (
        <ul className={styles.chips} aria-label={t('Active filters')}>
          {active.map(({ facet, option }) => (
            <li key={`${facet.key}:${option.id}`}>
              <button
                type="button"
                className={styles.chip}
                aria-label={t('Remove filter {filter}', {
                  filter: `${facet.label}: ${option.label}`,
                })}
                onClick={() => onToggle(facet.key, option.id)}
              >
                {option.label}
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
          <li>
            <button type="button" className={styles.textButton} onClick={onClear}>
              {t('Clear all filters')}
            </button>
          </li>
        </ul>
      ) : null}
      <details ref={panel} className={`${facetStyles.panel} ${styles.facetPanel}`}>
        <summary className={facetStyles.summary}>
          <h3 className={facetStyles.summaryHeading}>{t('Filter')}</h3>
          {active.length > 0 ? <span className={facetStyles.badge}>{active.length}</span> : null}
        </summary>
        <div className={facetStyles.groups}>
          {facets.map((facet) => (
            <section
              key={facet.key}
              className={facetStyles.group}
              aria-labelledby={`overlay-facet-${facet.key}`}
            >
              <h4 id={`overlay-facet-${facet.key}`} className={facetStyles.heading}>
                {facet.label}
              </h4>
              <ul className={facetStyles.options}>
                {facet.options.map((option) => (
                  <li key={option.id}>
                    <button
                      type="button"
                      className={`${facetStyles.option} ${styles.optionButton}`}
                      aria-pressed={option.active}
                      onClick={() => onToggle(facet.key, option.id)}
                    >
                      <span className={facetStyles.check} aria-hidden="true" />
                      <span className={facetStyles.label}>{option.label}</span>{' '}
                      <span className={facetStyles.count}>({option.count})</span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </details>
    </div>
  );
}
