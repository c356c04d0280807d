import AxeBuilder from '@axe-core/playwright';
import { openNav, signIn, unique } from './admin-helpers';
import { expect, test } from './fixtures';

/**
 * Issue 35 item 6 (ADR 049): one person books, gets a gallery made from the booking (nothing
 * typed but the title's default), writes a review and subscribes to the newsletter, each time
 * typing the address in another case; «Клиенты» lists them once with all of it, the record's
 * links open the desk's request, the gallery and the reviews, and the owner's note is kept.
 * Runs at 1440 px and at 390 px.
 */
test('one person’s booking, gallery, review and newsletter entry are one client with links and a note', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const id = unique();
  const name = `Mila Client ${id}`;
  const email = `mila.${id}@example.de`;
  const token = await signIn(page, request);
  const auth = { authorization: `Bearer ${token}` };

  // The visitor: a request (a service booked by plain request: no day is taken from other journeys),
  // a review and a newsletter sign-up, with the address in three spellings.
  const booked = await request.post('/api/public/booking', {
    headers: { 'Idempotency-Key': `client-booking-${id}` },
    data: {
      name,
      email: email.toUpperCase(),
      phone: '+49 170 7654321',
      date: '2027-10-05',
      service: 'restoration',
      tariff: '',
      message: 'Alte Familienfotos.',
      consent: true,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const bookingId = (await booked.json()).id as string;
  const reviewed = await request.post('/api/public/reviews', {
    headers: { 'Idempotency-Key': `client-review-${id}` },
    data: {
      name: `Mila ${id}`,
      email: ` ${email.replace('mila', 'Mila')} `,
      rating: 4,
      service: 'Restaurierung',
      text_de: 'Sehr gut',
      consent: true,
    },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(201);
  const subscribed = await request.post('/api/public/newsletter', { data: { email, consent: true } });
  expect(subscribed.status(), await subscribed.text()).toBe(201);
  // The owner confirms the request (the decision dialogs are another journey's).
  const confirmed = await request.put(`/api/admin/forms/bookings/${bookingId}`, {
    headers: auth,
    data: { status: 'confirmed' },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // The desk: the confirmed booking offers «Создать галерею», which opens the gallery form filled in.
  await page.goto(`/admin/forms?booking=${bookingId}`);
  const request_ = page.getByRole('dialog');
  await expect(request_).toContainText(name);
  await request_.getByRole('link', { name: 'Создать галерею' }).click();
  await expect(page).toHaveURL(/\/admin\/galleries\?booking=/);
  const form = page.getByRole('dialog');
  await expect(form.getByLabel('Имя клиента')).toHaveValue(name);
  await expect(form.getByLabel('E-mail клиента')).toHaveValue(email.toUpperCase());
  await expect(form.getByLabel('Заявка на съёмку (необязательно)')).toHaveValue(bookingId);
  await expect(form.getByLabel('Название (немецкий)')).not.toHaveValue('');
  const title = await form.getByLabel('Название (немецкий)').inputValue();
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/admin\/galleries\/[0-9a-f]{24}$/);
  const galleryUrl = new URL(page.url()).pathname;

  // «Клиенты» from the menu: the person once, with all four.
  await page.goto('/admin/dashboard');
  // The office draws its shell after signing in: the menu button is there once the page is.
  await expect(page.getByRole('heading', { level: 1, name: 'Панель управления' })).toBeVisible();
  await openNav(page);
  await page.getByRole('link', { name: 'Клиенты' }).click();
  await page.getByLabel('Имя или e-mail').fill(id);
  await page.getByRole('button', { name: 'Найти' }).click();
  const rows = page.getByRole('listitem').filter({ hasText: id });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(email);
  await expect(rows).toContainText('1 заявка · 1 галерея · 1 отзыв · рассылка');
  await rows.getByRole('link', { name }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const bookings = page.getByRole('region', { name: 'Заявки и брони' });
  await expect(bookings).toContainText('подтверждена');
  await expect(page.getByRole('region', { name: 'Галереи' })).toContainText(title);
  await expect(page.getByRole('region', { name: 'Отзывы' })).toContainText('ждёт одобрения');
  await expect(page.getByRole('region', { name: 'Контакты' })).toContainText('подписка ждёт подтверждения');
  await expect(page.getByRole('region', { name: 'Контакты' })).toContainText('+49 170 7654321');
  // The booking already has its gallery: no second «Создать галерею».
  await expect(bookings.getByRole('link', { name: 'Создать галерею' })).toHaveCount(0);
  const clientUrl = new URL(page.url()).pathname;

  // The owner's note: leaving with it unsaved asks first; a refused save keeps the text.
  const note = page.getByLabel('Заметка о клиенте (видна только вам)');
  await note.fill(`Möchte Abzüge auf Fotopapier ${id}`);
  await page.getByRole('link', { name: 'Все клиенты' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Уйти со страницы?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Остаться' }).click();
  await expect(page).toHaveURL(new RegExp(`${clientUrl}$`));
  await expect(note).toHaveValue(`Möchte Abzüge auf Fotopapier ${id}`);
  await page.route('**/api/admin/clients/*/note', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'down', code: 'unavailable' }),
    }),
  );
  await page.getByRole('button', { name: 'Сохранить заметку' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Заметка не сохранена' })).toBeVisible();
  await expect(note).toHaveValue(`Möchte Abzüge auf Fotopapier ${id}`);
  await page.unroute('**/api/admin/clients/*/note');
  await page.getByRole('button', { name: 'Сохранить заметку' }).click();
  await expect(page.getByRole('button', { name: 'Сохранить заметку' })).toBeDisabled();
  await page.reload();
  await expect(page.getByLabel('Заметка о клиенте (видна только вам)')).toHaveValue(
    `Möchte Abzüge auf Fotopapier ${id}`,
  );

  // The links open the right things.
  await bookings.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/forms\\?booking=${bookingId}$`));
  await expect(page.getByRole('dialog')).toContainText(name);
  await page.goto(clientUrl);
  await page.getByRole('region', { name: 'Галереи' }).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`${galleryUrl}$`));
  await page.goto(clientUrl);
  await page.getByRole('region', { name: 'Отзывы' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/reviews\?status=pending$/);
  await expect(page.getByRole('listitem').filter({ hasText: `Mila ${id}` })).toHaveCount(1);
  await page.goto(clientUrl);
  await page.getByRole('link', { name: 'Выгрузка и удаление данных' }).click();
  await expect(page).toHaveURL(/\/admin\/privacy\?email=/);
  await expect(page.getByText(`Möchte Abzüge auf Fotopapier ${id}`)).toBeVisible();

  // The page fits a phone's width (no sideways scrolling).
  await page.goto(clientUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The record has no axe violations (the list is in admin-a11y.spec.ts).
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
});
