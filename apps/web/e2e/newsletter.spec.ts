import { blogSlug } from '@app/contracts';
import { startSmtpServer, type TestSmtpServer } from '../../api/test/smtp.ts';
import { pngFile, signIn, unique } from './admin-helpers';
import { expect, test } from './fixtures';
import { adminToken, withCookieChoice } from './helpers';

/**
 * Issue 20 item 5: the newsletter with double opt-in, without JavaScript, in Russian: the footer's
 * sign-up, the confirmation link from a real mail (read at an SMTP server on loopback), the
 * unsubscribe link of the welcome mail, and the owner's list.
 */
let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startSmtpServer();
});
test.afterAll(async () => {
  await smtp.close();
});

test.use({ javaScriptEnabled: false });

test('sign up in the footer, confirm and unsubscribe through the mailed links, all without JavaScript', async ({
  page,
  context,
  request,
}) => {
  await withCookieChoice(context);
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const saved = await request.put('/api/admin/settings/email-notifications', {
    headers,
    data: {
      sender_email: 'studio@example.de',
      sender_password: 'app-pass-Zq81!xx',
      admin_email: 'owner@example.de',
      smtp_server: '127.0.0.1',
      smtp_port: smtp.port,
    },
  });
  expect(saved.status()).toBe(200);
  const email = `leser-${unique()}@example.de`;
  const mailTo = async (count: number) => {
    await expect
      .poll(() => smtp.mails.filter((m) => m.to.includes(email)).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(count);
    return smtp.mails.filter((m) => m.to.includes(email));
  };

  await page.goto('/ru/');
  const footer = page.getByRole('region', { name: 'Рассылка' });
  // The footer's button is light on the dark footer (the page's dark button would vanish there).
  const footerButton = footer.getByRole('button', { name: 'Подписаться' });
  expect(await footerButton.evaluate((b) => getComputedStyle(b).backgroundColor)).toMatch(
    /rgb\((2[2-5]\d), (2[2-5]\d), (2[2-5]\d)\)/,
  );
  await footer.getByLabel('Адрес e-mail').fill(email);
  await footer.getByRole('checkbox').check();
  await footer.getByRole('button', { name: 'Подписаться' }).click();
  await expect(page).toHaveURL(/\/ru\/newsletter\?sent=1$/);
  await expect(page.getByRole('status')).toContainText('откройте письмо');
  // The newsletter page has its own form: the footer does not repeat it there.
  await expect(page.getByRole('region', { name: 'Рассылка' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: 'Подписаться' })).toBeVisible();

  const [confirmation] = await mailTo(1);
  expect(confirmation?.subject).toBe('Подтвердите подписку на рассылку');
  const confirmLink =
    /https?:\/\/\S+\/ru\/newsletter\?confirm=[A-Za-z0-9_-]+/.exec(confirmation?.text ?? '')?.[0] ?? '';
  expect(confirmLink).not.toBe('');
  // Opening the link confirms nothing yet (a mail scanner would): it asks for the click.
  await page.goto(new URL(confirmLink).pathname + new URL(confirmLink).search);
  const listed = async (filter: string) => {
    const res = await request.get(`/api/admin/newsletter/subscribers?status=${filter}&limit=500`, { headers });
    return ((await res.json()) as { email: string }[]).some((s) => s.email === email);
  };
  expect(await listed('pending')).toBe(true);
  await page.getByRole('button', { name: 'Подтвердить подписку' }).click();
  await expect(page).toHaveURL(/\/ru\/newsletter\?confirmed=1$/);
  await expect(page.getByRole('status')).toContainText('Подписка подтверждена');
  expect(await listed('confirmed')).toBe(true);
  // The link works once.
  await page.goto(new URL(confirmLink).pathname + new URL(confirmLink).search);
  await page.getByRole('button', { name: 'Подтвердить подписку' }).click();
  await expect(page.getByRole('alert')).toContainText('Ссылка недействительна');

  const [, welcome] = await mailTo(2);
  const unsubscribeLink =
    /https?:\/\/\S+\/ru\/newsletter\?unsubscribe=[A-Za-z0-9_-]+/.exec(welcome?.text ?? '')?.[0] ?? '';
  await page.goto(new URL(unsubscribeLink).pathname + new URL(unsubscribeLink).search);
  await page.getByRole('button', { name: 'Отписаться' }).click();
  await expect(page.getByRole('status')).toContainText('Вы отписаны.');
  expect(await listed('unsubscribed')).toBe(true);
  expect(await listed('confirmed')).toBe(false);
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });
  test('the German footer form and the owner’s list', async ({ page, context, request }) => {
    await withCookieChoice(context);
    const email = `kunde-${unique()}@example.de`;
    await page.goto('/');
    const footer = page.getByRole('region', { name: 'Newsletter' });
    await footer.getByLabel('E-Mail-Adresse').fill(email);
    await footer.getByRole('checkbox').check();
    await footer.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/newsletter\?sent=1$/);
    await expect(page.getByRole('status')).toContainText('Bitte öffnen Sie die E-Mail');

    await signIn(page, request);
    await page.goto('/admin/newsletter');
    await page.getByRole('button', { name: 'Ждут подтверждения' }).click();
    const row = page.locator(`li[data-subscriber="${email}"]`);
    await expect(row).toContainText('Ждёт подтверждения');
    await expect(row).toContainText('по-немецки');
  });
});

test('a post ends with the newsletter sign-up, in the post’s language', async ({ page, request }) => {
  const id = unique();
  const created = await request.post('/api/admin/blog', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    multipart: {
      title_de: `Herbstlicht ${id}`,
      title_ru: `Осенний свет ${id}`,
      excerpt_de: 'Ein Abend an der Saale.',
      excerpt_ru: 'Вечер у Заале.',
      content_de: 'Erster Absatz.',
      content_ru: 'Первый абзац.',
      author: 'Anna Weber',
      published: 'true',
      image: await pngFile('licht.png', '#caa472'),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const post = (await created.json()) as { id: string; slug: string };
  const path = post.slug || blogSlug(`Herbstlicht ${id}`, post.id);
  await page.goto(`/blog/${path}`);
  const section = page.getByRole('region', { name: 'Neuigkeiten per E-Mail' });
  await expect(section.getByLabel('E-Mail-Adresse')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await page.goto(`/ru/blog/${path}`);
  await expect(
    page.getByRole('region', { name: 'Новости по e-mail' }).getByRole('button', { name: 'Подписаться' }),
  ).toBeVisible();
});
