import { defineConfig } from 'vitest/config';

/** Tests that touch a database run twice: on a temporary SQLite file and on a real PostgreSQL. */
const DATABASE_TESTS = ['apps/api/src/**/*.api.test.ts', 'apps/api/src/**/*.db.test.ts'];
/** Several instances on one database: PostgreSQL only (SQLite is one process, ADR 032). */
const CLUSTER_TESTS = ['apps/api/src/**/*.cluster.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'apps/api/src/**/*.test.ts',
            'apps/api/test/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...DATABASE_TESTS, ...CLUSTER_TESTS],
        },
      },
      {
        test: {
          name: 'api-sqlite',
          include: DATABASE_TESTS,
          env: { TEST_DB: 'sqlite' },
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: [...DATABASE_TESTS, ...CLUSTER_TESTS],
          env: { TEST_DB: 'postgres' },
          globalSetup: ['apps/api/test/postgres.global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
