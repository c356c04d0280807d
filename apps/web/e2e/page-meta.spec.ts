import { localePath } from '@app/contracts';
import { apiToken, unique } from './admin-helpers';
import { expect, test } from './fixtures';

/**
 * Issue 32 item 3: every page's title and Open Graph tags come from one function with the owner's
 * site name: the form pages kept "Lichtblick Fotografie" after a rename (a second pageMeta).
 */
test('a renamed site is named in the title and og:site_name of every page, in both languages', async ({ request }) => {
  const token = await apiToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const original = await (await request.get('/api/admin/settings/branding')).json();
  const siteName = `Atelier ${unique()}`;
  expect(
    (await request.put('/api/admin/settings/branding', { headers, data: { ...original, site_name: siteName } })).ok(),
  ).toBe(true);
  try {
    for (const path of [
      '/',
      '/booking',
      '/buchung',
      '/contact',
      '/reviews',
      '/newsletter',
      '/services',
      '/gera',
      '/impressum',
    ]) {
      for (const lang of ['de', 'ru'] as const) {
        const address = localePath(lang, path);
        const html = await (await request.get(address)).text();
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
        const ogSiteName = /<meta property="og:site_name" content="([^"]*)"/.exec(html)?.[1];
        expect(title, address).toContain(siteName);
        expect(title, address).not.toContain('Lichtblick');
        expect(ogSiteName, address).toBe(siteName);
      }
    }
  } finally {
    // Other journeys read the seeded name.
    expect((await request.put('/api/admin/settings/branding', { headers, data: original })).ok()).toBe(true);
  }
});
