import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { injectMultipart, makeImage, makePdf, makePdfWithHiddenJs } from '../media/media.test-support.ts';
import { PDF_ONLY, PDF_TOO_LARGE } from '../media/pdf-check.ts';

describe(`document uploads and documents (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({}, { avifQueue: false });
    auth = await adminHeaders(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const uploadPdf = (content: Buffer, filename = 'Vertrag.pdf', headers: Record<string, string> = auth) =>
    injectMultipart(
      t,
      '/api/admin/uploads/document',
      [{ name: 'file', filename, content, type: 'application/pdf' }],
      headers,
    );
  const docFiles = () => readdirSync(path.join(t.config.dataDir, 'media', 'doc'));

  it('stores a PDF and serves it inline (shown in the browser) with its original name, safely', async () => {
    const pdf = makePdf();
    const res = await uploadPdf(pdf, 'Договор "Hochzeit"\u0007; X-Injected: yes.pdf');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      filename: 'Договор Hochzeit; X-Injected yes.pdf',
      url: expect.stringMatching(/^\/media\/doc\/[0-9a-f]{24}\.pdf$/),
      size: pdf.length,
    });
    const file = await t.app.inject({ method: 'GET', url: body.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['x-injected']).toBeUndefined();
    // The API's policy: nothing runs, no page may frame the file (Chromium's PDF viewer still shows it).
    expect(file.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(file.headers['x-frame-options']).toBe('DENY');
    const disposition = String(file.headers['content-disposition']);
    expect(disposition).toBe(
      `inline; filename="_______ Hochzeit; X-Injected yes.pdf"; filename*=UTF-8''${encodeURIComponent('Договор')}%20Hochzeit%3B%20X-Injected%20yes.pdf`,
    );
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('keeps the client name out of the file system', async () => {
    const res = await uploadPdf(makePdf(), '../../../site.db.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.json().filename).toBe('site.db.pdf');
    expect(docFiles().every((f) => /^[0-9a-f]{24}\.pdf$/.test(f))).toBe(true);
    expect(existsSync(path.resolve(t.config.dataDir, '..', 'site.db.pdf'))).toBe(false);
  });

  it('refuses anything that is not a harmless PDF with 415 and the spec text', async () => {
    const before = docFiles();
    const cases: [string, Buffer][] = [
      ['fake.pdf', Buffer.from('<html><script>alert(1)</script></html>')],
      ['image.pdf', await makeImage(50, 50, 'png')],
      ['empty.pdf', Buffer.alloc(0)],
      ['cut.pdf', makePdf().subarray(0, 120)],
      ['js.pdf', makePdf('/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>')],
      ['escaped.pdf', makePdf('/OpenAction << /S /J#61vaScript /JS (x) >>')],
      ['hidden.pdf', makePdfWithHiddenJs()],
    ];
    for (const [name, content] of cases) {
      const res = await uploadPdf(content, name);
      expect(res.statusCode, name).toBe(415);
      expect(res.json(), name).toEqual({ detail: PDF_ONLY, code: 'upload.not_a_pdf' });
    }
    expect(docFiles()).toEqual(before);
    expect(readdirSync(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
  });

  it('accepts exactly 10 MB and refuses one byte more with 413 and the spec text', async () => {
    const pdf = makePdf();
    const pad = (size: number) => {
      const head = pdf.subarray(0, 9); // "%PDF-1.7\n"
      const filler = Buffer.alloc(size - pdf.length, 0x20);
      return Buffer.concat([head, filler, pdf.subarray(9)]);
    };
    const max = await uploadPdf(pad(10_485_760));
    expect(max.statusCode, max.body).toBe(200);
    expect(max.json().size).toBe(10_485_760);
    const over = await uploadPdf(pad(10_485_761));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ detail: PDF_TOO_LARGE, code: 'upload.pdf_too_large' });
    expect(readdirSync(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
  });

  it('needs the token to upload or write documents', async () => {
    expect((await uploadPdf(makePdf(), 'a.pdf', {})).statusCode).toBe(401);
    for (const [method, url] of [
      ['POST', '/api/admin/settings/documents'],
      ['PUT', '/api/admin/settings/documents/000000000000000000000000'],
      ['DELETE', '/api/admin/settings/documents/000000000000000000000000'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: { name_de: 'x' } });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('creates, lists (active only for visitors), updates and deletes documents, removing unused files', async () => {
    const file = async (name: string) => (await uploadPdf(makePdf(), name)).json();
    const de = await file('Vertrag.pdf');
    const ru = await file('Договор.pdf');
    const input = {
      name_de: 'Vertrag',
      name_ru: 'Договор',
      description_de: 'Der Fotovertrag',
      filename_de: de.filename,
      file_url_de: de.url,
      file_size_de: de.size,
      filename_ru: ru.filename,
      file_url_ru: ru.url,
      file_size_ru: ru.size,
      sort_order: 2,
    };
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings/documents',
      headers: auth,
      payload: { name_de: 'Vertrag', name_ru: 'Договор' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.map((e: { path: string }) => e.path)).toContain('file_url_de');
    const noName = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings/documents',
      headers: auth,
      payload: { ...input, name_ru: '' },
    });
    expect(noName.statusCode).toBe(422);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings/documents',
      headers: auth,
      payload: input,
    });
    expect(created.statusCode, created.body).toBe(201);
    const doc = created.json().document;
    expect(doc).toMatchObject({ ...input, active: true, description_ru: '', file_url: '', file_size: null });
    expect(doc.id).toMatch(/^[0-9a-f]{24}$/);

    const hidden = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings/documents',
      headers: auth,
      payload: { name_de: 'Fragebogen', name_ru: 'Анкета', file_url: de.url, active: false, sort_order: 1 },
    });
    expect(hidden.statusCode).toBe(201);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings/documents',
      headers: auth,
      payload: { name_de: 'AGB', name_ru: 'Условия', file_url_de: de.url, sort_order: 0 },
    });
    const firstId = first.json().document.id;

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/settings/documents' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().documents.map((d: { name_de: string }) => d.name_de)).toEqual(['AGB', 'Vertrag']);
    const admin = await t.app.inject({ method: 'GET', url: '/api/admin/settings/documents', headers: auth });
    expect(admin.json().documents.map((d: { name_de: string }) => d.name_de)).toEqual(['AGB', 'Fragebogen', 'Vertrag']);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings/documents',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(forged.json().documents).toHaveLength(2);

    // Replace the Russian file: the old one is no longer linked anywhere and goes away.
    const ru2 = await file('Договор-2.pdf');
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/settings/documents/${doc.id}`,
      headers: auth,
      payload: { ...input, file_url_ru: ru2.url, filename_ru: ru2.filename, active: false },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().document).toMatchObject({ id: doc.id, file_url_ru: ru2.url, active: false });
    expect((await t.app.inject({ method: 'GET', url: ru.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: ru2.url })).statusCode).toBe(200);

    // Deleting a document keeps files that other documents still link (de.url), removes the rest.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/settings/documents/${doc.id}`,
      headers: auth,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBeTypeOf('string');
    expect((await t.app.inject({ method: 'GET', url: ru2.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: de.url })).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/settings/documents/${firstId}`, headers: auth });
    expect((await t.app.inject({ method: 'GET', url: de.url })).statusCode).toBe(200); // still the hidden one's

    for (const [method, id] of [
      ['PUT', doc.id],
      ['DELETE', doc.id],
      ['PUT', 'not-an-id'],
      ['DELETE', '000000000000000000000000'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/admin/settings/documents/${id}`,
        headers: auth,
        ...(method === 'PUT' ? { payload: input } : {}),
      });
      expect(res.statusCode, `${method} ${id}`).toBe(404);
      expect(res.json().detail).toBeTypeOf('string');
    }
  });
});
