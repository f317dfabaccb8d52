/**
 * Browser journeys in Debian's Chromium (never a downloaded browser): the shop is built and
 * started once on its own port with its own data folder (seeded with the demo catalogue on the
 * first run), and the journeys drive it over real HTTP.
 */
import { defineConfig } from '@playwright/test';
// The content preview's secret and space of the journeys (the journeys sign editor links with them).
import { E2E_PREVIEW_TOKEN, E2E_SPACE_ID } from './e2e/editor-link.ts';
import { E2E_CONSENT_MANAGER_ID, FAKE_COOKIEBOT_PATH } from './e2e/fake-cookiebot.ts';
import { FRONT_V8_FLAGS } from './scripts/build-api.mjs';

const port = Number(process.env.E2E_PORT ?? 3950);
/** The local map tile server of the journeys (e2e/tile-server.ts): never tiles from the internet. */
const tilePort = port + 1000;
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Twenty failed journeys mean a broken shop (one that stopped answering fails every journey
  // after it, each only at its timeout): the run ends there, its report naming them, rather than
  // running on for hours.
  maxFailures: 20,
  // A journey with several logins takes about 25 s on an idle machine; the suite must also pass
  // while both cores are busy, so a journey gets room beyond that rather than a retry.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: reportDir ? [['list'], ['json', { outputFile: `${reportDir}/e2e.json` }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed journey's trace (actions, DOM snapshots, network) is kept for a look at it; CI,
    // whose files nobody opens, turns recording off (E2E_TRACE=off): it costs every journey time.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The journeys' local servers (tiles, form endpoint, test app frame) sit at the shop's
        // port plus 1000 and 1001; some of those (5060, 5061: SIP) Chromium refuses unless allowed.
        `--explicitly-allowed-ports=${tilePort},${tilePort + 1}`,
      ],
    },
  },
  projects: [{ name: 'mobile', use: { viewport: { width: 412, height: 900 }, isMobile: false } }],
  webServer: [
    {
      command: 'node --import tsx e2e/serve-tiles.ts',
      url: `http://127.0.0.1:${tilePort}/0/0/0.png`,
      reuseExistingServer: false,
      env: { E2E_PORT: String(port) },
    },
    {
      // The back office's first owner is made by the operator command before the shop holds
      // the data folder (e2e/admin-owner.ts). The shop runs built, as `npm start` runs it.
      command: `npm run build -w @shop/web && npm run build -w @shop/admin && node scripts/build-api.mjs && node --import tsx e2e/admin-owner.ts && node ${FRONT_V8_FLAGS.join(' ')} apps/api/dist/front.mjs`,
      url: `http://127.0.0.1:${port}/api/stock/list?skus=x`,
      // The build and the first start (migrations, the demo catalogue) take about a minute on a
      // quiet machine and took over five on one loaded twenty deep: only a start that hangs
      // should fail here.
      timeout: 900_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR ?? 'var/e2e',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // The payment provider's return and push addresses: the address the browser uses.
        SHOP_PUBLIC_URL: `http://127.0.0.1:${port}`,
        // Today may be a Sunday: the journeys add to the cart on any day (the closed rule is tested in the API).
        SHOP_CLOSED: 'open',
        // The account journeys log in many times from one address (the per-e-mail limits stay).
        AUTH_RATE_LIMIT_PER_IP: '10000',
        // The journeys must pass on a machine whose cores are busy, where the event loop's delay
        // says more about the machine than about the shop (shedding is tested in the API tests).
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
        // The store locator's map draws its tiles from the local tile server.
        MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
        MAP_TILE_ATTRIBUTION: 'Test tiles',
        // The pregnancy-box form posts to the local form endpoint (e2e/form-endpoint.ts); the
        // form journeys send more than a shopper would in an hour.
        PREGNANCY_FORM_URL: `http://127.0.0.1:${tilePort + 1}/forms/pregnancy-box`,
        PREGNANCY_FORM_RATE_LIMIT: '1000',
        // The review journeys approve their reviews with this key, and write more than an hour allows.
        REVIEW_OPERATOR_KEY: 'e2e-review-operator-key-0123456789',
        REVIEW_RATE_LIMIT: '1000',
        CONTACT_RATE_LIMIT: '1000',
        // Content previews: editor links are signed with this token, and the editor bridge is
        // the local stand-in (e2e/tile-server.ts).
        STORYBLOK_PREVIEW_TOKEN: E2E_PREVIEW_TOKEN,
        STORYBLOK_SPACE_ID: E2E_SPACE_ID,
        STORYBLOK_BRIDGE_URL: `http://127.0.0.1:${tilePort}/storyblok-bridge.js`,
        // The native app's page is the local test app frame (e2e/tile-server.ts, app-bridge.spec.ts).
        APP_BRIDGE_ORIGINS: `http://127.0.0.1:${tilePort}`,
        // Analytics are on (a container id): the journeys' browsers answer the tag manager's
        // requests themselves (e2e/fixtures.ts), so nothing goes to the internet.
        GTM_CONTAINER_ID: 'GTM-E2ETEST',
        // The German view asks through a consent manager (Cookiebot), the Dutch one with the
        // shop's own banner; Cookiebot's script is the local stand-in (e2e/fake-cookiebot.ts).
        CONSENT_MANAGER_ID_DE: E2E_CONSENT_MANAGER_ID,
        CONSENT_MANAGER_SCRIPT_URL: `http://127.0.0.1:${tilePort}${FAKE_COOKIEBOT_PATH}`,
      },
    },
  ],
});
