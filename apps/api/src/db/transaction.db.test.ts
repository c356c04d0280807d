import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.ts';
import { type DatabaseHandle, openDatabase } from './database.ts';
import { afterCommit, inTransaction } from './transaction.ts';

describe(`after-commit callbacks (${TEST_DB})`, () => {
  let t: TestApp;
  let database: DatabaseHandle;
  beforeAll(async () => {
    t = await createTestApp({}, { mailWorker: false });
    await t.app.ready();
    database = openDatabase(t.config.database);
  });
  afterAll(async () => {
    await database.close();
    await t.close();
  });

  const row = (key: string) => ({ key, value: '{}', updated_at: '2026-01-01T00:00:00.000Z' });
  const stored = async (key: string) =>
    (await database.db.selectFrom('setting').select('key').where('key', '=', key).executeTakeFirst()) !== undefined;

  it('run after the commit, when the row is visible to everyone else', async () => {
    const seen: boolean[] = [];
    await inTransaction(database.db, async (trx) => {
      await trx.insertInto('setting').values(row('after-commit')).execute();
      afterCommit(trx, () => {
        void stored('after-commit').then((visible) => seen.push(visible));
      });
      expect(seen).toEqual([]);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([true]);
  });

  it('never run after a rollback', async () => {
    let ran = false;
    await expect(
      inTransaction(database.db, async (trx) => {
        await trx.insertInto('setting').values(row('rolled-back')).execute();
        afterCommit(trx, () => {
          ran = true;
        });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ran).toBe(false);
    expect(await stored('rolled-back')).toBe(false);
  });

  it('run on the next turn for a handle outside inTransaction', async () => {
    let ran = false;
    afterCommit(database.db, () => {
      ran = true;
    });
    expect(ran).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran).toBe(true);
  });
});
