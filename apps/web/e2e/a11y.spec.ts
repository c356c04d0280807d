import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

const PAGES = [
  '/',
  '/portfolio',
  '/about',
  '/services',
  '/impressum',
  '/agb',
  '/datenschutz',
  '/gera',
  '/city/atlantis',
  '/gibt/es/nicht',
];

for (const lang of ['de', 'ru'] as const) {
  for (const path of PAGES) {
    test(`axe finds no violation on ${path} (${lang})`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await page.goto(path);
      // The cookie banner is part of the page a first-time visitor sees.
      await page.waitForTimeout(1200);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
}
