import { API_ERROR_CODES, type ApiError } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, bearer } from '../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.ts';
import { injectMultipart } from '../modules/media/media.test-support.ts';

/**
 * Every refusal names a code the web side translates (the back office shows Russian, the public
 * site the visitor's language); fields name theirs, with the numbers a message needs.
 */
describe(`error codes in every error answer (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({}, { mailWorker: false, avifQueue: false, mediaSweep: false });
    auth = await adminHeaders(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const error = (res: { json(): unknown }) => res.json() as ApiError;

  it('names the rule each field of a public form broke', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact',
      payload: { name: '  ', email: 'not-an-address', message: 'Hallo', subject: 'x'.repeat(301) },
    });
    expect(res.statusCode).toBe(422);
    const body = error(res);
    expect(body.code).toBe('validation_failed');
    const byPath = Object.fromEntries((body.errors ?? []).map((e) => [e.path, e]));
    expect(byPath.name).toMatchObject({ code: 'required' });
    expect(byPath.email).toMatchObject({ code: 'invalid_email' });
    expect(byPath.subject).toMatchObject({ code: 'too_long', params: { maximum: 300 } });
    expect(byPath.message).toBeUndefined();
  });

  it('tells a missing token from a session that ended', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/stats' });
    expect([none.statusCode, error(none).code]).toEqual([401, 'unauthorized']);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/stats',
      headers: bearer('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'),
    });
    expect([forged.statusCode, error(forged).code]).toEqual([401, 'auth.session_expired']);
  });

  it('names taken slugs, the protected category and refused uploads', async () => {
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/portfolio-categories',
      headers: auth,
      payload: { slug: 'wedding', name_de: 'Hochzeit 2', name_ru: 'Свадьба 2' },
    });
    expect([taken.statusCode, error(taken).code]).toEqual([409, 'slug.taken']);

    const categories = (await t.app.inject({ method: 'GET', url: '/api/portfolio-categories' })).json() as {
      categories: { id: string; slug: string }[];
    };
    const all = categories.categories.find((c) => c.slug === 'all');
    const deleteAll = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/portfolio-categories/${all?.id}`,
      headers: auth,
    });
    expect([deleteAll.statusCode, error(deleteAll).code]).toEqual([400, 'category.protected']);

    const text = await injectMultipart(
      t,
      '/api/admin/uploads/image',
      [{ name: 'file', filename: 'photo.jpg', content: Buffer.from('just some text, not a photo') }],
      auth,
    );
    expect([text.statusCode, error(text).code]).toEqual([415, 'upload.not_an_image']);
    const none = await injectMultipart(t, '/api/admin/uploads/image', [{ name: 'x', value: 'y' }], auth);
    expect([none.statusCode, error(none).code]).toEqual([422, 'upload.missing_file']);
  });

  it('answers unknown paths, bad URLs and malformed JSON with codes too', async () => {
    for (const [url, status, code] of [
      ['/api/public/nothing-here', 404, 'not_found'],
      ['/api/public/blog/%zz', 400, 'bad_request'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([res.statusCode, error(res).code], url).toEqual([status, code]);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect([json.statusCode, error(json).code]).toEqual([400, 'bad_request']);
    expect(API_ERROR_CODES).toContain(error(json).code);
  });
});
