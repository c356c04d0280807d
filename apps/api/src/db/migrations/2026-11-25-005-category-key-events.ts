import { type Kysely, sql } from 'kysely';

/**
 * One key per category (ADR 007): the seeded portfolio category `event` becomes `events`, the key
 * the services and the spec use, and so do the projects filed under it. Only when no `events`
 * category exists yet: the owner's own `events` is never merged with `event`, nothing is lost.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const taken = await sql<{ n: number | string }>`
    select count(*) as n from portfolio_category where slug = 'events'
  `.execute(db);
  if (Number(taken.rows[0]?.n ?? 0) > 0) return;
  await sql`update portfolio_category set slug = 'events' where slug = 'event'`.execute(db);
  await sql`update portfolio_item set category = 'events' where category = 'event'`.execute(db);
}

/** Nothing to undo safely: after `up`, an `events` row may be the owner's own. */
export async function down(_db: Kysely<unknown>): Promise<void> {}
