import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './admin-helpers';
import { expect, test } from './fixtures';
import { adminToken } from './helpers';

/**
 * Issue 35 items 7 and 4 in the Russian back office (ADR 050): the owner's own calendars in the
 * booking settings (a private address is refused, a saved one is shown masked with the reason its
 * fetch failed, «Обновить сейчас», removal), at 390 px; and the dashboard's warning of holds that
 * run out soon, linking the desk.
 */

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Axe's findings inside one part of the page. */
async function violations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

async function auth(request: APIRequestContext) {
  return { authorization: `Bearer ${await adminToken(request)}` };
}

test('«Внешние календари»: a private address is refused, a saved one is masked and says why it failed, at 390 px', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const secret = `private-${testInfo.project.name}-${Date.now().toString(36)}-9f8e7d6c`;
  await signIn(page, request);
  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Бронирование' }).click();
  const section = page.getByTestId('busy-feeds');
  await expect(section.getByRole('heading', { name: 'Внешние календари' })).toBeVisible();

  const address = section.getByLabel('Приватный ICS-адрес');
  await address.fill(`http://169.254.169.254/${secret}/basic.ics`);
  await section.getByRole('button', { name: 'Добавить календарь' }).click();
  await expect(section.getByText(/только http\(s\) на публичный адрес/)).toBeVisible();

  // A host that does not exist: saved, then shown masked with the reason in Russian.
  await address.fill(`https://calendar.invalid/calendar/ical/${secret}/basic.ics`);
  await section.getByRole('button', { name: 'Добавить календарь' }).click();
  const entry = section.getByRole('listitem').filter({ hasText: 'https://calendar.invalid/…' });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('Сервер календаря недоступен.');
  await expect(entry).toContainText('Последняя загрузка:');
  await expect(page.locator('body')).not.toContainText(secret);
  await expect(address).toHaveValue('');

  expect(await violations(page, '[data-testid="busy-feeds"]')).toEqual([]);

  await section.getByRole('button', { name: 'Обновить сейчас' }).click();
  await expect(page.getByText('Календари обновлены')).toBeVisible();
  // Nothing sideways on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The answer carries no address either.
  const listed = await request.get('/api/admin/booking/busy-feeds', { headers: await auth(request) });
  expect(await listed.text()).not.toContain(secret);

  await entry.getByRole('button', { name: /Удалить календарь/ }).click();
  await expect(entry).toHaveCount(0);
});

test('the dashboard names the holds that run out soon and opens the desk on one', async ({
  page,
  request,
}, testInfo) => {
  const headers = await auth(request);
  const name = `Frist ${testInfo.project.name} ${Date.now().toString(36)}`;
  const settings = (await (await request.get('/api/admin/settings/availability', { headers })).json()) as {
    hold_warning_hours: number;
  };
  // A wider warning window than the hold (48 h): the owner's new hold is "soon" at once.
  expect(
    (
      await request.put('/api/admin/settings/availability', {
        headers,
        data: { ...settings, hold_warning_hours: 72 },
      })
    ).status(),
  ).toBe(200);
  let id = '';
  try {
    const created = await request.post('/api/admin/bookings', {
      headers,
      data: {
        name,
        email: 'frist@example.de',
        service: 'restoration',
        date: day(260 + 3 * testInfo.retry + (testInfo.project.name === 'phone' ? 1 : 0)),
        time: '',
        status: 'pending',
      },
    });
    expect(created.status()).toBe(201);
    const booking = (await created.json()) as { id: string };
    id = booking.id;

    await signIn(page, request);
    await page.goto('/admin/dashboard');
    const warning = page.getByTestId('expiring-holds');
    await expect(warning.getByRole('heading', { name: 'Брони скоро истекают' })).toBeVisible();
    const link = warning.getByRole('link', { name: new RegExp(name) });
    await expect(link).toContainText(/до \d+/);
    await expect(link).toHaveAttribute('href', `/admin/forms?booking=${booking.id}`);
    expect(await violations(page, '[data-testid="expiring-holds"]')).toEqual([]);
    await link.click();
    await expect(page.getByRole('dialog', { name: 'Заявка на бронирование' })).toContainText(name);
  } finally {
    if (id) await request.delete(`/api/admin/forms/bookings/${id}`, { headers });
    const current = (await (await request.get('/api/admin/settings/availability', { headers })).json()) as object;
    await request.put('/api/admin/settings/availability', {
      headers,
      data: { ...current, hold_warning_hours: settings.hold_warning_hours },
    });
  }
});
