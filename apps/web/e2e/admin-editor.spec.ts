import type { Locator, Page } from '@playwright/test';
import { apiToken, pngFile, signIn, unique } from './admin-helpers';
import { expect, test } from './fixtures';

/** The editor of one field in the post dialog (its toolbar, text and image input). */
function editorOf(form: Locator, name: 'content_de' | 'content_ru') {
  const root = form.locator(`[data-editor="${name}"]`);
  return {
    root,
    text: root.getByRole('textbox'),
    tool: (label: string) => root.getByRole('toolbar').getByRole('button', { name: label, exact: true }),
  };
}

/** Draws an image into the page and answers whether it loaded (a real file, not a broken link). */
const loaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

async function writePost(page: Page, title: string, slug: string) {
  await page.goto('/admin/blog');
  await page.getByRole('button', { name: 'Написать статью' }).click();
  const form = page.getByRole('dialog', { name: 'Новая статья' });
  await form.getByLabel('Заголовок (немецкий)').fill(title);
  await form.getByLabel('Заголовок (русский)').fill(`Зимняя свадьба ${slug}`);
  await form.getByLabel('Краткое описание (немецкий)').fill('Ein Tag im Schnee.');
  await form.getByLabel('Краткое описание (русский)').fill('День в снегу.');

  // German: a heading, a paragraph with bold and a link, an image uploaded in place.
  const de = editorOf(form, 'content_de');
  await expect(de.text).toBeVisible({ timeout: 15_000 });
  await de.text.click();
  await de.tool('Заголовок').click();
  await expect(de.tool('Заголовок')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Der große Tag');
  await page.keyboard.press('Enter');
  await expect(de.tool('Заголовок')).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type('Ein ');
  await de.tool('Жирный').click();
  await page.keyboard.type('schöner');
  await de.tool('Жирный').click();
  await page.keyboard.type(' Tag, schreiben Sie mir über Kontakt');
  for (let i = 0; i < 'Kontakt'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  // Escape closes the link panel only (not the dialog, no question about unsaved changes).
  await de.tool('Ссылка').click();
  await expect(form.getByLabel('Адрес ссылки')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(form.getByLabel('Адрес ссылки')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(form).toBeVisible();
  await de.tool('Ссылка').click();
  await form.getByLabel('Адрес ссылки').fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Применить' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Укажите адрес' })).toBeVisible();
  await form.getByLabel('Адрес ссылки').fill('/contact');
  await form.getByRole('button', { name: 'Применить' }).click();
  await expect(de.text.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/contact');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  const chooser = page.waitForEvent('filechooser');
  await de.tool('Вставить изображение').click();
  await (await chooser).setFiles(await pngFile('brautpaar-am-see.png', '#2563eb'));
  const inline = de.text.locator('img');
  await expect(inline).toHaveAttribute('src', /^\/media\//, { timeout: 15_000 });
  await inline.click();
  await form.getByLabel('Описание изображения').fill('Brautpaar am See');
  await expect(inline).toHaveAttribute('alt', 'Brautpaar am See');

  // Russian: a quote and a list.
  const ru = editorOf(form, 'content_ru');
  await ru.text.click();
  await page.keyboard.type('Первый абзац.');
  await page.keyboard.press('Enter');
  await ru.tool('Маркированный список').click();
  await page.keyboard.type('Пункт один');

  // Address and search engines; published now.
  await form.getByText('Адрес и поисковые системы (SEO)').click();
  await form.getByLabel('Свой адрес (slug)').fill('preview');
  await form.getByLabel('SEO: заголовок для поисковиков (немецкий)').fill(`Winterhochzeit ${slug}`);
  await expect(form.getByLabel('Опубликовать')).toBeChecked();
  await form.getByLabel('Выбрать изображение').setInputFiles(await pngFile('cover.png', '#0f766e'));

  // A reserved slug is refused beside its field, in Russian; the typed article stays.
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByLabel('Свой адрес (slug)')).toHaveAttribute('aria-invalid', 'true', { timeout: 15_000 });
  await expect(de.text.locator('strong')).toHaveText('schöner');
  await form.getByLabel('Свой адрес (slug)').fill(slug);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form).toBeHidden({ timeout: 15_000 });
}

test('the owner writes a post with a heading, bold, a link and an inline image; visitors read it in German and Russian', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  const slug = `winterhochzeit-${unique()}`;
  const title = `Winterhochzeit ${slug}`;
  await writePost(page, title, slug);
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Опубликовано');

  const res = await page.goto(`/blog/${slug}`);
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle(new RegExp(`^Winterhochzeit ${slug}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const article = page.locator('article .prose-site');
  await expect(article.getByRole('heading', { level: 2 })).toHaveText('Der große Tag');
  await expect(article.locator('strong')).toHaveText('schöner');
  await expect(article.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/contact');
  const image = article.getByRole('img', { name: 'Brautpaar am See' });
  await expect(image).toHaveAttribute('src', /^\/media\//);
  await expect(image).toHaveAttribute('width', /^\d+$/);
  await expect.poll(() => loaded(image)).toBe(true);
  expect(await article.locator('script, [onclick]').count()).toBe(0);

  await page.goto(`/ru/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Зимняя свадьба ${slug}`);
  await expect(page.locator('article .prose-site li')).toHaveText('Пункт один');

  // The spec's address of the post (title and id) leads to its own.
  const token = await apiToken(request);
  const posts = (await (
    await request.get('/api/admin/blog?limit=500', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { id: string; slug: string }[];
  const id = posts.find((p) => p.slug === slug)?.id;
  await page.goto(`/blog/irgendwas-${id}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}</loc>`);
});

test('a draft and a scheduled post are previewed at a private address; visitors get the sign-in page and a 404', async ({
  page,
  request,
  browser,
}) => {
  const token = await apiToken(request);
  const id = unique();
  const create = async (fields: Record<string, string>) => {
    const res = await request.post('/api/admin/blog', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        title_de: `Entwurf ${id} ${fields.slug}`,
        title_ru: `Черновик ${id}`,
        excerpt_de: 'Noch nicht fertig.',
        excerpt_ru: 'Ещё не готово.',
        content_format: 'html',
        content_de: '<h2>Geheim</h2><p>Nur für die <strong>Fotografin</strong>.</p><script>alert(1)</script>',
        content_ru: '<p>Только для фотографа.</p>',
        image: await pngFile('draft.png', '#a16207'),
        ...fields,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string; slug: string; title_de: string };
  };
  const draft = await create({ slug: `entwurf-${id}`, published: 'false' });
  const scheduled = await create({ slug: `geplant-${id}`, publish_at: '2099-12-24T10:00:00+01:00' });

  // Visitors: not public, not in the list, not in the sitemap.
  for (const post of [draft, scheduled]) {
    expect((await request.get(`/blog/${post.slug}`)).status()).toBe(404);
    expect((await request.get(`/ru/blog/${post.slug}`)).status()).toBe(404);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain(draft.slug);
  expect(sitemap).not.toContain(scheduled.slug);

  // The owner: the list offers the preview; it shows the page as it will be, in both languages.
  await signIn(page, request);
  await page.goto('/admin/blog');
  const row = page.getByRole('listitem').filter({ hasText: scheduled.title_de });
  await expect(row).toContainText('Запланировано: 24.12.2099, 10:00');
  await expect(row.getByRole('link', { name: /Предпросмотр/ })).toHaveAttribute(
    'href',
    `/admin/blog/${scheduled.id}/preview`,
  );
  const answer = await page.goto(`/admin/blog/${draft.id}/preview`);
  expect(answer?.headers()['cache-control']).toBe('no-store');
  expect(answer?.headers()['x-robots-tag']).toContain('noindex');
  expect(answer?.headers()['x-page-cache']).toBeUndefined();
  await expect(page.getByText('Предпросмотр (Черновик): посетители эту страницу не видят.')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title_de);
  await expect(page.locator('article .prose-site strong')).toHaveText('Fotografin');
  expect(await page.locator('article script').count()).toBe(0);
  await page.getByRole('link', { name: 'Русский' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Черновик ${id}`);
  await page.goto(`/admin/blog/${scheduled.id}/preview`);
  await expect(page.getByText(/Предпросмотр \(Запланировано: 24\.12\.2099, 10:00\)/)).toBeVisible();

  // A visitor (no session) at the private address: the sign-in page, and no word of the post.
  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  await stranger.goto(`/admin/blog/${draft.id}/preview`);
  await expect(stranger).toHaveURL(/\/admin\/login/);
  await expect(stranger.getByText('Geheim')).toHaveCount(0);
  await expect(stranger.getByText(draft.title_de)).toHaveCount(0);
  await visitor.close();
});

test('when the editor cannot be loaded (a deploy replaced it), the text is written as HTML and saved, not lost', async ({
  page,
  request,
}) => {
  // The editor's chunk is gone: as after a deploy while the office was open.
  await page.route(/\/assets\/rich-text-editor-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await signIn(page, request);
  const slug = `ohne-editor-${unique()}`;
  await page.goto('/admin/blog');
  await page.getByRole('button', { name: 'Написать статью' }).click();
  const form = page.getByRole('dialog', { name: 'Новая статья' });
  await form.getByLabel('Заголовок (немецкий)').fill(`Ohne Editor ${slug}`);
  await form.getByLabel('Заголовок (русский)').fill(`Без редактора ${slug}`);
  await form.getByLabel('Краткое описание (немецкий)').fill('Ein Tag im Schnee.');
  await form.getByLabel('Краткое описание (русский)').fill('День в снегу.');
  const de = form.getByLabel('Текст статьи (немецкий)');
  await expect(de).toBeVisible({ timeout: 15_000 });
  await expect(form.getByText('Редактор не загрузился', { exact: false }).first()).toBeVisible();
  await de.fill('<p>Ein Tag <strong>im Schnee</strong>.</p>');
  await form.getByLabel('Текст статьи (русский)').fill('<p>День в снегу.</p>');
  await form.getByText('Адрес и поисковые системы (SEO)').click();
  await form.getByLabel('Свой адрес (slug)').fill(slug);
  await form.getByLabel('Выбрать изображение').setInputFiles(await pngFile('cover.png', '#0f766e'));
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form).toBeHidden({ timeout: 15_000 });
  await page.goto(`/blog/${slug}`);
  await expect(page.locator('article .prose-site strong')).toHaveText('im Schnee');
});
