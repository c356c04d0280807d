import type { Insertable, Kysely, Updateable } from 'kysely';
import type { BlogPostTable, Database } from '../../db/schema.ts';

export type BlogPostRow = BlogPostTable;

export interface BlogListFilter {
  published?: boolean;
  limit: number;
  skip: number;
}

/** Newest first; uses the (published, created_at) index. */
export function listPosts(db: Kysely<Database>, { published, limit, skip }: BlogListFilter) {
  let query = db.selectFrom('blog_post').selectAll();
  if (published !== undefined) query = query.where('published', '=', published ? 1 : 0);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(skip).execute();
}

export function findPostById(db: Kysely<Database>, id: string) {
  return db.selectFrom('blog_post').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPost(db: Kysely<Database>, row: Insertable<BlogPostTable>) {
  await db.insertInto('blog_post').values(row).execute();
}

export async function updatePost(db: Kysely<Database>, id: string, patch: Updateable<BlogPostTable>) {
  await db.updateTable('blog_post').set(patch).where('id', '=', id).execute();
}

export async function deletePost(db: Kysely<Database>, id: string): Promise<number> {
  const result = await db.deleteFrom('blog_post').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
