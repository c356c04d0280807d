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
      }
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('reaches all 1,100 booking requests exactly once through limit and skip', async () => {
    const seen: string[] = [];
    for (let skip = 0; ; skip += 500) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/forms/bookings?limit=500&skip=${skip}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      const page = res.json() as { id: string; created_at: string }[];
      seen.push(...page.map((b) => b.id));
      if (page.length < 500) break;
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
