import { lazy, Suspense } from 'react';
import { useTranslate } from '../../lib/i18n.ts';
import { useNotifications } from '../../stores/notifications.ts';

// The notices' code loads with the first one; the live region is on the page from the start, so
// screen readers announce what appears in it.
const NotificationList = lazy(() => import('./notification-list.tsx'));

export function Notifications() {
  const notifications = useNotifications();
  const t = useTranslate();
  return (
    <section className="notifications" aria-label={t('Notifications')} aria-live="polite">
      {notifications.length > 0 ? (
        <Suspense fallback={null}>
          <NotificationList notifications={notifications} />
        </Suspense>
      ) : null}
    </section>
  );
}
