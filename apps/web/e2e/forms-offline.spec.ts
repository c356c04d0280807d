import { type Language, localePath } from '@app/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, unique } from './admin-helpers';
import { expect, test } from './fixtures';
import { createGalleryByApi, galleryPhoto, uploadByApi } from './gallery-helpers';
import { withCookieChoice } from './helpers';

/**
 * Issue 32 item 2: a form sent by script whose request fails (the phone loses its network) keeps
 * the page: the failure is said next to the submit in the page's language, every typed value
 * stays, nothing is in English, and the same form is sent again once the network is back.
 */

test.beforeEach(async ({ context }) => {
  await withCookieChoice(context);
});

/** Cuts the page's form posts off (as a lost network does) until the returned function is called. */
async function losePosts(page: Page): Promise<{ posts: string[]; restore: () => Promise<void> }> {
  const posts: string[] = [];
  const handler = async (route: import('@playwright/test').Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts.push(new URL(route.request().url()).pathname);
    return route.abort('internetdisconnected');
  };
  await page.route('**/*', handler);
  return { posts, restore: () => page.unroute('**/*', handler) };
}

/** The page is still the site's page: its header and footer, no English error, no error screen. */
async function pageKept(page: Page, h1: string | RegExp) {
  // Located by element, not role: an open modal dialog hides the rest from the accessibility tree.
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer').last()).toBeAttached();
  await expect(page.locator('h1').first()).toHaveText(h1);
  // What a visitor reads (the page's data scripts aside).
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is checked
  const body = await page.locator('body').innerText();
  expect(body).not.toMatch(/Something went wrong|Unexpected Server Error|Application Error|\bError\b/);
}

async function adminList<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const token = await apiToken(request);
  const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as T[];
}

const CONTACT = {
  de: {
    h1: /.+/,
    name: 'Name',
    email: 'E-Mail',
    message: 'Nachricht',
    submit: 'Nachricht senden',
    failed: 'Fehler beim Senden der Nachricht. Bitte versuchen Sie es später erneut.',
    sent: 'Nachricht gesendet!',
  },
  ru: {
    h1: /.+/,
    name: 'Имя',
    email: 'Эл. почта',
    message: 'Сообщение',
    submit: 'Отправить сообщение',
    failed: 'Ошибка при отправке сообщения. Пожалуйста, попробуйте позже.',
    sent: 'Сообщение отправлено!',
  },
} as const;

for (const lang of ['de', 'ru'] as const) {
  test(`contact (${lang}): a lost network keeps the message, says so, and it is sent again`, async ({
    page,
    request,
  }) => {
    const t = CONTACT[lang];
    await page.goto(localePath(lang, '/contact'));
    const h1 = ((await page.locator('h1').first().textContent()) ?? '').trim();
    const main = page.getByRole('main');
    const name = `Offline ${unique()}`;
    await main.getByLabel(t.name).fill(name);
    await main.getByLabel(t.email).fill('offline@example.com');
    await main.getByLabel(t.message).fill('Ist der 12. Juni noch frei?');
    const net = await losePosts(page);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(main.getByRole('alert')).toHaveText(t.failed);
    expect(net.posts).toEqual([`${localePath(lang, '/contact')}.data`]);
    await pageKept(page, h1);
    await expect(main.getByLabel(t.name)).toHaveValue(name);
    await expect(main.getByLabel(t.email)).toHaveValue('offline@example.com');
    await expect(main.getByLabel(t.message)).toHaveValue('Ist der 12. Juni noch frei?');

    await net.restore();
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('dialog')).toContainText(t.sent);
    const stored = await adminList<{ name: string }>(request, '/api/admin/forms/contacts?limit=100');
    expect(stored.filter((m) => m.name === name)).toHaveLength(1);
  });
}

/** A date some days ahead, as the date input wants it. */
const futureDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const BOOKING: Record<
  Language,
  {
    labels: Record<'name' | 'email' | 'phone' | 'date' | 'service', string>;
    submit: string;
    failed: string;
    sent: string;
  }
> = {
  de: {
    labels: { name: 'Name', email: 'E-Mail', phone: 'Telefon', date: 'Wunschtermin', service: 'Leistung' },
    submit: 'Buchungsanfrage senden',
    failed: 'Fehler beim Senden der Buchungsanfrage. Bitte versuchen Sie es später erneut.',
    sent: 'Buchungsanfrage gesendet!',
  },
  ru: {
    labels: { name: 'Имя', email: 'Электронная почта', phone: 'Телефон', date: 'Желаемая дата', service: 'Услуга' },
    submit: 'Отправить запрос',
    failed: 'Ошибка при отправке запроса на бронирование. Пожалуйста, попробуйте позже.',
    sent: 'Запрос на бронирование отправлен!',
  },
};

for (const lang of ['de', 'ru'] as const) {
  test(`booking (${lang}): a lost network keeps every value, shows the seed's alert, and it is sent again`, async ({
    page,
    request,
  }) => {
    const t = BOOKING[lang];
    const email = `offline-${unique()}@example.com`;
    await page.goto(localePath(lang, '/booking'));
    const h1 = ((await page.locator('h1').first().textContent()) ?? '').trim();
    const main = page.getByRole('main');
    await main.getByLabel(t.labels.name).fill('Erika Mustermann');
    await main.getByLabel(t.labels.email).fill(email);
    await main.getByLabel(t.labels.phone).fill('+49 365 123456');
    await main.getByLabel(t.labels.service).selectOption('aiPhotoshoot');
    await main.getByLabel(t.labels.date).fill(futureDate(20));
    await main.getByRole('checkbox').check();
    const net = await losePosts(page);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(main.getByRole('alert')).toHaveText(t.failed);
    expect(net.posts).toHaveLength(1);
    await pageKept(page, h1);
    await expect(main.getByLabel(t.labels.name)).toHaveValue('Erika Mustermann');
    await expect(main.getByLabel(t.labels.email)).toHaveValue(email);
    await expect(main.getByLabel(t.labels.phone)).toHaveValue('+49 365 123456');
    await expect(main.getByLabel(t.labels.service)).toHaveValue('aiPhotoshoot');
    await expect(main.getByLabel(t.labels.date)).toHaveValue(futureDate(20));
    await expect(main.getByRole('checkbox')).toBeChecked();

    await net.restore();
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('dialog')).toContainText(t.sent);
    const stored = await adminList<{ email: string }>(request, '/api/admin/forms/bookings?limit=500');
    expect(stored.filter((b) => b.email === email)).toHaveLength(1);
  });
}

test('review (ru): a lost network keeps the review in its dialog, says so in Russian, and it is sent again', async ({
  page,
  request,
}) => {
  await page.goto('/ru/reviews');
  const h1 = ((await page.locator('h1').first().textContent()) ?? '').trim();
  await page.getByRole('link', { name: 'Поделиться впечатлениями' }).click();
  const dialog = page.getByRole('dialog');
  const name = `Ольга ${unique()}`;
  await dialog.getByLabel('Имя').fill(name);
  await dialog.getByLabel('Электронная почта').fill('olga@example.com');
  await dialog.getByRole('radio', { name: '5 звёзд' }).check({ force: true });
  await dialog.getByLabel('Услуга').selectOption('portrait');
  await dialog.getByLabel('Ваш отзыв').fill('Замечательная съёмка!');
  const net = await losePosts(page);
  await dialog.getByRole('button', { name: 'Отправить отзыв' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Ошибка при отправке отзыва. Пожалуйста, попробуйте позже.');
  expect(net.posts).toEqual(['/ru/reviews.data']);
  await pageKept(page, h1);
  await expect(dialog.getByLabel('Имя')).toHaveValue(name);
  await expect(dialog.getByLabel('Ваш отзыв')).toHaveValue('Замечательная съёмка!');
  await expect(dialog.getByRole('radio', { name: '5 звёзд' })).toBeChecked();

  await net.restore();
  await dialog.getByRole('button', { name: 'Отправить отзыв' }).click();
  await expect(dialog).toContainText('Спасибо');
  const stored = await adminList<{ name: string }>(request, '/api/admin/reviews?limit=500');
  expect(stored.filter((r) => r.name === name)).toHaveLength(1);
});

test('client gallery (de): the password and the publication consent survive a lost network', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const title = `Offline ${unique()}`;
  const gallery = await createGalleryByApi(request, token, { title_de: title, password: 'geheim-2026' });
  await uploadByApi(request, token, gallery.id, await galleryPhoto('IMG_9001.jpg', 40));
  await page.goto(`/g/${gallery.token}`);
  const main = page.getByRole('main');
  await main.getByLabel('Passwort').fill('geheim-2026');
  const net = await losePosts(page);
  await main.getByRole('button', { name: 'Galerie öffnen' }).click();
  await expect(main.getByRole('alert')).toHaveText(
    'Das hat gerade nicht geklappt. Bitte versuchen Sie es später erneut.',
  );
  await pageKept(page, 'Diese Galerie ist geschützt');
  await expect(main.getByLabel('Passwort')).toHaveValue('geheim-2026');
  await net.restore();
  await main.getByRole('button', { name: 'Galerie öffnen' }).click();
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The publication opt-in below the photos.
  const consent = page.locator('#publication-consent');
  await consent.check();
  const again = await losePosts(page);
  await main.getByRole('button', { name: 'Einwilligung geben' }).click();
  await expect(page.locator('#publication-error')).toHaveText(
    'Das hat gerade nicht geklappt. Bitte setzen Sie das Häkchen und versuchen Sie es erneut.',
  );
  expect(again.posts).toHaveLength(1);
  await pageKept(page, title);
  await expect(consent).toBeChecked();
  await again.restore();
  await main.getByRole('button', { name: 'Einwilligung geben' }).click();
  // Sent again, it reaches the server, which answers for itself: this gallery has no client address
  // to mail the confirmation link to (ADR 039; the mailed confirmation is gallery-publication.spec.ts).
  await expect(page.locator('#publication-error')).toContainText('keine E-Mail-Adresse hinterlegt');
  await pageKept(page, title);
});

for (const [lang, title] of [
  ['de', 'Etwas ist schiefgelaufen'],
  ['ru', 'Что-то пошло не так'],
] as const) {
  test(`a page whose data cannot be loaded (${lang}) says so in its language inside the site's frame`, async ({
    page,
  }) => {
    await page.goto(localePath(lang, '/about'));
    await page.route('**/*.data*', (route) => route.abort('internetdisconnected'));
    // A client navigation whose data request fails: the layout's error boundary, not the root's English one.
    await page
      .locator(`a[href="${localePath(lang, '/services')}"]`)
      .first()
      .evaluate((a: HTMLAnchorElement) => a.click());
    await expect(page.locator('h1').first()).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await pageKept(page, title);
  });
}
