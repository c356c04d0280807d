import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseAtMigration } from '../../../test/test-app.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database } from '../schema.ts';

const NOW = '2026-11-01T10:00:00.000Z';
let database: { db: Kysely<Database>; close(): Promise<void> };

/** A database as the first release left it (its seeded Impressum held a fictitious person). */
beforeEach(async () => {
  database = await databaseAtMigration('2026-11-26-007-idempotency-request-hash');
});
afterEach(async () => database.close());

async function storeImpressum(value: unknown) {
  await sql`insert into setting (key, value, updated_at) values ('impressum', ${JSON.stringify(value)}, ${NOW})`.execute(
    database.db,
  );
}
async function storedImpressum() {
  const rows = await sql<{ value: string }>`select value from setting where key = 'impressum'`.execute(database.db);
  return JSON.parse(rows.rows[0]?.value ?? 'null');
}

const SEEDED = {
  name: 'Max Mustermann',
  company: 'Lichtblick Fotografie',
  street: 'Musterstraße 1',
  city: '07545 Gera',
  country: 'Deutschland',
  phone: '+49 365 1234567',
  email: 'info@lichtblick-fotografie.de',
  vatId: 'DE123456789',
  responsiblePerson: 'Max Mustermann',
};

describe('migration 011: no fictitious person in the Impressum', () => {
  it('empties the fields that still hold the seeded placeholders', async () => {
    await storeImpressum(SEEDED);
    await migrateToLatest(database.db);
    expect(await storedImpressum()).toEqual({
      ...SEEDED,
      name: '',
      street: '',
      phone: '',
      vatId: '',
      responsiblePerson: '',
    });
  });

  it('keeps every value the owner entered (a real name, another street), only the untouched placeholder goes', async () => {
    const own = { ...SEEDED, name: 'Anna Schmidt', street: 'Sorge 12', responsiblePerson: 'Anna Schmidt' };
    await storeImpressum(own);
    await migrateToLatest(database.db);
    expect(await storedImpressum()).toEqual({ ...own, phone: '', vatId: '' });
  });

  it('leaves a database without an Impressum row, or with a damaged one, as it is', async () => {
    await migrateToLatest(database.db);
    expect(await storedImpressum()).toBeNull();
  });
});
