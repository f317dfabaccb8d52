/**
 * The tag manager's data layer (secondary-areas §7 analytics events): an event is pushed as
 * `{ event, ...data }` onto `window.dataLayer`, which the tag manager reads once it is loaded
 * (the array is made here when it is not there yet, so no event is lost before then).
 */
type DataLayerEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/** Pushes one analytics event; nothing on the server. */
export function pushAnalyticsEvent(event: string, data: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...data });
}
