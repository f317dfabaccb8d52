/**
 * A local stand-in for a map tile server, speaking its protocol (`GET /{z}/{x}/{y}.png` answers a
 * 256 × 256 PNG): the journeys never fetch tiles from the internet. Every tile is a pale land
 * colour with a faint grid, so the map looks like a map in screenshots; a request outside the
 * protocol answers 404.
 */
import { createServer, type Server } from 'node:http';
import { deflateSync } from 'node:zlib';
import { FAKE_COOKIEBOT_PATH, FAKE_COOKIEBOT_SCRIPT } from './fake-cookiebot.ts';

const SIZE = 256;

/** The port of the journeys' tile server: the shop's port plus 1000. */
export function tileServerPort(): number {
  return Number(process.env.E2E_PORT ?? 3950) + 1000;
}

/** Starts the tile server on `port` of 127.0.0.1; resolves with a function that stops it. */
export async function startTileServer(port = tileServerPort()): Promise<{
  requests: string[];
  close: () => Promise<void>;
}> {
  const tile = makeTile();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    if (request.method === 'GET' && request.url?.startsWith(`${APP_FRAME_PATH}?`)) {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(appFramePage());
      return;
    }
    if (request.method === 'GET' && request.url === EDITOR_BRIDGE_PATH) {
      response
        .writeHead(200, {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'no-store',
        })
        .end(EDITOR_BRIDGE_SCRIPT);
      return;
    }
    if (request.method === 'GET' && request.url === FAKE_COOKIEBOT_PATH) {
      // Kept like Cookiebot's own script, so the offline journeys' pages find it in the cache.
      response
        .writeHead(200, {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'max-age=3600',
        })
        .end(FAKE_COOKIEBOT_SCRIPT);
      return;
    }
    const match = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(request.url ?? '');
    if (request.method !== 'GET' || !match) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    requests.push(request.url ?? '');
    response
      .writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' })
      .end(tile);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The test app frame: a page of this trusted origin (APP_BRIDGE_ORIGINS) that frames the shop. */
const APP_FRAME_PATH = '/app-frame.html';

/**
 * A stand-in for the native app's page around the shop (docs/app-bridge.md): it frames the shop
 * page of `?shop=` (a path of the shop), keeps the messages the shop sends it in
 * `window.fromShop`, and posts messages to the shop with `window.sendToShop(message)`, addressed
 * to the shop's origin as the app must.
 */
function appFramePage(): string {
  const shopOrigin = `http://127.0.0.1:${process.env.E2E_PORT ?? 3950}`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test app</title>
<style>html, body { margin: 0; height: 100%; } iframe { display: block; width: 100%; height: 100%; border: 0; }</style>
</head>
<body>
<iframe id="shop" name="shop" title="Kindershop"></iframe>
<script>
  const shopOrigin = ${JSON.stringify(shopOrigin)};
  const frame = document.getElementById('shop');
  frame.src = shopOrigin + new URLSearchParams(location.search).get('shop');
  window.fromShop = [];
  window.addEventListener('message', (event) => {
    if (event.source === frame.contentWindow) window.fromShop.push({ origin: event.origin, data: event.data });
  });
  window.sendToShop = (message) => frame.contentWindow.postMessage(message, shopOrigin);
</script>
</body>
</html>`;
}

/**
 * A stand-in for the visual editor's bridge script (Storyblok's v2 bridge: `new
 * StoryblokBridge()`, `bridge.on(events, callback)`), served by the same local server, so the
 * preview journeys never load a script from the internet. A journey plays the editor through
 * `window.__editorBridge.emit(action, story)`.
 */
const EDITOR_BRIDGE_PATH = '/storyblok-bridge.js';
const EDITOR_BRIDGE_SCRIPT = `(() => {
  const listeners = [];
  class StoryblokBridge {
    on(events, callback) {
      listeners.push({ events: [].concat(events), callback });
    }
  }
  window.StoryblokBridge = StoryblokBridge;
  window.__editorBridge = {
    emit(action, story) {
      for (const listener of listeners) {
        if (listener.events.includes(action)) listener.callback({ action, story });
      }
    },
  };
})();
`;

/** A PNG (8-bit RGB) of one tile: land colour, grid lines every 64 px. */
function makeTile(): Buffer {
  const row = SIZE * 3 + 1;
  const pixels = Buffer.alloc(row * SIZE);
  for (let y = 0; y < SIZE; y++) {
    pixels[y * row] = 0; // no filter
    for (let x = 0; x < SIZE; x++) {
      const line = x % 64 === 0 || y % 64 === 0;
      const offset = y * row + 1 + x * 3;
      pixels[offset] = line ? 226 : 242;
      pixels[offset + 1] = line ? 232 : 239;
      pixels[offset + 2] = line ? 226 : 233;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([length, body, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
