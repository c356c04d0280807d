import type { Kysely } from 'kysely';

/**
 * A project's shooting date and place (issue 16 item 1): `shot_on` (YYYY-MM-DD, empty when not
 * given: the page then shows when the project was added) and the place in German and Russian
 * (the Russian falls back to the German on the page).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('portfolio_item')
    .addColumn('shot_on', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('portfolio_item')
    .addColumn('place_de', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('portfolio_item')
    .addColumn('place_ru', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['place_ru', 'place_de', 'shot_on']) {
    await db.schema.alterTable('portfolio_item').dropColumn(column).execute();
  }
}
