import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from '../../../test/admin.ts';
import { testMailSettings } from '../../../test/smtp.ts';
import { createTestApp, readTable, TEST_DB, type TestApp } from '../../../test/test-app.ts';

/**
 * khal (Debian's `khal`, installed by .ci/run) with a calendar of its own in a temporary folder:
 * imports the .ics files the client gets, as a calendar program does with a mail's invitation.
 */
function khalCalendar() {
  const dir = mkdtempSync(join(tmpdir(), 'khal-'));
  mkdirSync(join(dir, 'calendar'));
  const config = join(dir, 'config');
  writeFileSync(
    config,
    [
      '[calendars]',
      '[[client]]',
      `path = ${join(dir, 'calendar')}`,
      'type = calendar',
      '[locale]',
      'timeformat = %H:%M',
      'dateformat = %Y-%m-%d',
      'longdateformat = %Y-%m-%d',
      'datetimeformat = %Y-%m-%d %H:%M',
      'longdatetimeformat = %Y-%m-%d %H:%M',
      'local_timezone = Europe/Berlin',
      'default_timezone = Europe/Berlin',
      '',
    ].join('\n'),
  );
  /** Runs khal; answers what it printed and what it warned about. */
  const khal = (...args: string[]) => {
    const run = spawnSync('khal', ['-c', config, ...args], { encoding: 'utf8' });
    if (run.error) throw new Error(`khal is not installed: apt-get install khal (.ci/run does): ${run.error.message}`);
    if (run.status !== 0) throw new Error(`khal ${args.join(' ')} failed: ${run.stderr}`);
    return { out: run.stdout, warnings: run.stderr };
  };
  let n = 0;
  return {
    /** Imports a mail's calendar file as the client's calendar program would; answers khal's warnings. */
    import(ics: string): string {
      const file = join(dir, `mail-${n++}.ics`);
      writeFileSync(file, ics);
      return khal('import', '--batch', '-a', 'client', file).warnings;
    },
    /** The events from a day on, one line each: "start|end|title|location|CANCELLED?". */
    list: (from: string, days: number) =>
      khal('list', '--format', '{start}|{end}|{title}|{location}|{cancelled}', from, `${days}d`)
        .out.split('\n')
        .filter((line) => line.includes('|'))
        .map((line) => line.trim()),
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Issue 35, "how it will be checked": the owner books, moves and cancels, and the client's
 * calendar program (khal) shows the booking at its time and place, then at the new time (the same
 * entry replaced, not a second one), then cancelled; the files name their time zone.
 */
describe(`a real calendar program reads the booking mails (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  const now = new Date('2026-11-28T09:00:00.000Z');
  const clock = () => now;
  const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const icsOf = async (email: string, kind: string) => {
    const mails = await readTable(t, (db) =>
      db
        .selectFrom('outbox')
        .selectAll()
        .where('recipient', '=', email)
        .where('kind', '=', kind)
        .orderBy('created_at')
        .execute(),
    );
    const attachments = JSON.parse(mails.at(-1)?.attachments ?? '[]') as { filename?: string; content: string }[];
    expect(attachments).toHaveLength(1);
    return attachments[0]?.content ?? '';
  };
  const calendar = khalCalendar();

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://foto.example' }, { clock, mailWorker: false });
    token = await adminToken(t, clock);
    expect((await admin('PUT', '/api/admin/settings/email-notifications', testMailSettings(2526))).statusCode).toBe(
      200,
    );
  });
  afterAll(async () => {
    await t.close();
    calendar.close();
  });

  it('shows the booking, moves it in place and marks it cancelled', async () => {
    const email = 'khal@example.de';
    const created = await admin('POST', '/api/admin/bookings', {
      name: 'Karl Hal',
      email,
      service: 'portrait',
      tariff: 'basic',
      date: '2027-07-03',
      time: '14:15',
      lang: 'de',
      location: 'Gera, Küchengarten',
      notify: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;

    expect(calendar.import(await icsOf(email, 'booking.confirmed'))).toBe('');
    const first = calendar.list('2027-07-01', 30);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatch(/^2027-07-03 14:15\|2027-07-03 \d\d:\d\d\|[^|]+\|Gera, Küchengarten\|$/);

    const moved = await admin('POST', `/api/admin/bookings/${id}/move`, {
      date: '2027-07-10',
      time: '10:00',
      notify: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(calendar.import(await icsOf(email, 'booking.moved'))).toBe('');
    const second = calendar.list('2027-07-01', 30);
    // The same entry, at its new time: nothing left on the old day.
    expect(second).toHaveLength(1);
    expect(second[0]).toMatch(/^2027-07-10 10:00\|/);

    expect((await admin('PUT', `/api/admin/forms/bookings/${id}`, { status: 'cancelled' })).statusCode).toBe(200);
    expect(calendar.import(await icsOf(email, 'booking.cancelled'))).toBe('');
    const third = calendar.list('2027-07-01', 30);
    expect(third).toHaveLength(1);
    expect(third[0]).toMatch(/^2027-07-10 10:00\|.*\|CANCELLED$/);
  });
});
