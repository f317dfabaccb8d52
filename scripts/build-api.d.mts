/** The built server's folder (apps/api/dist). */
export const API_DIST: string;
/** Builds apps/api/dist afresh; resolves with the time it took in ms. */
export function buildApi(): Promise<number>;
