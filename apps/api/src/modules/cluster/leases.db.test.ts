import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/test-app.ts';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { createLeases } from './leases.ts';

describe(`leases on background work (${TEST_DB})`, () => {
  let t: TestApp;
  let database: DatabaseHandle;
  let now = new Date('2026-11-29T10:00:00.000Z');
  const clock = () => now;
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  beforeAll(async () => {
    t = await createTestApp({}, { mailWorker: false, avifQueue: false });
    database = openDatabase(t.config.database);
  });
  afterAll(async () => {
    await database.close();
    await t.close();
  });

  it('gives a job to one holder until its lease runs out or is given back; the holder may renew it', async () => {
    const a = createLeases({ db: database.db, clock, holder: 'a' });
    const b = createLeases({ db: database.db, clock, holder: 'b' });
    expect(await a.claim('job-1', 60_000)).toBe(true);
    expect(await b.claim('job-1', 60_000)).toBe(false);
    later(30_000);
    expect(await a.claim('job-1', 60_000)).toBe(true);
    later(45_000);
    // Renewed 45 s ago for a minute: still a's.
    expect(await b.claim('job-1', 60_000)).toBe(false);
    later(16_000);
    expect(await b.claim('job-1', 60_000)).toBe(true);
    expect(await a.claim('job-1', 60_000)).toBe(false);
    await b.release('job-1');
    expect(await a.claim('job-1', 60_000)).toBe(true);
    // Another job is free whatever happens to this one.
    expect(await b.claim('job-2', 60_000)).toBe(true);
  });

  it('runs a periodic job at most once per period, also on the instance that ran it', async () => {
    const a = createLeases({ db: database.db, clock, holder: 'a' });
    const b = createLeases({ db: database.db, clock, holder: 'b' });
    const timing = { everyMs: 6 * 60 * 60_000, runningMs: 30 * 60_000 };
    let runs = 0;
    const work = async () => {
      runs++;
    };
    expect(await a.runPeriodic('sweep', timing, work)).toBe(true);
    later(60 * 60_000);
    expect(await a.runPeriodic('sweep', timing, work)).toBe(false);
    expect(await b.runPeriodic('sweep', timing, work)).toBe(false);
    later(5 * 60 * 60_000);
    expect(await b.runPeriodic('sweep', timing, work)).toBe(true);
    expect(runs).toBe(2);
    // A failed run counts as a run: tried again after the period, not at the next look.
    later(6 * 60 * 60_000);
    await expect(
      a.runPeriodic('sweep', timing, async () => {
        throw new Error('disk gone');
      }),
    ).rejects.toThrow('disk gone');
    expect(await b.runPeriodic('sweep', timing, work)).toBe(false);
  });
});
