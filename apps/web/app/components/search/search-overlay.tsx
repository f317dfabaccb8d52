/**
 * The full-screen search overlay (secondary-areas §2 and §4): a modal dialog with the heading
 * 'Search', a field, a clear button and a close button. With an empty query it shows the
 * remembered searches and the theme's 'Search in a category' links; from 3 characters it searches
 * 500 ms after typing stops, 14 products a page, "See more" appending the next 14 until the
 * total; a changed query resets the filters; results that take longer than 3 s show an error with
 * a reload. Loaded on demand when the panel first opens (components/layout/search-panel.tsx).
 */
import {
  type FilterSelection,
  isSearchableQuery,
  nextOverlayPage,
  normalizeSearchQuery,
  PRICE_FILTER_KEY,
  SEARCH_OVERLAY_DEBOUNCE_MS,
  SEARCH_OVERLAY_MIN_LENGTH,
  toggleFilter,
} from '@shop/core';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { trackEvent, trackSearchClick } from '../../lib/analytics.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { appendPage } from '../../lib/listing.ts';
import { searchClickOf } from '../../lib/search-click.ts';
import {
  clearSearchHistory,
  loadSearchHistory,
  type OverlayPage,
  SearchTimeoutError,
  saveSearch,
  searchOverlayPage,
} from '../../lib/search-overlay.ts';
import { localizePath } from '../../lib/store-view.ts';
import { useModalDialog } from '../../lib/use-dialog.ts';
import { TabBar } from '../layout/tab-bar.tsx';
import { DidYouMean } from '../listing/did-you-mean.tsx';
import { SearchSuggestions } from '../listing/search-suggestions.tsx';
import { ProductGrid } from '../product-grid.tsx';
import { OverlayFacets } from './overlay-facets.tsx';
import styles from './search-overlay.module.css';

type Status = 'idle' | 'loading' | 'ready' | 'error';

interface Results extends OverlayPage {
  query: string;
}

export default function SearchOverlay({
  initialQuery = '',
  onClose,
}: {
  /** Text typed into the header's field before the overlay opened. */
  initialQuery?: string;
  onClose: () => void;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const navigate = useNavigate();
  const dialog = useModalDialog(onClose);
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(initialQuery);
  // The query searched: the typed text once typing paused for 500 ms.
  const [query, setQuery] = useState(normalizeSearchQuery(initialQuery));
  const [filters, setFilters] = useState<FilterSelection>({});
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const [results, setResults] = useState<Results | null>(null);
  const [more, setMore] = useState<'idle' | 'loading' | 'error'>('idle');
  const [history, setHistory] = useState<string[]>([]);
  const moreController = useRef<AbortController | null>(null);
  // The query last reported as a search: filtering its results is no new search.
  const reportedQuery = useRef<string | null>(null);

  // Opening focuses the field (after the dialog is shown), with the caret after the text.
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
    setHistory(loadSearchHistory());
  }, []);

  useEffect(() => {
    const next = normalizeSearchQuery(typed);
    if (next === query) return;
    // An empty or too short query clears the results at once; a longer one waits for a pause.
    if (!isSearchableQuery(next)) {
      setQuery(next);
      return;
    }
    const timer = setTimeout(() => setQuery(next), SEARCH_OVERLAY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, query]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload button's request to search again.
  useEffect(() => {
    moreController.current?.abort();
    setMore('idle');
    if (!isSearchableQuery(query)) {
      setResults(null);
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    setStatus('loading');
    searchOverlayPage({
      storeView,
      query,
      filters,
      ...nextOverlayPage(null)!,
      priceLabel: t('Price'),
      signal: controller.signal,
    }).then(
      (page) => {
        setResults({ ...page, query });
        setStatus('ready');
        if (reportedQuery.current !== query) {
          reportedQuery.current = query;
          trackEvent('search', query, page.total);
          if (page.total === 0) trackEvent('no_search_results', query);
        }
        // Only queries that found products are remembered.
        if (page.total > 0) setHistory(saveSearch(query));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (!(error instanceof SearchTimeoutError)) {
          console.warn('[search] the results could not be loaded:', error);
        }
        setStatus('error');
      },
    );
    return () => controller.abort();
  }, [query, filters, attempt, storeView]);

  const seeMore = useCallback(() => {
    if (!results) return;
    const window = nextOverlayPage({ start: results.start, total: results.total });
    if (!window) return;
    const controller = new AbortController();
    moreController.current?.abort();
    moreController.current = controller;
    setMore('loading');
    searchOverlayPage({
      storeView,
      query: results.query,
      filters,
      ...window,
      priceLabel: t('Price'),
      signal: controller.signal,
    }).then(
      (page) => {
        setResults((current) =>
          current && current.query === results.query
            ? {
                ...current,
                products: appendPage(current.products, page.products),
                start: page.start,
                total: page.total,
              }
            : current,
        );
        setMore('idle');
      },
      () => {
        if (!controller.signal.aborted) setMore('error');
      },
    );
  }, [results, filters, storeView, t]);

  /** A new text (typed, chosen from the history or corrected): the filters start anew. */
  const changeQuery = (text: string, now = false) => {
    setTyped(text);
    setFilters({});
    if (now) setQuery(normalizeSearchQuery(text));
  };

  const clear = () => {
    changeQuery('', true);
    input.current?.focus();
  };

  // Enter shows every result on the search page.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = normalizeSearchQuery(typed);
    if (!isSearchableQuery(text)) return;
    navigate(`${localizePath(storeView, '/search')}?${new URLSearchParams({ q: text })}`);
  };

  const searchPath = localizePath(storeView, '/search');
  /** A result, suggestion or correction link followed (secondary-areas §7 search_click). */
  const onBodyClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const click = searchClickOf(event.target, event.currentTarget);
    if (click) trackSearchClick(results?.query ?? normalizeSearchQuery(typed), click);
  };
  /** A remembered search chosen: searched again in place (search_click of kind history). */
  const chooseHistory = (text: string) => {
    trackSearchClick(text, {
      type: 'history',
      label: text,
      url: `${searchPath}?${new URLSearchParams({ q: text })}`,
    });
    changeQuery(text, true);
  };

  const searchable = isSearchableQuery(typed);
  const shown = results?.products.length ?? 0;
  const hasMore = results ? nextOverlayPage({ start: results.start, total: results.total }) : null;
  return (
    <dialog {...dialog} className={styles.overlay} aria-labelledby="search-overlay-title">
      <div className={styles.head}>
        <div className={styles.headInner}>
          <h2 id="search-overlay-title" className={styles.title}>
            {t('Search')}
          </h2>
          <button type="button" className={styles.close} onClick={onClose}>
            <span className="icon icon--close" aria-hidden="true" />
            <span className="visually-hidden">{t('Close')}</span>
          </button>
        </div>
      </div>
      <div className={styles.frame}>
        {/* biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark */}
        <form role="search" className={styles.form} onSubmit={submit}>
          <label htmlFor="search-overlay-field" className="visually-hidden">
            {t('What are you searching for?')}
          </label>
          <span className={`icon icon--search ${styles.fieldIcon}`} aria-hidden="true" />
          <input
            ref={input}
            id="search-overlay-field"
            className={styles.field}
            type="search"
            name="q"
            value={typed}
            onChange={(event) => changeQuery(event.target.value)}
            placeholder={t('What are you searching for?')}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
          />
          {typed ? (
            <button
              type="button"
              className={styles.clear}
              aria-label={t('Clear search query')}
              onClick={clear}
            >
              <span className="icon icon--close" aria-hidden="true" />
            </button>
          ) : null}
        </form>
        {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: it only listens to the links inside, which keys follow too */}
        <div className={styles.body} onClick={onBodyClick}>
          {typed.trim() === '' ? (
            <div className={styles.start}>
              <SearchHistory
                history={history}
                onChoose={chooseHistory}
                onClear={() => {
                  clearSearchHistory();
                  setHistory([]);
                  input.current?.focus();
                }}
              />
              <SearchSuggestions headingLevel={3} transition={false} />
            </div>
          ) : !searchable ? (
            <p className={styles.note} role="status">
              {t('Enter at least {min} characters to search.', {
                min: SEARCH_OVERLAY_MIN_LENGTH,
              })}
            </p>
          ) : status === 'error' ? (
            <div className={styles.error} role="alert">
              <p>{t('The search results could not be loaded.')}</p>
              <button
                type="button"
                className={styles.button}
                onClick={() => setAttempt((n) => n + 1)}
              >
                {t('Reload')}
              </button>
            </div>
          ) : results === null || results.query !== query ? (
            <p className={styles.note} role="status">
              <span className={styles.spinner} aria-hidden="true" />
              {t('Searching…')}
            </p>
          ) : (
            <Results
              results={results}
              busy={status === 'loading'}
              filters={filters}
              onToggle={(key, id) =>
                setFilters((current) =>
                  toggleFilter(current, {
                    type: key,
                    id,
                    ...(key === PRICE_FILTER_KEY ? { single: true } : {}),
                  }),
                )
              }
              onClearFilters={() => setFilters({})}
              onCorrect={(text) => changeQuery(text, true)}
              more={
                <div className={styles.more}>
                  <p className={styles.progress}>
                    {t('{shown} of {total} products', { shown, total: results.total })}
                  </p>
                  {more === 'error' ? (
                    <p role="alert">{t('The search results could not be loaded.')}</p>
                  ) : null}
                  {hasMore ? (
                    <button
                      type="button"
                      className={styles.button}
                      onClick={seeMore}
                      aria-disabled={more === 'loading' ? 'true' : undefined}
                    >
                      {more === 'loading' ? t('Loading…') : t('See more')}
                    </button>
                  ) : null}
                </div>
              }
            />
          )}
        </div>
      </div>
      {/* Below 1024 px the tab bar, whose Search tab closes the overlay again. */}
      <TabBar inSearchPanel />
    </dialog>
  );
}

/** The remembered searches, newest first, each searching again; with a button forgetting them. */
function SearchHistory({
  history,
  onChoose,
  onClear,
}: {
  history: string[];
  onChoose: (text: string) => void;
  onClear: () => void;
}) {
  const t = useTranslate();
  if (history.length === 0) return null;
  return (
    <section aria-labelledby="search-history-title" className={styles.history}>
      <div className={styles.historyHead}>
        <h3 id="search-history-title">{t('Recent searches')}</h3>
        <button type="button" className={styles.textButton} onClick={onClear}>
          {t('Clear search history')}
        </button>
      </div>
      <ul>
        {history.map((entry) => (
          <li key={entry}>
            <button type="button" className={styles.historyEntry} onClick={() => onChoose(entry)}>
              <span className="icon icon--search" aria-hidden="true" />
              {entry}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Results({
  results,
  busy,
  filters,
  onToggle,
  onClearFilters,
  onCorrect,
  more,
}: {
  results: Results;
  busy: boolean;
  filters: FilterSelection;
  onToggle: (key: string, id: string) => void;
  onClearFilters: () => void;
  onCorrect: (text: string) => void;
  more: React.ReactNode;
}) {
  const t = useTranslate();
  const filtered = Object.values(filters).some((ids) => ids.length > 0);
  const facets = results.facets ?? [];
  // A search that found nothing offers a close query that finds products, not its own text as
  // corrected (which found nothing either).
  const closest = results.total === 0 ? results.suggestedQuery : results.correctedQuery;
  return (
    <div
      className={styles.results}
      aria-busy={busy ? 'true' : undefined}
      data-query={results.query}
      data-search-results
    >
      {closest ? <DidYouMean corrected={closest} onChoose={onCorrect} /> : null}
      <p className={styles.count} role="status">
        {t(results.total === 1 ? '{count} product' : '{count} products', {
          count: results.total,
        })}
      </p>
      {results.total === 0 && !filtered ? (
        <div className={styles.empty}>
          <p>{t("No results for '{query}'", { query: results.query })}</p>
          <p>{t('Check the spelling of your search.')}</p>
          <SearchSuggestions headingLevel={3} transition={false} />
        </div>
      ) : (
        <div className={facets.length > 0 ? `${styles.columns} ${styles.withFacets}` : undefined}>
          {facets.length > 0 ? (
            <OverlayFacets facets={facets} onToggle={onToggle} onClear={onClearFilters} />
          ) : null}
          <div>
            <h3 className="visually-hidden">{t('Products')}</h3>
            {results.products.length > 0 ? (
              <>
                {/* A result opens its product as the panel closes: a transition from a card in
                    the closing panel would be cut off (and skipped) half-way. */}
                <ProductGrid products={results.products} transition={false} />
                {more}
              </>
            ) : (
              <div className={styles.empty} role="status">
                <p>{t('No products match these filters')}</p>
                <button type="button" className={styles.textButton} onClick={onClearFilters}>
                  {t('Clear all filters')}
                </button>
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
