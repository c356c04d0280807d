import sharp from 'sharp';
import { expect, test } from './fixtures';
import { adminToken } from './helpers';
import { makeProject } from './projects';

async function jpeg(r: number, g: number, b: number): Promise<Blob> {
  const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(buffer)], { type: 'image/jpeg' });
}

test('portfolio by category with real projects, lightbox by keyboard, photo counts per language', async ({
  page,
  request,
}, testInfo) => {
  // Two projects with photos first: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const suffix = testInfo.project.name;
  const token = await adminToken(request);
  const form = new FormData();
  form.append('title_de', `Gartenhochzeit ${suffix}`);
  form.append('title_ru', `Свадьба в саду ${suffix}`);
  form.append('description_de', 'Ein leiser Sommertag.');
  form.append('description_ru', 'Тихий летний день.');
  form.append('category', 'wedding');
  form.append('featured', 'false');
  form.append('images', await jpeg(180, 150, 120), 'a.jpg');
  form.append('images', await jpeg(120, 130, 150), 'b.jpg');
  const created = await request.post('/api/admin/portfolio', {
    headers: { authorization: `Bearer ${token}` },
    multipart: form,
  });
  expect(created.ok(), await created.text()).toBe(true);
  // The portrait filter is offered once a portrait project exists (empty categories are left out).
  const portrait = await makeProject(
    request,
    { title_de: `Porträt im Garten ${suffix}`, title_ru: `Портрет в саду ${suffix}`, category: 'portrait' },
    [[600, 800]],
  );

  await page.addInitScript(() =>
    localStorage.setItem(
      'cookieConsent',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, timestamp: 'x' }),
    ),
  );
  await page.goto('/portfolio?category=wedding');
  const tile = page.getByRole('link', { name: new RegExp(`^Gartenhochzeit ${suffix} \\(Hochzeit, 2 Fotos\\)`) });
  await expect(tile).toBeVisible();
  // The responsive variants are offered to the browser.
  await expect(page.locator('picture source[type="image/webp"]').first()).toHaveAttribute('srcset', /\d+w/);

  await page.getByRole('navigation', { name: 'Nach Kategorie filtern' }).getByRole('link', { name: 'Porträt' }).click();
  await expect(page).toHaveURL(/category=portrait$/);
  await expect(tile).toHaveCount(0);
  await page.goBack();
  await expect(tile).toBeVisible();

  // The tile leads to the project's page; its lightbox goes round by keyboard and gives the focus back.
  await tile.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Gartenhochzeit ${suffix}` })).toBeVisible();
  const opener = page.locator('[data-photo-index="0"]');
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Projektbilder' });
  const counter = dialog.locator('.photo-lightbox-counter');
  await expect(counter).toHaveText('1 / 2');
  await expect(dialog.locator('.yarl__slide_current').getByText('Hochzeit', { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('2 / 2');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('1 / 2');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  const ru = await (await request.get('/ru/portfolio?category=wedding')).text();
  expect(ru).toContain('2 фотографии');
  await request.delete(`/api/admin/portfolio/${portrait.id}`, { headers: { authorization: `Bearer ${token}` } });
});

test('the portfolio is paged: 24 projects a page, links to older and newer ones keep the category', async ({
  page,
  request,
}, testInfo) => {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const slug = `seiten-${testInfo.project.name}`;
  const category = await request.post('/api/admin/portfolio-categories', {
    headers,
    data: {
      name_de: `Seiten ${testInfo.project.name}`,
      name_ru: `Страницы ${testInfo.project.name}`,
      slug,
      active: true,
    },
  });
  expect(category.status(), await category.text()).toBe(201);
  const categoryId = ((await category.json()) as { id: string }).id;
  const created: string[] = [];
  try {
    const image = await jpeg(90, 110, 130);
    for (let i = 1; i <= 25; i++) {
      const form = new FormData();
      form.append('title_de', `Seitenprojekt ${i}`);
      form.append('title_ru', `Проект страницы ${i}`);
      form.append('description_de', 'Ein Projekt für die Seitenprobe.');
      form.append('description_ru', 'Проект для проверки страниц.');
      form.append('category', slug);
      form.append('images', image, 'p.jpg');
      const res = await request.post('/api/admin/portfolio', { headers, multipart: form });
      expect(res.status(), await res.text()).toBe(201);
      created.push(((await res.json()) as { id: string }).id);
    }
    await page.goto(`/portfolio?category=${slug}`);
    // One lightbox opener per project card (the card's text is a hover overlay on desktop).
    const cards = page.getByRole('link', { name: /^Seitenprojekt \d+ \(/ });
    await expect(cards).toHaveCount(24);
    // Newest first: project 25 opens the first page, project 1 is alone on the second.
    await expect(cards.first()).toHaveAccessibleName(/^Seitenprojekt 25 \(/);
    const pager = page.getByRole('navigation', { name: 'Seiten' });
    await expect(pager.getByText('Seite 1')).toBeVisible();
    await expect(pager.getByRole('link', { name: 'Neuere Projekte' })).toHaveCount(0);
    await pager.getByRole('link', { name: 'Ältere Projekte' }).click();
    await expect(page).toHaveURL(new RegExp(`/portfolio\\?category=${slug}&page=2$`));
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAccessibleName(/^Seitenprojekt 1 \(/);
    await expect(pager.getByRole('link', { name: 'Ältere Projekte' })).toHaveCount(0);
    await pager.getByRole('link', { name: 'Neuere Projekte' }).click();
    await expect(cards).toHaveCount(24);

    const ru = await (await request.get(`/ru/portfolio?category=${slug}&page=2`)).text();
    expect(ru).toContain('Страница 2');
    expect(ru).toContain('Более новые проекты');
    // A page number that makes no sense shows the first page.
    const odd = await (await request.get(`/portfolio?category=${slug}&page=-3`)).text();
    expect(odd).toContain('Seitenprojekt 25');
  } finally {
    for (const id of created) await request.delete(`/api/admin/portfolio/${id}`, { headers });
    await request.delete(`/api/admin/portfolio-categories/${categoryId}`, { headers });
  }
});
