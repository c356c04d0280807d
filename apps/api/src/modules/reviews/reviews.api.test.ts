import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';

const review = (overrides: Record<string, unknown> = {}) => ({
  name: 'Maria Schulz',
  email: 'maria.schulz@example.org',
  rating: 5,
  service: 'wedding',
  text_de: 'Wunderbare Fotos, sehr einfühlsam!',
  text_ru: '',
  ...overrides,
});

interface AdminReview {
  id: string;
  name: string;
  email: string;
  rating: number;
  approved: boolean;
  text_de: string;
  text_ru: string;
  service: string;
}

let ipCounter = 0;
/** Each test gets its own client address, so the per-IP rate limit of one test does not affect another. */
const nextIp = () => `10.0.0.${++ipCounter}`;

describe(`reviews (${TEST_DB})`, () => {
  let t: TestApp;
  let headers: { authorization: string };
  const submit = (payload: unknown, ip: string, extraHeaders: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/reviews',
      payload: payload as object,
      remoteAddress: ip,
      headers: extraHeaders,
    });
  const adminList = async (): Promise<AdminReview[]> =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers })).json();
  const publicList = async () => (await t.app.inject({ method: 'GET', url: '/api/public/reviews' })).json();

  beforeAll(async () => {
    // Reviews may be posted half as often as the other forms, per day: 10 here (eleven tries below).
    t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS_MAX: '20' });
    headers = await adminHeaders(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores a visitor review unapproved and answers 201 {id, message}', async () => {
    const res = await submit(review(), nextIp());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.id).toMatch(/^[0-9a-f]{24}$/);
    expect(body.message).toBeTypeOf('string');
    const stored = (await adminList()).find((r) => r.id === body.id);
    expect(stored).toMatchObject({ approved: false, email: 'maria.schulz@example.org', rating: 5, service: 'wedding' });
    expect(await publicList()).toEqual([]);
  });

  it('shows approved reviews only, newest first, never with an e-mail', async () => {
    const ip = nextIp();
    const older = (await submit(review({ name: 'Olga', email: 'olga@example.ru', text_ru: 'Спасибо!' }), ip)).json().id;
    const newer = (await submit(review({ name: 'Peter', email: 'peter@example.de' }), ip)).json().id;
    for (const id of [older, newer]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/reviews/${id}`,
        headers,
        payload: { approved: true },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ approved: true, email: expect.stringContaining('@') });
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/public/reviews' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((r: { id: string }) => r.id)).toEqual([newer, older]);
    expect(res.body).not.toContain('@');
    expect(list[0]).not.toHaveProperty('email');
    expect(list[0]).not.toHaveProperty('approved');
    expect(list[1]).toMatchObject({ name: 'Olga', text_ru: 'Спасибо!', rating: 5 });
    const paged = await t.app.inject({ method: 'GET', url: '/api/public/reviews?limit=1&skip=1' });
    expect(paged.json().map((r: { id: string }) => r.id)).toEqual([older]);
  });

  it('validates the public form: name, e-mail, rating 1..5, service, a text in one language', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [review({ name: '' }), 'name'],
      [review({ email: 'not-an-address' }), 'email'],
      [review({ email: undefined }), 'email'],
      [review({ rating: 0 }), 'rating'],
      [review({ rating: 6 }), 'rating'],
      [review({ rating: 4.5 }), 'rating'],
      [review({ rating: '5' }), 'rating'],
      [review({ rating: 1e308 }), 'rating'],
      [review({ service: '' }), 'service'],
      [review({ text_de: '', text_ru: '' }), 'text_de'],
      [review({ text_de: 'x'.repeat(10_001) }), 'text_de'],
      [review({ name: 'Nul\u0000Byte' }), 'name'],
    ];
    for (const [payload, path] of cases) {
      // A fresh address per case: refused submissions count towards the rate limit too.
      const res = await submit(payload, nextIp());
      expect(res.statusCode, path).toBe(422);
      expect(
        res.json().errors.map((e: { path: string }) => e.path),
        path,
      ).toContain(path);
    }
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/public/reviews',
      payload: '[1,2,3]',
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextIp(),
    });
    expect(wrongType.statusCode).toBe(422);
  });

  it('stores one record for ten identical POSTs with one Idempotency-Key', async () => {
    const ip = nextIp();
    const before = (await adminList()).length;
    const payload = review({ name: 'Doppelklick' });
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await submit(payload, ip, { 'idempotency-key': 'review-key-1' }));
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const after = await adminList();
    expect(after.length).toBe(before + 1);
    expect(after.filter((r) => r.name === 'Doppelklick')).toHaveLength(1);
  });

  it('stores one record for ten concurrent identical POSTs with one Idempotency-Key', async () => {
    const ip = nextIp();
    const payload = review({ name: 'Gleichzeitig' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => submit(payload, ip, { 'idempotency-key': 'review-key-concurrent' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect((await adminList()).filter((r) => r.name === 'Gleichzeitig')).toHaveLength(1);
  });

  it('discards a submission with the honeypot filled, answering like a success', async () => {
    const before = (await adminList()).length;
    const res = await submit(review({ name: 'Bot', website: 'https://spam.example' }), nextIp());
    expect(res.statusCode).toBe(201);
    expect((await adminList()).length).toBe(before);
  });

  it('rate limits the public form per address: 429 with Retry-After', async () => {
    const ip = nextIp();
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await submit(review({ name: `Flood ${i}` }), ip)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    const limited = await submit(review(), ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().detail).toBeTypeOf('string');
    // Another address is not affected.
    expect((await submit(review(), nextIp())).statusCode).toBe(201);
  });

  it('lets the admin create, edit and delete reviews', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reviews',
      headers,
      payload: { name: 'Iwan', text_de: 'Sehr gut', text_ru: 'Очень хорошо', unknown: 'dropped' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Iwan', email: '', rating: 5, service: '', approved: false });
    expect(created.json()).not.toHaveProperty('unknown');
    const id = created.json().id;

    const rated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/reviews/${id}`,
      headers,
      payload: { rating: 4 },
    });
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toMatchObject({ rating: 4, name: 'Iwan', text_ru: 'Очень хорошо', approved: false });

    const withEmail = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/reviews/${id}`,
      headers,
      payload: { email: 'iwan@example.org', approved: true },
    });
    expect(withEmail.json()).toMatchObject({ email: 'iwan@example.org', approved: true, rating: 4 });
    // Approving again changes nothing else (no defaults sneak in).
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/reviews/${id}`,
      headers,
      payload: { approved: true },
    });
    expect(again.json()).toMatchObject({ email: 'iwan@example.org', rating: 4 });

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/reviews/${id}`, headers });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: expect.any(String) });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/reviews/${id}`, headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/admin/reviews/${id}`, headers, payload: { rating: 3 } }))
        .statusCode,
    ).toBe(404);
  });

  it('approves in one call a review written in one language only, lists those waiting, and never empties both texts', async () => {
    const german = (await submit(review({ name: 'Greta', text_de: 'Wunderbare Bilder', text_ru: '' }), nextIp())).json()
      .id;
    const waiting = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/reviews?status=pending&limit=500', headers })).json() as {
        id: string;
        approved: boolean;
      }[];
    expect((await waiting()).map((r) => r.id)).toContain(german);
    expect((await waiting()).every((r) => !r.approved)).toBe(true);

    const approved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/reviews/${german}`,
      headers,
      payload: { approved: true },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ approved: true, text_de: 'Wunderbare Bilder', text_ru: '' });
    expect((await waiting()).map((r) => r.id)).not.toContain(german);
    const approvedList = (
      await t.app.inject({ method: 'GET', url: '/api/admin/reviews?status=approved&limit=500', headers })
    ).json() as { id: string; approved: boolean }[];
    expect(approvedList.map((r) => r.id)).toContain(german);
    expect(approvedList.every((r) => r.approved)).toBe(true);
    const publicList = (await t.app.inject({ method: 'GET', url: '/api/public/reviews' })).json();
    expect(publicList.find((r: { id: string }) => r.id === german)).toMatchObject({ text_de: 'Wunderbare Bilder' });

    // Emptying the one text the review has is refused, with the stored text kept.
    const emptied = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/reviews/${german}`,
      headers,
      payload: { text_de: '' },
    });
    expect(emptied.statusCode).toBe(422);
    expect(emptied.json().errors).toEqual([expect.objectContaining({ path: 'text_de', code: 'required' })]);
    // Hiding it again is one call too.
    const hidden = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/reviews/${german}`,
      headers,
      payload: { approved: false },
    });
    expect(hidden.json()).toMatchObject({ approved: false, text_de: 'Wunderbare Bilder' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reviews?status=waiting', headers })).statusCode).toBe(
      422,
    );
  });

  it('validates the admin editor: name, rating, a text in either language; e-mail valid if given', async () => {
    const ok = { name: 'A', text_de: 'gut', text_ru: 'хорошо' };
    const russianOnly = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reviews',
      headers,
      payload: { name: 'Anna', text_ru: 'Прекрасно', approved: true },
    });
    expect(russianOnly.statusCode).toBe(201);
    expect(russianOnly.json()).toMatchObject({ text_de: '', text_ru: 'Прекрасно', approved: true });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, name: '' }, 'name'],
      [{ ...ok, text_de: '', text_ru: '' }, 'text_de'],
      [{ name: 'A' }, 'text_de'],
      [{ ...ok, email: 'kaputt' }, 'email'],
      [{ ...ok, rating: 9 }, 'rating'],
      [{ ...ok, approved: 'yes' }, 'approved'],
    ];
    for (const [payload, path] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/reviews', headers, payload });
      expect(res.statusCode, path).toBe(422);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const badPut = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/reviews/0123456789abcdef01234567',
      headers,
      payload: { rating: 0 },
    });
    expect(badPut.statusCode).toBe(422);
    const badId = await t.app.inject({ method: 'PUT', url: '/api/admin/reviews/12', headers, payload: { rating: 3 } });
    expect(badId.statusCode).toBe(422);
  });

  it('needs the admin token for the admin routes', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/reviews'],
      ['POST', '/api/admin/reviews'],
      ['PUT', '/api/admin/reviews/0123456789abcdef01234567'],
      ['DELETE', '/api/admin/reviews/0123456789abcdef01234567'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses a 2 MB name with a 4xx and stores nothing', async () => {
    const before = (await adminList()).length;
    const res = await submit(review({ name: 'x'.repeat(2 * 1024 * 1024) }), nextIp());
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().detail).toBeTypeOf('string');
    expect((await adminList()).length).toBe(before);
  });

  it('never answers a 500 to garbage list parameters', async () => {
    for (const query of ['?limit=-5', '?skip=-1', '?limit=abc', '?limit=10000000000000000000000', '?skip=1.5']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/public/reviews${query}` });
      expect(res.statusCode, query).toBe(422);
    }
  });
});
