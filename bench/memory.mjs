// npm run bench:memory [-- --photos=12] [--parallel=2] [--port=3330]
//
// The server's memory while it processes 24 MP uploads (issue 38 item 1, ADR 042): starts the
// production server (apps/api/src/server.ts, as `npm start` and systemd do, with the same
// environment the start scripts give it) on a fresh SQLite data directory, uploads --photos 24 MP
// JPEGs through POST /api/admin/uploads/image (--parallel at a time), waits until every AVIF
// variant exists, lets the server rest, and prints the resident memory summed over the server's
// processes (its own and any child it starts) at start, at the peak and idle after the AVIF work,
// plus how long one 24 MP photo's JPEG/WebP ladder took (timings on a busy machine vary; memory
// figures hold). Needs the web build (`npm run build`), as `npm run bench`.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { adminClient, multipart } from '../scripts/lib/admin.mjs';
import { parseArgs } from '../scripts/lib/args.mjs';
import { treeRss } from '../scripts/lib/rss.mjs';
import { root, startServer, stopServer, waitReady } from '../scripts/lib/server.mjs';

const args = parseArgs(process.argv.slice(2));
const PHOTOS = Number(args.photos ?? 12);
const PARALLEL = Number(args.parallel ?? 2);
const PORT = Number(args.port ?? 3330);
const IDLE_WAIT_S = Number(args['idle-wait'] ?? 15);

if (!existsSync(path.join(root, 'apps/web/build/server/index.js'))) {
  console.error('bench:memory: no web build. Run "npm run build" first.');
  process.exit(1);
}
const note = (...a) => console.error(`[memory ${new Date().toISOString().slice(11, 19)}]`, ...a);

/** 24 MP photo-like JPEGs (a gradient with per-pixel noise), cached between runs. */
async function photos() {
  const { default: sharp } = await import('sharp');
  const dir = path.join(tmpdir(), 'lichtblick-bench-24mp-v1');
  mkdirSync(dir, { recursive: true });
  const files = [];
  for (let seed = 0; seed < 4; seed++) {
    const file = path.join(dir, `photo-${seed}.jpg`);
    files.push(file);
    if (existsSync(file)) continue;
    const [w, h] = [6000, 4000];
    const raw = Buffer.alloc(w * h * 3);
    let state = seed * 2654435761 + 7;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const t = (x / w + y / h) / 2;
        const o = (y * w + x) * 3;
        for (let c = 0; c < 3; c++) {
          state = (state * 1103515245 + 12345) & 0x7fffffff;
          raw[o + c] = Math.max(0, Math.min(255, Math.round(40 + 170 * t + c * 20 * seed + (state % 48) - 24)));
        }
      }
    }
    await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
      .jpeg({ quality: 90 })
      .toFile(file);
  }
  return files.map((file) => readFileSync(file));
}

const mb = (bytes) => `${(bytes / 1048576).toFixed(0)} MB`;
const secs = (ms) => `${(ms / 1000).toFixed(2)} s`;

const pool = await photos();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-memory-'));
const password = `bench-${Date.now()}`;
const server = startServer({
  port: PORT,
  dataDir,
  logFile: path.join(dataDir, 'server.log'),
  env: { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: password, PUBLIC_URL: `http://127.0.0.1:${PORT}` },
});
try {
  if (!(await waitReady(PORT, server, 60_000, 100))) throw new Error(`server did not start (${dataDir}/server.log)`);
  const base = `http://127.0.0.1:${PORT}`;
  await sleep(3000);
  const ready = treeRss(server.pid);
  // Signing in runs scrypt (128 MiB for a moment): the figure at start is taken after it.
  const admin = await adminClient(base, { username: 'admin', password });
  await sleep(3000);
  const start = treeRss(server.pid);
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRss(server.pid));
  }, 50);
  note(`server up, RSS ${mb(start)}; uploading ${PHOTOS} photos of 24 MP, ${PARALLEL} at a time`);
  const upload = async (i) => {
    const began = performance.now();
    const info = await admin.send(
      'POST',
      '/api/admin/uploads/image',
      multipart({}, [{ field: 'file', image: { name: `p${i}.jpg`, type: 'image/jpeg', data: pool[i % pool.length] } }]),
    );
    return { ms: performance.now() - began, info };
  };
  // The first photo alone: its answer comes once its JPEG/WebP ladder is written.
  const first = await upload(0);
  const results = [first];
  let next = 1;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < PHOTOS) results.push(await upload(next++));
    }),
  );
  const uploaded = performance.now();
  const peakUploads = peak;
  note(`uploads done; waiting for the AVIF variants`);
  const avifUrls = results.flatMap(({ info }) =>
    info.variants.filter((v) => v.format === 'jpeg').map((v) => v.url.replace(/\.jpg$/, '.avif')),
  );
  for (const url of avifUrls) {
    while (!(await fetch(`${base}${url}`, { method: 'HEAD' })).ok) await sleep(200);
  }
  const avifMs = performance.now() - uploaded;
  note(`AVIF done in ${secs(avifMs)}; resting ${IDLE_WAIT_S} s`);
  await sleep(IDLE_WAIT_S * 1000);
  clearInterval(sampler);
  const idle = treeRss(server.pid);
  const ladders = results.slice(1).map((r) => r.ms);
  const row = {
    photos: PHOTOS,
    parallel: PARALLEL,
    rssReadyMb: Math.round(ready / 1048576),
    rssStartMb: Math.round(start / 1048576),
    rssPeakUploadsMb: Math.round(peakUploads / 1048576),
    rssPeakMb: Math.round(peak / 1048576),
    rssIdleMb: Math.round(idle / 1048576),
    firstLadderS: Number((first.ms / 1000).toFixed(2)),
    medianLadderUnderLoadS: Number(
      (ladders.sort((a, b) => a - b)[Math.floor(ladders.length / 2)] / 1000 || 0).toFixed(2),
    ),
    avifAllS: Number((avifMs / 1000).toFixed(1)),
  };
  console.log(
    `memory | ${PHOTOS} x 24 MP uploads (${PARALLEL} at a time) + AVIF | RSS ready ${mb(ready)}, signed in ${mb(start)}, ` +
      `peak ${mb(peak)} (during uploads ${mb(peakUploads)}), idle after AVIF ${mb(idle)} | ` +
      `first 24 MP JPEG/WebP ladder ${secs(first.ms)}, under load median ${row.medianLadderUnderLoadS} s | ` +
      `AVIF for all ${secs(avifMs)}`,
  );
  console.log(JSON.stringify(row));
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
