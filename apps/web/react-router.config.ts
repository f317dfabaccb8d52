import type { Config } from '@react-router/dev/config';

export default {
  // Every page is rendered on the server; the storefront reads without JavaScript.
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // The behaviour of React Router v8, adopted now so that the upgrade changes nothing.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
