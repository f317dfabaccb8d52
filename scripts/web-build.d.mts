/** Whether the storefront's build is missing or older than its sources. */
export function webBuildIsStale(): boolean;

/** Whether the back office's build (apps/admin/dist) is missing or older than its sources. */
export function adminBuildIsStale(): boolean;
