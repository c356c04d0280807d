import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { acceptDialogs, apiToken, pdfFile, pngFile, signIn, unique } from './admin-helpers';
import { expect, test } from './fixtures';
import { type MadeProject, makeProject } from './projects';

/**
 * Curation in the back office (issue 16 item 4, ADR 028), at 1440 and 390 px: a project's photos
 * reordered with the buttons and the keyboard (the first is the cover on the public grid), alt text
 * and captions in both languages, the home page's projects chosen and ordered, and uploads that run
 * one file at a time where a bad file is named while the others are stored.
 */

interface AdminItem {
  id: string;
  images: string[];
  featured: boolean;
  featured_position: number | null;
  photo_texts: { url: string; caption_de: string; caption_ru: string; alt_de: string }[];
}

// Each journey makes its photos through the image pipeline (variants, AVIF); on a busy machine that is slow.
test.describe.configure({ timeout: 60_000 });

const auth = async (request: APIRequestContext) => ({ authorization: `Bearer ${await apiToken(request)}` });
async function stored(request: APIRequestContext, id: string): Promise<AdminItem> {
  const res = await request.get(`/api/admin/portfolio/${id}`, { headers: await auth(request) });
  return (await res.json()) as AdminItem;
}
/** The stored image's folder (`/media/img/{id}/`): every variant of one photo shares it. */
const folder = (url: string) => url.replace(/[^/]+$/, '');

async function openProject(page: Page, title: string): Promise<Locator> {
  await page.goto('/admin/portfolio');
  await page.getByRole('button', { name: `Изменить: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Редактировать проект' });
  await expect(dialog.getByLabel('Название (немецкий)')).toHaveValue(title);
  return dialog;
}

test('photos reordered with the buttons and the keyboard; the cover follows on the public grid; captions in de and ru', async ({
  page,
  request,
}, testInfo) => {
  const dialogs = acceptDialogs(page);
  const title = `Kuratiert ${testInfo.project.name} ${unique()}`;
  const project = await makeProject(request, { title_de: title, title_ru: `Подборка ${title}` }, [
    [1200, 800],
    [800, 1200],
    [1000, 1000],
  ]);
  const [a, b, c] = (await stored(request, project.id)).images as [string, string, string];
  await signIn(page, request);
  const dialog = await openProject(page, title);
  const rows = dialog.getByRole('list', { name: 'Фотографии проекта' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('Обложка');

  // The move buttons: the first photo one place down, saved at once (the cover changes).
  await dialog.getByRole('button', { name: 'Ниже: Фото 1' }).click();
  await expect.poll(async () => (await stored(request, project.id)).images).toEqual([b, a, c]);
  await expect(rows.first()).toHaveAttribute('data-photo', b);

  // The keyboard: the last photo's handle, space, two steps up, space.
  await dialog.getByRole('button', { name: 'Перетащить: Фото 3' }).focus();
  // One key at a time, as a person presses them (dnd-kit measures the list between the steps).
  for (const key of ['Space', 'ArrowUp', 'ArrowUp', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  }
  await expect.poll(async () => (await stored(request, project.id)).images).toEqual([c, b, a]);
  await expect(rows.first()).toHaveAttribute('data-photo', c);
  await expect(rows.first()).toContainText('Обложка');

  // Alt text and caption of the (new) first photo, saved with the project.
  await dialog.getByText('Подпись и alt-текст: фото 1').click();
  await dialog.getByLabel('Alt-текст (немецкий), фото 1').fill('Brautpaar am Stausee im Abendlicht');
  await dialog.getByLabel('Подпись (немецкий), фото 1').fill('Am Stausee, kurz vor Sonnenuntergang');
  await dialog.getByLabel('Подпись (русский), фото 1').fill('У водохранилища перед закатом');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  const saved = await stored(request, project.id);
  expect(saved.photo_texts[0]).toMatchObject({
    url: c,
    alt_de: 'Brautpaar am Stausee im Abendlicht',
    caption_ru: 'У водохранилища перед закатом',
  });
  expect(dialogs).toEqual([]);

  // The public grid shows the new cover.
  await page.goto('/portfolio');
  const tile = page.getByRole('link', { name: new RegExp(`^${title} \\(`) });
  const cover = await tile.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc || img.src);
  expect(cover).toContain(folder(c));

  // The project page: alt text and caption of the photo, the caption in the lightbox, in both languages.
  for (const lang of ['de', 'ru'] as const) {
    await page.goto(`${lang === 'ru' ? '/ru' : ''}/portfolio/${project.slug}`);
    const caption = lang === 'de' ? 'Am Stausee, kurz vor Sonnenuntergang' : 'У водохранилища перед закатом';
    const first = page.locator('[data-photo-index="0"]');
    await expect(first.locator('img')).toHaveAttribute(
      'alt',
      lang === 'de' ? 'Brautpaar am Stausee im Abendlicht' : `Подборка ${title}, фото 1 из 3`,
    );
    await expect(page.getByRole('main').getByText(caption)).toBeVisible();
    await first.click();
    const lightbox = page.getByRole('dialog', { name: lang === 'ru' ? 'Фотографии проекта' : 'Projektbilder' });
    await expect(lightbox.locator('.yarl__slide_current').getByText(caption)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
  }
});

test('the featured choice decides the home page: exactly those projects, in that order', async ({
  page,
  request,
}, testInfo) => {
  const tag = `${testInfo.project.name} ${unique()}`;
  const made: MadeProject[] = [];
  for (const n of ['Eins', 'Zwei', 'Drei']) {
    made.push(
      await makeProject(request, { title_de: `Startseite ${n} ${tag}`, title_ru: `Главная ${n} ${tag}` }, [
        [1200, 800],
      ]),
    );
  }
  const [one, two, three] = made as [MadeProject, MadeProject, MadeProject];
  // Start from no choice (earlier journeys chose their own).
  expect(
    (await request.put('/api/admin/portfolio-featured', { headers: await auth(request), data: { ids: [] } })).ok(),
  ).toBe(true);

  await signIn(page, request);
  await page.goto('/admin/portfolio');
  const chosen = page.getByRole('list', { name: 'Проекты на главной' });
  for (const [i, p] of [three, one, two].entries()) {
    await page.getByRole('button', { name: `На главной: ${p.title_de}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `«${p.title_de}» добавлен на главную` })).toBeVisible();
    await expect(chosen.getByRole('listitem')).toHaveCount(i + 1);
  }
  await expect(chosen.getByRole('listitem')).toHaveText([
    new RegExp(three.title_de),
    new RegExp(one.title_de),
    new RegExp(two.title_de),
  ]);
  // Full: another project's star is disabled.
  await expect(page.getByRole('region', { name: /На главной странице \(3 из 3\)/ })).toBeVisible();
  // Reordered: "Zwei" up to the front in two steps.
  await chosen.getByRole('button', { name: `Выше на главной: ${two.title_de}` }).click();
  await expect(chosen.getByRole('listitem').nth(1)).toContainText(two.title_de);
  await chosen.getByRole('button', { name: `Выше на главной: ${two.title_de}` }).click();
  await expect(chosen.getByRole('listitem').first()).toContainText(two.title_de);

  const homeOrder = async (path: string) => {
    await page.goto(path);
    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: /Aus dem Portfolio|Из портфолио/ }) });
    return section.getByRole('link', { name: /\(/ }).evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  };
  expect(await homeOrder('/')).toEqual([
    `/portfolio/${two.slug}`,
    `/portfolio/${three.slug}`,
    `/portfolio/${one.slug}`,
  ]);
  expect(await homeOrder('/ru')).toEqual([
    `/ru/portfolio/${two.slug}`,
    `/ru/portfolio/${three.slug}`,
    `/ru/portfolio/${one.slug}`,
  ]);

  // Taken off: the home page shows the two left.
  await page.goto('/admin/portfolio');
  await page.getByRole('button', { name: `Убрать с главной: ${three.title_de}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `«${three.title_de}» убран с главной` })).toBeVisible();
  expect(await homeOrder('/')).toEqual([`/portfolio/${two.slug}`, `/portfolio/${one.slug}`]);
});

test('uploads run one file at a time: a bad file is named in Russian, the others are stored, a failed one is retried', async ({
  page,
  request,
}, testInfo) => {
  const title = `Hochgeladen ${testInfo.project.name} ${unique()}`;
  await signIn(page, request);
  // The first attempt of one good file is cut off (a dropped connection): it fails alone and is retried.
  let cut = false;
  await page.route('**/api/admin/portfolio/*/photos', async (route) => {
    if (!cut && route.request().method() === 'POST' && route.request().postDataBuffer()?.includes('wackelig.png')) {
      cut = true;
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await page.goto('/admin/portfolio');
  await page.getByRole('button', { name: 'Добавить проект' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый проект' });
  await dialog.getByLabel('Название (немецкий)').fill(title);
  await dialog.getByLabel('Название (русский)').fill(`Загружено ${title}`);
  await dialog.getByLabel('Описание (немецкий)').fill('Drei Fotos und eine kaputte Datei.');
  await dialog.getByLabel('Описание (русский)').fill('Три фото и один испорченный файл.');
  await dialog.locator('input[type=file]').setInputFiles([
    await pngFile('gut-1.png', '#b45309'),
    // Named like a photo, but its content is text: only the server's content check can tell.
    { name: 'kaputt.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is not a photo at all') },
    await pngFile('wackelig.png', '#1d4ed8'),
    await pngFile('gut-2.png', '#0f766e'),
  ]);
  await expect(dialog.getByText('Фото 4 (gut-2.png)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Создать проект' }).click();

  // The bad file is named, the others are stored; the dialog stays open with the created project.
  await expect(
    dialog.getByText('Файл «kaputt.jpg» не загружен: Разрешены только изображения JPEG, PNG, WebP и AVIF.'),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Проект сохранён, но не загружено: «kaputt.jpg», «wackelig.png»' }),
  ).toBeVisible();
  await expect(dialog.locator('[data-status="stored"]')).toHaveCount(2);
  // A file refused for what it is offers no retry (it would be refused again); a dropped one does.
  await expect(
    dialog.getByRole('listitem').filter({ hasText: 'kaputt.jpg' }).getByRole('button', { name: 'Повторить' }),
  ).toHaveCount(0);
  // Nothing drawn broken: once every image in the dialog has finished loading (a stored photo's
  // preview may still be on its way), each has pixels (a refused file is never drawn).
  await expect
    .poll(() => dialog.locator('img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)))
    .toBe(true);
  const broken = await dialog
    .locator('img')
    .evaluateAll((imgs) => imgs.filter((img) => !(img as HTMLImageElement).naturalWidth).length);
  expect(broken).toBe(0);

  // The dropped one is retried and stored; the bad one is removed from the list.
  await dialog
    .getByRole('listitem')
    .filter({ hasText: 'wackelig.png' })
    .getByRole('button', { name: 'Повторить' })
    .click();
  await expect(dialog.locator('[data-status="stored"]')).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Убрать: Фото 2 (kaputt.jpg)' }).click();
  await expect(dialog.getByText('kaputt.jpg')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();

  const list = (await (
    await request.get('/api/admin/portfolio', { headers: await auth(request) })
  ).json()) as (AdminItem & {
    title_de: string;
  })[];
  const created = list.find((p) => p.title_de === title);
  expect(created?.images).toHaveLength(3);
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('фото: 3');
});

test('publication consent: needed and missing or withdrawn keeps a project off the site, the office says why', async ({
  page,
  request,
}, testInfo) => {
  const title = `Einverständnis ${testInfo.project.name} ${unique()}`;
  const project = await makeProject(request, { title_de: title, title_ru: `Согласие ${title}` }, [[1200, 800]]);
  const publicStatus = async () => (await request.get(`/portfolio/${project.slug}`)).status();
  const onGrid = async () => (await (await request.get('/portfolio')).text()).includes(`/portfolio/${project.slug}"`);
  expect(await publicStatus()).toBe(200);
  expect(await onGrid()).toBe(true);

  await signIn(page, request);
  await page.goto('/admin/portfolio');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: `Согласие: ${title}` }).click();
  let dialog = page.getByRole('dialog', { name: `Согласие: ${title}` });
  await dialog.getByLabel('Нужно, но ещё не получено').check();
  await dialog.getByRole('button', { name: 'Сохранить согласие' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('не на сайте: нет согласия на публикацию');
  // Gone from the page and the grid at once (the page cache was cleared by the write).
  expect(await publicStatus()).toBe(404);
  expect(await onGrid()).toBe(false);
  // The office lists projects by consent state.
  await page.getByLabel('Согласие на публикацию').selectOption('required');
  await expect(row).toBeVisible();
  await page.getByLabel('Согласие на публикацию').selectOption('obtained');
  await expect(row).toHaveCount(0);
  await page.getByLabel('Согласие на публикацию').selectOption('all');

  // Obtained: a minor with one guardian is refused in Russian; with two it is saved and public.
  await row.getByRole('button', { name: `Согласие: ${title}` }).click();
  dialog = page.getByRole('dialog', { name: `Согласие: ${title}` });
  await dialog.getByLabel('Получено', { exact: true }).check();
  await dialog.getByLabel('Дата согласия').fill('2026-05-01');
  await dialog.getByLabel('Примечание (как и где получено)').fill('Schriftlich beim Vorgespräch');
  // The signed release: a file that is not a PDF is refused by name; a PDF is stored at once.
  const release = dialog.locator('input[type=file][accept*="pdf"]');
  await release.setInputFiles({ name: 'foto.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') });
  await expect(dialog.getByRole('alert')).toContainText('Файл «foto.pdf» не сохранён');
  await release.setInputFiles(pdfFile('Einwilligung Anna.pdf', 'Einwilligung'));
  await expect(dialog.getByText('Einwilligung Anna.pdf')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Скачать' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Einwilligung Anna.pdf');
  expect((await (await download.createReadStream()).toArray()).length).toBeGreaterThan(0);
  // Not reachable without the owner's token.
  expect((await request.get(`/api/admin/portfolio/${project.id}/consent/document`)).status()).toBe(401);
  await dialog.getByRole('button', { name: 'Добавить человека' }).click();
  await dialog.getByLabel('Имя, человек 1').fill('Anna Beispiel');
  await dialog.getByRole('button', { name: 'Добавить человека' }).click();
  await dialog.getByLabel('Имя, человек 2').fill('Mia Beispiel');
  await dialog.getByLabel(/Несовершеннолетний .*человек 2/).check();
  await dialog.getByLabel('Законный представитель 1, человек 2').fill('Eva Beispiel');
  // The browser's own check would stop an empty required field: send it past that, as a script could.
  await dialog.getByLabel('Законный представитель 2, человек 2').fill(' ');
  await dialog.getByRole('button', { name: 'Сохранить согласие' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Не удалось сохранить согласие');
  expect(await publicStatus()).toBe(404);
  await dialog.getByLabel('Законный представитель 2, человек 2').fill('Tom Beispiel');
  await dialog.getByRole('button', { name: 'Сохранить согласие' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('согласие от 1 мая 2026');
  await expect(row).not.toContainText('не на сайте');
  expect(await publicStatus()).toBe(200);
  // The record stays in the office: no name on the public page.
  expect(await (await request.get(`/portfolio/${project.slug}`)).text()).not.toContain('Beispiel');

  // Withdrawn: off every page at once.
  await row.getByRole('button', { name: `Согласие: ${title}` }).click();
  dialog = page.getByRole('dialog', { name: `Согласие: ${title}` });
  await expect(dialog.getByLabel('Имя, человек 1')).toHaveValue('Anna Beispiel');
  await dialog.getByLabel('Отозвано', { exact: true }).check();
  await dialog.getByRole('button', { name: 'Сохранить согласие' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('не на сайте: согласие отозвано');
  expect(await publicStatus()).toBe(404);
  expect(await onGrid()).toBe(false);
  expect((await request.get(`/api/public/portfolio/${project.slug}`)).status()).toBe(404);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/portfolio/${project.slug}<`);
});
