import { localePath } from '@app/contracts';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PUBLIC_PAGES } from './helpers';
import { makeProject } from './projects';

// Decision 052: body text in self-hosted Source Sans 3 over a metric-matched fallback.

test('body text is Source Sans 3 from the site itself: the subsets a page needs, preloaded, cached for good', async ({
  page,
}) => {
  // Both pages need both files (the German language switcher says "Русский"; Russian text has Latin
  // digits and punctuation), each preloads the one its text is mostly in. Never latin-ext.
  for (const [path, preloads] of [
    ['/', ['latin']],
    ['/ru', ['cyrillic']],
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
    expect(preloaded.filter((href) => href.includes('source-sans-3')).length, path).toBe(preloads.length);
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

/**
 * How a heading is laid out: its overflow, its soft hyphens, the soft hyphens a line ends at (drawn
 * as a visible hyphen: the character has a width there and none elsewhere), and the places where a
 * line ends between two letters of a word without one.
 */
async function headingLayout(heading: Locator) {
  return heading.evaluate((el) => {
    const letter = /\p{L}/u;
    // A range that starts at a line break also covers the end of the line before: compare bottoms.
    const rect = (node: Text, from: number, to: number) => {
      const range = document.createRange();
      range.setStart(node, from);
      range.setEnd(node, to);
      return range.getBoundingClientRect();
    };
    const result = {
      text: el.textContent ?? '',
      scroll: el.scrollWidth,
      client: el.clientWidth,
      softHyphens: 0,
      hyphenatedBreaks: [] as string[],
      brokenWords: [] as string[],
    };
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const value = node.data;
      for (let i = 1; i < value.length; i++) {
        const char = value[i] as string;
        if (char === '\u00AD') {
          result.softHyphens++;
          if (i + 1 >= value.length) continue;
          const before = rect(node, i - 1, i);
          const after = rect(node, i + 1, i + 2);
          if (after.bottom > before.bottom + 1 && rect(node, i, i + 1).width > 0) {
            result.hyphenatedBreaks.push(`${value.slice(0, i)}-|${value.slice(i + 1)}`.replaceAll('\u00AD', ''));
          }
        } else if (letter.test(char) && letter.test(value[i - 1] as string)) {
          if (rect(node, i, i + 1).bottom > rect(node, i - 1, i).bottom + 1) {
            result.brokenWords.push(`${value.slice(0, i)}|${value.slice(i)}`.replaceAll('\u00AD', ''));
          }
        }
      }
    }
    return result;
  });
}

test('long German and Russian headings break at 360 px with a visible hyphen, inside their box', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  // The browser renders what the server sent: no hydration mismatch over a soft hyphen.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  for (const [path, name] of [
    // The owner's hero title (the branding record), the seeded service names, static page titles.
    ['/', 'Hochzeitsfotograf in Thüringen und Sachsen'],
    ['/agb', 'Allgemeine Geschäftsbedingungen'],
    ['/ru/services', 'Реставрация фотографий'],
    ['/ru/datenschutz', 'Политика конфиденциальности'],
  ] as const) {
    await page.goto(path);
    const heading = page.getByRole('heading', { name, exact: true });
    await expect(heading).toBeVisible();
    const layout = await headingLayout(heading);
    const where = `${path}: ${name}`;
    expect(layout.scroll, where).toBeLessThanOrEqual(layout.client);
    expect(layout.softHyphens, where).toBeGreaterThan(0);
    expect(layout.hyphenatedBreaks, where).not.toEqual([]);
    expect(layout.brokenWords, where).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test('soft hyphens stay out of titles, meta tags, structured data and image texts', async ({ request }) => {
  for (const path of ['/services', '/ru/services', '/ru/datenschutz', '/agb']) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, path).not.toContain('\u00AD');
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)) {
      expect(json, path).not.toContain('\u00AD');
      expect(json, path).not.toContain('\\u00ad');
    }
    for (const [attribute] of html.matchAll(/\s(?:alt|aria-label|title|href|content)="[^"]*"/g)) {
      expect(attribute, path).not.toContain('\u00AD');
    }
  }
});

test('no heading of a public page is cut or broken inside a word without a hyphen at 360 px, in either language', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const problems: string[] = [];
  // With the display font, and without it: on a first visit on a slow line Cormorant misses its
  // window (font-display: optional) and the headings are drawn in the wider fallback serif.
  for (const displayFont of [true, false]) {
    if (!displayFont) await page.route(/cormorant.*\.woff2$/, (route) => route.abort());
    for (const path of PUBLIC_PAGES) {
      for (const lang of ['de', 'ru'] as const) {
        const address = localePath(lang, path);
        await page.goto(address);
        for (const heading of await page.locator('main h1, main h2, main h3').all()) {
          // Visible, and not a heading for screen readers only (sr-only: a 1 px box).
          if (!(await heading.isVisible()) || (await heading.evaluate((el) => el.clientWidth <= 1))) continue;
          const layout = await headingLayout(heading);
          const where = `${address}${displayFont ? '' : ' (fallback serif)'}`;
          if (layout.scroll > layout.client) problems.push(`${where}: "${layout.text}" overflows`);
          for (const word of layout.brokenWords) problems.push(`${where}: "${word}"`);
        }
      }
    }
  }
  expect(problems).toEqual([]);
});

test('a project title from the database is hyphenated in its language, the same after a click as on a fresh load', async ({
  page,
  request,
}) => {
  const made = await makeProject(
    request,
    {
      title_de: 'Hochzeitsreportage im Barockschlossgarten',
      title_ru: 'Достопримечательности Лейпцига',
      featured: true,
    },
    [[1200, 800]],
  );
  await page.setViewportSize({ width: 360, height: 800 });
  for (const [lang, home, title] of [
    ['de', '/', made.title_de],
    ['ru', '/ru', made.title_ru],
  ] as const) {
    const address = `${lang === 'ru' ? '/ru' : ''}/portfolio/${made.slug}`;
    await page.goto(address);
    const h1 = page.getByRole('heading', { level: 1, name: title, exact: true });
    const layout = await headingLayout(h1);
    expect(layout.scroll, address).toBeLessThanOrEqual(layout.client);
    expect(layout.hyphenatedBreaks, address).not.toEqual([]);
    expect(layout.brokenWords, address).toEqual([]);
    // The words are hyphenated by the page's language: the German patterns know no Cyrillic.
    expect(layout.text.split('\u00AD').length - 1, address).toBeGreaterThan(2);
    const fresh = layout.text;

    await page.goto(home);
    await page.locator(`main a[href$="/portfolio/${made.slug}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${address}$`));
    await expect(h1).toBeVisible();
    expect(await h1.evaluate((el) => el.textContent)).toBe(fresh);
  }
});
