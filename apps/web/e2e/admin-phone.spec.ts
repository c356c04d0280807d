import type { Page } from '@playwright/test';
import { pngFile, signIn, unique } from './admin-helpers';
import { expect, test } from './fixtures';

/**
 * Issue 19 item 8: the office on a 360 px phone. On every screen nothing scrolls sideways, rows
 * do not overlap (a name under its buttons, a document's links over its actions), and every
 * button, field and menu entry is at least 44 x 44 px. An unknown /admin address is the office's
 * own 404.
 */
test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

/** What is wrong with the layout of the screen on view (empty when nothing). */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const named = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) problems.push(`scrolls sideways: ${root.scrollWidth}px`);

    const targets = document.querySelectorAll(
      'main button, main select, [role=dialog] button, [role=dialog] select, [role=dialog] input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]), main input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]), main textarea, header button, nav a, nav button',
    );
    for (const el of targets) {
      if (!visible(el) || el.closest('.sr-only')) continue;
      const r = el.getBoundingClientRect();
      if (r.height < 43.5 || r.width < 43.5) {
        problems.push(`small target ${Math.round(r.width)}x${Math.round(r.height)}: ${named(el)}`);
      }
    }

    // Siblings inside a list row never overlap (text under buttons, links over actions).
    for (const row of document.querySelectorAll('main li')) {
      for (const container of [row, ...row.querySelectorAll(':scope > *, :scope > * > *')]) {
        // An icon's paths overlap by design.
        if (container instanceof SVGElement) continue;
        const kids = [...container.children].filter(visible);
        for (let i = 0; i < kids.length; i++) {
          for (let j = i + 1; j < kids.length; j++) {
            const a = (kids[i] as Element).getBoundingClientRect();
            const b = (kids[j] as Element).getBoundingClientRect();
            const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            if (w > 1 && h > 1)
              problems.push(`overlap in a row: ${named(kids[i] as Element)} / ${named(kids[j] as Element)}`);
          }
        }
      }
    }
    return [...new Set(problems)];
  });
}

test('every back-office screen fits a 360 px phone with 44 px touch targets', async ({ page, request }) => {
  // Every office screen in turn: about 20 s alone, over 30 s on a busy machine.
  test.setTimeout(60_000);
  const token = await signIn(page, request);
  const auth = { authorization: `Bearer ${token}` };
  // Content with long names, so rows have something to wrap.
  const id = unique();
  const long = `Hochzeitsreportage-und-Familienfotografie-${id}`;
  // Inactive: other journeys read the public category filters.
  const category = await request.post('/api/admin/portfolio-categories', {
    headers: auth,
    data: {
      name_de: long,
      name_ru: `Очень-длинное-название-категории-${id}`,
      slug: `lang-${id}`,
      sort_order: 90,
      active: false,
    },
  });
  expect(category.status()).toBeLessThan(300);
  expect(
    (
      await request.post('/api/admin/reviews', {
        headers: auth,
        data: { name: long, text_de: 'Sehr schöne Bilder, sehr professionell.', rating: 5 },
      })
    ).status(),
  ).toBe(201);

  const screens: [string, (() => Promise<void>)?][] = [
    ['/admin/dashboard'],
    ['/admin/portfolio'],
    ['/admin/portfolio', () => page.getByRole('button', { name: 'Категории' }).click()],
    ['/admin/blog'],
    ['/admin/forms'],
    ['/admin/forms', () => page.getByRole('button', { name: 'Бронирования' }).click()],
    ['/admin/reviews'],
    ['/admin/locations'],
    ['/admin/settings'],
    ['/admin/settings?tab=images'],
    ['/admin/settings?tab=services'],
    ['/admin/settings?tab=documents'],
    ['/admin/settings?tab=email'],
    ['/admin/settings?tab=booking'],
    ['/admin/settings?tab=impressum'],
    ['/admin/newsletter'],
  ];
  for (const [path, open] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await open?.();
    // Lists and forms have loaded.
    await expect(page.getByText('Загрузка…')).toHaveCount(0);
    expect(await layoutProblems(page), `${path}${open ? ' (tab)' : ''}`).toEqual([]);
  }

  // A dialog with chosen photos (their remove buttons were 24 px).
  await page.goto('/admin/portfolio');
  await page.getByRole('button', { name: 'Добавить проект' }).click();
  await page
    .getByRole('dialog')
    .locator('input[type=file]')
    .setInputFiles([await pngFile('a.png', '#aa0000'), await pngFile('b.png', '#00aa00')]);
  await expect(page.getByRole('dialog').getByText('Фото 2 (b.png)')).toBeVisible();
  expect(await layoutProblems(page), 'project dialog').toEqual([]);

  // The menu, opened.
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  expect(await layoutProblems(page), 'menu').toEqual([]);
});

test('an unknown back-office address is a 404 inside the office', async ({ page, request }) => {
  await signIn(page, request);
  const res = await page.goto('/admin/nicht-da');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('/admin/nicht-da');
  // The office's menu is there, the public site's cookie banner is not.
  await expect(page.getByRole('button', { name: 'Открыть меню' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /Cookie/i })).toHaveCount(0);
  await expect(page.getByText(/Cookie/)).toHaveCount(0);
  await page.getByRole('link', { name: 'На панель управления' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
