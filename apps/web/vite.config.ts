import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/** `react-router dev` forwards API and image calls to a running shop (API_INTERNAL_URL). */
const api = process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:3000';

/**
 * React Router ships a development and a production build of the same code, but its package
 * exports always name the development one, which keeps the developer warnings (messages, checks,
 * the "hey developer" boundary) in the browser bundle. The production client build takes the
 * production files instead; the server and `react-router dev` keep the package's own choice.
 */
function reactRouterProductionFiles(): Plugin {
  const dist = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  const files: Record<string, string> = {
    'react-router': join(dist, 'index.mjs'),
    'react-router/dom': join(dist, 'dom-export.mjs'),
  };
  return {
    name: 'shop:react-router-production-files',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source) {
      return files[source] ?? null;
    },
  };
}

/**
 * What every storefront page loads goes into one script with the client entry: React, React DOM,
 * React Router and the app's shared modules (translator, store view, notifications, the product
 * card and grid), with what they import. Left to itself the build splits them into a handful of
 * small chunks, each compressed on its own and each one more request (~0.7 KB gzip more on the
 * product page). The cost: a change to one of these modules changes the one large file.
 */
const SHELL_MODULES = [
  /\/node_modules\//,
  /\/app\/lib\/(i18n|store-view|shop|catalog|cart-config)\.ts$/,
  /\/app\/stores\/(notifications|ui|session|cart-count)\.ts$/,
  // Vite's helper of dynamic imports (cart, micro cart, account code all load through it).
  /vite\/preload-helper/,
  /\/app\/components\/product-(grid|card)\.tsx$/,
];

/**
 * Core's account rules (field rules, the common-password list) get their own script, loaded with
 * the account chunks. Without a chunk of their own the shell would take them in: a manual chunk
 * pulls in the modules its modules import, and the shell imports core's index, which re-exports
 * them (about 1.2 KB gzip more on every page).
 */
const ACCOUNT_RULES = /\/core\/src\/account\//;

export default defineConfig({
  plugins: [reactRouterProductionFiles(), reactRouter()],
  // Terser with two compress passes packs React Router and React DOM tighter than esbuild's
  // minifier (product page: about 4.5 KB less gzipped JavaScript); the build takes a few seconds
  // more. The server build stays unminified (readable stack traces).
  build: {
    minify: 'terser',
    terserOptions: { module: true, compress: { passes: 2 } },
  },
  environments: {
    ssr: { build: { minify: false } },
    client: {
      build: {
        rollupOptions: {
          output: {
            // Shared code in one script (see SHELL_MODULES) instead of many small ones.
            manualChunks: (id) => {
              if (ACCOUNT_RULES.test(id)) return 'account-rules';
              return SHELL_MODULES.some((pattern) => pattern.test(id)) ? 'shell' : null;
            },
          },
        },
      },
    },
  },
  server: { proxy: { '/api': api, '/img': api } },
});
