/**
 * Runs the journeys' local third-party stand-ins as a process of their own, for
 * playwright.config.ts: the tile server (tile-server.ts) and the form endpoint (form-endpoint.ts).
 */
import { formEndpointPort, startFormEndpoint } from './form-endpoint.ts';
import { startTileServer, tileServerPort } from './tile-server.ts';

await startTileServer(tileServerPort());
await startFormEndpoint(formEndpointPort());
