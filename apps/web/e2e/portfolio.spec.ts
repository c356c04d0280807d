import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { adminToken } from './helpers';

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

  await page.addInitScript(() =>
    localStorage.setItem(
      'cookieConsent',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, timestamp: 'x' }),
    ),
  );
  await page.goto('/portfolio?category=wedding');
  const opener = page.getByRole('button', {
    name: new RegExp(`Gartenhochzeit ${suffix}: Bilder ansehen \\(2 Fotos\\)`),
  });
  await expect(opener).toBeVisible();
  // The responsive variants are offered to the browser.
  await expect(page.locator('picture source[type="image/webp"]').first()).toHaveAttribute('srcset', /\d+w/);

  await page.getByRole('navigation', { name: 'Nach Kategorie filtern' }).getByRole('link', { name: 'Porträt' }).click();
  await expect(page).toHaveURL(/category=portrait$/);
  await expect(opener).toHaveCount(0);
  await page.goBack();
  await expect(opener).toBeVisible();

  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Projektbilder' });
  await expect(dialog.getByText('1 / 2')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('2 / 2')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('1 / 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  const ru = await (await request.get('/portfolio?category=wedding', { headers: { cookie: 'lang=ru' } })).text();
  expect(ru).toContain('2 фотографии');
});
