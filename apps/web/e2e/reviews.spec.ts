import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { withCookieChoice } from './helpers';

test.beforeEach(async ({ context }) => {
  await withCookieChoice(context);
});

const ADMIN = { username: 'admin', password: 'E2e-admin-pass1!' };

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  const { access_token } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

const unique = (tag: string) => `${tag} ${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('a visitor sends a review; it appears on /reviews only once approved', async ({ page, request }) => {
  const name = unique('Rezensentin');
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Was meine Kunden sagen');
  for (const figure of ['5.0', '200+', '98%', '10+']) {
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  }

  await page.getByRole('link', { name: 'Erfahrung teilen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ihre Erfahrung teilen' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('E-Mail').fill('rezension@example.com');
  const submit = dialog.getByRole('button', { name: 'Bewertung senden' });
  await expect(submit).toBeDisabled();

  // The stars are a radio group: Space picks the focused star, the arrow keys move the rating.
  await dialog.getByRole('radio', { name: '1 Stern' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '4 Sterne' })).toBeChecked();
  await expect(submit).toBeEnabled();

  await dialog.getByLabel('Leistung').selectOption('wedding');
  await dialog.getByLabel('Ihre Bewertung').fill('Einfühlsam, pünktlich und wunderbare Bilder.');
  // Posted to the page's own action without a reload, with the enhanced form's Idempotency-Key.
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/reviews'));
  await submit.click();
  const post = new URLSearchParams((await sent).postData() ?? '');
  expect(post.get('_key')).toMatch(/^[0-9a-f-]{36}$/);
  expect(Object.fromEntries(['name', 'rating', 'service', 'text', 'website'].map((k) => [k, post.get(k)]))).toEqual({
    name,
    rating: '4',
    service: 'wedding',
    text: 'Einfühlsam, pünktlich und wunderbare Bilder.',
    website: '',
  });

  await expect(page.getByRole('dialog')).toContainText('Vielen Dank für Ihre Bewertung!');
  await expect(page.getByRole('dialog')).toContainText('geprüft');
  // The thank-you view closes itself after 3 seconds and the form starts empty again.
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 6_000 });
  await page.getByRole('link', { name: 'Erfahrung teilen' }).click();
  await expect(page.getByRole('dialog').getByLabel('Name')).toHaveValue('');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByText(name)).toHaveCount(0);

  const headers = await adminHeaders(request);
  const list = (await (await request.get('/api/admin/reviews?limit=500', { headers })).json()) as {
    id: string;
    name: string;
    approved: boolean;
  }[];
  const mine = list.find((r) => r.name === name);
  expect(mine?.approved).toBe(false);
  const approve = await request.put(`/api/admin/reviews/${mine?.id}`, { headers, data: { approved: true } });
  expect(approve.status()).toBe(200);

  await page.reload();
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: '4 von 5 Sternen' })).toBeVisible();
  await expect(card).toContainText('Einfühlsam, pünktlich und wunderbare Bilder.');
  await expect(card).toContainText('Hochzeitsfotografie');
  await expect(card).toContainText(String(new Date().getFullYear()));

  // In Russian the card falls back to the German text and shows the Russian service name.
  await page.goto('/ru/reviews');
  const russianCard = page.getByRole('article').filter({ hasText: name });
  await expect(russianCard.getByRole('img', { name: '4 из 5 звёзд' })).toBeVisible();
  await expect(russianCard).toContainText('Einfühlsam, pünktlich und wunderbare Bilder.');
  await expect(russianCard).toContainText('Свадебная фотосъёмка');
});

test('a refused review field is named in Russian and the form kept; Russian text goes to text_ru', async ({
  page,
  request,
}) => {
  await page.goto('/ru/reviews');
  await page.getByRole('link', { name: 'Поделиться впечатлениями' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Имя').fill('О'.repeat(201));
  await dialog.getByLabel('Электронная почта').fill('olga@example.com');
  await dialog.getByRole('radio', { name: '5 звёзд' }).check({ force: true });
  await dialog.getByLabel('Услуга').selectOption('portrait');
  await dialog.getByLabel('Ваш отзыв').fill('Замечательная съёмка!');
  await dialog.getByRole('button', { name: 'Отправить отзыв' }).click();

  await expect(dialog.locator('#review-name-error')).toHaveText('Не более 200 символов.');
  await expect(dialog.getByRole('alert')).toHaveText('Проверьте отмеченные поля.');
  await expect(dialog.getByLabel('Ваш отзыв')).toHaveValue('Замечательная съёмка!');

  const name = `Ольга ${Date.now()}`;
  await dialog.getByLabel('Имя').fill(name);
  await dialog.getByRole('button', { name: 'Отправить отзыв' }).click();
  await expect(dialog).toContainText('Спасибо');
  const headers = await adminHeaders(request);
  const list = (await (await request.get('/api/admin/reviews?limit=500', { headers })).json()) as {
    name: string;
    rating: number;
    text_de: string;
    text_ru: string;
  }[];
  expect(list.find((r) => r.name === name)).toMatchObject({ text_de: '', text_ru: 'Замечательная съёмка!', rating: 5 });
});

test('reviews are paged by 6 with wrapping previous / next links', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const tag = unique('Seitentest');
  const ids: string[] = [];
  for (let i = 0; i < 7; i++) {
    const res = await request.post('/api/admin/reviews', {
      headers,
      data: {
        name: `${tag} ${i}`,
        email: '',
        rating: 5,
        service: 'portrait',
        text_de: 'Sehr gut.',
        text_ru: 'Отлично.',
        approved: true,
      },
    });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  try {
    const total = ((await (await request.get('/api/public/reviews?limit=500')).json()) as unknown[]).length;
    const pages = Math.ceil(total / 6);
    await page.goto('/reviews');
    await expect(page.getByRole('article')).toHaveCount(6);
    const nav = page.getByRole('navigation', { name: 'Seiten der Bewertungen' });
    await expect(nav.getByRole('link', { name: /^Seite \d+$/ })).toHaveCount(pages);
    await expect(nav.getByRole('link', { name: 'Seite 1' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Nächste Seite' }).click();
    await expect(page).toHaveURL(/\/reviews\?page=2/);
    await expect(nav.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');

    // Previous from the first page wraps to the last one, next from the last back to the first.
    await page.goto('/reviews');
    await nav.getByRole('link', { name: 'Vorherige Seite' }).click();
    await expect(page).toHaveURL(new RegExp(`/reviews\\?page=${pages}`));
    await nav.getByRole('link', { name: 'Nächste Seite' }).click();
    await expect(page).toHaveURL(/\/reviews(#review-list)?$/);
    await expect(nav.getByRole('link', { name: 'Seite 1' })).toHaveAttribute('aria-current', 'page');
  } finally {
    for (const id of ids) await request.delete(`/api/admin/reviews/${id}`, { headers });
  }
});

test('the reviews page is server-rendered with its meta tags', async ({ request, baseURL }) => {
  const res = await request.get('/ru/reviews');
  const html = await res.text();
  expect(html).toContain('<html lang="ru"');
  expect(html).toContain('<title>Отзывы клиентов | ');
  // The Russian page is its own address: canonical to itself, the German one as its alternate.
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/ru/reviews"/>`);
  expect(html).toContain(`<link rel="alternate" hrefLang="de" href="${baseURL}/reviews"/>`);
  expect(html).toContain('<meta property="og:locale" content="ru_RU"/>');
  expect(html).toContain('Довольных клиентов');
});

test('the reviews page and the review dialog have no axe violations (WCAG 2 A/AA)', async ({ page }) => {
  await page.goto('/reviews');
  const tags = ['wcag2a', 'wcag2aa'];
  expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([]);
  await page.getByRole('link', { name: 'Erfahrung teilen' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([]);
});
