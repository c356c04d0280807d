import { defineConfig } from 'vitest/config';

/** Tests that touch a database run twice: on a temporary SQLite file and on a real PostgreSQL. */
const DATABASE_TESTS = ['apps/api/src/**/*.api.test.ts', 'apps/api/src/**/*.db.test.ts'];
/** Several instances on one database: PostgreSQL only (SQLite is one process, ADR 032). */
const CLUSTER_TESTS = ['apps/api/src/**/*.cluster.test.ts'];
/**
 * Tests that measure time or memory (throttle latency, the 2 GB ZIP's memory, scrypt timing, an
 * AVIF encode not holding up requests, cache visibility within one second, early answers, the
 * image pipeline's memory). They run after the others, one file at a time, so that no parallel
 * test file competes with them for the two cores: their figures stay about the product.
 */
const MEASURING_TESTS = [
  'apps/api/src/modules/auth/sign-in-throttle.api.test.ts',
  'apps/api/src/modules/auth/auth.api.test.ts',
  'apps/api/src/modules/galleries/galleries.zip-memory.api.test.ts',
  'apps/api/src/modules/media/media.avif.api.test.ts',
  'apps/api/src/modules/media/image-pipeline.test.ts',
  'apps/api/src/security/early-answer.api.test.ts',
  'apps/api/src/modules/cluster/shared-state.cluster.test.ts',
];
const isDatabaseTest = (file: string) => /\.(api|db|cluster)\.test\.ts$/.test(file);
const MEASURING_UNIT = MEASURING_TESTS.filter((f) => !isDatabaseTest(f));
const MEASURING_DB = MEASURING_TESTS.filter((f) => isDatabaseTest(f) && !f.endsWith('.cluster.test.ts'));
const MEASURING_CLUSTER = MEASURING_TESTS.filter((f) => f.endsWith('.cluster.test.ts'));

/**
 * Most test files wait on a database, a socket or a child process far more than they compute, so
 * three run at once on this 2-core machine (vitest's default would be one: cores - 1); about
 * 2.5 times faster. The measuring files follow in a second group, one at a time.
 */
const PARALLEL = { maxWorkers: 3, sequence: { groupOrder: 0 } };
/** Projects of one group order run together: each measuring project gets a group of its own. */
const oneAtATime = (groupOrder: number) => ({ maxWorkers: 1, sequence: { groupOrder } });
const POSTGRES = {
  env: { TEST_DB: 'postgres' },
  globalSetup: ['apps/api/test/postgres.global-setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          ...PARALLEL,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'apps/api/src/**/*.test.ts',
            'apps/api/test/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...DATABASE_TESTS, ...CLUSTER_TESTS, ...MEASURING_UNIT],
        },
      },
      {
        test: {
          name: 'api-sqlite',
          ...PARALLEL,
          include: DATABASE_TESTS,
          exclude: MEASURING_DB,
          env: { TEST_DB: 'sqlite' },
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          ...PARALLEL,
          ...POSTGRES,
          include: [...DATABASE_TESTS, ...CLUSTER_TESTS],
          exclude: [...MEASURING_DB, ...MEASURING_CLUSTER],
        },
      },
      {
        test: {
          name: 'measuring-unit',
          ...oneAtATime(1),
          include: MEASURING_UNIT,
        },
      },
      {
        test: {
          name: 'measuring-sqlite',
          ...oneAtATime(2),
          include: MEASURING_DB,
          env: { TEST_DB: 'sqlite' },
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'measuring-postgres',
          ...oneAtATime(3),
          ...POSTGRES,
          include: [...MEASURING_DB, ...MEASURING_CLUSTER],
        },
      },
    ],
  },
});
