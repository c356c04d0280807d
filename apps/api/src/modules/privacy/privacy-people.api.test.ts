import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBuffer } from 'yauzl';
import { adminToken, bearer } from '../../../test/admin.ts';
import { createTestApp, readTable, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { uploadGalleryPhoto } from '../../../test/tus.ts';
import { API_MODULES } from '../../app.ts';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { confirmPublication } from '../galleries/galleries.test-support.ts';
import { makeImage } from '../media/media.test-support.ts';
import { personalTablesOf } from '../module.ts';
import { createPortfolioService, type PortfolioService } from '../portfolio/portfolio.service.ts';

/** The names of a ZIP's entries. */
function entryNames(buffer: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** The text of every entry of a ZIP (yauzl reads the archive the export streamed). */
function entryTexts(buffer: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const texts: string[] = [];
      zip.on('entry', (entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            texts.push(Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(texts));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/**
 * Issue 20 item 2 for the people no address identifies (ADR 027): a gallery visitor's favourites
 * (the name they typed) and the people a project's publication consent names are found by name
 * (any case, any alphabet), exported and erased (favourites deleted, a consent entry removed and
 * the rest kept); erasing a client's address releases the gallery's and the projects' pointers at
 * the deleted opt-in (issue 18 item 5, issue 16 item 5).
 */
describe(`a person's data by name: favourites, consent entries, erased opt-ins (${TEST_DB})`, () => {
  let t: TestApp;
  let database: DatabaseHandle;
  let portfolio: PortfolioService;
  let token: string;
  let origin: string;
  const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const pub = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}) });
  /** One photo through tus, as the office sends it (test/tus.ts); resolves once its previews exist. */
  const upload = async (galleryId: string, data: Buffer, filename: string) => {
    await uploadGalleryPhoto(t, { origin, token, galleryId, data, filename });
  };
  async function gallery(extra: object = {}) {
    const res = await admin('POST', '/api/admin/galleries', {
      title_de: 'Familie Petrow',
      client_name: 'Olga Petrowa',
      client_email: 'olga@example.de',
      expires_at: null,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; token: string };
  }
  const sectionOf = (person: { sections: { table: string; rows: Record<string, unknown>[] }[] }, table: string) =>
    person.sections.find((s) => s.table === table)?.rows ?? [];
  const publicIds = async () => (await pub('GET', '/api/public/portfolio')).json().map((i: { id: string }) => i.id);

  beforeAll(async () => {
    t = await createTestApp({}, { mailWorker: false, avifQueue: false, galleryJobs: false });
    token = await adminToken(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    database = openDatabase(t.config.database);
    portfolio = createPortfolioService({ db: database.db, clock: () => new Date() });
  });
  afterAll(async () => {
    await database.close();
    await t.close();
  });

  it('shows and exports no secret: no link token, password or token hash, no failure count (declared per column)', async () => {
    const address = 'geheim.kunde@example.de';
    const g = await gallery({ client_email: address, client_name: 'Greta Geheim', password: 'Tor-Schlüssel-77!' });
    expect((await pub('POST', `/api/public/galleries/${g.token}/unlock`, { password: 'falsch' })).statusCode).toBe(401);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/public/newsletter',
      payload: { email: address, consent: true },
      remoteAddress: '10.88.0.1',
    });
    expect(signUp.statusCode, signUp.body).toBe(201);

    // Every declared secret column of every personal table, and the values they hold now.
    const declared = personalTablesOf(API_MODULES).filter((p) => (p.secretColumns ?? []).length > 0);
    expect(declared.map((p) => p.table).sort()).toEqual(expect.arrayContaining(['gallery', 'newsletter_subscriber']));
    const secrets = await readTable(t, async (db) => {
      const found: { column: string; value: string }[] = [];
      for (const p of declared) {
        const rows = (await db
          .selectFrom(p.table as never)
          .selectAll()
          .execute()) as Record<string, unknown>[];
        for (const row of rows)
          for (const column of p.secretColumns ?? []) {
            const value = row[column];
            if (typeof value === 'string' && value.length >= 8) found.push({ column, value });
          }
      }
      return found;
    });
    for (const column of ['link_token', 'password_hash', 'confirm_token_hash']) {
      expect(secrets.some((s) => s.column === column)).toBe(true);
    }
    const failures = await readTable(t, (db) =>
      db.selectFrom('gallery').select('unlock_failures').where('id', '=', g.id).executeTakeFirstOrThrow(),
    );
    expect(Number(failures.unlock_failures)).toBeGreaterThan(0);

    const view = await admin('GET', `/api/admin/privacy/person?email=${encodeURIComponent(address)}`);
    expect(view.statusCode).toBe(200);
    expect(sectionOf(view.json(), 'gallery')).toHaveLength(1);
    expect(sectionOf(view.json(), 'newsletter_subscriber')).toHaveLength(1);
    const zip = await admin('GET', `/api/admin/privacy/person/export?email=${encodeURIComponent(address)}`);
    expect(zip.statusCode).toBe(200);
    const texts = [view.body, ...(await entryTexts(zip.rawPayload))];
    expect(texts.length).toBeGreaterThan(4);
    expect(texts.filter((text) => text.includes(g.id)).length).toBeGreaterThan(2);
    for (const text of texts) {
      const header = text.split('\r\n')[0]?.split(',') ?? [];
      for (const p of declared)
        for (const column of p.secretColumns ?? []) {
          // Not a field of any row (JSON) nor a column (CSV); the audit log may name the field it
          // hid ("[hidden]"), as a value.
          expect(text).not.toMatch(new RegExp(`"${column}"\\s*:`));
          expect(header).not.toContain(column);
        }
      for (const { value } of secrets) expect(text).not.toContain(value);
      expect(text).not.toContain(g.token);
    }
  });

  it('finds a visitor’s favourites and selection by name (any case, Cyrillic too) or an address typed as the name, exports and erases only theirs', async () => {
    const g = await gallery();
    for (const name of ['a.jpg', 'b.jpg']) await upload(g.id, await makeImage(60, 40), name);
    const photos = (await admin('GET', `/api/admin/galleries/${g.id}`)).json().photos as { id: string }[];
    const mark = (visitor: string, photo: string) =>
      pub('POST', `/api/public/galleries/${g.token}/favourites`, { visitor, photo_id: photo, favourite: true });
    for (const p of photos) expect((await mark('Ольга Петрова', p.id)).statusCode).toBe(200);
    await mark('Max', photos[0]?.id ?? '');
    await mark('Tante.Irina@Example.de', photos[1]?.id ?? '');
    expect(
      (await pub('POST', `/api/public/galleries/${g.token}/selection`, { visitor: 'Ольга Петрова' })).statusCode,
    ).toBe(200);

    // By name: another case and spacing finds her rows, not Max's.
    const person = await admin('GET', `/api/admin/privacy/person?name=${encodeURIComponent('  ольга   ПЕТРОВА ')}`);
    expect(person.statusCode, person.body).toBe(200);
    expect(person.json()).toMatchObject({ email: '', name: 'ольга   ПЕТРОВА' });
    const favourites = sectionOf(person.json(), 'gallery_favourite');
    expect(favourites).toHaveLength(2);
    for (const row of favourites) expect(row).toMatchObject({ visitor: 'Ольга Петрова', gallery_id: g.id });
    expect(sectionOf(person.json(), 'gallery_selection')).toEqual([
      expect.objectContaining({ visitor: 'Ольга Петрова', photo_count: 2 }),
    ]);
    // By the address typed as a name.
    const byMail = (await admin('GET', '/api/admin/privacy/person?email=tante.irina@example.de')).json();
    expect(sectionOf(byMail, 'gallery_favourite')).toEqual([
      expect.objectContaining({ visitor: 'Tante.Irina@Example.de' }),
    ]);

    const zip = await admin('GET', `/api/admin/privacy/person/export?name=${encodeURIComponent('Ольга Петрова')}`);
    expect(zip.statusCode).toBe(200);
    expect(await entryNames(zip.rawPayload)).toEqual(
      expect.arrayContaining(['galleries/gallery_favourite.json', 'galleries/gallery_favourite.csv']),
    );

    const erased = await admin('POST', '/api/admin/privacy/person/erase', { name: 'ольга петрова' });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().tables).toEqual(
      expect.arrayContaining([
        { table: 'gallery_favourite', deleted: 2, anonymised: 0, kept_until: [] },
        { table: 'gallery_selection', deleted: 1, anonymised: 0, kept_until: [] },
      ]),
    );
    const left = await readTable(t, (db) =>
      db.selectFrom('gallery_favourite').select('visitor').where('gallery_id', '=', g.id).orderBy('visitor').execute(),
    );
    expect(left.map((r) => r.visitor)).toEqual(['Max', 'Tante.Irina@Example.de']);
    expect(
      (
        await pub('GET', `/api/public/galleries/${g.token}/favourites?visitor=${encodeURIComponent('Ольга Петрова')}`)
      ).json(),
    ).toEqual({ photo_ids: [], submitted_at: null });
    // The audit log records the erasure without the name.
    const log = (await admin('GET', '/api/admin/audit?record_type=privacy/person/erase')).json();
    expect(JSON.stringify(log)).not.toMatch(/ольга|Ольга/i);
  });

  it('finds the people a project’s consent names (adult or guardian), erases only that entry and withdraws the consent', async () => {
    const olga = { name: 'Olga Petrowa', minor: false, guardians: [] };
    const max = { name: 'Max Muster', minor: false, guardians: [] };
    const child = { name: 'Mia Petrowa', minor: true, guardians: ['OLGA PETROWA', 'Ivan Petrow'] };
    const wedding = await portfolio.createItem({
      title_de: 'Hochzeit Olga',
      title_ru: 'Свадьба Ольги',
      description_de: 'x',
      description_ru: 'x',
      category: 'wedding',
      images: ['/media/images/olga.jpg'],
    });
    const family = await portfolio.createItem({
      title_de: 'Familie',
      title_ru: 'Семья',
      description_de: 'x',
      description_ru: 'x',
      category: 'wedding',
      images: ['/media/images/family.jpg'],
    });
    const other = await portfolio.createItem({
      title_de: 'Ohne Olga',
      title_ru: 'Без Ольги',
      description_de: 'x',
      description_ru: 'x',
      category: 'wedding',
      images: ['/media/images/other.jpg'],
    });
    const consent = (id: string, people: object[]) =>
      admin('PUT', `/api/admin/portfolio/${id}/consent`, {
        status: 'obtained',
        date: '2026-06-01',
        note: 'Vertrag',
        people,
      });
    expect((await consent(wedding.id, [olga, max])).statusCode).toBe(200);
    expect((await consent(family.id, [child, max])).statusCode).toBe(200);
    expect((await consent(other.id, [max])).statusCode).toBe(200);
    expect(await publicIds()).toEqual(expect.arrayContaining([wedding.id, family.id, other.id]));

    const person = (await admin('GET', '/api/admin/privacy/person?name=olga%20petrowa')).json();
    const rows = sectionOf(person, 'portfolio_item');
    // Only the project's id, title and state beside her entries: not the whole project, not Max.
    // (Ids made in the same second sort by their random part: the order is not asserted.)
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: wedding.id, title_de: 'Hochzeit Olga', consent_status: 'obtained', consent: [olga] },
        { id: family.id, title_de: 'Familie', consent_status: 'obtained', consent: [child] },
      ]),
    );
    expect(person.sections.find((s: { table: string }) => s.table === 'portfolio_item').erase).toBe('anonymise');

    const erased = await admin('POST', '/api/admin/privacy/person/erase', { name: 'Olga Petrowa' });
    expect(erased.json().tables).toEqual(
      expect.arrayContaining([{ table: 'portfolio_item', deleted: 0, anonymised: 2, kept_until: [] }]),
    );
    const after = async (id: string) => (await admin('GET', `/api/admin/portfolio/${id}`)).json().consent;
    expect(await after(wedding.id)).toMatchObject({
      status: 'withdrawn',
      date: '2026-06-01',
      note: 'Vertrag',
      people: [max],
      withdrawn_at: expect.any(String),
    });
    expect(await after(family.id)).toMatchObject({ status: 'withdrawn', people: [max] });
    expect(await after(other.id)).toMatchObject({ status: 'obtained', people: [max], withdrawn_at: '' });
    const shown = await publicIds();
    expect(shown).not.toContain(wedding.id);
    expect(shown).not.toContain(family.id);
    expect(shown).toContain(other.id);
    expect((await admin('GET', '/api/admin/privacy/person?name=olga%20petrowa')).json().sections).toEqual([]);
  });

  it('erasing a client’s address clears the gallery’s opt-in and withdraws the project consent that cited it', async () => {
    const g = await gallery({ client_email: 'lara@example.de', client_name: 'Lara Wolf' });
    const keep = await gallery({ client_email: 'tom@example.de', client_name: 'Tom' });
    for (const x of [g, keep]) {
      await confirmPublication(t, x.id, 'de', new Date());
    }
    const project = await portfolio.createItem({
      title_de: 'Lara',
      title_ru: 'Лара',
      description_de: 'x',
      description_ru: 'x',
      category: 'wedding',
      images: ['/media/images/lara.jpg'],
    });
    const linked = await admin('PUT', `/api/admin/portfolio/${project.id}/consent`, {
      status: 'obtained',
      gallery_id: g.id,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(await publicIds()).toContain(project.id);

    const erased = await admin('POST', '/api/admin/privacy/person/erase', { email: 'lara@example.de' });
    expect(erased.statusCode, erased.body).toBe(200);

    // The gallery shows no opt-in (not "given" without a date), for the client and in the office.
    expect((await pub('GET', `/api/public/galleries/${g.token}`)).json().publication).toBe('none');
    expect((await admin('GET', `/api/admin/galleries/${g.id}`)).json().publication_consent).toEqual({
      status: 'none',
      consent_id: null,
      given_at: null,
      lang: null,
      text_version_id: null,
      withdrawn_at: null,
      requested_at: null,
      confirmed_at: null,
      confirmed_email: null,
    });
    // The project's consent lost its proof: withdrawn, naming neither the gallery nor the row.
    const consent = (await admin('GET', `/api/admin/portfolio/${project.id}`)).json().consent;
    expect(consent).toMatchObject({ status: 'withdrawn', gallery_id: '', gallery_consent_id: '' });
    expect(consent.withdrawn_at).not.toBe('');
    expect(await publicIds()).not.toContain(project.id);
    // The other client's opt-in is untouched; the project's record can be saved again.
    expect((await admin('GET', `/api/admin/galleries/${keep.id}`)).json().publication_consent.status).toBe('given');
    const resaved = await admin('PUT', `/api/admin/portfolio/${project.id}/consent`, {
      status: 'withdrawn',
      people: consent.people,
    });
    expect(resaved.statusCode, resaved.body).toBe(200);
  });

  it('refuses a search or erasure with neither an address nor a name, or with a bad one', async () => {
    for (const url of [
      '/api/admin/privacy/person',
      '/api/admin/privacy/person?name=%20%20',
      `/api/admin/privacy/person?name=${'x'.repeat(201)}`,
      '/api/admin/privacy/person?email=nope&name=Olga',
      '/api/admin/privacy/person/export?name=',
    ]) {
      const res = await admin('GET', url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json()).toHaveProperty('code');
    }
    expect((await admin('POST', '/api/admin/privacy/person/erase', {})).statusCode).toBe(422);
    expect((await admin('POST', '/api/admin/privacy/person/erase', { name: 5 })).statusCode).toBe(422);
  });
});
