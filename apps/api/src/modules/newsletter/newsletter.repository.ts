import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, NewsletterSubscriberTable } from '../../db/schema.ts';

export function findSubscriberByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('newsletter_subscriber').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findSubscriberByToken(
  db: Kysely<Database>,
  column: 'confirm_token_hash' | 'unsubscribe_token_hash',
  hash: string,
) {
  return db.selectFrom('newsletter_subscriber').selectAll().where(column, '=', hash).executeTakeFirst();
}

export async function insertSubscriber(db: Kysely<Database>, row: Insertable<NewsletterSubscriberTable>) {
  await db.insertInto('newsletter_subscriber').values(row).execute();
}

export async function updateSubscriber(db: Kysely<Database>, id: string, patch: Updateable<NewsletterSubscriberTable>) {
  await db.updateTable('newsletter_subscriber').set(patch).where('id', '=', id).execute();
}

/** Newest first; `status` filters (the index on status, created_at). */
export function listSubscribers(
  db: Kysely<Database>,
  { status, limit, skip }: { status: string | undefined; limit: number; skip: number },
) {
  let query = db.selectFrom('newsletter_subscriber').selectAll();
  if (status) query = query.where('status', '=', status);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(skip).execute();
}

export async function deleteSubscriber(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('newsletter_subscriber').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
