/** Runs the journeys' local tile server (tile-server.ts) as a process of its own, for playwright.config.ts. */
import { startTileServer, tileServerPort } from './tile-server.ts';

await startTileServer(tileServerPort());
