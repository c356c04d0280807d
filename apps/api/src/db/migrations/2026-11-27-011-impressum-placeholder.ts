import { type Kysely, sql } from 'kysely';

/** The placeholder values the first release seeded into the legal notice. */
const PLACEHOLDERS: Record<string, string> = {
  name: 'Max Mustermann',
  street: 'Musterstraße 1',
  vatId: 'DE123456789',
  responsiblePerson: 'Max Mustermann',
  phone: '+49 365 1234567',
};

/**
 * The first release seeded a fictitious operator ("Max Mustermann, Musterstraße 1") into the
 * Impressum. Every field that still holds its placeholder is emptied (the owner's own values are
 * kept), so the site never publishes a fictitious person and the office warns until it is filled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ value: string }>`select value from setting where key = 'impressum'`.execute(db);
  const stored = rows.rows[0]?.value;
  if (stored === undefined) return;
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(stored) as Record<string, unknown>;
  } catch {
    return;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return;
  let changed = false;
  for (const [key, placeholder] of Object.entries(PLACEHOLDERS)) {
    if (value[key] === placeholder) {
      value[key] = '';
      changed = true;
    }
  }
  if (changed) {
    await sql`update setting set value = ${JSON.stringify(value)} where key = 'impressum'`.execute(db);
  }
}

export async function down(): Promise<void> {
  // The placeholders are not restored: they were never true.
}
