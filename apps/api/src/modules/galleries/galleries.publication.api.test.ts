import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { startSmtpServer, type TestSmtpServer, testMailSettings } from '../../../test/smtp.ts';
import { createTestApp, readTable, TEST_DB, type TestApp } from '../../../test/test-app.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const CONFIRM = '/api/public/galleries/publication-confirmations';

/**
 * Issue 33 item 4 (ADR 039): anyone with a gallery link may ask to give the publication opt-in,
 * but only the client's mailbox gives it. The mail goes to the gallery's client address (a real
 * SMTP peer on loopback), names nothing a visitor typed, and its link works once, for seven days,
 * and only while the address is the one it was sent to.
 */
describe(`gallery publication confirmed by mail (${TEST_DB})`, () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let now = new Date('2026-12-01T10:00:00.000Z');
  const clock = () => now;
  const admin = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(await adminToken(t, clock)), ...(payload ? { payload } : {}) });
  let visitor = 0;
  // Each ask from its own (loopback) address: this file is not about the per-address form limit.
  const ask = (token: string, lang: 'de' | 'ru' = 'de', extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      remoteAddress: `127.0.1.${(visitor++ % 250) + 1}`,
      url: `/api/public/galleries/${token}/publication`,
      payload: { consent: true, lang, ...extra },
    });
  const confirm = (secret: string) => t.app.inject({ method: 'POST', url: CONFIRM, payload: { token: secret } });
  async function gallery(extra: object = {}) {
    const res = await admin('POST', '/api/admin/galleries', {
      title_de: 'Hochzeit Lea & Jan',
      title_ru: 'Свадьба Леи и Яна',
      client_name: 'Lea Berg',
      client_email: 'lea@example.de',
      expires_at: null,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; token: string };
  }
  let seen = 0;
  /** The mails delivered since the last look. */
  async function newMails(expected: number) {
    await t.app.mailOutbox.processDue();
    const all = expected > 0 ? await smtp.waitFor(seen + expected) : smtp.mails;
    const fresh = all.slice(seen);
    seen = all.length;
    return fresh;
  }
  const secretOf = (text: string) => /\/consent\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
  const state = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/public/galleries/${token}` })).json().publication;
  const consentRows = (id: string) =>
    readTable(t, (db) =>
      db.selectFrom('consent').selectAll().where('record_table', '=', 'gallery').where('record_id', '=', id).execute(),
    );

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(
      {},
      { clock, mailWorker: false, avifQueue: false, mediaSweep: false, retentionJob: false, galleryJobs: false },
    );
    expect(
      (await admin('PUT', '/api/admin/settings/email-notifications', testMailSettings(smtp.port))).statusCode,
    ).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('asking records nothing and mails the client’s address; only the mailed link gives the opt-in, once', async () => {
    const g = await gallery();
    const asked = await ask(g.token, 'de');
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ publication: 'pending' });
    expect(await state(g.token)).toBe('pending');
    expect(await consentRows(g.id)).toEqual([]);

    const [mail, ...more] = await newMails(1);
    expect(more).toEqual([]);
    expect(mail?.to).toEqual(['lea@example.de']);
    expect(mail?.subject).toBe('Bitte bestätigen: Veröffentlichung von Fotos aus „Hochzeit Lea & Jan“');
    expect(mail?.text).toContain(`${t.config.publicUrl}/consent?token=`);
    const secret = secretOf(mail?.text ?? '');
    expect(secret).toHaveLength(32);
    // The link's secret is stored only as its hash.
    const stored = await readTable(t, (db) =>
      db.selectFrom('gallery').selectAll().where('id', '=', g.id).executeTakeFirstOrThrow(),
    );
    expect(JSON.stringify(stored)).not.toContain(secret);

    // The office sees it pending, not given.
    expect((await admin('GET', `/api/admin/galleries/${g.id}`)).json().publication_consent).toMatchObject({
      status: 'pending',
      requested_at: now.toISOString(),
      consent_id: null,
      confirmed_at: null,
    });

    now = new Date(now.getTime() + 5 * MINUTE);
    const done = await confirm(secret);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ title_de: 'Hochzeit Lea & Jan', title_ru: 'Свадьба Леи и Яна', lang: 'de' });
    expect(await state(g.token)).toBe('given');
    const office = (await admin('GET', `/api/admin/galleries/${g.id}`)).json().publication_consent;
    expect(office).toMatchObject({
      status: 'given',
      lang: 'de',
      given_at: now.toISOString(),
      confirmed_at: now.toISOString(),
      confirmed_email: 'lea@example.de',
      requested_at: null,
    });
    expect(await consentRows(g.id)).toEqual([
      expect.objectContaining({ purpose: 'gallery_publication', email: 'lea@example.de', lang: 'de' }),
    ]);

    // Used once: a second click (or a replay) is refused, and records nothing more.
    const again = await confirm(secret);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'gallery.confirmation_invalid' });
    expect(await consentRows(g.id)).toHaveLength(1);
    // Asking while it is given sends nothing.
    expect((await ask(g.token)).json()).toEqual({ publication: 'given' });
    expect(await newMails(0)).toEqual([]);
    now = new Date('2026-12-01T10:00:00.000Z');
  });

  it('a gallery without a client address refuses with a code; nothing is mailed', async () => {
    const g = await gallery({ client_email: '' });
    const res = await ask(g.token, 'ru');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'gallery.no_client_email', detail: expect.stringContaining('e-mail') });
    expect(await state(g.token)).toBe('none');
    expect(await newMails(0)).toEqual([]);
  });

  it('the mail names nothing a visitor typed, in Russian too, and repeated asks send one mail per ten minutes', async () => {
    const g = await gallery({ client_email: 'olga@example.ru' });
    // Whatever else a visitor sends is dropped, never mailed.
    expect(
      (await ask(g.token, 'ru', { message: 'http://spam.example', name: 'Click http://spam.example' })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 5; i++) expect((await ask(g.token, 'ru')).statusCode).toBe(200);
    const [first, ...rest] = await newMails(1);
    expect(rest).toEqual([]);
    expect(first?.subject).toBe('Подтвердите публикацию фотографий из галереи «Свадьба Леи и Яна»');
    expect(first?.text).toContain(`${t.config.publicUrl}/ru/consent?token=`);
    expect(first?.text).not.toContain('spam.example');
    expect(first?.text).not.toContain('Lea Berg');
    // Eleven minutes on: a new mail with a new link; the first link no longer works.
    now = new Date(now.getTime() + 11 * MINUTE);
    await ask(g.token, 'ru');
    const [second] = await newMails(1);
    expect(secretOf(second?.text ?? '')).not.toBe(secretOf(first?.text ?? ''));
    expect((await confirm(secretOf(first?.text ?? ''))).statusCode).toBe(404);
    expect((await confirm(secretOf(second?.text ?? ''))).json()).toMatchObject({ lang: 'ru' });
    now = new Date('2026-12-01T10:00:00.000Z');
  });

  it('a link is void after seven days, after the address changed, and after a withdrawal', async () => {
    const expired = await gallery();
    const askedExpired = await ask(expired.token);
    expect(askedExpired.statusCode, askedExpired.body).toBe(200);
    const [a] = await newMails(1);
    now = new Date(now.getTime() + 7 * DAY + MINUTE);
    expect(await state(expired.token)).toBe('none');
    expect((await confirm(secretOf(a?.text ?? ''))).statusCode).toBe(404);

    const moved = await gallery();
    await ask(moved.token);
    const [b] = await newMails(1);
    expect(
      (await admin('PUT', `/api/admin/galleries/${moved.id}`, { client_email: 'new@example.de' })).statusCode,
    ).toBe(200);
    expect((await confirm(secretOf(b?.text ?? ''))).statusCode).toBe(404);

    const withdrawn = await gallery();
    await ask(withdrawn.token);
    const [c] = await newMails(1);
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/public/galleries/${withdrawn.token}/publication`,
      payload: { consent: false, lang: 'de' },
    });
    expect(off.json()).toEqual({ publication: 'none' });
    expect((await confirm(secretOf(c?.text ?? ''))).statusCode).toBe(404);
    for (const g of [expired, moved, withdrawn]) expect(await consentRows(g.id)).toEqual([]);

    // Malformed links are refused by the schema, unknown ones like used ones.
    expect((await confirm('short')).statusCode).toBe(422);
    expect((await confirm('A'.repeat(32))).json()).toMatchObject({ code: 'gallery.confirmation_invalid' });
    now = new Date('2026-12-01T10:00:00.000Z');
  });
});
