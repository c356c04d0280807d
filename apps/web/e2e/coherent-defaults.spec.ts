import { type Language, localePath } from '@app/contracts';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { adminToken } from './helpers';
import { makeProject } from './projects';

/**
 * The defaults of a fresh site agree with themselves (issue 32 item 9, ADR 047): each service has
 * its own prices and tariffs and says them as each language writes prices; the seven city pages
 * have their own texts; search engines get the services' offers and the cities served as JSON-LD;
 * a filter without projects is not offered; a page carries one newsletter form.
 */

interface StoredService {
  id: string;
  name_de: string;
  name_ru: string;
  price: string;
  active: boolean;
  tariffs: { id: string; name_de: string; name_ru: string; price: string }[];
}

/** Every JSON-LD node of the page, parsed (a `@graph` is opened up). */
async function jsonLdNodes(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .flatMap((node) => (Array.isArray(node['@graph']) ? (node['@graph'] as Record<string, unknown>[]) : [node]));
}

/** "ab 1.500 €" -> 1500. */
const euros = (price: string) => Number(/(\d{1,3}(?:\.\d{3})*)/.exec(price)?.[1]?.replaceAll('.', ''));

for (const lang of ['de', 'ru'] as const) {
  test(`services (${lang}): each service its own tariffs and prices, written the page's way, and as Service/Offer JSON-LD`, async ({
    page,
    request,
    baseURL,
  }) => {
    const { services } = (await (await request.get('/api/admin/settings/services')).json()) as {
      services: StoredService[];
    };
    const active = services.filter((s) => s.active);
    const name = (x: { name_de: string; name_ru: string }) => (lang === 'ru' && x.name_ru ? x.name_ru : x.name_de);

    await page.goto(localePath(lang, '/services'));
    // The wedding's starting price as the language writes it (no-break spaces in both).
    const weddingName = lang === 'ru' ? 'Свадебная фотосъёмка' : 'Hochzeitsfotografie';
    const wedding = page.locator('main li').filter({ has: page.getByRole('heading', { level: 2, name: weddingName }) });
    await expect(wedding).toContainText(lang === 'ru' ? 'от\u00a01\u00a0500\u00a0€' : 'ab\u00a01.500\u00a0€');
    if (lang === 'ru') await expect(page.locator('main')).not.toContainText(/\bab\s\d/);

    // The details of two services show two different tariff lists.
    const seen: string[][] = [];
    for (const id of ['wedding', 'architecture']) {
      const service = active.find((s) => s.id === id);
      if (!service) throw new Error(`no active ${id} service`);
      await page.getByRole('button', { name: new RegExp(`: ${name(service)}$`) }).click();
      const dialog = page.getByRole('dialog', { name: name(service) });
      for (const tariff of service.tariffs) await expect(dialog.getByText(name(tariff), { exact: true })).toBeVisible();
      seen.push(service.tariffs.map((t) => `${name(t)} ${t.price}`));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    expect(seen[0]).not.toEqual(seen[1]);

    // JSON-LD: one Service per active service, with its offers, the cities served and the business.
    const nodes = (await jsonLdNodes(page)).filter((node) => node['@type'] === 'Service');
    expect(nodes.map((node) => node.name)).toEqual(active.map(name));
    for (const [i, node] of nodes.entries()) {
      const service = active[i] as StoredService;
      const offers = node.offers as { '@type': string; price: string; priceCurrency: string; url: string }[];
      const expected = service.tariffs.length > 0 ? service.tariffs.map((t) => euros(t.price)) : [euros(service.price)];
      expect(
        offers.map((o) => Number(o.price)),
        service.id,
      ).toEqual(expected);
      for (const offer of offers) {
        expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' });
        expect(offer.url.startsWith(`${baseURL}${localePath(lang, '/booking?service=')}`)).toBe(true);
      }
      expect(node.provider).toMatchObject({ '@id': `${baseURL}/#business` });
      const area = node.areaServed as { '@type': string; name: string; url: string }[];
      expect(area.map((c) => c.name)).toContain(lang === 'ru' ? 'Лейпциг' : 'Leipzig');
      expect(area.find((c) => c.url === `${baseURL}${localePath(lang, '/leipzig')}`)).toMatchObject({
        '@type': 'City',
      });
    }
  });

  test(`city pages (${lang}): each its own text about its own places, the business's areaServed in JSON-LD`, async ({
    page,
    baseURL,
  }) => {
    const places: Record<string, Record<Language, string>> = {
      leipzig: { de: 'Karl-Heine-Kanal', ru: 'Канал Карла Хайне' },
      erfurt: { de: 'Krämerbrücke', ru: 'Кремербрюкке' },
      zwickau: { de: 'Priesterhäuser', ru: 'Дома священников' },
    };
    const texts: string[] = [];
    for (const [slug, place] of Object.entries(places)) {
      await page.goto(localePath(lang, `/${slug}`));
      const main = page.locator('main');
      await expect(main).toContainText(place[lang]);
      // The other cities' places are not on this page.
      for (const [other, otherPlace] of Object.entries(places)) {
        if (other !== slug) await expect(main).not.toContainText(otherPlace[lang]);
      }
      texts.push(((await main.locator('.prose-site').textContent()) ?? '').replace(/\s+/g, ' '));

      const business = (await jsonLdNodes(page)).find(
        (node) => Array.isArray(node['@type']) && (node['@type'] as string[]).includes('Photographer'),
      );
      const area = (business?.areaServed ?? []) as { '@type': string; name: string; url: string }[];
      expect(area).toHaveLength(7);
      expect(area).toContainEqual({
        '@type': 'City',
        name: lang === 'ru' ? 'Гера' : 'Gera',
        url: `${baseURL}${localePath(lang, '/gera')}`,
      });
    }
    expect(new Set(texts).size).toBe(texts.length);
  });
}

test('a portfolio filter is offered only for a category with a project on the site', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const slug = `leer-${testInfo.project.name}`;
  const created = await request.post('/api/admin/portfolio-categories', {
    headers,
    data: { name_de: `Leer ${testInfo.project.name}`, name_ru: `Пусто ${testInfo.project.name}`, slug, active: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const categoryId = ((await created.json()) as { id: string }).id;
  const filters = page.getByRole('navigation', { name: 'Nach Kategorie filtern' });
  const filter = filters.getByRole('link', { name: `Leer ${testInfo.project.name}`, exact: true });
  let projectId = '';
  try {
    await page.goto('/portfolio');
    await expect(filters.getByRole('link', { name: 'Alle', exact: true })).toBeVisible();
    await expect(filter).toHaveCount(0);
    // Asked for by its address, the empty category still says so, with its filter marked current.
    await page.goto(`/portfolio?category=${slug}`);
    await expect(filter).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Keine Projekte in dieser Kategorie gefunden.')).toBeVisible();

    projectId = (
      await makeProject(request, { title_de: 'Erstes Projekt', title_ru: 'Первый проект', category: slug }, [
        [600, 400],
      ])
    ).id;
    await page.goto('/portfolio');
    await expect(filter).toBeVisible();
    await page.goto('/ru/portfolio');
    await expect(
      page
        .getByRole('navigation', { name: 'Фильтр по категориям' })
        .getByRole('link', { name: `Пусто ${testInfo.project.name}`, exact: true }),
    ).toBeVisible();
  } finally {
    if (projectId) await request.delete(`/api/admin/portfolio/${projectId}`, { headers });
    await request.delete(`/api/admin/portfolio-categories/${categoryId}`, { headers });
  }
});

test('a page carries one newsletter form: the footer leaves its one out where the page has its own', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const res = await request.post('/api/admin/blog', {
    headers,
    multipart: {
      title_de: 'Ein Brief im Herbst',
      title_ru: 'Письмо осенью',
      excerpt_de: 'Kurz.',
      excerpt_ru: 'Коротко.',
      content_de: 'Text.',
      content_ru: 'Текст.',
      published: 'true',
      image: {
        name: 'herbst.jpg',
        mimeType: 'image/jpeg',
        buffer: await sharp({ create: { width: 120, height: 80, channels: 3, background: '#a0785a' } })
          .jpeg()
          .toBuffer(),
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const post = (await res.json()) as { id: string };
  try {
    for (const lang of ['de', 'ru'] as const) {
      for (const path of ['/', '/services', '/contact', '/newsletter', `/blog/${post.id}`]) {
        await page.goto(localePath(lang, path));
        const forms = page.locator(`form[action="${localePath(lang, '/newsletter')}"]`);
        await expect(forms, `${lang} ${path}`).toHaveCount(1);
      }
    }
  } finally {
    await request.delete(`/api/admin/blog/${post.id}`, { headers });
  }
});
