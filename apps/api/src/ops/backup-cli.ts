// `npm run backup [-- [--keep=N] [archive.tar.gz | directory]]`: one archive of the database, media
// and secret key, taken while the site runs. In a directory (default DATA_DIR/backups; created when
// missing) the archive is named backup-<UTC time>.tar.gz; --keep=N then deletes all but the newest N
// such archives there.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { backupFileName, createBackup, pruneBackups } from './backup.ts';

const USAGE = 'Usage: npm run backup -- [--keep=N] [archive.tar.gz | directory]';

/** A name ending in .tar.gz or .tgz is the archive itself; anything else is a directory for it. */
const ARCHIVE_NAME = /\.(tar\.gz|tgz)$/i;

let keep: number | undefined;
let target: string | undefined;
try {
  const { values, positionals } = parseArgs({ options: { keep: { type: 'string' } }, allowPositionals: true });
  if (positionals.length > 1) throw new Error('one archive or directory at most');
  target = positionals[0];
  if (values.keep !== undefined) {
    keep = /^[1-9]\d*$/.test(values.keep) ? Number(values.keep) : Number.NaN;
    if (Number.isNaN(keep)) throw new Error(`--keep needs a whole number >= 1, not "${values.keep}"`);
  }
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
  process.exit(2);
}

try {
  const config = loadConfig(process.env);
  const dir =
    target === undefined ? path.join(config.dataDir, 'backups') : ARCHIVE_NAME.test(target) ? undefined : target;
  if (keep !== undefined && !dir) {
    console.error(`--keep prunes a directory of backups: give a directory, not an archive name\n${USAGE}`);
    process.exit(2);
  }
  const archive = dir ? path.join(dir, backupFileName(new Date())) : (target as string);
  const manifest = await createBackup(config, archive, { pgBinDir: process.env.PG_BIN_DIR || undefined });
  console.log(`Backup written: ${archive} (${manifest.database}, ${manifest.files.join(', ')} + media)`);
  if (keep !== undefined) {
    const removed = pruneBackups(dir as string, keep);
    for (const file of removed) console.log(`Old backup deleted: ${file}`);
  }
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
