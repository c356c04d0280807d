import type { ReviewStatus } from '@app/contracts';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, ReviewTable } from '../../db/schema.ts';

export type ReviewRow = ReviewTable;

/** Newest first; uses the (approved, created_at) index. */
export function listReviews(
  db: Kysely<Database>,
  { status, limit, skip }: { status: ReviewStatus; limit: number; skip: number },
) {
  let query = db.selectFrom('review').selectAll();
  if (status !== 'all') query = query.where('approved', '=', status === 'approved' ? 1 : 0);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(skip).execute();
}

export function findReviewById(db: Kysely<Database>, id: string) {
  return db.selectFrom('review').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertReview(db: Kysely<Database>, row: Insertable<ReviewTable>) {
  await db.insertInto('review').values(row).execute();
}

export async function updateReview(db: Kysely<Database>, id: string, patch: Updateable<ReviewTable>) {
  await db.updateTable('review').set(patch).where('id', '=', id).execute();
}

export async function deleteReview(db: Kysely<Database>, id: string): Promise<number> {
  const result = await db.deleteFrom('review').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
