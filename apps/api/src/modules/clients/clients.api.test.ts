import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { BOOKING } from '../../../test/fixtures.ts';
import { createTestApp, readTable, TEST_DB, type TestApp } from '../../../test/test-app.ts';

/**
 * Issue 35 item 6 (ADR 049): one person's booking, gallery, review and newsletter entry (the
 * address typed in other cases) are one client with all four; the owner's note is kept; the
 * privacy tools find the same record, and erasure removes the client with its note.
 */
describe(`one client record (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  let ip = 0;
  const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const pub = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.77.0.${++ip}` });
  const created = async (url: string, payload: object) => {
    const res = await pub(url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id?: string };
  };
  const clients = async (query = '') => {
    const res = await admin('GET', `/api/admin/clients${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: string; email: string; name: string; counts: Record<string, number> }[];
  };

  beforeAll(async () => {
    t = await createTestApp({}, { mailWorker: false });
    token = await adminToken(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists one person once with the booking, gallery, review and newsletter entry, and shows them all', async () => {
    const booking = await created('/api/public/booking', {
      ...BOOKING,
      name: 'Anna Schmidt',
      email: 'Anna.Schmidt@Example.de',
    });
    await created('/api/public/reviews', {
      name: 'Anna S.',
      email: 'anna.schmidt@example.de',
      rating: 5,
      service: 'Hochzeit',
      text_de: 'Wunderbar',
      consent: true,
    });
    await created('/api/public/newsletter', { email: 'ANNA.SCHMIDT@example.de', consent: true, lang: 'ru' });
    await created('/api/public/contact', { name: 'Someone Else', email: 'other@example.de', message: 'Hallo' });
    const gallery = await admin('POST', '/api/admin/galleries', {
      title_de: 'Hochzeit Anna',
      client_name: 'Anna Schmidt',
      client_email: ' anna.schmidt@EXAMPLE.de ',
      booking_id: booking.id,
      expires_at: null,
    });
    expect(gallery.statusCode, gallery.body).toBe(201);

    const list = await clients();
    const anna = list.filter((c) => c.email === 'anna.schmidt@example.de');
    expect(anna).toHaveLength(1);
    expect(list.map((c) => c.email)).toContain('other@example.de');
    expect(anna[0]?.counts).toMatchObject({ bookings: 1, galleries: 1, reviews: 1, newsletter: 1, messages: 0 });
    expect(anna[0]?.counts.consents).toBeGreaterThanOrEqual(3);
    // Found by a part of a name in another case, or of the address; not by someone else's.
    expect((await clients('?q=SCHMIDT')).map((c) => c.email)).toEqual(['anna.schmidt@example.de']);
    expect((await clients('?q=anna.s')).map((c) => c.email)).toEqual(['anna.schmidt@example.de']);
    expect(await clients('?q=nobody-here')).toEqual([]);
    // The same id on every listing (made once), pages by limit and skip.
    expect((await clients()).find((c) => c.email === anna[0]?.email)?.id).toBe(anna[0]?.id);
    expect(await clients('?limit=1')).toHaveLength(1);
    expect((await clients('?limit=1&skip=1'))[0]?.id).toBe(list[1]?.id);

    const record = await admin('GET', `/api/admin/clients/${anna[0]?.id}`);
    expect(record.statusCode, record.body).toBe(200);
    const r = record.json();
    expect(r).toMatchObject({
      email: 'anna.schmidt@example.de',
      names: expect.arrayContaining(['Anna Schmidt', 'Anna S.']),
      phones: [BOOKING.phone],
      bookings: [{ id: booking.id, status: 'pending', date: BOOKING.date }],
      galleries: [{ id: gallery.json().id, title_de: 'Hochzeit Anna', booking_id: booking.id }],
      reviews: [{ rating: 5, approved: false }],
      newsletter: { status: expect.any(String) },
      note: '',
    });
    expect(r.consents.map((c: { record_table: string }) => c.record_table)).toEqual(
      expect.arrayContaining(['booking_request', 'review', 'newsletter_subscriber']),
    );
    expect(JSON.stringify(r)).not.toContain('confirm_token_hash');
  });

  it('keeps the owner’s note, refuses a bad one, and answers 404 for an unknown client', async () => {
    const [first] = await clients('?q=anna');
    const saved = await admin('PUT', `/api/admin/clients/${first?.id}/note`, { note: '  Mag keine Blitzfotos.  ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ note: 'Mag keine Blitzfotos.', note_updated_at: expect.any(String) });
    expect((await admin('GET', `/api/admin/clients/${first?.id}`)).json().note).toBe('Mag keine Blitzfotos.');
    expect((await clients('?q=anna'))[0]).toMatchObject({ has_note: true });

    const tooLong = await admin('PUT', `/api/admin/clients/${first?.id}/note`, { note: 'x'.repeat(10_001) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toHaveProperty('code');
    for (const [method, url, body] of [
      ['GET', '/api/admin/clients/aaaaaaaaaaaaaaaaaaaaaaaa', undefined],
      ['PUT', '/api/admin/clients/aaaaaaaaaaaaaaaaaaaaaaaa/note', { note: 'x' }],
    ] as const) {
      const res = await admin(method, url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await admin('GET', '/api/admin/clients/not-an-id')).statusCode).toBe(422);
    expect((await admin('GET', '/api/admin/clients?limit=0')).statusCode).toBe(422);
  });

  it('refuses a gallery naming a booking that does not exist (422 on booking_id), on create and on change', async () => {
    const missing = await admin('POST', '/api/admin/galleries', {
      title_de: 'Falsch',
      client_name: 'X',
      booking_id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      code: 'validation_failed',
      errors: [expect.objectContaining({ path: 'booking_id' })],
    });
    const g = await admin('POST', '/api/admin/galleries', { title_de: 'Ohne Auftrag', client_name: 'X' });
    expect(g.statusCode).toBe(201);
    const changed = await admin('PUT', `/api/admin/galleries/${g.json().id}`, {
      booking_id: 'cccccccccccccccccccccccc',
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors[0].path).toBe('booking_id');
  });

  it('forgets an address whose records are gone (no note): no row keeps it for nothing', async () => {
    const review = await admin('POST', '/api/admin/reviews', {
      name: 'Gone Soon',
      email: 'Gone.Soon@example.de',
      rating: 4,
      service: 'Portrait',
      text_de: 'Gut',
    });
    expect(review.statusCode, review.body).toBe(201);
    const [gone] = await clients('?q=gone.soon');
    expect(gone).toMatchObject({ email: 'gone.soon@example.de', counts: { reviews: 1 } });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/reviews/${review.json().id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    expect(await clients('?q=gone.soon')).toEqual([]);
    const rows = await readTable(t, (db) => db.selectFrom('client').select('email').execute());
    expect(rows.map((r) => r.email)).not.toContain('gone.soon@example.de');
    expect((await admin('GET', `/api/admin/clients/${gone?.id}`)).statusCode).toBe(404);
  });

  it('is the privacy tools’ person: the person view shows the note, erasure removes the client and its note', async () => {
    const [anna] = await clients('?q=anna');
    const person = (await admin('GET', '/api/admin/privacy/person?email=Anna.Schmidt%40example.de')).json();
    const tables = person.sections.map((s: { table: string }) => s.table);
    expect(tables).toEqual(
      expect.arrayContaining(['booking_request', 'gallery', 'review', 'newsletter_subscriber', 'client']),
    );
    expect(person.sections.find((s: { table: string }) => s.table === 'client').rows[0]).toMatchObject({
      note: 'Mag keine Blitzfotos.',
    });

    const erased = await admin('POST', '/api/admin/privacy/person/erase', { email: 'anna.schmidt@example.de' });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().tables).toEqual(
      expect.arrayContaining([{ table: 'client', deleted: 1, anonymised: 0, kept_until: [] }]),
    );
    expect((await admin('GET', `/api/admin/clients/${anna?.id}`)).statusCode).toBe(404);
    expect((await clients()).map((c) => c.email)).not.toContain('anna.schmidt@example.de');
    const left = await readTable(t, (db) => db.selectFrom('client').select(['email', 'note']).execute());
    expect(left.map((c) => c.email)).not.toContain('anna.schmidt@example.de');
    expect(left.map((c) => c.note)).not.toContain('Mag keine Blitzfotos.');
  });
});
