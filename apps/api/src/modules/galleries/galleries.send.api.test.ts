import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { startSmtpServer, type TestSmtpServer, testMailSettings } from '../../../test/smtp.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';

const OWNER = 'studio@foto.example';

/**
 * Issue 36 item 5: the owner sends the client their gallery from the office: a preview first,
 * then the mail in the gallery's language at the SMTP server, with her own line, never the
 * password; again when she asks; refused with a code without an address or without e-mail set up.
 */
describe(`the gallery sent to the client (${TEST_DB})`, () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let token: string;
  const admin = (method: 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const deliver = async () => {
    while ((await t.app.mailOutbox.processDue()).sent > 0) {}
    return smtp.mails;
  };
  const gallery = async (data: object) => {
    const res = await admin('POST', '/api/admin/galleries', {
      title_de: 'Hochzeit Lena & Tom',
      title_ru: 'Свадьба Лены и Тома',
      client_name: 'Lena',
      expires_at: '2027-08-31T21:59:59.000Z',
      ...data,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; token: string };
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ PUBLIC_URL: 'https://foto.example' }, { mailWorker: false, avifQueue: false });
    token = await adminToken(t);
    expect(
      (
        await admin(
          'PUT',
          '/api/admin/settings/email-notifications',
          testMailSettings(smtp.port, { admin_email: OWNER }),
        )
      ).statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('previews, then sends the German mail with her line and the link, and again on request', async () => {
    const g = await gallery({ client_email: 'lena@example.de', password: 'geheim-2027', downloads: 'original' });
    const line = 'Es war ein wunderschöner Tag <3 & danke für alles!';
    const preview = await admin('POST', `/api/admin/galleries/${g.id}/send/preview`, { message: line });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      to: 'lena@example.de',
      lang: 'de',
      subject: 'Ihre Fotos sind da: „Hochzeit Lena & Tom“',
    });
    // A preview sends nothing.
    expect(await deliver()).toHaveLength(0);

    const sent = await admin('POST', `/api/admin/galleries/${g.id}/send`, { message: line });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await deliver();
    expect(mail?.to).toContain('lena@example.de');
    expect(mail?.replyTo).toBe(OWNER);
    expect(mail?.subject).toBe('Ihre Fotos sind da: „Hochzeit Lena & Tom“');
    expect(mail?.text).toBe(preview.json().text);
    expect(mail?.text).toContain(`https://foto.example/g/${g.token}`);
    expect(mail?.text).toContain(line);
    expect(mail?.text).toContain('mit einem Passwort geschützt');
    expect(mail?.text).toContain('Der Link ist gültig bis 31. August 2027.');
    expect(mail?.text).not.toContain('geheim-2027');
    // Her line is text in the HTML part; only the gallery's link is a link.
    expect(mail?.html).toContain('wunderschöner Tag &lt;3 &amp; danke');
    expect([...(mail?.html ?? '').matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual([
      `https://foto.example/g/${g.token}`,
    ]);

    expect((await admin('POST', `/api/admin/galleries/${g.id}/send`, {})).statusCode).toBe(200);
    expect(await deliver()).toHaveLength(2);
  });

  it('writes to a Russian client in Russian, without a password line when there is none', async () => {
    const g = await gallery({ client_email: 'olga@example.ru', language: 'ru', downloads: 'off', expires_at: null });
    expect((await admin('POST', `/api/admin/galleries/${g.id}/send`, {})).statusCode).toBe(200);
    const mail = (await deliver()).find((m) => m.to.includes('olga@example.ru'));
    expect(mail?.subject).toBe('Ваши фотографии готовы: «Свадьба Лены и Тома»');
    expect(mail?.text).toContain('Здравствуйте, Lena!');
    expect(mail?.text).toContain(`https://foto.example/ru/g/${g.token}`);
    expect(mail?.text).not.toContain('паролем');
    expect(mail?.text).not.toContain('скачать');
    expect(mail?.text).not.toContain('Ссылка действует до');
  });

  it('refuses without a client address, with a bad line and for an unknown gallery', async () => {
    const g = await gallery({ client_email: '' });
    const none = await admin('POST', `/api/admin/galleries/${g.id}/send`, {});
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ code: 'gallery.no_client_email' });
    const long = await admin('POST', `/api/admin/galleries/${g.id}/send`, { message: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    const control = await admin('POST', `/api/admin/galleries/${g.id}/send`, { message: 'a\u0007b' });
    expect(control.statusCode).toBe(422);
    const missing = g.id.replace(/.$/, (last) => (last === 'a' ? 'b' : 'a'));
    expect((await admin('POST', `/api/admin/galleries/${missing}/send`, {})).statusCode).toBe(404);
  });
});
