/**
 * The notice of a page the service worker sent the shopper to while offline (core-shop §8 error
 * catalogue; see OfflineStatus): an error or warning with OK, after which the parameter leaves the
 * address, so reloading or sharing it shows nothing again.
 */
import type { Translate } from '../../lib/i18n.ts';
import { OFFLINE_NOTICE_PARAM, offlineNoticeOf } from '../../lib/offline-pages.ts';
import { notify } from '../../stores/notifications.ts';

/** Shows the notice the page's address carries, if any, and takes it out of the address. */
export function showOfflineNotice(t: Translate): void {
  const url = new URL(window.location.href);
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
  url.searchParams.delete(OFFLINE_NOTICE_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}
