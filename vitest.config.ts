import { defineConfig } from 'vitest/config';

/** Property tests draw from a fixed seed (scripts/fast-check-seed.ts says how to explore). */
const setupFiles = ['scripts/fast-check-seed.ts'];

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
      {
        test: {
          name: 'api',
          setupFiles,
          include: ['apps/api/test/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
