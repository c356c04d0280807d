import { slugify } from '@app/contracts';
import { type Kysely, sql } from 'kysely';

/** The words a project slug could not take when this migration was written (frozen copy of PROJECT_RESERVED_SLUGS). */
const RESERVED = new Set(['all', 'category', 'kategorie', 'page', 'ru', 'seite']);
const MAX = 100;

/** `base`, or `base-2`, `base-3` … : the first one neither reserved nor taken. */
export function freeSlug(base: string, taken: Set<string>): string {
  const stem = base.slice(0, MAX).replace(/-+$/, '') || 'projekt';
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const slug = `${stem.slice(0, MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!RESERVED.has(slug) && !taken.has(slug)) return slug;
  }
}

/**
 * Each portfolio project gets its own address (`/portfolio/{slug}`, issue 16): a unique slug made
 * from the German title (oldest project first, so it keeps the plain slug; later ones with the same
 * title get -2, -3 …), then a unique index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('portfolio_item')
    .addColumn('slug', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const rows = await sql<{ id: string; title_de: string }>`
    select id, title_de from portfolio_item order by created_at, id
  `.execute(db);
  const taken = new Set<string>();
  for (const row of rows.rows) {
    const slug = freeSlug(slugify(row.title_de), taken);
    taken.add(slug);
    await sql`update portfolio_item set slug = ${slug} where id = ${row.id}`.execute(db);
  }
  await db.schema.createIndex('portfolio_item_slug').unique().on('portfolio_item').column('slug').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('portfolio_item_slug').execute();
  await db.schema.alterTable('portfolio_item').dropColumn('slug').execute();
}
