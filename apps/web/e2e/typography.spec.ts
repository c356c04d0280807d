import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Decision 052: body text in self-hosted Source Sans 3 over a metric-matched fallback.

test('body text is Source Sans 3 from the site itself: the subsets a page needs, preloaded, cached for good', async ({
  page,
}) => {
  // German pages need the Cyrillic file too: the language switcher says "Русский". Never latin-ext.
  for (const [path, preloads] of [
    ['/', ['latin']],
    ['/ru', ['latin', 'cyrillic']],
  ] as const) {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const origin = new URL(page.url()).origin;
    expect(requested.filter((url) => !url.startsWith(origin))).toEqual([]);

    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Source Sans 3 Variable"/);
    const bodyFonts = requested.filter((url) => url.includes('source-sans-3'));
    // Only the subsets the page's text needs are fetched (unicode-range), woff2 only.
    expect(bodyFonts.map((url) => url.match(/source-sans-3-([a-z-]+)-wght-normal-[\w-]+\.woff2$/)?.[1]).sort()).toEqual(
      ['cyrillic', 'latin'],
    );
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    for (const subset of preloads) {
      const href = preloaded.find((h) => h.includes(`source-sans-3-${subset}-wght-normal-`));
      expect(href, `${path} preloads the ${subset} file`).toBeDefined();
      const res = await page.request.get(href as string);
      expect(res.headers()['content-type']).toBe('font/woff2');
      expect(res.headers()['cache-control']).toContain('immutable');
    }
    const sample = path === '/ru' ? 'Фотосессия' : 'Hochzeit';
    expect(await page.evaluate((text) => document.fonts.check('16px "Source Sans 3 Variable"', text), sample)).toBe(
      true,
    );
    page.removeAllListeners('request');
  }
});

/**
 * Each paragraph of `main` laid out on one line: its width and height in the face the page
 * has at that moment (headings are in the display font, held back in both loads).
 */
async function runs(page: Page) {
  await page.addStyleTag({
    content: 'main p { white-space: nowrap !important; width: max-content !important; }',
  });
  return page.evaluate(async () => {
    await document.fonts.ready;
    return (
      [...document.querySelectorAll('main p')]
        // Running text: the short labels in capitals (eyebrows, about 10 % narrower in Source Sans 3
        // than in Arial) never wrap.
        .filter((el) => {
          const style = getComputedStyle(el);
          return (
            el.textContent?.trim() &&
            style.fontFamily.startsWith('"Source Sans 3') &&
            style.textTransform !== 'uppercase'
          );
        })
        .map((el) => {
          const box = el.getBoundingClientRect();
          return { text: (el.textContent ?? '').trim().slice(0, 40), width: box.width, height: box.height };
        })
    );
  });
}

test('the fallback face takes the room of Source Sans 3, so the swap does not move the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/ru', '/services', '/ru/services']) {
    await page.route(/cormorant.*\.woff2$/, (route) => route.abort());
    await page.route(/source-sans.*\.woff2$/, (route) => route.abort());
    await page.goto(path);
    expect(await page.evaluate(() => document.fonts.check('16px "Source Sans 3 Variable"', 'a'))).toBe(false);
    const fallback = await runs(page);
    await page.unroute(/source-sans.*\.woff2$/);
    await page.goto(path);
    expect(await page.evaluate(() => document.fonts.check('16px "Source Sans 3 Variable"', 'a'))).toBe(true);
    const loaded = await runs(page);
    await page.unrouteAll();

    expect(fallback.map((r) => r.text)).toEqual(loaded.map((r) => r.text));
    expect(loaded.length).toBeGreaterThan(5);
    for (const [i, run] of loaded.entries()) {
      const other = fallback[i] as (typeof fallback)[number];
      const where = `${path}: "${run.text}"`;
      // The same line height (ascent and descent overridden) and within 4 % of the width
      // (without the fallback face this machine's sans-serif, DejaVu Sans, is about 20 % wider).
      expect(other.height, where).toBe(run.height);
      expect(Math.abs(other.width / run.width - 1), where).toBeLessThan(0.04);
    }
  }
});
