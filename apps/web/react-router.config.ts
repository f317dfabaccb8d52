import type { Config } from '@react-router/dev/config';

export default {
  // Every page is rendered on the server; the storefront reads without JavaScript.
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // The browser gets the whole route manifest as one small file it keeps (about 4 KB gzip)
  // instead of a part of it in every page and a request to /__manifest after each page load
  // for the routes of the page's links (about 8 ms of the shop's CPU each, at a hundred links).
  routeDiscovery: { mode: 'initial' },
  // The behaviour of React Router v8, adopted now so that the upgrade changes nothing.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
