/**
 * The analytics settings the pages need (secondary-areas §5, §9), from GTM_CONTAINER_ID and
 * CONSENT_MANAGER_SETTINGS_ID_NL / _DE (checked at the shop's start: apps/api config). Without a
 * container id analytics are off: no consent banner, no tag manager. The same for every visitor.
 */
import type { StoreView } from '@shop/core';
import type { AnalyticsSettings } from './consent.ts';

const GTM_CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;
const SETTINGS_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function readAnalyticsSettings(
  storeView: StoreView,
  env: NodeJS.ProcessEnv = process.env,
): AnalyticsSettings {
  const containerId = env.GTM_CONTAINER_ID?.trim() ?? '';
  const settingsKey =
    storeView.code === 'de' ? 'CONSENT_MANAGER_SETTINGS_ID_DE' : 'CONSENT_MANAGER_SETTINGS_ID_NL';
  const settingsId = env[settingsKey]?.trim() ?? '';
  return {
    containerId: GTM_CONTAINER_ID.test(containerId) ? containerId : null,
    consentManagerSettingsId: SETTINGS_ID.test(settingsId) ? settingsId : null,
  };
}
