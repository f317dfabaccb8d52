import { configDefaults, defineConfig } from 'vitest/config';

/** Property tests draw from a fixed seed (scripts/fast-check-seed.ts says how to explore). */
const setupFiles = ['scripts/fast-check-seed.ts'];

/** The API test files that mount the storefront (the 'api-web' project). */
const STOREFRONT_FILES = [
  'apps/api/test/output-cache.test.ts',
  'apps/api/test/product-pages.test.ts',
  'apps/api/test/web.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          setupFiles,
          include: ['packages/core/src/**/*.test.ts', 'packages/contracts/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          setupFiles,
          include: ['apps/web/app/**/*.test.ts', 'apps/web/app/**/*.test.tsx'],
        },
      },
      {
        test: {
          name: 'admin',
          setupFiles,
          include: ['apps/admin/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'db',
          setupFiles,
          include: ['packages/db/src/**/*.test.ts', 'packages/db/test/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      // The API tests run one file at a time (on PostgreSQL they share one database, emptied by
      // each file), all in one process: the shop's modules are imported once instead of once
      // per file, which took most of the run's time. A file's state is its own test shop; what
      // lives in a module (the metrics' registry) is reset by the test that reads it.
      {
        test: {
          name: 'api',
          setupFiles,
          include: ['apps/api/test/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...STOREFRONT_FILES],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          isolate: false,
        },
      },
      // The API tests that mount the storefront each run in a process of their own, after the
      // others: the storefront's server modules keep their caches (the category menu, say) per
      // process, and these tests count the catalogue calls a page makes.
      {
        test: {
          name: 'api-web',
          setupFiles,
          include: STOREFRONT_FILES,
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
