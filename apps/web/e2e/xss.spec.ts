import type { APIRequestContext, APIResponse } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { featureOnHome } from './projects';
import { checkPage } from './xss-checks';
import { ALL_PAYLOADS, payloadDealer } from './xss-payloads';

/**
 * "XSS payloads from the OWASP cheat sheet saved into every HTML field and every text field never
 * come back executable on any public page."
 *
 * Every text and HTML field that a public page shows is filled with OWASP payloads through the
 * admin API (and one approved review through the public form). Then every public page is opened in
 * German and Russian and checked in the browser. The Content-Security-Policy would block inline
 * scripts anyway, so the DOM checks (no handler attribute, no foreign script, no javascript: URL,
 * no frame) are what proves the sanitising and escaping; the dialog and sentinel checks prove
 * nothing ran. Everything created is deleted and every changed setting restored afterwards.
 */

type Json = Record<string, unknown>;

const u = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const deal = payloadDealer();

/** Field values whose text the pages must show literally (escaped), proving the data arrived. */
const SHOWN = {
  heroDe: `Held-${u} <script>alert(1)</script>`,
  heroRu: `Герой-${u} <img src=x onerror=alert(1)>`,
  descriptionDe: `Beschreibung-${u} "><script>window.__xss=1</script>`,
  descriptionRu: `Описание-${u} <svg onload=alert(1)>`,
  address: `Adresse-${u} </title><script>alert(1)</script>`,
  projectDe: `Projekt-${u} <script>alert(1)</script>`,
  projectRu: `Проект-${u} <script>alert(1)</script>`,
  categoryDe: `Kategorie-${u} <svg/onload=window.__xss=1>`,
  categoryRu: `Категория-${u} <svg/onload=window.__xss=1>`,
  serviceDe: `Leistung-${u} <img src=x onerror="window.__xss=1">`,
  serviceRu: `Услуга-${u} <img src=x onerror="window.__xss=1">`,
  tariffDe: `Tarif-${u} <details open ontoggle=alert(1)>`,
  tariffRu: `Тариф-${u} <details open ontoggle=alert(1)>`,
  postDe: `Artikel-${u} '-alert(1)-'`,
  postRu: `Статья-${u} '-alert(1)-'`,
  author: `Autor-${u} <b onmouseover=alert(1)>`,
  reviewDe: `Bewertung-${u} <iframe src="javascript:alert(1)">`,
  reviewRu: `Отзыв-${u} <iframe src="javascript:alert(1)">`,
  impressumName: `Betreiber-${u} <body onload=alert(1)>`,
  locationTitleDe: `Stadt-${u} <math><mtext></p><script>alert(1)</script>`,
  locationTitleRu: `Город-${u} <math><mtext></p><script>alert(1)</script>`,
  documentDe: `Vertrag-${u} <a href="javascript:alert(1)">x</a>`,
  documentRu: `Договор-${u} <a href="javascript:alert(1)">x</a>`,
  locationName: `Ort-${u} <img src=x onerror=alert(1)>`,
  /** Visible text inside the rich text fields (the rest of them is payloads). */
  richDe: `Reichtext-${u}`,
  richRu: `Форматированный-${u}`,
};
const rich = (marker: string) =>
  `<p>${marker}</p>\n${ALL_PAYLOADS}\n<p><a href="javascript:alert(1)">${marker}</a></p>`;

let api: APIRequestContext;
let auth: Record<string, string>;
/** Restores run in reverse order in afterAll, also when a step failed half-way. */
const undo: (() => Promise<void>)[] = [];
const made = {
  categorySlug: `xss-${u}`,
  postId: '',
  locationSlug: `xss-${u}`,
  serviceId: `xss-${u}`,
  fixedCity: 'zwickau',
};

async function json(res: APIResponse, status: number): Promise<Json> {
  expect(res.status(), `${res.url()}: ${await res.text()}`).toBe(status);
  return (await res.json()) as Json;
}

/** A refused payload: a 4xx answer with a `detail`, never a 5xx. */
async function expectRefused(res: APIResponse) {
  expect(res.status(), `${res.url()}: ${await res.text()}`).toBeGreaterThanOrEqual(400);
  expect(res.status()).toBeLessThan(500);
  expect(typeof ((await res.json()) as Json).detail).toBe('string');
}

async function jpeg(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 90, g: 110, b: 130 } } })
    .jpeg()
    .toBuffer();
}

/** Saves a settings section with `value`, remembering the current one to put back afterwards. */
async function replaceSetting(section: string, value: (current: Json) => Json, read = section) {
  const current = await json(await api.get(`/api/admin/settings/${read}`, { headers: auth }), 200);
  undo.push(async () => {
    await json(await api.put(`/api/admin/settings/${section}`, { headers: auth, data: current }), 200);
    // The services' `version` grows with every write (ADR 024): the content is what comes back.
    const { version: _now, ...restored } = await json(
      await api.get(`/api/admin/settings/${read}`, { headers: auth }),
      200,
    );
    const { version: _then, ...before } = current;
    expect(restored).toEqual(before);
  });
  await json(await api.put(`/api/admin/settings/${section}`, { headers: auth, data: value(current) }), 200);
}

async function seedSettings() {
  await replaceSetting('branding', () => ({
    site_name: deal(`Studio-${u}`, 200),
    site_description_de: SHOWN.descriptionDe,
    site_description_ru: SHOWN.descriptionRu,
    hero_title_de: SHOWN.heroDe,
    hero_title_ru: SHOWN.heroRu,
    wedding_expertise_de: rich(SHOWN.richDe),
    wedding_expertise_ru: rich(SHOWN.richRu),
  }));
  await replaceSetting('contact', () => ({
    contact_email: deal('', 254),
    contact_phone: deal('', 50),
    contact_address: SHOWN.address,
    contact_hours: deal('Mo-Fr', 300),
  }));
  // A fresh installation's Impressum is not complete (no fictitious person): fill it first, so
  // that what the undo puts back is a notice the API accepts.
  await json(
    await api.put('/api/admin/settings/impressum', {
      headers: auth,
      data: {
        name: 'Anna Beispiel',
        company: 'Lichtblick Fotografie',
        street: 'Markt 5',
        city: '07545 Gera',
        country: 'Deutschland',
        phone: '+49 365 7654321',
        email: 'anna@example.de',
        responsiblePerson: 'Anna Beispiel',
      },
    }),
    200,
  );
  await replaceSetting('impressum', () => ({
    name: SHOWN.impressumName,
    company: deal('', 200),
    street: deal('', 300),
    city: deal('', 300),
    country: deal('', 200),
    phone: deal('', 50),
    // Only an address (the API refuses anything else here).
    email: `impressum-${u}@example.de`,
    vatId: deal('', 200),
    responsiblePerson: deal('', 200),
  }));

  // URL fields: a javascript: URL is refused; an http(s) URL full of markup is stored and must
  // come back harmless (escaped in the attribute and in the JSON-LD `sameAs`).
  for (const field of ['instagram', 'facebook', 'twitter']) {
    for (const bad of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
      await expectRefused(await api.put('/api/admin/settings/social', { headers: auth, data: { [field]: bad } }));
    }
  }
  await expectRefused(
    await api.put('/api/admin/settings/social', { headers: auth, data: { email: '<svg onload=alert(1)>' } }),
  );
  const user = await json(await api.get('/api/admin/settings/user', { headers: auth }), 200);
  const social = user.social_links as Json;
  undo.push(async () => {
    const { instagram, facebook, twitter, email } = social;
    await json(
      await api.put('/api/admin/settings/social', { headers: auth, data: { instagram, facebook, twitter, email } }),
      200,
    );
    const after = await json(await api.get('/api/admin/settings/user', { headers: auth }), 200);
    expect(after.social_links).toEqual(social);
  });
  await json(
    await api.put('/api/admin/settings/social', {
      headers: auth,
      data: {
        instagram: 'https://example.com/"><script>alert(1)</script>',
        facebook: "https://example.com/'onmouseover='window.__xss=1",
        twitter: 'https://example.com/?q=</script><svg/onload=window.__xss=1>',
        email: '+49 170 1234567',
      },
    }),
    200,
  );

  // Image URLs: javascript: is refused; a path full of quotes is stored and must stay an attribute.
  await expectRefused(
    await api.put('/api/admin/settings/site-images', {
      headers: auth,
      data: { hero_background_image: 'javascript:alert(1)' },
    }),
  );
  await replaceSetting('site-images', (current) => ({
    ...current,
    hero_background_image: '/x"onerror="window.__xss=1',
  }));

  await replaceSetting('services', (current) => ({
    services: [
      {
        id: made.serviceId,
        name_de: SHOWN.serviceDe,
        name_ru: SHOWN.serviceRu,
        description_de: deal(`Beschreibung-${u}`, 10_000),
        description_ru: deal(`Описание-${u}`, 10_000),
        price: deal('ab 100 €', 200),
        image: '',
        icon: 'Camera',
        active: true,
        features_de: [deal('', 300), deal('', 300)],
        features_ru: [deal('', 300), deal('', 300)],
        tariffs: [
          {
            id: `t-${u}`,
            name_de: SHOWN.tariffDe,
            name_ru: SHOWN.tariffRu,
            price: deal('150 €', 200),
            features_de: [deal('', 300)],
            features_ru: [deal('', 300)],
            conditions_de: ALL_PAYLOADS,
            conditions_ru: ALL_PAYLOADS,
            popular: true,
          },
        ],
      },
      ...((current.services as Json[]) ?? []),
    ],
  }));
}

async function seedContent() {
  // Portfolio: a category and a featured project in it (shown on the home page too).
  const category = await json(
    await api.post('/api/admin/portfolio-categories', {
      headers: auth,
      data: { name_de: SHOWN.categoryDe, name_ru: SHOWN.categoryRu, slug: made.categorySlug, active: true },
    }),
    201,
  );
  undo.push(async () => {
    await json(await api.delete(`/api/admin/portfolio-categories/${category.id}`, { headers: auth }), 200);
  });
  const project = await json(
    await api.post('/api/admin/portfolio', {
      headers: auth,
      multipart: {
        title_de: SHOWN.projectDe,
        title_ru: SHOWN.projectRu,
        description_de: ALL_PAYLOADS,
        description_ru: ALL_PAYLOADS,
        category: made.categorySlug,
        tags: JSON.stringify([deal('', 200), deal('', 200), deal('', 200)]),
        images: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await jpeg() },
      },
    }),
    201,
  );
  undo.push(async () => {
    await json(await api.delete(`/api/admin/portfolio/${project.id}`, { headers: auth }), 200);
  });
  // On the home page: at most three are featured, so earlier tests' choices make room (a POST with
  // `featured` is refused once three are chosen).
  await featureOnHome(api, [String(project.id)]);

  const post = await json(
    await api.post('/api/admin/blog', {
      headers: auth,
      multipart: {
        title_de: SHOWN.postDe,
        title_ru: SHOWN.postRu,
        excerpt_de: deal(`Auszug-${u}`, 10_000),
        excerpt_ru: deal(`Выдержка-${u}`, 10_000),
        content_de: ALL_PAYLOADS,
        content_ru: ALL_PAYLOADS,
        author: SHOWN.author,
        published: 'true',
        tags: JSON.stringify([deal('', 200), deal('', 200)]),
        image: { name: 'b.jpg', mimeType: 'image/jpeg', buffer: await jpeg() },
      },
    }),
    201,
  );
  made.postId = String(post.id);
  undo.push(async () => {
    await json(await api.delete(`/api/admin/blog/${post.id}`, { headers: auth }), 200);
  });

  // Locations: a new one (all fields) and one of the fixed cities (restored afterwards).
  const locationFields = (titleDe: string, titleRu: string) => ({
    title_de: titleDe,
    title_ru: titleRu,
    description_de: deal('', 600),
    description_ru: deal('', 600),
    content_de: rich(SHOWN.richDe),
    content_ru: rich(SHOWN.richRu),
    hero_subtitle_de: deal(`Untertitel-${u}`, 300),
    hero_subtitle_ru: deal(`Подзаголовок-${u}`, 300),
    contact_text_de: ALL_PAYLOADS,
    contact_text_ru: ALL_PAYLOADS,
    meta_keywords_de: deal('', 600),
    meta_keywords_ru: deal('', 600),
  });
  await expectRefused(
    await api.post('/api/admin/settings/locations', {
      headers: auth,
      data: { name: 'x', title_de: 'x', title_ru: 'x', hero_image: 'javascript:alert(1)' },
    }),
  );
  const location = (
    await json(
      await api.post('/api/admin/settings/locations', {
        headers: auth,
        data: {
          name: SHOWN.locationName,
          slug: made.locationSlug,
          ...locationFields(SHOWN.locationTitleDe, SHOWN.locationTitleRu),
        },
      }),
      201,
    )
  ).location as Json;
  undo.push(async () => {
    await json(await api.delete(`/api/admin/settings/locations/${location.id}`, { headers: auth }), 200);
  });
  const all = await json(await api.get('/api/admin/settings/locations', { headers: auth }), 200);
  const fixed = (all.locations as Json[]).find((l) => l.slug === made.fixedCity);
  if (!fixed) throw new Error(`the seeded location ${made.fixedCity} is missing`);
  const { id: fixedId, created_at: _created, ...fixedBefore } = fixed;
  undo.push(async () => {
    const restored = await json(
      await api.put(`/api/admin/settings/locations/${fixedId}`, { headers: auth, data: fixedBefore }),
      200,
    );
    expect(restored.location).toEqual(fixed);
  });
  await json(
    await api.put(`/api/admin/settings/locations/${fixedId}`, {
      headers: auth,
      data: locationFields(SHOWN.locationTitleDe, SHOWN.locationTitleRu),
    }),
    200,
  );

  // A document on the booking page: javascript: is refused, a quoted path stays an attribute.
  await expectRefused(
    await api.post('/api/admin/settings/documents', {
      headers: auth,
      data: { name_de: 'x', name_ru: 'x', file_url_de: 'javascript:alert(1)' },
    }),
  );
  const document = (
    await json(
      await api.post('/api/admin/settings/documents', {
        headers: auth,
        data: {
          name_de: SHOWN.documentDe,
          name_ru: SHOWN.documentRu,
          description_de: ALL_PAYLOADS,
          description_ru: ALL_PAYLOADS,
          file_url_de: '/media/doc/x.pdf?"><script>alert(1)</script>',
          file_url_ru: "/media/doc/x.pdf?'onclick='window.__xss=1",
          active: true,
          sort_order: 0,
        },
      }),
      201,
    )
  ).document as Json;
  undo.push(async () => {
    await json(await api.delete(`/api/admin/settings/documents/${document.id}`, { headers: auth }), 200);
  });

  // A review from the public form, approved in the back office.
  const submitted = await json(
    await api.post('/api/public/reviews', {
      data: {
        name: deal(`Kunde-${u}`, 200),
        email: 'xss@example.com',
        rating: 5,
        service: deal('', 200),
        text_de: SHOWN.reviewDe,
        text_ru: SHOWN.reviewRu,
      },
    }),
    201,
  );
  const reviews = (await json(await api.get('/api/admin/reviews', { headers: auth }), 200)) as unknown as Json[];
  const review = reviews.find((r) => r.text_de === SHOWN.reviewDe);
  if (!review) throw new Error(`submitted review not found (${JSON.stringify(submitted)})`);
  undo.push(async () => {
    await json(await api.delete(`/api/admin/reviews/${review.id}`, { headers: auth }), 200);
  });
  await json(await api.put(`/api/admin/reviews/${review.id}`, { headers: auth, data: { approved: true } }), 200);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(120_000);
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const login = await api.post('/api/admin/login', { data: { username: 'admin', password: 'E2e-admin-pass1!' } });
  expect(login.status()).toBe(200);
  auth = { authorization: `Bearer ${((await login.json()) as Json).access_token}` };
  await seedSettings();
  await seedContent();
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  for (const step of undo.reverse()) {
    await step().catch((error: unknown) => failures.push(String(error)));
  }
  undo.length = 0;
  await api?.dispose();
  expect(failures).toEqual([]);
});

const t = (lang: 'de' | 'ru', de: string, ru: string) => (lang === 'de' ? de : ru);

for (const lang of ['de', 'ru'] as const) {
  test.describe(`${lang}`, () => {
    const layout = () => [t(lang, SHOWN.descriptionDe, SHOWN.descriptionRu), SHOWN.address];

    test(`home (${lang})`, async ({ page }) => {
      await checkPage(page, lang, '/', [
        ...layout(),
        t(lang, SHOWN.heroDe, SHOWN.heroRu),
        t(lang, SHOWN.richDe, SHOWN.richRu),
        t(lang, SHOWN.projectDe, SHOWN.projectRu),
        t(lang, SHOWN.reviewDe, SHOWN.reviewRu),
        t(lang, SHOWN.postDe, SHOWN.postRu),
      ]);
    });

    test(`portfolio and a category (${lang})`, async ({ page }) => {
      await checkPage(page, lang, '/portfolio', [...layout(), t(lang, SHOWN.categoryDe, SHOWN.categoryRu)]);
      const title = t(lang, SHOWN.projectDe, SHOWN.projectRu);
      await checkPage(
        page,
        lang,
        `/portfolio?category=${made.categorySlug}`,
        [t(lang, SHOWN.categoryDe, SHOWN.categoryRu), title],
        async (p) => {
          // The project's page and its lightbox.
          await p.getByRole('link', { name: new RegExp(`^${title.split(' ')[0]}`) }).click();
          await p.locator('[data-photo-index="0"]').click();
          await expect(p.getByRole('dialog')).toBeVisible();
        },
      );
    });

    test(`about, terms, privacy (${lang})`, async ({ page }) => {
      for (const path of ['/agb', '/datenschutz']) await checkPage(page, lang, path, layout());
      // The header's locations list (a dropdown on a desktop, the menu on a phone).
      await checkPage(page, lang, '/about', layout(), async (p) => {
        const dropdown = p.getByRole('button', { name: t(lang, 'Standorte', 'Города'), exact: true });
        if (await dropdown.isVisible()) await dropdown.click();
        else await p.getByRole('button', { name: t(lang, 'Menü öffnen', 'Открыть меню') }).click();
        await expect(p.getByRole('link', { name: SHOWN.locationName })).toBeVisible();
      });
    });

    test(`services and the details dialog (${lang})`, async ({ page }) => {
      const name = t(lang, SHOWN.serviceDe, SHOWN.serviceRu);
      await checkPage(page, lang, '/services', [...layout(), name], async (p) => {
        await p
          .getByRole('button', { name: new RegExp(`: ${name.split(' ')[0]}`) })
          .first()
          .click();
        const dialog = p.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(name);
        await expect(dialog).toContainText(t(lang, SHOWN.tariffDe, SHOWN.tariffRu));
      });
    });

    test(`reviews (${lang})`, async ({ page }) => {
      await checkPage(page, lang, '/reviews', [...layout(), t(lang, SHOWN.reviewDe, SHOWN.reviewRu)], async (p) => {
        // The review form lists the services (names from the settings).
        await p.getByRole('link', { name: t(lang, 'Erfahrung teilen', 'Поделиться впечатлениями') }).click();
        await expect(p.getByRole('dialog')).toBeVisible();
        await expect(p.getByRole('dialog').locator('option', { hasText: `Leistung-${u}` })).toHaveCount(
          lang === 'de' ? 1 : 0,
        );
      });
    });

    test(`blog and the post (${lang})`, async ({ page }) => {
      const title = t(lang, SHOWN.postDe, SHOWN.postRu);
      await checkPage(page, lang, '/blog', [...layout(), title, SHOWN.author]);
      const canonical = await page.request.get(`/blog/${made.postId}`, { maxRedirects: 0 });
      expect(canonical.status()).toBe(301);
      const path = new URL(canonical.headers().location ?? '', 'http://x').pathname;
      await checkPage(page, lang, path, [title, SHOWN.author, '<script>alert(1)</script>']);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });

    test(`contact (${lang})`, async ({ page }) => {
      await checkPage(page, lang, '/contact', layout());
    });

    test(`booking with the service chosen (${lang})`, async ({ page }) => {
      await checkPage(page, lang, '/booking', [...layout(), t(lang, SHOWN.documentDe, SHOWN.documentRu)], async (p) => {
        await p.locator('select[name="service"]').selectOption(made.serviceId);
        await expect(p.locator('main')).toContainText(t(lang, SHOWN.tariffDe, SHOWN.tariffRu));
      });
    });

    test(`impressum (${lang})`, async ({ page }) => {
      await checkPage(page, lang, '/impressum', [...layout(), SHOWN.impressumName]);
    });

    test(`the new city and a fixed city (${lang})`, async ({ page }) => {
      const shown = [
        ...layout(),
        t(lang, SHOWN.locationTitleDe, SHOWN.locationTitleRu),
        t(lang, SHOWN.richDe, SHOWN.richRu),
      ];
      await checkPage(page, lang, `/city/${made.locationSlug}`, shown);
      await checkPage(page, lang, `/${made.fixedCity}`, shown);
    });
  });
}
