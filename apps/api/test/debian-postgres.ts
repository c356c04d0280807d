import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { postgresTool } from '../src/ops/backup.ts';
import { freePort } from './embedded-postgres.ts';

const run = promisify(execFile);

export interface DebianPostgres {
  /** The bin directory the server runs from (the same one createBackup picks by default). */
  binDir: string;
  port: number;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A throw-away PostgreSQL cluster from the installed server packages (Debian's postgresql-NN:
 * the newest /usr/lib/postgresql/NN/bin, or PG_BIN_DIR), in a temporary directory, listening on
 * a free loopback port with password authentication. initdb refuses to run as root, so as root
 * the cluster belongs to (and runs as) the `postgres` OS user.
 */
export async function startDebianPostgres(): Promise<DebianPostgres> {
  const initdb = postgresTool('initdb', { pgBinDir: process.env.PG_BIN_DIR || undefined });
  if (!path.isAbsolute(initdb)) {
    throw new Error('No PostgreSQL server found in /usr/lib/postgresql/*/bin: apt-get install -y postgresql-15');
  }
  const binDir = path.dirname(initdb);
  const asRoot = process.getuid?.() === 0;
  const as = async (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, program), ...args])
      : run(path.join(binDir, program), args);

  const dir = mkdtempSync(path.join(tmpdir(), 'pg15-'));
  const password = 'backup-test-Pw1';
  writeFileSync(path.join(dir, 'pwfile'), `${password}\n`);
  if (asRoot) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    chownSync(dir, uid, gid);
    chownSync(path.join(dir, 'pwfile'), uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  await as('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=scram-sha-256',
    `--pwfile=${path.join(dir, 'pwfile')}`,
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  await as('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  const adminUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  return {
    binDir,
    port,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres:${password}@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      try {
        await as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
