import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { createTestApp, readTable, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { renderSlots } from '../media/image-work.ts';
import { makeImage } from '../media/media.test-support.ts';
import { UPLOAD_DONE_WINDOW_MS } from './galleries.service.ts';

/** Where a request's connection is cut. */
type Cut = 'after-answer' | 'mid-body';
interface Rule {
  method: 'POST' | 'PATCH' | 'HEAD';
  /** Which request: `final` = the PATCH that carries the last byte, `middle` = a PATCH before it. */
  which?: 'final' | 'middle';
  cut: Cut;
  /** How often this rule still fires. */
  times: number;
}

/**
 * A proxy on loopback between tus-js-client and the server that drops the client's connection as
 * a phone's network does: after the server answered (the answer never reaches the client), or in
 * the middle of a request's body (the server gets half of it). Every request passing is logged.
 */
async function dropProxy(target: string, size: () => number) {
  const rules: Rule[] = [];
  const seen: { method: string; offset: string | undefined; status: number | 'cut' }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const offset = req.headers['upload-offset'] as string | undefined;
      const final = req.method === 'PATCH' && Number(offset) + body.length === size();
      const rule = rules.find(
        (r) => r.times > 0 && r.method === req.method && (r.which === undefined || (r.which === 'final') === final),
      );
      if (rule) rule.times--;
      const headers = { ...req.headers, host: new URL(target).host };
      const upstream = http.request(new URL(req.url ?? '/', target), { method: req.method, headers }, (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => parts.push(chunk));
        answer.on('end', () => {
          if (rule?.cut === 'after-answer') {
            seen.push({ method: req.method ?? '', offset, status: 'cut' });
            req.socket.destroy();
            return;
          }
          seen.push({ method: req.method ?? '', offset, status: answer.statusCode ?? 0 });
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(Buffer.concat(parts));
        });
      });
      upstream.on('error', () => req.socket.destroy());
      if (rule?.cut === 'mid-body') {
        // Half of the bytes reach the server, then both connections are gone.
        upstream.setHeader('content-length', body.length);
        upstream.write(body.subarray(0, Math.floor(body.length / 2)), () => {
          seen.push({ method: req.method ?? '', offset, status: 'cut' });
          upstream.destroy();
          req.socket.destroy();
        });
        return;
      }
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    rules,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Issue 36 item 1: an upload arrives exactly once, whatever the network does. tus-js-client (the
 * office's client) with retries uploads through a proxy that drops the connection at every step
 * of the protocol; each time the gallery holds exactly one photo of the file. The last PATCH is
 * answered before the previews exist (they are rendered in the background, ADR 046).
 */
describe(`an upload arrives exactly once (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  let origin: string;
  let now = new Date('2026-12-02T10:00:00.000Z');
  const clock = () => now;
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const photos = async (galleryId: string) =>
    (await admin('GET', `/api/admin/galleries/${galleryId}`)).json().photos as {
      id: string;
      original_name: string;
      state: string;
      variants: unknown[];
    }[];
  async function gallery(): Promise<{ id: string; token: string }> {
    const res = await admin('POST', '/api/admin/galleries', { title_de: 'Hochzeit', client_name: 'Lena' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  /** Uploads as the office does (tus-js-client, retries), in chunks, through `endpoint`. */
  function tusUpload(
    endpoint: string,
    galleryId: string,
    data: Buffer,
    filename: string,
    extra: { uploadUrl?: string } = {},
  ): Promise<string> {
    return new Promise((resolve, reject) => {
      const upload = new Upload(data, {
        endpoint: `${endpoint}/api/admin/gallery-uploads`,
        ...extra,
        chunkSize: Math.ceil(data.length / 3),
        headers: bearer(token),
        metadata: { gallery_id: galleryId, filename },
        retryDelays: [0, 0, 0, 0, 0],
        onError: reject,
        onSuccess: () => resolve(upload.url ?? ''),
      });
      upload.start();
    });
  }
  function raw(method: string, url: string, headers: Record<string, string | number>, body?: Buffer) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      const request = http.request(new URL(url, origin), { method, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      });
      request.on('error', reject);
      request.end(body);
    });
  }
  const tus = () => ({ ...bearer(token), 'tus-resumable': '1.0.0' });

  beforeAll(async () => {
    t = await createTestApp({}, { clock, mailWorker: false, avifQueue: false, mediaSweep: false, galleryJobs: false });
    token = await adminToken(t, clock);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  const steps: { name: string; rules: Omit<Rule, 'times'>[]; creations: number }[] = [
    // The creation's answer is lost: the client creates again; the first upload stays unfinished.
    { name: 'the creation, after the server answered', rules: [{ method: 'POST', cut: 'after-answer' }], creations: 2 },
    { name: 'a middle PATCH, half sent', rules: [{ method: 'PATCH', which: 'middle', cut: 'mid-body' }], creations: 1 },
    {
      name: 'a middle PATCH, after the server answered',
      rules: [{ method: 'PATCH', which: 'middle', cut: 'after-answer' }],
      creations: 1,
    },
    { name: 'the final PATCH, half sent', rules: [{ method: 'PATCH', which: 'final', cut: 'mid-body' }], creations: 1 },
    // The case of the issue: the photo was stored, the answer lost; the HEAD must say "complete".
    {
      name: 'the final PATCH, after the server answered',
      rules: [{ method: 'PATCH', which: 'final', cut: 'after-answer' }],
      creations: 1,
    },
    {
      name: 'the HEAD after a dropped PATCH, and the HEAD after the final PATCH',
      rules: [
        { method: 'PATCH', which: 'middle', cut: 'mid-body' },
        { method: 'HEAD', cut: 'after-answer' },
        { method: 'PATCH', which: 'final', cut: 'after-answer' },
        { method: 'HEAD', cut: 'after-answer' },
      ],
      creations: 1,
    },
  ];

  for (const [index, step] of steps.entries()) {
    it(`drops the connection at ${step.name}: one photo, the client told it is done`, async () => {
      const g = await gallery();
      const image = await makeImage(640 + index, 480);
      const proxy = await dropProxy(origin, () => image.length);
      try {
        for (const rule of step.rules) proxy.rules.push({ ...rule, times: 1 });
        await tusUpload(proxy.origin, g.id, image, `DSC_00${50 + index}.jpg`);
        expect(proxy.seen.filter((s) => s.status === 'cut').length, JSON.stringify(proxy.seen)).toBe(step.rules.length);
        // Resumed from the server's offset, not started again (the creation's lost answer aside).
        expect(proxy.seen.filter((s) => s.method === 'POST')).toHaveLength(step.creations);
      } finally {
        await proxy.close();
      }
      await t.app.galleryJobs.renderIdle();
      const stored = await photos(g.id);
      expect(stored.map((p) => [p.original_name, p.state])).toEqual([[`DSC_00${50 + index}.jpg`, 'ready']]);
    });
  }

  it('answers the last PATCH before the previews exist; the client sees the photo once it has them', async () => {
    const g = await gallery();
    const image = await makeImage(700, 500);
    // The only render slot is taken (ADR 042: one ladder at a time): no preview can be rendered.
    let release = () => {};
    const held = renderSlots.run(() => new Promise<void>((resolve) => (release = resolve)));
    try {
      const url = await tusUpload(origin, g.id, image, 'IMG_1.jpg');
      expect(url).toMatch(/gallery-uploads\/\w+$/);
      const [photo] = await photos(g.id);
      expect(photo).toMatchObject({ original_name: 'IMG_1.jpg', state: 'processing', variants: [] });
      // The client's page and archive skip it until it is ready.
      const view = await t.app.inject({ method: 'GET', url: `/api/public/galleries/${g.token}` });
      expect(view.json().photos).toEqual([]);
    } finally {
      release();
      await held;
    }
    await t.app.galleryJobs.renderIdle();
    const [photo] = await photos(g.id);
    expect(photo?.state).toBe('ready');
    expect(photo?.variants.length).toBeGreaterThan(0);
    const view = await t.app.inject({ method: 'GET', url: `/api/public/galleries/${g.token}` });
    expect(view.json().photos.map((p: { id: string }) => p.id)).toEqual([photo?.id]);
  });

  it('keeps a finished upload complete for the window: HEAD, a repeated last PATCH, a new upload of the same file', async () => {
    const g = await gallery();
    const image = await makeImage(720, 480);
    const url = await tusUpload(origin, g.id, image, 'DSC_0100.jpg');
    await t.app.galleryJobs.renderIdle();

    now = new Date(now.getTime() + UPLOAD_DONE_WINDOW_MS - 60_000);
    token = await adminToken(t, clock); // a week later: signed in again
    const head = await raw('HEAD', url, tus());
    expect(head.status).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(image.length));
    expect(head.headers['upload-length']).toBe(String(image.length));
    // The last PATCH again (its answer was lost, a client sends it once more): 204, nothing new.
    const again = await raw('PATCH', url, {
      ...tus(),
      'upload-offset': image.length,
      'content-type': 'application/offset+octet-stream',
    });
    expect(again.status).toBe(204);
    expect(again.headers['upload-offset']).toBe(String(image.length));
    // Bytes at an old offset: 409, as tus says.
    const stale = await raw(
      'PATCH',
      url,
      { ...tus(), 'upload-offset': 0, 'content-type': 'application/offset+octet-stream' },
      image.subarray(0, 100),
    );
    expect(stale.status).toBe(409);
    // The same file as a new upload (the browser lost its fingerprint): the same photo, no second.
    await tusUpload(origin, g.id, image, 'DSC_0100.jpg');
    // The same file under another name is another photo (a copy the photographer made on purpose).
    await tusUpload(origin, g.id, image, 'DSC_0100-kopie.jpg');
    await t.app.galleryJobs.renderIdle();
    expect((await photos(g.id)).map((p) => p.original_name)).toEqual(['DSC_0100.jpg', 'DSC_0100-kopie.jpg']);

    // After the window the periodic job forgets it: the upload is unknown (404), as tus says.
    now = new Date(now.getTime() + 2 * 60_000);
    token = await adminToken(t, clock);
    expect(await t.app.galleryJobs.forgetFinishedUploads()).toBeGreaterThanOrEqual(1);
    expect((await raw('HEAD', url, tus())).status).toBe(404);
    // Ids no upload can have are a 404 too, not a database error (a NUL byte on PostgreSQL).
    for (const odd of ['%00abc', 'a%2F..%2Fb', 'x'.repeat(300)]) {
      expect((await raw('HEAD', `/api/admin/gallery-uploads/${odd}`, tus())).status, odd).toBe(404);
    }
  });

  it('renders photos a restart interrupted when the next instance starts', async () => {
    const g = await gallery();
    await tusUpload(origin, g.id, await makeImage(500, 400), 'IMG_9.jpg');
    await t.app.galleryJobs.renderIdle();
    const [photo] = await photos(g.id);
    // As a process killed mid-render leaves it: stored, no previews yet.
    await readTable(t, (db) =>
      db
        .updateTable('gallery_photo')
        .set({ state: 'processing', preview_version: -1, preview_files: '[]', placeholder: '' })
        .where('id', '=', photo?.id ?? '')
        .execute(),
    );
    expect((await photos(g.id))[0]?.state).toBe('processing');
    const next = await buildApp(t.config, {
      web: 'none',
      clock,
      mailWorker: false,
      avifQueue: false,
      mediaSweep: false,
      galleryJobs: false,
      logStream: { write: () => true },
    });
    try {
      await next.ready();
      await next.galleryJobs.renderIdle();
    } finally {
      await next.close();
    }
    const [after] = await photos(g.id);
    expect(after?.state).toBe('ready');
    expect(after?.variants.length).toBeGreaterThan(0);
  });
});
