import AxeBuilder from '@axe-core/playwright';
import { signIn } from './admin-helpers';
import { expect, test } from './fixtures';

const SCREENS = [
  'dashboard',
  'portfolio',
  'blog',
  'galleries',
  'forms',
  'reviews',
  'locations',
  'settings',
  'newsletter',
  'privacy',
  'clients',
];

async function violations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

test('the login page has no axe violations', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

for (const screen of SCREENS) {
  test(`the admin ${screen} screen has no axe violations`, async ({ page, request }) => {
    await signIn(page, request);
    await page.goto(`/admin/${screen}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Загрузка…' })).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });
}
