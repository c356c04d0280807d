import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBuffer } from 'yauzl';
import { adminToken, bearer } from '../../../test/admin.ts';
import { BOOKING } from '../../../test/fixtures.ts';
import { startSmtpServer, type TestSmtpServer, testMailSettings } from '../../../test/smtp.ts';
import { createTestApp, readTable, TEST_DB, type TestApp } from '../../../test/test-app.ts';

/** Every entry of a ZIP with its text (yauzl reads the archive the export streamed). */
function unzip(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files = new Map<string, string>();
      zip.on('entry', (entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/**
 * Issue 20 items 1 and 2: one address sent through the contact, booking, review and newsletter
 * forms; every record carries its consent (purpose, text version, language, time); the person
 * view finds every record, the ZIP holds every section, and after erasure no row of any table
 * names the address except the confirmed job the law keeps, marked with its retention date.
 */
describe(`a person's data: consent ledger, view, export, erasure (${TEST_DB})`, () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let token: string;
  let ip = 0;
  const who = 'Lena.Privat@Example.de';
  const address = 'lena.privat@example.de';
  const post = (url: string, payload: object, lang = 'de') =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-language': lang },
      remoteAddress: `10.77.0.${++ip}`,
    });
  const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** Every row of every table with a value that mentions the address. */
  async function rowsNaming(text: string) {
    return readTable(t, async (db) => {
      const tables = (await db.introspection.getTables()).filter((table) => !table.name.startsWith('kysely_'));
      const found: { table: string; row: Record<string, unknown> }[] = [];
      for (const table of tables) {
        const rows = (await db
          .selectFrom(table.name as never)
          .selectAll()
          .execute()) as Record<string, unknown>[];
        for (const row of rows) {
          if (Object.values(row).some((v) => typeof v === 'string' && v.toLowerCase().includes(text))) {
            found.push({ table: table.name, row });
          }
        }
      }
      return found;
    });
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({}, { mailWorker: false });
    token = await adminToken(t);
    expect(
      (await admin('PUT', '/api/admin/settings/email-notifications', testMailSettings(smtp.port))).statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('refuses a booking request without the ticked consent', async () => {
    const { consent: _ticked, ...unticked } = BOOKING;
    const missing = await post('/api/public/booking', unticked);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([expect.objectContaining({ path: 'consent', code: 'required' })]);
    const refused = await post('/api/public/booking', { ...BOOKING, consent: false });
    expect(refused.json().errors).toEqual([expect.objectContaining({ path: 'consent', code: 'must_accept' })]);
  });

  it('stores each form’s consent with its record, finds, exports and erases everything about one address', async () => {
    const sent = [
      await post('/api/public/contact', { name: 'Lena Privat', email: who, phone: '0170 42', message: 'Hallo!' }),
      await post(
        '/api/public/booking',
        { ...BOOKING, name: 'Lena Privat', email: who, service: 'restoration', tariff: '', date: '2027-03-03' },
        'ru',
      ),
      await post('/api/public/booking', { ...BOOKING, name: 'Lena Privat', email: who, date: '2027-08-14' }),
      await post('/api/public/reviews', {
        name: 'Lena P.',
        email: who,
        rating: 5,
        service: 'wedding',
        text_de: 'Wunderbar, danke!',
        text_ru: '',
      }),
      await post('/api/public/newsletter', { email: who, consent: true }, 'ru'),
      await post('/api/public/contact', { name: 'Otto Anders', email: 'otto@example.de', message: 'Frage' }),
    ];
    for (const res of sent) expect(res.statusCode, res.body).toBe(201);
    const [, pendingBooking, confirmedBooking] = sent.map((res) => res.json().id as string);
    const confirm = await admin('PUT', `/api/admin/forms/bookings/${confirmedBooking}`, { status: 'confirmed' });
    expect(confirm.statusCode, confirm.body).toBe(200);

    // The person view: every module's records and the consents with their texts.
    const person = await admin('GET', `/api/admin/privacy/person?email=${encodeURIComponent(who)}`);
    expect(person.statusCode, person.body).toBe(200);
    const sections = person.json().sections as { table: string; rows: Record<string, unknown>[] }[];
    const rowsOf = (table: string) => sections.find((s) => s.table === table)?.rows ?? [];
    expect(sections.map((s) => s.table).sort()).toEqual([
      'booking_request',
      'consent',
      'contact_message',
      'newsletter_subscriber',
      'outbox',
      'review',
    ]);
    expect(rowsOf('booking_request').map((r) => r.id)).toEqual([pendingBooking, confirmedBooking].sort());
    expect(rowsOf('outbox').length).toBeGreaterThanOrEqual(5);
    const consents = rowsOf('consent');
    expect(consents.map((c) => [c.purpose, c.lang]).sort()).toEqual([
      ['booking', 'de'],
      ['booking', 'ru'],
      ['contact', 'de'],
      ['newsletter', 'ru'],
      ['review', 'de'],
    ]);
    expect(consents.find((c) => c.purpose === 'newsletter')?.text).toMatch(/^Я хочу получать рассылку/);
    expect(consents.find((c) => c.record_id === pendingBooking)?.text).toMatch(/согласен\(-на\) на обработку/);
    for (const c of consents) expect(c.given_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    // The export: one ZIP, JSON and CSV per section.
    const zip = await admin('GET', `/api/admin/privacy/person/export?email=${encodeURIComponent(address)}`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toMatch(/^attachment; filename="personal-data-\d{4}-\d\d-\d\d\.zip"$/);
    const files = await unzip(zip.rawPayload);
    for (const section of sections) {
      const json = [...files.keys()].find((name) => name.endsWith(`/${section.table}.json`));
      const csv = [...files.keys()].find((name) => name.endsWith(`/${section.table}.csv`));
      expect(json, `${section.table}.json`).toBeDefined();
      expect(JSON.parse(files.get(json ?? '') ?? '[]')).toHaveLength(section.rows.length);
      expect(
        files
          .get(csv ?? '')
          ?.split('\r\n')
          .filter(Boolean),
      ).toHaveLength(section.rows.length + 1);
    }
    expect(files.get('contact/contact_message.csv')).toContain('Lena Privat');
    expect(JSON.parse(files.get('person.json') ?? '{}').email).toBe(address);

    // Erasure: nothing names the address any more but the confirmed job and its consent, marked.
    const erased = await admin('POST', '/api/admin/privacy/person/erase', { email: who });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().tables).toContainEqual({
      table: 'booking_request',
      deleted: 1,
      anonymised: 0,
      kept_until: ['2033-12-31'],
    });
    const left = await rowsNaming(address);
    expect(left.map((l) => [l.table, l.row.retain_until]).sort()).toEqual([
      ['booking_request', '2033-12-31'],
      ['consent', '2033-12-31'],
    ]);
    const kept = left.find((l) => l.table === 'booking_request')?.row;
    expect(kept).toMatchObject({
      id: confirmedBooking,
      name: 'Lena Privat',
      phone: '',
      message: '',
      status: 'confirmed',
    });
    // The audit log (ADR 030) keeps that an erasure happened, never whose; its entries about the
    // erased records keep who and when but lose the titles and values (counted in rowsNaming).
    expect(await rowsNaming('lena privat')).toHaveLength(1);
    const log = (await admin('GET', '/api/admin/audit?record_type=privacy/person/erase')).json();
    expect(log.entries[0].changes).toEqual([{ field: 'email', before: null, after: '[hidden]' }]);
    const aboutBooking = (await admin('GET', '/api/admin/audit?record_type=booking_request')).json();
    expect(aboutBooking.entries.length).toBeGreaterThan(0);
    for (const entry of aboutBooking.entries) expect([entry.record_label, entry.changes]).toEqual(['', []]);
    const claims = await readTable(t, (db) =>
      db
        .selectFrom('booking_claim')
        .selectAll()
        .where('booking_id', '=', pendingBooking ?? '')
        .execute(),
    );
    expect(claims).toEqual([]);
    // Someone else's records stay.
    expect((await rowsNaming('otto@example.de')).map((l) => l.table).sort()).toEqual(
      expect.arrayContaining(['consent', 'contact_message']),
    );
    const again = await admin('GET', `/api/admin/privacy/person?email=${encodeURIComponent(address)}`);
    expect(again.json().sections.map((s: { table: string }) => s.table)).toEqual(['booking_request', 'consent']);
  });

  it('makes a new consent text version when the privacy periods change; earlier records keep theirs', async () => {
    const versionOf = async (email: string) =>
      readTable(t, (db) =>
        db
          .selectFrom('consent')
          .innerJoin('consent_text_version as v', 'v.id', 'consent.text_version_id')
          .select(['v.id', 'v.settings'])
          .where('consent.email', '=', email)
          .executeTakeFirstOrThrow(),
      );
    expect((await post('/api/public/contact', { name: 'A', email: 'a@example.de', message: 'x' })).statusCode).toBe(
      201,
    );
    expect((await post('/api/public/contact', { name: 'B', email: 'b@example.de', message: 'x' })).statusCode).toBe(
      201,
    );
    const before = await versionOf('a@example.de');
    expect((await versionOf('b@example.de')).id).toBe(before.id);

    const settings = (await admin('GET', '/api/admin/privacy/settings')).json();
    expect(settings).toEqual({ enquiry_months: 12, outbox_days: 90, booking_years: 6, gallery_days: 90 });
    const saved = await admin('PUT', '/api/admin/privacy/settings', { ...settings, enquiry_months: 6 });
    expect(saved.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/public/privacy' })).json().enquiry_months).toBe(6);
    expect((await post('/api/public/contact', { name: 'C', email: 'c@example.de', message: 'x' })).statusCode).toBe(
      201,
    );
    const after = await versionOf('c@example.de');
    expect(after.id).not.toBe(before.id);
    expect(JSON.parse(after.settings).enquiry_months).toBe(6);
    expect(await versionOf('a@example.de')).toEqual(before);
    expect((await admin('PUT', '/api/admin/privacy/settings', { ...settings, outbox_days: 1 })).statusCode).toBe(422);
  });

  it('reads an underscore in the address as itself, not as a wildcard (the mail text search)', async () => {
    for (const email of ['a_b@example.de', 'axb@example.de']) {
      expect((await post('/api/public/contact', { name: 'U', email, message: 'x' })).statusCode).toBe(201);
    }
    const person = (await admin('GET', '/api/admin/privacy/person?email=a_b@example.de')).json();
    const rows = person.sections.flatMap((s: { rows: Record<string, unknown>[] }) => s.rows);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) expect(JSON.stringify(row)).not.toContain('axb@example.de');
  });

  it('refuses a search, export or erasure without a valid address', async () => {
    for (const url of ['/api/admin/privacy/person?email=nope', '/api/admin/privacy/person/export']) {
      expect((await admin('GET', url)).statusCode).toBe(422);
    }
    expect((await admin('POST', '/api/admin/privacy/person/erase', { email: '%' })).statusCode).toBe(422);
    expect((await t.app.inject({ url: '/api/admin/privacy/person?email=a@example.de' })).statusCode).toBe(401);
  });
});
