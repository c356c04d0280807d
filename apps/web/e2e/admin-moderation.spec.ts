import { acceptDialogs, signIn, unique } from './admin-helpers';
import { expect, test } from './fixtures';

/**
 * Issue 19 items 2, 3 and 7: moderation in one click (a review written in German only is approved
 * from the list and shows on both language versions), every answer of the office in Russian and in
 * the office's own dialogs (never the browser's), and a dashboard that says when it could not load.
 */
test('a German-only review is approved in one click from the waiting list and is public in both languages', async ({
  page,
  request,
}) => {
  const native = acceptDialogs(page);
  const id = unique();
  const name = `Greta ${id}`;
  const text = `Wunderbare Hochzeitsbilder ${id}`;
  const sent = await request.post('/api/public/reviews', {
    headers: { 'Idempotency-Key': `moderation-${id}` },
    data: { name, email: 'greta@example.de', rating: 5, service: 'Hochzeit', text_de: text, text_ru: '' },
  });
  expect(sent.status()).toBe(201);
  await signIn(page, request);

  // The dashboard counts the waiting reviews and its tile opens them.
  await page.goto('/admin/dashboard');
  const tile = page.getByRole('link', { name: /Отзывы ждут одобрения/ });
  await expect(tile).toBeVisible();
  expect(Number(await tile.locator('span.text-2xl').textContent())).toBeGreaterThanOrEqual(1);
  await tile.click();
  await expect(page).toHaveURL(/\/admin\/reviews\?status=pending$/);
  await expect(page.getByRole('button', { name: 'Ждут одобрения' })).toHaveAttribute('aria-pressed', 'true');
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Ждёт одобрения');
  await expect(row).toContainText('Написан только по-немецки');

  await row.getByRole('button', { name: `Одобрить: ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Отзыв от «${name}» одобрен` })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);

  // Public at once, in German and (falling back to the German text) on the Russian page.
  await page.goto('/reviews');
  await expect(page.getByText(text)).toBeVisible();
  await page.goto('/ru/reviews');
  await expect(page.getByText(text)).toBeVisible();

  // Hidden again in one click, from the approved list.
  await page.goto('/admin/reviews?status=approved');
  const approved = page.getByRole('listitem').filter({ hasText: name });
  await approved.getByRole('button', { name: `Скрыть: ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Отзыв от «${name}» скрыт` })).toBeVisible();
  const publicList = (await (await request.get('/api/public/reviews?limit=500')).json()) as { name: string }[];
  expect(publicList.map((r) => r.name)).not.toContain(name);

  // Deleting asks in the office's own dialog; "Отмена" keeps the review.
  await page.goto('/admin/reviews?status=pending');
  const waiting = page.getByRole('listitem').filter({ hasText: name });
  await waiting.getByRole('button', { name: `Удалить отзыв: ${name}` }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(`Удалить отзыв от «${name}»?`);
  await question.getByRole('button', { name: 'Отмена' }).click();
  await expect(question).toBeHidden();
  await expect(waiting).toBeVisible();
  await waiting.getByRole('button', { name: `Удалить отзыв: ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Отзыв удалён' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  expect(native).toEqual([]);
});

test('a failed delete says why in red, in Russian, and keeps the row', async ({ page, request }) => {
  const native = acceptDialogs(page);
  const id = unique();
  const name = `Pjotr ${id}`;
  const sent = await request.post('/api/public/reviews', {
    headers: { 'Idempotency-Key': `moderation-fail-${id}` },
    data: { name, email: 'p@example.de', rating: 4, service: 'Porträt', text_de: '', text_ru: `Спасибо ${id}` },
  });
  expect(sent.status()).toBe(201);
  await signIn(page, request);
  await page.goto('/admin/reviews?status=pending');
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toBeVisible();
  // The API is not reachable for the delete (a network failure).
  await page.route('**/api/admin/reviews/*', (route) =>
    route.request().method() === 'DELETE' ? route.abort('connectionrefused') : route.fallback(),
  );
  await row.getByRole('button', { name: `Удалить отзыв: ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Не удалось удалить отзыв' });
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAttribute('data-kind', 'error');
  await expect(alert).toHaveClass(/red/);
  // The reason in Russian (no English, no system message).
  await expect(alert).not.toContainText(/fetch|Error|ECONN/);
  await expect(row).toBeVisible();
  await alert.getByRole('button', { name: 'Закрыть сообщение' }).click();
  await expect(alert).toBeHidden();
  expect(native).toEqual([]);
});

test('the dashboard shows an error with a retry when the API fails, then the counts', async ({ page, request }) => {
  await signIn(page, request);
  let fail = true;
  await page.route('**/api/admin/dashboard/stats', (route) =>
    fail
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"down","code":"unavailable"}' })
      : route.fallback(),
  );
  await page.goto('/admin/dashboard');
  const alert = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить панель управления.' });
  await expect(alert).toBeVisible();
  // No zeros that would look like an empty business.
  await expect(page.getByText('Проекты в портфолио')).toHaveCount(0);
  await expect(page.getByText('Пока ничего нет.')).toHaveCount(0);
  fail = false;
  await alert.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByText('Проекты в портфолио')).toBeVisible();
  await expect(alert).toBeHidden();
});
