import { type Kysely, sql } from 'kysely';

/** How many featured projects the home page showed when this migration was written. */
const HOME_FEATURED_BEFORE = 3;

/** A stored image list entry as it was (a URL) or is now (a photo with its texts). */
function asPhoto(entry: unknown) {
  if (typeof entry === 'string') return { url: entry, alt_de: '', alt_ru: '', caption_de: '', caption_ru: '' };
  return entry;
}

function parsed(value: string | null): unknown[] {
  try {
    const list: unknown = JSON.parse(value ?? '[]');
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/**
 * Curation (issue 16 item 4): the owner orders the projects (`position`, 0 first) and chooses the
 * home page's featured projects and their order (`featured_position`); each photo of a project
 * carries alt text and a caption in German and Russian, so the image list holds objects
 * `{url, alt_de, alt_ru, caption_de, caption_ru}` instead of plain URLs (the first is the cover).
 * Existing data keeps its look: projects keep the newest-first order, the home page keeps the three
 * newest featured projects it showed (older ones lose the star), photos get empty texts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('portfolio_item')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('portfolio_item').addColumn('featured_position', 'integer').execute();
  const rows = await sql<{ id: string; featured: number; images: string | null }>`
    select id, featured, images from portfolio_item order by created_at desc, id desc
  `.execute(db);
  let featured = 0;
  for (const [position, row] of rows.rows.entries()) {
    const images = JSON.stringify(parsed(row.images).map(asPhoto));
    const isFeatured = Number(row.featured) === 1 && featured < HOME_FEATURED_BEFORE;
    const featuredPosition = isFeatured ? featured++ : null;
    await sql`
      update portfolio_item
      set position = ${position}, featured = ${isFeatured ? 1 : 0}, featured_position = ${featuredPosition},
          images = ${images}
      where id = ${row.id}
    `.execute(db);
  }
  await db.schema.createIndex('portfolio_item_position').on('portfolio_item').column('position').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ id: string; images: string | null }>`select id, images from portfolio_item`.execute(db);
  for (const row of rows.rows) {
    const urls = parsed(row.images).map((entry) =>
      typeof entry === 'object' && entry !== null && 'url' in entry ? (entry as { url: unknown }).url : entry,
    );
    await sql`update portfolio_item set images = ${JSON.stringify(urls)} where id = ${row.id}`.execute(db);
  }
  await db.schema.dropIndex('portfolio_item_position').execute();
  await db.schema.alterTable('portfolio_item').dropColumn('featured_position').execute();
  await db.schema.alterTable('portfolio_item').dropColumn('position').execute();
}
