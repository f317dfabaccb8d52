/**
 * The import rules of the storefront (apps/web/app), checked by dependency-cruiser:
 * `npm run lint:deps:web` (docs/decisions/0018-layering.md, "In the browser").
 *
 * The layers, highest first; a module imports its own layer and the ones below, never one above:
 *
 *   top          root.tsx, entry.server.tsx, routes.ts, sw.ts (like routes)
 *   routes/      pages and resource routes
 *   components/  React components, and the hooks and server helpers of their folders
 *   stores/      zustand stores, and the hooks and use cases that read or change them
 *   lib/         API client, session and token, pure helpers; imports nothing of the app above
 *
 * A file belongs to the layer of the folder it sits in, whatever its name: `*.server.ts` and
 * hooks (`use-*.ts`) included. i18n/ is data, usable from every layer. Tests follow the same rules.
 */
const path = require('node:path');

const APP = '^apps/web/app/';
/** The top of the app: the route table, the root route, the server entry, the service worker. */
const TOP = `${APP}(root\\.tsx|entry\\.server\\.tsx|routes\\.ts|sw\\.ts)$`;
const ROUTES = `${APP}routes/`;
const COMPONENTS = `${APP}components/`;
const STORES = `${APP}stores/`;
const LIB = `${APP}lib/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-lib-imports-no-higher-layer',
      comment:
        'lib/ is the lowest layer (API client, session and token, helpers): it imports no store, ' +
        'component, route or top module. A helper that reads a store belongs in stores/ or ' +
        'components/; a type that several layers need goes into lib/ or packages/contracts.',
      severity: 'error',
      from: { path: LIB },
      to: { path: [STORES, COMPONENTS, ROUTES, TOP] },
    },
    {
      name: 'web-stores-import-no-higher-layer',
      comment:
        'stores/ import lib/ only (and each other): never a component, a route or a top module. ' +
        'What a store needs to show (a component) is chosen by the component that reads the store.',
      severity: 'error',
      from: { path: STORES },
      to: { path: [COMPONENTS, ROUTES, TOP] },
    },
    {
      name: 'web-components-import-no-route',
      comment:
        'components/ import stores/ and lib/, never a route module or a top module: what a ' +
        'component and a route share (a type of a JSON answer, say) goes down to lib/.',
      severity: 'error',
      from: { path: COMPONENTS },
      to: { path: [ROUTES, TOP] },
    },
    {
      name: 'web-routes-import-no-top',
      comment:
        'Routes are rendered by the root and listed in the route table: they import neither ' +
        '(root.tsx, entry.server.tsx, routes.ts, sw.ts).',
      severity: 'error',
      from: { path: ROUTES },
      to: { path: TOP },
    },
    {
      name: 'web-no-circular',
      comment:
        'No import cycle in the web app, type-only imports included: a cycle ties its modules ' +
        'into one unit (one chunk, one test setup) and hides which of them is the lower one. ' +
        'Static, dynamic (import()) and type-only imports all count.',
      severity: 'error',
      from: { path: APP },
      to: { circular: true },
    },
    {
      name: 'web-no-api-or-db',
      comment:
        'The storefront talks to the API over HTTP (lib/api.ts) and shares wire types through ' +
        'packages/contracts and rules through packages/core: it never imports the API app or ' +
        'the database package.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: ['^apps/api/', '^packages/db/', 'node_modules/@shop/(api|db)/'] },
    },
    {
      name: 'web-no-back-office',
      comment:
        'The back office (apps/admin, decision 75) is a build of its own: none of its code, nor ' +
        "its framework (react-admin, Material UI, Emotion), may enter the storefront's bundles.",
      severity: 'error',
      from: { path: '^apps/web/' },
      to: {
        path: [
          '^apps/admin/',
          'node_modules/@shop/admin/',
          'node_modules/(react-admin|ra-[a-z-]+|@mui|@emotion)/',
        ],
      },
    },
  ],
  options: {
    // Type-only imports count: they are where a cycle between layers starts.
    tsPreCompilationDeps: true,
    // The web app's TypeScript settings (module resolution, the routes' generated +types);
    // an absolute path, so that its `extends` resolves from wherever the check runs.
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.json') },
    // The workspace packages and libraries are resolved (so imports of them are checked) but not
    // cruised themselves: fast, and their own rules live with them.
    doNotFollow: { path: ['node_modules', '^packages/'] },
    exclude: { path: ['^apps/web/build/', '^apps/web/\\.react-router/'] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
