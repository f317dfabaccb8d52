/**
 * The analytics settings the pages need (secondary-areas §5), from GTM_CONTAINER_ID (checked at
 * the shop's start: apps/api config). Without a container id analytics are off: no consent
 * banner, no tag manager. The same for every visitor.
 */
import type { AnalyticsSettings } from './consent.ts';

const GTM_CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

export function readAnalyticsSettings(env: NodeJS.ProcessEnv = process.env): AnalyticsSettings {
  const containerId = env.GTM_CONTAINER_ID?.trim() ?? '';
  return { containerId: GTM_CONTAINER_ID.test(containerId) ? containerId : null };
}
