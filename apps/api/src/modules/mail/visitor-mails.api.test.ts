import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { BOOKING } from '../../../test/fixtures.ts';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer, testMailSettings } from '../../../test/smtp.ts';
import { createTestApp, readTable, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { headerValue } from './mail.html.ts';
import {
  VISITOR_MAIL_KINDS,
  VISITOR_MAILS,
  VISITOR_MAILS_PER_DAY,
  type VisitorMailClass,
  type VisitorMailKind,
} from './mail.kinds.ts';

const OWNER = 'owner@example.de';

/**
 * Issue 33 item 2, ADR 038: every kind of mail the site sends to a visitor's (or client's) address,
 * with the class this test expects. A kind added to `VISITOR_MAILS` without a row here fails the
 * first test; a kind nothing below sends fails the second (add its scenario).
 */
const CLASSES: Record<VisitorMailKind, VisitorMailClass> = {
  'contact.received': { trigger: 'visitor', address: 'visitor-typed', visitorText: 'none' },
  'booking.confirm-link': { trigger: 'visitor', address: 'visitor-typed', visitorText: 'none' },
  'booking.confirmed': { trigger: 'owner', address: 'visitor-typed', visitorText: 'name-if-confirmed' },
  'booking.declined': { trigger: 'owner', address: 'visitor-typed', visitorText: 'name-if-confirmed' },
  'booking.cancelled': { trigger: 'owner', address: 'visitor-typed', visitorText: 'name-if-confirmed' },
  'booking.moved': { trigger: 'owner', address: 'visitor-typed', visitorText: 'name-if-confirmed' },
  'booking.expired': { trigger: 'schedule', address: 'visitor-typed', visitorText: 'none' },
  'booking.reminder': { trigger: 'schedule', address: 'visitor-typed', visitorText: 'none' },
  'newsletter.confirm-link': { trigger: 'visitor', address: 'visitor-typed', visitorText: 'none' },
  'newsletter.welcome': { trigger: 'visitor', address: 'visitor-typed', visitorText: 'none' },
  'gallery.reminder': { trigger: 'schedule', address: 'owner-entered', visitorText: 'none' },
  'gallery.delivery': { trigger: 'owner', address: 'owner-entered', visitorText: 'none' },
  'gallery.publication-confirm-link': { trigger: 'visitor', address: 'owner-entered', visitorText: 'none' },
};

/** What a spammer types as a name and a message. */
const SPAM_NAME = 'Gewinn https://spam.example/win';
const SPAM_TEXT = 'Billig <a href="https://evil.example">hier</a> https://spam.example/buy';
const SPAM = /spam\.example|evil\.example|Gewinn|Billig/;

describe(`visitor mails: classified, capped, no visitor text (${TEST_DB})`, () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let now = new Date('2026-11-27T09:00:00.000Z');
  const clock = () => now;
  let ip = 0;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.66.${Math.floor(++ip / 200)}.${ip % 200}` });
  const admin = async (method: 'PUT' | 'POST' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(await adminToken(t, clock)), ...(payload ? { payload } : {}) });
  async function deliver(): Promise<ReceivedMail[]> {
    while ((await t.app.mailOutbox.processDue()).sent > 0) {}
    return smtp.mails;
  }
  const tokenIn = async (address: string, pattern: RegExp) => {
    const mail = (await deliver()).filter((m) => m.to.includes(address)).find((m) => pattern.test(m.text));
    return pattern.exec(mail?.text ?? '')?.[1] ?? '';
  };
  const booking = async (email: string, date: string) => {
    const res = await post('/api/public/booking', { ...BOOKING, name: SPAM_NAME, message: SPAM_TEXT, email, date });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const confirmAddress = async (email: string) => {
    const token = await tokenIn(email, /\/booking\/confirm\?token=([A-Za-z0-9_-]+)/);
    const res = await post('/api/public/booking/confirm', { token });
    expect(res.statusCode, res.body).toBe(200);
  };
  const setStatus = async (id: string, status: string) =>
    expect((await admin('PUT', `/api/admin/forms/bookings/${id}`, { status })).statusCode).toBe(200);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ PUBLIC_URL: 'https://foto.example' }, { mailWorker: false, clock });
    expect(
      (
        await admin(
          'PUT',
          '/api/admin/settings/email-notifications',
          testMailSettings(smtp.port, { admin_email: OWNER }),
        )
      ).statusCode,
    ).toBe(200);
    // The owner's templates greet by name everywhere (as the first defaults did), subjects too.
    const templates = (await admin('GET', '/api/admin/settings/booking-mails')).json() as Record<
      string,
      Record<'de' | 'ru', { subject: string; body: string }>
    >;
    for (const kind of Object.values(templates)) {
      for (const lang of ['de', 'ru'] as const) {
        kind[lang] = { subject: `${kind[lang].subject} {name}`, body: `Hallo {name},\n\n${kind[lang].body}` };
      }
    }
    expect((await admin('PUT', '/api/admin/settings/booking-mails', templates)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('classifies every visitor mail kind the mail module knows', () => {
    const unclassified = VISITOR_MAIL_KINDS.filter((kind) => !(kind in CLASSES));
    expect(unclassified, 'add these kinds to CLASSES with their class').toEqual([]);
    for (const kind of VISITOR_MAIL_KINDS) expect(VISITOR_MAILS[kind], kind).toEqual(CLASSES[kind]);
  });

  it('sends every kind; a spam URL typed as a name is in no automatic mail, is never a link, and names no unconfirmed address', async () => {
    // The visitor's own forms.
    expect(
      (await post('/api/public/contact', { name: SPAM_NAME, email: 'c@victim.example', message: SPAM_TEXT }))
        .statusCode,
    ).toBe(201);
    expect((await post('/api/public/newsletter', { email: 'n@victim.example', consent: true })).statusCode).toBe(201);
    const newsletterToken = await tokenIn('n@victim.example', /\?confirm=([A-Za-z0-9_-]+)/);
    expect((await post('/api/public/newsletter/confirm', { token: newsletterToken })).statusCode).toBe(200);
    // b1: never confirmed, declined by the owner.
    const b1 = await booking('b1@victim.example', '2027-01-05');
    await setStatus(b1, 'declined');
    // b2: confirmed by the visitor, confirmed by the owner; the reminder goes out 7 days before.
    const b2 = await booking('b2@victim.example', '2026-12-20');
    await confirmAddress('b2@victim.example');
    await setStatus(b2, 'confirmed');
    // b3: never confirmed, confirmed by the owner (by phone, say).
    const b3 = await booking('b3@victim.example', '2027-02-10');
    await setStatus(b3, 'confirmed');
    // b4: confirmed by the visitor, its hold runs out unanswered.
    await booking('b4@victim.example', '2027-01-20');
    await confirmAddress('b4@victim.example');
    await deliver();

    now = new Date('2026-12-13T09:00:00.000Z');
    await deliver(); // b2's reminder is due
    // b2 is moved by the owner to the next day, the client told with the updated .ics (ADR 045).
    const moved = await admin('POST', `/api/admin/bookings/${b2}/move`, { date: '2026-12-21', notify: true });
    expect(moved.statusCode, moved.body).toBe(200);
    await setStatus(b2, 'cancelled');
    // The next request for b4's day runs the expiry.
    expect(
      (await post('/api/public/booking', { ...BOOKING, email: 'next@example.de', date: '2027-01-20' })).statusCode,
    ).toBe(201);
    // A client gallery about to expire (the owner typed the address).
    const gallery = await admin('POST', '/api/admin/galleries', {
      title_de: 'Hochzeit',
      title_ru: 'Свадьба',
      client_name: 'Anna',
      client_email: 'g@victim.example',
      expires_at: new Date(now.getTime() + 5 * 86_400_000).toISOString(),
    });
    expect(gallery.statusCode, gallery.body).toBe(201);
    expect(await t.app.galleryJobs.sendReminders()).toBe(1);
    // The owner sends the client the gallery.
    expect((await admin('POST', `/api/admin/galleries/${gallery.json().id}/send`, { message: '' })).statusCode).toBe(
      200,
    );
    // Someone with the gallery's link asks to give the publication opt-in (ADR 039).
    const asked = await post(`/api/public/galleries/${gallery.json().token}/publication`, {
      consent: true,
      lang: 'de',
      name: SPAM_NAME,
      message: SPAM_TEXT,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const received = await deliver();

    const rows = await readTable(t, (db) =>
      db
        .selectFrom('outbox')
        .select(['recipient', 'subject', 'kind', 'status', 'links'])
        .where('kind', '!=', '')
        .execute(),
    );
    // Every kind was sent (a new kind needs its scenario above).
    expect([...new Set(rows.map((r) => r.kind))].sort()).toEqual([...VISITOR_MAIL_KINDS].sort());
    const confirmedMailboxes = ['b2@victim.example', 'b4@victim.example', 'n@victim.example'];
    let checked = 0;
    for (const row of rows.filter((r) => r.status === 'sent')) {
      const kind = row.kind as VisitorMailKind;
      const mail = received.find((m) => m.to.includes(row.recipient) && m.subject === headerValue(row.subject));
      expect(mail, `${kind} to ${row.recipient}`).toBeDefined();
      if (!mail) continue;
      checked++;
      const seen = `${mail.subject}\n${mail.text}\n${mail.html}`;
      // Links: only what the template declared (the site's own), never visitor text.
      const declared = JSON.parse(row.links) as string[];
      for (const [, href] of mail.html.matchAll(/href="([^"]*)"/g)) {
        expect(
          declared.map((l) => l.replaceAll('&', '&amp;')),
          kind,
        ).toContain(href);
        expect(href).toMatch(/^https:\/\/foto\.example\//);
      }
      const mayName =
        VISITOR_MAILS[kind].visitorText === 'name-if-confirmed' && confirmedMailboxes.includes(row.recipient);
      if (!mayName) expect(seen, `${kind} to ${row.recipient}`).not.toMatch(SPAM);
      // The message a visitor typed reaches no visitor mail, whatever its kind.
      expect(seen, kind).not.toMatch(/Billig|evil\.example/);
      expect(mail.replyTo).toBe(OWNER);
    }
    expect(checked).toBeGreaterThanOrEqual(VISITOR_MAIL_KINDS.length);
    // The owner's reply to the confirmed address may greet with the typed name, as text only.
    const toB2 = received.filter((m) => m.to.includes('b2@victim.example') && /bestätigt/.test(m.subject));
    expect(toB2).toHaveLength(1);
    expect(toB2[0]?.text).toContain(SPAM_NAME);
    expect(toB2[0]?.html).not.toContain('href="https://spam.example');
  }, 60_000);

  it(`stops the ${VISITOR_MAILS_PER_DAY + 1}th mail of any kinds to one unconfirmed mailbox in 24 hours`, async () => {
    const victim = 'Cap.Victim+x@Example.org';
    const before = (await deliver()).filter((m) => m.to.some((a) => /cap\.victim/i.test(a))).length;
    expect(before).toBe(0);
    expect((await post('/api/public/contact', { name: 'A', email: victim, message: 'x' })).statusCode).toBe(201);
    expect((await post('/api/public/newsletter', { email: 'cap.victim@example.org', consent: true })).statusCode).toBe(
      201,
    );
    await booking('CAP.VICTIM@example.org', '2027-03-03');
    // Over the cap: stored and answered alike, but no mail.
    expect(
      (await post('/api/public/contact', { name: 'B', email: 'cap.victim+y@example.org', message: 'y' })).statusCode,
    ).toBe(201);
    await booking('cap.victim@example.org', '2027-03-04');
    const mails = (await deliver()).filter((m) => m.to.some((a) => /cap\.victim/i.test(a)));
    expect(mails).toHaveLength(VISITOR_MAILS_PER_DAY);
    // A day later the mailbox may be mailed again.
    now = new Date(now.getTime() + 24 * 3_600_000 + 60_000);
    await booking('cap.victim@example.org', '2027-03-05');
    expect((await deliver()).filter((m) => m.to.some((a) => /cap\.victim/i.test(a)))).toHaveLength(
      VISITOR_MAILS_PER_DAY + 1,
    );
  }, 60_000);
});
