// npm run test:hostile [-- --requests=10000 --concurrency=16 --seed=1]
//
// A hostile-input run against the production server (issue 22): starts the built server on a
// fresh DATA_DIR and a free loopback port, signs in as the admin, and sends `--requests` generated
// requests (seeded, so a failure can be repeated): every route of the OpenAPI document with
// hostile path parameters, query strings and bodies (malformed JSON, wrong types, NUL, huge
// numbers, prototype keys, wrong content types), admin uploads with the token (random bytes, fake
// images and PDFs, hostile file names), the public pages in both languages with odd paths and
// methods, POST /language with control characters and foreign Origins, and raw HTTP oddities
// written to the socket. Afterwards it reports answers >= 500, requests left unanswered (timeout,
// reset) and stack traces in the server's log; the exit code is 0 only when all three are 0.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild } from './ensure-build.mjs';
import { multipart, signIn } from './lib/admin.mjs';
import { parseArgs } from './lib/args.mjs';
import { createPortPool } from './lib/ports.mjs';
import { startServer, waitReady } from './lib/server.mjs';

const args = parseArgs(process.argv.slice(2));
const TOTAL = Number(args.requests ?? 10_000);
const CONCURRENCY = Number(args.concurrency ?? 16);
const TIMEOUT_MS = 15_000;
const ADMIN = { username: 'hostile-admin', password: 'hostile-run-password-1' };
const log = (...a) => console.log(`[hostile ${new Date().toISOString().slice(11, 19)}]`, ...a);

// ---------------------------------------------------------------- seeded randomness
let seed = Number(args.seed ?? 1) >>> 0 || 1;
const random = () => {
  seed ^= seed << 13;
  seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  seed >>>= 0;
  return seed / 0x1_0000_0000;
};
const pick = (list) => list[Math.floor(random() * list.length)];

const STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE booking_request; --",
  '1 UNION SELECT password_hash FROM admin_user',
  'a\u0000b',
  '../../../../etc/passwd',
  '..%2f..%2fsecret.key',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '%s%s%n',
  '9'.repeat(400),
  'x'.repeat(20_000),
  '-1',
  '1e308',
  'NaN',
  '\ud800',
  '\u202e\u0000\u0007',
  'javascript:alert(1)',
  '//evil.example',
  '2027-02-30',
  '25:61',
  '',
  ' ',
  'ру́сский текст',
];
const VALUES = [...STRINGS, 1e308, -1e308, 2 ** 63, -0, 0, 1, 5, true, false, null, [], {}, ['x'], { $ne: null }];
const FIELDS = [
  'name',
  'email',
  'phone',
  'date',
  'time',
  'service',
  'tariff',
  'message',
  'subject',
  'rating',
  'text_de',
  'text_ru',
  'website',
  'title_de',
  'title_ru',
  'slug',
  'status',
  'read',
  'note',
  'approved',
  'username',
  'password',
  'current_password',
  'new_password',
  'start_date',
  'end_date',
  'reason',
  'modes',
  'working_days',
  '__proto__',
  'constructor',
];
/** Percent-encodes, a lone surrogate as the raw bytes a browser would not send but an attacker can. */
const enc = (value) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};
const randomBody = () => {
  const body = {};
  const n = 1 + Math.floor(random() * 6);
  for (let i = 0; i < n; i++) body[pick(FIELDS)] = pick(VALUES);
  return body;
};

// ---------------------------------------------------------------- one request
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
/** What each kept-alive socket carried last: a request that finds its socket reset names it. */
const lastOnSocket = new WeakMap();
function send(port, { method, path: url, headers = {}, body }) {
  return new Promise((resolve) => {
    let settled = false;
    const done = (result) => {
      if (!settled) {
        settled = true;
        resolve(result);
      }
    };
    let req;
    try {
      req = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent }, (res) => {
        res.resume();
        if (req.socket) lastOnSocket.set(req.socket, `${method} ${url.slice(0, 100)} -> ${res.statusCode}`);
        res.on('end', () => done({ status: res.statusCode ?? 0 }));
        res.on('error', () => done({ status: 0, error: 'response error' }));
      });
    } catch (error) {
      // The client itself refuses it (an invalid header character): not sent, not counted.
      done({ status: -1, error: error.code ?? error.message });
      return;
    }
    req.setTimeout(TIMEOUT_MS, () => {
      req.destroy();
      done({ status: 0, error: 'timeout' });
    });
    req.on('error', (error) => {
      const before = req.socket && lastOnSocket.get(req.socket);
      done({
        status: 0,
        error: `${error.code ?? error.message}${before ? ` (the socket's previous request: ${before})` : ''}`,
      });
    });
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

/** Bytes written straight to a socket (request lines and headers no client library would send). */
function sendRaw(port, text) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ status: 0, error: 'timeout' });
    }, TIMEOUT_MS);
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      // One answer is enough: the status line and the end of the headers are in.
      if (/\r\n\r\n/.test(data)) {
        clearTimeout(timer);
        socket.destroy();
        resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(data)?.[1] ?? 0) });
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      // Closed without an answer: Node's parser refuses some garbage with a bare 400 or a close.
      resolve({ status: data ? Number(/^HTTP\/1\.[01] (\d{3})/.exec(data)?.[1] ?? 0) : 400, closed: !data });
    });
    socket.end(Buffer.from(text, 'latin1'));
  });
}

// ---------------------------------------------------------------- generators
function routeRequests(routes, token) {
  return () => {
    const route = pick(routes);
    const filled = route.path.replace(/\{[^}]+\}/g, () => enc(String(pick(STRINGS))).slice(0, 300));
    const query =
      random() < 0.5
        ? `?${['limit', 'skip', 'read', 'status', 'from', 'to', 'service', 'page', 'featured', 'category']
            .filter(() => random() < 0.4)
            .map((k) => `${k}=${enc(String(pick(VALUES))).slice(0, 200)}`)
            .join('&')}`
        : '';
    const headers = {};
    if (route.path.startsWith('/api/admin') && random() < 0.85) headers.authorization = `Bearer ${token}`;
    if (random() < 0.3) headers['idempotency-key'] = pick(['k', 'x'.repeat(300), randomBytes(8).toString('hex')]);
    let body;
    if (route.method !== 'get' && route.method !== 'delete') {
      const kind = random();
      if (kind < 0.6) {
        body = JSON.stringify(randomBody());
        headers['content-type'] = 'application/json';
      } else if (kind < 0.75) {
        body = '{"name": "unterminated';
        headers['content-type'] = 'application/json';
      } else if (kind < 0.85) {
        body = 'name=a&email=b';
        headers['content-type'] = 'application/x-www-form-urlencoded';
      } else if (kind < 0.95) {
        body = JSON.stringify(pick(VALUES));
        headers['content-type'] = pick(['application/json', 'text/plain', 'application/xml']);
      } else {
        body = randomBytes(Math.floor(random() * 4096));
        headers['content-type'] = 'application/octet-stream';
      }
    }
    return { method: route.method.toUpperCase(), path: `${filled}${query}`, headers, body };
  };
}

const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
function uploadRequests(token) {
  const files = [
    () => ({ name: 'a.jpg', type: 'image/jpeg', data: randomBytes(2048) }),
    () => ({ name: 'head.jpg', type: 'image/jpeg', data: Buffer.concat([JPEG_HEAD, randomBytes(1024)]) }),
    () => ({ name: '../../etc/passwd', type: 'image/png', data: randomBytes(64) }),
    () => ({ name: `${'ä'.repeat(300)}.pdf`, type: 'application/pdf', data: Buffer.from('%PDF-1.7\n%%EOF') }),
    () => ({
      name: 'js.pdf',
      type: 'application/pdf',
      data: Buffer.from('%PDF-1.7\n1 0 obj << /OpenAction << /S /JavaScript /JS (x) >> >> endobj\n%%EOF'),
    }),
    () => ({ name: 'empty.jpg', type: 'image/jpeg', data: Buffer.alloc(0) }),
    () => ({ name: 'x.svg', type: 'image/svg+xml', data: Buffer.from('<svg onload="alert(1)"/>') }),
  ];
  const urls = ['/api/admin/uploads/image', '/api/admin/uploads/document'];
  return () => {
    const form = multipart(random() < 0.5 ? { title_de: pick(STRINGS) } : {}, [
      { field: pick(['file', 'image', 'x']), image: pick(files)() },
    ]);
    const headers = { ...form.headers };
    if (random() < 0.8) headers.authorization = `Bearer ${token}`;
    return { method: 'POST', path: pick(urls), headers, body: form.body };
  };
}

/**
 * A real gallery with one real photo (made with sharp, uploaded with the tus protocol), so that the
 * link's routes (favourites, selection, publication, downloads, ZIP) are reached with a valid token
 * instead of ending at 404. Answers { id, token, photoIds }.
 */
async function makeGallery(base, token) {
  const auth = { authorization: `Bearer ${token}` };
  const created = await fetch(`${base}/api/admin/galleries`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ title_de: 'Feindlich', client_name: 'Hostile Client', client_email: 'client@example.com' }),
  });
  if (created.status !== 201 && created.status !== 200) throw new Error(`gallery not created: ${created.status}`);
  const gallery = await created.json();
  const { default: sharp } = await import('sharp');
  const photo = await sharp({ create: { width: 640, height: 427, channels: 3, background: '#8a6' } })
    .jpeg()
    .toBuffer();
  const meta = (k, v) => `${k} ${Buffer.from(v).toString('base64')}`;
  const start = await fetch(`${base}/api/admin/gallery-uploads`, {
    method: 'POST',
    headers: {
      ...auth,
      'tus-resumable': '1.0.0',
      'upload-length': String(photo.length),
      'upload-metadata': `${meta('gallery_id', gallery.id)},${meta('filename', 'DSC_0001.jpg')}`,
    },
  });
  if (start.status !== 201) throw new Error(`tus upload not created: ${start.status}`);
  const patch = await fetch(new URL(start.headers.get('location') ?? '', `${base}/api/admin/gallery-uploads/`), {
    method: 'PATCH',
    headers: {
      ...auth,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: photo,
  });
  if (patch.status !== 204) throw new Error(`tus upload not finished: ${patch.status}`);
  const detail = await (await fetch(`${base}/api/admin/galleries/${gallery.id}`, { headers: auth })).json();
  const photoIds = (detail.photos ?? []).map((p) => p.id);
  if (photoIds.length === 0) throw new Error('the uploaded photo is not in the gallery');
  return { id: gallery.id, token: gallery.token, photoIds };
}

/** The gallery link's routes (from the OpenAPI document) with the real token and photo ids most of the time. */
function galleryRequests(routes, gallery) {
  const linkRoutes = routes.filter((r) => r.path.startsWith('/api/public/galleries/{'));
  const visitors = ['Anna', '', 'x'.repeat(500), '<script>', 'Ан\u202eна', '%00'];
  return () => {
    const route = pick(linkRoutes);
    const filled = route.path.replace(/\{([^}]+)\}/g, (_, name) => {
      if (random() < 0.2) return enc(String(pick(STRINGS))).slice(0, 300);
      if (/token/i.test(name)) return gallery.token;
      if (/photo/i.test(name)) return pick(gallery.photoIds);
      return pick(['preview-480.jpg', 'original', 'x', '..%2f..%2fsecret.key', enc(String(pick(STRINGS)))]);
    });
    const query = random() < 0.5 ? `?visitor=${enc(pick(visitors))}&set=${enc(String(pick(VALUES)))}` : '';
    const headers = {};
    if (random() < 0.3) headers.cookie = `gallery_${gallery.token}=${enc(String(pick(STRINGS))).slice(0, 200)}`;
    let body;
    if (route.method !== 'get' && route.method !== 'delete') {
      const shapes = [
        () => randomBody(),
        () => ({ visitor: pick(visitors), photo_ids: gallery.photoIds }),
        () => ({ visitor: pick(visitors), photo_ids: Array.from({ length: 5000 }, () => pick(gallery.photoIds)) }),
        () => ({
          visitor: pick(visitors),
          photo_id: pick(gallery.photoIds),
          favourite: pick([true, false, 'yes', null]),
        }),
        () => ({ name: pick(STRINGS), email: pick(['client@example.com', 'x', pick(STRINGS)]), consent: pick(VALUES) }),
        () => ({ password: pick(STRINGS) }),
      ];
      body = JSON.stringify(pick(shapes)());
      headers['content-type'] = pick(['application/json', 'application/json', 'text/plain']);
    }
    return { method: route.method.toUpperCase(), path: `${filled}${query}`, headers, body };
  };
}

/**
 * The resumable upload protocol (tus) with hostile headers: lengths and offsets that lie, broken
 * metadata, concatenation and creation-with-upload, unknown versions, other galleries' ids, and
 * PATCH/HEAD/DELETE on made-up upload ids.
 */
function tusRequests(token, gallery) {
  const b64 = (v) => Buffer.from(v).toString('base64');
  const metadata = [
    `gallery_id ${b64(gallery.id)},filename ${b64('DSC_0002.jpg')}`,
    `gallery_id ${b64('0'.repeat(24))},filename ${b64('x.jpg')}`,
    `gallery_id ${b64(gallery.id)},filename ${b64('../../etc/passwd')}`,
    `gallery_id ${b64(gallery.id)},filename ${b64('\u202eexe.jpg')}`,
    'gallery_id !!!notbase64',
    `gallery_id ${b64(gallery.id)},filename`,
    ',,,',
    `${'k'.repeat(5000)} x`,
  ];
  const lengths = ['0', '1', '-1', 'NaN', '1e3', '99999999999999999999', String(2 ** 53), '100', ''];
  const ids = ['0123456789abcdef0123456789abcdef', '..%2f..%2fsecret.key', '%00', 'x'.repeat(300), 'a'];
  return () => {
    const method = pick(['POST', 'POST', 'PATCH', 'PATCH', 'HEAD', 'DELETE', 'OPTIONS', 'GET']);
    const headers = {};
    if (random() < 0.85) headers.authorization = `Bearer ${token}`;
    if (random() < 0.9) headers['tus-resumable'] = pick(['1.0.0', '1.0.0', '0.2.2', '', 'x']);
    let body;
    let url = '/api/admin/gallery-uploads';
    if (method === 'POST') {
      if (random() < 0.7) headers['upload-length'] = pick(lengths);
      if (random() < 0.2) headers['upload-defer-length'] = pick(['1', '0', 'x']);
      if (random() < 0.8) headers['upload-metadata'] = pick(metadata);
      if (random() < 0.2)
        headers['upload-concat'] = pick([
          'partial',
          'final;/api/admin/gallery-uploads/a /api/admin/gallery-uploads/b',
          'final;',
          'x',
        ]);
      if (random() < 0.3) {
        // creation-with-upload: the first bytes in the creating request.
        headers['content-type'] = 'application/offset+octet-stream';
        body = randomBytes(Math.floor(random() * 2048));
      }
    } else {
      url += `/${pick(ids)}`;
      if (method === 'PATCH') {
        headers['upload-offset'] = pick(['0', '-5', '1e9', 'x', '']);
        headers['content-type'] = pick(['application/offset+octet-stream', 'application/json', 'text/plain']);
        body = randomBytes(Math.floor(random() * 4096));
      }
    }
    return { method, path: url, headers, body };
  };
}

const PAGES = [
  '/',
  '/portfolio',
  '/about',
  '/services',
  '/reviews',
  '/blog',
  '/contact',
  '/booking',
  '/impressum',
  '/datenschutz',
  '/agb',
  '/leipzig',
  '/city/jena',
  '/blog/x-0123',
];
function pageRequests() {
  const odd = [
    '',
    '?page=%ff',
    '?category=%00',
    '/..',
    '/%2e%2e/%2e%2e/secret.key',
    '/x'.repeat(60),
    '?sent=1&sent=2',
    '#x',
    '/%E2%80%AE',
  ];
  return () => {
    const page = pick(PAGES);
    const lang = random() < 0.5 ? '' : '/ru';
    const method = pick(['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']);
    const headers = { 'accept-language': pick(['ru', 'de', 'x'.repeat(500), '*']) };
    if (random() < 0.3) headers.cookie = pick(['lang=ru', 'lang=%00', `lang=${'r'.repeat(4000)}`]);
    let body;
    if (method === 'POST') {
      body = new URLSearchParams(Object.entries(randomBody()).map(([k, v]) => [k, String(v)])).toString();
      headers['content-type'] = pick([
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'text/plain',
      ]);
    }
    const suffix = pick(odd).replace('#x', '');
    return { method, path: `${lang}${page === '/' && lang ? '' : page}${suffix}` || '/', headers, body };
  };
}

function languageRequests(port) {
  const targets = [
    '/\t/evil.example',
    '/a\u000bb',
    '/a\u001bb',
    '/a\u007fb',
    '/a\r\nSet-Cookie: x=1',
    '/a\u0000b',
    '/Straße',
    '/Москва',
    '/a\u2028b',
    '/a\nb',
    '/a\u0000',
    '/\\evil.example',
    '//evil.example',
    'https://evil.example',
    `/${'a'.repeat(5000)}`,
    '/portfolio?category=wedding',
  ];
  return () => {
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    if (random() < 0.4)
      headers.origin = pick(['https://evil.example', 'null', `http://127.0.0.1:${port}`, 'not a url']);
    const redirectTo = pick(targets);
    const body = new URLSearchParams({ lang: pick(['ru', 'de', 'xx', '']), redirectTo }).toString();
    const shown = redirectTo
      .slice(0, 40)
      .replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    const note = `redirectTo="${shown}"${headers.origin ? ` origin=${headers.origin}` : ''}`;
    return { method: 'POST', path: '/language', headers, body, note };
  };
}

const RAW = [
  'GET /%ff HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0007b\r\n\r\n',
  'GET /api/public/portfolio?limit=1 HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  'POST /api/public/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"a":',
  'GET /ru/../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n',
  `GET /${'a'.repeat(9000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
  'FOO / HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nCookie: lang=ru\u0000\r\n\r\n',
  'GET /api/health HTTP/1.0\r\n\r\n',
  'garbage\r\n\r\n',
];

// ---------------------------------------------------------------- the run
/** Whether `child` itself logged that it listens on `port` (false once it exited or after 30 s). */
async function listeningInLog(logFile, child, port, timeoutMs = 30_000) {
  const line = `"pid":${child.pid},`;
  const listening = `Server listening at http://127.0.0.1:${port}"`;
  for (const until = Date.now() + timeoutMs; Date.now() < until && child.exitCode === null; ) {
    const text = readFileSync(logFile, 'utf8');
    if (text.split('\n').some((l) => l.includes(line) && l.includes(listening))) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

async function main() {
  ensureBuild();
  const ports = createPortPool([Number(args['port-min'] ?? 3240), Number(args['port-max'] ?? 3249)]);
  const port = await ports.take();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hostile-'));
  const logFile = path.join(dataDir, 'server.log');
  const server = startServer({
    port,
    dataDir,
    logFile,
    env: {
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_PUBLIC_FORMS_MAX: '1000000',
      LOG_LEVEL: 'info',
    },
  });
  let failed = true;
  let stopping = false;
  try {
    if (!(await waitReady(port, server))) throw new Error(`server did not start, see ${logFile}`);
    // The health answer may come from another process that took the port first (another run on
    // the same range): then this server exits with EADDRINUSE and every count would be about the
    // other one. Go on only once this server's own log says it listens.
    if (!(await listeningInLog(logFile, server, port))) {
      throw new Error(`this run's server is not the one on port ${port} (see ${logFile}); try --port-min=…`);
    }
    let exitedEarly = false;
    server.exited.then(() => {
      exitedEarly = !stopping;
    });
    const base = `http://127.0.0.1:${port}`;
    const token = await signIn(base, ADMIN);
    const doc = await (await fetch(`${base}/api/docs/json`)).json();
    const routes = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops)
        .filter((m) => ['get', 'post', 'put', 'delete', 'patch'].includes(m))
        // Sign-out and password changes would end the run's own session; sign-in floods lock it.
        .filter(() => !/\/(logout|login|password|renew)\b/.test(p))
        .map((method) => ({ method, path: p })),
    );
    log(`${routes.length} API routes from the OpenAPI document; sending ${TOTAL} requests, ${CONCURRENCY} at a time`);
    const gallery = await makeGallery(base, token);
    log(`a gallery with ${gallery.photoIds.length} photo for the link's routes and the tus protocol`);
    const all = {
      routes: [0.35, routeRequests(routes, token)],
      gallery: [0.1, galleryRequests(routes, gallery)],
      tus: [0.05, tusRequests(token, gallery)],
      uploads: [0.12, uploadRequests(token)],
      pages: [0.23, pageRequests()],
      language: [0.1, languageRequests(port)],
    };
    // --only=tus,gallery: just those generators (sharing the run between them), e.g. to find which
    // one leaves a request unanswered.
    const only = args.only ? String(args.only).split(',') : Object.keys(all);
    const chosen = only.filter((name) => all[name]).map((name) => all[name]);
    if (chosen.length === 0) throw new Error(`--only names none of ${Object.keys(all).join(', ')}`);
    const sum = chosen.reduce((total, [share]) => total + share, 0);
    const generators = chosen.map(([share, gen]) => [share / sum, gen]);
    const counts = { sent: 0, byClass: {}, server: 0, unanswered: 0, raw: 0, refusedByClient: 0 };
    const examples = { server: [], unanswered: [] };
    let next = 0;
    const worker = async () => {
      while (next < TOTAL) {
        const n = next++;
        let request;
        let result;
        if (!args.only && random() < 0.05) {
          const text = pick(RAW);
          request = { method: 'RAW', path: text.split('\r\n')[0].slice(0, 80) };
          result = await sendRaw(port, text);
          counts.raw++;
        } else {
          const roll = random();
          let upTo = 0;
          const gen =
            generators.find(([share]) => {
              upTo += share;
              return roll < upTo;
            })?.[1] ?? generators[0][1];
          request = gen();
          result = await send(port, request);
        }
        counts.sent++;
        if (result.status === -1) {
          counts.refusedByClient++;
          continue;
        }
        const cls = result.status ? `${Math.floor(result.status / 100)}xx` : 'none';
        counts.byClass[cls] = (counts.byClass[cls] ?? 0) + 1;
        if (result.status >= 500) {
          counts.server++;
          if (examples.server.length < 10)
            examples.server.push(
              `${result.status} ${request.method} ${request.path.slice(0, 120)}${request.note ? ` ${request.note}` : ''}`,
            );
        }
        if (result.status === 0) {
          counts.unanswered++;
          if (examples.unanswered.length < 10)
            examples.unanswered.push(
              `${result.error} ${request.method} ${request.path.slice(0, 120)}${request.note ? ` ${request.note}` : ''}`,
            );
        }
        if (n > 0 && n % 2000 === 0) log(`  ${n} sent`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    // Stop the server before reading its log (everything written).
    stopping = true;
    server.kill('SIGTERM');
    await server.exited;
    const text = readFileSync(logFile, 'utf8');
    const stackLines = text.split('\n').filter((line) => /^\s+at .+(\(|:\d+:\d+)/.test(line) || /\\n\s+at /.test(line));
    log(
      `answers by class: ${JSON.stringify(counts.byClass)}; raw socket requests ${counts.raw}; refused by the client library ${counts.refusedByClient}`,
    );
    log(`answers >= 500: ${counts.server}${examples.server.length ? `\n    ${examples.server.join('\n    ')}` : ''}`);
    log(
      `unanswered: ${counts.unanswered}${examples.unanswered.length ? `\n    ${examples.unanswered.join('\n    ')}` : ''}`,
    );
    log(
      `stack trace lines in the server log: ${stackLines.length}${stackLines.length ? `\n    ${stackLines.slice(0, 5).join('\n    ')}` : ''}`,
    );
    if (exitedEarly) log('the server exited during the run (see its log)');
    failed = exitedEarly || counts.server > 0 || counts.unanswered > 0 || stackLines.length > 0 || counts.sent < TOTAL;
    log(failed ? 'FAILED' : 'passed');
  } finally {
    server.kill('SIGKILL');
    await server.exited;
    if (!failed && args.keep !== 'true') rmSync(dataDir, { recursive: true, force: true });
    else log(`data and log kept in ${dataDir}`);
    agent.destroy();
  }
  process.exit(failed ? 1 : 0);
}

await main();
