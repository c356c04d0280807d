import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/admin.ts';
import { createTestApp, storedFiles, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { API_MODULES } from '../../app.ts';
import { injectMultipart, makeImage, makePdf, makePdfWithHiddenJs } from '../media/media.test-support.ts';
import { backupDirsOf } from '../module.ts';

/**
 * Issue 16 item 5: a project's signed release (PDF) kept with its publication consent: checked by
 * content, stored outside the public tree, fetched only by the owner, replaced, removed, deleted
 * with the project, and in every backup.
 */
describe(`consent documents of projects (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({}, { avifQueue: false });
    auth = await adminHeaders(t);
  });
  afterAll(async () => t.close());

  async function project(title: string): Promise<string> {
    const fields = {
      title_de: title,
      title_ru: title,
      description_de: 'Text',
      description_ru: 'Текст',
      category: 'wedding',
    };
    const parts = [
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      { name: 'images', filename: 'a.jpg', content: await makeImage(600, 400), type: 'image/jpeg' },
    ];
    const res = await injectMultipart(t, '/api/admin/portfolio', parts, auth, 'POST');
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }
  const url = (id: string) => `/api/admin/portfolio/${id}/consent/document`;
  const upload = (id: string, content: Buffer, filename = 'Einwilligung Anna.pdf') =>
    injectMultipart(t, url(id), [{ name: 'file', filename, content, type: 'application/pdf' }], auth, 'PUT');
  const names = async () => (await storedFiles(t).list('consents/')).map((key) => key.slice('consents/'.length));
  const exists = (name: string) => storedFiles(t).exists(`consents/${name}`);
  const read = (name: string) => storedFiles(t).read(`consents/${name}`);

  it('stores a checked PDF privately, serves it only to the owner, replaces and removes it', async () => {
    const id = await project('Mit Einwilligung');
    const pdf = makePdf();
    const res = await upload(id, pdf);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().consent.document).toEqual({
      name: 'Einwilligung Anna.pdf',
      size: pdf.length,
      uploaded_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // The consent record keeps it when the rest of the consent is saved.
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/portfolio/${id}/consent`,
      headers: auth,
      payload: { status: 'obtained', date: '2026-05-01', note: '', people: [{ name: 'Anna' }] },
    });
    expect(saved.json().consent.document?.name).toBe('Einwilligung Anna.pdf');

    const got = await t.app.inject({ method: 'GET', url: url(id), headers: auth });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['cache-control']).toBe('private, no-store');
    expect(got.headers['content-disposition']).toContain('attachment;');
    expect(got.rawPayload.equals(pdf)).toBe(true);
    // Only for the owner; never under the public tree.
    expect((await t.app.inject({ method: 'GET', url: url(id) })).statusCode).toBe(401);
    expect(await names()).toEqual([`${id}.pdf`]);
    expect(await storedFiles(t).list('media/consents')).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/media/../consents/${id}.pdf` })).statusCode).not.toBe(200);
    expect(backupDirsOf(API_MODULES)).toContain('consents');

    // A new file replaces the old one.
    const second = makePdf('/Lang (de)');
    expect((await upload(id, second, 'zweite.pdf')).json().consent.document.name).toBe('zweite.pdf');
    expect((await read(`${id}.pdf`)).equals(second)).toBe(true);
    expect(await names()).toEqual([`${id}.pdf`]);

    const removed = await t.app.inject({ method: 'DELETE', url: url(id), headers: auth });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().consent).toMatchObject({ status: 'obtained', document: null });
    expect(await exists(`${id}.pdf`)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: url(id), headers: auth })).json()).toMatchObject({
      code: 'not_found',
    });
    expect((await t.app.inject({ method: 'DELETE', url: url(id), headers: auth })).statusCode).toBe(404);
  });

  it('refuses what is not a clean PDF (415), a missing file (422) and unknown projects (404); keeps the old file', async () => {
    const id = await project('Abgelehnt');
    expect((await upload(id, makePdf())).statusCode).toBe(200);
    for (const bad of [makePdfWithHiddenJs(), await makeImage(100, 100), Buffer.from('%PDF-1.4 cut off')]) {
      const res = await upload(id, bad, 'x.pdf');
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'upload.not_a_pdf', detail: expect.any(String) });
    }
    expect((await read(`${id}.pdf`)).equals(makePdf())).toBe(true);
    expect((await names()).filter((name) => name.includes('.part'))).toEqual([]);
    const none = await injectMultipart(t, url(id), [{ name: 'note', value: 'x' }], auth, 'PUT');
    expect(none.statusCode).toBe(422);
    expect(none.json().code).toBe('upload.missing_file');
    expect((await upload('0123456789abcdef01234567', makePdf())).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url('nope'), headers: auth })).statusCode).toBeLessThan(500);
  });

  it('deletes the file with its project', async () => {
    const id = await project('Wird gelöscht');
    expect((await upload(id, makePdf())).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/portfolio/${id}`, headers: auth })).statusCode,
    ).toBe(200);
    expect(await exists(`${id}.pdf`)).toBe(false);
  });
});
