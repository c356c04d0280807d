import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type CountedTable =
  | 'portfolio_item'
  | 'blog_post'
  | 'review'
  | 'contact_message'
  | 'booking_request'
  | 'newsletter_subscriber';

/** One COUNT(*) query; the filters use indexed columns (read, status, approved). */
export async function countRows(
  db: Kysely<Database>,
  table: CountedTable,
  filter?: { column: 'read' | 'status' | 'approved'; value: number | string },
): Promise<number> {
  let query = db.selectFrom(table).select((eb) => eb.fn.countAll<number | string | bigint>().as('count'));
  if (filter) query = query.where(filter.column as never, '=', filter.value as never);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

// The newest rows by the created_at indexes: ORDER BY created_at DESC LIMIT n.

export function recentContacts(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('contact_message')
    .select(['id', 'name', 'email', 'created_at'])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export function recentBookings(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('booking_request')
    .select(['id', 'name', 'service', 'service_name', 'date', 'status', 'created_at'])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export function recentPosts(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('blog_post')
    .select(['id', 'title_de', 'published', 'created_at'])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export function recentProjects(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('portfolio_item')
    .select(['id', 'title_de', 'category', 'featured', 'created_at'])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
