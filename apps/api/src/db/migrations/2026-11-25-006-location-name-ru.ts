import { type Kysely, sql } from 'kysely';

/** The seeded cities' names in Cyrillic (the Russian-addresses issue): only where the owner kept the German seed name. */
const SEEDED_RUSSIAN_NAMES: Record<string, [german: string, russian: string]> = {
  gera: ['Gera', 'Гера'],
  ronneburg: ['Ronneburg', 'Роннебург'],
  chemnitz: ['Chemnitz', 'Хемниц'],
  erfurt: ['Erfurt', 'Эрфурт'],
  leipzig: ['Leipzig', 'Лейпциг'],
  jena: ['Jena', 'Йена'],
  zwickau: ['Zwickau', 'Цвиккау'],
};

/**
 * A location gets a Russian name (`name_ru`, empty = the German `name` is shown). The seven seeded
 * cities get theirs where the owner has not renamed them; every other location keeps an empty one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('location')
    .addColumn('name_ru', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  for (const [slug, [german, russian]] of Object.entries(SEEDED_RUSSIAN_NAMES)) {
    await sql`update location set name_ru = ${russian} where slug = ${slug} and name = ${german}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('location').dropColumn('name_ru').execute();
}
