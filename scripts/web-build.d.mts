/** Whether the storefront's build is missing or older than its sources. */
export function webBuildIsStale(): boolean;
