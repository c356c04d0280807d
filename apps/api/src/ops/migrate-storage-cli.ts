// `npm run migrate-storage -- <source DATA_DIR>`: copies an SQLite site with its files on disk into
// the configured target (DATABASE_URL for PostgreSQL, MEDIA_STORAGE=s3 for a bucket, DATA_DIR for
// the new data directory). Stop the old site first, so nothing is written after the copy.
import { loadConfig } from '../config.ts';
import { migrateSite } from './migrate-storage.ts';

const source = process.argv[2];
if (!source || process.argv.length > 3) {
  console.error('Usage: npm run migrate-storage -- <source DATA_DIR>');
  process.exit(2);
}
try {
  const config = loadConfig(process.env);
  const report = await migrateSite(source, config);
  const rows = Object.values(report.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `Migrated ${source} into ${config.database.kind} (${rows} rows in ${Object.keys(report.tables).length} tables) ` +
      `and ${config.storage.kind === 's3' ? `the bucket ${config.storage.bucket}` : config.dataDir} (${report.files} files)`,
  );
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
