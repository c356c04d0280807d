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
  'apps/api/src/modules/media/media.avif.api.test.ts',
  'apps/api/src/modules/documents/documents.api.test.ts',
  'apps/api/src/modules/galleries/galleries.api.test.ts',
  'apps/api/src/modules/galleries/galleries.zip.api.test.ts',
  'apps/api/src/modules/galleries/galleries.selection.api.test.ts',
  'apps/api/src/modules/galleries/galleries.delivery.api.test.ts',
  'apps/api/src/modules/portfolio/portfolio-consent-document.api.test.ts',
  'apps/api/src/ops/migrate-storage.api.test.ts',
  ...S3_ONLY_TESTS,
];

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
          exclude: [...DATABASE_TESTS, ...CLUSTER_TESTS, ...S3_ONLY_TESTS],
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
      {
        test: {
          name: 'api-s3',
          include: STORAGE_TESTS,
          env: { TEST_DB: 'sqlite', TEST_STORAGE: 's3' },
          globalSetup: ['apps/api/test/s3.global-setup.ts'],
          // Every file goes through the S3 server (a JS process in this run): the watermark drill
          // needed 17-20 s on a loaded 2-core machine.
          testTimeout: 40_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
