import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { testMailSettings } from '../../../test/smtp.ts';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';

/**
 * Issue 35 item 4 (dashboard): the holds that run out within the warning window
 * (`hold_warning_hours`) are on the dashboard, soonest first, with client, date and deadline;
 * holds further out, confirmed bookings and holds that ran out are not; 0 hours switches it off.
 */
describe(`the dashboard warns of holds that run out soon (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  let now = new Date('2026-11-28T09:00:00.000Z');
  const clock = () => now;
  const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const book = async (name: string, date: string, status: 'pending' | 'confirmed' = 'pending') => {
    const res = await admin('POST', '/api/admin/bookings', {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '')}@example.de`,
      service: 'wedding',
      tariff: 'standard',
      date,
      time: '',
      status,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; hold_until: string };
  };
  /** Moves the clock (and signs in again: a session does not last days). */
  const at = async (iso: string) => {
    now = new Date(iso);
    token = await adminToken(t, clock);
  };
  const activity = async () => {
    const res = await admin('GET', '/api/admin/dashboard/recent-activity');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      hold_warning_hours: number;
      expiring_holds: { id: string; name: string; service: string; date: string; time: string; hold_until: string }[];
    };
  };
  const settings = async (patch: object) => {
    const current = (await admin('GET', '/api/admin/settings/availability')).json();
    expect((await admin('PUT', '/api/admin/settings/availability', { ...current, ...patch })).statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://foto.example' }, { clock, mailWorker: false });
    token = await adminToken(t, clock);
    expect((await admin('PUT', '/api/admin/settings/email-notifications', testMailSettings(2525))).statusCode).toBe(
      200,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the holds ending within the window, soonest first, with client, date and deadline', async () => {
    // Holds for 48 hours (the default), the warning 24 hours before.
    const first = await book('Anna Früh', '2027-05-01');
    await at('2026-11-28T12:00:00.000Z');
    const second = await book('Boris Später', '2027-05-02');
    await book('Clara Bestätigt', '2027-05-03', 'confirmed');
    await at('2026-11-29T20:00:00.000Z');
    const third = await book('Dora Neu', '2027-05-04');

    // 35 h later: Anna's hold ends in 13 h, Boris's in 16 h, Dora's in 48 h (outside the window).
    const shown = await activity();
    expect(shown.hold_warning_hours).toBe(24);
    expect(shown.expiring_holds).toEqual([
      {
        id: first.id,
        name: 'Anna Früh',
        service: 'Hochzeitsfotografie',
        date: '2027-05-01',
        time: '',
        hold_until: first.hold_until,
      },
      {
        id: second.id,
        name: 'Boris Später',
        service: 'Hochzeitsfotografie',
        date: '2027-05-02',
        time: '',
        hold_until: second.hold_until,
      },
    ]);
    expect(shown.expiring_holds.map((h) => h.id)).not.toContain(third.id);

    // A wider window takes Dora's in; Anna's hold ran out: gone from the list.
    await settings({ hold_warning_hours: 72 });
    await at('2026-11-30T09:30:00.000Z');
    expect((await activity()).expiring_holds.map((h) => h.name)).toEqual(['Boris Später', 'Dora Neu']);

    // Switched off: nothing.
    await settings({ hold_warning_hours: 0 });
    expect(await activity()).toMatchObject({ hold_warning_hours: 0, expiring_holds: [] });
  });
});
