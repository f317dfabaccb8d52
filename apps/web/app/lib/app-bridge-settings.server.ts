/**
 * The app bridge's settings for the document (secondary-areas §5): the trusted origins
 * (APP_BRIDGE_ORIGINS, space- or comma-separated) and the app's user agent marker
 * (APP_USER_AGENT_MARKER). The API's configuration checks both at start. The same for every
 * visitor (nothing personal).
 */
import type { AppBridgeSettings } from './app-bridge.ts';

export function readAppBridgeSettings(env: NodeJS.ProcessEnv = process.env): AppBridgeSettings {
  return {
    origins: (env.APP_BRIDGE_ORIGINS ?? '').split(/[\s,]+/).filter((origin) => origin !== ''),
    userAgentMarker: env.APP_USER_AGENT_MARKER?.trim() || null,
  };
}
