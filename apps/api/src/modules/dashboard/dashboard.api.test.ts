import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

const ROWS = 10_000;
const BATCH = 500;
const BASE = Date.parse('2025-01-01T00:00:00.000Z');

const id = (prefix: number, i: number) => `${prefix.toString(16)}${i.toString(16).padStart(23, '0')}`;
const at = (i: number) => new Date(BASE + i * 60_000).toISOString();

/** Inserts `ROWS` rows into a table in batches (inside the caller's transaction). */
async function fill<T extends keyof Database & string>(
  trx: Kysely<Database>,
  table: T,
  row: (i: number) => Record<string, unknown>,
) {
  for (let start = 0; start < ROWS; start += BATCH) {
    const values = Array.from({ length: BATCH }, (_, k) => row(start + k));
    await trx
      .insertInto(table)
      .values(values as never)
      .execute();
  }
}

describe(`dashboard with ${ROWS} rows per table (${TEST_DB})`, () => {
  let t: TestApp;
  let database: DatabaseHandle;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({}, { mailWorker: false });
    token = await adminToken(t);
    database = openDatabase(t.config.database);
    await database.db.transaction().execute(async (trx) => {
      const stamps = (i: number) => ({ created_at: at(i), updated_at: at(i) });
      await fill(trx, 'portfolio_item', (i) => ({
        id: id(1, i),
        slug: `projekt-${i}`,
        title_de: `Projekt ${i}`,
        category: i % 2 ? 'wedding' : 'portrait',
        featured: i % 4 === 0 ? 1 : 0,
        ...stamps(i),
      }));
      await fill(trx, 'blog_post', (i) => ({
        id: id(2, i),
        title_de: `Artikel ${i}`,
        published: i % 2,
        ...stamps(i),
      }));
      await fill(trx, 'review', (i) => ({ id: id(3, i), name: `Kunde ${i}`, approved: i % 2, ...stamps(i) }));
      await fill(trx, 'contact_message', (i) => ({
        id: id(4, i),
        name: `Anfrage ${i}`,
        email: `c${i}@example.de`,
        read: i % 3 === 0 ? 1 : 0,
        ...stamps(i),
      }));
      await fill(trx, 'booking_request', (i) => ({
        id: id(5, i),
        name: `Buchung ${i}`,
        service: 'wedding',
        service_name: 'Hochzeitsfotografie',
        date: '2027-05-01',
        status: ['pending', 'confirmed', 'cancelled'][i % 3],
        ...stamps(i),
      }));
      await fill(trx, 'newsletter_subscriber', (i) => ({
        id: id(6, i),
        email: `n${i}@example.de`,
        created_at: at(i),
        // Only confirmed subscribers count (double opt-in).
        status: ['confirmed', 'pending', 'unsubscribed'][i % 3],
      }));
    });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await t.close();
  });

  it('counts every table (unread contacts, pending bookings)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/stats', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      portfolio_count: ROWS,
      blog_count: ROWS,
      reviews_count: ROWS,
      reviews_pending: ROWS / 2,
      contacts_unread: ROWS - Math.ceil(ROWS / 3),
      bookings_pending: Math.ceil(ROWS / 3),
      newsletter_subscribers: Math.ceil(ROWS / 3),
    });
  });

  it('lists the 5 newest of each kind, newest first', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/recent-activity',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const newest = [ROWS - 1, ROWS - 2, ROWS - 3, ROWS - 4, ROWS - 5];
    expect(body.recent_contacts).toEqual(
      newest.map((i) => ({ id: id(4, i), name: `Anfrage ${i}`, email: `c${i}@example.de`, created_at: at(i) })),
    );
    expect(body.recent_bookings).toEqual(
      newest.map((i) => ({
        id: id(5, i),
        name: `Buchung ${i}`,
        service: 'Hochzeitsfotografie',
        date: '2027-05-01',
        status: ['pending', 'confirmed', 'cancelled'][i % 3],
        created_at: at(i),
      })),
    );
    expect(body.recent_posts).toEqual(
      newest.map((i) => ({ id: id(2, i), title_de: `Artikel ${i}`, published: i % 2 === 1, created_at: at(i) })),
    );
    expect(body.recent_projects).toEqual(
      newest.map((i) => ({
        id: id(1, i),
        title_de: `Projekt ${i}`,
        category: i % 2 ? 'wedding' : 'portrait',
        featured: i % 4 === 0,
        created_at: at(i),
      })),
    );
  });

  it('needs the token', async () => {
    for (const url of ['/api/admin/dashboard/stats', '/api/admin/dashboard/recent-activity']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
