import { CONSENT_TEXTS } from '@app/contracts';
import type { APIRequestContext } from '@playwright/test';
import { startSmtpServer, type TestSmtpServer } from '../../api/test/smtp.ts';
import { apiToken, signIn, unique } from './admin-helpers';
import { expect, test } from './fixtures';

/**
 * Issue 33 item 4 (ADR 039): a gallery link is shared with guests, so the opt-in to public use of
 * the photos is given by the client's mailbox. On the gallery page the client asks (German without
 * JavaScript, behind the gallery's password; Russian with it); a mail goes to the gallery's client
 * address (a real SMTP server on loopback); its link opens a page that asks for one click; only
 * then the office shows the opt-in, confirmed by that address, with the time. A gallery without an
 * address says so. At 1440 px and 390 px.
 */

// A client's mail can wait behind the outbox's retries of mails queued by earlier specs (their SMTP
// servers are gone): the journeys get the minute `mailedLink` waits, not the default 30 s.
test.describe.configure({ timeout: 120_000 });

let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startSmtpServer();
});
test.afterAll(async () => {
  await smtp.close();
});

async function useTestMail(request: APIRequestContext, token: string) {
  const saved = await request.put('/api/admin/settings/email-notifications', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      sender_email: 'studio@example.de',
      sender_password: 'app-pass-Zq81!xx',
      admin_email: 'owner@example.de',
      smtp_server: '127.0.0.1',
      smtp_port: smtp.port,
    },
  });
  expect(saved.status()).toBe(200);
}

async function createGallery(request: APIRequestContext, token: string, title: string, extra: object = {}) {
  const res = await request.post('/api/admin/galleries', {
    headers: { authorization: `Bearer ${token}` },
    data: { title_de: title, title_ru: `Галерея ${title}`, client_name: 'Anna Schmidt', expires_at: null, ...extra },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; token: string };
}

async function officeConsent(request: APIRequestContext, token: string, id: string) {
  const res = await request.get(`/api/admin/galleries/${id}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { publication_consent: Record<string, unknown> }).publication_consent;
}

/** The confirmation link the client's mailbox received (path and query, to open on the test server). */
async function mailedLink(to: string): Promise<string> {
  await expect
    .poll(() => smtp.mails.some((m) => m.to.includes(to) && /\/consent\?token=/.test(m.text)), { timeout: 60_000 })
    .toBe(true);
  const mail = smtp.mails.filter((m) => m.to.includes(to)).at(-1);
  const link = /https?:\/\/\S+\/consent\?token=[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? '';
  expect(link).not.toBe('');
  return new URL(link).pathname + new URL(link).search;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the client asks in German, confirms from the mailbox, and withdraws; the office shows it', async ({
    page,
    request,
  }, testInfo) => {
    const token = await apiToken(request);
    await useTestMail(request, token);
    const email = `kundin-${unique()}@example.de`;
    const gallery = await createGallery(request, token, `Opt-in ${unique()}`, {
      password: 'geheim-2026',
      client_email: email,
    });
    await page.goto(`/g/${gallery.token}`);
    await page.getByRole('main').getByLabel('Passwort').fill('geheim-2026');
    await page.getByRole('main').getByRole('button', { name: 'Galerie öffnen' }).click();
    const section = page.getByRole('region', { name: 'Dürfen wir Ihre Fotos zeigen?' });
    await section.getByLabel(CONSENT_TEXTS.gallery_publication.de).check();
    await section.getByRole('button', { name: 'Einwilligung geben' }).click();
    // Asked, not given: the page says a mail went out; the office sees it waiting.
    await expect(section.getByRole('status')).toContainText('Wir haben eine E-Mail an die Adresse geschickt');
    expect(await officeConsent(request, token, gallery.id)).toMatchObject({ status: 'pending', consent_id: null });
    await section.screenshot({ path: testInfo.outputPath('client-optin-de-pending.png') });

    // The mailbox: the link asks for one click; opening it alone records nothing.
    await page.goto(await mailedLink(email));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veröffentlichung Ihrer Fotos bestätigen');
    await expect(page.getByText(CONSENT_TEXTS.gallery_publication.de)).toBeVisible();
    expect((await officeConsent(request, token, gallery.id)).status).toBe('pending');
    await page.getByRole('button', { name: 'Ja, ich willige ein' }).click();
    await expect(page.getByRole('status')).toContainText('ist bestätigt');
    await page.screenshot({ path: testInfo.outputPath('client-optin-de-confirmed.png'), fullPage: true });
    expect(await officeConsent(request, token, gallery.id)).toMatchObject({
      status: 'given',
      lang: 'de',
      confirmed_email: email,
      confirmed_at: expect.any(String),
    });
    // The same link again: refused, in German.
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('nicht (mehr) gültig');

    await page.goto(`/g/${gallery.token}`);
    await expect(section.getByRole('status')).toContainText('Danke! Sie haben eingewilligt');
    await section.getByRole('button', { name: 'Einwilligung widerrufen' }).click();
    await expect(section).toContainText('Sie haben Ihre Einwilligung widerrufen');
    expect((await officeConsent(request, token, gallery.id)).status).toBe('withdrawn');
  });
});

test('in Russian: no address is said plainly; with one, the mailbox confirms and the office shows who and when', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const token = await signIn(page, request);
  await useTestMail(request, token);
  const client = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1440, height: 900 } });
  const visitor = await client.newPage();
  const ask = async (galleryToken: string) => {
    await visitor.goto(`/ru/g/${galleryToken}`);
    await visitor.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const section = visitor.getByRole('region', { name: 'Можно ли показать ваши фотографии?' });
    await section.getByLabel(CONSENT_TEXTS.gallery_publication.ru).check();
    await section.getByRole('button', { name: 'Дать согласие' }).click();
    return section;
  };

  const without = await createGallery(request, token, `Ohne Adresse ${unique()}`);
  const refused = await ask(without.token);
  await expect(refused.getByRole('alert')).toContainText('не указан адрес e-mail');
  expect((await officeConsent(request, token, without.id)).status).toBe('none');

  const email = `olga-${unique()}@example.ru`;
  const gallery = await createGallery(request, token, `Opt-in RU ${unique()}`, { client_email: email });
  const section = await ask(gallery.token);
  await expect(section.getByRole('status')).toContainText('мы отправили письмо');
  await visitor.goto(await mailedLink(email));
  await expect(visitor).toHaveURL(/\/ru\/consent\?token=/);
  await visitor.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await visitor.getByRole('button', { name: 'Да, я согласен(-на)' }).click();
  await expect(visitor.getByRole('status')).toContainText('подтверждено');
  await visitor.screenshot({ path: testInfo.outputPath('client-optin-ru-confirmed.png'), fullPage: true });
  await client.close();

  await page.goto(`/admin/galleries/${gallery.id}`);
  const shown = page.getByTestId('publication-consent');
  await expect(shown).toContainText(`подтверждено по почте с адреса ${email}`);
  await expect(shown).toContainText('русский текст');
  await expect(shown).toContainText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
});

test('the owner reads the gallery mail before it goes and sends it to the client in their language', async ({
  page,
  request,
}) => {
  const token = await signIn(page, request);
  await useTestMail(request, token);
  const id = unique();
  const to = `send-${id}@example.de`;
  const gallery = await createGallery(request, token, `Senden ${id}`, { client_email: to, language: 'ru' });
  await page.goto(`/admin/galleries/${gallery.id}`);
  await page.getByRole('button', { name: 'Отправить клиенту' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отправить галерею клиенту' });
  const preview = dialog.getByRole('region', { name: 'Предпросмотр письма' });
  await expect(preview).toContainText(`Ваши фотографии готовы: «Галерея Senden ${id}»`);
  await expect(preview).toContainText(`/ru/g/${gallery.token}`);
  const line = 'Спасибо за чудесный день!';
  await dialog.getByLabel('Личное сообщение клиенту (необязательно)').fill(line);
  await expect(preview).toContainText(line);
  await dialog.getByRole('button', { name: 'Отправить письмо' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Письмо отправлено: ${to}` })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => smtp.mails.some((m) => m.to.includes(to)), { timeout: 60_000 }).toBe(true);
  const mail = smtp.mails.find((m) => m.to.includes(to));
  expect(mail?.subject).toBe(`Ваши фотографии готовы: «Галерея Senden ${id}»`);
  expect(mail?.text).toContain(line);
  expect(mail?.text).toContain(`/ru/g/${gallery.token}`);
});
