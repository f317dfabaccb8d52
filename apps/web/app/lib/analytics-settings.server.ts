/**
 * The analytics settings the pages of a store view need (secondary-areas §5, §9), from
 * GTM_CONTAINER_ID and the view's consent manager settings id (CONSENT_MANAGER_ID_NL, _DE) with
 * where its script loads from (CONSENT_MANAGER_SCRIPT_URL),
 * checked at the shop's start (apps/api config, core's rules). Without a container id analytics
 * are off: no consent banner, no consent manager, no tag manager. The same for every visitor.
 */
import { consentManagerIdsOf, parseConsentManagerScriptUrl, type StoreView } from '@shop/core';
import type { AnalyticsSettings } from './consent.ts';

const GTM_CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

export function readAnalyticsSettings(
  storeView: Pick<StoreView, 'code' | 'language'>,
  env: NodeJS.ProcessEnv = process.env,
): AnalyticsSettings {
  const containerId = env.GTM_CONTAINER_ID?.trim() ?? '';
  if (!GTM_CONTAINER_ID.test(containerId)) return { containerId: null, consentManager: null };
  const id = consentManagerIdsOf(env)[storeView.code];
  return {
    containerId,
    consentManager: id
      ? {
          settingsId: id,
          language: storeView.language,
          scriptUrl: parseConsentManagerScriptUrl(env.CONSENT_MANAGER_SCRIPT_URL) ?? '',
        }
      : null,
  };
}
