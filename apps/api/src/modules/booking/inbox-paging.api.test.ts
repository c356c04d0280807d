import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { openDatabase } from '../../db/database.ts';
import { newId } from '../../db/ids.ts';

/** Issue 22 item 8: a flood must never push real records out of the owner's reach. */
describe(`the owner pages through every record (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({}, { mailWorker: false });
    token = await adminToken(t);
    const database = openDatabase(t.config.database);
    try {
      // 1,100 requests, several in the same second (ties are ordered by id).
      const rows = Array.from({ length: 1100 }, (_, i) => {
        const at = new Date(Date.UTC(2026, 10, 1, 0, 0, Math.floor(i / 3))).toISOString();
        return {
          id: newId(new Date(at)),
          name: `Flut ${i}`,
          email: `flut${i}@example.de`,
          phone: '0365 1',
          date: '2027-05-01',
          time: '',
          hold_until: '',
          lang: 'de',
          note: '',
          service: 'restoration',
          service_name: 'Restaurierung',
          tariff: '',
          tariff_name: '',
          message: '',
          status: 'pending',
          read: 0,
          created_at: at,
          updated_at: at,
        };
      });
      for (let i = 0; i < rows.length; i += 100) {
        await database.db
          .insertInto('booking_request')
          .values(rows.slice(i, i + 100))
          .execute();
        // The same flood in the contact inbox and the reviews (1,100 each, beyond the old 1,000 / 500).
        await database.db
          .insertInto('contact_message')
          .values(
            rows.slice(i, i + 100).map((r) => ({
              id: r.id,
              name: r.name,
              email: r.email,
              phone: '',
              subject: '',
              message: 'Flut',
              read: 0,
              created_at: r.created_at,
              updated_at: r.updated_at,
            })),
          )
          .execute();
        await database.db
          .insertInto('review')
          .values(
            rows.slice(i, i + 100).map((r) => ({
              id: r.id,
              name: r.name,
              email: r.email,
              rating: 1,
              service: 'wedding',
              text_de: 'Flut',
              text_ru: '',
              approved: 0,
              created_at: r.created_at,
              updated_at: r.updated_at,
            })),
          )
          .execute();
      }
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['booking requests', '/api/admin/forms/bookings'],
    ['contact messages', '/api/admin/forms/contacts'],
    ['reviews', '/api/admin/reviews'],
  ])('reaches all 1,100 %s exactly once through limit and skip', async (_kind, url) => {
    const seen: string[] = [];
    for (let skip = 0; ; skip += 200) {
      const res = await t.app.inject({ method: 'GET', url: `${url}?limit=200&skip=${skip}`, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      const page = res.json() as { id: string }[];
      seen.push(...page.map((b) => b.id));
      if (page.length < 200) break;
    }
    expect(seen).toHaveLength(1100);
    expect(new Set(seen).size).toBe(1100);
  });

  it('lets one address post only a few reviews a day', async () => {
    const review = {
      name: 'Flut',
      email: 'flut@example.de',
      rating: 5,
      service: 'wedding',
      text_de: 'Toll',
      text_ru: '',
    };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/public/reviews',
        payload: review,
        remoteAddress: '10.66.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
