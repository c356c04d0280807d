import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { injectMultipart, makeImage, type Part, uploadImage } from '../media/media.test-support.ts';

/** The post editor's server side (issue 19 item 4, ADR 023), through the real routes and database. */
describe(`post editor: sanitising, slugs, scheduled publishing (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: { authorization: string };
  let cover: Buffer;
  let inline: { url: string };
  // The app's clock, moved by the tests (scheduled posts).
  let now = Date.parse('2026-12-01T09:00:00.000Z');
  const clock = () => new Date(now);

  const fields = (overrides: Record<string, string> = {}): Part[] =>
    Object.entries({
      title_de: 'Hochzeit im Schnee',
      title_ru: 'Свадьба в снегу',
      excerpt_de: 'Ein Wintertag.',
      excerpt_ru: 'Зимний день.',
      content_de: 'Erster Absatz.',
      content_ru: 'Первый абзац.',
      ...overrides,
    }).map(([name, value]) => ({ name, value }));
  const create = async (overrides: Record<string, string> = {}) =>
    injectMultipart(
      t,
      '/api/admin/blog',
      [...fields(overrides), { name: 'image', filename: 'cover.jpg', content: cover }],
      auth,
    );
  const update = (id: string, overrides: Record<string, string>) =>
    injectMultipart(
      t,
      `/api/admin/blog/${id}`,
      Object.entries(overrides).map(([name, value]) => ({ name, value })),
      auth,
      'PUT',
    );
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp({}, { clock, publicApiCache: true, avifQueue: false, mediaSweep: false });
    auth = bearer(await adminToken(t, clock));
    cover = await makeImage(800, 600);
    inline = await uploadImage(t, auth, await makeImage(640, 480), 'inline.jpg');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores editor HTML sanitised: script and onclick gone, link and inline image of our media kept', async () => {
    const html =
      '<h2>Der Tag</h2><p onclick="alert(1)">Ein <strong>schöner</strong> <em>Tag</em> mit ' +
      '<a href="https://example.com/ort">Link</a>.</p><script>alert(document.cookie)</script>' +
      `<img src="${inline.url}" alt="Paar im Schnee" width="640" height="480">` +
      '<img src="https://evil.example/pixel.gif" alt="x"><img src="/api/admin/blog" alt="y">' +
      '<blockquote><p>Zitat</p></blockquote><ul><li><p>Eins</p></li></ul><ol><li><p>Zwei</p></li></ol>';
    const res = await create({
      content_format: 'html',
      content_de: html,
      content_ru: '<p>Текст</p><script>x</script>',
    });
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json();
    expect(post.content_format).toBe('html');
    expect(post.content_de).not.toContain('<script');
    expect(post.content_de).not.toContain('onclick');
    expect(post.content_de).not.toContain('evil.example');
    expect(post.content_de).not.toContain('/api/admin');
    expect(post.content_de).toContain('<h2>Der Tag</h2>');
    expect(post.content_de).toContain('<strong>schöner</strong>');
    expect(post.content_de).toContain('<a href="https://example.com/ort">Link</a>');
    expect(post.content_de).toContain(`<img src="${inline.url}" alt="Paar im Schnee" width="640" height="480" />`);
    expect(post.content_de).toContain('<blockquote><p>Zitat</p></blockquote>');
    expect(post.content_ru).toBe('<p>Текст</p>');
    // What the public page is built from is the sanitised copy.
    const pub = (await get(`/api/public/blog/${post.id}`)).json();
    expect(pub.content_de).toBe(post.content_de);

    // An update is sanitised the same way (the stored format stays html).
    const changed = await update(post.id, { content_de: '<p>Neu<img src=x onerror=alert(1)></p>' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().content_de).toBe('<p>Neu</p>');
    // Nothing but refused markup is an empty text: refused, naming the field.
    const empty = await update(post.id, { content_ru: '<script>alert(1)</script>' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ path: 'content_ru', code: 'required' }],
    });
  });

  it('keeps plain-text posts as they are (the spec format)', async () => {
    const res = await create({ content_de: 'Erster Absatz mit **Sternen** und <b>Tags</b>.\nZweiter.' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      content_format: 'text',
      content_de: 'Erster Absatz mit **Sternen** und <b>Tags</b>.\nZweiter.',
      slug: '',
      seo_title_de: '',
    });
  });

  it('gives a post its own slug: well-formed, not reserved, unique, each refusal with its code', async () => {
    const first = await create({
      slug: 'winterhochzeit-gera',
      seo_title_de: 'Winterhochzeit in Gera',
      seo_description_de: 'Fotos im Schnee',
    });
    expect(first.statusCode, first.body).toBe(201);
    const post = first.json();
    expect(post).toMatchObject({
      slug: 'winterhochzeit-gera',
      seo_title_de: 'Winterhochzeit in Gera',
      seo_description_de: 'Fotos im Schnee',
    });
    // Found by its slug and, as the spec's address says, by its id.
    expect((await get('/api/public/blog/winterhochzeit-gera')).json().id).toBe(post.id);
    expect((await get(`/api/public/blog/${post.id}`)).json().slug).toBe('winterhochzeit-gera');

    const taken = await create({ slug: 'winterhochzeit-gera' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'slug.taken', errors: [{ path: 'slug', code: 'slug_taken' }] });
    for (const slug of ['preview', 'feed', 'ru', `hochzeit-${'a'.repeat(24)}`, '0123456789abcdef01234567']) {
      const reserved = await create({ slug });
      expect(reserved.statusCode, slug).toBe(409);
      expect(reserved.json(), slug).toMatchObject({
        code: 'slug.reserved',
        errors: [{ path: 'slug', code: 'slug_reserved' }],
      });
    }
    for (const slug of ['Gross', 'zwei--striche', '-vorne', 'ä-umlaut', 'a/b', 'x'.repeat(101)]) {
      const invalid = await create({ slug });
      expect(invalid.statusCode, slug).toBe(422);
      expect(invalid.json(), slug).toMatchObject({ code: 'validation_failed', errors: [{ path: 'slug' }] });
    }
    // Its own slug may be saved again; another post may not take it; '' gives it up.
    expect((await update(post.id, { slug: 'winterhochzeit-gera' })).statusCode).toBe(200);
    const other = (await create({ slug: 'andere' })).json();
    expect((await update(other.id, { slug: 'winterhochzeit-gera' })).statusCode).toBe(409);
    expect((await update(post.id, { slug: '' })).json().slug).toBe('');
    expect((await get('/api/public/blog/winterhochzeit-gera')).statusCode).toBe(404);
    expect((await update(other.id, { slug: 'winterhochzeit-gera' })).json().slug).toBe('winterhochzeit-gera');
  });

  it('shows a scheduled post only once its time has come, in the list and alone, through the cache', async () => {
    const at = '2026-12-24T10:00:00+01:00'; // 09:00 UTC, Europe/Berlin in winter
    const res = await create({ slug: 'weihnachten', publish_at: at });
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json();
    expect(post.publish_at).toBe('2026-12-24T09:00:00.000Z');
    expect(post.date).toBe('2026-12-24T09:00:00.000Z');

    const listIds = async () => ((await get('/api/public/blog')).json() as { id: string }[]).map((p) => p.id);
    // Before its time: not public, however often asked (the second list answer is a cache hit).
    expect(await listIds()).not.toContain(post.id);
    const hit = await get('/api/public/blog');
    expect(hit.headers['x-api-cache']).toBe('hit');
    expect(hit.json().map((p: { id: string }) => p.id)).not.toContain(post.id);
    expect((await get('/api/public/blog/weihnachten')).statusCode).toBe(404);
    expect((await get(`/api/public/blog/${post.id}`)).statusCode).toBe(404);
    // The office sees it, with its time.
    const admin = await t.app.inject({ method: 'GET', url: `/api/admin/blog/${post.id}`, headers: auth });
    expect(admin.json()).toMatchObject({ published: true, publish_at: '2026-12-24T09:00:00.000Z' });

    now = Date.parse('2026-12-24T08:59:59.000Z');
    expect(await listIds()).not.toContain(post.id);
    // One second later it is public: the list cached a moment ago does not hide it.
    now = Date.parse('2026-12-24T09:00:00.000Z');
    const after = await get('/api/public/blog');
    expect(after.headers['x-api-cache']).toBeUndefined();
    expect(after.json()[0].id).toBe(post.id);
    expect((await get('/api/public/blog/weihnachten')).statusCode).toBe(200);
    auth = bearer(await adminToken(t, clock)); // the first token has expired meanwhile

    // Moved to a later time: hidden again until then; a draft stays hidden whatever its time.
    expect((await update(post.id, { publish_at: '2027-01-01T00:00:00Z' })).statusCode).toBe(200);
    expect(await listIds()).not.toContain(post.id);
    expect((await update(post.id, { publish_at: '2026-12-01T00:00:00Z', published: 'false' })).statusCode).toBe(200);
    expect(await listIds()).not.toContain(post.id);
    const bad = await update(post.id, { publish_at: 'morgen früh' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: [{ path: 'publish_at' }] });
  });
});
