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
import { OFFLINE_NOTICE_PARAM } from '../../lib/offline-notice-param.ts';
import { useOnline } from '../../stores/online.ts';

export function OfflineStatus() {
  const t = useTranslate();
  const online = useOnline();
  const { search } = useLocation();

  useEffect(() => {
    // The notice's code loads only on a page the service worker sent the shopper to (it is
    // precached with every other script), never with a page's first load.
    if (!new URLSearchParams(search).has(OFFLINE_NOTICE_PARAM)) return;
    import('./offline-notice.ts')
      .then(({ showOfflineNotice }) => showOfflineNotice(t))
      .catch(() => {
        // The script could not load: the page stays as it is, without the notice.
      });
  }, [search, t]);

  if (online) return null;
  return (
    <div className="offline-status" role="status">
      <strong>{t('You are offline')}</strong>
      <span>{t('Pages you visited before still open; your cart is kept.')}</span>
    </div>
  );
}
