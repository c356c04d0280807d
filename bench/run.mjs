// npm run bench [-- --quick] [--runs=3] [--duration=10] [--no-lighthouse] [--no-scale] [--no-upload] [--no-gallery] [--no-cluster]
//
// Measures the production build (it builds nothing: run `npm run build` first) on a fresh SQLite
// data directory filled with realistic content, and prints ONE table:
//   - Lighthouse (mobile, default simulated throttling, median of N runs, Debian chromium) for
//     /, /portfolio, /city/leipzig, a blog post and /booking;
//   - autocannon (50 connections) for /, /portfolio, GET /api/public/portfolio and a public form POST
//     (contact when the route exists, else reviews; rate limit raised), each also against a minimal
//     node:http server answering the same bytes from memory (ratio ours / minimal);
//   - the upload pipeline for a 24 MP JPEG (when the upload route exists);
//   - the ZIP of a 2 GB client gallery: throughput and the server's resident memory;
//   - the same page and API throughput with 10x the projects;
//   - the cached page and the API read on PostgreSQL behind nginx (round robin), with 1 and with 3
//     instances, and the ratio 3 / 1 (issue 21; nginx is installed when missing, see
//     scripts/lib/cluster.mjs).
// --quick: 1 Lighthouse run and 3 s per autocannon target.
// --no-throughput: Lighthouse only; --pages=/,/blog: only the pages starting with these paths.
// --save-reports=DIR: also write each page's median Lighthouse report (JSON) into DIR.
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { adminClient, multipart } from '../scripts/lib/admin.mjs';
import { parseArgs } from '../scripts/lib/args.mjs';
import { createInstances, ensureNginx, startNginx, startPostgres } from '../scripts/lib/cluster.mjs';
import { createPortPool } from '../scripts/lib/ports.mjs';
import { treeRss } from '../scripts/lib/rss.mjs';
import { root, startServer as spawnServer, stopServer, waitReady } from '../scripts/lib/server.mjs';

const args = parseArgs(process.argv.slice(2));
const QUICK = args.quick === 'true';
const RUNS = Number(args.runs ?? (QUICK ? 1 : 3));
const DURATION = Number(args.duration ?? (QUICK ? 3 : 10));
const CONNECTIONS = Number(args.connections ?? 50);
const PROJECTS = Number(args.projects ?? 60);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ports = createPortPool([Number(args['port-min'] ?? 3270), Number(args['port-max'] ?? 3299)]);

const serverEntry = path.join(root, 'apps/web/build/server/index.js');
if (!existsSync(serverEntry)) {
  console.error(`bench: no web build at ${path.relative(root, serverEntry)}. Run "npm run build" first.`);
  process.exit(1);
}

const note = (...a) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...a);

// ---------------------------------------------------------------- server
const ADMIN = { username: 'admin', password: `bench-${randomBytes(8).toString('hex')}` };
async function startServer(dataDir, port, env = {}) {
  const child = spawnServer({
    port,
    dataDir,
    logFile: path.join(dataDir, 'server.log'),
    env: {
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_PUBLIC_FORMS_MAX: '1000000000',
      ...env,
    },
  });
  if (await waitReady(port, child, 60_000, 100)) return child;
  throw new Error(`server did not start; see ${path.join(dataDir, 'server.log')}`);
}

// ---------------------------------------------------------------- content
const IMAGE_CACHE = path.join(tmpdir(), 'lichtblick-bench-images-v1');
async function imagePool() {
  const { default: sharp } = await import('sharp');
  mkdirSync(IMAGE_CACHE, { recursive: true });
  const files = [];
  for (let i = 0; i < 16; i++) {
    const file = path.join(IMAGE_CACHE, `photo-${i}.jpg`);
    files.push(file);
    if (existsSync(file)) continue;
    await noisyGradient(sharp, 1600, 1067, i).jpeg({ quality: 82, mozjpeg: true }).toFile(file);
  }
  return files;
}
/** A photo-like image: a diagonal two-colour gradient with per-pixel noise (does not compress away). */
function noisyGradient(sharp, width, height, seed) {
  const raw = Buffer.alloc(width * height * 3);
  const a = [(seed * 53) % 255, (seed * 97 + 80) % 255, (seed * 29 + 160) % 255];
  const b = [255 - a[0], (a[1] + 120) % 255, 255 - a[2]];
  let state = seed * 2654435761 + 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        state = (state * 1103515245 + 12345) & 0x7fffffff;
        const noise = (state % 48) - 24;
        raw[o + c] = Math.max(0, Math.min(255, Math.round(a[c] * (1 - t) + b[c] * t + noise)));
      }
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

const LOREM_DE =
  'Natürliches Licht, ruhige Momente und ehrliche Bilder: so entstehen Fotos, die auch nach Jahren noch berühren. ';
const LOREM_RU =
  'Естественный свет, спокойные моменты и честные кадры: так появляются снимки, которые трогают и спустя годы. ';

/**
 * Uploads the photos through POST /api/admin/uploads/image and waits until the background queue
 * has made their AVIF variants (so it does not run during the measurements).
 */
async function uploadPhotos(admin, db, files) {
  const urls = [];
  for (const file of files) {
    const image = { name: path.basename(file), type: 'image/jpeg', data: readFileSync(file) };
    urls.push((await admin.send('POST', '/api/admin/uploads/image', multipart({}, [{ field: 'file', image }]))).url);
  }
  const pending = async () =>
    Number(
      (
        await db
          .selectFrom('media')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('avif_status', '=', 'pending')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const until = Date.now() + 10 * 60_000;
  while ((await pending()) > 0 && Date.now() < until) await sleep(500);
  return urls;
}

/**
 * A fresh data directory with the bench content. The server creates the tables and seeds; the
 * photos go through the real media pipeline (variants, placeholders, AVIF) and reviews through the
 * admin API, as the owner's would. Projects and posts, which reuse those photos (the multipart API
 * takes new files only), are stored through the API's own repositories.
 */
async function prepareData(projects, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-${projects}-`));
  const port = await ports.take();
  const server = await startServer(dataDir, port, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  // The API's database layer and repositories (TypeScript, run by Node 24 like the server).
  const { openDatabase } = await import('../apps/api/src/db/database.ts');
  const { newId } = await import('../apps/api/src/db/ids.ts');
  const { insertItem } = await import('../apps/api/src/modules/portfolio/portfolio.repository.ts');
  const { insertPost } = await import('../apps/api/src/modules/blog/blog.repository.ts');
  const database = openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'sqlite', file: path.join(dataDir, 'site.db') },
  );
  const { db } = database;
  try {
    const admin = await adminClient(`http://127.0.0.1:${port}`, ADMIN);
    const photos = await uploadPhotos(admin, db, await imagePool());
    let imageCount = 0;
    const image = () => photos[imageCount++ % photos.length];

    for (let i = 0; i < 50; i++) {
      await admin.send('POST', '/api/admin/reviews', {
        name: `Kundin ${i + 1}`,
        email: `kundin${i}@example.com`,
        rating: 5 - (i % 2),
        service: 'Porträt',
        text_de: 'Wunderbare Bilder und eine entspannte Atmosphäre. Sehr zu empfehlen!',
        text_ru: 'Замечательные фотографии и спокойная атмосфера. Очень рекомендую!',
        approved: true,
      });
    }

    const categories = (
      await db.selectFrom('portfolio_category').select('slug').where('slug', '<>', 'all').execute()
    ).map((r) => r.slug);
    const t0 = Date.UTC(2026, 0, 1);
    const at = (i) => new Date(t0 + i * 3_600_000).toISOString();
    for (let i = 0; i < projects; i++) {
      const images = Array.from({ length: 8 }, image);
      await insertItem(db, {
        id: newId(),
        title_de: `Projekt ${i + 1}`,
        title_ru: `Проект ${i + 1}`,
        slug: `projekt-${i + 1}`,
        description_de: LOREM_DE.repeat(3),
        description_ru: LOREM_RU.repeat(3),
        category: categories[i % categories.length] ?? 'portrait',
        featured: i % 10 === 0 ? 1 : 0,
        tags: JSON.stringify(['licht', 'natur']),
        image: images[0],
        images: JSON.stringify(images),
        thumbnail: images[0],
        created_at: at(i),
        updated_at: at(i),
      });
    }
    let postId;
    for (let i = 0; i < 30; i++) {
      const img = image();
      postId = newId();
      await insertPost(db, {
        id: postId,
        title_de: `Blogbeitrag ${i + 1}: Licht im Herbst`,
        title_ru: `Запись ${i + 1}: свет осенью`,
        excerpt_de: LOREM_DE,
        excerpt_ru: LOREM_RU,
        content_de: `<p>${LOREM_DE.repeat(8)}</p><h2>Vorbereitung</h2><p>${LOREM_DE.repeat(6)}</p>`,
        content_ru: `<p>${LOREM_RU.repeat(8)}</p><h2>Подготовка</h2><p>${LOREM_RU.repeat(6)}</p>`,
        image: img,
        thumbnail: img,
        author: 'Lichtblick',
        published: 1,
        tags: JSON.stringify(['tipps']),
        created_at: at(i),
        updated_at: at(i),
      });
    }
    const count = async (table, where) => {
      let query = db.selectFrom(table).select((eb) => eb.fn.countAll().as('n'));
      if (where) query = query.where(...where);
      return Number((await query.executeTakeFirstOrThrow()).n);
    };
    const counts = {
      projects: await count('portfolio_item'),
      posts: await count('blog_post'),
      reviews: await count('review', ['approved', '=', 1]),
      locations: await count('location'),
      images: imageCount,
    };
    // The newest post (created last, with the latest created_at).
    return { dataDir, counts, postId };
  } finally {
    await database.close();
    await stopServer(server);
    ports.release(port);
  }
}

// ---------------------------------------------------------------- Lighthouse
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
async function lighthouseMedian(url) {
  const { default: lighthouse } = await import('lighthouse');
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  const chromeLauncher = await import('chrome-launcher');
  const runs = [];
  // A run Lighthouse itself could not record (e.g. NO_NAVSTART, seen now and then with this
  // Chromium) is repeated, up to two extra runs per page.
  let retries = 2;
  for (let i = 0; i < RUNS; i++) {
    const userDataDir = mkdtempSync(path.join(tmpdir(), 'bench-chrome-'));
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${userDataDir}`],
      userDataDir: false,
      logLevel: 'silent',
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (result?.lhr && !result.lhr.runtimeError) runs.push(result.lhr);
      else if (retries-- > 0) {
        note(`  lighthouse: ${result?.lhr?.runtimeError?.code ?? 'no result'}, running again`);
        i--;
      } else if (result?.lhr) runs.push(result.lhr);
    } finally {
      await chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  }
  const good = runs.filter((r) => !r.runtimeError);
  if (good.length === 0) return { status: runs[0]?.runtimeError?.code ?? 'no result' };
  const lhr = computeMedianRun(good);
  if (args['save-reports']) {
    mkdirSync(args['save-reports'], { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || '_';
    writeFileSync(path.join(args['save-reports'], `lighthouse${name}.json`), JSON.stringify(lhr, null, 1));
  }
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const numeric = (id) => lhr.audits[id]?.numericValue;
  const bytes = { script: 0, image: 0 };
  for (const item of lhr.audits['network-requests']?.details?.items ?? []) {
    if (item.resourceType === 'Script') bytes.script += item.transferSize ?? 0;
    if (item.resourceType === 'Image') bytes.image += item.transferSize ?? 0;
  }
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    js: bytes.script,
    img: bytes.image,
    status: lhr.runtimeError ? lhr.runtimeError.code : undefined,
  };
}

// ---------------------------------------------------------------- throughput
async function cannon(opts) {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

/** A minimal node:http server answering the given bytes and headers from memory. */
async function minimalServer(answer) {
  const port = await ports.take();
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
        ports.release(port);
      }),
  };
}

async function throughput(port, target, withMinimal) {
  const url = `http://127.0.0.1:${port}${target.path}`;
  const init = { method: target.method ?? 'GET', headers: target.headers ?? {}, body: target.body };
  // Warm up (fills the page cache) and capture the answer the minimal server will repeat.
  const sample = await fetch(url, init);
  const body = Buffer.from(await sample.arrayBuffer());
  const ours = await cannon({ url, ...init, ...(target.connections ? { connections: target.connections } : {}) });
  if (!withMinimal) return { ours, bytes: body.length, status: sample.status };
  const headers = { 'content-type': sample.headers.get('content-type') ?? 'application/octet-stream' };
  const minimal = await minimalServer({ status: sample.status, headers, body });
  try {
    const base = await cannon({
      url: `http://127.0.0.1:${minimal.port}${target.path}`,
      ...init,
      ...(target.connections ? { connections: target.connections } : {}),
    });
    return { ours, base, bytes: body.length, status: sample.status };
  } finally {
    await minimal.close();
  }
}

// ---------------------------------------------------------------- upload pipeline
async function uploadPipeline(port, child) {
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN.password }),
  });
  if (!login.ok)
    return { note: `not measured: POST /api/admin/login answered ${login.status} (no admin login on this build?)` };
  const { access_token: token } = await login.json();
  // A JSON POST tells whether the route exists: a missing admin route is a 404 (a multipart POST
  // would be refused with 415 by the catch-all before that).
  const probe = await fetch(`${base}/api/admin/uploads/image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  if (probe.status === 404) return { note: 'not measured: no POST /api/admin/uploads/image on this build' };
  const { default: sharp } = await import('sharp');
  const photo = await noisyGradient(sharp, 6000, 4000, 7).jpeg({ quality: 90 }).toBuffer();
  // The server and its children (the AVIF encoder runs in one: ADR 042).
  const rss = () => treeRss(child.pid);
  const before = rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 20);
  try {
    const form = new FormData();
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'photo-24mp.jpg');
    const started = performance.now();
    const res = await fetch(`${base}/api/admin/uploads/image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (res.status === 404) return { note: 'not measured: no upload route on this build' };
    if (!res.ok) return { note: `not measured: upload answered ${res.status}` };
    const answered = (performance.now() - started) / 1000;
    const info = await res.json();
    const variants = (info.variants ?? []).map((v) => v.url);
    const waitFor = async (urls) => {
      for (const url of urls) {
        while (!(await fetch(`${base}${url}`, { method: 'HEAD' })).ok) {
          if (performance.now() - started > 180_000) return Number.NaN;
          await sleep(50);
        }
      }
      return (performance.now() - started) / 1000;
    };
    const jpegWebp = await waitFor(variants.filter((u) => /\.(jpe?g|webp)$/.test(u)));
    // AVIF is made in the background and not listed in the answer: the same widths as the JPEGs.
    const avifUrls = variants.filter((u) => /\.jpe?g$/.test(u)).map((u) => u.replace(/\.jpe?g$/, '.avif'));
    const avif = avifUrls.length > 0 ? await waitFor(avifUrls) : Number.NaN;
    const secs = (v) => (Number.isNaN(v) ? 'n/a' : `${v.toFixed(2)} s`);
    return {
      answered,
      jpegWebp,
      avif,
      peakMb: (peak - before) / 1048576,
      note:
        `${variants.length} JPEG/WebP variants ready ${secs(jpegWebp)} (answer ${secs(answered)}), ` +
        `${avifUrls.length} AVIF in the background ${secs(avif)}; ` +
        `peak RSS +${((peak - before) / 1048576).toFixed(0)} MB (${(peak / 1048576).toFixed(0)} MB)`,
    };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Issue 18: the ZIP of a 2 GB gallery. One 20 MB original goes through the real tus upload; the
 * other 99 photos are hard links to it, stored with the API's own repository (as the memory test
 * does), so preparing takes seconds. The archive is read over a socket and thrown away while the
 * server's resident memory is sampled from /proc.
 */
async function galleryZip(port, child, dataDir) {
  const base = `http://127.0.0.1:${port}`;
  const admin = await adminClient(base, ADMIN);
  const gallery = await admin.send('POST', '/api/admin/galleries', {
    title_de: 'Bench-Galerie',
    client_name: 'Bench',
    downloads: 'original',
  });
  const { default: sharp } = await import('sharp');
  const side = 2600;
  // Noise does not compress: about 20 MB as a PNG.
  const noise = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const { Upload } = await import('tus-js-client');
  const { token } = admin;
  await new Promise((resolve, reject) => {
    new Upload(noise, {
      endpoint: `${base}/api/admin/gallery-uploads`,
      headers: { authorization: `Bearer ${token}` },
      metadata: { gallery_id: gallery.id, filename: 'noise.png' },
      retryDelays: [],
      onError: reject,
      onSuccess: () => resolve(),
    }).start();
  });
  // The server adds the photo's AVIF previews in the background (ADR 029): wait for them, so that
  // no encode runs during the measurement and the copies below list them too (none is due then).
  let detail = await admin.send('GET', `/api/admin/galleries/${gallery.id}`);
  for (let waited = 0; waited < 300 && !detail.photos[0].variants.some((v) => v.format === 'avif'); waited++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    detail = await admin.send('GET', `/api/admin/galleries/${gallery.id}`);
  }
  const photoId = detail.photos[0].id;
  const { openDatabase } = await import('../apps/api/src/db/database.ts');
  const { newId } = await import('../apps/api/src/db/ids.ts');
  const { findPhoto, insertPhoto } = await import('../apps/api/src/modules/galleries/galleries.repository.ts');
  const database = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'site.db') });
  const folder = path.join(dataDir, 'galleries', gallery.id);
  try {
    const row = await findPhoto(database.db, gallery.id, photoId);
    for (let i = 0; i < 99; i++) {
      const id = newId();
      mkdirSync(path.join(folder, id));
      linkSync(path.join(folder, photoId, 'original.png'), path.join(folder, id, 'original.png'));
      await insertPhoto(database.db, { ...row, id, original_name: `noise-${i}.png`, sort_order: i + 2 });
    }
  } finally {
    await database.close();
  }
  const total = statSync(path.join(folder, photoId, 'original.png')).size * 100;
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  const before = rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 20);
  try {
    const started = performance.now();
    const res = await fetch(`${base}/api/public/galleries/${gallery.token}/zip`);
    if (!res.ok || !res.body) return { note: `not measured: the ZIP answered ${res.status}` };
    let bytes = 0;
    for await (const chunk of res.body) bytes += chunk.length;
    const seconds = (performance.now() - started) / 1000;
    return {
      note:
        `${(bytes / 1e9).toFixed(2)} GB (${(total / 1e9).toFixed(2)} GB of originals, 100 photos) in ${seconds.toFixed(1)} s = ` +
        `${(bytes / 1e6 / seconds).toFixed(0)} MB/s; server RSS peak +${((peak - before) / 1048576).toFixed(0)} MB ` +
        `(${(peak / 1048576).toFixed(0)} MB; target growth < 100 MB)`,
    };
  } finally {
    clearInterval(sampler);
  }
}

// ---------------------------------------------------------------- the run
const rows = [];
const fmt = {
  ms: (v) => (v == null || Number.isNaN(v) ? '' : `${Math.round(v)}`),
  s: (v) => (v == null || Number.isNaN(v) ? '' : (v / 1000).toFixed(2)),
  n: (v) => (v == null ? '' : `${v}`),
  cls: (v) => (v == null ? '' : v.toFixed(3)),
  kb: (v) => (v == null ? '' : (v / 1024).toFixed(0)),
  rps: (v) => (v == null ? '' : v.toFixed(0)),
};
function row(subject, lh, tp, notes = '') {
  rows.push([
    subject,
    fmt.n(lh?.perf),
    fmt.n(lh?.a11y),
    fmt.n(lh?.bp),
    fmt.n(lh?.seo),
    fmt.s(lh?.lcp),
    fmt.ms(lh?.tbt),
    fmt.cls(lh?.cls),
    fmt.kb(lh?.js),
    fmt.kb(lh?.img),
    fmt.rps(tp?.ours.rps),
    fmt.n(tp?.ours.p50),
    fmt.n(tp?.ours.p99),
    fmt.n(tp?.ours.non2xx),
    fmt.rps(tp?.base?.rps),
    tp?.base ? (tp.ours.rps / tp.base.rps).toFixed(2) : '',
    notes,
  ]);
}
function printTable() {
  const head = [
    'subject',
    'perf',
    'a11y',
    'best pr.',
    'SEO',
    'LCP s',
    'TBT ms',
    'CLS',
    'JS kB',
    'img kB',
    'req/s',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'minimal req/s',
    'ours/min',
    'notes',
  ];
  const all = [head, ...rows];
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(head));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const r of rows) console.log(line(r));
}

/**
 * The booking desk's availability question for a year, with 1,000 portrait bookings (slots, three
 * a day) stored through the public API first: the bench row of issue 17 (target p99 < 20 ms).
 */
async function availabilityTarget(port) {
  const base = `http://127.0.0.1:${port}`;
  const modes = await (await fetch(`${base}/api/public/booking-modes`)).json().catch(() => null);
  const slot = modes?.modes?.portrait;
  if (slot?.mode !== 'slot') return null;
  const services = await (await fetch(`${base}/api/admin/settings/services`)).json();
  const tariff = services.services.find((s) => s.id === 'portrait')?.tariffs?.[0]?.id ?? '';
  const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  let stored = 0;
  for (let n = 3; stored < 1000 && n < 700; n++) {
    for (const time of slot.start_times) {
      if (stored >= 1000) break;
      const res = await fetch(`${base}/api/public/booking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Bench',
          email: `bench-${n}-${time.replace(':', '')}@example.com`,
          phone: '+49 170 1234567',
          date: day(n),
          time,
          service: 'portrait',
          tariff,
          consent: true,
        }),
      });
      if (res.status === 201) stored++;
    }
  }
  return { path: `/api/public/availability?service=portrait&from=${day(2)}&to=${day(367)}`, bookings: stored };
}

async function formTarget(port) {
  const probe = await fetch(`http://127.0.0.1:${port}/api/public/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  if (probe.status !== 404) {
    return {
      path: '/api/public/contact',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench',
        email: 'bench@example.com',
        message: 'Hallo, ich hätte gern einen Termin.',
      }),
    };
  }
  return {
    path: '/api/public/reviews',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', email: 'bench@example.com', rating: 5, service: 'Porträt', text_de: 'Toll' }),
  };
}

/**
 * Issue 21: the bench content on PostgreSQL, served by 1 and then 3 instances (one shared
 * DATA_DIR and SECRET_KEY) behind nginx; the cached page and the API read through nginx for each.
 */
async function clusterThroughput() {
  const nginx = ensureNginx(note);
  const pg = await startPostgres({ port: await ports.take() });
  const work = mkdtempSync(path.join(tmpdir(), 'bench-cluster-'));
  let cluster;
  let proxy;
  try {
    note(`cluster: preparing ${PROJECTS} projects on PostgreSQL`);
    const data = await prepareData(PROJECTS, pg.url);
    dataDirs.push(data.dataDir);
    const instancePorts = [await ports.take(), await ports.take(), await ports.take()];
    cluster = createInstances({
      ports: instancePorts,
      dataDirs: [data.dataDir],
      logDir: work,
      env: {
        DATABASE_URL: pg.url,
        SECRET_KEY: randomBytes(48).toString('base64url'),
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
      },
    });
    const proxyPort = await ports.take();
    const measured = {};
    for (const count of [1, 3]) {
      for (let i = 0; i < count; i++) if (!cluster.instances[i].child) await cluster.startReady(i);
      // Warm every instance (page and API caches, the JIT) directly, so all count alike.
      for (const target of PAGE_TARGETS) {
        for (const port of instancePorts.slice(0, count)) {
          for (let i = 0; i < 20; i++) await (await fetch(`http://127.0.0.1:${port}${target.path}`)).arrayBuffer();
        }
      }
      proxy = await startNginx({
        port: proxyPort,
        upstreams: instancePorts.slice(0, count),
        dir: path.join(work, `nginx-${count}`),
        nginx,
      });
      for (const target of PAGE_TARGETS.filter((t) => t.label !== 'GET /portfolio')) {
        note(`autocannon ${target.path} through nginx, ${count} instance${count > 1 ? 's' : ''} (PostgreSQL)`);
        measured[`${count} ${target.label}`] = await throughput(proxyPort, target, false);
      }
      await proxy.stop();
      proxy = null;
    }
    return measured;
  } finally {
    if (proxy) await proxy.stop();
    if (cluster) await cluster.stop();
    await pg.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

const PAGE_TARGETS = [
  { label: 'GET /', path: '/' },
  { label: 'GET /portfolio', path: '/portfolio' },
  { label: 'GET /api/public/portfolio', path: '/api/public/portfolio' },
];

const dataDirs = [];
try {
  note(`preparing ${PROJECTS} projects x 8 images, 30 posts, 50 reviews`);
  const small = await prepareData(PROJECTS);
  dataDirs.push(small.dataDir);
  note(`content: ${JSON.stringify(small.counts)}`);
  const port = await ports.take();
  let server = await startServer(small.dataDir, port);
  const base = `http://127.0.0.1:${port}`;

  const status = async (p) => (await fetch(`${base}${p}`)).status;
  // The German pages and their Russian addresses (the Russian-addresses issue): Lighthouse on both.
  const pages = [
    '/',
    '/portfolio',
    // A project page (issue 16): eight photos, previous/next, the booking call to action.
    '/portfolio/projekt-2',
    '/city/leipzig',
    `/blog/${small.postId}`,
    '/booking',
    '/ru',
    '/ru/portfolio',
    '/ru/portfolio/projekt-2',
    '/ru/leipzig',
    `/ru/blog/${small.postId}`,
    '/ru/booking',
  ];
  // A post's address per language is its slug (the Russian one transliterated, ADR 047): the bare id
  // answers 301 there, and Lighthouse measures the page itself, not the redirect.
  for (const [i, p] of pages.entries()) {
    if (p.includes('/blog/')) pages[i] = new URL((await fetch(`${base}${p}`)).url).pathname;
  }
  const pageStatus = new Map();
  for (const p of pages) pageStatus.set(p, await status(p));

  const lh = new Map();
  if (args['no-lighthouse'] !== 'true') {
    for (const p of pages.filter(
      (page) =>
        !args.pages || args.pages.split(',').some((want) => page.startsWith(want) && (want !== '/' || page === '/')),
    )) {
      note(`lighthouse ${p} (${RUNS} run${RUNS > 1 ? 's' : ''})`);
      try {
        lh.set(p, await lighthouseMedian(`${base}${p}`));
      } catch (error) {
        lh.set(p, { status: `error: ${error.message}` });
      }
    }
  }
  const tp = new Map();
  const availability = args['no-throughput'] === 'true' ? null : await availabilityTarget(port);
  const targets =
    args['no-throughput'] === 'true'
      ? []
      : [
          ...PAGE_TARGETS,
          { label: 'POST form', ...(await formTarget(port)) },
          // One visitor's question at a time: the answer time, not a queue of 50.
          ...(availability ? [{ label: 'GET availability', path: availability.path, connections: 1 }] : []),
        ];
  for (const target of targets) {
    note(`autocannon ${target.method ?? 'GET'} ${target.path} (${DURATION} s, ${CONNECTIONS} connections) + minimal`);
    tp.set(target.label, { ...(await throughput(port, target, true)), path: target.path });
  }
  let upload = { note: 'skipped' };
  if (args['no-upload'] !== 'true') {
    note('upload pipeline (24 MP JPEG)');
    try {
      upload = await uploadPipeline(port, server);
    } catch (error) {
      upload = { note: `failed: ${error.message}` };
    }
  }
  let zip = { note: 'skipped' };
  if (args['no-gallery'] !== 'true') {
    note('gallery ZIP (2 GB of originals)');
    try {
      zip = await galleryZip(port, server, small.dataDir);
    } catch (error) {
      zip = { note: `failed: ${error.message}` };
    }
  }
  await stopServer(server);

  const httpNote = (p) => (pageStatus.get(p) === 200 ? '' : `HTTP ${pageStatus.get(p)}`);
  const lhNote = (p) => (lh.get(p)?.status ? `Lighthouse: ${lh.get(p).status}` : '');
  const notes = (...parts) => parts.filter(Boolean).join('; ');
  const label = `${small.counts.projects} projects`;
  row(`/ (${label})`, lh.get('/'), tp.get('GET /'), notes(httpNote('/'), lhNote('/')));
  row(
    `/portfolio (${label})`,
    lh.get('/portfolio'),
    tp.get('GET /portfolio'),
    notes(httpNote('/portfolio'), lhNote('/portfolio')),
  );
  for (const p of pages.slice(2))
    row(p.replace(/\/blog\/.*/, '/blog/<post>'), lh.get(p), undefined, notes(httpNote(p), lhNote(p)));
  const api = tp.get('GET /api/public/portfolio');
  if (api) row(`GET /api/public/portfolio (${label})`, undefined, api, `${(api.bytes / 1024).toFixed(0)} kB answer`);
  const form = tp.get('POST form');
  if (form) row(`POST ${form.path}`, undefined, form, `answers ${form.status}; rate limit raised`);
  const free = tp.get('GET availability');
  if (free)
    row(
      'GET /api/public/availability (12 months)',
      undefined,
      free,
      `${availability.bookings} bookings stored; 1 connection; target p99 < 20 ms; ${(free.bytes / 1024).toFixed(0)} kB answer`,
    );

  if (args['no-scale'] !== 'true' && args['no-throughput'] !== 'true') {
    note(`preparing ${PROJECTS * 10} projects`);
    const large = await prepareData(PROJECTS * 10);
    dataDirs.push(large.dataDir);
    server = await startServer(large.dataDir, port);
    for (const target of PAGE_TARGETS) {
      note(`autocannon ${target.path} with ${large.counts.projects} projects`);
      const result = await throughput(port, target, false);
      const before = tp.get(target.label);
      row(
        `${target.path} (${large.counts.projects} projects)`,
        undefined,
        result,
        [
          result.status === 200 ? '' : `HTTP ${result.status}`,
          `${(result.bytes / 1024).toFixed(0)} kB answer`,
          `req/s ${(result.ours.rps / before.ours.rps).toFixed(2)}x of ${small.counts.projects} projects`,
        ]
          .filter(Boolean)
          .join('; '),
      );
    }
    await stopServer(server);
  }
  if (args['no-cluster'] !== 'true' && args['no-throughput'] !== 'true') {
    try {
      const measured = await clusterThroughput();
      for (const [label, what] of [
        ['GET /', 'cached page /'],
        ['GET /api/public/portfolio', 'GET /api/public/portfolio'],
      ]) {
        const one = measured[`1 ${label}`];
        const three = measured[`3 ${label}`];
        const status = (r) => (r.status === 200 ? '' : `HTTP ${r.status}; `);
        row(`${what}, nginx + 1 instance (PostgreSQL)`, undefined, one, `${status(one)}round robin`);
        row(
          `${what}, nginx + 3 instances (PostgreSQL)`,
          undefined,
          three,
          `${status(three)}req/s 3 / 1 instances = ${(three.ours.rps / one.ours.rps).toFixed(2)}x ` +
            `(${availableParallelism()} CPUs for nginx, the instances and autocannon)`,
        );
      }
    } catch (error) {
      rows.push(['nginx + 1 / 3 instances', ...Array(15).fill(''), `failed: ${error.message}`]);
    }
  }
  rows.push(['upload 24 MP JPEG', ...Array(15).fill(''), upload.note]);
  rows.push(['gallery ZIP, 2 GB', ...Array(15).fill(''), zip.note]);
  printTable();
} finally {
  if (args.keep !== 'true') for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
