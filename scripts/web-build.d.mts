/** Whether the storefront's build is missing or older than its sources. */
export function webBuildIsStale(): boolean;

/** Builds the storefront when its build is missing or stale (blocking until it is built). */
export function ensureWebBuild(): void;

/** Whether the back office's build (apps/admin/dist) is missing or older than its sources. */
export function adminBuildIsStale(): boolean;
