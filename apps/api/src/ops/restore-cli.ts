// `npm run restore -- <archive>`: restores a backup into an empty DATA_DIR (and empty database).
import { loadConfig } from '../config.ts';
import { restoreBackup } from './backup.ts';

const archive = process.argv[2];
if (!archive || process.argv.length > 3) {
  console.error('Usage: npm run restore -- <backup archive>');
  process.exit(2);
}
try {
  const config = loadConfig(process.env);
  const manifest = await restoreBackup(config, archive, { pgBinDir: process.env.PG_BIN_DIR || undefined });
  console.log(`Restored ${archive} (taken ${manifest.created_at}) into ${config.dataDir}`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
