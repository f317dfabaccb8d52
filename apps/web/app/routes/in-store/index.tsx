/**
 * The in-store page `/in-store` (and /de/…), secondary-areas §2: the shopper chooses their store
 * (remembered in the browser), then scans or types a product's barcode. A typed code is looked
 * up by the loader (`?code=`), so the page works without JavaScript too: a known product goes on
 * to its in-store page, an unknown one says 'Requested product could not be retrieved.', an
 * EAN-13 with a wrong check digit says so. In a browser with a camera the page scans itself (in
 * one without, its scan button says that it cannot); in the app the scanner bar above the tab bar
 * asks the app to scan (lib/app-bridge.ts).
 */
import { normaliseScannedCode, STORE_VIEWS } from '@shop/core';
import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { Form, Link, redirect, useNavigate } from 'react-router';
import styles from '../../components/in-store/in-store.module.css';
import { ApiError } from '../../lib/api.ts';
import { apiCallOptions } from '../../lib/api-context.ts';
import { isInApp, requestAppScan } from '../../lib/app-bridge.ts';
import { catalogueUnavailable } from '../../lib/catalogue-unavailable.ts';
import { registerMessages, useStoreView, useTranslate } from '../../lib/i18n.ts';
import { BARCODE_PROBLEMS, IN_STORE_PATH, inStoreProductPath } from '../../lib/in-store.ts';
import { inStoreMessagesOf } from '../../lib/in-store-messages.server.ts';
import { alternateLinks } from '../../lib/seo.ts';
import { SHOP_NAME } from '../../lib/shop.ts';
import { findProductByBarcode } from '../../lib/store-api.ts';
import { getStoreViewFromPath, localizePath } from '../../lib/store-view.ts';
import { useStoreLocation } from '../../stores/store-location.ts';
import { openNamedModal } from '../../stores/ui.ts';
import type { Route } from './+types/index';

const StorePickerDialog = lazy(() => import('../../components/in-store/store-picker-dialog.tsx'));
const BarcodeScanner = lazy(() => import('../../components/in-store/barcode-scanner.tsx'));

export const meta: Route.MetaFunction = ({ location, data }) => {
  const storeView = getStoreViewFromPath(location.pathname);
  const title = data?.messages['In the store'] ?? 'In the store';
  return [
    { title: `${title} — ${SHOP_NAME}` },
    ...(data
      ? alternateLinks(data.origin, localizePath(storeView, IN_STORE_PATH), data.alternates)
      : []),
  ];
};

/** The same for every visitor (the chosen store lives in the browser): cacheable a few minutes. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'public, max-age=60' });

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const storeView = getStoreViewFromPath(url.pathname);
  const code = url.searchParams.get('code');
  let problem: (typeof BARCODE_PROBLEMS)[keyof typeof BARCODE_PROBLEMS] | null = null;
  if (code !== null) {
    const check = normaliseScannedCode(code);
    if (!check.ok) {
      problem = BARCODE_PROBLEMS[check.reason];
    } else {
      const product = await findProductByBarcode(
        check.code,
        storeView.code,
        apiCallOptions(request, context),
      ).catch((error: unknown) => {
        // The API refuses a code it cannot read (a wrong check digit) by naming the field.
        if (error instanceof ApiError && error.code === 400) return 'refused' as const;
        // Anything else: the catalogue is out of reach, a 503 page that asks to try again.
        throw catalogueUnavailable(error, storeView, 'in-store', request.signal);
      });
      if (product === 'refused') problem = BARCODE_PROBLEMS.check_digit;
      else if (!product) problem = BARCODE_PROBLEMS.not_found;
      else throw redirect(inStoreProductPath(storeView, product.slug, product.child_sku));
    }
  }
  return {
    code,
    problem,
    origin: url.origin,
    alternates: {
      nl: localizePath(STORE_VIEWS.nl, IN_STORE_PATH),
      de: localizePath(STORE_VIEWS.de, IN_STORE_PATH),
    },
    messages: inStoreMessagesOf(storeView.locale),
  };
}

export default function InStorePage({ loaderData }: Route.ComponentProps) {
  const storeView = useStoreView();
  // Before anything translates: the page's texts came with its data.
  registerMessages(storeView.locale, loaderData.messages);
  const t = useTranslate();
  const navigate = useNavigate();
  const inputId = useId();
  const { selected } = useStoreLocation(storeView.code);
  const [picking, setPicking] = useState(false);
  const [scanning, setScanning] = useState(false);
  // What the browser offers is known only after hydration (the server renders neither).
  const [camera, setCamera] = useState<boolean | null>(null);
  const [inApp, setInApp] = useState(false);
  useEffect(() => {
    setInApp(isInApp());
    setCamera(typeof navigator.mediaDevices?.getUserMedia === 'function');
  }, []);
  // A browser that gives the page no camera (an old one, a page not served over https) cannot
  // scan: the button says so in the 'feature not implemented' modal (secondary-areas §2).
  const startScanning = () => {
    if (camera) setScanning(true);
    else {
      openNamedModal({
        name: 'feature-not-implemented',
        feature: 'Scanning with the camera does not work in this browser.',
        instead: 'Type the 13 digits under the barcode in the field above instead.',
      });
    }
  };

  const path = localizePath(storeView, IN_STORE_PATH);
  const onCode = useCallback(
    (code: string) => {
      setScanning(false);
      navigate(`${path}?code=${encodeURIComponent(code)}`);
    },
    [navigate, path],
  );
  const { problem, code } = loaderData;

  return (
    <div className={styles.page} data-in-app={inApp ? 'true' : undefined}>
      <h1>{t('In the store')}</h1>
      <p className={styles.intro}>
        {t(
          'Shop in our store: choose your store, then scan or type the barcode of a product to see its price and stock.',
        )}
      </p>

      <section className={styles.card} aria-labelledby="in-store-store">
        <h2 id="in-store-store">{t('Your store')}</h2>
        <div className={styles.chosenStore}>
          <p data-testid="in-store-chosen">
            {selected ? (
              <>
                <strong>{selected.name}</strong>
                <br />
                <span className={styles.note}>
                  {selected.postcode} {selected.city}
                </span>
              </>
            ) : (
              <span className={styles.note}>{t('No store chosen yet')}</span>
            )}
          </p>
          <button
            type="button"
            className={selected ? styles.secondary : styles.primary}
            onClick={() => setPicking(true)}
            aria-haspopup="dialog"
          >
            {selected ? t('Change store') : t('Choose a store')}
          </button>
        </div>
        <p className={styles.note}>
          <Link to={localizePath(storeView, '/storelocator')}>
            {t('All our stores with their addresses and opening hours')}
          </Link>
        </p>
      </section>

      <section className={styles.card} aria-labelledby="in-store-scan">
        <h2 id="in-store-scan">{t('Scan or type a barcode')}</h2>
        <Form method="get" action={path} className={styles.search}>
          <label htmlFor={inputId}>{t('Barcode (EAN)')}</label>
          <p className={styles.hint} id={`${inputId}-hint`}>
            {t("The 13 digits under the barcode, or the store's own code")}
          </p>
          <div className={styles.inline}>
            <input
              key={code ?? ''}
              id={inputId}
              name="code"
              defaultValue={code ?? ''}
              inputMode="numeric"
              autoComplete="off"
              maxLength={64}
              required
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${inputId}-problem` : `${inputId}-hint`}
            />
            <button type="submit" className={styles.primary}>
              {t('Find product')}
            </button>
          </div>
        </Form>
        {problem ? (
          <p className={styles.problem} role="alert" id={`${inputId}-problem`}>
            {t(problem)}
          </p>
        ) : null}
        {camera !== null && !inApp ? (
          scanning ? (
            <Suspense fallback={null}>
              <BarcodeScanner onCode={onCode} onStop={() => setScanning(false)} />
            </Suspense>
          ) : (
            <button
              type="button"
              className={`${styles.secondary} ${styles.locate}`}
              onClick={startScanning}
              aria-haspopup={camera ? undefined : 'dialog'}
            >
              {t('Scan with the camera')}
            </button>
          )
        ) : null}
      </section>

      {inApp ? (
        <div className={styles.scannerBar}>
          <button type="button" className={styles.primary} onClick={() => requestAppScan()}>
            {t('Start scanning')}
          </button>
        </div>
      ) : null}

      {picking ? (
        <Suspense fallback={null}>
          <StorePickerDialog onClose={() => setPicking(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
