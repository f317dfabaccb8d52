/**
 * The notices in the layout's notifications region (see notifications.tsx), loaded with the first
 * one: a message, an optional action (a link or a button) and a close button.
 */
import { Link } from 'react-router';
import { useTranslate } from '../../lib/i18n.ts';
import { dismissNotification, type Notification } from '../../stores/notifications.ts';

/** The notifications of the page, newest last; danger and warning are announced assertively. */
export default function NotificationList({ notifications }: { notifications: Notification[] }) {
  const t = useTranslate();
  return (
    <>
      {notifications.map((notification) => (
        <div
          key={notification.id}
          className="notification"
          data-type={notification.type}
          role={
            notification.type === 'danger' || notification.type === 'warning' ? 'alert' : 'status'
          }
        >
          <p>{notification.message}</p>
          {notification.action1 ? (
            notification.action1.link ? (
              <Link
                to={notification.action1.link}
                onClick={() => dismissNotification(notification.id)}
              >
                {notification.action1.label}
              </Link>
            ) : (
              <button
                type="button"
                onClick={() => {
                  notification.action1?.callback?.();
                  dismissNotification(notification.id);
                }}
              >
                {notification.action1.label}
              </button>
            )
          ) : null}
          <button
            type="button"
            className="notification__close"
            aria-label={t('Close')}
            onClick={() => dismissNotification(notification.id)}
          >
            ×
          </button>
        </div>
      ))}
    </>
  );
}
