/**
 * The notifications the layout shows: types secondary, info, success, warning, danger (anything
 * else shows as danger); removed after `timeToLive` or 5000 ms unless `hasNoTimeout`; one
 * identical to the latest is dropped; an action has a label and a link or a callback, and using
 * it closes the notification.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { trackEvent } from '../lib/analytics.ts';

const NOTIFICATION_TYPES = ['secondary', 'info', 'success', 'warning', 'danger'] as const;
type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const DEFAULT_TIME_TO_LIVE_MS = 5000;

interface NotificationAction {
  label: string;
  link?: string;
  callback?: () => void;
}

export interface NotificationInput {
  type: string;
  message: string;
  action1?: NotificationAction;
  timeToLive?: number;
  hasNoTimeout?: boolean;
}

export interface Notification extends NotificationInput {
  id: number;
  type: NotificationType;
}

/** The list after adding `input`: unknown types become danger; a repeat of the latest is dropped. */
export function addNotification(
  list: readonly Notification[],
  input: NotificationInput,
  id: number,
): Notification[] {
  const latest = list[list.length - 1];
  if (latest && latest.message === input.message) return [...list];
  const type = (NOTIFICATION_TYPES as readonly string[]).includes(input.type)
    ? (input.type as NotificationType)
    : 'danger';
  return [...list, { ...input, id, type }];
}

/** How long a notification stays, or null when it stays until closed. */
export function timeToLive(notification: NotificationInput): number | null {
  if (notification.hasNoTimeout) return null;
  return notification.timeToLive ?? DEFAULT_TIME_TO_LIVE_MS;
}

const notificationStore = createStore<{ notifications: Notification[] }>()(() => ({
  notifications: [],
}));
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function notify(input: NotificationInput): void {
  const before = notificationStore.getState().notifications;
  const notifications = addNotification(before, input, nextId);
  if (notifications.length === before.length) return;
  const id = nextId++;
  const ttl = timeToLive(input);
  if (ttl !== null)
    timers.set(
      id,
      setTimeout(() => dismissNotification(id), ttl),
    );
  notificationStore.setState({ notifications });
  // An error notification goes to analytics with its text (secondary-areas §7 text_message).
  const shown = notifications[notifications.length - 1];
  if (shown?.type === 'danger') trackEvent('text_message', shown.message, shown.type);
}

export function dismissNotification(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  notificationStore.setState(({ notifications }) => ({
    notifications: notifications.filter((notification) => notification.id !== id),
  }));
}

/** The notifications shown now (none in the server render). */
export function useNotifications(): Notification[] {
  return useStore(notificationStore, (state) => state.notifications);
}
