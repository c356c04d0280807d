import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { BOOKING } from '../../../test/fixtures.ts';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer, testMailSettings } from '../../../test/smtp.ts';
import { createTestApp, readTable, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';

const OWNER = 'owner@example.de';
const UNDO_SECONDS = 10;

/**
 * Issue 35 item 3 (ADR 051): a decision (confirm, decline, cancel) carries the owner's personal
 * line into the client's mail, and its mail waits `DECISION_UNDO_SECONDS` in the outbox: undone
 * before, the booking is as it was and no mail reaches the SMTP server; after it left, the undo is
 * refused. The waiting mail is a row: a restart sends it, and an undone one never.
 */
describe(`decisions: personal line and undo (${TEST_DB})`, () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let token: string;
  let now = new Date('2026-11-28T09:00:00.000Z');
  const clock = () => now;
  const later = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  let ip = 0;
  const post = (payload: object, lang: 'de' | 'ru' = 'de') =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/booking',
      payload,
      headers: { 'content-language': lang },
      remoteAddress: `10.7.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
    });
  const admin = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const decide = (id: string, body: object) => admin('PUT', `/api/admin/forms/bookings/${id}`, body);
  const undo = (id: string) => admin('POST', `/api/admin/bookings/${id}/undo`);
  const booking = async (id: string) =>
    ((await admin('GET', '/api/admin/forms/bookings?limit=100')).json() as { id: string }[]).find(
      (b) => b.id === id,
    ) as Record<string, unknown>;
  let seen = 0;
  /** Delivers what is due through the real SMTP server; the mails that arrived since the last call. */
  async function delivered(app = t.app): Promise<ReceivedMail[]> {
    while ((await app.mailOutbox.processDue()).sent > 0) {}
    const fresh = smtp.mails.slice(seen);
    seen = smtp.mails.length;
    return fresh;
  }
  const to = (mails: ReceivedMail[], address: string) => mails.filter((m) => m.to.includes(address));
  const claims = (id: string) =>
    readTable(t, (db) => db.selectFrom('booking_claim').selectAll().where('booking_id', '=', id).execute());

  /** A visitor's request whose address is confirmed (its date held), with the mails delivered. */
  async function heldRequest(email: string, date: string, lang: 'de' | 'ru' = 'de') {
    const res = await post({ ...BOOKING, email, date }, lang);
    expect(res.statusCode, res.body).toBe(201);
    const [link] = to(await delivered(), email);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/public/booking/confirm',
      payload: { token: /\/booking\/confirm\?token=([A-Za-z0-9_-]+)/.exec(link?.text ?? '')?.[1] ?? '' },
      remoteAddress: `10.6.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
    });
    expect(confirmed.json().state).toBe('held');
    await delivered();
    return res.json().id as string;
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(
      { PUBLIC_URL: 'https://foto.example', DECISION_UNDO_SECONDS: String(UNDO_SECONDS) },
      { mailWorker: false, clock },
    );
    token = await adminToken(t, clock);
    const saved = await admin(
      'PUT',
      '/api/admin/settings/email-notifications',
      testMailSettings(smtp.port, { admin_email: OWNER }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('puts the personal line into the German confirmation as written, escaped in HTML, after the undo window', async () => {
    const email = 'persoenlich@example.de';
    const id = await heldRequest(email, '2027-05-08');
    const line = 'Ich freue mich auf <Gera> & Sie!\nBringen Sie gern {name} mit.';
    const res = await decide(id, { status: 'confirmed', message: line });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().undo_until).toBe(new Date(now.getTime() + UNDO_SECONDS * 1000).toISOString());
    // The mail waits in the outbox for the undo window.
    expect(to(await delivered(), email)).toEqual([]);
    later(UNDO_SECONDS + 1);
    const [mail] = to(await delivered(), email);
    expect(mail?.text).toContain(`${line}\n\nHerzliche Grüße`);
    expect(mail?.text).toContain('ich freue mich: Ihr Termin ist bestätigt.');
    expect(mail?.html).toContain('Ich freue mich auf &lt;Gera&gt; &amp; Sie!<br>Bringen Sie gern {name} mit.');
    expect(mail?.html).not.toContain('<Gera>');
  });

  it('puts the personal line into the Russian refusal', async () => {
    const email = 'lichno@example.de';
    const id = await heldRequest(email, '2027-05-15', 'ru');
    const line = 'Очень жаль! Напишите мне, подберём другую дату.';
    expect((await decide(id, { status: 'declined', message: `  ${line}  ` })).statusCode).toBe(200);
    later(UNDO_SECONDS + 1);
    const [mail] = to(await delivered(), email);
    expect(mail?.subject).toBe('Ваша заявка на 15 мая 2027 г. (суббота)');
    expect(mail?.text).toContain(`${line}\n\nС теплом,`);
    expect(mail?.html).toContain(line);
  });

  it('refuses a personal line that is too long, not plain text, or without a decision', async () => {
    const id = await heldRequest('zu-lang@example.de', '2027-05-22');
    const tooLong = await decide(id, { status: 'confirmed', message: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toContainEqual(expect.objectContaining({ path: 'message', code: 'too_long' }));
    const control = await decide(id, { status: 'confirmed', message: 'Hallo\u0007' });
    expect(control.statusCode).toBe(422);
    expect(control.json().errors).toContainEqual(expect.objectContaining({ path: 'message', code: 'invalid_value' }));
    const alone = await decide(id, { read: true, message: 'Hallo' });
    expect(alone.statusCode).toBe(422);
    expect(alone.json().errors).toContainEqual(expect.objectContaining({ path: 'message' }));
    expect((await booking(id)).status).toBe('pending');
  });

  it('undoes a confirmation: pending again with its hold and its day, no mail ever, both in the audit log', async () => {
    const email = 'zurueck@example.de';
    const id = await heldRequest(email, '2027-05-29');
    const before = await booking(id);
    expect(before.hold_until).not.toBe('');
    const confirmed = await decide(id, { status: 'confirmed', message: 'Bis bald!' });
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', hold_until: '' });
    later(3);
    const undone = await undo(id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'pending', hold_until: before.hold_until, undo_until: null });
    expect(await claims(id)).toHaveLength(1);
    // The day is still the client's: another request for it is refused.
    expect((await post({ ...BOOKING, email: 'andere@example.de', date: '2027-05-29' })).statusCode).toBe(409);
    later(60);
    expect(to(await delivered(), email)).toEqual([]);
    const outbox = await readTable(t, (db) =>
      db.selectFrom('outbox').select(['kind']).where('recipient', '=', email).execute(),
    );
    expect(outbox.map((m) => m.kind)).not.toContain('booking.confirmed');
    expect(outbox.map((m) => m.kind)).not.toContain('booking.reminder');
    // Nothing left to undo.
    const again = await undo(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('booking.nothing_to_undo');

    const audit = (await admin('GET', '/api/admin/audit?limit=10')).json() as {
      entries: { method: string; route: string; record_id: string | null }[];
    };
    const mine = audit.entries.filter((e) => e.record_id === id).map((e) => `${e.method} ${e.route}`);
    expect(mine).toContain('POST /api/admin/bookings/:id/undo');
    expect(mine).toContain('PUT /api/admin/forms/bookings/:id');
  });

  it('undoes a cancellation: confirmed again with its day, reminder and calendar sequence', async () => {
    const email = 'storno@example.de';
    const id = await heldRequest(email, '2027-06-05');
    expect((await decide(id, { status: 'confirmed' })).statusCode).toBe(200);
    later(UNDO_SECONDS + 1);
    expect(to(await delivered(), email)).toHaveLength(1);
    const sequence = async () =>
      (
        await readTable(t, (db) =>
          db.selectFrom('booking_request').select('calendar_sequence').where('id', '=', id).executeTakeFirst(),
        )
      )?.calendar_sequence;
    expect(await sequence()).toBe(0);
    expect((await decide(id, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await claims(id)).toHaveLength(0);
    expect(await sequence()).toBe(1);
    const undone = await undo(id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().status).toBe('confirmed');
    expect(await claims(id)).toHaveLength(1);
    expect(await sequence()).toBe(0);
    const reminders = await readTable(t, (db) =>
      db.selectFrom('outbox').selectAll().where('ref', '=', `booking-reminder:${id}`).execute(),
    );
    expect(reminders).toHaveLength(1);
    later(UNDO_SECONDS + 1);
    expect(to(await delivered(), email)).toEqual([]);
  });

  it('refuses the undo once the mail has left: 409 mail_already_sent, the decision stays', async () => {
    const email = 'schon-weg@example.de';
    const id = await heldRequest(email, '2027-06-19');
    expect((await decide(id, { status: 'declined' })).statusCode).toBe(200);
    later(UNDO_SECONDS + 1);
    expect(to(await delivered(), email)).toHaveLength(1);
    const refused = await undo(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'mail_already_sent' });
    expect((await booking(id)).status).toBe('declined');
    expect(await claims(id)).toHaveLength(0);
  });

  it('refuses the undo when the day was taken meanwhile: 409, nothing changes, the mail still goes', async () => {
    const email = 'vergeben@example.de';
    const id = await heldRequest(email, '2027-06-26');
    expect((await decide(id, { status: 'declined' })).statusCode).toBe(200);
    const other = await admin('POST', '/api/admin/bookings', {
      name: 'Telefon Kundin',
      email: 'telefon@example.de',
      service: 'wedding',
      tariff: 'standard',
      date: '2027-06-26',
      status: 'confirmed',
    });
    expect(other.statusCode, other.body).toBe(201);
    const refused = await undo(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('booking.date_unavailable');
    expect((await booking(id)).status).toBe('declined');
    later(UNDO_SECONDS + 1);
    expect(to(await delivered(), email)).toHaveLength(1);
  });

  it('refuses the undo once a delivery attempt took the mail (it may be on its way)', async () => {
    const email = 'unterwegs@example.de';
    const id = await heldRequest(email, '2027-08-07');
    expect((await decide(id, { status: 'confirmed' })).statusCode).toBe(200);
    // What the outbox's claim does when it takes a mail for sending (mail.repository.ts claimMail).
    await readTable(t, (db) =>
      db
        .updateTable('outbox')
        .set({ attempts: 1 })
        .where('recipient', '=', email)
        .where('kind', '=', 'booking.confirmed')
        .execute(),
    );
    const refused = await undo(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('mail_already_sent');
    expect((await booking(id)).status).toBe('confirmed');
  });

  it('a booking deleted while its decision waits takes the waiting mail with it', async () => {
    const email = 'geloescht@example.de';
    const id = await heldRequest(email, '2027-08-14');
    expect((await decide(id, { status: 'declined', message: 'Schade!' })).statusCode).toBe(200);
    expect((await admin('DELETE', `/api/admin/forms/bookings/${id}`)).statusCode).toBe(200);
    later(UNDO_SECONDS + 1);
    expect(to(await delivered(), email)).toEqual([]);
  });

  it('answers 404 for an unknown booking and 409 for one without a decision', async () => {
    expect((await undo('nope')).statusCode).toBe(404);
    const id = await heldRequest('ohne@example.de', '2027-07-03');
    const res = await undo(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('booking.nothing_to_undo');
  });

  it('keeps waiting mails across a restart: the waiting one is sent, the undone one never', async () => {
    const kept = 'bleibt@example.de';
    const gone = 'geht-nicht@example.de';
    const keptId = await heldRequest(kept, '2027-07-10');
    const goneId = await heldRequest(gone, '2027-07-17');
    expect((await decide(keptId, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await decide(goneId, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await undo(goneId)).statusCode).toBe(200);
    // The server stops with both decisions made and no mail sent; another one starts on the same data.
    await t.app.close();
    t.app = await buildApp(t.config, { web: 'none', mailWorker: false, clock, logStream: { write: () => true } });
    token = await adminToken(t, clock);
    later(UNDO_SECONDS + 1);
    const mails = await delivered();
    expect(to(mails, kept).map((m) => m.subject)).toEqual(['Ihr Termin am Samstag, 10. Juli 2027 ist bestätigt']);
    expect(to(mails, gone)).toEqual([]);
    expect((await booking(goneId)).status).toBe('pending');
  });
});
