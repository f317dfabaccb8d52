/**
 * The layout's offline part (core-shop §4 online flag, §8 error catalogue):
 * - while the browser is offline, the 'You are offline' bar under the header says that pages
 *   visited before still open;
 * - a page the service worker sent the shopper to while offline (OFFLINE_NOTICE_PARAM) shows why,
 *   as an error or warning with OK: the page asked for was never kept (now at home), or the
 *   listing asked for was never kept (now the category as kept). The parameter then leaves the
 *   address, so reloading or sharing it shows nothing again.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslate } from '../../lib/i18n.ts';
import { OFFLINE_NOTICE_PARAM, offlineNoticeOf } from '../../lib/offline-pages.ts';
import { notify } from '../../stores/notifications.ts';
import { useOnline } from '../../stores/online.ts';

export function OfflineStatus() {
  const t = useTranslate();
  const online = useOnline();
  const location = useLocation();

  useEffect(() => {
    const url = new URL(location.pathname + location.search, window.location.origin);
    const notice = offlineNoticeOf(url);
    if (!notice) return;
    if (notice === 'unavailable') {
      notify({
        type: 'danger',
        message: t(
          'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
        ),
        action1: { label: t('OK') },
        hasNoTimeout: true,
      });
    } else {
      notify({
        type: 'warning',
        message: t('No products synchronized for this category. Please come back while online!'),
        action1: { label: t('OK') },
        hasNoTimeout: true,
      });
    }
    // Out of the address without a navigation: the router would load the page's data again,
    // which offline means loading the kept page afresh (and losing the notice).
    url.searchParams.delete(OFFLINE_NOTICE_PARAM);
    window.history.replaceState(
      window.history.state,
      '',
      url.pathname + url.search + window.location.hash,
    );
  }, [location.pathname, location.search, t]);

  if (online) return null;
  return (
    <div className="offline-status" role="status">
      <strong>{t('You are offline')}</strong>
      <span>{t('Pages you visited before still open; your cart is kept.')}</span>
    </div>
  );
}
