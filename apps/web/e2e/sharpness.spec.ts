import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { adminToken } from './helpers';
import { type MadeProject, makeProject, photo } from './projects';

/**
 * Photos are never upscaled (issue 16 item 2): the file Chromium picks from srcset/sizes is at least
 * as many pixels wide as the photo is drawn × the device pixel ratio, unless it is already the
 * largest file there is; and it is at most one variant step larger than needed (no waste beyond
 * the next step). Measured on the file itself (its width read with sharp), not naturalWidth (which
 * srcset divides by the density), and on the drawn width (object-fit considered), not the box.
 */
const SCREENS = [
  {
    name: 'phone 390 @3x',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  },
  { name: 'desktop 1440 @1x', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
  { name: 'desktop 1440 @2x', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 2 },
] as const;

interface Drawn {
  src: string;
  drawn: number;
  widths: number[];
}

/** Every photo matching `selector`, each scrolled into view until loaded, with its drawn width and offered widths. */
async function measure(page: Page, selector: string): Promise<Drawn[]> {
  const photos = page.locator(selector);
  const count = await photos.count();
  expect(count, selector).toBeGreaterThan(0);
  const out: Drawn[] = [];
  for (let i = 0; i < count; i++) {
    const img = photos.nth(i);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc !== '')).toBe(true);
    out.push(
      await img.evaluate((el: HTMLImageElement) => {
        const box = el.getBoundingClientRect();
        const fit = getComputedStyle(el).objectFit;
        const aspect = el.naturalWidth / el.naturalHeight;
        // object-fit: cover draws the photo wider than its box when the box is taller than the photo.
        const drawn =
          fit === 'cover'
            ? Math.max(box.width, box.height * aspect)
            : fit === 'contain'
              ? Math.min(box.width, box.height * aspect)
              : box.width;
        const set = el.parentElement?.querySelector('source')?.getAttribute('srcset') ?? el.srcset;
        const widths = [...set.matchAll(/ (\d+)w/g)].map((m) => Number(m[1])).sort((a, b) => a - b);
        return { src: el.currentSrc, drawn, widths };
      }),
    );
  }
  return out;
}

const fileWidths = new Map<string, number>();
async function fileWidth(page: Page, url: string): Promise<number> {
  const known = fileWidths.get(url);
  if (known) return known;
  const body = await (await page.request.get(url)).body();
  const width = (await sharp(body).metadata()).width ?? 0;
  fileWidths.set(url, width);
  return width;
}

async function check(browser: Browser, baseURL: string, path: string, selector: string) {
  const problems: string[] = [];
  let measured = 0;
  for (const screen of SCREENS) {
    const { name, ...options } = screen;
    const context = await browser.newContext({ ...options, baseURL });
    const page = await context.newPage();
    await page.goto(path);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    for (const photo of await measure(page, selector)) {
      if (!/\/media\/img\//.test(photo.src)) continue; // a sample placeholder, no file
      measured++;
      const file = await fileWidth(page, photo.src);
      // The variant's name is its width: the file and its name agree.
      expect(photo.src).toMatch(new RegExp(`/${file}\\.(webp|jpg|avif)$`));
      const needed = Math.ceil(photo.drawn * options.deviceScaleFactor - 0.5);
      const largest = photo.widths.at(-1) ?? file;
      const enough = photo.widths.find((w) => w >= needed) ?? largest;
      const stepAbove = photo.widths[photo.widths.indexOf(enough) + 1] ?? enough;
      const where = `${name} ${path}: ${photo.src} (${file} px) for ${photo.drawn.toFixed(0)} px drawn × ${options.deviceScaleFactor} = ${needed}`;
      if (file < needed && file < largest) problems.push(`upscaled: ${where}`);
      if (file > stepAbove) problems.push(`more than one step too large: ${where}`);
    }
    await context.close();
  }
  expect(problems).toEqual([]);
  expect(measured).toBeGreaterThan(0);
}

let projects: MadeProject[] = [];

test.describe('sharp photos', () => {
  test.setTimeout(120_000);

  test.beforeAll(async ({ request }, testInfo) => {
    // Seven photos of up to 3600 px, each rendered into its variants: more than the default 30 s
    // for a hook on a busy machine (test.setTimeout above covers the tests, not this hook).
    testInfo.setTimeout(120_000);
    projects = [
      await makeProject(request, { title_de: 'Schärfe quer', title_ru: 'Резкость гор.', featured: true }),
      await makeProject(
        request,
        { title_de: 'Schärfe hoch', title_ru: 'Резкость верт.', featured: true, category: 'portrait' },
        [
          [2000, 3000],
          [3000, 2000],
        ],
      ),
      await makeProject(request, { title_de: 'Schärfe Panorama', title_ru: 'Резкость панорама', featured: true }, [
        [3600, 1500],
        [2400, 2400],
      ]),
    ];
  });

  test('portfolio grid', async ({ browser, baseURL }) => {
    await check(browser, baseURL ?? '', '/portfolio', 'a[href^="/portfolio/"] img');
  });

  test('home featured projects', async ({ browser, baseURL }) => {
    await check(browser, baseURL ?? '', '/', 'a[href^="/portfolio/"] img');
  });

  test('project pages', async ({ browser, baseURL }) => {
    for (const project of projects)
      await check(browser, baseURL ?? '', `/portfolio/${project.slug}`, '[data-photo-index] img');
  });

  test('heroes drawn with object-fit: cover (home, portfolio, services)', async ({ browser, baseURL, request }) => {
    // A 3:2 photo behind a phone's hero, which is taller than wide: cover draws it about 990 px
    // wide at 390 px (2962 file pixels at 3x), where "100vw" picked the 1600 px file.
    const headers = { authorization: `Bearer ${await adminToken(request)}` };
    const upload = await request.post('/api/admin/uploads/image', {
      headers,
      multipart: {
        file: {
          name: 'hero.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.from(await (await photo(3000, 2000, 30)).arrayBuffer()),
        },
      },
    });
    expect(upload.status()).toBe(200);
    const { url } = (await upload.json()) as { url: string };
    const before = await (await request.get('/api/admin/settings/site-images')).json();
    const saved = await request.put('/api/admin/settings/site-images', {
      headers,
      data: { ...before, hero_background_image: url, portfolio_category_image: url, services_category_image: url },
    });
    expect(saved.status()).toBe(200);
    try {
      for (const path of ['/', '/ru', '/portfolio', '/services', '/ru/services'])
        await check(browser, baseURL ?? '', path, 'main section >> nth=0 >> img');
    } finally {
      await request.put('/api/admin/settings/site-images', { headers, data: before });
    }
  });
});
