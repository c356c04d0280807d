// `npm run backup [-- <archive>]`: one archive of the database, media and secret key, taken while the site runs.
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { createBackup } from './backup.ts';

const config = loadConfig(process.env);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const archive = process.argv[2] ?? path.join(config.dataDir, 'backups', `backup-${stamp}.tar.gz`);
const manifest = await createBackup(config, archive, { pgBinDir: process.env.PG_BIN_DIR || undefined });
console.log(`Backup written: ${archive} (${manifest.database}, ${manifest.files.join(', ')}${' + media'})`);
