import { defineConfig } from 'vitest/config';

/** Tests that touch a database run twice: on a temporary SQLite file and on a real PostgreSQL. */
const DATABASE_TESTS = ['apps/api/src/**/*.api.test.ts', 'apps/api/src/**/*.db.test.ts'];
/** Several instances on one database: PostgreSQL only (SQLite is one process, ADR 032). */
const CLUSTER_TESTS = ['apps/api/src/**/*.cluster.test.ts'];
/** Tests of the S3 store itself (ADR 033): with the loopback S3 server only. */
const S3_ONLY_TESTS = ['apps/api/src/**/*.s3.test.ts'];
/**
 * The suites of stored files run once more with MEDIA_STORAGE=s3 against a real S3-compatible
 * server on loopback (s3rver), on SQLite. Drills that only measure the disk or memory stay on disk
 * (disk-full, the 2 GB ZIP, the sweep's file times, write order under a killed process).
 */
const STORAGE_TESTS = [
  'apps/api/src/modules/media/media.api.test.ts',
  'apps/api/src/modules/media/media.service.api.test.ts',
  'apps/api/src/modules/media/image-form.api.test.ts',
  'apps/api/src/modules/media/image-forms.api.test.ts',
  'apps/api/src/modules/documents/documents.api.test.ts',
  'apps/api/src/modules/galleries/galleries.api.test.ts',
  'apps/api/src/modules/galleries/galleries.zip.api.test.ts',
  'apps/api/src/modules/galleries/galleries.selection.api.test.ts',
  'apps/api/src/modules/galleries/galleries.delivery.api.test.ts',
  'apps/api/src/modules/galleries/galleries.logo.api.test.ts',
  'apps/api/src/modules/galleries/galleries.tus.api.test.ts',
  'apps/api/src/modules/galleries/galleries.upload-once.api.test.ts',
  'apps/api/src/modules/galleries/galleries.metadata.api.test.ts',
  'apps/api/src/modules/portfolio/portfolio-consent-document.api.test.ts',
  'apps/api/src/ops/migrate-storage.api.test.ts',
  ...S3_ONLY_TESTS,
];
/**
 * Heavy tests that run after the others, one file at a time: memory figures (the 2 GB ZIP, the
 * image pipeline) that a parallel file in the same worker pool would blur, floods of password
 * hashes and AVIF encodes that starve parallel files' hooks, 400 MB over sockets, three app
 * instances. None of them asserts a duration (`npm test`
 * holds no timing assertion; durations are printed by `npm run bench` and the drills).
 */
const MEASURING_TESTS = [
  'apps/api/src/modules/auth/sign-in-throttle.api.test.ts',
  'apps/api/src/modules/auth/auth.api.test.ts',
  'apps/api/src/modules/media/media.avif.api.test.ts',
  'apps/api/src/modules/galleries/galleries.zip-memory.api.test.ts',
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

const S3 = {
  env: { TEST_DB: 'sqlite', TEST_STORAGE: 's3' },
  globalSetup: ['apps/api/test/s3.global-setup.ts'],
  // Every file goes through the S3 server (a JS process in this run): the watermark drill
  // needed 17-20 s on a loaded 2-core machine.
  testTimeout: 40_000,
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
          exclude: [...DATABASE_TESTS, ...CLUSTER_TESTS, ...S3_ONLY_TESTS, ...MEASURING_UNIT],
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
      {
        test: {
          name: 'api-s3',
          ...PARALLEL,
          ...S3,
          include: STORAGE_TESTS,
          exclude: MEASURING_DB,
        },
      },
      {
        test: {
          name: 'measuring-s3',
          ...oneAtATime(4),
          ...S3,
          include: STORAGE_TESTS.filter((f) => MEASURING_DB.includes(f)),
        },
      },
    ],
  },
});
