import type { Page } from '@playwright/test';
import { ADMIN, acceptDialogs, apiToken, openNav, pngFile, signIn, unique } from './admin-helpers';
import { expect, test } from './fixtures';

/**
 * Issue 19, item 1 (ADR 019): no work is lost in the back office. Closing a dialog, switching a
 * settings tab or leaving a page with unsaved changes asks first; post and project drafts are kept
 * in the browser; a revoked session opens a sign-in dialog over the form and the save goes through
 * after it; a session in use is renewed before it ends.
 */

/** The browser's own confirm()/alert() (never wanted) and beforeunload questions, by type. */
function nativeDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.type());
    void dialog.accept();
  });
  return seen;
}

const CLOSE_QUESTION = 'Закрыть без сохранения?';

test('closing a dialog with typed text asks first, in the app and in Russian; without changes it closes at once', async ({
  page,
  request,
}) => {
  const natives = nativeDialogs(page);
  await signIn(page, request);
  await page.goto('/admin/blog');
  const open = () => page.getByRole('button', { name: 'Написать статью' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая статья' });
  const question = page.getByRole('alertdialog', { name: CLOSE_QUESTION });

  // Nothing changed: Escape closes at once.
  await open();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Typed and deleted again is no change either.
  await open();
  await dialog.getByLabel('Заголовок (немецкий)').fill('x');
  await dialog.getByLabel('Заголовок (немецкий)').fill('');
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();
  await expect(question).toHaveCount(0);

  // Typed text: Escape, the close button, Отмена and a click outside all ask; staying keeps it.
  await open();
  const article = dialog.getByLabel('Текст статьи (немецкий)');
  await article.fill('Ein langer Artikel über die Hochzeit am See.');
  const closers: [string, () => Promise<void>][] = [
    ['Escape', () => page.keyboard.press('Escape')],
    ['close button', () => dialog.getByRole('button', { name: 'Закрыть' }).click()],
    ['Отмена', () => dialog.getByRole('button', { name: 'Отмена' }).click()],
    ['click outside', () => page.mouse.click(4, 4)],
  ];
  for (const [how, close] of closers) {
    await close();
    await expect(question, how).toBeVisible();
    await expect(question).toContainText('несохранённые изменения');
    await question.getByRole('button', { name: 'Продолжить редактирование' }).click();
    await expect(question).toBeHidden();
    await expect(dialog, how).toBeVisible();
    await expect(article).toHaveText('Ein langer Artikel über die Hochzeit am See.');
  }
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await question.getByRole('button', { name: 'Закрыть без сохранения' }).click();
  await expect(dialog).toBeHidden();
  expect(natives).toEqual([]);
});

test('every dialog form asks the same: projects, categories, reviews, locations, documents', async ({
  page,
  request,
}) => {
  // Five office pages opened one after another: about 12 s alone, over 30 s on a busy machine.
  test.setTimeout(60_000);
  const natives = nativeDialogs(page);
  await signIn(page, request);
  const cases: { path: string; tab?: string; button: string; field: string }[] = [
    { path: '/admin/portfolio', button: 'Добавить проект', field: 'Название (немецкий)' },
    { path: '/admin/portfolio', tab: 'Категории', button: 'Добавить категорию', field: 'Название (немецкий)' },
    { path: '/admin/reviews', button: 'Добавить отзыв', field: 'Имя клиента' },
    { path: '/admin/locations', button: 'Добавить локацию', field: 'Название города (DE)' },
    { path: '/admin/settings', tab: 'Документы', button: 'Добавить документ', field: 'Название (немецкий)' },
  ];
  for (const { path, tab, button, field } of cases) {
    await page.goto(path);
    if (tab) await page.getByRole('button', { name: tab, exact: true }).click();
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(field).fill(`Entwurf ${unique()}`);
    await page.keyboard.press('Escape');
    const question = page.getByRole('alertdialog', { name: CLOSE_QUESTION });
    await expect(question, button).toBeVisible();
    await question.getByRole('button', { name: 'Закрыть без сохранения' }).click();
    await expect(dialog, button).toBeHidden();
    // Unchanged, it closes at once.
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog'), button).toBeHidden();
    await expect(question).toHaveCount(0);
  }
  expect(natives).toEqual([]);
});

test('the inbox note asks like every dialog form, and not once it is saved', async ({ page, request }) => {
  const natives = nativeDialogs(page);
  const services = (await (await request.get('/api/admin/settings/services')).json()) as {
    services: { id: string; active: boolean; tariffs: { id: string }[] }[];
  };
  // A service booked by plain request (weddings are one per day: other journeys book those days).
  const service =
    services.services.find((s) => s.active && s.id === 'restoration') ?? services.services.find((s) => s.active);
  const id = unique();
  const name = `Notiz ${id}`;
  const sent = await request.post('/api/public/booking', {
    headers: { 'Idempotency-Key': `booking-${id}` },
    data: {
      name,
      email: 'notiz@example.com',
      phone: '+49 170 7654321',
      date: '2027-08-17',
      service: service?.id,
      tariff: service?.tariffs[0]?.id ?? '',
      message: 'Bitte zurückrufen.',
      consent: true,
    },
  });
  expect(sent.status()).toBe(201);
  await signIn(page, request);
  await page.goto('/admin/forms');
  await page.getByRole('button', { name: 'Бронирования' }).click();
  await page.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: 'Открыть' }).click();
  const detail = page.getByRole('dialog');
  await detail.getByLabel('Заметка (видна только вам)').fill('Am Dienstag anrufen');
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog', { name: CLOSE_QUESTION });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Продолжить редактирование' }).click();
  await detail.getByRole('button', { name: 'Сохранить заметку' }).click();
  await expect(detail.getByRole('button', { name: 'Сохранить заметку' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(question).toHaveCount(0);
  expect(natives).toEqual([]);
});

test('switching a settings tab or leaving the page with unsaved edits asks; after saving it does not', async ({
  page,
  request,
}) => {
  const natives = nativeDialogs(page);
  await signIn(page, request);
  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Контакты', exact: true }).click();
  const hours = page.getByLabel('Часы работы');
  await expect(hours).toBeVisible();
  const before = await hours.inputValue();
  const edited = `${before || 'Mo–Fr 9:00–18:00'} · ${unique()}`;
  await hours.fill(edited);

  const switchQuestion = page.getByRole('alertdialog', { name: 'Перейти на другую вкладку?' });
  await page.getByRole('button', { name: 'Соцсети', exact: true }).click();
  await expect(switchQuestion).toBeVisible();
  await switchQuestion.getByRole('button', { name: 'Остаться' }).click();
  await expect(hours).toHaveValue(edited);

  // Leaving the page in the app asks in the app.
  await openNav(page);
  await page.getByRole('link', { name: 'Блог' }).click();
  const leaveQuestion = page.getByRole('alertdialog', { name: 'Уйти со страницы?' });
  await expect(leaveQuestion).toBeVisible();
  await leaveQuestion.getByRole('button', { name: 'Остаться' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\?tab=contact$/);
  await expect(hours).toHaveValue(edited);

  // Closing the browser tab asks the browser's own question.
  expect(natives).toEqual([]);
  page.removeAllListeners('dialog');
  const unload = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const asked = await unload;
  expect(asked.type()).toBe('beforeunload');
  await asked.dismiss();
  await expect(hours).toHaveValue(edited);

  // Saved: switching and leaving go at once.
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Контактная информация обновлена' })).toBeVisible();
  await page.getByRole('button', { name: 'Соцсети', exact: true }).click();
  await expect(switchQuestion).toHaveCount(0);
  await expect(page.getByLabel('Instagram URL')).toBeVisible();

  // Edited again, the owner drops the change: the tab switches.
  await page.getByLabel('Instagram URL').fill('https://instagram.com/entwurf');
  await page.getByRole('button', { name: 'Контакты', exact: true }).click();
  await switchQuestion.getByRole('button', { name: 'Перейти без сохранения' }).click();
  await expect(hours).toHaveValue(edited);
  await hours.fill(before);
  if (before) {
    // The banner of the save above may still be showing: wait for this save's own answer.
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/settings/contact') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Сохранить' }).click();
    expect((await saved).ok()).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'Контактная информация обновлена' })).toBeVisible();
  }
  await openNav(page);
  await page.getByRole('link', { name: 'Блог' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(leaveQuestion).toHaveCount(0);
});

test('a post draft survives a reload, is offered back and is gone after saving; a project draft can be dropped', async ({
  page,
  request,
}) => {
  acceptDialogs(page); // the reload's beforeunload question
  const token = await signIn(page, request);
  const title = `Entwurf überlebt ${unique()}`;
  const text = 'Ein ganzer Artikel, Absatz für Absatz geschrieben.';
  await page.goto('/admin/blog');
  await page.getByRole('button', { name: 'Написать статью' }).click();
  let dialog = page.getByRole('dialog', { name: 'Новая статья' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Восстановить черновик?')).toHaveCount(0);
  await dialog.getByLabel('Заголовок (немецкий)').fill(title);
  await dialog.getByLabel('Текст статьи (немецкий)').fill(text);

  await page.reload();
  await page.getByRole('button', { name: 'Написать статью' }).click();
  dialog = page.getByRole('dialog', { name: 'Новая статья' });
  await expect(dialog.getByText('Восстановить черновик?')).toBeVisible();
  await expect(dialog.getByLabel('Заголовок (немецкий)')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Восстановить' }).click();
  await expect(dialog.getByText('Восстановить черновик?')).toHaveCount(0);
  await expect(dialog.getByLabel('Заголовок (немецкий)')).toHaveValue(title);
  await expect(dialog.getByLabel('Текст статьи (немецкий)')).toHaveText(text);

  // A restored draft is an unsaved change like any other.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog', { name: CLOSE_QUESTION })).toBeVisible();
  await page.getByRole('button', { name: 'Продолжить редактирование' }).click();

  await dialog.getByLabel('Заголовок (русский)').fill('Черновик выжил');
  await dialog.getByLabel('Краткое описание (немецкий)').fill('Kurz.');
  await dialog.getByLabel('Краткое описание (русский)').fill('Кратко.');
  await dialog.getByLabel('Текст статьи (русский)').fill('Целая статья.');
  await dialog.getByLabel('Выбрать изображение').setInputFiles(await pngFile('draft.png', '#0f766e'));
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  const posts = (await (
    await request.get('/api/admin/blog?limit=500', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { title_de: string; content_de: string }[];
  expect(posts.find((p) => p.title_de === title)?.content_de).toBe(`<p>${text}</p>`);
  expect(await page.evaluate(() => window.localStorage.getItem('admin_draft:post:new'))).toBeNull();
  await page.getByRole('button', { name: 'Написать статью' }).click();
  await expect(page.getByRole('dialog', { name: 'Новая статья' })).toBeVisible();
  await expect(page.getByText('Восстановить черновик?')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Projects keep their drafts the same way; "Удалить черновик" drops one.
  await page.goto('/admin/portfolio');
  await page.getByRole('button', { name: 'Добавить проект' }).click();
  await page.getByRole('dialog').getByLabel('Название (немецкий)').fill('Projekt im Entwurf');
  await page.reload();
  await page.getByRole('button', { name: 'Добавить проект' }).click();
  const project = page.getByRole('dialog');
  await expect(project.getByText('Восстановить черновик?')).toBeVisible();
  await project.getByRole('button', { name: 'Удалить черновик' }).click();
  await expect(project.getByText('Восстановить черновик?')).toHaveCount(0);
  await expect(project.getByLabel('Название (немецкий)')).toHaveValue('');
  expect(await page.evaluate(() => window.localStorage.getItem('admin_draft:project:new'))).toBeNull();
  await page.keyboard.press('Escape');
  await expect(project).toBeHidden();
});

test('a session revoked mid-edit opens a sign-in dialog over the form; after signing in the article is saved', async ({
  page,
  request,
}) => {
  const natives = nativeDialogs(page);
  const token = await signIn(page, request);
  const title = `Nach der Anmeldung gespeichert ${unique()}`;
  const article = 'Ein langer Artikel.\n\nZweiter Absatz, der nicht verloren gehen darf.';
  await page.goto('/admin/blog');
  await page.getByRole('button', { name: 'Написать статью' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая статья' });
  await dialog.getByLabel('Заголовок (немецкий)').fill(title);
  await dialog.getByLabel('Заголовок (русский)').fill('Сохранено после входа');
  await dialog.getByLabel('Краткое описание (немецкий)').fill('Kurz.');
  await dialog.getByLabel('Краткое описание (русский)').fill('Кратко.');
  await dialog.getByLabel('Текст статьи (немецкий)').fill(article);
  await dialog.getByLabel('Текст статьи (русский)').fill('Длинная статья.');
  await dialog.getByLabel('Выбрать изображение').setInputFiles(await pngFile('after-sign-in.png', '#b45309'));

  // Meanwhile the session ends elsewhere: a log-out revokes every token.
  const out = await request.post('/api/admin/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(out.ok()).toBe(true);

  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  const signInDialog = page.getByRole('dialog', { name: 'Войдите снова' });
  await expect(signInDialog).toBeVisible({ timeout: 15_000 });
  await expect(signInDialog).toContainText('Сеанс завершился');
  await expect(signInDialog.getByLabel('Имя пользователя')).toHaveValue(ADMIN.username);
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await signInDialog.getByLabel('Пароль', { exact: true }).fill(ADMIN.password);
  await signInDialog.getByRole('button', { name: 'Войти', exact: true }).click();

  await expect(signInDialog).toBeHidden({ timeout: 15_000 });
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  const fresh = await apiToken(request);
  const posts = (await (
    await request.get('/api/admin/blog?limit=500', { headers: { Authorization: `Bearer ${fresh}` } })
  ).json()) as { title_de: string; content_de: string; image: string }[];
  const saved = posts.find((p) => p.title_de === title);
  // Every paragraph typed before the session ended (the server stores the text sanitised).
  expect(saved?.content_de).toContain('Ein langer Artikel.');
  expect(saved?.content_de).toContain('Zweiter Absatz, der nicht verloren gehen darf.');
  expect(saved?.image).toBeTruthy();
  expect(natives).toEqual([]);
});

test('a session in use is renewed before it ends', async ({ page, request }) => {
  const token = await signIn(page, request);
  const claims = (t: string) =>
    JSON.parse(Buffer.from(t.split('.')[1] ?? '', 'base64url').toString()) as { exp: number; ver: number; iat: number };
  // A renewed token is stamped at least a second later (a JWT counts whole seconds): wait for the
  // next second on this machine's clock, which the server shares.
  await expect.poll(() => Math.floor(Date.now() / 1000)).toBeGreaterThan(claims(token).iat);
  // The office's clock says 7 h 40 min have passed since the sign-in: 20 minutes are left.
  await page.clock.install({ time: new Date(Date.now() + (7 * 60 + 40) * 60_000) });
  await page.goto('/admin/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Блог' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('admin_token')), { timeout: 10_000 })
    .not.toBe(token);
  const renewed = (await page.evaluate(() => window.localStorage.getItem('admin_token'))) ?? '';
  expect(claims(renewed).exp).toBeGreaterThan(claims(token).exp);
  expect(claims(renewed).ver).toBe(claims(token).ver);
  const verify = await request.get('/api/admin/verify', { headers: { Authorization: `Bearer ${renewed}` } });
  expect(verify.status()).toBe(200);
});
