/** The built server's folder (apps/api/dist). */
export const API_DIST: string;
/** Builds apps/api/dist afresh; resolves with the time it took in ms. */
export function buildApi(): Promise<number>;
/** The front process's V8 flags, for everything that starts it. */
export const FRONT_V8_FLAGS: readonly string[];
