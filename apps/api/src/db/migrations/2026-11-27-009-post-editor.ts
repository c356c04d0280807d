import { type Kysely, sql } from 'kysely';

/**
 * The post editor (issue 19 item 4, ADR 023): a post gets
 * - `content_format`: 'text' (the spec's plain text, split into paragraphs at newlines; every post
 *   written before this migration) or 'html' (the rich-text editor's sanitised HTML);
 * - `slug`: its own address `/blog/{slug}` (NULL: the spec's `/blog/{German title}-{id}`), unique;
 * - `publish_at`: when it becomes public (ISO UTC text like created_at; existing posts: their
 *   created_at, which was their publication date until now);
 * - SEO title and description per language ('' = the post's title and excerpt).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const add = (name: string, type: 'text' | 'varchar(8)' | 'varchar(32)', value: string) =>
    db.schema
      .alterTable('blog_post')
      .addColumn(name, type, (c) => c.notNull().defaultTo(value))
      .execute();
  await add('content_format', 'varchar(8)', 'text');
  await db.schema.alterTable('blog_post').addColumn('slug', 'varchar(100)').execute();
  await add('publish_at', 'varchar(32)', '');
  for (const name of ['seo_title_de', 'seo_title_ru', 'seo_description_de', 'seo_description_ru']) {
    await add(name, 'text', '');
  }
  await sql`update blog_post set publish_at = created_at`.execute(db);
  // NULLs do not collide in a unique index, on either dialect: posts without a slug of their own.
  await db.schema.createIndex('blog_post_slug').on('blog_post').column('slug').unique().execute();
  await db.schema
    .createIndex('blog_post_published_publish_at')
    .on('blog_post')
    .columns(['published', 'publish_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('blog_post_published_publish_at').execute();
  await db.schema.dropIndex('blog_post_slug').execute();
  for (const name of [
    'seo_description_ru',
    'seo_description_de',
    'seo_title_ru',
    'seo_title_de',
    'publish_at',
    'slug',
    'content_format',
  ]) {
    await db.schema.alterTable('blog_post').dropColumn(name).execute();
  }
}
