import type { Insertable, Kysely, Updateable } from 'kysely';
import type { BlogPostTable, Database } from '../../db/schema.ts';

export type BlogPostRow = BlogPostTable;

export interface BlogListFilter {
  published?: boolean;
  /** Only posts whose publish_at is at or before this ISO time (the public list). */
  publishedBy?: string;
  limit: number;
  skip: number;
}

/** Newest publication first; uses the (published, publish_at) index. */
export function listPosts(db: Kysely<Database>, { published, publishedBy, limit, skip }: BlogListFilter) {
  let query = db.selectFrom('blog_post').selectAll();
  if (published !== undefined) query = query.where('published', '=', published ? 1 : 0);
  if (publishedBy !== undefined) query = query.where('publish_at', '<=', publishedBy);
  return query.orderBy('publish_at', 'desc').orderBy('id', 'desc').limit(limit).offset(skip).execute();
}

export function findPostById(db: Kysely<Database>, id: string) {
  return db.selectFrom('blog_post').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPostBySlug(db: Kysely<Database>, slug: string) {
  return db.selectFrom('blog_post').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** The earliest publish_at after `now` among published posts: when the public blog changes by itself. */
export async function findNextPublishAt(db: Kysely<Database>, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('blog_post')
    .select((eb) => eb.fn.min('publish_at').as('next'))
    .where('published', '=', 1)
    .where('publish_at', '>', now)
    .executeTakeFirst();
  return row?.next ?? null;
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
