import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { openDatabase } from '../../db/database.ts';

const CONTACT = { name: 'Max Muster', email: 'max@example.de', message: 'Haben Sie im Mai Zeit?' };
const REVIEW = { name: 'Anna', email: 'anna@example.de', rating: 5, service: 'Hochzeit', text_de: 'Wunderbare Fotos!' };
const REUSED = { detail: expect.any(String), code: 'idempotency.key_reused' };

describe(`Idempotency-Key with another body (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  let ip = 0;
  const post = (url: string, payload: object, key: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'idempotency-key': key },
      remoteAddress: `10.50.0.${++ip}`,
    });
  const contacts = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/forms/contacts', headers: bearer(token) })).json() as {
      id: string;
      message: string;
    }[];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS_MAX: '1000' }, { mailWorker: false });
    token = await adminToken(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('replays the same body (in any key order) and refuses another body with 422, storing nothing new', async () => {
    const first = await post('/api/public/contact', CONTACT, 'contact-key-1');
    expect(first.statusCode).toBe(201);
    const { id } = first.json();

    const reordered = Object.fromEntries(Object.entries(CONTACT).reverse());
    const again = await post('/api/public/contact', reordered, 'contact-key-1');
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(id);
    expect(again.headers['idempotent-replayed']).toBe('true');

    const other = await post(
      '/api/public/contact',
      { ...CONTACT, message: 'Eine ganz andere Nachricht' },
      'contact-key-1',
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual(REUSED);
    expect(other.headers['idempotent-replayed']).toBeUndefined();

    const stored = await contacts();
    expect(stored.filter((c) => c.id === id)).toHaveLength(1);
    expect(stored.some((c) => c.message === 'Eine ganz andere Nachricht')).toBe(false);

    // The same key on another form is another key.
    expect((await post('/api/public/reviews', REVIEW, 'contact-key-1')).statusCode).toBe(201);
    const review = await post('/api/public/reviews', { ...REVIEW, rating: 1 }, 'contact-key-1');
    expect(review.statusCode).toBe(422);
    expect(review.json()).toEqual(REUSED);
  });

  it('ten concurrent posts with one key and two bodies: one record, the other body refused', async () => {
    const bodies = [CONTACT, { ...CONTACT, message: 'Zweiter Text' }];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post('/api/public/contact', bodies[i % 2] ?? CONTACT, 'contact-race')),
    );
    const created = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 422);
    expect(created.length + refused.length).toBe(10);
    expect(new Set(created.map((a) => a.json().id)).size).toBe(1);
    const winnerId = created[0]?.json().id;
    const winner = (await contacts()).find((c) => c.id === winnerId);
    expect(winner).toBeDefined();
    // Every answer of the winner's body is 201, every one of the other body 422.
    answers.forEach((answer, i) => {
      const sameBody = bodies[i % 2]?.message === winner?.message;
      expect(answer.statusCode, `post ${i}`).toBe(sameBody ? 201 : 422);
      if (!sameBody) expect(answer.json()).toEqual(REUSED);
    });
    const all = await contacts();
    expect(all.filter((c) => c.message === CONTACT.message || c.message === 'Zweiter Text').length).toBeGreaterThan(0);
    expect(all.filter((c) => c.id === winnerId)).toHaveLength(1);
  });

  it('a record stored before request hashes were kept is replayed as before', async () => {
    const database = openDatabase(t.config.database);
    try {
      const key = createHash('sha256').update('contact\nlegacy-key').digest('hex');
      await database.db
        .insertInto('idempotency_record')
        .values({
          key,
          status: 201,
          body: JSON.stringify({ id: '0123456789abcdef01234567', message: 'stored earlier' }),
          request_hash: null,
          created_at: new Date().toISOString(),
        })
        .execute();
    } finally {
      await database.close();
    }
    const replayed = await post('/api/public/contact', CONTACT, 'legacy-key');
    expect(replayed.statusCode).toBe(201);
    expect(replayed.json()).toEqual({ id: '0123456789abcdef01234567', message: 'stored earlier' });
  });
});
