import { type Language, languageOfPath } from '@app/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminToken } from './helpers';
import { makeProject } from './projects';

/**
 * Issue 32 item 1: a click on any internal link shows what loading its address shows. From `/`
 * (German) and `/ru` (Russian) every public page of that language is loaded directly and its links
 * are collected (header, phone menu, locations menu, footer, the home city grid, lists, pagination,
 * the language switcher); then each link (deduplicated by its address) is clicked on a page that
 * shows it, and the page it leads to is compared with the direct load: status (not-found screen or
 * not), `<html lang>`, `<title>`, `<h1>` and the text of `<main>`. Back leads to the page the link
 * was on. One page for the whole crawl; text, not screenshots.
 */

interface Snapshot {
  notFound: boolean;
  lang: string;
  title: string;
  h1: string;
  main: string;
}

/** Addresses not to follow: the office, files, the API, feeds, token pages, other sites. */
function followable(href: string, origin: string): string | null {
  if (/^(mailto|tel|javascript|data):/i.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (/^\/(admin|api|media|assets|calendar|g|language)(\/|$)/.test(url.pathname)) return null;
  if (/\.(pdf|xml|txt|ics|zip|jpe?g|png|webp|avif)$/i.test(url.pathname)) return null;
  // With scripts, "write a review" opens the dialog in place (reviews.spec.ts); the address is the
  // form's page for browsers without them.
  if (url.searchParams.has('write')) return null;
  return `${url.pathname}${url.search}`;
}

async function readPage(page: Page, status: number): Promise<Snapshot> {
  const shown = await page.evaluate(() => {
    const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
    return {
      lang: document.documentElement.lang,
      title: document.title,
      h1: text(document.querySelector('h1')?.textContent),
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, as a visitor reads it
      main: text((document.querySelector('main') as HTMLElement | null)?.innerText),
    };
  });
  return { notFound: status === 404, ...shown };
}

/** The links of the page in view: address -> how many there are (hidden ones too: menus, phone menu). */
async function linksOf(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page.$$eval('a[href]:not([download]):not([target="_blank"])', (anchors) =>
    anchors.map((a) => a.getAttribute('href') ?? ''),
  );
  return [...new Set(hrefs.map((href) => followable(href, origin)).filter((href): href is string => href !== null))];
}

/** The status of the last document or `.data` answer (what the router showed). */
function recordStatus(page: Page): { last: number | null } {
  const record = { last: null as number | null };
  page.on('response', (response) => {
    const url = new URL(response.url());
    const document = response.request().resourceType() === 'document' && response.frame() === page.mainFrame();
    if (document || url.pathname.endsWith('.data')) record.last = response.status();
  });
  return record;
}

async function crawl(page: Page, origin: string, lang: Language) {
  const start = lang === 'ru' ? '/ru' : '/';
  const direct = new Map<string, Snapshot>();
  /** Where each address was found first (another page than itself when there is one). */
  const foundOn = new Map<string, string>();
  const queue = [start];
  const queued = new Set(queue);
  while (queue.length > 0) {
    const path = queue.shift() as string;
    // Until the page's own requests are done (the booking calendar reads its free days after load).
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    direct.set(path, await readPage(page, response?.status() ?? 0));
    for (const href of await linksOf(page, origin)) {
      // The switcher's links to the other language load the whole document (language.spec.ts);
      // that language's pages have a crawl of their own.
      if (languageOfPath(new URL(href, origin).pathname) !== lang) continue;
      if (!foundOn.has(href) || (foundOn.get(href) === href && href !== path)) foundOn.set(href, path);
      if (!queued.has(href)) {
        queued.add(href);
        queue.push(href);
      }
    }
  }
  expect(direct.size, 'the crawl reaches the whole site').toBeGreaterThan(25);

  const status = recordStatus(page);
  const bySource = new Map<string, string[]>();
  for (const [href, source] of foundOn) bySource.set(source, [...(bySource.get(source) ?? []), href]);
  const mismatches: string[] = [];
  for (const [source, hrefs] of bySource) {
    await page.goto(source);
    for (const href of hrefs) {
      status.last = null;
      const expected = direct.get(href) as Snapshot;
      // A click as the visitor's (React Router's Link handles it; plain links load the document),
      // also on links in a closed menu.
      await page
        .locator(`a[href="${href}"]`)
        .first()
        .evaluate((a: HTMLAnchorElement) => a.click());
      let clicked: Snapshot | undefined;
      await expect
        .poll(
          async () => {
            if (here(page) !== href) return 'not there yet';
            clicked = await readPage(page, status.last ?? 0);
            return clicked;
          },
          { message: `${source} -> ${href}`, timeout: 8_000 },
        )
        .toEqual(expected)
        .catch(() => {
          mismatches.push(`${source} -> ${href}: ${JSON.stringify(diff(clicked, expected))}`);
        });
      // Back to the page the link was on (a full load after a plain link, else the router's history).
      await page.goBack({ timeout: 5_000 }).catch(() => null);
      if (here(page) !== source || !(await page.locator('html[data-hydrated]').count())) await page.goto(source);
    }
  }
  expect(mismatches, 'clicked links that differ from a direct load').toEqual([]);
}

function here(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

function diff(clicked: Snapshot | undefined, expected: Snapshot) {
  if (!clicked) return { clicked: 'never arrived' };
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(expected) as (keyof Snapshot)[]) {
    const [a, b] = [String(clicked[key]), String(expected[key])];
    if (a === b) continue;
    // Where they part, with a little before it.
    let at = 0;
    while (a[at] === b[at]) at++;
    const from = Math.max(0, at - 40);
    out[key] = { clicked: a.slice(from, at + 120), direct: b.slice(from, at + 120) };
  }
  return out;
}

// The portfolio offers a filter only for a category with a project (ADR 047): one project in each of
// two categories, so the crawl follows filter links, a project page and its neighbours.
let made: string[] = [];
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  for (const category of ['wedding', 'portrait']) {
    const title = `Rundgang ${category} ${testInfo.project.name}`;
    made.push((await makeProject(request, { title_de: title, title_ru: `Обход ${title}`, category }, [[600, 400]])).id);
  }
  await request.dispose();
});
test.afterAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  for (const id of made) await request.delete(`/api/admin/portfolio/${id}`, { headers });
  made = [];
  await request.dispose();
});

for (const lang of ['de', 'ru'] as const) {
  test(`every internal link of the ${lang} pages, clicked, shows what a direct load shows`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    await crawl(page, new URL(baseURL ?? '').origin, lang);
  });
}
