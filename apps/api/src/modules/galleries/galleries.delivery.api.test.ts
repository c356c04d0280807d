import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { CONSENT_TEXTS } from '@app/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { startSmtpServer, type TestSmtpServer, testMailSettings } from '../../../test/smtp.ts';
import { createTestApp, readTable, storedFiles, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { uploadGalleryPhoto } from '../../../test/tus.ts';
import { injectMultipart, makeImage } from '../media/media.test-support.ts';
import { confirmPublication } from './galleries.test-support.ts';

const DAY = 24 * 60 * 60_000;
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Issue 18 items 2, 3, 5 and issue 20 item 3: the watermark (previews only, originals off, new
 * preview URLs), the reminder before expiry (real SMTP peer, a clock the test moves), the client's
 * publication opt-in through the consent ledger, and the retention of expired galleries.
 */
describe(`gallery delivery (${TEST_DB})`, () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let token: string;
  let origin: string;
  let now = new Date('2026-12-01T10:00:00.000Z');
  const clock = () => now;
  // A token of the test's moment (the clock moves by days).
  const admin = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(await adminToken(t, clock)), ...(payload ? { payload } : {}) });
  /** One photo through tus, as the office sends it (test/tus.ts); resolves once its previews exist. */
  const upload = async (galleryId: string, data: Buffer, filename: string) => {
    await uploadGalleryPhoto(t, { origin, token, galleryId, data, filename });
  };
  async function createGallery(extra: object = {}) {
    const res = await admin('POST', '/api/admin/galleries', {
      title_de: 'Hochzeit Anna & Max',
      title_ru: 'Свадьба Анны и Макса',
      client_name: 'Anna Schmidt',
      client_email: 'anna@example.de',
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  const galleryDir = (id: string) => `galleries/${id}`;
  const read = (key: string) => storedFiles(t).read(key);
  const hasFiles = async (key: string) => (await storedFiles(t).list(`${key}/`)).length > 0;
  let mailsSeen = 0;
  /** The link of the next publication confirmation mail, as the client's mailbox received it. */
  async function confirmationLink(to: string): Promise<string> {
    await t.app.mailOutbox.processDue();
    const mails = await smtp.waitFor(mailsSeen + 1);
    const mail = mails.slice(mailsSeen).find((m) => /\/consent\?token=/.test(m.text));
    mailsSeen = mails.length;
    expect(mail?.to).toEqual([to]);
    return /https?:\/\/\S+\/consent\?token=[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? '';
  }
  async function confirmWith(secret: string, lang: 'de' | 'ru') {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/galleries/publication-confirmations',
      payload: { token: secret },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ lang });
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(
      {},
      { clock, mailWorker: false, avifQueue: false, mediaSweep: false, retentionJob: false, galleryJobs: false },
    );
    token = await adminToken(t, clock);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    expect(
      (await admin('PUT', '/api/admin/settings/email-notifications', testMailSettings(smtp.port))).statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  // First: the pass takes every photo without AVIF, and later tests leave theirs behind.
  it('adds AVIF previews in the background, with the watermark, served only through the gallery’s link', async () => {
    const g = await createGallery({ expires_at: null });
    const other = await createGallery({ expires_at: null });
    await upload(g.id, await makeImage(720, 480), 'IMG_1.jpg');
    const variants = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/public/galleries/${g.token}` })).json().photos[0].variants as {
        url: string;
        width: number;
        format: string;
      }[];
    const before = await variants();
    expect(before.some((v) => v.format === 'avif')).toBe(false);

    expect(await t.app.galleryJobs.encodeAvif()).toBe(1);
    expect(await t.app.galleryJobs.encodeAvif()).toBe(0);
    const after = await variants();
    const widths = (format: string) => after.filter((v) => v.format === format).map((v) => v.width);
    expect(widths('avif')).toEqual(widths('jpeg'));
    expect(widths('avif').length).toBeGreaterThan(0);
    const avif = after.find((v) => v.format === 'avif' && v.width === Math.max(...widths('avif')));
    const file = await t.app.inject({ method: 'GET', url: avif?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/avif');
    expect(file.headers['cache-control']).toBe('private, max-age=600');
    expect((await sharp(file.rawPayload).metadata()).format).toBe('heif');
    // In the photo's private folder, nowhere under the public media tree; another gallery's link gets nothing.
    const photoId = (avif?.url ?? '').split('/').at(-2) ?? '';
    const name = `${Math.max(...widths('avif'))}.avif`;
    expect(await storedFiles(t).exists(`${galleryDir(g.id)}/${photoId}/${name}`)).toBe(true);
    expect(await storedFiles(t).list(`media/img/${photoId}`)).toEqual([]);
    const foreign = (avif?.url ?? '').replace(g.token, other.token);
    expect((await t.app.inject({ method: 'GET', url: foreign })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: (avif?.url ?? '').replace(g.token, 'A'.repeat(32)) })).statusCode,
    ).toBe(404);

    // A watermark renders the previews again: the AVIF files go with them and are made again, marked.
    const plain = file.rawPayload;
    expect((await admin('PUT', `/api/admin/galleries/${g.id}`, { watermark_text: 'Studio Gera' })).statusCode).toBe(
      200,
    );
    expect(await t.app.galleryJobs.renderPending()).toBe(1);
    expect((await variants()).some((v) => v.format === 'avif')).toBe(false);
    expect(await t.app.galleryJobs.encodeAvif()).toBe(1);
    const marked = (await variants()).find((v) => v.format === 'avif' && v.width === avif?.width);
    expect(marked?.url).not.toBe(avif?.url);
    const markedFile = await t.app.inject({ method: 'GET', url: marked?.url ?? '' });
    expect(markedFile.statusCode).toBe(200);
    expect(sha(markedFile.rawPayload)).not.toBe(sha(plain));
  }, 90_000);

  it('burns the watermark into the previews only, switches originals off and changes the preview URLs', {
    timeout: 60_000,
  }, async () => {
    const g = await createGallery({ downloads: 'original' });
    await upload(g.id, await makeImage(1600, 1000), 'IMG_1.jpg');
    const before = (await admin('GET', `/api/admin/galleries/${g.id}`)).json();
    const photo = before.photos[0];
    const dir = `${galleryDir(g.id)}/${photo.id}`;
    const original = sha(await read(`${dir}/original.jpg`));
    const plainPreview = await read(`${dir}/1600.jpg`);
    expect(photo.url).not.toMatch(/[?&]v=/);

    // With a watermark, originals cannot be asked for; turning it on makes them web size.
    const refused = await admin('PUT', `/api/admin/galleries/${g.id}`, {
      watermark_text: 'Studio Gera',
      downloads: 'original',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'downloads' }] });
    const on = await admin('PUT', `/api/admin/galleries/${g.id}`, { watermark_text: 'Studio Gera' });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ watermark_text: 'Studio Gera', downloads: 'web' });
    expect((await admin('PUT', `/api/admin/galleries/${g.id}`, { downloads: 'original' })).statusCode).toBe(422);
    const create = await admin('POST', '/api/admin/galleries', {
      title_de: 'X',
      client_name: 'X',
      watermark_text: 'Studio',
      downloads: 'original',
    });
    expect(create.statusCode).toBe(422);

    expect(await t.app.galleryJobs.renderPending()).toBe(1);
    const after = (await admin('GET', `/api/admin/galleries/${g.id}`)).json();
    expect(after.photos[0].url).toMatch(/[?&]v=1$/);
    expect(after.photos[0].url).not.toBe(photo.url);
    const marked = await read(`${dir}/1600.jpg`);
    expect(sha(marked)).not.toBe(sha(plainPreview));
    expect(sha(await read(`${dir}/original.jpg`))).toBe(original);
    // The mark sits in the bottom right corner: the top left is unchanged, the corner is not.
    const region = async (file: Buffer, left: number, top: number) =>
      sharp(file).extract({ left, top, width: 300, height: 60 }).raw().toBuffer();
    const diff = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - (b[i] ?? 0)), 0) / a.length;
    expect(diff(await region(marked, 0, 0), await region(plainPreview, 0, 0))).toBeLessThan(2);
    expect(diff(await region(marked, 1260, 900), await region(plainPreview, 1260, 900))).toBeGreaterThan(4);
    // The client gets the new file under the new URL, privately cached.
    const file = await t.app.inject({ method: 'GET', url: after.photos[0].url.replace(/\?.*$/, `?v=1`) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, max-age=600');
    if (process.env.WATERMARK_PNG) await sharp(marked).png().toFile(process.env.WATERMARK_PNG);

    // Off again: rendered once more without the mark, version 2.
    await admin('PUT', `/api/admin/galleries/${g.id}`, { watermark_text: '' });
    expect(await t.app.galleryJobs.renderPending()).toBe(1);
    const plain = (await admin('GET', `/api/admin/galleries/${g.id}`)).json();
    expect(plain.photos[0].url).toMatch(/[?&]v=2$/);
    expect(
      diff(await region(await read(`${dir}/1600.jpg`), 1260, 900), await region(plainPreview, 1260, 900)),
    ).toBeLessThan(2);
    // A photo uploaded while the watermark is on is marked at once.
    await admin('PUT', `/api/admin/galleries/${g.id}`, { watermark_text: 'Studio Gera' });
    await t.app.galleryJobs.renderPending();
    await upload(g.id, await makeImage(1600, 1000), 'IMG_2.jpg');
    expect(await t.app.galleryJobs.renderPending()).toBe(0);
    const both = (await admin('GET', `/api/admin/galleries/${g.id}`)).json();
    expect(both.photos.map((p: { url: string }) => p.url.match(/v=(\d+)$/)?.[1])).toEqual(['3', '3']);
    // An original that cannot be read: that photo keeps its files and waits for the next run, the others go on.
    await storedFiles(t).store.delete(`${galleryDir(g.id)}/${both.photos[1].id}/original.jpg`);
    await admin('PUT', `/api/admin/galleries/${g.id}`, { watermark_text: 'Studio Gera Leipzig' });
    expect(await t.app.galleryJobs.renderPending()).toBe(1);
    const partly = (await admin('GET', `/api/admin/galleries/${g.id}`)).json();
    expect(partly.photos.map((p: { url: string }) => p.url.match(/v=(\d+)$/)?.[1])).toEqual(['4', '3']);
    expect(t.logs.join('')).toMatch(/gallery preview re-render failed/);
    expect(await t.app.galleryJobs.renderPending()).toBe(0);
  });

  it('mails the client once, in the gallery’s language, the set number of days before expiry', async () => {
    const expires = new Date(now.getTime() + 10 * DAY).toISOString();
    const ru = await createGallery({ language: 'ru', expires_at: expires, client_email: 'olga@example.ru' });
    const de = await createGallery({ expires_at: expires, client_email: 'anna@example.de', reminder_days: 3 });
    await createGallery({ expires_at: expires, client_email: 'none@example.de', reminder_days: 0 });
    await createGallery({ expires_at: null, client_email: 'never@example.de' });
    expect(ru).toMatchObject({ language: 'ru', reminder_days: 7, reminder_sent_at: null });

    expect(await t.app.galleryJobs.sendReminders()).toBe(0);
    now = new Date(Date.parse(expires) - 7 * DAY + 60_000);
    expect(await t.app.galleryJobs.sendReminders()).toBe(1);
    expect(await t.app.galleryJobs.sendReminders()).toBe(0);
    await t.app.mailOutbox.processDue();
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual(['olga@example.ru']);
    expect(mail?.subject).toBe('Галерея «Свадьба Анны и Макса» доступна до 11 декабря 2026 г.');
    expect(mail?.text).toContain(`/ru/g/${ru.token}`);
    expect(mail?.text).toContain('Здравствуйте, Anna Schmidt!');
    expect((await admin('GET', `/api/admin/galleries/${ru.id}`)).json().reminder_sent_at).toBe(now.toISOString());

    now = new Date(Date.parse(expires) - 3 * DAY + 60_000);
    expect(await t.app.galleryJobs.sendReminders()).toBe(1);
    await t.app.mailOutbox.processDue();
    const mails = await smtp.waitFor(2);
    expect(mails[1]?.to).toEqual(['anna@example.de']);
    expect(mails[1]?.subject).toBe('Ihre Galerie „Hochzeit Anna & Max“ ist noch bis 11. Dezember 2026 online');
    expect(mails[1]?.text).toContain(`${t.config.publicUrl}/g/${de.token}`);
    // Past the expiry nothing more goes out (the one with 0 days, the one without expiry: never).
    now = new Date(Date.parse(expires) + DAY);
    expect(await t.app.galleryJobs.sendReminders()).toBe(0);
    // A new expiry gets its own reminder.
    const later = new Date(now.getTime() + 5 * DAY).toISOString();
    await admin('PUT', `/api/admin/galleries/${de.id}`, { expires_at: later });
    expect(await t.app.galleryJobs.sendReminders()).toBe(0);
    now = new Date(Date.parse(later) - 2 * DAY);
    expect(await t.app.galleryJobs.sendReminders()).toBe(1);
    now = new Date('2026-12-01T10:00:00.000Z');
  });

  it('records the client’s opt-in with text version, language and time, and its withdrawal', async () => {
    const g = await createGallery({ expires_at: null });
    const url = `/api/public/galleries/${g.token}/publication`;
    expect((await t.app.inject({ method: 'GET', url: `/api/public/galleries/${g.token}` })).json().publication).toBe(
      'none',
    );
    expect((await t.app.inject({ method: 'POST', url, payload: { consent: 'yes', lang: 'ru' } })).statusCode).toBe(422);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/public/galleries/${'A'.repeat(32)}/publication`,
      payload: { consent: true, lang: 'ru' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toHaveProperty('code');

    // Anyone with the link may ask; only the client's mailbox gives it (ADR 039).
    const asked = await t.app.inject({ method: 'POST', url, payload: { consent: true, lang: 'ru' } });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ publication: 'pending' });
    // Asked twice: still one mail and one valid link.
    await t.app.inject({ method: 'POST', url, payload: { consent: true, lang: 'ru' } });
    const link = await confirmationLink('anna@example.de');
    expect(link).toMatch(new RegExp(`^${t.config.publicUrl}/ru/consent\\?token=[A-Za-z0-9_-]{32}$`));
    await confirmWith(new URL(link).searchParams.get('token') ?? '', 'ru');
    const office = (await admin('GET', `/api/admin/galleries/${g.id}`)).json().publication_consent;
    expect(office).toMatchObject({
      status: 'given',
      lang: 'ru',
      given_at: now.toISOString(),
      withdrawn_at: null,
      confirmed_at: now.toISOString(),
      confirmed_email: 'anna@example.de',
      requested_at: null,
    });
    const rows = await readTable(t, (db) =>
      db
        .selectFrom('consent')
        .innerJoin('consent_text_version', 'consent_text_version.id', 'consent.text_version_id')
        .select(['consent.id', 'consent.purpose', 'consent.email', 'consent.lang', 'consent_text_version.text'])
        .where('consent.record_table', '=', 'gallery')
        .where('consent.record_id', '=', g.id)
        .execute(),
    );
    expect(rows).toEqual([
      {
        id: office.consent_id,
        purpose: 'gallery_publication',
        email: 'anna@example.de',
        lang: 'ru',
        text: CONSENT_TEXTS.gallery_publication.ru,
      },
    ]);

    // The portfolio's publication consent may point at it (ADR 028): date and person come from it.
    const project = await injectMultipart(
      t,
      '/api/admin/portfolio',
      [
        { name: 'title_de', value: 'Hochzeit im Park' },
        { name: 'title_ru', value: 'Свадьба в парке' },
        { name: 'description_de', value: 'Text.' },
        { name: 'description_ru', value: 'Текст.' },
        { name: 'category', value: 'wedding' },
      ],
      bearer(await adminToken(t, clock)),
      'POST',
    );
    expect(project.statusCode, project.body).toBe(201);
    const consentUrl = `/api/admin/portfolio/${project.json().id}/consent`;
    const linked = await admin('PUT', consentUrl, { status: 'obtained', gallery_id: g.id });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().consent).toMatchObject({
      status: 'obtained',
      date: now.toISOString().slice(0, 10),
      people: [{ name: 'Anna Schmidt', minor: false, guardians: [] }],
      gallery_id: g.id,
      gallery_consent_id: office.consent_id,
    });
    const other = await createGallery({ expires_at: null });
    const refusedLink = await admin('PUT', consentUrl, { status: 'obtained', gallery_id: other.id });
    expect(refusedLink.statusCode).toBe(422);
    expect(refusedLink.json().errors).toEqual([expect.objectContaining({ path: 'gallery_id' })]);
    // Without a gallery the date and the people stay required.
    expect((await admin('PUT', consentUrl, { status: 'obtained' })).statusCode).toBe(422);

    now = new Date(now.getTime() + DAY);
    const withdrawn = await t.app.inject({ method: 'POST', url, payload: { consent: false, lang: 'de' } });
    expect(withdrawn.json()).toEqual({ publication: 'withdrawn' });
    expect(
      (await admin('GET', '/api/admin/galleries')).json().find((x: { id: string }) => x.id === g.id),
    ).toMatchObject({ publication_consent: { status: 'withdrawn', withdrawn_at: now.toISOString(), lang: 'ru' } });
    // A withdrawn opt-in cannot back a project's consent any more.
    expect((await admin('PUT', consentUrl, { status: 'obtained', gallery_id: g.id })).statusCode).toBe(422);
    // Given again in German: a new ledger row in German.
    await t.app.inject({ method: 'POST', url, payload: { consent: true, lang: 'de' } });
    await confirmWith(new URL(await confirmationLink('anna@example.de')).searchParams.get('token') ?? '', 'de');
    expect((await admin('GET', `/api/admin/galleries/${g.id}`)).json().publication_consent).toMatchObject({
      status: 'given',
      lang: 'de',
    });
    now = new Date('2026-12-01T10:00:00.000Z');
  });

  it('the retention lists exactly the galleries expired longer than the set period, then deletes them and their files', async () => {
    const settings = (await admin('GET', '/api/admin/privacy/settings')).json();
    expect(settings.gallery_days).toBe(90);
    expect((await admin('PUT', '/api/admin/privacy/settings', { ...settings, gallery_days: 3 })).statusCode).toBe(422);
    const saved = await admin('PUT', '/api/admin/privacy/settings', { ...settings, gallery_days: 30 });
    expect(saved.statusCode, saved.body).toBe(200);

    const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
    const old = await createGallery({ title_de: 'Alt', expires_at: at(5) });
    const recent = await createGallery({ title_de: 'Neu', expires_at: at(25) });
    await upload(old.id, await makeImage(60, 40), 'a.jpg');
    await upload(recent.id, await makeImage(60, 40), 'b.jpg');
    await confirmPublication(t, old.id, 'de', now);
    // A second expired gallery whose opt-in a portfolio project cites: the gallery goes, that proof stays.
    const cited = await createGallery({ title_de: 'Zitiert', expires_at: at(4) });
    await confirmPublication(t, cited.id, 'ru', now);
    const project = await injectMultipart(
      t,
      '/api/admin/portfolio',
      ['title_de', 'title_ru', 'description_de', 'description_ru']
        .map((name) => ({ name, value: 'Projekt' }))
        .concat([{ name: 'category', value: 'wedding' }]),
      bearer(await adminToken(t, clock)),
      'POST',
    );
    const linked = await admin('PUT', `/api/admin/portfolio/${project.json().id}/consent`, {
      status: 'obtained',
      gallery_id: cited.id,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const citedConsent = linked.json().consent.gallery_consent_id;
    const before = (await admin('GET', '/api/admin/galleries')).json().map((g: { id: string }) => g.id);

    now = new Date(now.getTime() + 40 * DAY);
    const dry = (await admin('GET', '/api/admin/privacy/retention')).json();
    const listed = dry.items.filter((i: { table: string }) => i.table === 'gallery');
    expect(listed).toEqual([
      { table: 'gallery', id: cited.id, action: 'delete', rule: 'gallery', label: 'Zitiert', since: cited.expires_at },
      { table: 'gallery', id: old.id, action: 'delete', rule: 'gallery', label: 'Alt', since: old.expires_at },
    ]);
    expect(dry.counts['gallery.delete']).toBe(2);
    expect(await hasFiles(galleryDir(old.id))).toBe(true);

    const run = await admin('POST', '/api/admin/privacy/retention/run');
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().counts['gallery.delete']).toBe(2);
    const afterIds = (await admin('GET', '/api/admin/galleries')).json().map((g: { id: string }) => g.id);
    expect(afterIds.sort()).toEqual(before.filter((id: string) => id !== old.id && id !== cited.id).sort());
    expect(await hasFiles(galleryDir(old.id))).toBe(false);
    expect(await hasFiles(galleryDir(recent.id))).toBe(true);
    const left = await readTable(t, async (db) => ({
      photos: (await db.selectFrom('gallery_photo').select('id').where('gallery_id', '=', old.id).execute()).length,
      consents: (await db.selectFrom('consent').select('id').where('record_id', '=', old.id).execute()).length,
    }));
    expect(left).toEqual({ photos: 0, consents: 0 });
    const proof = await readTable(t, (db) =>
      db.selectFrom('consent').select('id').where('id', '=', citedConsent).execute(),
    );
    expect(proof).toHaveLength(1);
    expect(t.logs.join('')).toMatch(/"gallery.delete":2/);
    now = new Date('2026-12-01T10:00:00.000Z');
  });
});
