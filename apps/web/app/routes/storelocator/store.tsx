/**
 * `/storelocator/{storeSlug}` (and /de/…), secondary-areas §2 and §7: one store with its address,
 * the week's opening hours with today marked, whether it is open now, its phone, a route planner
 * link, the pick-up service when it takes pick-ups, a map, and its description for search engines
 * (schema.org Store, a LocalBusiness). An unknown store is the not-found page. Nothing personal:
 * rendered on the server and cacheable.
 */
import { STORE_VIEWS } from '@shop/core';
import { data, Link } from 'react-router';
import { OpeningHours } from '../../components/stores/opening-hours.tsx';
import { StoreMap } from '../../components/stores/store-map.tsx';
import { StoreStatus } from '../../components/stores/store-status.tsx';
import styles from '../../components/stores/stores.module.css';
import { apiCallOptions } from '../../lib/api-context.ts';
import { catalogueUnavailable } from '../../lib/catalogue-unavailable.ts';
import { createTranslator, registerMessages, useStoreView, useTranslate } from '../../lib/i18n.ts';
import { loadAsMapDocument } from '../../lib/map-document.ts';
import { readMapTiles } from '../../lib/map-tiles.server.ts';
import type { PageTypeHandle } from '../../lib/page-type.ts';
import { alternateLinks } from '../../lib/seo.ts';
import { SHOP_NAME } from '../../lib/shop.ts';
import { getStore } from '../../lib/store-api.ts';
import { addressLines, directionsUrl, storeJsonLd, telHref } from '../../lib/store-locator.ts';
import { getStoreViewFromPath, localizePath } from '../../lib/store-view.ts';
import { getStoresMessages } from '../../lib/stores-messages.server.ts';
import type { Route } from './+types/store';

const CACHE_CONTROL = 'public, max-age=60';

export const handle: PageTypeHandle = { pageType: 'StorelocatorDetail' };

export const meta: Route.MetaFunction = ({ data: page, location }) => {
  if (!page) return [];
  const storeView = getStoreViewFromPath(location.pathname);
  registerMessages(storeView.locale, page.messages);
  const t = createTranslator(storeView.locale);
  const { store } = page;
  const path = storePath(storeView, store.slug);
  return [
    { title: `${store.name} — ${SHOP_NAME}` },
    {
      name: 'description',
      content: t('Store page description', {
        name: store.name,
        street: addressLines(store)[0],
        city: store.city,
      }),
    },
    ...alternateLinks(page.origin, path, page.alternates),
    { 'script:ld+json': storeJsonLd(store, `${page.origin}${path}`, SHOP_NAME) },
  ];
};

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const storeView = getStoreViewFromPath(url.pathname);
  let store: Awaited<ReturnType<typeof getStore>>;
  try {
    store = await getStore(params.storeSlug, apiCallOptions(request, context));
  } catch (error) {
    throw catalogueUnavailable(error, storeView, 'store page', request.signal);
  }
  if (!store) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  return data(
    {
      origin: url.origin,
      alternates: {
        nl: storePath(STORE_VIEWS.nl, store.slug),
        de: storePath(STORE_VIEWS.de, store.slug),
      },
      messages: getStoresMessages(storeView.locale),
      tiles: readMapTiles(),
      store,
    },
    { headers: { 'cache-control': CACHE_CONTROL } },
  );
}

/** Reached from another page inside the app: loads as a document of its own (lib/map-document.ts). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadAsMapDocument(request.url, serverLoader);
}

export default function StorePage({ loaderData }: Route.ComponentProps) {
  const storeView = useStoreView();
  registerMessages(storeView.locale, loaderData.messages);
  const t = useTranslate();
  const { store, tiles } = loaderData;
  const [street, town] = addressLines(store);
  return (
    <div className={styles.page} data-page-type={handle.pageType}>
      <Link className={styles.back} to={localizePath(storeView, '/storelocator')}>
        ← {t('All stores')}
      </Link>
      <header className={styles.storeHead}>
        <h1>{store.name}</h1>
        <StoreStatus store={store} />
      </header>
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="store-visit">
          <h2 id="store-visit">{t('Visit us')}</h2>
          <address className={styles.address}>
            <span>{street}</span>
            <span>{town}</span>
          </address>
          <div className={styles.actions}>
            <a
              className={styles.primary}
              href={directionsUrl(store)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <span className={styles.routeIcon} aria-hidden="true" />
              {t('Plan your route')}
              <span className="visually-hidden"> ({t('Opens in a new window')})</span>
            </a>
            <a className={styles.secondary} href={telHref(store.phone)}>
              <span className={styles.phoneIcon} aria-hidden="true" />
              {t('Call {phone}', { phone: store.phone })}
            </a>
          </div>
          {store.email ? (
            <p>
              <a href={`mailto:${store.email}`}>{store.email}</a>
            </p>
          ) : null}
        </section>
        <section className={styles.card} aria-labelledby="store-hours">
          <h2 id="store-hours">{t('Opening hours')}</h2>
          <OpeningHours week={store.week} labelledBy="store-hours" />
        </section>
        {tiles ? (
          <div className={styles.mapWide}>
            <StoreMap
              tiles={tiles}
              label={t('Map of {name}', { name: store.name })}
              unavailableText={t('Map unavailable')}
              texts={{ zoomIn: t('Zoom in'), zoomOut: t('Zoom out'), close: t('Close') }}
              markers={[
                {
                  slug: store.slug,
                  name: store.name,
                  latitude: store.latitude,
                  longitude: store.longitude,
                  href: storePath(storeView, store.slug),
                },
              ]}
            />
          </div>
        ) : null}
        {store.is_pickup_location ? (
          <section
            className={`${styles.card} ${styles.warm} ${styles.pickup}`}
            aria-labelledby="store-pickup"
          >
            <h2 id="store-pickup">{t('Pick up your order here')}</h2>
            <p>{t('Pick-up service text')}</p>
          </section>
        ) : null}
      </div>
    </div>
  );
}

function storePath(
  storeView: (typeof STORE_VIEWS)[keyof typeof STORE_VIEWS],
  slug: string,
): string {
  return localizePath(storeView, `/storelocator/${encodeURIComponent(slug)}`);
}
