import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** A small JPEG (120 x 80 px gradient) for the posts' required image. */
const JPEG = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCABQAHgDASIAAhEBAxEB/8QAFwABAQEBAAAAAAAAAAAAAAAAAgEABf/EABUQAQEAAAAAAAAAAAAAAAAAAAEA/8QAFwEBAQEBAAAAAAAAAAAAAAAAAQIDBP/EABURAQEAAAAAAAAAAAAAAAAAAAAR/9oADAMBAAIRAxEAPwDsrFaLFbijqVYrRYrMCrFaLFZiaqxWiwWqBVitFiswKsVosVqgVYrRYrMCraC2mB2litFithGyrFaLFZgVYLRYrMCrFaLFaoFWK0WKzAqxWixWqBVitFiswKtoLaYHaWK0WC2EaqsVosVmBVitFitUCrFaLFZgVYrRYrMCrFaLFaoFWK0WCzAq2gtqoHaWK0WK3PGyrFaLFZgVYrRYrVAqxWixWYFWK0WK1QKsFosVmJqrFaLFZgVbQW1UDtLFaLFbnjZVitFiswKsVosVqgVYrRYLMCrFaLFaoFWK0WKzAqxWixWqBVtBbTA//9k=',
  'base64',
);

interface CreatedPost {
  id: string;
  title_de: string;
}

const POSTS = [
  {
    title_de: 'Goldene Stunde an der Saale',
    title_ru: 'Золотой час у Заале',
    excerpt_de: 'Warum das Abendlicht im Herbst ideal für Paarfotos ist.',
    excerpt_ru: 'Почему вечерний свет осенью идеален для парных фото.',
    content_de: 'Erster Absatz über das Licht.\n\nZweiter Absatz <b>ohne HTML</b>.\nDritter Absatz.',
    content_ru: 'Первый абзац о свете.\nВторой абзац.',
    author: 'Anna Weber',
  },
  {
    title_de: 'Licht & Schatten <3: Ein Abend in Gera',
    title_ru: 'Свет и тень: вечер в Гере',
    excerpt_de: 'Eine Reportage aus der Altstadt.',
    excerpt_ru: 'Репортаж из старого города.',
    content_de: 'Gera am Abend.',
    content_ru: 'Гера вечером.',
    author: 'Anna Weber',
  },
  {
    title_de: 'Fünf Tipps für entspannte Porträts',
    title_ru: 'Пять советов для непринуждённых портретов',
    excerpt_de: 'Wie Sie vor der Kamera locker bleiben.',
    excerpt_ru: 'Как оставаться расслабленным перед камерой.',
    content_de: 'Tipp eins.\nTipp zwei.',
    content_ru: 'Совет один.\nСовет два.',
    author: 'Anna Weber',
  },
];

/** The expected canonical slug (the rule itself is unit-tested in @app/contracts). */
const SLUGS = [
  'goldene-stunde-an-der-saale',
  'licht-schatten-3-ein-abend-in-gera',
  'fuenf-tipps-fuer-entspannte-portraets',
];
/** The Russian addresses: the transliterated Russian title (ADR 047). */
const RU_SLUGS = ['zolotoy-chas-u-zaale', 'svet-i-ten-vecher-v-gere', 'pyat-sovetov-dlya-neprinuzhdennykh-portretov'];

let api: APIRequestContext;
let auth: Record<string, string>;
/** The created posts, oldest first; null when POST /api/admin/blog does not exist (media-api not merged). */
let created: CreatedPost[] | null = null;

async function deleteAllPosts() {
  const res = await api.get('/api/admin/blog', { headers: auth });
  expect(res.status()).toBe(200);
  for (const post of (await res.json()) as CreatedPost[]) {
    expect((await api.delete(`/api/admin/blog/${post.id}`, { headers: auth })).status()).toBe(200);
  }
}

/** Whether POST /api/admin/blog exists: a JSON body is refused (415) by the multipart route, 404 without it. */
async function canCreatePosts(): Promise<boolean> {
  const probe = await api.post('/api/admin/blog', { headers: auth, data: {} });
  return probe.status() !== 404;
}

async function createPosts(): Promise<CreatedPost[] | null> {
  if (!(await canCreatePosts())) return null;
  const posts: CreatedPost[] = [];
  for (const fields of POSTS) {
    const res = await api.post('/api/admin/blog', {
      headers: auth,
      multipart: { ...fields, published: 'true', image: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: JPEG } },
    });
    expect(res.status(), await res.text()).toBe(201);
    posts.push((await res.json()) as CreatedPost);
  }
  return posts;
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** The read-more link of one article ("Weiterlesen", then the title for screen readers). */
function readMoreLink(page: Page, label: string, title = '') {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('link', { name: new RegExp(`^${label}\\W+${escaped}$`) });
}

function dateIn(locale: string): string {
  return new Date().toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const login = await api.post('/api/admin/login', { data: { username: 'admin', password: 'E2e-admin-pass1!' } });
  expect(login.status()).toBe(200);
  auth = { authorization: `Bearer ${(await login.json()).access_token}` };
  await deleteAllPosts();
});

test.afterAll(async () => {
  await deleteAllPosts();
  await api.dispose();
});

test('without posts the blog shows its empty state, in German and Russian, with its meta tags', async ({
  page,
  baseURL,
}) => {
  const res = await page.goto('/blog');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByText('Noch keine Artikel veröffentlicht.')).toBeVisible();
  await expect(page).toHaveTitle(/^Blog: Geschichten und Tipps rund um die Fotografie \| /);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/blog`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Der Blog von /);
  await expectNoAxeViolations(page);

  await page.goto('/ru/blog');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/ru/blog`);
  await expect(page.getByRole('heading', { level: 1, name: 'Блог' })).toBeVisible();
  await expect(page.getByText('Статей пока нет.')).toBeVisible();
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ru_RU');
});

test('an unknown post answers 404 with "Artikel nicht gefunden" and a link back to the blog', async ({ page }) => {
  for (const path of ['/blog/gibt-es-nicht', '/blog/alter-artikel-0123456789abcdef01234567']) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artikel nicht gefunden');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Zurück zum Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();

  const res = await page.goto('/ru/blog/gibt-es-nicht');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Статья не найдена');
  await expect(page.getByRole('link', { name: 'Назад к блогу' })).toHaveAttribute('href', '/ru/blog');
});

test.describe('with published posts', () => {
  test.beforeAll(async () => {
    created = await createPosts();
  });

  test.beforeEach(() => {
    // The admin blog route exists: creating the posts must have worked.
    expect(created).not.toBeNull();
  });

  test('German: the list alternates the pictures, a post opens and leads back', async ({ page, baseURL, isMobile }) => {
    const posts = created ?? [];
    const res = await page.goto('/blog');
    expect(res?.status()).toBe(200);
    const articles = page.locator('main article');
    await expect(articles).toHaveCount(3);
    // Newest first.
    await expect(articles.nth(0).getByRole('heading', { level: 2 })).toHaveText(POSTS[2]?.title_de ?? '');
    await expect(articles.nth(0)).toContainText(dateIn('de-DE'));
    await expect(articles.nth(0)).toContainText('Anna Weber');
    await expect(articles.nth(0)).toContainText(POSTS[2]?.excerpt_de ?? '');

    for (const i of [0, 1]) {
      const image = await articles.nth(i).locator('img').boundingBox();
      const heading = await articles.nth(i).getByRole('heading', { level: 2 }).boundingBox();
      if (!image || !heading) throw new Error('article without image or heading');
      if (isMobile) expect(image.y + image.height).toBeLessThanOrEqual(heading.y);
      else if (i === 0) expect(image.x + image.width).toBeLessThan(heading.x);
      else expect(heading.x + heading.width).toBeLessThan(image.x);
    }
    await expectNoAxeViolations(page);

    const oldest = posts[0];
    if (!oldest) throw new Error('no post');
    const readMore = readMoreLink(page, 'Weiterlesen', POSTS[0]?.title_de);
    await expect(readMore).toHaveAttribute('href', `/blog/${SLUGS[0]}-${oldest.id}`);
    await readMore.click();
    await expect(page).toHaveURL(`${baseURL}/blog/${SLUGS[0]}-${oldest.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POSTS[0]?.title_de ?? '');
    await expect(page.locator('article').first()).toContainText(dateIn('de-DE'));
    const paragraphs = page.locator('article .space-y-6 > p');
    await expect(paragraphs).toHaveText([
      'Erster Absatz über das Licht.',
      'Zweiter Absatz <b>ohne HTML</b>.',
      'Dritter Absatz.',
    ]);
    await expect(page.locator('article b')).toHaveCount(0);

    const others = page.getByRole('region', { name: 'Weitere Artikel' }).getByRole('listitem');
    await expect(others).toHaveCount(2);
    await expect(others.getByRole('heading', { level: 3 })).toHaveText([
      POSTS[2]?.title_de ?? '',
      POSTS[1]?.title_de ?? '',
    ]);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Zurück zum Blog' }).first().click();
    await expect(page).toHaveURL(`${baseURL}/blog`);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  });

  test('Russian: list and post in Russian, other posts lead to each other', async ({ page }) => {
    await page.goto('/ru/blog');
    await expect(page.locator('main article').first().getByRole('heading', { level: 2 })).toHaveText(
      POSTS[2]?.title_ru ?? '',
    );
    await expect(page.locator('main article').first()).toContainText(dateIn('ru-RU'));
    await readMoreLink(page, 'Читать далее', POSTS[2]?.title_ru).click();
    await expect(page).toHaveURL(new RegExp(`/ru/blog/${RU_SLUGS[2]}-[0-9a-f]{24}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POSTS[2]?.title_ru ?? '');
    await expect(page.locator('article .space-y-6 > p')).toHaveText(['Совет один.', 'Совет два.']);
    await expect(page.getByRole('button', { name: 'Поделиться' })).toBeVisible();

    const others = page.getByRole('region', { name: 'Другие статьи' });
    await others.getByRole('link', { name: POSTS[1]?.title_ru }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POSTS[1]?.title_ru ?? '');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Назад к блогу' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Блог' })).toBeVisible();
  });

  test('a slug whose text differs from the title redirects 301 to the canonical address', async ({ page, baseURL }) => {
    const post = created?.[0];
    if (!post) throw new Error('no post');
    const canonical = `/blog/${SLUGS[0]}-${post.id}`;
    for (const path of [`/blog/falscher-titel-${post.id}`, `/blog/${post.id}`]) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(301);
      expect(new URL(res.headers().location ?? '', baseURL).pathname).toBe(canonical);
    }
    await page.goto(`/blog/${post.id}`);
    await expect(page).toHaveURL(`${baseURL}${canonical}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POSTS[0]?.title_de ?? '');
  });

  test("a Russian post has its own address; the other language's address leads there (301), the switcher across", async ({
    page,
    baseURL,
  }) => {
    const post = created?.[0];
    if (!post) throw new Error('no post');
    const de = `/blog/${SLUGS[0]}-${post.id}`;
    const ru = `/ru/blog/${RU_SLUGS[0]}-${post.id}`;
    // The old Russian address (the German slug under /ru) and the Russian slug under German both lead home.
    for (const [from, to] of [
      [`/ru/blog/${SLUGS[0]}-${post.id}`, ru],
      [`/ru/blog/${post.id}`, ru],
      [`/blog/${RU_SLUGS[0]}-${post.id}`, de],
    ] as const) {
      const res = await page.request.get(from, { maxRedirects: 0 });
      expect(res.status(), from).toBe(301);
      expect(new URL(res.headers().location ?? '', baseURL).pathname, from).toBe(to);
    }

    // German page: hreflang and the switcher name the Russian address itself (no redirect on the way).
    await page.goto(de);
    await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute('href', `${baseURL}${ru}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${de}`);
    const toRussian = page.locator('a[hreflang="ru"]').first();
    await expect(toRussian).toHaveAttribute('href', ru);
    const russian = await page.goto((await toRussian.getAttribute('href')) ?? '');
    expect(russian?.status()).toBe(200);
    expect(russian?.request().redirectedFrom()).toBeNull();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POSTS[0]?.title_ru ?? '');

    // Russian page: its canonical is its own address, the switcher leads back to the German post.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${ru}`);
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', `${baseURL}${de}`);
    const toGerman = page.locator('a[hreflang="de"]').first();
    await expect(toGerman).toHaveAttribute('href', de);
    const german = await page.goto((await toGerman.getAttribute('href')) ?? '');
    expect(german?.request().redirectedFrom()).toBeNull();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POSTS[0]?.title_de ?? '');

    // The Russian list links the Russian address, and the sitemap names both.
    await page.goto('/ru/blog');
    await expect(readMoreLink(page, 'Читать далее', POSTS[0]?.title_ru)).toHaveAttribute('href', ru);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL}${ru}</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL}${de}</loc>`);
    expect(sitemap).not.toContain(`<loc>${baseURL}/ru/blog/${SLUGS[0]}`);
  });

  test('a post has canonical, Open Graph and escaped BlogPosting JSON-LD in its server HTML', async ({
    request,
    baseURL,
  }) => {
    const post = created?.[1];
    if (!post) throw new Error('no post');
    const res = await request.get(`/blog/${SLUGS[1]}-${post.id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const url = `${baseURL}/blog/${SLUGS[1]}-${post.id}`;
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${baseURL}/media/[^"]+"/>`));
    expect(html).toContain('<title>Licht &amp; Schatten &lt;3: Ein Abend in Gera | ');

    // The post's own JSON-LD (beside the page's WebPage node with its language).
    const block =
      [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
        .map((m) => m[1] ?? '')
        .find((json) => json.includes('BlogPosting')) ?? '';
    expect(html).toContain('"@type":"WebPage"');
    expect(html).toContain('"inLanguage":"de-DE"');
    expect(block).toContain('Licht \\u0026 Schatten \\u003c3');
    expect(block).not.toContain('<');
    const jsonLd = JSON.parse(block);
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: POSTS[1]?.title_de,
      description: POSTS[1]?.excerpt_de,
      url,
      author: { name: 'Anna Weber' },
    });
  });

  test('share copies the link when there is no share dialog; a cancelled share dialog is ignored', async ({
    page,
    baseURL,
  }) => {
    const post = created?.[0];
    if (!post) throw new Error('no post');
    const url = `${baseURL}/blog/${SLUGS[0]}-${post.id}`;
    await page.addInitScript(() => {
      const w = window as unknown as { copied: string[]; shareMode: string; cancelled: number };
      w.copied = [];
      w.shareMode = 'none';
      w.cancelled = 0;
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: async (text: string) => void w.copied.push(text) },
      });
      Object.defineProperty(navigator, 'share', {
        get: () =>
          w.shareMode === 'abort'
            ? () => {
                w.cancelled++;
                return Promise.reject(new DOMException('Share canceled', 'AbortError'));
              }
            : undefined,
      });
    });
    await page.goto(url);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });

    await page.getByRole('button', { name: 'Teilen' }).click();
    await expect.poll(() => dialogs).toEqual(['Link in die Zwischenablage kopiert!']);
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([url]);

    await page.evaluate(() => {
      (window as unknown as { shareMode: string }).shareMode = 'abort';
    });
    await page.getByRole('button', { name: 'Teilen' }).focus();
    await page.keyboard.press('Enter');
    // The share dialog was asked for and cancelled; then (one frame later) nothing else happened.
    await expect.poll(() => page.evaluate(() => (window as unknown as { cancelled: number }).cancelled)).toBe(1);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(dialogs).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toHaveLength(1);
  });
});
