/**
 * `/storelocator` (and /de/…), secondary-areas §2 and §7: find a store by place or postcode (the
 * API's gazetteer, trying the store view's country first) or by the browser's position; the
 * stores within 30 km nearest first, with their distance, address, today's hours and whether they
 * are open now, "search wider" when few or none are near; a map with a marker per store. The
 * same for every visitor who asks the same: rendered on the server and cacheable.
 */
import { STORE_VIEWS } from '@shop/core';
import { data, Link, useNavigate } from 'react-router';
import { StoreCard } from '../../components/stores/store-card.tsx';
import { StoreMap } from '../../components/stores/store-map.tsx';
import { StoreSearch } from '../../components/stores/store-search.tsx';
import styles from '../../components/stores/stores.module.css';
import { apiCallOptions } from '../../lib/api-context.ts';
import { catalogueUnavailable } from '../../lib/catalogue-unavailable.ts';
import { createTranslator, registerMessages, useStoreView, useTranslate } from '../../lib/i18n.ts';
import { loadAsMapDocument } from '../../lib/map-document.ts';
import { readMapTiles } from '../../lib/map-tiles.server.ts';
import type { PageTypeHandle } from '../../lib/page-type.ts';
import { alternateLinks } from '../../lib/seo.ts';
import { SHOP_NAME } from '../../lib/shop.ts';
import { findStores } from '../../lib/store-api.ts';
import {
  apiSearchOf,
  FEW_STORES,
  parseStoreSearch,
  storeSearchQuery,
  widerRadius,
} from '../../lib/store-locator.ts';
import { getStoreViewFromPath, localizePath } from '../../lib/store-view.ts';
import { getStoresMessages } from '../../lib/stores-messages.server.ts';
import type { Route } from './+types/index';

const PATH = '/storelocator';

/** Answers are the same for everyone who asks the same; hours change by the minute at most. */
const CACHE_CONTROL = 'public, max-age=60';

export const handle: PageTypeHandle = { pageType: 'Storelocator' };

export const meta: Route.MetaFunction = ({ data: page, location }) => {
  const storeView = getStoreViewFromPath(location.pathname);
  registerMessages(storeView.locale, page?.messages);
  const t = createTranslator(storeView.locale);
  return [
    { title: `${t('Our stores')} — ${SHOP_NAME}` },
    { name: 'description', content: t('Store locator description') },
    ...(page ? alternateLinks(page.origin, localizePath(storeView, PATH), page.alternates) : []),
  ];
};

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const storeView = getStoreViewFromPath(url.pathname);
  const { search, badPosition } = parseStoreSearch(url.searchParams);
  let result: Awaited<ReturnType<typeof findStores>>;
  try {
    const { where, distance } = apiSearchOf(search);
    result = await findStores(storeView.code, where, {
      ...apiCallOptions(request, context),
      distance,
    });
  } catch (error) {
    throw catalogueUnavailable(error, storeView, 'store locator', request.signal);
  }
  return data(
    {
      origin: url.origin,
      alternates: {
        nl: localizePath(STORE_VIEWS.nl, PATH),
        de: localizePath(STORE_VIEWS.de, PATH),
      },
      messages: getStoresMessages(storeView.locale),
      tiles: readMapTiles(),
      search,
      badPosition,
      result,
    },
    { headers: { 'cache-control': CACHE_CONTROL } },
  );
}

/** Reached from another page inside the app: loads as a document of its own (lib/map-document.ts). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadAsMapDocument(request.url, serverLoader);
}

export default function StoreLocator({ loaderData }: Route.ComponentProps) {
  const storeView = useStoreView();
  registerMessages(storeView.locale, loaderData.messages);
  const t = useTranslate();
  const navigate = useNavigate();
  const { search, badPosition, result, tiles } = loaderData;
  const action = localizePath(storeView, PATH);
  const term = search.kind === 'place' ? search.q : '';
  const placeNotFound = search.kind === 'place' && result.place === null;
  const wider = search.kind === 'all' || placeNotFound ? null : widerRadius(search.distance);
  const widerHref =
    wider !== null && search.kind !== 'all'
      ? `${action}${storeSearchQuery({ ...search, distance: wider })}`
      : null;
  const heading =
    search.kind === 'position'
      ? t('Stores near your location')
      : search.kind === 'place' && result.place
        ? t('Stores near {place}', { place: result.place.name })
        : t('All our stores');
  const count = result.items.length;
  return (
    <div className={styles.page} data-page-type={handle.pageType}>
      <header className={styles.intro}>
        <h1>{t('Our stores')}</h1>
        <p>{t('Store locator intro')}</p>
      </header>
      <StoreSearch action={action} term={term} />
      {badPosition ? (
        <p className={styles.alert} role="alert">
          {t('Bad position')}
        </p>
      ) : null}
      {placeNotFound ? (
        <div className={styles.notice} role="status">
          <p>{t('Place not found', { term })}</p>
          <Link className={styles.secondary} to={action}>
            {t('All stores')}
          </Link>
        </div>
      ) : (
        <section className={styles.results} aria-labelledby="store-results">
          <div className={styles.resultsHead}>
            <h2 id="store-results">{heading}</h2>
            <p role="status">
              {search.kind !== 'all'
                ? `${t('Within {distance} km', { distance: result.distance })} · `
                : ''}
              {count === 1 ? t('One store found') : t('{count} stores found', { count })}
            </p>
          </div>
          {widerHref && count < FEW_STORES ? (
            <div className={styles.notice}>
              <p>
                {count === 0
                  ? t('No stores within {distance} km.', { distance: result.distance })
                  : t('Only a few stores nearby.')}
              </p>
              <Link className={styles.secondary} to={widerHref}>
                {t('Search within {distance} km', { distance: wider ?? '' })}
              </Link>
            </div>
          ) : null}
          <div className={styles.resultsBody}>
            {tiles && count > 0 ? (
              <div className={styles.mapColumn}>
                <StoreMap
                  tiles={tiles}
                  tall
                  label={t('Map of the stores')}
                  unavailableText={t('Map unavailable')}
                  texts={{ zoomIn: t('Zoom in'), zoomOut: t('Zoom out'), close: t('Close') }}
                  onOpen={(href) => navigate(href)}
                  markers={result.items.map((store) => ({
                    slug: store.slug,
                    name: store.name,
                    latitude: store.latitude,
                    longitude: store.longitude,
                    href: localizePath(storeView, `${PATH}/${store.slug}`),
                  }))}
                />
              </div>
            ) : null}
            {count > 0 ? (
              <ol className={styles.list}>
                {result.items.map((store) => (
                  <li key={store.code}>
                    <StoreCard store={store} />
                  </li>
                ))}
              </ol>
            ) : null}
          </div>
        </section>
      )}
    </div>
  );
}
