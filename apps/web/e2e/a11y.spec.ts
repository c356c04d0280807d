import { localePath } from '@app/contracts';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { PUBLIC_PAGES } from './helpers';

const PAGES = [
  ...PUBLIC_PAGES,
  '/buchung',
  '/city/atlantis',
  '/gibt/es/nicht',
  // The booking's mailed link asking for its one click, and its answer to an invalid link.
  `/booking/confirm?token=${'A'.repeat(32)}`,
  '/booking/confirm?invalid=1',
];

// A first-time visitor sees the cookie banner: scan it with the page (no stored choice).
test.use({ storageState: { cookies: [], origins: [] } });

for (const lang of ['de', 'ru'] as const) {
  for (const path of PAGES) {
    test(`axe finds no violation on ${path} (${lang})`, async ({ page }) => {
      await page.goto(localePath(lang, path));
      await expect(
        page.getByRole('dialog', { name: lang === 'de' ? 'Cookies und Datenschutz' : 'Cookie и конфиденциальность' }),
      ).toBeVisible({ timeout: 3000 });
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
}
