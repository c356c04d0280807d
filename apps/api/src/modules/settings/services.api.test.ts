import { servicesSectionSchema } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';

interface StoredService {
  id: string;
  name_de: string;
  name_ru: string;
  icon: string;
  price: string;
  tariffs: { id: string; name_de: string; price: string }[];
}
interface Section {
  services: StoredService[];
  version: number;
}

/** Services edited one at a time (issue 19 item 5, ADR 024). */
describe(`services one at a time (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({}, { mailWorker: false });
    token = await adminToken(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, auth: string | null = token) =>
    t.app.inject({ method, url, ...(auth ? { headers: bearer(auth) } : {}), ...(payload ? { payload } : {}) });
  const section = async (): Promise<Section> => {
    const res = await call('GET', '/api/admin/settings/services', undefined, null);
    expect(res.statusCode).toBe(200);
    return servicesSectionSchema.parse(res.json()) as Section;
  };
  const saveOne = (id: string, body: object) => call('PUT', `/api/admin/settings/services/${id}`, body);
  /** A whole service as the office sends it (the stored one, changed). */
  const edit = (service: StoredService, version: number, change: object = {}) => ({ ...service, ...change, version });

  it('answers the list with the section version, open to the public pages', async () => {
    const { services, version } = await section();
    expect(services.map((s) => s.id)).toEqual([
      'wedding',
      'portrait',
      'architecture',
      'events',
      'restoration',
      'aiPhotoshoot',
    ]);
    expect(version).toBeGreaterThanOrEqual(1);
  });

  it('saves one service alone: only it changes, the version grows, a new one is added at the end', async () => {
    const before = await section();
    const [wedding] = before.services as [StoredService];
    const res = await saveOne(
      'wedding',
      edit(wedding, before.version, {
        name_de: 'Hochzeitsreportage',
        icon: 'Sparkles',
        tariffs: [{ ...wedding.tariffs[0], price: 'ab 180 €' }, ...wedding.tariffs.slice(1)],
      }),
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json() as Section;
    expect(saved.version).toBe(before.version + 1);
    expect(saved.services[0]).toMatchObject({ id: 'wedding', name_de: 'Hochzeitsreportage', icon: 'Sparkles' });
    expect(saved.services[0]?.tariffs[0]?.price).toBe('ab 180 €');
    expect(saved.services.slice(1)).toEqual(before.services.slice(1));
    expect(await section()).toEqual(saved);

    // The id comes from the path; an unknown id adds the service at the end.
    const added = await saveOne(
      '1732300000000',
      edit(wedding, saved.version, { id: 'ignored', name_de: 'Neu', name_ru: 'Новая', icon: 'User' }),
    );
    expect(added.statusCode).toBe(200);
    expect((added.json() as Section).services.at(-1)).toMatchObject({ id: '1732300000000', name_de: 'Neu' });
    expect((added.json() as Section).services).toHaveLength(before.services.length + 1);

    // A refusal names its field and changes nothing.
    const latest = await section();
    const refused = await saveOne('portrait', edit(latest.services[1] as StoredService, latest.version, { price: '' }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'price', code: 'required' }] });
    expect(await section()).toEqual(latest);
    // Only with a token.
    expect((await call('PUT', '/api/admin/settings/services/portrait', latest.services[1], null)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/admin/settings/services/portrait', undefined, null)).statusCode).toBe(401);
    expect((await call('PUT', '/api/admin/settings/services-order', { ids: [] }, null)).statusCode).toBe(401);
  });

  it('checks the icon against the fixed set; a left-out icon keeps the stored one', async () => {
    const before = await section();
    const portrait = before.services.find((s) => s.id === 'portrait') as StoredService;
    const bad = await saveOne('portrait', edit(portrait, before.version, { icon: 'Rocket' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'icon', code: 'invalid_choice' }] });
    const { icon: _left, ...withoutIcon } = portrait;
    const kept = await saveOne('portrait', { ...withoutIcon, name_de: 'Portrait', version: before.version });
    expect(kept.statusCode).toBe(200);
    expect((kept.json() as Section).services.find((s) => s.id === 'portrait')).toMatchObject({
      name_de: 'Portrait',
      icon: 'User',
    });

    // The whole list (the spec's PUT) also refuses an unknown icon and keeps a left-out one.
    const { services } = await section();
    const whole = await call('PUT', '/api/admin/settings/services', {
      services: services.map((s, i) => (i === 1 ? { ...s, icon: 'rocket' } : s)),
    });
    expect(whole.statusCode).toBe(422);
    expect(whole.json().errors[0]).toMatchObject({ path: 'services.1.icon', code: 'invalid_choice' });
    const spec = await call('PUT', '/api/admin/settings/services', {
      services: services.map(({ icon: _icon, ...rest }) => rest),
    });
    expect(spec.statusCode).toBe(200);
    expect((spec.json() as Section).services.map((s) => s.icon)).toEqual(services.map((s) => s.icon));
  });

  it('refuses a save from an older version with a coded 409 instead of overwriting what another tab saved', async () => {
    // Two tabs read the same version.
    const read = await section();
    const [first, second] = read.services as [StoredService, StoredService];
    const tabA = await saveOne(first.id, edit(first, read.version, { price: 'ab 1.600 €' }));
    expect(tabA.statusCode).toBe(200);
    const tabB = await saveOne(second.id, edit(second, read.version, { price: 'ab 999 €' }));
    expect(tabB.statusCode).toBe(409);
    expect(tabB.json()).toMatchObject({ code: 'settings.changed_elsewhere' });
    expect(typeof tabB.json().detail).toBe('string');
    const after = await section();
    expect(after.services[0]?.price).toBe('ab 1.600 €');
    expect(after.services[1]?.price).toBe(second.price);
    // After reading again, tab B's save goes through.
    const again = await saveOne(
      second.id,
      edit(after.services[1] as StoredService, after.version, { price: 'ab 999 €' }),
    );
    expect(again.statusCode).toBe(200);

    // A whole-list PUT moves the version on too.
    const beforeWhole = await section();
    const whole = await call('PUT', '/api/admin/settings/services', { services: beforeWhole.services });
    expect(whole.json().version).toBe(beforeWhole.version + 1);
    const stale = await saveOne(first.id, edit(first, beforeWhole.version));
    expect(stale.statusCode).toBe(409);
    // A version from the future is as wrong as one from the past.
    expect((await saveOne(first.id, edit(first, beforeWhole.version + 5))).statusCode).toBe(409);
  });

  it('lets exactly one of two simultaneous saves from the same version through', async () => {
    const read = await section();
    const [first, second] = read.services as [StoredService, StoredService];
    const answers = await Promise.all([
      saveOne(first.id, edit(first, read.version, { name_de: 'Gleichzeitig A' })),
      saveOne(second.id, edit(second, read.version, { name_de: 'Gleichzeitig B' })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = await section();
    expect(after.version).toBe(read.version + 1);
    expect(
      [after.services[0]?.name_de, after.services[1]?.name_de].filter((n) => n?.startsWith('Gleichzeitig')),
    ).toHaveLength(1);
  });

  it('orders the services (the open GET the public pages read follows) and the tariffs of one', async () => {
    const before = await section();
    const ids = before.services.map((s) => s.id);
    const reversed = [...ids].reverse();
    const ordered = await call('PUT', '/api/admin/settings/services-order', { ids: reversed });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json().version).toBe(before.version + 1);
    expect((await section()).services.map((s) => s.id)).toEqual(reversed);
    // Ordering never writes back an older copy: the stored services are kept as they are.
    expect((await section()).services).toEqual([...before.services].reverse());

    // A list that no longer matches (a service added or removed meanwhile, or an id twice) is a conflict.
    for (const stale of [reversed.slice(1), [...reversed, 'nope'], [reversed[0], ...reversed.slice(0, -1)]]) {
      const res = await call('PUT', '/api/admin/settings/services-order', { ids: stale });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('settings.changed_elsewhere');
    }
    expect((await section()).services.map((s) => s.id)).toEqual(reversed);

    // Tariffs are kept in the order sent; their ids are unique within the service.
    const now = await section();
    const wedding = now.services.find((s) => s.id === 'wedding') as StoredService;
    const turned = [...wedding.tariffs].reverse();
    const res = await saveOne('wedding', edit(wedding, now.version, { tariffs: turned }));
    expect(res.statusCode).toBe(200);
    expect((await section()).services.find((s) => s.id === 'wedding')?.tariffs.map((x) => x.id)).toEqual(
      turned.map((x) => x.id),
    );
    const latest = await section();
    const twice = await saveOne(
      'wedding',
      edit(wedding, latest.version, { tariffs: [wedding.tariffs[0], wedding.tariffs[0]] }),
    );
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors[0].path).toBe('tariffs');
  });

  it('removes one service; a second removal is a 404', async () => {
    const before = await section();
    const removed = await call('DELETE', '/api/admin/settings/services/1732300000000');
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as Section).services.map((s) => s.id)).not.toContain('1732300000000');
    expect(removed.json().version).toBe(before.version + 1);
    expect((await call('DELETE', '/api/admin/settings/services/1732300000000')).statusCode).toBe(404);
  });
});
